/// Pairs `(`/`)`, `[`/`]` and `{`/`}` with an explicit stack.
///
/// Recovery keeps the pairs a reader would see: a closer that does not fit the innermost opener
/// closes the nearest opener of its own kind (the ones in between stay unmatched), and a closer
/// with no opener of its kind is left alone. Brackets opened in one `#if` branch and left open are
/// abandoned at `#elseif`/`#else`, so that the code after `#endif` still pairs with the branch
/// that is read last.
enum BracketMatcher {
  struct Result {
    var partners: [Int32]
    /// For each opening bracket, the opening bracket it sits in; -1 at the top level and for other
    /// tokens.
    var parents: [Int32]
    var diagnostics: [ScanDiagnostic]
  }

  /// How many openers of each kind the stack holds, so that a stray closer costs no search.
  private struct OpenCounts {
    var paren = 0
    var square = 0
    var brace = 0

    @inline(__always) mutating func add(_ kind: TokenKind, _ delta: Int) {
      switch kind {
      case .leftParen: paren += delta
      case .leftSquare: square += delta
      default: brace += delta
      }
    }

    @inline(__always) func count(_ kind: TokenKind) -> Int {
      kind == .leftParen ? paren : kind == .leftSquare ? square : brace
    }
  }

  /// The kinds the switch of `match` has a case for.
  private static let cased = TokenKindSet([
    .leftParen, .leftSquare, .leftBrace, .rightParen, .rightSquare, .rightBrace, .poundIf, .poundElseif, .poundElse,
    .poundEndif,
  ])

  static func match(_ tokens: [Token]) -> Result {
    var partners = [Int32](repeating: -1, count: tokens.count)
    var parents = [Int32](repeating: -1, count: tokens.count)
    var diagnostics: [ScanDiagnostic] = []
    var open: [Int32] = []
    var counts = OpenCounts()
    /// The depth of `open` at each enclosing `#if`.
    var directiveDepths: [Int] = []
    let cased = Self.cased
    for index in tokens.indices {
      let kind = tokens[index].kind
      // Most tokens are no bracket or directive: a test the processor predicts, before the
      // switch's indirect branch, which it mispredicts.
      if !cased.contains(kind) { continue }
      switch kind {
      case .leftParen, .leftSquare, .leftBrace:
        if let parent = open.last { parents[index] = parent }
        open.append(Int32(index))
        counts.add(kind, 1)
      case .rightParen, .rightSquare, .rightBrace:
        let opener: TokenKind = kind == .rightParen ? .leftParen : kind == .rightSquare ? .leftSquare : .leftBrace
        var match = open.count - 1
        if match < 0 || tokens[Int(open[match])].kind != opener {
          // Off the common path: the search removes everything it passes, so it is linear overall.
          diagnostics.append(ScanDiagnostic(kind: .unbalancedBracket, offset: Int(tokens[index].start)))
          guard counts.count(opener) > 0, let found = open.lastIndex(where: { tokens[Int($0)].kind == opener }) else {
            continue
          }
          match = found
        }
        let partner = open[match]
        partners[index] = partner
        partners[Int(partner)] = Int32(index)
        while open.count > match { counts.add(tokens[Int(open.removeLast())].kind, -1) }
      case .poundIf:
        directiveDepths.append(open.count)
      case .poundElseif, .poundElse:
        if let depth = directiveDepths.last {
          while open.count > depth { counts.add(tokens[Int(open.removeLast())].kind, -1) }
        }
      case .poundEndif:
        _ = directiveDepths.popLast()
      default:
        break
      }
    }
    for index in open {
      diagnostics.append(ScanDiagnostic(kind: .unbalancedBracket, offset: Int(tokens[Int(index)].start)))
    }
    return Result(partners: partners, parents: parents, diagnostics: diagnostics)
  }
}
