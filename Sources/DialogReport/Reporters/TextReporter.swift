/// The compiler's format, which Xcode, VS Code's `$gcc` matcher, Vim's errorformat and Emacs
/// compilation mode all read: `path:line:column: severity: message [rule-id]`, then a `note:` line for
/// each related location. Columns count UTF-8 bytes, as swiftc's do. A finding `--fix` can repair
/// ends with `[fixable]`.
public struct TextReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> String {
    var output = ""
    for finding in report.active {
      let location = finding.location
      output += "\(location.path):\(location.start.line):\(location.start.column): \(finding.severity.rawValue): "
      output += "\(Self.oneLine(finding.message)) [\(finding.ruleID)]\(Self.fixNote(finding, report))\n"
      for related in finding.related {
        output += "\(related.location.path):\(related.location.start.line):\(related.location.start.column): note: "
        output += "\(Self.oneLine(related.message))\n"
      }
    }
    return output
  }

  /// ` [fixable]` for a finding `--fix` can repair; after `--fix`, why one was not.
  static func fixNote(_ finding: ReportedFinding, _ report: Report) -> String {
    if finding.fix != nil { return " [fixable]" }
    guard report.followsFix, let reason = finding.fixUnavailable else { return "" }
    return " (not fixed: \(oneLine(reason)))"
  }

  /// Line breaks would split one diagnostic into two for every tool that reads this format.
  static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
  }
}
