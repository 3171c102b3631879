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

  /// The name `declaration` declares, without backticks; nil for one without a name (an
  /// initializer, a subscript).
  func declaredName(of declaration: Declaration) -> String? {
    declaration.hasName ? name(declaration.name) : nil
  }

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

  /// The name at `k` as written, backticks kept: how a message names a control.
  func writtenName(at k: Int) -> String { text(k) }

  /// Whether a token of the file spells `name`, byte for byte: whether code of the file may use it.
  func mentions(_ name: String) -> Bool { tokens.indices.contains { token($0, isName: name) } }

  /// Whether the name at `k` calls a function of the type's own (`reload()`, `self.reload()`), not
  /// declares one (`func reload()`).
  func callsOwnFunction(at k: Int) -> Bool { ownCallName(at: k) != nil && !token(k - 1, is: "func") }
}
