import SourceText

/// The compiler's format, which Xcode, VS Code's `$gcc` matcher, Vim's errorformat and Emacs
/// compilation mode all read: `path:line:column: severity: message [rule-id]`, then a `note:` line for
/// each related location. Columns count UTF-8 bytes, as swiftc's do. A finding `--fix` can repair
/// ends with `[fixable]`. Paths and messages are kept to one line (`DiagnosticText`).
///
/// Coloured, it marks up the same text as clang does on a terminal (bold place, coloured severity,
/// dim rule id), so a reader's eye and a tool that strips the escapes both find what they expect.
public struct TextReporter: Reporter {
  public var colored: Bool

  public init(colored: Bool = false) { self.colored = colored }

  public func render(_ report: Report) -> String {
    var output = ""
    for finding in report.active {
      let tags = " " + style("[\(finding.ruleID)]", .dim) + Self.fixNote(finding, report)
      output += line(finding.location, finding.severity.rawValue, finding.message) + tags + "\n"
      for related in finding.related {
        output += line(related.location, "note", related.message) + "\n"
      }
    }
    return output
  }

  /// ` [fixable]` for a finding `--fix` can repair, ` [fixable after rule]` for one it repairs once
  /// that rule's fix is made; for one of a fixable rule it cannot, why: a reader deciding whether
  /// to run `--fix` needs it as much as one who ran it.
  static func fixNote(_ finding: ReportedFinding, _ report: Report) -> String {
    if finding.fix != nil { return " [fixable]" }
    if let rule = finding.fixAfter { return " [fixable after \(rule)]" }
    guard let reason = finding.fixUnavailable else { return "" }
    return " (\(report.followsFix ? "not fixed" : "not fixable"): \(DiagnosticText.escaped(reason)))"
  }

  /// One diagnostic line, without its tags and line break, with nothing in it that breaks a line.
  private func line(_ location: ReportedLocation, _ severity: String, _ message: String) -> String {
    let place = "\(DiagnosticText.escaped(path: location.path)):\(location.start.line):\(location.start.column):"
    return "\(style(place, .bold)) \(style(severity + ":", Self.color(severity))) \(DiagnosticText.escaped(message))"
  }

  /// The SGR escapes the report uses.
  enum Style: String {
    case bold = "1"
    case dim = "2"
    case red = "1;31"
    case yellow = "1;33"
    case cyan = "1;36"
  }

  static func color(_ severity: String) -> Style {
    switch severity {
    case "error": .red
    case "warning": .yellow
    default: .cyan
    }
  }

  private func style(_ text: String, _ style: Style) -> String {
    colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}
