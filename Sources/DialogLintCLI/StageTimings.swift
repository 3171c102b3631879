import Foundation

/// How long each stage of a scan took, printed on stderr when the environment sets
/// `DIALOGLINT_TIMINGS`: the per-stage breakdown of `Benchmarks/run`. Unset, a stage costs one
/// branch.
enum StageTimings {
  static let isEnabled = getenv("DIALOGLINT_TIMINGS") != nil
  private static let recorder = Recorder()

  /// Runs `body`, adding its wall time to `stage` when timings are on.
  static func measure<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
    guard isEnabled else { return try body() }
    let start = ContinuousClock.now
    defer { recorder.add(stage, ContinuousClock.now - start) }
    return try body()
  }

  /// `dialoglint: timings: discover 0.0123 s, read 0.0456 s, …`, stages in the order first seen.
  static func report() {
    guard isEnabled else { return }
    let stages = recorder.recorded().map { stage, duration in
      let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
      return "\(stage) \(String(format: "%.4f", seconds)) s"
    }
    FileSystem.write(2, "dialoglint: timings: \(stages.joined(separator: ", "))\n")
  }

  /// The durations recorded so far; stages may be timed from any thread.
  private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stages: [(String, Duration)] = []

    func add(_ stage: String, _ duration: Duration) {
      lock.lock()
      defer { lock.unlock() }
      if let index = stages.firstIndex(where: { $0.0 == stage }) {
        stages[index].1 += duration
      } else {
        stages.append((stage, duration))
      }
    }

    func recorded() -> [(String, Duration)] {
      lock.lock()
      defer { lock.unlock() }
      return stages
    }
  }
}
