import DialogFacts
import SwiftScan

/// How names and code are written: the labels and names that lookups compare, and the code that
/// messages quote.
extension SyntaxTree {
  /// The label of `argument`, without backticks; nil when it has none.
  func label(of argument: Argument) -> String? { argument.label.map(name) }

  /// The function an action given by name calls (`delete` of `action: delete` or
  /// `action: self.delete`); nil for a closure or any other action.
  func functionName(_ body: Action.Body) -> String? {
    guard case .function(let name) = body else { return nil }
    return self.name(name)
  }

  /// The code of `range` as written, comments and spacing included: what a message quotes, or an
  /// edit carries over unchanged.
  func written(_ range: Range<Int>) -> String { text(range) }
}
