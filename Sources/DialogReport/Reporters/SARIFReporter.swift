import DialogRules
import SourceText

/// SARIF 2.1.0, the format code scanning services (GitHub, Azure DevOps) and SARIF viewers read.
///
/// One run: the tool with every rule of the report (descriptions, help, WCAG tags, default level),
/// every finding as a result (suppressed ones too, marked with `suppressions`), and the run's
/// notices as tool execution notifications. Whatever the rules file and however many findings,
/// the log stays within what GitHub code scanning accepts (`GitHubLimits`): past 25,000 results
/// the active findings of the highest severities are kept, and a notification says what was left out. Artifact URIs are relative to `%SRCROOT%`, which
/// `originalUriBaseIds` places at a base folder (see `ArtifactPaths`); columns count UTF-16 code
/// units. The output depends only on the report, the version and the current directory.
public struct SARIFReporter: Reporter {
  /// The tool's version, for `tool.driver.version` and `semanticVersion`.
  public var version: String
  /// The absolute folder relative paths are relative to: the current directory of the run.
  public var currentDirectory: String

  public init(version: String, currentDirectory: String) {
    self.version = version
    self.currentDirectory = currentDirectory
  }

  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  static let informationURI = "https://github.com/dialoglint/dialoglint"
  static let baseID = "%SRCROOT%"

  public func render(_ report: Report) -> String {
    var paths = report.findings.flatMap { [$0.location.path] + $0.related.map(\.location.path) }
    paths += report.notices.compactMap(\.path)
    let artifacts = ArtifactPaths(paths: paths, currentDirectory: currentDirectory)

    var rules = RuleTable(report.rules)
    // Fingerprints count identical lines over every finding, so that leaving some out changes none.
    let fingerprints = Self.fingerprints(report.findings)
    var results: [JSONDocument] = []
    for index in Self.keptResults(report.findings) {
      let finding = report.findings[index]
      let ruleIndex = rules.index(of: finding.ruleID)
      results.append(result(finding, ruleIndex: ruleIndex, fingerprint: fingerprints[index], artifacts))
    }

    let notifications = (report.notices + notices(for: report)).map { notice in
      JSONDocument.members([
        "level": .string(notice.level.rawValue),
        "message": .text(notice.message),
        "locations": notice.path.flatMap { artifacts.location($0) }.map { artifact in
          .array([
            .members([
              "physicalLocation": .members([
                "artifactLocation": artifact,
                "region": notice.position.map { position in
                  .members(["startLine": .integer(position.line), "startColumn": .integer(position.utf16Column)])
                },
              ])
            ])
          ])
        },
      ])
    }

    let driver = JSONDocument.members([
      "name": .string("dialoglint"),
      "version": .string(version),
      "semanticVersion": .string(version),
      "informationUri": .string(Self.informationURI),
      "rules": .array(rules.descriptors),
    ])
    let run = JSONDocument.members([
      "tool": .members(["driver": driver]),
      "invocations": .array([
        .members([
          "executionSuccessful": .bool(report.isComplete),
          "toolExecutionNotifications": notifications.isEmpty ? nil : .array(notifications),
        ])
      ]),
      "originalUriBaseIds": .members([Self.baseID: .members(["uri": .string(artifacts.baseURI)])]),
      "columnKind": .string("utf16CodeUnits"),
      "results": .array(results),
    ])
    return JSONDocument.members([
      "$schema": .string(Self.schema),
      "version": .string("2.1.0"),
      "runs": .array([run]),
    ]).pretty
  }

  /// The notice that results were left out to stay within GitHub's limit, if any were.
  public func notices(for report: Report) -> [Notice] {
    let total = report.findings.count
    guard total > GitHubLimits.results else { return [] }
    let kept = Set(Self.keptResults(report.findings))
    var omitted: [String: Int] = [:]
    for (index, finding) in report.findings.enumerated() where !kept.contains(index) {
      omitted[finding.suppression == nil ? "\(finding.severity.rawValue)s" : "suppressed", default: 0] += 1
    }
    let kinds = ["errors", "warnings", "notes", "suppressed"].compactMap { kind in
      omitted[kind].map { "\($0) \(kind)" }
    }
    return [
      Notice(
        level: .warning, path: nil,
        message: "SARIF: \(total - kept.count) of \(total) results left out (\(kinds.joined(separator: ", "))), as "
          + "GitHub code scanning takes at most \(GitHubLimits.results) per run; the other formats list them all")
    ]
  }

  /// The indices of the findings that fit in one run, in report order: every one when they fit,
  /// else active findings before suppressed ones, errors before warnings before notes.
  static func keptResults(_ findings: [ReportedFinding]) -> [Int] {
    guard findings.count > GitHubLimits.results else { return Array(findings.indices) }
    func rank(_ index: Int) -> (Int, Int, Int) {
      let finding = findings[index]
      let severity = Severity.allCases.firstIndex(of: finding.severity)!
      return (finding.suppression == nil ? 0 : 1, -severity, index)
    }
    return findings.indices.sorted { rank($0) < rank($1) }.prefix(GitHubLimits.results).sorted()
  }

  private func result(
    _ finding: ReportedFinding, ruleIndex: Int, fingerprint: String, _ artifacts: ArtifactPaths
  ) -> JSONDocument {
    let related = finding.related.enumerated().map { index, related in
      JSONDocument.members([
        "id": .integer(index + 1),
        "message": .text(related.message),
        "physicalLocation": physicalLocation(related.location, artifacts),
      ])
    }
    let suppressions = finding.suppression.map { suppression in
      JSONDocument.array([
        .members([
          "kind": .string(suppression.kind == .inSource ? "inSource" : "external"),
          "justification": suppression.justification.map { .string($0) },
        ])
      ])
    }
    return .members([
      "ruleId": .string(finding.ruleID),
      "ruleIndex": .integer(ruleIndex),
      "level": .string(finding.severity.rawValue),
      "message": .text(finding.message),
      "locations": .array([.members(["physicalLocation": physicalLocation(finding.location, artifacts)])]),
      "relatedLocations": related.isEmpty ? nil : .array(related),
      "partialFingerprints": .members(["primaryLocationLineHash": .string(fingerprint)]),
      "suppressions": suppressions,
      "fixes": finding.fix.map { .array([fix($0, artifacts)]) },
      "properties": finding.fixUnavailable.map { .members(["fixUnavailable": .string($0)]) }
        ?? finding.fixAfter.map { .members(["fixAfter": .string($0)]) },
    ])
  }

  /// A fix: for each file it changes, the regions replaced (empty for an insertion) and the text.
  private func fix(_ fix: ReportedFix, _ artifacts: ArtifactPaths) -> JSONDocument {
    var paths: [String] = []
    for edit in fix.edits where !paths.contains(edit.location.path) { paths.append(edit.location.path) }
    return .members([
      "description": .text(fix.summary),
      "artifactChanges": .array(
        paths.map { path in
          .members([
            "artifactLocation": artifacts.location(path),
            "replacements": .array(
              fix.edits.filter { $0.location.path == path }.map { edit in
                .members([
                  "deletedRegion": .members([
                    "startLine": .integer(edit.location.start.line),
                    "startColumn": .integer(edit.location.start.utf16Column),
                    "endLine": .integer(edit.location.end.line),
                    "endColumn": .integer(edit.location.end.utf16Column),
                  ]),
                  "insertedContent": .text(edit.text),
                ])
              }),
          ])
        }),
    ])
  }

  private func physicalLocation(_ location: ReportedLocation, _ artifacts: ArtifactPaths) -> JSONDocument {
    let start = location.start
    // A span never ends before it starts (SARIF 3.30.2); an inverted one collapses to its start.
    let end = location.end < start ? start : location.end
    return .members([
      "artifactLocation": artifacts.location(location.path),
      "region": .members([
        "startLine": .integer(start.line),
        "startColumn": .integer(start.utf16Column),
        "endLine": .integer(end.line),
        "endColumn": .integer(end.utf16Column),
      ]),
    ])
  }

  // MARK: Fingerprints

  /// GitHub's `primaryLocationLineHash` for each finding, in the same order: `hex:occurrence`.
  ///
  /// The hash covers the rule and the flagged line's text with surrounding whitespace trimmed, never
  /// the line number, so it survives lines inserted or removed elsewhere in the file. The occurrence
  /// (from 1) counts the findings of the same rule on lines of the same text earlier in the file,
  /// so that two identical lines keep distinct fingerprints.
  static func fingerprints(_ findings: [ReportedFinding]) -> [String] {
    struct Key: Hashable {
      var path: String
      var rule: String
      var text: Substring
    }
    var counts: [Key: Int] = [:]
    return findings.map { finding in
      let text = trimmed(finding.lineText)
      let key = Key(path: finding.location.path, rule: finding.ruleID, text: text)
      let occurrence = counts[key, default: 0] + 1
      counts[key] = occurrence
      var hash = FNV1a()
      hash.add(finding.ruleID.utf8)
      hash.add(CollectionOfOne(0))
      hash.add(text.utf8)
      return "\(hash.hex):\(occurrence)"
    }
  }

  private static func trimmed(_ line: String) -> Substring {
    let isSpace = { (c: Character) in c.isWhitespace || c == "\u{FEFF}" }
    guard let first = line.firstIndex(where: { !isSpace($0) }), let last = line.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return line[first...last]
  }
}

/// The 64-bit FNV-1a hash: short, fast, and the same on every platform and run (unlike `Hasher`).
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
  }

  /// Sixteen lowercase hex digits.
  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// The rule descriptors of a run and each rule's index among them.
private struct RuleTable {
  private(set) var descriptors: [JSONDocument] = []
  private var indices: [String: Int] = [:]

  init(_ rules: [Rule]) {
    for rule in rules where indices[rule.id] == nil {
      indices[rule.id] = descriptors.count
      descriptors.append(Self.descriptor(rule))
    }
  }

  /// The index of rule `id`; a rule the report does not describe gets a minimal descriptor, so that
  /// every `ruleIndex` points at its rule.
  mutating func index(of id: String) -> Int {
    if let index = indices[id] { return index }
    indices[id] = descriptors.count
    descriptors.append(
      .members([
        "id": .string(id),
        "shortDescription": .text("rule \(id)"),
        "fullDescription": .text("rule \(id)"),
        "help": .text("rule \(id)"),
      ]))
    return descriptors.count - 1
  }

  static func descriptor(_ rule: Rule) -> JSONDocument {
    var tags = ["accessibility"]
    if !rule.wcag.isEmpty { tags.append("wcag") }
    for criterion in rule.wcag where !tags.contains("wcag-\(criterion)") && tags.count < GitHubLimits.tags {
      tags.append("wcag-\(criterion)")
    }
    // A rules file may leave any text empty: each falls back on the others, so that every one is set.
    let texts = [rule.summary, rule.rationale, rule.help, rule.name, rule.id]
    let summary = GitHubLimits.cut(firstText(texts), to: GitHubLimits.descriptionLength)
    let rationale = GitHubLimits.cut(firstText([rule.rationale] + texts), to: GitHubLimits.descriptionLength)
    let help = firstText([rule.help] + texts)
    return .members([
      "id": .string(rule.id),
      "name": .string(GitHubLimits.cut(firstText([rule.name, rule.id]), to: GitHubLimits.nameLength)),
      "shortDescription": .text(summary),
      "fullDescription": .text(rationale),
      "help": .members(["text": .string(help), "markdown": .string(help)]),
      "helpUri": rule.helpURI.map { .string($0) },
      "defaultConfiguration": .members(["level": .string(rule.severity.rawValue)]),
      "properties": .members(["tags": .array(tags.map { .string($0) })]),
    ])
  }

  /// The first of `texts` that shows something: not empty, and not only spaces and control characters.
  static func firstText(_ texts: [String]) -> String {
    texts.first { text in
      text.unicodeScalars.contains { !$0.properties.isWhitespace && $0.properties.generalCategory != .control }
    } ?? texts.last!
  }
}

/// What GitHub code scanning accepts in one SARIF log ("SARIF support for code scanning"); a log
/// beyond these is rejected.
enum GitHubLimits {
  static let results = 25_000
  static let tags = 20
  static let nameLength = 255
  static let descriptionLength = 1_024

  /// `text` cut to at most `limit` characters as GitHub counts them (Unicode scalars), ending in
  /// "…" when cut, and never inside a grapheme cluster.
  static func cut(_ text: String, to limit: Int) -> String {
    guard text.unicodeScalars.count > limit else { return text }
    var kept = 0
    var end = text.startIndex
    for index in text.indices {
      kept += text[index].unicodeScalars.count
      if kept > limit - 1 { break }
      end = text.index(after: index)
    }
    return text[..<end] + "…"
  }
}

/// The artifact URIs of a run: every path relative to one absolute base folder, percent-encoded.
///
/// Paths come as the user gave them, relative to the current directory or absolute. The base is
/// the current directory when every path lies under it, else the deepest folder holding them all,
/// so that no URI starts with `/` or climbs with `..`.
struct ArtifactPaths {
  /// The base folder's path components.
  let base: [String]
  private let currentDirectory: [String]

  init(paths: [String], currentDirectory: String) {
    let cwd = Self.components(currentDirectory, in: [])
    self.currentDirectory = cwd
    let absolute = paths.map { Self.components($0, in: cwd) }
    if absolute.allSatisfy({ $0.count > cwd.count && $0.starts(with: cwd) }) {
      base = cwd  // also when there are no paths
    } else {
      var common = Array(absolute[0].dropLast())
      for parts in absolute.dropFirst() {
        common = Array(zip(common, parts.dropLast()).prefix { $0 == $1 }.map(\.0))
      }
      base = common
    }
  }

  /// `file:///base/folder/`, for `originalUriBaseIds`.
  var baseURI: String {
    "file:///" + base.map { Self.percentEncode($0) + "/" }.joined()
  }

  /// The URI of `path` relative to the base, or nil for the base itself.
  func uri(_ path: String) -> String? {
    let parts = Self.components(path, in: currentDirectory)
    guard parts.count > base.count, parts.starts(with: base) else { return nil }
    return parts[base.count...].map { Self.percentEncode($0) }.joined(separator: "/")
  }

  /// `{"uri": …, "uriBaseId": "%SRCROOT%"}` for `path`.
  func location(_ path: String) -> JSONDocument? {
    uri(path).map { .members(["uri": .string($0), "uriBaseId": .string(SARIFReporter.baseID)]) }
  }

  /// The components of `path` made absolute against `directory`, with `.` and `..` resolved.
  static func components(_ path: String, in directory: [String]) -> [String] {
    var parts = path.hasPrefix("/") ? [] : directory
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(String(part))
      }
    }
    return parts
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Percent-encodes `text` for a URI path (RFC 3986 §2): unreserved characters and `/` stay,
  /// every other byte of the name (`FileName`: UTF-8 or not) becomes `%XX`.
  static func percentEncode(_ text: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    for byte in FileName.bytes(text) {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        output.append(byte)
      default:
        output += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
