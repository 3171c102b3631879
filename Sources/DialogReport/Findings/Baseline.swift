import DialogRules
import JSONReading

/// The findings a team has accepted, so that only new ones are reported: adoption on a legacy
/// codebase without a flood.
///
/// An entry is keyed on the rule, the file's path and the flagged line's text with its spacing
/// normalised, never on line numbers: it survives lines inserted above and other findings fixed.
/// Identical keys are counted, so a second identical finding in a file is still new. An entry also
/// records the lines around its finding: a finding matches an entry with its own surroundings
/// first, so that a new dialog written like an old one is not taken for it; one whose
/// surroundings changed matches an entry left over only when that pairing is the only one. Paths are
/// recorded relative to the project root, which the caller maps each finding's path to (`paths`),
/// so that a scan spelt `./Sources`, `/abs/project/Sources` or `project/Sources` from the folder
/// above finds the same entries.
public struct Baseline: Sendable {
  public struct Key: Hashable, Sendable {
    public var rule: String
    public var path: String
    public var line: String
  }

  /// The baseline file format this dialoglint reads and writes.
  static let version = 1

  /// The entries by key, each with the lines around its finding (empty in a baseline written
  /// before they were recorded).
  private var entries: [Key: [String]] = [:]

  public init() {}

  /// The key of `finding`, whose path `paths` makes relative to the project root.
  static func key(_ finding: ReportedFinding, paths: (String) -> String) -> Key {
    Key(
      rule: finding.ruleID, path: normalizedPath(paths(finding.location.path)), line: normalizedLine(finding.lineText))
  }

  static func normalizedLine(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  /// `./a/b/../c` → `a/c`; a `..` that climbs out of the root stays.
  static func normalizedPath(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  /// Marks the findings the baseline covers as suppressed (`kind: baseline`).
  public mutating func apply(to report: inout Report, paths: (String) -> String) {
    var unmatched: [Key: [Int]] = [:]
    for index in report.findings.indices where report.findings[index].suppression == nil {
      let key = Self.key(report.findings[index], paths: paths)
      let context = Self.normalizedContext(report.findings[index].contextText)
      if let entry = entries[key]?.firstIndex(of: context) {
        entries[key]!.remove(at: entry)
        report.findings[index].suppression = Suppression(kind: .baseline, justification: "in the baseline")
      } else {
        unmatched[key, default: []].append(index)
      }
    }
    for (key, indices) in unmatched {
      guard let left = entries[key], !left.isEmpty else { continue }
      // An entry of an older baseline has no surroundings: such entries match in order.
      let unrecorded = left.filter(\.isEmpty).count
      let matched =
        unrecorded > 0 ? Array(indices.prefix(unrecorded)) : left.count == 1 && indices.count == 1 ? indices : []
      for index in matched {
        report.findings[index].suppression = Suppression(kind: .baseline, justification: "in the baseline")
      }
    }
  }

  static func normalizedContext(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { normalizedLine(String($0)) }.joined(
      separator: "\n")
  }

  /// The baseline file for the active findings of `report`.
  public static func render(_ report: Report, paths: (String) -> String) -> String {
    let findings = report.active.map { finding -> JSONDocument in
      let key = key(finding, paths: paths)
      return .members([
        "ruleId": .string(key.rule), "path": .string(key.path), "line": .string(key.line),
        "context": .string(normalizedContext(finding.contextText)), "message": .string(finding.message),
      ])
    }
    return JSONDocument.members(["version": .integer(version), "findings": .array(findings)]).pretty
  }

  /// Reads a baseline file, checked as strictly as a rules file: a malformed one, an unknown key or
  /// another version is an error at its offset.
  public static func parse(_ bytes: [UInt8]) throws(CatalogError) -> Baseline {
    let root = try JSONNode(parsing: bytes)
    guard case .object = root.value, let list = root["findings"], case .array(let entries) = list.value else {
      throw CatalogError(offset: root.offset, message: "expected a baseline: {\"version\": 1, \"findings\": […]}")
    }
    try root.checkKeys(["$schema", "version", "findings"], of: "baseline")
    try root.checkVersion(supported: version)
    var baseline = Baseline()
    for entry in entries {
      guard let rule = entry["ruleId"]?.string, let path = entry["path"]?.string, let line = entry["line"]?.string,
        entry["message"].map({ $0.string != nil }) ?? true, entry["context"].map({ $0.string != nil }) ?? true
      else {
        throw CatalogError(
          offset: entry.offset, message: "expected a finding with \"ruleId\", \"path\" and \"line\" strings")
      }
      try entry.checkKeys(["ruleId", "path", "line", "context", "message"], of: "baseline finding")
      baseline.entries[Key(rule: rule, path: normalizedPath(path), line: normalizedLine(line)), default: []].append(
        entry["context"]?.string.map(normalizedContext) ?? "")
    }
    return baseline
  }
}
