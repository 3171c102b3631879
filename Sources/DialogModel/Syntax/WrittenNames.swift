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
  func calledFunction(_ body: Action.Body) -> String? {
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

  /// The name at `k` as written, backticks kept: how a message names a control, and what a call
  /// is compared with (`Menu`, an app's own row modifier).
  func writtenName(at k: Int) -> String { text(k) }

  /// Whether a token of the file (a name, or text in a string) spells `name` byte for byte: a file
  /// that never does cannot use it.
  func mentions(_ name: String) -> Bool { tokens.indices.contains { token($0, isName: name) } }

  /// Whether the name at `k` calls a function of the type's own (`reload()`, `self.reload()`), not
  /// declares one (`func reload()`).
  func callsOwnFunction(at k: Int) -> Bool { ownCallName(at: k) != nil && !isDeclaredFunctionName(k) }

  /// Whether the name at `k` is `name` as the type's own, called or handed on (`reload()`,
  /// `action: reload`, `self.reload`), not declared (`func reload`).
  func usesOwn(_ name: String, at k: Int) -> Bool {
    token(k, isName: name) && !isDeclaredFunctionName(k) && base(ofName: k).isOwn
  }
}

/// How a name stands where it is written: declared, named, called, handed on.
extension SyntaxTree {
  /// Whether the function `declaration` declares takes arguments; nil when it has no parameter
  /// list (a property).
  func takesArguments(_ declaration: Declaration) -> Bool? {
    declaration.parameters.map { kind($0 + 1) != .rightParen }
  }

  /// The name of `parameter`, without backticks, and its type as written.
  func spelled(_ parameter: Parameter) -> (name: String, type: String) {
    (name(parameter.name), text(parameter.type))
  }

  /// Whether the projection at `k` (`$isShown`) is handed on as the binding it is: bare, or
  /// through a modifier that returns the binding (`.animation()`), not through one of its members
  /// (`$isShown.wrappedValue`).
  func isWholeBinding(_ k: Int) -> Bool {
    kind(k + 1) != .period || token(k + 2, is: .animation) || token(k + 2, is: .transaction)
  }

  /// Whether the name at `k` is the one a `func` declares.
  func isDeclaredFunctionName(_ k: Int) -> Bool { token(k - 1, is: "func") }

  /// Whether the name at `k` names something in code: not what a `func`, `var`, `let` or `case`
  /// declares, nor an argument label (`name:`).
  func isNamedInCode(_ k: Int) -> Bool {
    !(k > 0 && [.func, .var, .let, .case].contains(tokens[k - 1].word)) && kind(k + 1) != .colon
  }

  /// Whether the name at `k` is called with parentheses: `name(…)`.
  func isCalledWithArguments(_ k: Int) -> Bool { kind(k + 1) == .leftParen }

  /// Whether the range `value` is the name `name` alone.
  func isOnly(_ value: Range<Int>, name: String) -> Bool {
    value.count == 1 && token(value.lowerBound, spells: name)
  }
}
