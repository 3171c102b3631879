import DialogFacts
import DialogModel
import DialogRules
import SourceText

/// A position in a file, 1-based, with columns in UTF-8 bytes (as swiftc prints them) and in
/// UTF-16 code units (as SARIF consumers expect them).
public struct Position: Sendable, Equatable, Comparable {
  public var line: Int
  public var column: Int
  public var utf16Column: Int

  public init(line: Int, column: Int, utf16Column: Int) {
    self.line = line
    self.column = column
    self.utf16Column = utf16Column
  }

  public static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// A span of a file as reporters show it.
public struct ReportedLocation: Sendable, Equatable {
  /// The path as the user gave it (relative when the input was relative).
  public var path: String
  public var start: Position
  public var end: Position

  public init(path: String, start: Position, end: Position) {
    self.path = path
    self.start = start
    self.end = end
  }
}

/// Why a finding is not counted: a comment in the source, or the baseline.
public struct Suppression: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case inSource, baseline
  }
  public var kind: Kind
  public var justification: String?

  public init(kind: Kind, justification: String? = nil) {
    self.kind = kind
    self.justification = justification
  }
}

/// One edit of a fix, placed in its file.
public struct ReportedEdit: Sendable, Equatable {
  /// The span it replaces (empty for an insertion), as positions and as bytes.
  public var location: ReportedLocation
  public var bytes: Range<Int>
  public var text: String

  public init(location: ReportedLocation, bytes: Range<Int>, text: String) {
    self.location = location
    self.bytes = bytes
    self.text = text
  }
}

/// The repair of a finding, placed: its edits are applied all together or not at all.
public struct ReportedFix: Sendable {
  public var summary: String
  public var edits: [ReportedEdit]
  /// Names the fix declares, with what for (see `Fix.claims`).
  public var claims: [String: String]

  public init(summary: String, edits: [ReportedEdit], claims: [String: String]) {
    self.summary = summary
    self.edits = edits
    self.claims = claims
  }
}

/// A finding placed in its file, ready for a reporter.
public struct ReportedFinding: Sendable {
  public var ruleID: String
  public var severity: Severity
  public var message: String
  public var location: ReportedLocation
  /// The text of the first line of `location`, for baselines and fingerprints.
  public var lineText: String
  /// The lines around it (the one before, then the one after), which tell two findings on lines
  /// of the same text apart in a baseline.
  public var contextText: String
  public var related: [(location: ReportedLocation, message: String)]
  /// The location of the dialog call the finding belongs to.
  public var dialog: ReportedLocation
  public var suppression: Suppression?
  /// What `--fix` would change, if it can repair the finding.
  public var fix: ReportedFix?
  /// Why a finding of a fixable rule cannot be repaired by `--fix`.
  public var fixUnavailable: String?
  /// The rule whose fix `--fix` makes first, after which it repairs this finding too.
  public var fixAfter: String?

  public init(
    ruleID: String, severity: Severity, message: String, location: ReportedLocation, lineText: String,
    contextText: String = "", related: [(location: ReportedLocation, message: String)], dialog: ReportedLocation,
    suppression: Suppression?,
    fix: ReportedFix? = nil, fixUnavailable: String? = nil, fixAfter: String? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.lineText = lineText
    self.contextText = contextText
    self.related = related
    self.dialog = dialog
    self.suppression = suppression
    self.fix = fix
    self.fixUnavailable = fixUnavailable
    self.fixAfter = fixAfter
  }
}

/// A problem with the run itself: a file that could not be read, a suppression naming no rule.
public struct Notice: Sendable, Equatable {
  public enum Level: String, Sendable {
    case error, warning, note
  }
  public var level: Level
  public var path: String?
  public var position: Position?
  public var message: String

  public init(level: Level, path: String?, position: Position? = nil, message: String) {
    self.level = level
    self.path = path
    self.position = position
    self.message = message
  }
}

/// Everything a run produced, in the deterministic order reporters print: path, line, column, rule.
public struct Report: Sendable {
  public var findings: [ReportedFinding]
  public var notices: [Notice]
  public var rules: [Rule]
  /// Whether every file could be read and analysed.
  public var isComplete: Bool
  /// Whether the report follows `--fix`: what remains says why it was not fixed.
  public var followsFix = false

  public init(findings: [ReportedFinding], notices: [Notice], rules: [Rule], isComplete: Bool) {
    self.findings = findings.sorted {
      ($0.location.path, $0.location.start, $0.ruleID, $0.message) < (
        $1.location.path, $1.location.start, $1.ruleID, $1.message
      )
    }
    self.notices = notices
    self.rules = rules
    self.isComplete = isComplete
  }

  /// The findings that count: not suppressed in source or by the baseline.
  public var active: [ReportedFinding] { findings.filter { $0.suppression == nil } }
}

/// Turns byte offsets of one file into positions, with the file's line table built once.
public struct FilePositions: Sendable {
  public let path: String
  public let bytes: [UInt8]
  public let lines: LineTable

  /// `lines` is the file's line table when one was already built.
  public init(path: String, bytes: [UInt8], lines: LineTable? = nil) {
    self.path = path
    self.bytes = bytes
    self.lines = lines ?? LineTable(bytes)
  }

  public func position(_ offset: Int) -> Position {
    let (line, column) = lines.position(of: offset)
    return Position(line: line, column: column, utf16Column: lines.utf16Column(of: offset, in: bytes))
  }

  public func location(_ start: Int, _ end: Int) -> ReportedLocation {
    ReportedLocation(path: path, start: position(start), end: position(max(start, end)))
  }

  /// The text of 1-based line `line`, without its line break.
  public func lineText(_ line: Int) -> String {
    let starts = lines.lineStarts
    guard line >= 1 && line <= starts.count else { return "" }
    var end = line < starts.count ? starts[line] : bytes.count
    while end > starts[line - 1] && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) {
      end -= 1
    }
    return String(decoding: bytes[starts[line - 1]..<end], as: UTF8.self)
  }
}
