import DialogFacts
import DialogModel
import DialogRules
import JSONReading

/// `.dialoglint.json`: which files, which rules at which severity and with which parameters, and
/// the team's wrapper modifiers. Every key is optional.
struct Configuration {
  /// The folder the configuration's paths and globs are relative to ("" for the current folder).
  var directory = ""
  var include: [Glob] = []
  var exclude: [Glob] = []
  /// Rule id → override, in file order; an unknown id is a warning.
  var ruleOverrides: [(id: String, offset: Int, override: RuleOverride)] = []
  var aliases: [String: Dialog.Kind] = [:]
  var rulesFile: String? = nil
  /// Problems that do not stop the run: unknown keys and rule ids.
  var warnings: [(offset: Int, message: String)] = []

  enum RuleOverride {
    case off
    case severity(Severity)
    case settings(severity: Severity?, parameters: JSONNode)
  }

  static let keys: Set<String> = ["include", "exclude", "rules", "aliases", "rulesFile"]

  /// Reads a configuration file's bytes; `directory` is the folder it lives in.
  static func parse(_ bytes: [UInt8], directory: String) throws(CatalogError) -> Configuration {
    let root = try JSONNode(parsing: bytes)
    guard case .object(let members) = root.value else {
      throw CatalogError(
        offset: root.offset, message: "expected an object (keys: \(keys.sorted().joined(separator: ", ")))")
    }
    var configuration = Configuration(directory: directory)
    for member in members {
      switch member.key {
      case "include": configuration.include = try strings(member.value, "include").map(Glob.init)
      case "exclude": configuration.exclude = try strings(member.value, "exclude").map(Glob.init)
      case "rulesFile":
        guard let path = member.value.string else {
          throw CatalogError(offset: member.value.offset, message: "expected \"rulesFile\": a path")
        }
        configuration.rulesFile = path
      case "aliases":
        guard case .object(let aliases) = member.value.value else {
          throw CatalogError(offset: member.value.offset, message: "expected \"aliases\": {\"wrapper\": \"alert\", …}")
        }
        for alias in aliases {
          guard let name = alias.value.string, let kind = Dialog.Kind(rawValue: name) else {
            throw CatalogError(
              offset: alias.value.offset,
              message: "expected the dialog kind for \"\(alias.key)\": "
                + Dialog.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
          }
          configuration.aliases[alias.key] = kind
        }
      case "rules":
        guard case .object(let rules) = member.value.value else {
          throw CatalogError(
            offset: member.value.offset, message: "expected \"rules\": {\"rule-id\": \"off\" | severity | {…}}")
        }
        for rule in rules {
          configuration.ruleOverrides.append((rule.key, rule.keyOffset, try override(rule.value, rule.key)))
        }
      default:
        configuration.warnings.append(
          (
            member.keyOffset,
            "unknown configuration key \"\(member.key)\" (expected \(keys.sorted().joined(separator: ", ")))"
          ))
      }
    }
    return configuration
  }

  private static func override(_ node: JSONNode, _ id: String) throws(CatalogError) -> RuleOverride {
    if let text = node.string {
      if text == "off" { return .off }
      guard let severity = Severity(rawValue: text) else {
        throw CatalogError(
          offset: node.offset, message: "expected \"off\", \"error\", \"warning\" or \"note\" for \"\(id)\"")
      }
      return .severity(severity)
    }
    guard case .object(let members) = node.value else {
      throw CatalogError(offset: node.offset, message: "expected \"off\", a severity, or an object for \"\(id)\"")
    }
    var severity: Severity? = nil
    var parameters: [(key: String, keyOffset: Int, value: JSONNode)] = []
    for member in members {
      if member.key == "severity" {
        if member.value.string == "off" { return .off }
        severity = try RuleCatalog.severity(member.value, field: "severity")
      } else {
        parameters.append(member)
      }
    }
    return .settings(severity: severity, parameters: JSONNode(value: .object(parameters), offset: node.offset))
  }

  private static func strings(_ node: JSONNode, _ field: String) throws(CatalogError) -> [String] {
    guard case .array(let elements) = node.value else {
      throw CatalogError(offset: node.offset, message: "expected \"\(field)\": an array of paths or globs")
    }
    var result: [String] = []
    for element in elements {
      guard let text = element.string else {
        throw CatalogError(offset: element.offset, message: "expected a path or glob string in \"\(field)\"")
      }
      result.append(text)
    }
    return result
  }

  /// The catalog with this configuration's overrides applied; an override naming no rule is a
  /// warning, a parameter its check does not take is an error.
  func apply(to catalog: RuleCatalog) throws(CatalogError) -> (RuleCatalog, [(offset: Int, message: String)]) {
    var rules = catalog.rules
    var warnings: [(Int, String)] = []
    var off: Set<String> = []
    for (id, offset, override) in ruleOverrides {
      guard let index = rules.firstIndex(where: { $0.id == id }) else {
        warnings.append((offset, "unknown rule \"\(id)\" in configuration" + Self.suggestion(id, rules.map(\.id))))
        continue
      }
      switch override {
      case .off:
        off.insert(id)
      case .severity(let severity):
        rules[index].severity = severity
      case .settings(let severity, let parameters):
        if let severity { rules[index].severity = severity }
        guard let check = Checks.named(rules[index].check) else { continue }
        rules[index].parameters = try RuleCatalog.parameters(parameters, of: check, base: rules[index].parameters)
      }
    }
    return (RuleCatalog(rules: rules.filter { !off.contains($0.id) }), warnings)
  }

  /// ` (did you mean "x"?)` for a near miss.
  static func suggestion(_ id: String, _ known: [String]) -> String {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
      var row = Array(0...b.count)
      for (i, x) in a.enumerated() {
        var previous = row[0]
        row[0] = i + 1
        for (j, y) in b.enumerated() {
          let current = row[j + 1]
          row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (x == y ? 0 : 1))
          previous = current
        }
      }
      return row[b.count]
    }
    let best = known.min { distance(Array(id), Array($0)) < distance(Array(id), Array($1)) }
    guard let best, distance(Array(id), Array(best)) <= max(2, id.count / 4) else { return "" }
    return " (did you mean \"\(best)\"?)"
  }
}
