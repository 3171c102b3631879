import DialogRules
import Foundation
import Testing

/// The rule pages in `docs/rules/`, generated from rules.json and each check's examples and corrections. The test
/// fails when a page drifts from its sources; `DIALOGLINT_RECORD=1 swift test` rewrites them.
enum RuleDocs {
  static let folder = packageRoot.appendingPathComponent("docs/rules")

  static func page(_ rule: Rule) -> String {
    var page = "# \(rule.id)\n\n\(rule.summary)\n\n"
    page += "- **Default severity:** \(rule.severity.rawValue)\n"
    page += "- **Applies to:** \(rule.subjects.map { "`\($0.rawValue)`" }.sorted().joined(separator: ", "))\n"
    page += "- **Check:** `\(rule.check)`\n"
    if !rule.wcag.isEmpty {
      let criteria = rule.wcag.map { criterion in
        WCAG.understandingURI(criterion).map { "[\(criterion)](\($0))" } ?? criterion
      }
      page += "- **WCAG 2.2:** \(criteria.joined(separator: ", "))\n"
    }
    page += "\n## Why\n\n\(rule.rationale)\n\n## How to fix\n\n\(rule.help)\n"
    if let check = Checks.named(rule.check), !check.parameters.isEmpty {
      page += "\n## Parameters\n\nSet them in `.dialoglint.json` under `\"rules\": {\"\(rule.id)\": {…}}`.\n\n"
      page += "| parameter | meaning | default |\n|---|---|---|\n"
      for parameter in check.parameters {
        let value = rule.parameters.text(of: parameter) ?? ""
        page += "| `\(parameter.name)` | \(parameter.summary) | \(value.isEmpty ? "—" : value) |\n"
      }
    }
    let examples = Checks.named(rule.check)?.examples.filter { $0.rule == rule.id } ?? []
    for (title, triggering) in [("Flagged (↓ marks each finding)", true), ("Not flagged", false)] {
      let chosen = examples.filter { $0.triggers == triggering }
      guard !chosen.isEmpty else { continue }
      page += "\n## \(title)\n"
      for example in chosen { page += "\n```swift\n\(example.code)\n```\n" }
    }
    let corrections = Checks.named(rule.check)?.corrections.filter { $0.rule == rule.id } ?? []
    if !corrections.isEmpty {
      page += "\n## Fixed by `--fix`\n"
      for correction in corrections {
        page += "\nBefore:\n\n```swift\n\(correction.before)\n```\n\nAfter:\n\n```swift\n\(correction.after)\n```\n"
      }
    }
    return page
  }

  static func index(_ catalog: RuleCatalog) -> String {
    var page = "# Rules\n\nGenerated from `rules.json` and the checks' examples; `dialoglint --explain RULE-ID` "
    page += "prints the same help.\n\n| rule | default | summary |\n|---|---|---|\n"
    for rule in catalog.rules {
      page += "| [`\(rule.id)`](\(rule.id).md) | \(rule.severity.rawValue) | \(rule.summary) |\n"
    }
    return page
  }

  static var pages: [(name: String, text: String)] {
    let catalog = RuleCatalog.builtIn
    return [("README.md", index(catalog))] + catalog.rules.map { ("\($0.id).md", page($0)) }
  }
}

@Suite("Rule documentation")
struct RuleDocsTests {
  @Test("docs/rules/ matches rules.json and the checks' examples (DIALOGLINT_RECORD=1 rewrites it)")
  func pagesMatch() throws {
    for (name, text) in RuleDocs.pages {
      try expectGolden(text, at: RuleDocs.folder.appendingPathComponent(name))
    }
  }

  @Test("every WCAG criterion a rule cites has an Understanding link")
  func wcagLinks() {
    for rule in RuleCatalog.builtIn.rules {
      for criterion in rule.wcag { #expect(WCAG.understandingURI(criterion) != nil, "\(rule.id): \(criterion)") }
    }
  }
}
