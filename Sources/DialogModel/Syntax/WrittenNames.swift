import DialogFacts
import SwiftScan

/// How names and code are written: the labels and names that lookups compare, and the code that
/// messages quote.
extension SyntaxTree {
  /// The label of `argument`, without backticks; nil when it has none.
  func label(of argument: Argument) -> String? { argument.label.map(name) }

  /// The argument label a call writes for `parameter`, without backticks; nil for `_`.
  func label(of parameter: Parameter) -> String? { parameter.label.map(name) }

  /// The name `call` calls, without backticks.
  func calleeName(of call: Call) -> String { name(call.name) }

  /// The function an action given by name calls (`delete` of `action: delete` or
  /// `action: self.delete`); nil for a closure or any other action.
  func functionName(_ body: Action.Body) -> String? {
    guard case .function(let name) = body else { return nil }
    return self.name(name)
  }

  /// The value of `call`'s argument `label:` as written; nil when it has none.
  func argumentText(_ call: Call, labelled label: StaticString) -> String? {
    argument(call, labelled: label).map { text($0.value) }
  }

  /// The code of `range` as written, comments and spacing included: what a message quotes, or an
  /// edit carries over unchanged.
  func written(_ range: Range<Int>) -> String { text(range) }
}
