import DialogFacts
import SwiftScan

/// One file of the project seen by the model: its syntax, and the project around it.
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

  /// The span of token `token`.
  func span(_ token: Int) -> SourceSpan { span(token..<(token + 1)) }

  /// The span from the start of token `range.lowerBound` to the end of token `range.upperBound - 1`.
  func span(_ range: Range<Int>) -> SourceSpan {
    SourceSpan(
      file: file, start: Int(tree.tokens[range.lowerBound].start), end: Int(tree.tokens[range.upperBound - 1].end))
  }

  /// The span of a modifier's name at `token`, with its leading `.`.
  func modifierSpan(_ token: Int) -> SourceSpan {
    span(tree.linkStart(token)..<(token + 1))
  }

  /// The innermost type or extension declaration whose body holds `token`.
  func enclosingType(of token: Int) -> Int? {
    project.structure(file).innermost(containing: token, in: tree) { $0.isType }
  }

  /// Whether `token` is preview code: in a `#Preview { … }` or a `PreviewProvider` type. Such
  /// dialogs never ship, and a finding there is noise.
  func isInPreview(_ token: Int) -> Bool { project.structure(file).isInPreview(token, in: tree) }

  /// The first token that starts at or after byte `offset`.
  func token(atOrAfter offset: Int) -> Int { tree.tokens.partitionPoint { Int($0.start) >= offset } }

  /// The platform of the innermost `#if os(X)` branch that holds `token`, if any.
  func platform(of token: Int) -> String? {
    project.structure(file).platform(holding: Int(tree.tokens[token].start))
  }

  /// The platforms a build that holds `token` may be for.
  func platforms(of token: Int) -> Set<Platform> {
    project.structure(file).platforms(holding: Int(tree.tokens[token].start))
  }

  /// The simple name of the type (or extended type) declared at `index`.
  func typeName(_ index: Int) -> String {
    let declaration = tree.declarations[index]
    return simpleTypeName(tree.text(declaration.name..<declaration.nameEnd))
  }

  /// The innermost function-like or property declaration whose body holds `token`.
  func enclosingMember(of token: Int) -> Int? {
    project.structure(file).innermost(containing: token, in: tree) { !$0.isType }
  }

  /// The text of an expression, resolved in the type around it.
  func text(_ range: Range<Int>, isKey: Bool) -> ResolvedText? {
    let type = enclosingType(of: range.lowerBound).map(typeName)
    return resolver.resolve(file: file, range, in: type, isKey: isKey)
  }

  /// A title as the model records it: its text, or why it cannot be known.
  func title(_ range: Range<Int>) -> Dialog.Title {
    let type = enclosingType(of: range.lowerBound).map(typeName)
    switch resolver.resolution(file: file, range, in: type, isKey: true) {
    case .text(let text): return .text(text)
    case .unknown(let reason): return .unknown(reason)
    }
  }

  /// Why the text of an expression cannot be known, in words; nil when it can.
  func unknownReason(_ range: Range<Int>) -> String? {
    let type = enclosingType(of: range.lowerBound).map(typeName)
    return resolver.unknownReason(file: file, range, in: type)
  }
}

/// `Inner` of `Outer.Inner`: types are indexed, and members looked up, by their last name.
func simpleTypeName(_ name: String) -> String {
  String(name.split(separator: ".").last ?? Substring(name))
}

extension SyntaxTree {
  /// The token after a `return` at `index`, or `index`.
  func skippingReturn(_ index: Int) -> Int { token(index, is: "return") ? index + 1 : index }

  /// The token after a `SwiftUI.` at `index`, or `index`.
  func skippingModule(_ index: Int) -> Int {
    token(index, isName: SwiftUIVocabulary.module) && kind(index + 1) == .period ? index + 2 : index
  }

  /// Whether the token at `index` is SwiftUI's name `name`.
  func token(_ index: Int, is name: SwiftUIName) -> Bool { token(index, isName: name.rawValue) }

  /// Whether the name at `index` is no other value's member: written bare, or as SwiftUI's
  /// through the module's name (`SwiftUI.Button`).
  func isBareName(_ index: Int) -> Bool {
    kind(index - 1) != .period || (token(index - 2, isName: SwiftUIVocabulary.module) && kind(index - 3) != .period)
  }

  /// The token after a `self.` at `index`, or `index`.
  func skippingSelf(_ index: Int) -> Int { token(index, is: "self") && kind(index + 1) == .period ? index + 2 : index }

  /// What the name at `index` is reached through, read from the tokens before it.
  func base(ofName index: Int) -> NameBase {
    guard kind(index - 1) == .period else { return .unqualified }
    var before = index - 2
    // A modifier may follow a chain's `#if` block: what stands before the block is its base.
    while before >= 0, kind(before) == .poundEndif || kind(before) == .poundElse { before -= 1 }
    guard let kind = kind(before) else { return .implicit }
    switch kind {
    case .rightParen, .rightBrace, .rightSquare, .postfixQuestionMark, .exclamationMark:
      return .value
    case .identifier:
      guard let first = text(before).unicodeScalars.first else { return .implicit }
      return ("A"..."Z").contains(first) ? .type : .value
    case .keyword:
      guard token(before, is: "self") else { return .implicit }
      return self.kind(before - 1) == .period ? .value : .ownMember
    default:
      return .implicit
    }
  }

  /// How often the code in the body opened at `body` names one of `names` (or its projection,
  /// `$name`) through `self.`, and how often by the bare name (declarations and argument labels
  /// aside).
  func uses(of names: Set<String>, inBody body: Int) -> (values: OwnUses, projections: OwnUses) {
    var counts = (values: OwnUses(), projections: OwnUses())
    guard let close = partner(of: body) else { return counts }
    let declared = Set(declarations.lazy.filter { body < $0.name && $0.name < close }.map(\.name))
    for k in body..<close where isName(k) && !declared.contains(k) {
      let name = name(k)
      let isProjection = name.hasPrefix("$")
      guard names.contains(isProjection ? String(name.dropFirst()) : name) else { continue }
      let base = base(ofName: k)
      guard base == .ownMember || (base == .unqualified && kind(k + 1) != .colon) else { continue }
      if isProjection {
        counts.projections.add(qualified: base == .ownMember)
      } else {
        counts.values.add(qualified: base == .ownMember)
      }
    }
    return counts
  }

  /// The first token of `range` outside the brackets in it that satisfies `match`.
  func firstTopLevel(in range: Range<Int>, where match: (Int) -> Bool) -> Int? {
    var k = range.lowerBound
    while k < range.upperBound {
      if match(k) { return k }
      if tokens[k].kind.isOpeningBracket, let close = partner(of: k), close < range.upperBound {
        k = close
      }
      k += 1
    }
    return nil
  }
}

/// What a name is reached through: nothing, `self.`, another value, a type (a capitalised name), or
/// a leading dot, where the type is implied (`.destructive`, `case .alert(`, `return .sheet`).
/// How often code names its type's own members through `self.`, and how often by bare name.
struct OwnUses {
  var qualified = 0
  var bare = 0

  mutating func add(qualified isQualified: Bool) {
    if isQualified { qualified += 1 } else { bare += 1 }
  }

  mutating func add(_ other: OwnUses) {
    qualified += other.qualified
    bare += other.bare
  }

  /// Whether `self.` is written more often than not.
  var writesSelf: Bool { qualified > bare }
}

enum NameBase {
  case unqualified, ownMember, value, type, implicit

  /// `name` or `self.name`: a name of the code around it, not another value's member.
  var isOwn: Bool { self == .unqualified || self == .ownMember }
}
