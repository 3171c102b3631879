/// The light syntax of one Swift file: tokens, bracket pairs, block kinds and declarations.
///
/// Building it is two linear passes over the tokens with explicit stacks, so nesting depth never
/// reaches the call stack. Calls, arguments, trailing closures and modifier chains are decoded on
/// demand from the bracket pairs (see `SyntaxTree+Calls.swift`), because a linter needs them only
/// around the few names it looks for. A class, as it never changes: the model hands trees around
/// by the thousand, and a copy of a struct of arrays would retain each of them.
public final class SyntaxTree: Sendable {
  public let bytes: [UInt8]
  public let tokens: [Token]
  public let comments: [Comment]
  public let diagnostics: [ScanDiagnostic]
  /// For each bracket token, the index of its partner; -1 for other tokens and unmatched brackets.
  public let partners: [Int32]
  /// For each opening bracket, the opening bracket that holds it; -1 at the top level.
  public let parents: [Int32]
  /// For each `{` token, what it opens; `.none` for other tokens.
  public let blockKinds: [BlockKind]
  /// Every declaration, in source order; `Declaration.parent` indexes this array.
  public let declarations: [Declaration]
  /// The named type and extension declarations by the hash of their simple name's bytes (`Inner`
  /// of `Outer.Inner`), each as the hash's 32 low bits above the declaration's index: ascending,
  /// by hash, then in source order. Those whose simple name is not ASCII are in `unhashedTypes`.
  private let typeNames: [UInt64]
  private let unhashedTypes: [Int]

  /// Lexes and parses `bytes`.
  public init(_ bytes: [UInt8]) {
    let lexed = Lexer.tokenize(bytes)
    self.bytes = bytes
    self.tokens = lexed.tokens
    self.comments = lexed.comments
    let brackets = BracketMatcher.match(lexed.tokens)
    self.partners = brackets.partners
    self.parents = brackets.parents
    self.diagnostics = lexed.diagnostics + brackets.diagnostics
    let declarations = DeclarationScanner(bytes: bytes, tokens: lexed.tokens, partners: brackets.partners)
      .scan()
    self.blockKinds = declarations.blockKinds
    self.declarations = declarations.declarations.trimmed()
    (typeNames, unhashedTypes) = Self.typeNameTables(self.declarations, lexed.tokens, bytes)
  }

  /// The bytes of the simple name (`Inner` of `Outer.Inner`, past any trailing dots) of the named
  /// declaration `index`; a name of dots alone is its own simple name.
  public func simpleNameBytes(of index: Int) -> Range<Int> {
    Self.simpleNameBytes(of: declarations[index], tokens, bytes)
  }

  private static func simpleNameBytes(of declaration: Declaration, _ tokens: [Token], _ bytes: [UInt8]) -> Range<Int> {
    let start = Int(tokens[declaration.name].start)
    let end = Int(tokens[declaration.nameEnd - 1].end)
    var last = end
    while last > start && bytes[last - 1] == UInt8(ascii: ".") { last -= 1 }
    guard last > start else { return start..<end }
    var first = last
    while first > start && bytes[first - 1] != UInt8(ascii: ".") { first -= 1 }
    return first..<last
  }

  /// The 32 low bits of a name's hash, the key of `typeNames` and of the model's name tables.
  public static func nameHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: TypeNameSkim.hash(bytes)))
  }

  /// The named type and extension declarations that may be simply named `name`, in source order:
  /// a lookup in a file of thousands of types costs the types of that name, not all of them.
  /// Callers compare the names; a name whose hash is shared only adds candidates.
  public func typeDeclarations(maybeNamed name: String) -> [Int] {
    var name = name
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
      return declarations.indices.filter { declarations[$0].isType && declarations[$0].hasName }
    }
    let hash = name.withUTF8 { Self.nameHash($0) }
    let hashed = typeNames[typeNames.partitionPoint { $0 >> 32 >= hash }...].prefix { $0 >> 32 == hash }.map {
      Int($0 & 0xFFFF_FFFF)
    }
    return unhashedTypes.isEmpty ? hashed : (hashed + unhashedTypes).sorted()
  }

  /// The declarations whose parent is declaration `index`, in source order: they follow it, before
  /// the first declaration past its body, so a file's other declarations are not visited.
  public func members(of index: Int) -> [Int] {
    guard let open = declarations[index].body else { return [] }
    let close = partner(of: open) ?? Int.max
    var members: [Int] = []
    var k = index + 1
    while k < declarations.count && declarations[k].start < close {
      if declarations[k].parent == index { members.append(k) }
      k += 1
    }
    return members
  }

  private static func typeNameTables(_ declarations: [Declaration], _ tokens: [Token], _ bytes: [UInt8]) -> (
    [UInt64], [Int]
  ) {
    var hashed: [UInt64] = []
    var unhashed: [Int] = []
    bytes.withUnsafeBufferPointer { buffer in
      for (index, declaration) in declarations.enumerated() where declaration.isType && declaration.hasName {
        let simple = simpleNameBytes(of: declaration, tokens, bytes)
        guard buffer[simple].allSatisfy({ $0 < 0x80 }) else {
          unhashed.append(index)
          continue
        }
        hashed.append(nameHash(UnsafeBufferPointer(rebasing: buffer[simple])) << 32 | UInt64(index))
      }
    }
    return (hashed.sorted(), unhashed)
  }

  // MARK: Tokens

  /// The partner of the bracket at `index`, or nil when it has none.
  @inlinable public func partner(of index: Int) -> Int? {
    let p = partners[index]
    return p < 0 ? nil : Int(p)
  }

  @inlinable public func kind(_ index: Int) -> TokenKind? { tokens.kind(at: index) }

  /// The source text of the token at `index`.
  public func text(_ index: Int) -> String {
    String(decoding: bytes[tokens[index].range], as: UTF8.self)
  }

  /// The source text from the start of token `range.lowerBound` to the end of token
  /// `range.upperBound - 1`, comments and spacing included.
  public func text(_ range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    let start = Int(tokens[range.lowerBound].start)
    let end = Int(tokens[range.upperBound - 1].end)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether the token at `index` exists and spells `word`, compared byte by byte.
  public func token(_ index: Int, is word: StaticString) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    let length = word.utf8CodeUnitCount
    guard Int(token.end - token.start) == length else { return false }
    let start = Int(token.start)
    let w = word.utf8Start
    for k in 0..<length where bytes[start + k] != w[k] { return false }
    return true
  }

  /// Whether the token at `index` is an identifier (or keyword) spelled `word`.
  public func token(_ index: Int, isName word: String) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    return bytes[tokens[index].range].elementsEqual(word.utf8)
  }

  /// Whether the token at `index` is a name spelled `name`, as written or between backticks.
  public func token(_ index: Int, spells name: String) -> Bool {
    guard isName(index) else { return false }
    let range = tokens[index].range
    if bytes[range].elementsEqual(name.utf8) { return true }
    let backtick = UInt8(ascii: "`")
    return range.count >= 2 && bytes[range.lowerBound] == backtick && bytes[range.upperBound - 1] == backtick
      && bytes[(range.lowerBound + 1)..<(range.upperBound - 1)].elementsEqual(name.utf8)
  }

  /// The name of an identifier token without backticks (`` `default` `` → `default`).
  public func name(_ index: Int) -> String {
    let text = text(index)
    if text.utf8.count >= 2 && text.hasPrefix("`") && text.hasSuffix("`") {
      return String(text.dropFirst().dropLast())
    }
    return text
  }

  /// The tokens of a property's initial value.
  public func initializer(of declaration: Declaration) -> Range<Int>? {
    guard let start = declaration.initializer else { return nil }
    let end = endOfExpression(from: start)
    return end > start ? start..<end : nil
  }

  /// Whether the token at `index` is an identifier or keyword (a name, in the parser's eyes).
  @inlinable public func isName(_ index: Int) -> Bool {
    guard let kind = kind(index) else { return false }
    return kind == .identifier || kind == .keyword || kind == .dollarIdentifier
  }
}

/// What a `{` opens.
public enum BlockKind: UInt8, Sendable {
  /// Not a `{` token.
  case none
  /// A closure expression, trailing or not.
  case closure
  /// The members of a type or extension.
  case typeBody
  /// The body of a function, initializer, deinitializer or subscript.
  case functionBody
  /// The accessors or getter of a computed property, or an accessor (`get`, `didSet`, …) itself.
  case accessor
  /// The body of `if`, `else`, `guard`, `for`, `while`, `repeat`, `do`, `catch`, `switch`, `defer`.
  case statement
}
