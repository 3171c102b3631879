/// Finds declarations and classifies every `{` in one forward pass over the tokens.
///
/// A declaration keyword or a statement keyword (`if`, `for`, …) leaves a *claim* on the next `{`
/// at its bracket depth; a `{` nobody claims opens a closure. Claims die when their depth closes,
/// at `;`, and when the next declaration at the same depth begins (a protocol requirement has no
/// body). The pass keeps its own depth stack, so it never recurses; it compares the lexer's words,
/// never bytes; and a declaration's header is read up to the next keyword at most, so that no input
/// makes one token be read again and again.
struct DeclarationScanner {
  let bytes: [UInt8]
  let tokens: [Token]
  let partners: [Int32]

  struct Output {
    var declarations: [Declaration] = []
    var blockKinds: [BlockKind]
  }

  struct Claim {
    var depth: Int
    var kind: BlockKind
    var declaration: Int?
  }

  /// Attributes and modifiers waiting for the declaration they belong to.
  struct Prefix {
    var start: Int? = nil
    var attributes: [Attribute] = []
    var isStatic = false
  }

  func scan() -> Output {
    var output = Output(blockKinds: [BlockKind](repeating: .none, count: tokens.count))
    /// Open brackets, each with the declaration whose members or statements it holds, and whether
    /// it is that declaration's own body (not a closure, block or bracket inside it).
    var open: [(token: Int, enclosing: Int?, isBody: Bool)] = []
    /// Sorted by depth: a claim deeper than the current depth has died with its bracket.
    var claims: [Claim] = []
    var prefix = Prefix()

    func dropClaims(atOrDeeperThan depth: Int) {
      while let last = claims.last, last.depth >= depth { claims.removeLast() }
    }
    func resetPrefix() {
      if prefix.start != nil { prefix = Prefix() }
    }

    let cased = Self.cased
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      // Most tokens are plain names and punctuation, which only end a prefix: a test the processor
      // predicts, before the switch's indirect branch, which it mispredicts.
      if token.word == .none && !cased.contains(token.kind) {
        resetPrefix()
        index += 1
        continue
      }
      let depth = open.count
      switch token.kind {
      case .leftBrace:
        var kind = BlockKind.closure
        var owner: Int? = nil
        if let claim = claims.last, claim.depth == depth {
          claims.removeLast()
          kind = claim.kind
          owner = claim.declaration
          if let owner { output.declarations[owner].body = index }
        } else if isAccessorName(index - 1), let parent = open.last, output.blockKinds[parent.token] == .accessor {
          kind = .accessor  // `get {`, `set {`, `didSet {` inside a property's accessor block
        }
        output.blockKinds[index] = kind
        if partner(of: index) != nil { open.append((index, owner ?? open.last?.enclosing, owner != nil)) }
        resetPrefix()
      case .leftParen, .leftSquare:
        if partner(of: index) != nil { open.append((index, open.last?.enclosing, false)) }
        resetPrefix()
      case .rightParen, .rightSquare, .rightBrace:
        if let last = open.last, partner(of: index) == last.token { open.removeLast() }
        dropClaims(atOrDeeperThan: open.count + 1)
        resetPrefix()
      case .semicolon:
        dropClaims(atOrDeeperThan: depth)
        resetPrefix()
      case .atSign:
        guard let attribute = attribute(at: index) else { break }
        prefix.start = prefix.start ?? index
        prefix.attributes.append(attribute)
        index = (attribute.arguments.flatMap(partner(of:)) ?? attribute.nameEnd - 1) + 1
        continue
      case .keyword, .identifier:
        let word = token.word
        guard word != .none else {
          resetPrefix()
          break
        }
        if word.opensStatementBody {
          dropClaims(atOrDeeperThan: depth)
          claims.append(Claim(depth: depth, kind: .statement, declaration: nil))
          resetPrefix()
        } else if isModifier(index) {
          prefix.start = prefix.start ?? index
          if word == .static || word == .class { prefix.isStatic = true }
          // `private(set)`, `nonisolated(unsafe)`
          if tokens.kind(at: index + 1) == .leftParen, let close = partner(of: index + 1) {
            index = close + 1
            continue
          }
        } else if var declaration = declaration(at: index) {
          declaration.start = prefix.start ?? index
          declaration.attributes = prefix.attributes
          declaration.isStatic = prefix.isStatic
          declaration.parent = open.last?.enclosing
          declaration.isDirectMember = open.last?.isBody ?? true
          dropClaims(atOrDeeperThan: depth)
          if let bodyKind = bodyKind(of: declaration) {
            claims.append(Claim(depth: depth, kind: bodyKind, declaration: output.declarations.count))
          }
          output.declarations.append(declaration)
          resetPrefix()
          // Go on from the name: generic clauses, parameters and values hold brackets to track.
          index = max(declaration.name, index + 1)
          continue
        } else {
          resetPrefix()
        }
      default:
        resetPrefix()
      }
      index += 1
    }
    return output
  }

  /// The kinds the switch of `scan` has a case of their own for, besides names.
  private static let cased = TokenKindSet([
    .leftBrace, .leftParen, .leftSquare, .rightParen, .rightSquare, .rightBrace, .semicolon, .atSign,
  ])

  // MARK: Token tests

  func word(_ index: Int) -> Word { index >= 0 && index < tokens.count ? tokens[index].word : .none }

  /// The partner of the bracket at `index`, or nil when it has none.
  func partner(of index: Int) -> Int? {
    let p = partners[index]
    return p < 0 ? nil : Int(p)
  }

  func isNameToken(_ index: Int) -> Bool {
    tokens.kind(at: index) == .identifier || tokens.kind(at: index) == .keyword
  }

  func isAccessorName(_ index: Int) -> Bool {
    guard tokens.kind(at: index) == .identifier || word(index) == .`init` else { return false }
    switch word(index) {
    case .get, .set, .didSet, .willSet, ._modify, ._read, .`init`: return true
    default: return false
    }
  }

  /// Declaration modifiers, including `class` when it modifies a member (`class func`).
  func isModifier(_ index: Int) -> Bool {
    switch word(index) {
    case .class:
      // `class func f()`, `class var x`, `class override func`: a modifier; `class Name` is a type.
      return !(tokens.kind(at: index + 1) == .identifier && !isModifier(index + 1))
    case .static, .private, .fileprivate, .internal, .public, .open, .final, .override, .lazy, .weak, .unowned,
      .mutating, .nonmutating, .nonisolated, .required, .convenience, .dynamic, .optional, .indirect, .package,
      .consuming, .borrowing:
      return true
    default:
      return false
    }
  }

  /// Whether a declaration's header stops at the keyword at `index`: every keyword but the few
  /// that occur inside types.
  func endsHeader(_ index: Int) -> Bool {
    guard tokens.kind(at: index) == .keyword else { return false }
    switch word(index) {
    case .Any, .Self, .self, .throws, .rethrows, .inout: return false
    default: return true
    }
  }

  // MARK: Pieces

  /// `@Name`, `@Module.Name`, `@Name(arguments)`, `@Name<T>` (generic arguments are skipped as
  /// operators).
  func attribute(at index: Int) -> Attribute? {
    guard isNameToken(index + 1) else { return nil }
    var end = index + 2
    while tokens.kind(at: end) == .period && isNameToken(end + 1) && tokens[end].start == tokens[end - 1].end {
      end += 2
    }
    var arguments: Int? = nil
    if tokens.kind(at: end) == .leftParen && tokens[end].start == tokens[end - 1].end && partner(of: end) != nil {
      arguments = end
    }
    return Attribute(name: index + 1, nameEnd: end, arguments: arguments)
  }

  /// What a declaration's `{` opens, or nil when it has no body to claim.
  func bodyKind(of declaration: Declaration) -> BlockKind? {
    switch declaration.kind {
    case .struct, .class, .enum, .actor, .protocol, .extension: .typeBody
    case .function, .initializer, .subscript: .functionBody
    case .variable: declaration.initializer == nil ? .accessor : nil
    case .enumCase: nil
    }
  }

  private func make(_ kind: Declaration.Kind, at index: Int, name: Int, nameEnd: Int) -> Declaration {
    Declaration(
      kind: kind, start: index, keyword: index, name: name, nameEnd: nameEnd, attributes: [], isStatic: false,
      isConstant: false, inheritance: [], parameters: nil, type: nil, initializer: nil, body: nil, parent: nil)
  }

  /// The declaration introduced by the word at `index`, if it is one.
  func declaration(at index: Int) -> Declaration? {
    switch word(index) {
    case .var, .let:
      return variable(at: index)
    case .func:
      guard let nameIndex = functionName(after: index) else { return nil }
      var declaration = make(.function, at: index, name: nameIndex, nameEnd: nameIndex + 1)
      signature(of: &declaration, from: nameIndex + 1)
      return declaration
    case .`init`:
      // `init` as a member declaration, not `.init(` or `Self.init(`.
      guard tokens.kind(at: index - 1) != .period else { return nil }
      var next = index + 1
      if tokens.kind(at: next) == .postfixQuestionMark || tokens.kind(at: next) == .exclamationMark { next += 1 }
      guard tokens.kind(at: next) == .leftParen || startsGenericClause(next) else { return nil }
      var declaration = make(.initializer, at: index, name: index, nameEnd: index)
      signature(of: &declaration, from: next)
      return declaration
    case .case:
      // An enum case inside a type body: `case a, b(String)`; `case` in a switch is a label.
      guard tokens.kind(at: index + 1) == .identifier else { return nil }
      let after = tokens.kind(at: index + 2)
      guard
        after == nil || after == .comma || after == .leftParen || after == .equal || after == .semicolon
          || after == .rightBrace || tokens[index + 2].startsLine
      else { return nil }
      return make(.enumCase, at: index, name: index + 1, nameEnd: index + 2)
    case .enum: return typeDeclaration(.enum, at: index)
    case .class: return typeDeclaration(.class, at: index)
    case .struct: return typeDeclaration(.struct, at: index)
    case .protocol: return typeDeclaration(.protocol, at: index)
    case .extension: return typeDeclaration(.extension, at: index)
    case .subscript:
      guard tokens.kind(at: index + 1) == .leftParen || startsGenericClause(index + 1) else { return nil }
      var declaration = make(.subscript, at: index, name: index, nameEnd: index)
      signature(of: &declaration, from: index + 1)
      return declaration
    case .actor:
      // A contextual keyword: `actor Name {`, `actor Name: P`, `actor Name<T>`.
      guard tokens.kind(at: index + 1) == .identifier else { return nil }
      let after = tokens.kind(at: index + 2)
      guard after == .leftBrace || after == .colon || startsGenericClause(index + 2) else { return nil }
      return typeDeclaration(.actor, at: index)
    default:
      return nil
    }
  }

  /// `struct Name<T>: A, B where … {` and friends; `extension Outer.Inner: P {`.
  func typeDeclaration(_ kind: Declaration.Kind, at index: Int) -> Declaration? {
    guard isNameToken(index + 1) else { return nil }
    var nameEnd = index + 2
    if kind == .extension {
      while tokens.kind(at: nameEnd) == .period && isNameToken(nameEnd + 1) { nameEnd += 2 }
    }
    var declaration = make(kind, at: index, name: index + 1, nameEnd: nameEnd)
    // Skip generic parameters, then read the inheritance clause up to `where`, `{` or a keyword.
    var k = nameEnd
    if startsGenericClause(k) { k = skipGenericClause(from: k) }
    guard tokens.kind(at: k) == .colon else { return declaration }
    k += 1
    var typeStart = k
    while k < tokens.count {
      switch tokens[k].kind {
      case .comma:
        if k > typeStart { declaration.inheritance.append(typeStart..<k) }
        typeStart = k + 1
      case .leftParen, .leftSquare:
        k = partner(of: k) ?? k
      case .leftBrace, .rightBrace, .rightParen, .rightSquare, .semicolon:
        if k > typeStart && tokens[k].kind == .leftBrace { declaration.inheritance.append(typeStart..<k) }
        return declaration
      case .keyword where endsHeader(k):
        if k > typeStart { declaration.inheritance.append(typeStart..<k) }
        return declaration
      default:
        break
      }
      k += 1
    }
    return declaration
  }

  /// Whether an operator token starting with `<` (the lexer's view of a generic clause) is at `index`.
  func startsGenericClause(_ index: Int) -> Bool {
    guard let kind = tokens.kind(at: index),
      kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator
    else { return false }
    return bytes[Int(tokens[index].start)] == UInt8(ascii: "<")
  }

  /// Skips `<…>` (the lexer makes its pieces operators) and returns the index after it.
  func skipGenericClause(from index: Int) -> Int {
    var depth = 0
    var k = index
    while k < tokens.count {
      let kind = tokens[k].kind
      if kind == .leftBrace || kind == .rightBrace || kind == .semicolon || endsHeader(k) { return k }
      if kind == .leftParen || kind == .leftSquare {
        k = (partner(of: k) ?? k) + 1
        continue
      }
      if kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator {
        depth += tokens[k].angleChange(in: bytes)
        if depth <= 0 { return k + 1 }
      }
      k += 1
    }
    return k
  }

  /// The name after `func`: an identifier, a backticked name, or an operator.
  func functionName(after index: Int) -> Int? {
    switch tokens.kind(at: index + 1) {
    case .identifier?, .keyword?, .binaryOperator?, .prefixOperator?, .postfixOperator?, .exclamationMark?,
      .postfixQuestionMark?, .infixQuestionMark?, .equal?, .period?, .prefixAmpersand?, .arrow?:
      return index + 1
    default:
      return nil
    }
  }

  /// Reads `<T>(params) async throws -> Result where …` from `index`.
  func signature(of declaration: inout Declaration, from index: Int) {
    var k = index
    if startsGenericClause(k) { k = skipGenericClause(from: k) }
    guard tokens.kind(at: k) == .leftParen, let close = partner(of: k) else { return }
    declaration.parameters = k
    k = close + 1
    // Effects, then an optional `-> Type` up to `where`, `{` or the end of the line.
    while k < tokens.count, tokens.kind(at: k) == .identifier || word(k) == .throws || word(k) == .rethrows {
      if tokens[k].startsLine { return }
      k += 1
      if tokens.kind(at: k) == .leftParen, let close = partner(of: k) { k = close + 1 }  // `throws(E)`
    }
    guard tokens.kind(at: k) == .arrow else { return }
    let typeStart = k + 1
    let typeEnd = endOfType(from: typeStart)
    if typeEnd > typeStart { declaration.type = typeStart..<typeEnd }
  }

  /// A type runs to `{`, `=`, `,`, `;`, a closing bracket, a keyword (`where`, the next
  /// declaration) or the end of its line, outside its generic arguments (`Task<Void, Never>`).
  func endOfType(from index: Int) -> Int {
    var k = index
    var angles = 0
    while k < tokens.count {
      let token = tokens[k]
      if k > index && angles == 0 && token.startsLine && token.kind != .period && token.kind != .binaryOperator
        && token.kind != .arrow
      {
        return k
      }
      switch token.kind {
      case .comma where angles > 0:
        break
      case .binaryOperator, .prefixOperator, .postfixOperator:
        angles = max(0, angles + token.angleChange(in: bytes))
      case .leftBrace, .equal, .comma, .semicolon, .rightBrace, .rightParen, .rightSquare:
        return k
      case .keyword where endsHeader(k):
        return k
      case .leftParen, .leftSquare:
        guard let close = partner(of: k) else { return k }
        k = close
      default:
        break
      }
      k += 1
    }
    return k
  }

  /// `var name: Type = value`, `let name = value`, `var name: Type { … }`.
  func variable(at index: Int) -> Declaration? {
    // `if let x`, `guard var y`, `case let .a(x)`, `for var i`: bindings in statements are not members.
    switch word(index - 1) {
    case .if, .guard, .case, .for, .while: return nil
    default: break
    }
    if tokens.kind(at: index - 1) == .comma || tokens.kind(at: index - 1) == .leftParen { return nil }
    var declaration = make(.variable, at: index, name: index + 1, nameEnd: index + 1)
    declaration.isConstant = word(index) == .let
    var k = index + 1
    if tokens.kind(at: k) == .identifier || (tokens.kind(at: k) == .keyword && tokens[k].end - tokens[k].start > 1) {
      declaration.nameEnd = k + 1
      k += 1
    } else if tokens.kind(at: k) == .leftParen, let close = partner(of: k) {
      k = close + 1  // a tuple pattern: no single name
    } else {
      return nil
    }
    if tokens.kind(at: k) == .colon {
      let typeEnd = endOfType(from: k + 1)
      if typeEnd > k + 1 { declaration.type = (k + 1)..<typeEnd }
      k = typeEnd
    }
    // The value's end is found when someone asks (`SyntaxTree.initializer(of:)`): reading it here
    // would read `let a = let b = …` once per declaration.
    if tokens.kind(at: k) == .equal, k + 1 < tokens.count { declaration.initializer = k + 1 }
    return declaration
  }
}
