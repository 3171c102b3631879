import SwiftScan

/// What one file declares under one name, read from its tree when a lookup asks (the index keeps
/// what it gathered per name): no table of every name of every file the index parses is built.
/// Names compare as the `String`s they spell, type names by their simple name (`Inner` of
/// `Outer.Inner`) or qualified one.
struct FileDeclarations {
  let tree: SyntaxTree

  /// The type and extension declarations named `name`, simply (`Inner`) or qualified (`Outer.Inner`).
  func types(named name: String) -> [Int] {
    let dotted = name.holds(".")
    let isASCII = name.utf8.allSatisfy { $0 < 0x80 }
    // A qualified name `Outer.Inner` is declared by a type simply named `Inner`.
    return tree.typeDeclarations(maybeNamed: dotted ? simpleTypeName(name) : name).filter { index in
      hasSimpleName(index, name, isASCII: isASCII) || (dotted && qualifiedName(index) == name)
    }
  }

  /// The members of the types whose simple name is `type`, by member name.
  func members(ofType type: String) -> [String: [Int]] {
    var members: [String: [Int]] = [:]
    for index in memberIndices(of: type) { members[memberName(index), default: []].append(index) }
    return members
  }

  /// The static members (enum cases, and every member of an enum) of the types whose simple name
  /// is `type`, by member name, with the qualified name of their type.
  func statics(ofType type: String) -> [String: [(index: Int, type: String)]] {
    var statics: [String: [(index: Int, type: String)]] = [:]
    for index in memberIndices(of: type) {
      let declaration = tree.declarations[index]
      let parent = declaration.parent!
      guard declaration.isStatic || declaration.kind == .enumCase || tree.declarations[parent].kind == .enum else {
        continue
      }
      statics[memberName(index), default: []].append((index, qualifiedName(parent)))
    }
    return statics
  }

  /// The named members, in order, of the named types whose simple name is `type`.
  private func memberIndices(of type: String) -> [Int] {
    let isASCII = type.utf8.allSatisfy { $0 < 0x80 }
    var found: [Int] = []
    for typeIndex in tree.typeDeclarations(maybeNamed: type) where hasSimpleName(typeIndex, type, isASCII: isASCII) {
      found += tree.members(of: typeIndex).filter { tree.declarations[$0].hasName && !tree.declarations[$0].isType }
    }
    // Types of one name nested in each other list their members in source order.
    return found.count > 1 ? found.sorted() : found
  }

  private func memberName(_ index: Int) -> String {
    tree.text(tree.declarations[index].name..<tree.declarations[index].nameEnd)
  }

  /// `Outer.Inner` for `Inner` declared in `Outer`; an extension's name as written.
  private func qualifiedName(_ index: Int) -> String {
    let declaration = tree.declarations[index]
    let name = tree.text(declaration.name..<declaration.nameEnd)
    guard declaration.kind != .extension, let parent = declaration.parent,
      tree.declarations[parent].isType && tree.declarations[parent].hasName
    else { return name }
    return "\(qualifiedName(parent)).\(name)"
  }

  /// Whether `simpleTypeName` of the type declaration's name is `name`, without making strings
  /// when both are ASCII (where bytes compare as the strings do); `isASCII` tells of `name`.
  private func hasSimpleName(_ index: Int, _ name: String, isASCII: Bool) -> Bool {
    let declaration = tree.declarations[index]
    let start = Int(tree.tokens[declaration.name].start)
    let end = Int(tree.tokens[declaration.nameEnd - 1].end)
    guard isASCII && tree.bytes[start..<end].allSatisfy({ $0 < 0x80 }) else {
      return simpleTypeName(tree.text(declaration.name..<declaration.nameEnd)) == name
    }
    return tree.bytes[tree.simpleNameBytes(of: index)].elementsEqual(name.utf8)
  }
}
