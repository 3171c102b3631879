import Foundation
import SwiftScan

/// `measure`: times `Lexer.tokenize` alone, `SyntaxTree` (lex + parse) and the `TypeNameSkim` every
/// file gets over files held in memory, single-threaded, and prints throughput.
struct Measure {
  var repeats: Int
  var paths: [String]
  /// `tokenize`, `parse`, `skim` or `both` (all three).
  var mode = "both"

  /// One timed mode's figures (every mode runs over the same files).
  struct Result {
    var mode: String
    var seconds: [Double]
    /// Tokens seen in one run (the work the compiler must not drop).
    var tokens: Int
    /// A per-run checksum over the outputs, printed so that no run can be optimised away.
    var checksum: Int

    var best: Double { seconds.min() ?? 0 }
    var median: Double {
      let sorted = seconds.sorted()
      guard !sorted.isEmpty else { return 0 }
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
  }

  func run() -> Int32 {
    let clock = ContinuousClock()
    let loadStart = clock.now
    let files = Measure.swiftFiles(under: paths)
    guard !files.isEmpty else {
      printError("dialoglint-bench: no .swift files under \(paths.joined(separator: " "))")
      return 2
    }
    var contents: [[UInt8]] = []
    contents.reserveCapacity(files.count)
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        printError("dialoglint-bench: cannot read \(file)")
        return 2
      }
      contents.append([UInt8](data))
    }
    let bytes = contents.reduce(0) { $0 + $1.count }
    let loadSeconds = seconds(clock.now - loadStart)
    print(
      "measure: \(files.count) files, \(bytes) bytes (\(format(Double(bytes) / 1e6, 1)) MB) loaded in \(format(loadSeconds, 3)) s (not timed)"
    )
    print("measure: single-threaded, 1 warm-up run then \(repeats) timed runs per mode, MB = 10^6 bytes")
    print("")

    var results: [Result] = []
    if mode == "tokenize" || mode == "both" {
      results.append(
        time(mode: "tokenize", contents, clock: clock) { file in
          let lexed = Lexer.tokenize(file)
          return (lexed.tokens.count, lexed.tokens.count &+ lexed.comments.count &* 3 &+ lexed.diagnostics.count &* 7)
        })
    }
    if mode == "parse" || mode == "both" {
      results.append(
        time(mode: "tokenize+parse", contents, clock: clock) { file in
          let tree = SyntaxTree(file)
          var sum = tree.tokens.count &+ tree.declarations.count &* 5 &+ tree.diagnostics.count &* 7
          if let last = tree.partners.last { sum &+= Int(last) }
          return (tree.tokens.count, sum)
        })
    }
    if mode == "skim" || mode == "both" {
      results.append(
        time(mode: "skim", contents, clock: clock) { file in
          let skim = TypeNameSkim(file)
          return (skim.names.count, skim.names.count &+ skim.functions.count &* 3 &+ (skim.isComplete ? 1 : 0))
        })
    }
    Measure.printTable(results, files: files.count, bytes: bytes)
    print("")
    print("checksums: " + results.map { "\($0.mode) \($0.checksum)" }.joined(separator: ", "))
    // One line for scripts: each mode's MB/s at its best run.
    let figures = results.map { r in
      "\(r.mode == "tokenize+parse" ? "parse" : r.mode)_mb_s=\(format(Double(bytes) / r.best / 1e6, 1))"
    }
    let tokens = results.first { $0.mode != "skim" }.map { " tokens=\($0.tokens)" } ?? ""
    print("summary: bytes=\(bytes)\(tokens) " + figures.joined(separator: " "))
    return 0
  }

  /// Runs `work` over every file, once to warm up and then `repeats` times under the clock.
  func time(
    mode: String, _ contents: [[UInt8]], clock: ContinuousClock, _ work: ([UInt8]) -> (tokens: Int, checksum: Int)
  ) -> Result {
    var result = Result(mode: mode, seconds: [], tokens: 0, checksum: 0)
    for run in 0...repeats {
      var tokens = 0
      var checksum = 0
      let start = clock.now
      for file in contents {
        let (count, sum) = work(file)
        tokens &+= count
        checksum &+= sum
      }
      let elapsed = seconds(clock.now - start)
      if run > 0 { result.seconds.append(elapsed) }
      if run > 0 && checksum != result.checksum && result.checksum != 0 {
        printError("dialoglint-bench: \(mode) gave different results on different runs")
      }
      result.tokens = tokens
      result.checksum = checksum
    }
    return result
  }

  static func printTable(_ results: [Result], files: Int, bytes: Int) {
    let header = ["mode", "files", "bytes", "best s", "median s", "MB/s best", "MB/s median", "Mtokens/s"]
    var rows = [header]
    for r in results {
      rows.append([
        r.mode, "\(files)", "\(bytes)", format(r.best, 4), format(r.median, 4),
        format(Double(bytes) / r.best / 1e6, 1), format(Double(bytes) / r.median / 1e6, 1),
        format(Double(r.tokens) / r.best / 1e6, 2),
      ])
    }
    printAligned(rows)
  }

  /// Every `.swift` file under `paths` (files are taken as they are), sorted for a stable order.
  static func swiftFiles(under paths: [String]) -> [String] {
    var found: [String] = []
    let fileManager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if !isDirectory.boolValue {
        found.append(path)
        continue
      }
      guard let enumerator = fileManager.enumerator(atPath: path) else { continue }
      for case let relative as String in enumerator where relative.hasSuffix(".swift") {
        let full = (path as NSString).appendingPathComponent(relative)
        var isDir: ObjCBool = false
        if fileManager.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue { found.append(full) }
      }
    }
    return found.sorted()
  }
}

// MARK: Output helpers

func seconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

func format(_ value: Double, _ decimals: Int) -> String {
  String(format: "%.\(decimals)f", value)
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Prints rows as columns: the first left-aligned, the rest right-aligned.
func printAligned(_ rows: [[String]]) {
  guard let columns = rows.first?.count else { return }
  var widths = [Int](repeating: 0, count: columns)
  for row in rows {
    for (k, cell) in row.enumerated() { widths[k] = max(widths[k], cell.count) }
  }
  for row in rows {
    var line = ""
    for (k, cell) in row.enumerated() {
      let pad = String(repeating: " ", count: widths[k] - cell.count)
      line += k == 0 ? cell + pad : "  " + pad + cell
    }
    print(line)
  }
}
