import DialogFacts
import SwiftScan

/// What a block in braces spans and holds, for the code that follows what a closure or a function
/// body does.
extension SyntaxTree {
  /// The tokens of the block opened at `open`: its `{` and all it holds, up to its `}`; nil when it
  /// is never closed.
  func block(openedAt open: Int) -> Range<Int>? { partner(of: open).map { open..<$0 } }
}
