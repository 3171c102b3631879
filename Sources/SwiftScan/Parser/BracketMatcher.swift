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
    var diagnostics: [ScanDiagnostic]
  }

  static func match(_ tokens: [Token]) -> Result {
    var partners = [Int32](repeating: -1, count: tokens.count)
    var diagnostics: [ScanDiagnostic] = []
    var open: [Int32] = []
    /// How many openers of each kind `open` holds, so that a stray closer costs no search.
    var openCounts = (paren: 0, square: 0, brace: 0)
    func count(_ kind: TokenKind, _ delta: Int) {
      switch kind {
      case .leftParen: openCounts.paren += delta
      case .leftSquare: openCounts.square += delta
      default: openCounts.brace += delta
      }
    }
    /// The depth of `open` at each enclosing `#if`.
    var directiveDepths: [Int] = []
    tokens.withUnsafeBufferPointer { tokens in
      for index in tokens.indices {
        let kind = tokens[index].kind
        switch kind {
        case .leftParen, .leftSquare, .leftBrace:
          open.append(Int32(index))
          count(kind, 1)
        case .rightParen, .rightSquare, .rightBrace:
          let opener: TokenKind =
            kind == .rightParen ? .leftParen : kind == .rightSquare ? .leftSquare : .leftBrace
          let available =
            opener == .leftParen ? openCounts.paren : opener == .leftSquare ? openCounts.square : openCounts.brace
          // The search below removes everything it passes, so it costs linear time overall.
          guard available > 0, let match = open.lastIndex(where: { tokens[Int($0)].kind == opener }) else {
            diagnostics.append(ScanDiagnostic(kind: .unbalancedBracket, offset: Int(tokens[index].start)))
            continue
          }
          if match != open.count - 1 {
            diagnostics.append(ScanDiagnostic(kind: .unbalancedBracket, offset: Int(tokens[index].start)))
          }
          let partner = open[match]
          partners[index] = partner
          partners[Int(partner)] = Int32(index)
          for abandoned in open[match...] { count(tokens[Int(abandoned)].kind, -1) }
          open.removeSubrange(match...)
        case .poundIf:
          directiveDepths.append(open.count)
        case .poundElseif, .poundElse:
          if let depth = directiveDepths.last, open.count > depth {
            for abandoned in open[depth...] { count(tokens[Int(abandoned)].kind, -1) }
            open.removeSubrange(depth...)
          }
        case .poundEndif:
          _ = directiveDepths.popLast()
        default:
          break
        }
      }
    }
    for index in open {
      diagnostics.append(ScanDiagnostic(kind: .unbalancedBracket, offset: Int(tokens[Int(index)].start)))
    }
    return Result(partners: partners, diagnostics: diagnostics)
  }
}
