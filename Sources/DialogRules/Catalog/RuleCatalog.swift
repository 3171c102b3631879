import DialogModel
import JSONReading

/// A problem in a rules, configuration or baseline file: where it is and what was expected there.
public struct CatalogError: Error, Sendable, Equatable {
  /// The byte offset in the file.
  public var offset: Int
  public var message: String
  /// Other places the problem involves, such as the first of two identical keys.
  public var notes: [Note]

  /// Another place in the file, and what it is.
  public struct Note: Sendable, Equatable {
    public var offset: Int
    public var message: String
  }

  public init(offset: Int, message: String, notes: [Note] = []) {
    self.offset = offset
    self.message = message
    self.notes = notes
  }
}

extension JSONNode {
  /// Reads `bytes` as a settings file (rules, configuration or baseline): a syntax error, or a key
  /// set twice in one object (which would leave one of the two silently ignored), is thrown as a
  /// `CatalogError` like every other problem of such a file.
  public init(parsing bytes: [UInt8]) throws(CatalogError) {
    do {
      self = try JSONReader.parse(bytes)
    } catch {
      throw CatalogError(offset: error.offset, message: "expected \(error.expected)")
    }
    if let duplicate = firstDuplicateKey() {
      throw CatalogError(
        offset: duplicate.second, message: "duplicate key \"\(duplicate.key)\"",
        notes: [.init(offset: duplicate.first, message: "\"\(duplicate.key)\" first set here")])
    }
  }

  /// Throws at the first key of this object that is not in `allowed`; `what` names the object.
  public func checkKeys(_ allowed: [String], of what: String) throws(CatalogError) {
    guard case .object(let members) = value else { return }
    for member in members where !allowed.contains(member.key) {
      let expected = allowed.filter { $0 != "$schema" }.map { "\"\($0)\"" }.joined(separator: ", ")
      throw CatalogError(
        offset: member.keyOffset, message: "unknown \(what) key \"\(member.key)\" (expected one of \(expected))")
    }
  }

  /// Throws unless the document's `version`, when it has one, is one this dialoglint reads.
  public func checkVersion(supported: Int) throws(CatalogError) {
    guard let version = self["version"] else { return }
    guard case .number(let number) = version.value, number == Double(supported) else {
      throw CatalogError(
        offset: version.offset, message: "expected \"version\": \(supported) (the only version this dialoglint reads)")
    }
  }
}

/// The rules in force: rules.json read and checked against the checks it names.
public struct RuleCatalog: Sendable {
  public private(set) var rules: [Rule]

  public init(rules: [Rule]) { self.rules = rules }

  public func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }

  /// Reads a rules file: `{"rules": [{"id": …, "check": …, "severity": …, …}]}`.
  ///
  /// Over a `base` catalog (the built-in one, for a team's file) the file extends it: a rule with a
  /// new id is added, one with a known id replaces that rule. `"extends": false` makes the file's
  /// rules the whole catalog instead, a choice a team has to write down: a team that adds one
  /// rule must not silently lose the others.
  public static func parse(_ bytes: [UInt8], extending base: RuleCatalog? = nil) throws(CatalogError) -> RuleCatalog {
    let root = try JSONNode(parsing: bytes)
    guard case .object = root.value else {
      throw CatalogError(offset: root.offset, message: "expected an object with a \"rules\" array")
    }
    try root.checkKeys(["$schema", "version", "extends", "rules"], of: "rules file")
    try root.checkVersion(supported: 1)
    var extends = true
    if let node = root["extends"] {
      guard case .bool(let flag) = node.value else {
        throw CatalogError(offset: node.offset, message: "expected \"extends\": true or false")
      }
      extends = flag
    }
    guard let list = root["rules"], case .array(let elements) = list.value else {
      throw CatalogError(offset: root["rules"]?.offset ?? root.offset, message: "expected \"rules\": an array of rules")
    }
    var rules: [Rule] = []
    var seen: [String: Int] = [:]
    for element in elements {
      let rule = try self.rule(element)
      let offset = element["id"]?.offset ?? element.offset
      if let first = seen[rule.id] {
        throw CatalogError(
          offset: offset, message: "a second rule with id \"\(rule.id)\"",
          notes: [.init(offset: first, message: "the first rule with id \"\(rule.id)\"")])
      }
      seen[rule.id] = offset
      rules.append(rule)
    }
    guard let base, extends else { return RuleCatalog(rules: rules) }
    return base.merging(rules)
  }

  /// This catalog with `rules` in it: each replaces the rule of its id in place, or comes after.
  func merging(_ rules: [Rule]) -> RuleCatalog {
    var merged = self.rules
    for rule in rules {
      if let index = merged.firstIndex(where: { $0.id == rule.id }) {
        merged[index] = rule
      } else {
        merged.append(rule)
      }
    }
    return RuleCatalog(rules: merged)
  }

  private static let ruleKeys = [
    "check", "help", "id", "kinds", "name", "parameters", "rationale", "severity", "summary", "wcag",
  ]

  private static func rule(_ node: JSONNode) throws(CatalogError) -> Rule {
    guard case .object = node.value else {
      throw CatalogError(offset: node.offset, message: "expected a rule object")
    }
    try node.checkKeys(ruleKeys, of: "rule")
    let id = try string(node, "id")
    guard isKebabCase(id) else {
      throw CatalogError(offset: node["id"]!.offset, message: "expected a kebab-case id such as \"my-rule\"")
    }
    let checkName = try string(node, "check")
    guard let check = Checks.named(checkName) else {
      throw CatalogError(
        offset: node["check"]!.offset,
        message:
          "unknown check \"\(checkName)\" (expected one of \(Checks.all.map { $0.name }.joined(separator: ", ")))")
    }
    let severity = try self.severity(node["severity"], field: "severity")
    let subjects = try self.subjects(node["kinds"], rule: id, check: check)
    let parameters = try self.parameters(node["parameters"], of: check, base: RuleParameters())
    var wcag: [String] = []
    if let list = node["wcag"] { wcag = try stringList(list, field: "wcag").map(\.value) }
    return Rule(
      id: id, name: try optionalString(node, "name") ?? upperCamelCase(id), check: checkName, severity: severity,
      subjects: subjects, summary: try string(node, "summary"), rationale: try optionalString(node, "rationale") ?? "",
      wcag: wcag, help: try optionalString(node, "help") ?? "", parameters: parameters)
  }

  /// The kinds a rule applies to: its `"kinds"`, each one its check reads, or else the check's own.
  private static func subjects(_ node: JSONNode?, rule id: String, check: any Check.Type) throws(CatalogError)
    -> Set<Subject>
  {
    guard let node else { return check.subjects }
    var subjects: Set<Subject> = []
    for name in try stringList(node, field: "kinds") {
      guard let subject = Subject(rawValue: name.value) else {
        let known = Subject.allCases.map(\.rawValue).joined(separator: ", ")
        throw CatalogError(offset: name.offset, message: "unknown kind \"\(name.value)\" (expected \(known))")
      }
      guard check.reads.contains(subject) else {
        let readable = Subject.allCases.filter(check.reads.contains).map(\.rawValue).joined(separator: ", ")
        throw CatalogError(
          offset: name.offset,
          message:
            "rule \"\(id)\" cannot apply to kind \"\(name.value)\": its check \"\(check.name)\" reads \(readable)")
      }
      subjects.insert(subject)
    }
    return subjects
  }

  /// Parameters from `node` on top of `base`, each checked against what `check` declares.
  public static func parameters(_ node: JSONNode?, of check: any Check.Type, base: RuleParameters) throws(CatalogError)
    -> RuleParameters
  {
    guard let node else { return base }
    guard case .object(let members) = node.value else {
      throw CatalogError(offset: node.offset, message: "expected \"parameters\": an object")
    }
    var result = base
    for member in members {
      try validate(member.value, key: member.key, keyOffset: member.keyOffset, of: check)
      result.values[member.key] = member.value
    }
    return result
  }

  /// Checks one parameter value against the type its check declares.
  public static func validate(_ value: JSONNode, key: String, keyOffset: Int, of check: any Check.Type)
    throws(CatalogError)
  {
    guard let spec = check.parameters.first(where: { $0.name == key }) else {
      let known = check.parameters.map { "\"\($0.name)\"" }.joined(separator: ", ")
      throw CatalogError(
        offset: keyOffset,
        message: "check \"\(check.name)\" has no parameter \"\(key)\"" + (known.isEmpty ? "" : " (expected \(known))"))
    }
    switch spec.kind {
    case .strings:
      _ = try stringList(value, field: key)
    case .integer:
      guard case .number(let n) = value.value, n == n.rounded(), n >= 0, n <= 1_000_000 else {
        throw CatalogError(offset: value.offset, message: "expected a whole number from 0 to 1000000 for \"\(key)\"")
      }
    case .severity:
      _ = try severity(value, field: key)
    }
  }

  public static func severity(_ node: JSONNode?, field: String) throws(CatalogError) -> Severity {
    guard let node, let text = node.string, let severity = Severity(rawValue: text) else {
      throw CatalogError(
        offset: node?.offset ?? 0, message: "expected \"\(field)\": \"error\", \"warning\" or \"note\"")
    }
    return severity
  }

  private static func string(_ node: JSONNode, _ field: String) throws(CatalogError) -> String {
    guard let value = node[field] else { throw CatalogError(offset: node.offset, message: "missing \"\(field)\"") }
    guard let text = value.string else {
      throw CatalogError(
        offset: value.offset, message: "expected a string for \"\(field)\", found \(value.value.typeName)")
    }
    return text
  }

  private static func optionalString(_ node: JSONNode, _ field: String) throws(CatalogError) -> String? {
    guard node[field] != nil else { return nil }
    return try string(node, field)
  }

  static func stringList(_ node: JSONNode, field: String) throws(CatalogError) -> [(value: String, offset: Int)] {
    guard case .array(let elements) = node.value else {
      throw CatalogError(offset: node.offset, message: "expected an array of strings for \"\(field)\"")
    }
    var result: [(String, Int)] = []
    for element in elements {
      guard let text = element.string else {
        throw CatalogError(
          offset: element.offset, message: "expected a string in \"\(field)\", found \(element.value.typeName)")
      }
      result.append((text, element.offset))
    }
    return result
  }

  static func isKebabCase(_ id: String) -> Bool {
    !id.isEmpty && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--")
      && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }

  static func upperCamelCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}

extension RuleCatalog {
  /// The catalog built into the binary from the project's rules.json.
  public static let builtIn: RuleCatalog = {
    do throws(CatalogError) {
      return try RuleCatalog.parse(Array(embeddedRulesJSON.utf8))
    } catch {
      // The tests parse the same file; a build that gets here was not tested.
      fatalError("the built-in rules.json is invalid at byte \(error.offset): \(error.message)")
    }
  }()
}
