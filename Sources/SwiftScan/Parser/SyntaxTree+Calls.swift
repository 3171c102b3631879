/// A call, decoded around its name: `name(arguments) { … } label: { … }`, with or without the
/// parentheses. Positions are token indices.
public struct Call: Sendable, Equatable {
  /// The callee's name: `alert` in `.alert(`, `Button` in `Button(`, `alert` in `content.alert(`.
  public var name: Int
  /// The `(` of the argument list, when there is one.
  public var openParen: Int?
  public var arguments: [Argument]
  /// Every trailing closure, the first one unlabelled.
  public var trailingClosures: [TrailingClosure]
  /// The index of the first token after the call.
  public var end: Int

  /// The first argument when it has no label: a title, a label, a value.
  public var firstUnlabelledArgument: Argument? { arguments.first.flatMap { $0.label == nil ? $0 : nil } }
}

/// One argument: its label (if any) and the tokens of its value.
public struct Argument: Sendable, Equatable {
  public var label: Int?
  public var value: Range<Int>
}

/// A closure after the call's parentheses; `label` is nil for the first one.
public struct TrailingClosure: Sendable, Equatable {
  public var label: Int?
  /// The `{`; its partner is the `}`.
  public var open: Int
}

extension SyntaxTree {
  // MARK: Calls

  /// The call whose name is the token at `index`, or nil when no `(` or closure follows it.
  ///
  /// A `(` on the next line starts a new statement, not an argument list, as in Swift.
  public func call(at index: Int) -> Call? {
    guard isName(index) else { return nil }
    var k = index + 1
    var call = Call(name: index, openParen: nil, arguments: [], trailingClosures: [], end: index + 1)
    if kind(k) == .leftParen, !tokens[k].startsLine, let close = partner(of: k) {
      call.openParen = k
      call.arguments = arguments(in: k)
      k = close + 1
    }
    // The first trailing closure, then `label: { … }` ones.
    if kind(k) == .leftBrace, blockKinds[k] == .closure, let close = partner(of: k) {
      call.trailingClosures.append(TrailingClosure(label: nil, open: k))
      k = close + 1
      while isName(k), kind(k + 1) == .colon, kind(k + 2) == .leftBrace, blockKinds[k + 2] == .closure,
        let close = partner(of: k + 2)
      {
        call.trailingClosures.append(TrailingClosure(label: k, open: k + 2))
        k = close + 1
      }
    }
    guard call.openParen != nil || !call.trailingClosures.isEmpty else { return nil }
    call.end = k
    return call
  }

  /// The arguments inside the parentheses opened at `open`, split at top-level commas.
  public func arguments(in open: Int) -> [Argument] {
    guard let close = partner(of: open), close > open + 1 else { return [] }
    var result: [Argument] = []
    var start = open + 1
    var k = start
    while k <= close {
      if k == close || tokens[k].kind == .comma {
        if k > start {
          if isName(start), kind(start + 1) == .colon, start + 2 <= k {
            result.append(Argument(label: start, value: (start + 2)..<k))
          } else {
            result.append(Argument(label: nil, value: start..<k))
          }
        }
        start = k + 1
        k += 1
        continue
      }
      if tokens[k].kind.isOpeningBracket, let partner = partner(of: k), partner < close {
        k = partner + 1
        continue
      }
      k += 1
    }
    return result
  }

  /// The value of the argument labelled `label`, if the call has one.
  public func argument(_ call: Call, labelled label: StaticString) -> Argument? {
    call.arguments.first { argument in argument.label.map { token($0, is: label) } ?? false }
  }

  /// The `{` of a closure given as the argument `label:` or as the trailing closure `label:`; nil
  /// asks for the first unlabelled trailing closure.
  public func closure(_ call: Call, labelled label: StaticString?) -> Int? {
    guard let label else { return call.trailingClosures.first { $0.label == nil }?.open }
    if let trailing = call.trailingClosures.first(where: { $0.label.map { token($0, is: label) } ?? false }) {
      return trailing.open
    }
    if let argument = argument(call, labelled: label), argument.value.count >= 2,
      kind(argument.value.lowerBound) == .leftBrace,
      partner(of: argument.value.lowerBound) == argument.value.upperBound - 1
    {
      return argument.value.lowerBound
    }
    return nil
  }

  // MARK: Modifier chains

  /// The link of a postfix chain that follows `index`: `.name`, `.name(…)`, `.name { … }`, with
  /// `#if`/`#elseif`/`#else`/`#endif` lines between links stepped over (every branch is kept).
  public func nextLink(after index: Int) -> Call? {
    let k = skippingDirectives(from: index)
    guard kind(k) == .period, isName(k + 1) else { return nil }
    return call(at: k + 1) ?? Call(name: k + 1, openParen: nil, arguments: [], trailingClosures: [], end: k + 2)
  }

  /// The links that follow the expression ending before `index`, in order.
  public func chain(after index: Int) -> [Call] {
    var links: [Call] = []
    var k = index
    while let link = nextLink(after: k) {
      links.append(link)
      k = link.end
    }
    return links
  }

  /// `index`, or the first token after the conditional-compilation lines that start there.
  public func skippingDirectives(from index: Int) -> Int {
    var k = index
    while let kind = kind(k), kind.isConditionalDirective { k = directiveLineEnd(k) }
    return k
  }

  /// The end of the directive line at `index`: the condition of `#if`/`#elseif` runs to the end of
  /// its line; `#else` and `#endif` stand alone.
  public func directiveLineEnd(_ index: Int) -> Int {
    var k = index + 1
    guard tokens[index].kind == .poundIf || tokens[index].kind == .poundElseif else { return k }
    while k < tokens.count && !tokens[k].startsLine {
      if tokens[k].kind.isOpeningBracket, let partner = partner(of: k) { k = partner }
      k += 1
    }
    return k
  }

  // MARK: Blocks

  /// The indices of the tokens directly inside the brackets opened at `open`: nested brackets are
  /// represented by their opening token only.
  public func topLevelTokens(in open: Int) -> [Int] {
    guard let close = partner(of: open) else { return [] }
    var result: [Int] = []
    var k = open + 1
    while k < close {
      result.append(k)
      if tokens[k].kind.isOpeningBracket, let partner = partner(of: k), partner < close {
        k = partner + 1
      } else {
        k += 1
      }
    }
    return result
  }

  /// The end of the expression that starts at `index`: the first `;`, `,`, closing bracket, or line
  /// that does not continue it (one that starts with `.member`, a binary operator, `?` or `:`).
  public func endOfExpression(from index: Int) -> Int {
    var k = index
    while k < tokens.count {
      let token = tokens[k]
      if k > index && token.startsLine {
        switch token.kind {
        case .period, .binaryOperator, .infixQuestionMark, .colon, .arrow: break
        default: return k
        }
      }
      switch token.kind {
      case .semicolon, .comma, .rightBrace, .rightParen, .rightSquare:
        return k
      case .leftParen, .leftSquare, .leftBrace:
        guard let close = partner(of: k) else { return k }
        k = close
      default:
        break
      }
      k += 1
    }
    return k
  }
}
