import Foundation
import SplitMix
import Testing

@testable import SwiftScan

/// The toolchain's own lexer, built from `../shared/oracle` into `.build/oracle`.
enum Oracle {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `swift-tokens` binary, or why there is none.
  static let binary: Result<URL, OracleUnavailable> = build()

  struct OracleUnavailable: Error, CustomStringConvertible {
    let description: String
  }

  static var isAvailable: Bool {
    switch binary {
    case .success: return true
    case .failure(let reason):
      print("oracle comparison skipped: \(reason)")
      return false
    }
  }

  private static func build() -> Result<URL, OracleUnavailable> {
    let script = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/oracle/build")
    guard FileManager.default.isExecutableFile(atPath: script.path) else {
      return .failure(OracleUnavailable(description: "\(script.path) not found (../shared is not beside the checkout)"))
    }
    let output = packageRoot.appendingPathComponent(".build/oracle")
    let (status, _, errors) = run(script, [output.path])
    guard status == 0 else {
      return .failure(
        OracleUnavailable(
          description: "the oracle did not build: \(errors.trimmingCharacters(in: .whitespacesAndNewlines))"))
    }
    return .success(output.appendingPathComponent("swift-tokens"))
  }

  /// Runs `executable` and returns its status, stdout and stderr.
  static func run(_ executable: URL, _ arguments: [String]) -> (Int32, Data, String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    // stderr goes to a file, so that a full pipe can never stall the process.
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    guard let errorHandle = try? FileHandle(forWritingTo: errors) else {
      return (-1, Data(), "cannot write \(errors.path)")
    }
    process.standardError = errorHandle
    do { try process.run() } catch { return (-1, Data(), "\(error)") }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? errorHandle.close()
    let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    return (process.terminationStatus, data, message)
  }

  /// The oracle's dump of each file, keyed by path.
  static func dumps(of paths: [String]) throws -> [String: [UInt8]] {
    let executable = try binary.get()
    let list = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-files-\(UUID().uuidString)")
    try paths.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: list) }
    let (status, data, errors) = run(executable, ["--lexer", "--files-from", list.path])
    guard status == 0 else { throw OracleUnavailable(description: "swift-tokens failed: \(errors)") }
    var result: [String: [UInt8]] = [:]
    var current: String? = nil
    var lines: [UInt8] = []
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      let text = String(decoding: line, as: UTF8.self)
      if text.hasPrefix("==> ") && text.hasSuffix(" <==") {
        if let current { result[current] = lines }
        current = String(text.dropFirst(4).dropLast(4))
        lines = []
      } else if !line.isEmpty {
        lines += line + [UInt8(ascii: "\n")]
      }
    }
    if let current { result[current] = lines }
    if paths.count == 1 { result[paths[0]] = lines }
    return result
  }

  /// The first line where our dump of `path` differs from the oracle's, or nil when they agree.
  static func firstDifference(_ path: String, oracle: [UInt8]) -> String? {
    guard let bytes = FileManager.default.contents(atPath: path) else { return "\(path): unreadable" }
    var ours: [UInt8] = []
    TokenDump.append(Array(bytes), to: &ours)
    guard ours != oracle else { return nil }
    let a = oracle.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let b = ours.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for k in 0..<max(a.count, b.count) {
      let x = k < a.count ? String(decoding: a[k], as: UTF8.self) : "<end>"
      let y = k < b.count ? String(decoding: b[k], as: UTF8.self) : "<end>"
      if x != y { return "\(path): line \(k + 1) of the dump\n  oracle: \(x)\n  ours:   \(y)" }
    }
    return nil
  }

  /// Every `.swift` file under `folder`, sorted.
  static func swiftFiles(under folder: URL) -> [String] {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [String] = []
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "swift" { files.append(url.path) }
    }
    return files.sorted()
  }
}

@Suite("Tokenizer against the toolchain's lexer", .enabled(if: Oracle.isAvailable))
struct OracleTests {
  @Test("every fixture lexes exactly as swift-syntax lexes it")
  func fixtures() throws {
    let files = Oracle.swiftFiles(under: Oracle.packageRoot.appendingPathComponent("Fixtures"))
    #expect(files.contains { $0.contains("/Fixtures/lexer/") }, "Fixtures/lexer/ holds the hard literals")
    let dumps = try Oracle.dumps(of: files)
    for file in files {
      let difference = Oracle.firstDifference(file, oracle: dumps[file] ?? [])
      #expect(difference == nil, "\(difference ?? "")")
    }
  }

  @Test("a seeded corpus of mutated fixtures lexes exactly as swift-syntax lexes it")
  func mutatedCorpus() throws {
    let sources = Oracle.swiftFiles(under: Oracle.packageRoot.appendingPathComponent("Fixtures"))
      .compactMap { FileManager.default.contents(atPath: $0).map { Array($0) } }
    try #require(!sources.isEmpty)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dialoglint-mutants-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var random = SplitMix64(state: 0x5EED)
    var paths: [String] = []
    for n in 0..<400 {
      let mutant = Mutator.mutate(sources[random.next(below: sources.count)], sources: sources, random: &random)
      let path = folder.appendingPathComponent("mutant\(n).swift").path
      try Data(mutant).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    let dumps = try Oracle.dumps(of: paths)
    for path in paths {
      let difference = Oracle.firstDifference(path, oracle: dumps[path] ?? [])
      #expect(difference == nil, "\(difference ?? "")")
      if difference != nil {
        let kept = Oracle.packageRoot.appendingPathComponent(
          ".build/oracle/\(URL(fileURLWithPath: path).lastPathComponent)")
        try? FileManager.default.copyItem(atPath: path, toPath: kept.path)
      }
    }
  }
}
