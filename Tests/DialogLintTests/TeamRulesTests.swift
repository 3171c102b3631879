import DialogFacts
import Foundation
import Testing

@testable import DialogLintCLI

/// A team rule that forbids "Got it", reusing the `action-label` check.
let gotItRule = """
  {"id": "no-got-it", "check": "action-label", "severity": "error", "kinds": ["alert", "confirmationDialog"],
   "summary": "Say what the button does, not \\"Got it\\".", "parameters": {"labels": ["Got it"]}}
  """

/// `ambiguousAlert` with a "Got it!" button beside its "Yes".
let gotItAlert = ambiguousAlert.replacingOccurrences(
  of: "Button(\"Keep Editing\", role: .cancel) { }",
  with: "Button(\"Keep Editing\", role: .cancel) { }\n      Button(\"Got it!\") { }")

@Suite("Team rules files extend the built-in catalog", .serialized)
struct TeamRulesTests {
  /// The rule ids of the findings `dialoglint` prints for `gotItAlert` with `rules` as its rules file.
  func findings(_ rules: String, configured: Bool = false) throws -> (
    exit: ExitStatus?, rules: [String], stderr: String
  ) {
    var files = ["A.swift": gotItAlert, "team.json": rules]
    if configured { files[".dialoglint.json"] = "{\"rulesFile\": \"team.json\"}" }
    let project = try Project(files)
    defer { project.remove() }
    let run = try dialoglint(configured ? ["A.swift"] : ["--rules", "team.json", "A.swift"], in: project.root)
    let ids = run.stdout.split(separator: "\n").compactMap { line in
      line.hasSuffix("]") ? String(line[line.index(after: line.lastIndex(of: "[")!)...].dropLast()) : nil
    }
    return (run.exit, ids, run.stderr)
  }

  @Test("a rule added by --rules or rulesFile runs beside the built-in ones")
  func addsRules() throws {
    for configured in [false, true] {
      let run = try findings("{\"rules\": [\(gotItRule)]}", configured: configured)
      #expect(run.exit == .findings)
      #expect(run.rules.sorted() == ["ambiguous-action-label", "no-got-it"], "the built-in rule still finds \"Yes\"")
    }
  }

  @Test("a rule with a built-in id replaces that rule")
  func overridesByID() throws {
    let stricter = """
      {"rules": [{"id": "ambiguous-action-label", "check": "action-label", "severity": "error",
        "summary": "No Yes, No or Got it.", "parameters": {"labels": ["Yes", "No", "Got it"]}}]}
      """
    let run = try findings(stricter)
    #expect(run.exit == .findings, "the replaced rule is an error now")
    #expect(run.rules == ["ambiguous-action-label", "ambiguous-action-label"], "\"Yes\" and \"Got it!\"")
  }

  @Test("\"extends\": false makes the file the whole catalog")
  func replacesCatalog() throws {
    let run = try findings("{\"extends\": false, \"rules\": [\(gotItRule)]}")
    #expect(run.rules == ["no-got-it"])
    let bad = try findings("{\"extends\": \"no\", \"rules\": []}")
    #expect(bad.exit == .failure && bad.stderr.contains("team.json:1:13: error: expected \"extends\": true or false"))
  }

  @Test("a rule's kinds must be ones its check reads: the error names the rule and the kind")
  func kindsChecked() throws {
    let run = try findings(
      "{\"rules\": [{\"id\": \"no-got-it\", \"check\": \"action-label\", \"severity\": \"error\", "
        + "\"kinds\": [\"alert\", \"sheet\"], \"summary\": \"x\"}]}")
    #expect(run.exit == .failure)
    #expect(
      run.stderr.contains(
        "team.json:1:97: error: rule \"no-got-it\" cannot apply to kind \"sheet\": its check \"action-label\" reads "
          + "alert, confirmationDialog, actionSheet"))
    let widened = try findings(
      "{\"rules\": [{\"id\": \"too-many-actions\", \"check\": \"action-count\", \"severity\": \"warning\", "
        + "\"kinds\": [\"alert\", \"confirmationDialog\"], \"summary\": \"x\"}]}")
    #expect(widened.exit == .clean, "a check may read more kinds than its built-in rule applies to")
  }
}
