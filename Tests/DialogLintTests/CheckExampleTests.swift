import DialogReport
import DialogRules
import SourceText
import Testing

/// An example with its `↓` markers taken out, and where they were (byte offsets).
struct MarkedExample: CustomTestStringConvertible, Sendable {
  let rule: String
  let code: String
  let markers: [Int]
  var testDescription: String { "\(rule): \(code.split(separator: "\n").first ?? "")…" }

  init(_ example: Example) {
    rule = example.rule
    var text = ""
    var markers: [Int] = []
    for character in example.code {
      if character == "↓" {
        markers.append(text.utf8.count)
      } else {
        text.append(character)
      }
    }
    code = text
    self.markers = markers
  }

  static let all: [MarkedExample] = Checks.all.flatMap { check in check.examples.map(MarkedExample.init) }
}

/// The byte offsets where findings of `rule` start in a report of one file.
func findingStarts(_ report: Report, rule: String, source: String) -> [Int] {
  let lineStarts = LineTable(Array(source.utf8)).lineStarts
  return report.active.filter { $0.ruleID == rule }.map { finding in
    lineStarts[finding.location.start.line - 1] + finding.location.start.column - 1
  }.sorted()
}

@Suite("Each check's own examples, as SwiftLint runs its rule examples")
struct CheckExampleTests {
  @Test("the example triggers exactly at its ↓ marks", arguments: MarkedExample.all)
  func triggersAtMarks(_ example: MarkedExample) {
    let report = analyze(source: example.code)
    #expect(findingStarts(report, rule: example.rule, source: example.code) == example.markers)
  }

  @Test("inside a block comment the example is silent", arguments: MarkedExample.all)
  func silentInComment(_ example: MarkedExample) {
    let report = analyze(source: "/*\n\(example.code)\n*/\n")
    #expect(report.active.isEmpty)
  }

  @Test("inside a string literal the example is silent", arguments: MarkedExample.all)
  func silentInString(_ example: MarkedExample) {
    let report = analyze(source: "let snippet = #\"\"\"\n\(example.code)\n\"\"\"#\n")
    #expect(report.active.isEmpty)
  }

  @Test("after an emoji-prefixed line the findings shift with it", arguments: MarkedExample.all)
  func shiftedByEmoji(_ example: MarkedExample) {
    let prefix = "// 🎉 ünïcödé 😀 prefix\n"
    let source = prefix + example.code
    let report = analyze(source: source)
    #expect(findingStarts(report, rule: example.rule, source: source) == example.markers.map { $0 + prefix.utf8.count })
    let columns = report.active.filter { $0.ruleID == example.rule }.map(\.location.start.utf16Column)
    let plain = analyze(source: example.code).active.filter { $0.ruleID == example.rule }.map(
      \.location.start.utf16Column)
    #expect(columns == plain)
  }

  @Test("after a disable comment the example is silenced", arguments: MarkedExample.all.filter { !$0.markers.isEmpty })
  func silencedByComment(_ example: MarkedExample) {
    let report = analyze(source: "// dialoglint:disable \(example.rule)\n\(example.code)")
    #expect(report.findings.contains { $0.ruleID == example.rule && $0.suppression != nil })
    #expect(!report.active.contains { $0.ruleID == example.rule })
  }

  @Test("every check is named by a rule of the built-in catalog")
  func everyCheckHasARule() {
    for check in Checks.all {
      #expect(RuleCatalog.builtIn.rules.contains { $0.check == check.name }, "no rule runs the check \(check.name)")
    }
  }

  @Test("every rule of the built-in catalog has triggering and non-triggering examples")
  func everyRuleHasExamples() {
    for rule in RuleCatalog.builtIn.rules {
      let examples = MarkedExample.all.filter { $0.rule == rule.id }
      #expect(examples.contains { !$0.markers.isEmpty }, "\(rule.id) has no triggering example")
      #expect(examples.contains { $0.markers.isEmpty }, "\(rule.id) has no non-triggering example")
    }
  }
}
