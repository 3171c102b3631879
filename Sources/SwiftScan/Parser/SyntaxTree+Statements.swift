/// How a closure is attached to the call that receives it.
public struct ClosureOwner: Sendable, Equatable {
  /// The call's name token.
  public var call: Int
  /// The argument or trailing-closure label (`label` in `label: { … }`), if any.
  public var label: Int?
}

extension SyntaxTree {
  /// The statements directly inside the block opened at `open`, as token ranges.
  ///
  /// A statement ends at `;` or at a line that does not continue it: a line starting with
  /// `.member`, a binary operator, `?`, `:`, `->`, `else`, `catch`, `label: {` after `}`, or a
  /// `{` after a name or `)` (a trailing closure) goes on.
  /// A closure's signature (`item in`) is not a statement, and each `#if`/`#elseif`/`#else`/`#endif`
  /// line is a statement of its own.
  public func statements(in open: Int) -> [Range<Int>] {
    guard let close = partner(of: open) else { return [] }
    var start = open + 1
    if tokens[open].kind == .leftBrace, let signatureEnd = closureSignatureEnd(open) { start = signatureEnd }
    return statements(in: start..<close)
  }

  /// The statements in `range`, which must not cut a bracket pair; see `statements(in:)`.
  public func statements(in range: Range<Int>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = range.lowerBound
    var k = start
    func finish(_ end: Int) {
      if end > start { result.append(start..<end) }
      start = end
    }
    while k < range.upperBound {
      let token = tokens[k]
      if token.kind == .semicolon {
        finish(k)
        start = k + 1
        k += 1
        continue
      }
      if token.kind.isConditionalDirective {
        finish(k)
        k = min(directiveLineEnd(k), range.upperBound)
        finish(k)
        continue
      }
      if k > start && token.startsLine && !continuesStatement(k) { finish(k) }
      if token.kind.isOpeningBracket, let partner = partner(of: k), partner < range.upperBound {
        k = partner + 1
      } else {
        k += 1
      }
    }
    finish(range.upperBound)
    return result
  }

  /// Whether the token at `index`, first on its line, carries on the statement before it.
  func continuesStatement(_ index: Int) -> Bool {
    // No statement ends with a comma: `if let a = x,` goes on with its next condition.
    if index > 0 && tokens[index - 1].kind == .comma { return true }
    switch tokens[index].kind {
    case .period, .binaryOperator, .infixQuestionMark, .colon, .arrow, .equal:
      return true
    case .keyword:
      let word = tokens[index].word
      return word == .else || word == .catch || word == .where
    case .identifier:
      // `} message: {` with the label on a new line.
      return kind(index - 1) == .rightBrace && kind(index + 1) == .colon && kind(index + 2) == .leftBrace
    case .leftBrace:
      // The body of an `if`, a loop or a declaration on a line of its own (`if ready\n{`), or a
      // trailing closure there (`Button\n{`, `Button(role: .cancel)\n{`, `} label:\n{`), which
      // Swift hands to the call before it.
      return blockKinds[index] != .closure || kind(index - 1) == .identifier || kind(index - 1) == .rightParen
        || (kind(index - 1) == .colon && kind(index - 2) == .identifier && kind(index - 3) == .rightBrace)
    default:
      return false
    }
  }

  /// Where the body of the closure opened at `open` starts, when the closure has a signature
  /// (`item in`, `(a, b) in`, `[weak self] value in`); nil otherwise.
  public func closureSignatureEnd(_ open: Int) -> Int? {
    guard let close = partner(of: open) else { return nil }
    var k = open + 1
    while k < close {
      let kind = tokens[k].kind
      switch kind {
      case .keyword:
        switch tokens[k].word {
        case .in: return k + 1
        case .throws, .inout, .self, .Any: break
        default: return nil
        }
      case .identifier, .dollarIdentifier, .wildcard, .comma, .colon, .arrow, .period, .postfixQuestionMark,
        .exclamationMark, .binaryOperator, .prefixOperator, .postfixOperator, .atSign:
        break
      case .leftParen, .leftSquare:
        guard let partner = partner(of: k) else { return nil }
        k = partner
      default:
        return nil
      }
      k += 1
    }
    return nil
  }

  /// The parameter names of the closure opened at `open` (`{ name in`, `{ (name, other) in`), as
  /// tokens; empty without a signature.
  public func closureParameters(_ open: Int) -> [Int] {
    guard let end = closureSignatureEnd(open) else { return [] }
    // `in` ends the signature; the parameters are the names before it, outside any type.
    return ((open + 1)..<(end - 1)).filter { k in
      kind(k) == .identifier && [.leftBrace, .leftParen, .comma].contains(kind(k - 1))
    }
  }

  /// The innermost bracket that contains the token at `index`; nil at the top level.
  ///
  /// The nearest bracket before the token tells: an opener holds it, and a closer's pair sits in
  /// the bracket that holds the token too. The walk back stops at the nearest bracket, so the cost
  /// does not grow with the size of the block.
  public func enclosingBracket(of index: Int) -> Int? {
    // A paired opener was recorded in the bracket it sits in: walking back from it could pass a
    // whole type's worth of declarations without a bracket, once for every dialog of the type.
    if kind(index)?.isOpeningBracket == true, partner(of: index) != nil {
      return parents[index] >= 0 ? Int(parents[index]) : nil
    }
    var k = index - 1
    while k >= 0 {
      let kind = tokens[k].kind
      if kind.isOpeningBracket {
        // An unmatched opener holds everything after it; a matched one holds the token only if
        // it closes after it.
        guard let partner = partner(of: k), partner < index else { return k }
        k = partner - 1  // cannot happen for the nearest bracket, but keep walking if it does
        continue
      }
      if kind.isClosingBracket {
        guard let opener = partner(of: k) else {
          k -= 1  // a stray closer: step over it
          continue
        }
        let parent = parents[opener]
        guard parent >= 0 else { return nil }
        if let close = partner(of: Int(parent)), close < index {
          k = close - 1  // recovery left the pair's parent closed early
          continue
        }
        return Int(parent)
      }
      k -= 1
    }
    return nil
  }

  /// Visits the closures around the token at `index`, innermost first, with the call that receives
  /// each; stops when `visit` returns false.
  public func forEachEnclosingClosure(of index: Int, _ visit: (_ open: Int, _ owner: ClosureOwner) -> Bool) {
    var k = index
    while let open = enclosingBracket(of: k) {
      k = open
      guard tokens[open].kind == .leftBrace, blockKinds[open] == .closure, let owner = owner(ofClosure: open) else {
        continue
      }
      if !visit(open, owner) { return }
    }
  }

  /// Where the member path `path` (`showDelete`, `model.isEditing`) written at `index` ends, or nil
  /// when the tokens there spell something else. `self.path` matches; `other.path` does not.
  public func endOfPath(_ path: [String], at index: Int) -> Int? {
    if kind(index - 1) == .period && !(token(index - 2, is: "self") && kind(index - 3) != .period) { return nil }
    var k = index
    for (n, component) in path.enumerated() {
      if n > 0 {
        guard kind(k) == .period else { return nil }
        k += 1
      }
      guard token(k, spells: component) else { return nil }
      k += 1
    }
    return k
  }

  /// The call that receives the closure opened at `open`, and how.
  public func owner(ofClosure open: Int) -> ClosureOwner? {
    let previous = open - 1
    guard let before = kind(previous) else { return nil }
    switch before {
    case .rightParen:
      // `name(…) {`
      guard let paren = partner(of: previous), isName(paren - 1) else { return nil }
      return ClosureOwner(call: paren - 1, label: nil)
    case .identifier, .keyword:
      // `name {`, or `} label: {` handled below; keywords such as `in` never reach here as
      // closures are classified by the parser.
      return ClosureOwner(call: previous, label: nil)
    case .colon:
      let label = previous - 1
      guard isName(label) else { return nil }
      if kind(label - 1) == .rightBrace, var first = partner(of: label - 1) {
        // `} label: {`: the same call as the closures before it; walk back to the first one
        // (a loop: a chain of labelled closures is as long as the input).
        while kind(first - 1) == .colon, isName(first - 2), kind(first - 3) == .rightBrace,
          let previousOpen = partner(of: first - 3)
        {
          first = previousOpen
        }
        guard let owner = owner(ofClosure: first), owner.label == nil else { return nil }
        return ClosureOwner(call: owner.call, label: label)
      }
      guard let paren = enclosingBracket(of: open), kind(paren) == .leftParen, isName(paren - 1) else { return nil }
      return ClosureOwner(call: paren - 1, label: label)
    case .leftParen, .comma:
      guard let paren = enclosingBracket(of: open), kind(paren) == .leftParen, isName(paren - 1) else { return nil }
      return ClosureOwner(call: paren - 1, label: nil)
    default:
      return nil
    }
  }
}

extension SyntaxTree {
  /// The `case` and `default` (also `@unknown default`) that start the clauses of the `switch`
  /// whose body opens at `open`, in order: not a pattern of `if case`, `guard case`, `while case`,
  /// `for case` or a condition after a comma.
  public func switchLabels(in open: Int) -> [Int] {
    topLevelTokens(in: open).filter { k in
      (tokens[k].word == .case || tokens[k].word == .default)
        && !([.if, .guard, .while, .for].contains(tokens[k - 1].word) || kind(k - 1) == .comma)
    }
  }

  /// The bodies of the `if`/`else if`/`else` chain or the `switch` that is `statement`, each as its
  /// statements, and whether one of them always runs (a final `else`; a `switch` is exhaustive);
  /// nil when the statement is neither, or a `switch` has no case or a case label no `:`.
  public func branches(of statement: Range<Int>) -> (bodies: [[Range<Int>]], isExhaustive: Bool)? {
    var first = statement.lowerBound
    if tokens[first].word == .return { first += 1 }
    if token(first, is: "switch") {
      guard
        let open = (first..<statement.upperBound).first(where: {
          kind($0) == .leftBrace && blockKinds[$0] == .statement
        }),
        let close = partner(of: open)
      else { return nil }
      let top = topLevelTokens(in: open)
      let labels = switchLabels(in: open)
      guard !labels.isEmpty else { return nil }
      var bodies: [[Range<Int>]] = []
      for (n, label) in labels.enumerated() {
        let end = n + 1 < labels.count ? labels[n + 1] : close
        guard let colon = top.first(where: { $0 > label && $0 < end && kind($0) == .colon }) else { return nil }
        bodies.append(statements(in: (colon + 1)..<end))
      }
      return (bodies, true)
    }
    guard token(first, is: "if") else { return nil }
    var bodies: [[Range<Int>]] = []
    var isExhaustive = false
    var k = first
    while k < statement.upperBound {
      if kind(k) == .leftBrace, blockKinds[k] == .statement, let close = partner(of: k) {
        bodies.append(statements(in: k))
        isExhaustive = token(k - 1, is: "else")
        k = close + 1
        continue
      }
      if kind(k)?.isOpeningBracket == true, let close = partner(of: k) {
        k = close + 1
        continue
      }
      k += 1
    }
    return (bodies, isExhaustive)
  }
}

extension SyntaxTree {
  /// Whether `name` is one plain identifier, usable as a name without backquotes: not a keyword,
  /// not starting with a digit.
  public static func isIdentifier(_ name: String) -> Bool {
    let tree = SyntaxTree(Array(name.utf8))
    return tree.tokens.count == 1 && tree.tokens[0].kind == .identifier && tree.tokens[0].range.count == name.utf8.count
  }
}
