import SwiftScan

/// Reads the text of a title or label expression as the user will see it.
///
/// It follows literals, `Text(…)`, `LocalizedStringKey`, `String(localized:)`,
/// `NSLocalizedString` (with its `value:`), `fallback:`/`defaultValue:` literals of generated
/// string tables, static and instance constants anywhere in the scanned tree, and keys of the
/// repository's string catalogs. What it cannot follow is unknown (nil), never a guess.
struct TextResolver {
  let project: Project
  /// Constants may refer to constants; this bounds the chain (and breaks cycles).
  static let maximumDepth = 6

  /// The text of the expression `range` of `file`, written in a type named `enclosingType`.
  /// `isKey` says the context reads a literal as a `LocalizedStringKey` (`Text("…")`).
  func resolve(file: Int, _ range: Range<Int>, in enclosingType: String?, isKey: Bool, depth: Int = 0)
    -> ResolvedText?
  {
    let tree = project.tree(file)
    guard !range.isEmpty, depth <= Self.maximumDepth else { return nil }
    let start = range.lowerBound

    if let literal = tree.stringLiteral(at: start), literal.end == range.upperBound {
      return text(of: literal, isKey: isKey)
    }
    // `"key".localized`, `"key".localized()`
    if let literal = tree.stringLiteral(at: start), !literal.isInterpolated, tree.kind(literal.end) == .period,
      tree.isName(literal.end + 1), tree.text(literal.end + 1).lowercased().hasPrefix("localized"),
      tree.endOfExpression(from: start) >= range.upperBound
    {
      return project.strings[literal.value].map(ResolvedText.init)
    }

    // A dotted path, maybe called: `Text(…)`, `L10n.ok`, `L10n.tr("T", "k", fallback: "OK")`, `ok`.
    var k = start
    var path: [String] = []
    if tree.kind(k) == .period { k += 1 }  // `.init`-style leading dot: not a path we can read
    while tree.isName(k) {
      path.append(tree.name(k))
      guard tree.kind(k + 1) == .period, tree.isName(k + 2) else { break }
      k += 2
    }
    guard !path.isEmpty, tree.kind(start) != .period else { return nil }
    let nameToken = k
    if let call = tree.call(at: nameToken), call.openParen != nil, call.trailingClosures.isEmpty,
      call.end == range.upperBound
    {
      return resolveCall(path: path, call: call, file: file, in: enclosingType, depth: depth)
    }
    guard nameToken + 1 == range.upperBound else { return nil }
    return resolveConstant(path: path, file: file, in: enclosingType, depth: depth)
  }

  private func text(of literal: StringLiteral, isKey: Bool) -> ResolvedText {
    if isKey && !literal.isInterpolated, let value = project.strings[literal.value] {
      return ResolvedText(value)
    }
    return ResolvedText(literal.value)
  }

  private func resolveCall(path: [String], call: Call, file: Int, in type: String?, depth: Int) -> ResolvedText? {
    let tree = project.tree(file)
    let arguments = call.arguments
    func literalArgument(_ label: StaticString) -> ResolvedText? {
      guard let argument = tree.argument(call, labelled: label),
        let literal = tree.stringLiteral(at: argument.value.lowerBound), literal.end == argument.value.upperBound
      else { return nil }
      return ResolvedText(literal.value)
    }
    let first = call.firstUnlabelledArgument?.value
    switch path.joined(separator: ".") {
    case "Text", "SwiftUI.Text", "LocalizedStringKey", "LocalizedStringResource", "Label":
      if let verbatim = tree.argument(call, labelled: "verbatim") {
        return resolve(file: file, verbatim.value, in: type, isKey: false, depth: depth + 1)
      }
      guard let first else { return nil }
      return resolve(file: file, first, in: type, isKey: true, depth: depth + 1)
    case "String":
      if let value = literalArgument("defaultValue") { return value }
      if let localized = tree.argument(call, labelled: "localized") {
        return resolve(file: file, localized.value, in: type, isKey: true, depth: depth + 1)
      }
      guard let first, arguments.count == 1 else { return nil }
      return resolve(file: file, first, in: type, isKey: false, depth: depth + 1)
    case "NSLocalizedString":
      if let value = literalArgument("value") { return value }
      guard let first else { return nil }
      return resolve(file: file, first, in: type, isKey: true, depth: depth + 1)
    default:
      // Generated string tables: `L10n.tr("Localizable", "alert.ok", fallback: "OK")`.
      if let value = literalArgument("fallback") ?? literalArgument("defaultValue") ?? literalArgument("value") {
        return value
      }
      // A lookup function given a key the catalogs know.
      for argument in arguments where argument.label == nil {
        if let literal = tree.stringLiteral(at: argument.value.lowerBound), literal.end == argument.value.upperBound,
          !literal.isInterpolated, let value = project.strings[literal.value]
        {
          return ResolvedText(value)
        }
      }
      return nil
    }
  }

  /// A constant: `L10n.Alert.ok`, `Self.ok`, or `ok` in the enclosing type.
  private func resolveConstant(path: [String], file: Int, in type: String?, depth: Int) -> ResolvedText? {
    var path = path
    if path.first == "self" || path.first == "Self" { path.removeFirst() }
    let candidates: [DeclarationRef]
    if path.count == 1 {
      guard let type else { return nil }
      candidates = project.index.members(named: path[0], ofType: type, from: file)
    } else {
      candidates = project.index.staticMembers(at: path.joined(separator: "."), from: file)
    }
    // Two declarations of one name must agree, or the text is unknown.
    var result: ResolvedText? = nil
    for ref in candidates {
      guard let value = value(of: ref, depth: depth) else { return nil }
      if let result, result != value { return nil }
      result = value
    }
    return result
  }

  /// The value of a constant or computed property: its initializer, or a getter of one expression.
  private func value(of ref: DeclarationRef, depth: Int) -> ResolvedText? {
    let tree = project.tree(ref.file)
    let declaration = project.declaration(ref)
    guard declaration.kind == .variable else { return nil }
    let ownerName = declaration.parent.flatMap { parent in
      tree.declarations[parent].hasName ? FileContext(project, file: ref.file).typeName(parent) : nil
    }
    let isKey = declaration.type.map { tree.text($0).hasSuffix("LocalizedStringKey") } ?? false
    if let initializer = tree.initializer(of: declaration) {
      guard declaration.isConstant || declaration.isStatic else { return nil }  // a `var` may change
      return resolve(file: ref.file, initializer, in: ownerName, isKey: isKey, depth: depth + 1)
    }
    guard let body = declaration.body else { return nil }
    let statements = tree.statements(in: body)
    guard statements.count == 1, let statement = statements.first else { return nil }
    let expression = tree.skippingReturn(statement.lowerBound)..<statement.upperBound
    return resolve(file: ref.file, expression, in: ownerName, isKey: isKey, depth: depth + 1)
  }
}
