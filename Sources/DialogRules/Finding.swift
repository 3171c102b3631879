import DialogFacts
import DialogModel

/// Another place a finding names: the trigger, the content type's declaration.
public struct RelatedLocation: Sendable, Hashable {
  public var location: SourceSpan
  public var message: String

  /// The message of a trigger's related location.
  public static let trigger = "trigger"
}

/// The edits that repair a finding: applied all together or not at all.
public struct Fix: Sendable {
  /// What the fix does, in a few words (SARIF `fix.description`).
  public var summary: String
  public var edits: [TextEdit]
  /// Names the fix declares, each with the controls it declares it for: two fixes that declare one
  /// name in one type cannot be applied together unless one's controls include the other's, or
  /// no build holds a control of each (`file:offset:name`, the offset where the type takes new
  /// nested types → each control's `claimant`, spaced).
  public var claims: [String: String]

  /// A control in a claim: where it is, and the platforms a build that holds it may be for.
  public static func claimant(file: Int, offset: Int, platforms: [String]) -> String {
    "\(file):\(offset):\(platforms.joined(separator: ","))"
  }

  /// Whether no build holds both controls of two claims.
  public static func neverBuiltTogether(_ a: Substring, _ b: Substring) -> Bool {
    let platforms = [a, b].map { Set(($0.split(separator: ":").last ?? "").split(separator: ",")) }
    return platforms[0].isDisjoint(with: platforms[1])
  }

  public init(summary: String, edits: [TextEdit], claims: [String: String] = [:]) {
    self.summary = summary
    self.edits = edits
    self.claims = claims
  }
}

/// What a rule says about one place.
public struct Finding: Sendable {
  public var ruleID: String
  public var severity: Severity
  public var message: String
  public var location: SourceSpan
  public var related: [RelatedLocation]
  /// The whole dialog call: a suppression comment on its first line covers all of it.
  public var scope: SourceSpan
  /// The repair `--fix` applies, when one can be made safely.
  public var fix: Fix?
  /// Why a finding of a fixable rule has no fix.
  public var fixUnavailable: String?
  /// The rule whose fix `--fix` applies first, after which its next pass repairs this finding.
  public var fixAfter: String?
  /// The legacy alerts (by scope) whose rewrite alone keeps a fix from this finding: its own, or
  /// those of the other dialogs its trigger presents.
  var awaitedRewrites: [SourceSpan] = []

  public init(
    ruleID: String, severity: Severity, message: String, location: SourceSpan, related: [RelatedLocation] = [],
    scope: SourceSpan, fix: Fix? = nil, fixUnavailable: String? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.related = related
    self.scope = scope
    self.fix = fix
    self.fixUnavailable = fixUnavailable
  }
}

/// The tools a check uses to turn model positions into findings and messages.
public struct CheckContext: Sendable {
  public let project: Project
  /// Each rule's word-list parameters, normalised once per run, by rule and parameter.
  let words: [String: [String: Labels.Words]]
  /// How the app writes its dialogs' labels, for the buttons a fix adds.
  let wording: Wording
  /// The types fixes may add members to.
  let presenters: Presenters

  /// The word-list parameter `key` of `rule`.
  func words(_ key: String, of rule: Rule) -> Labels.Words { words[rule.id]?[key] ?? Labels.Words([]) }

  /// Where `span` starts, as a message about file `file` points there: `line 14`, or
  /// `line 14 of Rows.swift` when it is in another file.
  public func line(_ span: SourceSpan, from file: Int) -> String {
    let line = "line \(project.line(of: span))"
    guard span.file != file else { return line }
    return "\(line) of \(project.fileName(of: span.file))"
  }

  /// `"Delete"` for a known label, or the control's name.
  public func quoted(_ text: ResolvedText?) -> String {
    guard let text else { return "(label unknown)" }
    return "\"\(text.shown)\""
  }
}

/// A named check: what rules.json refers to, the parameters it reads, and the findings it makes.
public protocol Check: Sendable {
  /// The name rules.json uses (`"check": "action-label"`).
  static var name: String { get }
  /// The parameters it reads, with their types.
  static var parameters: [ParameterSpec] { get }
  /// What it looks at unless a rule says otherwise (`"kinds"`).
  static var subjects: Set<Subject> { get }
  /// The kinds whose model facts it reads, which a rule's `"kinds"` must stay within: a rule
  /// aimed at a kind its check cannot read would find nothing there, silently.
  static var reads: Set<Subject> { get }
  /// Snippets that must trigger (the spot marked with ↓) and that must not; the tests run them and
  /// the rule documentation shows them.
  static var examples: [Example] { get }
  /// What `--fix` makes of code the check flags, before and after; run as tests and shown in the
  /// rule documentation.
  static var corrections: [Correction] { get }

  init()

  /// Settles what the findings of one file, all made by this check, say together.
  static func reconcile(_ findings: inout [Finding], context: CheckContext)

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding]
  func findings(for overlay: FauxDialog, rule: Rule, context: CheckContext) -> [Finding]
}

extension Check {
  public static var reads: Set<Subject> { subjects }
  public static var corrections: [Correction] { [] }
  public static func reconcile(_ findings: inout [Finding], context: CheckContext) {}
  public func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] { [] }
  public func findings(for overlay: FauxDialog, rule: Rule, context: CheckContext) -> [Finding] { [] }
}

/// Code a check flags, and the same code after `--fix`.
public struct Correction: Sendable {
  /// The rule id whose fix the pair shows.
  public var rule: String
  public var before: String
  public var after: String

  public init(_ rule: String, _ before: String, _ after: String) {
    self.rule = rule
    self.before = before
    self.after = after
  }
}

/// A snippet of a check's documentation and tests. `↓` marks where each expected finding starts.
public struct Example: Sendable {
  public var code: String
  /// The rule id whose behaviour the example shows (a check may back several rules).
  public var rule: String
  public var triggers: Bool { code.contains("↓") }

  public init(_ rule: String, _ code: String) {
    self.rule = rule
    self.code = code
  }
}
