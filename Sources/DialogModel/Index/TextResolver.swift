import DialogFacts
import SwiftScan

/// Reads the text of a title or label expression as the user will see it.
///
/// It follows literals, `Text(…)` (and `Text(verbatim:)`), `LocalizedStringKey`,
/// `String(localized:)`, `NSLocalizedString` (with its `value:`), `fallback:`/`defaultValue:`
/// literals of generated string tables, the fallback of `x ?? "…"`, static and instance constants
/// anywhere in the scanned tree, and keys of the repository's string catalogs. What it cannot
/// follow is unknown, never a guess, and it can say why in words.
struct TextResolver {
  let project: Project
  /// Constants may refer to constants; this bounds the chain (and breaks cycles).
  static let maximumDepth = 6

  /// What an expression reads as: its text, or why it cannot be known.
  enum Resolution {
    case text(ResolvedText)
    case unknown(String)

    var text: ResolvedText? {
      guard case .text(let value) = self else { return nil }
      return value
    }
  }

  /// The text of the expression `range` of `file`, written in a type named `enclosingType`.
  /// `isKey` says the context reads a literal as a `LocalizedStringKey` (`Text("…")`).
  func resolve(file: Int, _ range: Range<Int>, in enclosingType: String?, isKey: Bool) -> ResolvedText? {
    resolution(file: file, range, in: enclosingType, isKey: isKey).text
  }

  /// Why the expression `range` of `file` cannot be read (`from the variable title`, `key
  /// "alert.ok" is in no Localizable.strings or .xcstrings`); nil when it can.
  func unknownReason(file: Int, _ range: Range<Int>, in enclosingType: String?) -> String? {
    guard case .unknown(let reason) = resolution(file: file, range, in: enclosingType, isKey: true) else {
      return nil
    }
    return reason
  }

  /// The text of the expression `range` of `file`, or why it cannot be known.
  func resolution(file: Int, _ range: Range<Int>, in type: String?, isKey: Bool, depth: Int = 0) -> Resolution {
    guard let expression = project.tree(file).textExpression(range) else { return .unknown("no text is written") }
    guard depth <= Self.maximumDepth else {
      return .unknown("constants refer to constants more than \(Self.maximumDepth) deep")
    }
    switch expression {
    case .literal(let literal):
      return .text(text(of: literal, isKey: isKey, file: file))
    case .coalescing(let left, let right, let leftSource):
      return fallback(file: file, left: left, right: right, leftSource: leftSource, in: type, depth)
    // `"key".localized`, `"key".localized()`; an app's own method of that kind (`"key".loco()`)
    // when the key is one of its string tables'.
    case .literalMember(let literal, let member, let bareOrEmptyCall, _)
    where member.lowercased().hasPrefix("localized")
      || (project.string(literal.value, forCodeIn: file) != nil && bareOrEmptyCall):
      return lookUp(literal.value, file: file)
    case .literalMember(_, _, _, let source), .computed(let source):
      return .unknown("\(Self.quote(source)) is computed at run time")
    case .call(let path, let call):
      return resolveCall(path: path, call: call, file: file, in: type, depth: depth)
    case .constant(let path):
      return resolveConstant(path: path, file: file, in: type, depth: depth)
    }
  }

  private func text(of literal: StringLiteral, isKey: Bool, file: Int) -> ResolvedText {
    if isKey && !literal.isInterpolated, let value = project.string(literal.value, forCodeIn: file) {
      return ResolvedText(value)
    }
    return ResolvedText(literal.value)
  }

  /// The value of the key `key` in the string tables of file `file`'s app.
  private func lookUp(_ key: String, file: Int) -> Resolution {
    guard let value = project.string(key, forCodeIn: file) else {
      return .unknown("key \"\(key)\" is in no Localizable.strings or .xcstrings")
    }
    return .text(ResolvedText(value))
  }

  /// `left ?? "fallback"`: the fallback shows when the left side is nil, so a left side that
  /// cannot be read leaves the fallback; when both are read they must agree. An empty fallback
  /// only stands in for a value that is always there (`item?.title ?? ""` of a presented item),
  /// and says nothing about what shows.
  private func fallback(
    file: Int, left: Range<Int>, right: Range<Int>, leftSource: String, in type: String?, _ depth: Int
  ) -> Resolution {
    // The operands are `String`s, not keys: `Text(a ?? "b")` shows "b" verbatim.
    let fallback = resolution(file: file, right, in: type, isKey: false, depth: depth + 1)
    guard case .text(let value) = fallback else { return fallback }
    let shown = resolution(file: file, left, in: type, isKey: false, depth: depth + 1)
    switch shown {
    case .text(let known):
      return known == value ? shown : .unknown("\(Self.quote(leftSource)) and its fallback differ")
    case .unknown(let reason):
      guard value.value.contains(where: { !$0.isWhitespace }) else {
        return .unknown("\(reason); the fallback after ?? is empty, a stand-in for a value that is always there")
      }
      return fallback
    }
  }

  private func resolveCall(path: [String], call: Call, file: Int, in type: String?, depth: Int) -> Resolution {
    let tree = project.tree(file)
    let first = call.firstUnlabelledArgument?.value
    let name = path.joined(separator: ".")
    let runTime = Resolution.unknown("\(name)(…) is computed at run time")
    switch name {
    case _ where SwiftUIVocabulary.textInitializers.contains(name):
      if let verbatim = tree.argument(call, labelled: "verbatim") {
        return resolution(file: file, verbatim.value, in: type, isKey: false, depth: depth + 1)
      }
      guard let first else { return runTime }
      return resolution(file: file, first, in: type, isKey: true, depth: depth + 1)
    case "String":
      if let value = literalArgument(call, "defaultValue", in: tree) { return .text(value) }
      if let localized = tree.argument(call, labelled: "localized") {
        return resolution(file: file, localized.value, in: type, isKey: true, depth: depth + 1)
      }
      guard let first, call.arguments.count == 1 else { return runTime }
      return resolution(file: file, first, in: type, isKey: false, depth: depth + 1)
    case "NSLocalizedString":
      if let value = literalArgument(call, "value", in: tree) { return .text(value) }
      guard let first else { return runTime }
      return resolution(file: file, first, in: type, isKey: true, depth: depth + 1)
    default:
      return resolveLookup(call, in: tree, file: file) ?? runTime
    }
  }

  /// A generated string table's function (`L10n.tr("Localizable", "alert.ok", fallback: "OK")`):
  /// its fallback literal, or the value of the key it is given in the tables of file `file`'s app;
  /// nil when it is given no key.
  private func resolveLookup(_ call: Call, in tree: SyntaxTree, file: Int) -> Resolution? {
    for label: StaticString in ["fallback", "defaultValue", "value"] {
      if let value = literalArgument(call, label, in: tree) { return .text(value) }
    }
    // The last literal argument the catalogs know, else the last one.
    var key: String? = nil
    for argument in call.arguments where argument.label == nil {
      guard let literal = tree.wholeLiteral(argument.value), !literal.isInterpolated else { continue }
      if project.string(literal.value, forCodeIn: file) != nil { return lookUp(literal.value, file: file) }
      key = literal.value
    }
    return key.map { lookUp($0, file: file) }
  }

  /// The literal value of the argument `label` of `call`, if it is one.
  private func literalArgument(_ call: Call, _ label: StaticString, in tree: SyntaxTree) -> ResolvedText? {
    guard let argument = tree.argument(call, labelled: label), let literal = tree.wholeLiteral(argument.value) else {
      return nil
    }
    return ResolvedText(literal.value)
  }

  /// The text of the constant `path` (`L10n.ok`) as seen from file `file`, when it can be known.
  func text(ofConstant path: [String], from file: Int) -> ResolvedText? {
    resolveConstant(path: path, file: file, in: nil, depth: 0).text
  }

  /// A constant: `L10n.Alert.ok`, `Self.ok`, or `ok` in the enclosing type.
  private func resolveConstant(path: [String], file: Int, in type: String?, depth: Int) -> Resolution {
    var path = path
    if path.first == "self" || path.first == "Self" { path.removeFirst() }
    let name = path.joined(separator: ".")
    guard !path.isEmpty else { return .unknown("self is a value at run time") }
    let candidates: [DeclarationRef]
    if path.count == 1 {
      candidates = type.map { project.index.members(named: path[0], ofType: $0, from: file) } ?? []
    } else {
      candidates = project.index.staticMembers(at: name, from: file)
    }
    guard !candidates.isEmpty else { return undeclared(path) }
    // Two declarations of one name must agree, or the text is unknown.
    var result: ResolvedText? = nil
    for ref in candidates {
      let value = self.value(of: ref, named: name, depth: depth)
      guard case .text(let text) = value else { return value }
      if let result, result != text { return .unknown("the declarations of \(name) disagree") }
      result = text
    }
    return result.map(Resolution.text) ?? undeclared(path)
  }

  /// Why a name found in no declaration is unknown: a variable of the code around it, a property
  /// of some value, or a constant of code that was not scanned.
  private func undeclared(_ path: [String]) -> Resolution {
    let name = path.joined(separator: ".")
    if path.count == 1 { return .unknown("from the variable \(name)") }
    guard let initial = path[0].unicodeScalars.first, ("A"..."Z").contains(initial) else {
      return .unknown("\(name) is a property of a value known at run time")
    }
    return .unknown("\(name) is not declared in the scanned files")
  }

  /// The value of a constant or computed property: its initializer, or a getter of one expression.
  private func value(of ref: DeclarationRef, named name: String, depth: Int) -> Resolution {
    let tree = project.tree(ref.file)
    let declaration = project.declaration(ref)
    guard declaration.kind == .variable else { return .unknown("\(name) is not a property") }
    let ownerName = declaration.parent.flatMap { parent in
      tree.declarations[parent].hasName ? FileContext(project, file: ref.file).typeName(parent) : nil
    }
    let isKey = tree.declaredType(of: declaration, endsWith: SwiftUIName.localizedStringKey.rawValue)
    if let initializer = tree.initializer(of: declaration) {
      guard declaration.isConstant || declaration.isStatic else { return .unknown("\(name) is a var that may change") }
      return resolution(file: ref.file, initializer, in: ownerName, isKey: isKey, depth: depth + 1)
    }
    guard let body = declaration.body else { return .unknown("\(name) is set at run time") }
    let statements = tree.statements(in: body)
    guard statements.count == 1, let statement = statements.first else {
      return .unknown("\(name) is computed by several statements")
    }
    let expression = tree.skippingReturn(statement.lowerBound)..<statement.upperBound
    return resolution(file: ref.file, expression, in: ownerName, isKey: isKey, depth: depth + 1)
  }

  /// An expression as a reason quotes it: on one line, and cut short when long.
  static func quote(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return line.count > 40 ? String(line.prefix(39)) + "…" : line
  }
}
