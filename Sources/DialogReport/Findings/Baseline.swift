import DialogRules
import JSONReading

/// The findings a team has accepted, so that only new ones are reported: adoption on a legacy
/// codebase without a flood.
///
/// An entry is keyed on the rule, the file's path and the flagged line's text with its spacing
/// normalised, never on line numbers: it survives lines inserted above and other findings fixed.
/// Identical keys are counted, so a second identical finding in a file is still new.
public struct Baseline: Sendable {
  public struct Key: Hashable, Sendable {
    public var rule: String
    public var path: String
    public var line: String
  }

  private var counts: [Key: Int] = [:]

  public init() {}

  public static func key(_ finding: ReportedFinding) -> Key {
    Key(rule: finding.ruleID, path: normalizedPath(finding.location.path), line: normalizedLine(finding.lineText))
  }

  static func normalizedLine(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  static func normalizedPath(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    return path
  }

  /// Marks the findings the baseline covers as suppressed (`kind: baseline`).
  public mutating func apply(to report: inout Report) {
    for index in report.findings.indices where report.findings[index].suppression == nil {
      let key = Self.key(report.findings[index])
      guard let count = counts[key], count > 0 else { continue }
      counts[key] = count - 1
      report.findings[index].suppression = Suppression(kind: .baseline, justification: "in the baseline")
    }
  }

  /// The baseline file for the active findings of `report`.
  public static func render(_ report: Report) -> String {
    let findings = report.active.map { finding -> JSONDocument in
      let key = key(finding)
      return .members([
        "ruleId": .string(key.rule), "path": .string(key.path), "line": .string(key.line),
        "message": .string(finding.message),
      ])
    }
    return JSONDocument.members(["version": .integer(1), "findings": .array(findings)]).pretty
  }

  /// Reads a baseline file; a malformed one is an error at its offset.
  public static func parse(_ bytes: [UInt8]) throws(CatalogError) -> Baseline {
    let root = try JSONNode(parsing: bytes)
    guard let list = root["findings"], case .array(let entries) = list.value else {
      throw CatalogError(offset: root.offset, message: "expected a baseline: {\"version\": 1, \"findings\": […]}")
    }
    var baseline = Baseline()
    for entry in entries {
      guard let rule = entry["ruleId"]?.string, let path = entry["path"]?.string, let line = entry["line"]?.string
      else {
        throw CatalogError(
          offset: entry.offset, message: "expected a finding with \"ruleId\", \"path\" and \"line\" strings")
      }
      baseline.counts[Key(rule: rule, path: normalizedPath(path), line: normalizedLine(line)), default: 0] += 1
    }
    return baseline
  }
}
