import DialogFacts
import DialogRules
import Foundation
import SourceText
import Testing

@testable import DialogLintCLI
@testable import DialogReport

/// A team rules file that dialoglint accepts and that pushes every text to an edge: an empty and a
/// blank summary, no help, 19 WCAG criteria, a 300-character name and a 2,000-character rationale.
/// It replaces the built-in catalog, so that its rules are the SARIF run's first three.
let edgeRules = """
  {"version": 1, "extends": false, "rules": [
    {"id": "empty-summary", "check": "action-label", "severity": "warning", "summary": "",
     "parameters": {"labels": ["Yes"]}},
    {"id": "blank-everything", "check": "action-label", "severity": "note", "summary": " \\t\\u001f ",
     "name": "", "rationale": "\\n", "help": "\\u0085",
     "wcag": ["1.1.1", "1.3.1", "1.3.2", "1.4.1", "1.4.3", "1.4.4", "1.4.10", "1.4.11", "1.4.12", "1.4.13",
              "2.1.1", "2.1.2", "2.4.3", "2.4.6", "2.4.7", "2.4.11", "3.2.2", "3.3.1", "3.3.2"],
     "parameters": {"labels": ["Yes"]}},
    {"id": "long-texts", "check": "action-label", "severity": "error", "name": "\(String(repeating: "N", count: 300))",
     "summary": "\(String(repeating: "s", count: 1500))", "rationale": "\(String(repeating: "r", count: 2000))",
     "parameters": {"labels": ["Yes"]}}
  ]}
  """

/// `count` findings in one file, `errors` of them errors, the next `warnings` warnings, the rest notes;
/// every tenth note suppressed. No related locations: the validator's time grows with every node.
func manyFindings(_ count: Int, errors: Int, warnings: Int) -> [ReportedFinding] {
  (0..<count).map { index in
    var finding = handMadeFinding(path: "Sources/Big.swift", line: index + 1, text: "Button(\"Yes\") // \(index)")
    finding.related = []
    finding.severity = index < errors ? .error : index < errors + warnings ? .warning : .note
    if finding.severity == .note && index % 10 == 0 { finding.suppression = Suppression(kind: .inSource) }
    return finding
  }
}

@Suite("Every output valid whatever the input, the rules file or the number of findings")
struct OutputLimitsTests {
  @Test("SARIF for any accepted rules file: texts filled from the rule's other fields, cut to GitHub's limits")
  func edgeRulesFile() throws {
    let project = try Project(["A.swift": ambiguousAlert, "rules.json": edgeRules])
    defer { project.remove() }
    let run = try dialoglint(["--rules", "rules.json", "--format", "sarif", "A.swift"], in: project.root)
    #expect(run.exit == .findings, "the rules file is accepted, and its error rule fires: \(run.stderr)")
    let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    func text(_ rule: [String: Any], _ field: String) -> String {
      (rule[field] as? [String: Any])?["text"] as? String ?? ""
    }
    #expect(text(rules[0], "shortDescription") == "EmptySummary", "the name stands in for an empty summary")
    #expect(
      text(rules[1], "shortDescription") == "blank-everything" && rules[1]["name"] as? String == "blank-everything")
    #expect(((rules[1]["properties"] as? [String: Any])?["tags"] as? [Any])?.count == 20)
    #expect((rules[2]["name"] as? String)?.count == 255)
    #expect(text(rules[2], "shortDescription").count == 1024 && text(rules[2], "shortDescription").hasSuffix("…"))
    #expect(text(rules[2], "fullDescription").count == 1024)
    #expect(text(rules[2], "help").count == 1500, "help has no limit: the summary stands in for it whole")
    if SARIFValidator.isAvailable {
      let (valid, output) = try SARIFValidator.validate(run.stdout)
      #expect(valid, "\(output)")
    }
  }

  @Test(
    "past 25,000 results the SARIF run keeps the active findings of the highest severities and says what it left out")
  func resultCap() throws {
    let findings = manyFindings(30_000, errors: 5_000, warnings: 15_000)
    let report = Report(findings: findings, notices: [], rules: RuleCatalog.builtIn.rules, isComplete: true)
    let reporter = SARIFReporter(version: "1.0.0", currentDirectory: "/home/me/app")
    let kept = SARIFReporter.keptResults(report.findings)
    #expect(kept.count == 25_000 && kept == kept.sorted())
    #expect(kept.filter { report.findings[$0].severity == .error }.count == 5_000)
    #expect(kept.filter { report.findings[$0].severity == .warning }.count == 15_000)
    #expect(
      kept.allSatisfy { report.findings[$0].suppression == nil }, "a suppressed finding goes before an active one")
    let notices = reporter.notices(for: report)
    #expect(
      notices.map(\.message) == [
        "SARIF: 5000 of 30000 results left out (4000 notes, 1000 suppressed), as GitHub code scanning takes at most "
          + "25000 per run; the other formats list them all"
      ])
    let sarif = reporter.render(report)
    #expect(sarif.contains("\"text\": \"\(notices[0].message)\""))
    // Fingerprints count identical lines over every finding: leaving some out changes none.
    let all = SARIFReporter.fingerprints(report.findings)
    #expect(sarif.contains("\"primaryLocationLineHash\": \"\(all[kept.last!])\""))
    #expect(
      reporter.notices(for: Report(findings: Array(findings.prefix(25_000)), notices: [], rules: [], isComplete: true))
        .isEmpty)
    if SARIFValidator.isAvailable {
      let (valid, output) = try SARIFValidator.validate(sarif)
      #expect(valid, "\(output)")
    }
  }

  @Test("the command line says on stderr what SARIF left out, and counts every finding for its exit status")
  func resultCapOnTheCommandLine() throws {
    // 8 findings an alert (4 ambiguous labels, a destructive and a cancel label without roles, too many
    // actions, and a vague title as a note): 3,204 alerts make 25,632 findings.
    let alert = """
      Text("x").alert("Error", isPresented: $show) {
        Button("Yes") {}; Button("No") {}; Button("OK") {}; Button("Okay") {}; Button("Delete") {}; Button("Cancel") {}
      }

      """
    var files: [String: String] = [:]
    for file in 0..<267 {
      files["Many\(file).swift"] =
        "import SwiftUI\nstruct Many\(file): View {\n  @State private var show = false\n  var body: some View {\n"
        + "VStack {\n" + String(repeating: alert, count: 12) + "}\n  }\n}\n"
    }
    let project = try Project(files)
    defer { project.remove() }
    let run = try dialoglint(
      ["--format", "sarif", "--output", "out.sarif", "--fail-on", "note", "."], in: project.root)
    #expect(run.exit == .findings)
    #expect(
      run.stderr.contains(
        "dialoglint: warning: SARIF: 632 of 25632 results left out (632 notes), as GitHub code scanning takes at most "
          + "25000 per run"), "\(run.stderr)")
  }

  @Test(
    "no line break, control character or line separator reaches a text or GitHub diagnostic",
    arguments: [OutputFormat.text, .github])
  func oneLinePerDiagnostic(_ format: OutputFormat) throws {
    // A CRLF file whose labels hold a multi-line string, U+2028, U+2029 and NEL, in a file named with a tab.
    let source =
      "import SwiftUI\r\nstruct D: View {\r\n  @State private var show = false\r\n  var body: some View {\r\n"
      + "    Text(\"x\").alert(\"Discard?\", isPresented: $show) {\r\n"
      + "      Button(\"\"\"\r\n        Delete\r\n        everything\r\n        \"\"\") { }\r\n"
      + "      Button(\"Remove\u{2028}all\u{2029}now\u{85}\") { }\r\n      Button(\"Cancel\", role: .cancel) { }\r\n"
      + "    }\r\n  }\r\n}\r\n"
    let project = try Project(["a\tb.swift": source])
    defer { project.remove() }
    let run = try dialoglint(["--format", format.rawValue, "--fail-on", "never", "."], in: project.root)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3 && lines.last == "", "one line per finding: \(run.stdout)")
    for line in lines {
      #expect(
        !line.unicodeScalars.contains {
          $0.properties.generalCategory == .control || $0.value == 0x2028 || $0.value == 0x2029
        })
    }
    let escapedCRLF = format == .text ? "\\r\\n" : "%0D%0A"
    #expect(run.stdout.contains("Delete\(escapedCRLF)        everything"))
    #expect(run.stdout.contains("Remove\\u{2028}all\\u{2029}now\\u{85}"))
    #expect(run.stdout.contains(format == .text ? "a\\tb.swift:6:14: warning:" : "file=a\\tb.swift,line=6,col=14"))
  }

  @Test(
    "escapes in diagnostics",
    arguments: [
      ("plain text, é 📱", "plain text, é 📱"), ("a\r\nb", "a\\r\\nb"), ("tab\there", "tab\\there"),
      ("\u{2028}\u{2029}\u{85}\u{7F}\u{1B}[31m", "\\u{2028}\\u{2029}\\u{85}\\u{7F}\\u{1B}[31m"),
    ])
  func escapes(_ text: String, _ expected: String) {
    #expect(DiagnosticText.escaped(text) == expected)
    #expect(GitHubReporter.escapeData(text) == expected.replacing("\\r\\n", with: "%0D%0A"))
  }

  @Test("GitHub's limits: names and descriptions cut at a character boundary, with an ellipsis")
  func cuts() {
    #expect(GitHubLimits.cut("short", to: 10) == "short")
    #expect(GitHubLimits.cut("abcdefghijk", to: 10) == "abcdefghi…")
    // "é" decomposed is two scalars: it is kept whole or dropped whole.
    let decomposed = String(repeating: "e\u{301}", count: 6)
    #expect(GitHubLimits.cut(decomposed, to: 10).unicodeScalars.count == 9)
    #expect(GitHubLimits.cut(decomposed, to: 10) == String(repeating: "e\u{301}", count: 4) + "…")
  }
}
