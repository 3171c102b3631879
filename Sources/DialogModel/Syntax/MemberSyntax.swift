import SwiftScan

/// What a type's members say of the file's style and names, for the properties a fix adds.
extension SyntaxTree {
  /// The names of the instance properties among `members` that hold their value.
  func storedPropertyNames(_ members: [Int]) -> Set<String> {
    var names: Set<String> = []
    for index in members {
      let member = declarations[index]
      if member.kind == .variable, !member.isStatic, member.body == nil, member.name < member.nameEnd {
        names.insert(name(member.name))
      }
    }
    return names
  }

  /// Whether most of the properties among `members` that carry attributes (`@State`) write them
  /// on a line of their own; nil when none carries one.
  func attributesOnOwnLine(_ members: [Int]) -> Bool? {
    var ownLine = 0
    var inline = 0
    // Stored properties only: `@ViewBuilder` above a computed one says nothing of wrappers.
    for index in members where declarations[index].kind == .variable && declarations[index].body == nil {
      guard let last = declarations[index].attributes.last else { continue }
      let end = last.arguments.flatMap { partner(of: $0) }.map { $0 + 1 } ?? last.nameEnd
      guard end < tokens.count else { continue }
      if tokens[end].startsLine { ownLine += 1 } else { inline += 1 }
    }
    return ownLine + inline == 0 ? nil : ownLine > inline
  }

  /// The names spelled in `declaration`, from its first token to the end of its body.
  func spelledNames(of declaration: Declaration) -> [String] {
    guard let body = declaration.body, let close = partner(of: body) else { return [] }
    // `$isFocused` names `isFocused`'s projection.
    return (declaration.start..<close).filter(isName).map { k in
      let name = name(k)
      return name.hasPrefix("$") ? String(name.dropFirst()) : name
    }
  }
}
