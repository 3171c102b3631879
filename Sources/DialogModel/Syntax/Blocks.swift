import DialogFacts
import SwiftScan

/// What a block in braces spans and holds, for the code that follows what a closure or a function
/// body does.
extension SyntaxTree {
  /// The tokens of the block opened at `open`: its `{` and all it holds, up to its `}`; nil when it
  /// is never closed.
  func block(openedAt open: Int) -> Range<Int>? { partner(of: open).map { open..<$0 } }

  /// The tokens between the bracket opened at `open` and its partner; nil when it is not closed.
  func interior(of open: Int) -> Range<Int>? { partner(of: open).map { (open + 1)..<$0 } }

  /// The bytes from the `{` of a declaration's body `body` (one of `FileStructure.bodies`) up to
  /// its `}`: where code written in the body stands.
  func byteRange(ofBody body: Range<Int>) -> Range<Int> {
    Int(tokens[body.lowerBound].start)..<Int(tokens[body.upperBound].start)
  }

  /// Whether the closure opened at `open` names `Button` anywhere inside: whether it may build
  /// buttons.
  func namesButton(inClosure open: Int) -> Bool {
    interior(of: open)?.contains { token($0, is: .button) } ?? false
  }
}

/// The block around a token.
extension SyntaxTree {
  /// The `{` of the innermost block or closure around `token`.
  func enclosingBrace(of token: Int) -> Int? {
    var open = enclosingBracket(of: token)
    while let bracket = open, kind(bracket) != .leftBrace { open = enclosingBracket(of: bracket) }
    return open
  }

  /// The block or closure `token` stands in directly, as `{`…`}`: nil when a parenthesis or a
  /// square bracket is nearer.
  func blockHolding(_ token: Int) -> Range<Int>? {
    guard let open = enclosingBracket(of: token), kind(open) == .leftBrace else { return nil }
    return block(openedAt: open)
  }
}
