import DialogFacts
import DialogModel
import JSONReading

/// How serious a finding is; `--fail-on` compares against it.
public enum Severity: String, Sendable, Comparable, CaseIterable {
  case note, warning, error

  public static func < (a: Severity, b: Severity) -> Bool { a.order < b.order }

  private var order: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }
}

/// What a rule looks at: a kind of dialog, or a custom overlay posing as one. Named in rules.json
/// as the kind's modifier, or `overlay`.
public enum Subject: Sendable, Hashable, CaseIterable {
  case dialog(Dialog.Kind)
  case overlay

  public static let allCases: [Subject] = Dialog.Kind.allCases.map(Subject.dialog) + [.overlay]

  public init?(rawValue: String) {
    guard let subject = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = subject
  }

  public var rawValue: String {
    switch self {
    case .dialog(let kind): kind.rawValue
    case .overlay: "overlay"
    }
  }

  /// The kinds of one family.
  static func family(_ family: Dialog.Family) -> Set<Subject> {
    Set(Dialog.Kind.allCases.filter { $0.family == family }.map(Subject.dialog))
  }
}

/// A rule of the catalog: a named check with its parameters, severity and documentation.
public struct Rule: Sendable {
  /// Stable kebab-case id, the same in rules.json, `Fixtures/`, SARIF and suppression comments.
  public var id: String
  /// A readable name in UpperCamelCase (SARIF `name`).
  public var name: String
  /// The check that implements it.
  public var check: String
  public var severity: Severity
  public var subjects: Set<Subject>
  public var summary: String
  public var rationale: String
  /// WCAG 2.2 success criteria, like "2.4.3".
  public var wcag: [String]
  /// Help in Markdown.
  public var help: String
  public var parameters: RuleParameters

  /// The WCAG "Understanding" page of the rule's first criterion.
  public var helpURI: String? { wcag.first.flatMap(WCAG.understandingURI) }
}

/// A rule's parameters as written in rules.json, read through the types its check declares.
public struct RuleParameters: Sendable {
  public var values: [String: JSONNode]

  public init(_ values: [String: JSONNode] = [:]) { self.values = values }

  public func strings(_ key: String) -> [String] {
    guard case .array(let elements)? = values[key]?.value else { return [] }
    return elements.compactMap(\.string)
  }

  public func integer(_ key: String) -> Int? {
    guard case .number(let value)? = values[key]?.value else { return nil }
    return Int(exactly: value)
  }

  public func string(_ key: String) -> String? { values[key]?.string }

  /// The value of `parameter` as help text shows it: words quoted and listed (empty when there are
  /// none), or the number or severity; nil for a number or severity the rule does not set.
  public func text(of parameter: ParameterSpec) -> String? {
    switch parameter.kind {
    case .strings: strings(parameter.name).map { "\"\($0)\"" }.joined(separator: ", ")
    case .integer: integer(parameter.name).map(String.init)
    case .severity: string(parameter.name)
    }
  }
}

/// A parameter a check understands, and the JSON type it takes.
public struct ParameterSpec: Sendable {
  public enum Kind: Sendable {
    case strings, integer, severity
  }

  public var name: String
  public var kind: Kind
  public var summary: String

  public init(_ name: String, _ kind: Kind, _ summary: String) {
    self.name = name
    self.kind = kind
    self.summary = summary
  }
}

/// WCAG 2.2's "Understanding" pages for the criteria the rules cite.
public enum WCAG {
  /// The page that explains `criterion` ("2.4.3"), if known.
  public static func understandingURI(_ criterion: String) -> String? {
    slugs[criterion].map { "https://www.w3.org/WAI/WCAG22/Understanding/\($0).html" }
  }

  static let slugs: [String: String] = [
    "1.3.1": "info-and-relationships", "1.4.4": "resize-text", "1.4.10": "reflow", "2.1.1": "keyboard",
    "2.1.2": "no-keyboard-trap", "2.4.3": "focus-order", "2.4.6": "headings-and-labels",
    "2.4.11": "focus-not-obscured-minimum", "3.2.2": "on-input", "3.3.2": "labels-or-instructions",
    "3.3.4": "error-prevention-legal-financial-data", "4.1.2": "name-role-value", "1.4.1": "use-of-color",
    "3.3.1": "error-identification", "2.4.2": "page-titled", "1.3.2": "meaningful-sequence",
  ]
}
