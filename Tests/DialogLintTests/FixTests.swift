import DialogReport
import DialogRules
import Foundation
import Testing

@testable import DialogLintCLI

/// `--fix` run in memory over `sources` (path and text) and the `localization` files, as the
/// command line runs it.
func fix(_ sources: [(path: String, bytes: [UInt8])], localization: [String] = []) throws -> FixRun.Outcome {
  let analysis = Analysis(catalog: .builtIn, aliases: [:], jobs: 2, override: nil)
  let input = sources.map { Analysis.InputFile(path: $0.path, bytes: $0.bytes) }
  let strings = try localization.map {
    Analysis.InputFile(path: $0, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: $0))))
  }
  return try FixRun(analysis: analysis, prepare: { _ in }).run(input, localization: strings, notices: [])
}

/// A check's correction, named for the test list.
struct NamedCorrection: CustomTestStringConvertible, Sendable {
  let correction: Correction
  var testDescription: String { "\(correction.rule): \(correction.before.split(separator: "\n").first ?? "")…" }

  static let all = Checks.all.flatMap { $0.corrections.map(NamedCorrection.init) }
}

/// Whether `swiftc -parse` accepts `text`; nil when there is no `swiftc` to ask.
func swiftParses(_ text: [UInt8]) throws -> Bool? {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dialoglint-parse-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("Input.swift")
  try Data(text).write(to: file)
  guard let run = try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-parse", file.path]) else {
    return nil
  }
  return run.status == 0
}

@Suite("Fixes: corrections, golden files, and a round trip over every fixture")
struct FixTests {
  @Test("each check's corrections: --fix turns the code before into the code after", arguments: NamedCorrection.all)
  func correction(_ named: NamedCorrection) throws {
    let correction = named.correction
    let outcome = try fix([("Example.swift", Array(correction.before.utf8))])
    let fixed = outcome.fixed["Example.swift"].map { String(decoding: $0, as: UTF8.self) } ?? correction.before
    #expect(fixed == correction.after)
    #expect(!outcome.report.active.contains { $0.ruleID == correction.rule }, "the fixed finding is still there")
    let again = try fix([("Example.swift", Array(correction.after.utf8))])
    #expect(again.fixed.isEmpty, "a second --fix changes the result")
  }

  @Test("every fixable rule has a correction")
  func everyFixableRuleHasACorrection() {
    let corrected = Set(NamedCorrection.all.map(\.correction.rule))
    for rule in ["alert-focus-return", "modal-focus-return", "missing-cancel-role", "missing-destructive-role"] {
      #expect(corrected.contains(rule), "\(rule) has no correction")
    }
  }

  /// The inputs of `Fixtures/fix/`: each `NAME.swift` beside its golden `NAME.fixed.swift`.
  static let goldenInputs: [String] = {
    let folder = packageRoot.appendingPathComponent("Fixtures/fix").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".fixed.swift") }.sorted()
  }()

  @Test(
    "Fixtures/fix/NAME.swift fixes into NAME.fixed.swift (DIALOGLINT_RECORD=1 rewrites them)", arguments: goldenInputs)
  func golden(_ name: String) throws {
    let folder = packageRoot.appendingPathComponent("Fixtures/fix")
    let input = try Data(contentsOf: folder.appendingPathComponent(name))
    let outcome = try fix([(name, Array(input))])
    let fixed = outcome.fixed[name] ?? Array(input)
    let golden = folder.appendingPathComponent(name.replacingOccurrences(of: ".swift", with: ".fixed.swift"))
    if isRecording {
      try Data(fixed).write(to: golden)
      return
    }
    let expected = try Data(contentsOf: golden)
    #expect(fixed == Array(expected), "\(name) fixes differently: DIALOGLINT_RECORD=1 swift test rewrites the golden")
  }

  /// Every folder of `Fixtures/` holding Swift code that a rule reads.
  static let fixtureFolders: [String] = {
    let fixtures = packageRoot.appendingPathComponent("Fixtures").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      return name != "lexer" && FileManager.default.fileExists(atPath: "\(fixtures)/\(name)", isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }()

  @Test(
    "round trip: the fixed findings are gone, no other finding appears, what parsed still parses, a second fix is a no-op",
    arguments: fixtureFolders)
  func roundTrip(_ folder: String) throws {
    let found = discover(packageRoot.appendingPathComponent("Fixtures/\(folder)").path)
    let sources = try found.swiftFiles.map { ($0, Array(try Data(contentsOf: URL(fileURLWithPath: $0)))) }
    let outcome = try fix(sources, localization: found.localizationFiles)
    let before = analyze(found: found)

    // What remains is exactly what could not be fixed.
    func counts(_ findings: [ReportedFinding]) -> [String: Int] {
      Dictionary(findings.map { ("\($0.location.path) \($0.ruleID)", 1) }, uniquingKeysWith: +)
    }
    #expect(counts(outcome.report.active) == counts(before.active.filter { $0.fix == nil }))

    for (path, fixed) in outcome.fixed {
      guard let parsedBefore = try swiftParses(outcome.originals[path]!) else {
        print("swiftc is not on PATH: the parse check of the fixed files is skipped")
        break
      }
      if parsedBefore { #expect(try swiftParses(fixed) == true, "\(path) no longer parses after --fix") }
    }

    let fixedSources = sources.map { ($0.0, outcome.fixed[$0.0] ?? $0.1) }
    #expect(
      try fix(fixedSources, localization: found.localizationFiles).fixed.isEmpty, "a second --fix changes \(folder)")
  }
}
