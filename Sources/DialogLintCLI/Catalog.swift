import DialogRules
import SourceText

/// `--list-rules` and `--explain`: the catalog as text. A team's rules file writes much of it, so
/// what it says is escaped as every other text output is.
enum Catalog {
  static func list(_ catalog: RuleCatalog) -> String {
    let width = catalog.rules.map(\.id.count).max() ?? 0
    var output = ""
    for rule in catalog.rules {
      let id = rule.id.padding(to: width)
      let severity = rule.severity.rawValue.padding(to: 7)
      output += DiagnosticText.escaped("\(id)  \(severity)  \(rule.summary)") + "\n"
    }
    return output
  }

  static func explain(_ rule: Rule) -> String {
    DiagnosticText.escapedLines(text(of: rule))
  }

  private static func text(of rule: Rule) -> String {
    var output = "\(rule.id) (\(rule.name))\n\n\(rule.summary)\n\n"
    output += "severity: \(rule.severity.rawValue)\n"
    output += "applies to: \(rule.subjects.map(\.rawValue).sorted().joined(separator: ", "))\n"
    output += "check: \(rule.check)\n"
    if !rule.wcag.isEmpty {
      output += "WCAG 2.2: \(rule.wcag.joined(separator: ", "))"
      if let uri = rule.helpURI { output += " — \(uri)" }
      output += "\n"
    }
    if !rule.rationale.isEmpty { output += "\nWhy: \(rule.rationale)\n" }
    if !rule.help.isEmpty { output += "\n\(rule.help)\n" }
    if let check = Checks.named(rule.check), !check.parameters.isEmpty {
      output += "\nParameters (set them in .dialoglint.json under \"rules\"):\n"
      for parameter in check.parameters {
        let value = rule.parameters.text(of: parameter) ?? "(default)"
        output += "  \(parameter.name): \(parameter.summary)\n    = \(value.isEmpty ? "(none)" : value)\n"
      }
    }
    return output
  }
}

extension String {
  func padding(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
