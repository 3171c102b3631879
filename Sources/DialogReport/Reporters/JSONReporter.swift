import SourceText

/// A flat JSON array of the active findings, for scripts: one object per finding with its rule,
/// severity, span, message, the span of the dialog call it belongs to, its related locations (the
/// trigger, the content type) with their messages, and its fix (each edit with its span as lines
/// and columns and as byte offsets, and the text that replaces it) or why it has none. Paths are as
/// given and columns count UTF-8 bytes, as in the text format; keys always come in the same order.
public struct JSONReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> String {
    JSONDocument.array(report.active.map(Self.finding)).pretty
  }

  static func finding(_ finding: ReportedFinding) -> JSONDocument {
    let related = finding.related.map { related in
      JSONDocument.object(span(related.location) + [("message", .string(related.message))])
    }
    var members: [(key: String, value: JSONDocument)] = [
      ("ruleId", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
    ]
    members += span(finding.location)
    members += [("message", .string(finding.message)), ("dialog", .object(span(finding.dialog)))]
    members.append(("related", .array(related)))
    if let fix = finding.fix { members.append(("fix", Self.fix(fix))) }
    if let reason = finding.fixUnavailable { members.append(("fixUnavailable", .string(reason))) }
    if let rule = finding.fixAfter { members.append(("fixAfter", .string(rule))) }
    return .object(members)
  }

  /// A fix's summary and edits, each with its span and byte offsets and the text that replaces it.
  static func fix(_ fix: ReportedFix) -> JSONDocument {
    let edits = fix.edits.map { edit in
      JSONDocument.object(
        span(edit.location) + [
          ("offset", .integer(edit.bytes.lowerBound)), ("endOffset", .integer(edit.bytes.upperBound)),
          ("text", .string(edit.text)),
        ])
    }
    return .members(["summary": .string(fix.summary), "edits": .array(edits)])
  }

  /// A location's path, start and end, as members of the object that holds it.
  static func span(_ location: ReportedLocation) -> [(key: String, value: JSONDocument)] {
    [
      ("path", .string(FileName.displayed(location.path))),
      ("line", .integer(location.start.line)),
      ("column", .integer(location.start.column)),
      ("endLine", .integer(location.end.line)),
      ("endColumn", .integer(location.end.column)),
    ]
  }
}
