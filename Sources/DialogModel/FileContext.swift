import SwiftScan

/// One file of the project seen by the model: its tree and the lookups the model shares.
struct FileContext {
  let project: Project
  let file: Int
  let tree: SyntaxTree

  init(_ project: Project, file: Int) {
    self.project = project
    self.file = file
    self.tree = project.tree(file)
  }

  var resolver: TextResolver { TextResolver(project: project) }

  func ref(_ token: Int) -> TokenRef { TokenRef(file: file, token: token) }

  /// The innermost type or extension declaration whose body holds `token`.
  func enclosingType(of token: Int) -> Int? {
    var best: Int? = nil
    for (index, declaration) in tree.declarations.enumerated() where declaration.isType {
      guard let body = declaration.body, let close = tree.partner(of: body), body < token, token < close else {
        continue
      }
      if best == nil || tree.declarations[best!].start < declaration.start { best = index }
    }
    return best
  }

  /// Whether `token` is preview code: in a `#Preview { … }` or a `PreviewProvider` type. Such
  /// dialogs never ship, and a finding there is noise.
  func isInPreview(_ token: Int) -> Bool {
    for declaration in tree.declarations where declaration.isType {
      guard let body = declaration.body, let close = tree.partner(of: body), body < token, token < close else {
        continue
      }
      if declaration.inheritance.contains(where: { tree.text($0).hasSuffix("PreviewProvider") }) { return true }
    }
    var k = token
    while let open = tree.enclosingBracket(of: k) {
      k = open
      guard tree.kind(open) == .leftBrace, let owner = tree.owner(ofClosure: open) else { continue }
      if tree.token(owner.call, is: "Preview") && tree.kind(owner.call - 1) == .pound { return true }
    }
    return false
  }

  /// The simple name of the type (or extended type) declared at `index`.
  func typeName(_ index: Int) -> String {
    let declaration = tree.declarations[index]
    let name = tree.text(declaration.name..<declaration.nameEnd)
    return String(name.split(separator: ".").last ?? Substring(name))
  }

  /// The innermost function-like or property declaration whose body holds `token`.
  func enclosingMember(of token: Int) -> Int? {
    var best: Int? = nil
    for (index, declaration) in tree.declarations.enumerated() where !declaration.isType {
      guard let body = declaration.body, let close = tree.partner(of: body), body < token, token < close else {
        continue
      }
      if best == nil || tree.declarations[best!].start < declaration.start { best = index }
    }
    return best
  }

  /// The text of an expression, resolved in the type around it.
  func text(_ range: Range<Int>, isKey: Bool) -> ResolvedText? {
    let type = enclosingType(of: range.lowerBound).map(typeName)
    return resolver.resolve(file: file, range, in: type, isKey: isKey)
  }

  /// The first unlabelled argument of `call`.
  func firstUnlabelledArgument(_ call: Call) -> Argument? {
    call.arguments.first.flatMap { $0.label == nil ? $0 : nil }
  }

  /// Whether `token` is a name spelled like one of `names`.
  func isName(_ token: Int, oneOf names: Set<String>) -> Bool {
    tree.isName(token) && names.contains(tree.text(token))
  }
}
