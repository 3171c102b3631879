/// A flat JSON array of the active findings, for scripts: one object per finding with its rule,
/// severity, span, message, the span of the dialog call it belongs to, and its fix (each edit with
/// its span as lines and columns and as byte offsets, and the text that replaces it) or why it has
/// none. Paths are as given and columns count UTF-8 bytes, as in the text format; keys always come
/// in the same order.
public struct JSONReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> String {
    JSONDocument.array(
      report.active.map { finding in
        .members([
          "ruleId": .string(finding.ruleID),
          "severity": .string(finding.severity.rawValue),
          "path": .string(finding.location.path),
          "line": .integer(finding.location.start.line),
          "column": .integer(finding.location.start.column),
          "endLine": .integer(finding.location.end.line),
          "endColumn": .integer(finding.location.end.column),
          "message": .string(finding.message),
          "dialog": .members([
            "path": .string(finding.dialog.path),
            "line": .integer(finding.dialog.start.line),
            "column": .integer(finding.dialog.start.column),
            "endLine": .integer(finding.dialog.end.line),
            "endColumn": .integer(finding.dialog.end.column),
          ]),
          "fix": finding.fix.map { fix in
            .members([
              "summary": .string(fix.summary),
              "edits": .array(
                fix.edits.map { edit in
                  .members([
                    "path": .string(edit.location.path),
                    "line": .integer(edit.location.start.line),
                    "column": .integer(edit.location.start.column),
                    "endLine": .integer(edit.location.end.line),
                    "endColumn": .integer(edit.location.end.column),
                    "offset": .integer(edit.bytes.lowerBound),
                    "endOffset": .integer(edit.bytes.upperBound),
                    "text": .string(edit.text),
                  ])
                }),
            ])
          },
          "fixUnavailable": finding.fixUnavailable.map { .string($0) },
        ])
      }
    ).pretty
  }
}
