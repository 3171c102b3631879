import DialogFacts
import DialogRules
import SourceText

/// GitHub Actions workflow commands, one per active finding, which the runner turns into
/// annotations on the pull request:
/// `::warning file=PATH,line=L,col=C,endLine=L,endColumn=C,title=RULE-ID::MESSAGE`.
///
/// Columns count UTF-16 code units, as GitHub's web view (and SARIF) measure them; `endColumn` is
/// exclusive. Values are escaped the way the runner unescapes them, so that a `%`, `:`, `,` or line
/// break in a label cannot cut a command short or make it mean something else; other control
/// characters and Unicode line separators, which the runner has no escape for, are written as
/// `DiagnosticText` escapes.
public struct GitHubReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> String {
    var output = ""
    for finding in report.active {
      let location = finding.location
      let properties: KeyValuePairs = [
        "file": FileName.displayed(location.path),
        "line": String(location.start.line),
        "col": String(location.start.utf16Column),
        "endLine": String(location.end.line),
        "endColumn": String(location.end.utf16Column),
        "title": finding.ruleID,
      ]
      output += "::\(Self.command(finding.severity)) "
      output += properties.map { "\($0.key)=\(Self.escapeProperty($0.value))" }.joined(separator: ",")
      output += "::\(Self.escapeData(finding.message))\n"
    }
    return output
  }

  /// The command for a severity: GitHub calls a note a notice.
  static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// Escapes a command's message: `%`, CR and LF, and the other characters that break lines.
  public static func escapeData(_ text: String) -> String {
    escape(text, extra: false)
  }

  /// Escapes a property value: as a message, plus `:` and `,`, which end a value.
  public static func escapeProperty(_ text: String) -> String {
    escape(text, extra: true)
  }

  private static func escape(_ text: String, extra: Bool) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      case ":" where extra: output += "%3A"
      case "," where extra: output += "%2C"
      case _ where DiagnosticText.needsEscape(scalar): output += DiagnosticText.escape(scalar)
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
