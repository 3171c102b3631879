import DialogFacts
import DialogRules
import Foundation
import Testing

@testable import DialogReport

/// The report of `Fixtures/reports/`, the project the golden files are made from.
///
/// The pipeline runs on the folder's absolute path; the paths are then made relative to the
/// package root, so that the output is the same on every machine and from every working directory.
enum ReportFixture {
  static let root = packageRoot.path
  /// A fixed version, so that a release does not change the golden files.
  static let version = "1.0.0-golden"
  /// What stands for the machine's package root in the golden SARIF's `originalUriBaseIds`.
  static let rootPlaceholder = "file:///PACKAGE-ROOT/"

  static let report: Report = relative(analyze(found: discover(root + "/Fixtures/reports")))

  /// `report` with every path relative to the package root.
  static func relative(_ report: Report) -> Report {
    func strip(_ path: String) -> String { path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path }
    func strip(_ location: ReportedLocation) -> ReportedLocation {
      var location = location
      location.path = strip(location.path)
      return location
    }
    let findings = report.findings.map { finding in
      var finding = finding
      finding.location = strip(finding.location)
      finding.dialog = strip(finding.dialog)
      finding.related = finding.related.map { (strip($0.location), $0.message) }
      // A fix's edits name their files too: left absolute, the golden files would name this machine.
      if var fix = finding.fix {
        for index in fix.edits.indices { fix.edits[index].location = strip(fix.edits[index].location) }
        finding.fix = fix
      }
      return finding
    }
    let notices = report.notices.map { notice in
      var notice = notice
      notice.path = notice.path.map(strip)
      return notice
    }
    return Report(findings: findings, notices: notices, rules: report.rules, isComplete: report.isComplete)
  }

  /// The report in `format`, exactly as the CLI writes it when run from the package root.
  static func render(_ format: OutputFormat) -> String {
    format.reporter(version: version, currentDirectory: root).render(report)
  }

  /// The output as its golden file keeps it: the SARIF base URI, which names this machine's
  /// checkout, replaced by a placeholder.
  static func normalized(_ format: OutputFormat) -> String {
    let output = render(format)
    guard format == .sarif else { return output }
    let baseURI = ArtifactPaths(paths: [], currentDirectory: root).baseURI
    return output.replacing("\"uri\": \"\(baseURI)\"", with: "\"uri\": \"\(rootPlaceholder)\"")
  }

  static func goldenFile(_ format: OutputFormat) -> URL {
    let extensions: [OutputFormat: String] = [.text: "txt", .json: "json", .sarif: "sarif", .github: "github"]
    return packageRoot.appendingPathComponent("Tests/DialogLintTests/Golden/reports.expected.\(extensions[format]!)")
  }
}

/// `/work/shared/sarif/validate`, found beside the checkout as `../shared/sarif/validate`, and
/// whether it can run here (it needs python3 with jsonschema 4.x).
enum SARIFValidator {
  static let script = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/sarif/validate")

  /// Why the validator cannot run here, or nil when it can.
  static let unavailability: String? = {
    guard FileManager.default.isExecutableFile(atPath: script.path) else {
      return "\(script.path) not found (../shared is not beside the checkout)"
    }
    let output: String
    do {
      let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import jsonschema"])
      if run.succeeded { return nil }
      output = run.stdout + run.stderr
    } catch {
      output = "\(error)"
    }
    return "python3 with jsonschema is not available (python3 -m pip install 'jsonschema>=4,<5'): "
      + output.trimmingCharacters(in: .whitespacesAndNewlines)
  }()

  static var isAvailable: Bool {
    guard let reason = unavailability else { return true }
    print("SARIF validation skipped: \(reason)")
    return false
  }

  /// Validates `sarif` with GitHub's checks; returns whether it passed and what the validator printed.
  static func validate(_ sarif: String) throws -> (valid: Bool, output: String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("dialoglint-\(UUID().uuidString).sarif")
    try sarif.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    // 25,000 results take python's jsonschema a minute or more on a busy machine: no hang, a long job.
    let run = try runProcess(script, ["--github", file.path], timeout: 900)
    return (run.succeeded, run.stdout + run.stderr)
  }
}

/// A finding made by hand, for the reporters' edge cases.
func handMadeFinding(
  rule: String = "ambiguous-action-label", path: String, line: Int, text: String = "Button(\"Yes\") {}",
  message: String = "alert action \"Yes\" is ambiguous out of context", suppression: Suppression? = nil
) -> ReportedFinding {
  let start = Position(line: line, column: 5, utf16Column: 5)
  let end = Position(line: line, column: 18, utf16Column: 18)
  let location = ReportedLocation(path: path, start: start, end: end)
  return ReportedFinding(
    ruleID: rule, severity: .warning, message: message, location: location, lineText: text,
    related: [(location, "trigger")], dialog: location, suppression: suppression)
}

@Suite("Reporters: text, JSON, SARIF and GitHub output")
struct ReporterTests {
  // MARK: Golden files

  @Test("each format matches its golden file (DIALOGLINT_RECORD=1 rewrites them)", arguments: OutputFormat.allCases)
  func golden(_ format: OutputFormat) throws {
    try expectGolden(ReportFixture.normalized(format), at: ReportFixture.goldenFile(format))
  }

  @Test("the fixture holds what the golden files are meant to show")
  func fixtureCoverage() throws {
    let report = ReportFixture.report
    #expect(report.findings.contains { $0.suppression?.kind == .inSource && $0.suppression?.justification != nil })
    #expect(report.notices.contains { $0.path != nil && $0.position != nil })
    #expect(report.findings.contains { !$0.related.isEmpty })
    #expect(report.findings.contains { $0.location.path.contains(" ") && $0.location.path.contains("é") })
    #expect(report.active.contains { $0.message.contains("%") && $0.message.contains(",") })
    // "Yes" after 🧹 (4 bytes, 2 UTF-16 units) and 13 CJK characters (3 bytes, 1 unit each).
    let yes = try #require(report.active.first { $0.ruleID == "ambiguous-action-label" })
    #expect(yes.location.start.column - yes.location.start.utf16Column == 2 + 13 * 2)
  }

  @Test("the SARIF output passes the validator CI runs, with GitHub's checks", .enabled(if: SARIFValidator.isAvailable))
  func sarifValidates() throws {
    let (valid, output) = try SARIFValidator.validate(ReportFixture.render(.sarif))
    print("validate --github (Fixtures/reports):\n\(output)")
    #expect(valid, "\(output)")
  }

  @Test(
    "SARIF of paths outside the current directory, odd names, notices and a baseline passes the validator",
    .enabled(if: SARIFValidator.isAvailable))
  func sarifEdgeCasesValidate() throws {
    let findings = [
      handMadeFinding(path: "/srv/checkout/App/Views/100% done, really?.swift", line: 3),
      handMadeFinding(path: "/srv/other/Écrans/画面 📱.swift", line: 7, suppression: Suppression(kind: .baseline)),
      handMadeFinding(rule: "not-in-the-catalog", path: "../../../srv/other/x.swift", line: 1),
    ]
    let notices = [
      Notice(level: .error, path: "/srv/checkout/Unreadable.swift", message: "cannot read"),
      Notice(level: .note, path: nil, message: "a notice about the run"),
    ]
    let report = Report(findings: findings, notices: notices, rules: RuleCatalog.builtIn.rules, isComplete: false)
    let sarif = SARIFReporter(version: "1.0.0", currentDirectory: "/home/me/project").render(report)
    #expect(sarif.contains("\"uri\": \"file:///srv/\""))
    let (valid, output) = try SARIFValidator.validate(sarif)
    #expect(valid, "\(output)\n\(sarif)")
  }

  // MARK: SARIF paths

  @Test(
    "artifact URIs are percent-encoded as RFC 3986 asks",
    arguments: [
      ("Sources/App/View.swift", "Sources/App/View.swift"),
      ("Écrans de réglage/Réglages View.swift", "%C3%89crans%20de%20r%C3%A9glage/R%C3%A9glages%20View.swift"),
      ("100% done, (v2)#1?.swift", "100%25%20done%2C%20%28v2%29%231%3F.swift"),
      ("画面/📱.swift", "%E7%94%BB%E9%9D%A2/%F0%9F%93%B1.swift"),
      ("a:b@c+d=e[f]~g_h-i.j", "a%3Ab%40c%2Bd%3De%5Bf%5D~g_h-i.j"),
    ])
  func percentEncoding(_ path: String, _ expected: String) {
    #expect(ArtifactPaths.percentEncode(path) == expected)
  }

  @Test("URIs are relative to the current directory when every path is under it")
  func baseIsCurrentDirectory() {
    let paths = ["Sources/A.swift", "./Sources/./B.swift", "/home/me/app/Tests/C.swift", "Sources/x/../D.swift"]
    let artifacts = ArtifactPaths(paths: paths, currentDirectory: "/home/me/app")
    #expect(artifacts.baseURI == "file:///home/me/app/")
    #expect(
      paths.map { artifacts.uri($0) } == ["Sources/A.swift", "Sources/B.swift", "Tests/C.swift", "Sources/D.swift"])
  }

  @Test("otherwise they are relative to the deepest folder that holds every path, never with .. or a leading /")
  func baseIsCommonFolder() {
    let artifacts = ArtifactPaths(
      paths: ["../shared/Kit/A.swift", "Sources/B.swift", "/home/me/shared/Kit/Sub/C.swift"],
      currentDirectory: "/home/me/app")
    #expect(artifacts.baseURI == "file:///home/me/")
    #expect(artifacts.uri("../shared/Kit/A.swift") == "shared/Kit/A.swift")
    #expect(artifacts.uri("Sources/B.swift") == "app/Sources/B.swift")

    let apart = ArtifactPaths(paths: ["/usr/src/a.swift", "/opt/b c.swift"], currentDirectory: "/home/me")
    #expect(apart.baseURI == "file:///")
    #expect(apart.uri("/opt/b c.swift") == "opt/b%20c.swift")

    let spaced = ArtifactPaths(paths: ["/Users/me/My Apps/A.swift"], currentDirectory: "/tmp")
    #expect(spaced.baseURI == "file:///Users/me/My%20Apps/")
    #expect(spaced.uri("/Users/me/My Apps/A.swift") == "A.swift")
  }

  // MARK: Fingerprints

  @Test("a finding keeps its fingerprint when lines are inserted above it")
  func fingerprintSurvivesInsertedLines() throws {
    let source = """
      import SwiftUI

      struct TrashView: View {
          @State private var confirmEmpty = false

          var body: some View {
              Text("Trash")
                  .alert("Empty the trash?", isPresented: $confirmEmpty) {
                      Button("Yes") {}
                      Button("No", role: .cancel) {}
                  }
          }
      }

      """
    let edited = source.replacing(
      "struct TrashView", with: "/// Shows deleted items.\n/// They stay for 30 days.\n\nstruct TrashView")
    let before = analyze(source: source, path: "TrashView.swift")
    let after = analyze(source: edited, path: "TrashView.swift")
    #expect(!before.findings.isEmpty)
    #expect(after.findings.map(\.location.start.line) == before.findings.map { $0.location.start.line + 3 })
    #expect(SARIFReporter.fingerprints(after.findings) == SARIFReporter.fingerprints(before.findings))
  }

  @Test("identical flagged lines are told apart by their occurrence; other rules and texts hash differently")
  func fingerprintOccurrences() {
    let findings = [
      handMadeFinding(path: "A.swift", line: 10, text: "    Button(\"Yes\") {}"),
      handMadeFinding(path: "A.swift", line: 20, text: "Button(\"Yes\") {}\t"),
      handMadeFinding(path: "A.swift", line: 30, text: "Button(\"No\") {}"),
      handMadeFinding(rule: "missing-cancel-role", path: "A.swift", line: 40, text: "Button(\"Yes\") {}"),
      handMadeFinding(path: "B.swift", line: 10, text: "Button(\"Yes\") {}"),
    ]
    let prints = SARIFReporter.fingerprints(findings)
    let hashes = prints.map { $0.split(separator: ":")[0] }
    #expect(prints.map { $0.split(separator: ":")[1] } == ["1", "2", "1", "1", "1"])
    #expect(hashes[0].count == 16 && hashes[0].allSatisfy(\.isHexDigit))
    #expect(hashes[0] == hashes[1] && hashes[0] == hashes[4])
    #expect(hashes[0] != hashes[2] && hashes[0] != hashes[3])
  }

  // MARK: GitHub

  @Test(
    "workflow command messages escape %, CR and LF, and nothing else",
    arguments: [
      ("100% sure", "100%25 sure"), ("one\ntwo", "one%0Atwo"), ("one\r\ntwo\r", "one%0D%0Atwo%0D"),
      ("a: b, c", "a: b, c"), ("%0A", "%250A"),
    ])
  func githubMessageEscaping(_ text: String, _ expected: String) {
    #expect(GitHubReporter.escapeData(text) == expected)
  }

  @Test(
    "workflow command property values also escape : and ,",
    arguments: [
      ("Views/a,b:c.swift", "Views/a%2Cb%3Ac.swift"), ("C:\\x%y", "C%3A\\x%25y"), ("l1\r\nl2", "l1%0D%0Al2"),
      ("Écrans de réglage/Réglages View.swift", "Écrans de réglage/Réglages View.swift"),
    ])
  func githubPropertyEscaping(_ text: String, _ expected: String) {
    #expect(GitHubReporter.escapeProperty(text) == expected)
  }

  @Test("one workflow command per active finding, with escaped path and message")
  func githubCommand() {
    var note = handMadeFinding(path: "Views/a,b:c.swift", line: 2, message: "label \"50%, then\":\nfix it")
    note.severity = .note
    let suppressed = handMadeFinding(path: "B.swift", line: 1, suppression: Suppression(kind: .inSource))
    let report = Report(findings: [note, suppressed], notices: [], rules: [], isComplete: true)
    #expect(
      GitHubReporter().render(report)
        == "::notice file=Views/a%2Cb%3Ac.swift,line=2,col=5,endLine=2,endColumn=18,title=ambiguous-action-label"
        + "::label \"50%25, then\":%0Afix it\n")
  }

  // MARK: JSON

  @Test("JSON strings escape quotes, backslashes and control characters, and keep Unicode as UTF-8")
  func jsonStrings() {
    var bytes: [UInt8] = []
    JSONDocument.writeString("say \"hi\" \\ \n\r\t\u{1}\u{1F} é 📱 \u{7F}", to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == #""say \"hi\" \\ \n\r\t\u0001\u001f é 📱 \#u{7F}""#)
  }

  @Test("the JSON and SARIF outputs are JSON that Foundation reads")
  func outputsParse() throws {
    for format in [OutputFormat.json, .sarif] {
      let data = Data(ReportFixture.render(format).utf8)
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: data) }
    }
    let empty = Report(findings: [], notices: [], rules: [], isComplete: true)
    #expect(JSONReporter().render(empty) == "[]\n")
    #expect(GitHubReporter().render(empty) == "")
  }
}
