import DialogFacts
import Foundation
import Testing

@testable import DialogLintCLI

@Suite("Globs: what they match, and in linear time")
struct GlobTests {
  @Test(
    "patterns of .dialoglint.json",
    arguments: [
      ("**/Generated/**", "App/Generated/A.swift", true), ("**/Generated/**", "Generated/A.swift", true),
      ("**/Generated/**", "App/Generate/A.swift", false), ("Sources", "Sources/A.swift", true),
      ("Sources", "App/Sources/A.swift", true), ("Sources/", "Sources/Sub/A.swift", true),
      ("./Sources/App", "Sources/App/A.swift", true), ("Sources/App", "Sources/AppKit/A.swift", false),
      ("*.generated.swift", "App/Views/Form.generated.swift", true), ("*.generated.swift", "App/Form.swift", false),
      ("App/*.swift", "App/A.swift", true), ("App/*.swift", "App/Sub/A.swift", false),
      ("App/*/A.swift", "App/Sub/A.swift", true), ("App/*/A.swift", "App/A.swift", false),
      ("App/**/A.swift", "App/A.swift", true), ("App/**/A.swift", "App/x/y/z/A.swift", true),
      ("A?.swift", "AB.swift", true), ("A?.swift", "A.swift", false), ("A?.swift", "Aé.swift", true),
      ("A*B*C", "AxxBxxC", true), ("A*B*C", "AxxCxxB", false), ("*", "anything/at/all", true),
      ("Écrans/**", "E\u{301}crans/A.swift", true), ("**/x/**/y", "a/x/b/c/y", true), ("**/x/**/y", "a/y/b/x", false),
      ("a/**/**/b", "a/b", true), ("**", "A.swift", true), ("", "A.swift", false),
    ])
  func matches(_ pattern: String, _ path: String, _ expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
  }

  /// The CPU time this thread spends running `body`, in seconds: unlike the wall clock, it does not
  /// count the time other work on a busy machine takes the core away.
  static func cpuTime(_ body: () -> Void) -> Double {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
    let start = now()
    body()
    return now() - start
  }

  /// The time of one match of each `(glob, path)` pair, in seconds: the best of seven rounds that
  /// take turns (so that a slow moment hits them alike), each long enough (10 ms at least) to measure.
  static func times(_ cases: [(Glob, String)]) -> [Double] {
    let repeats = cases.map { glob, path in
      var repeats = 1
      while cpuTime({ for _ in 0..<repeats { _ = glob.matches(path) } }) < 0.01 { repeats *= 2 }
      return repeats
    }
    var best = Array(repeating: Double.infinity, count: cases.count)
    for _ in 0..<7 {
      for (index, (glob, path)) in cases.enumerated() {
        let time = cpuTime { for _ in 0..<repeats[index] { _ = glob.matches(path) } }
        best[index] = min(best[index], time / Double(repeats[index]))
      }
    }
    return best
  }

  /// Pattern shapes that make a backtracking or table-filling matcher slow, at a size `n`.
  enum Shape: String, CaseIterable, Sendable {
    /// `*a*a*a…*b` against `aaa…ab`, and against `aaa…a`, where it fails at the end.
    case stars, starsFailing
    /// `**/x/**/x/…/y` against a deep path.
    case folders
    /// One long name of `a?a?…`, and a long literal name.
    case questions, literal

    func pattern(_ n: Int) -> String {
      switch self {
      case .stars, .starsFailing: String(repeating: "*a", count: n) + "*b"
      case .folders: String(repeating: "**/x/", count: n) + "y"
      case .questions: String(repeating: "a?", count: n)
      case .literal: "Sources/" + String(repeating: "n", count: 2 * n)
      }
    }

    func path(_ n: Int) -> String {
      switch self {
      case .stars: String(repeating: "a", count: 2 * n) + "b"
      case .starsFailing: String(repeating: "a", count: 2 * n)
      case .folders: String(repeating: "x/", count: 2 * n) + "y"
      case .questions: String(repeating: "ab", count: n)
      case .literal: "Sources/" + String(repeating: "n", count: 2 * n)
      }
    }
  }

  @Test(
    "matching time grows linearly: 4× the pattern and 4× the path cost about 4×, never 16×", arguments: Shape.allCases)
  func linearTime(_ shape: Shape) {
    // 1,000 and 4,000 characters of pattern, against paths of about the same length.
    let times = Self.times([
      (Glob(shape.pattern(500)), shape.path(500)), (Glob(shape.pattern(2_000)), shape.path(2_000)),
    ])
    let (small, large) = (times[0], times[1])
    // Linear work gives 4, quadratic 16; the margin is for a machine busy with other work.
    let ratio = large / small
    print("glob \(shape): \(Int(small * 1e6)) µs at 1,000 characters, \(Int(large * 1e6)) µs at 4,000: ×\(ratio)")
    #expect(ratio < 10, "\(shape): 4× the size took \(ratio)× the time")
  }

  @Test("a pattern longer than the path is refused before any matching")
  func hugePattern() {
    let glob = Glob(String(repeating: "*a", count: 1_000_000))
    #expect(!glob.matches("Sources/App/A.swift"))
    #expect(Self.times([(glob, "Sources/App/A.swift")])[0] < 0.001)
  }
}
