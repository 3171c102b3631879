import DialogFacts
import SwiftScan

/// What the trigger finder asks of the code around a control: how a name stands where it is
/// written, what a body calls, which rows or menu a closure builds.
extension SyntaxTree {
  /// Whether the function `declaration` declares takes arguments; nil when it has no parameter
  /// list (a property).
  func takesArguments(_ declaration: Declaration) -> Bool? {
    declaration.parameters.map { kind($0 + 1) != .rightParen }
  }

  /// The name and the type, as written, of `parameter`.
  func spelled(_ parameter: Parameter) -> (name: String, type: String) {
    (name(parameter.name), text(parameter.type))
  }

  /// The tokens of the call named at `name`, from the name to its last argument or closure.
  func callExtent(at name: Int) -> Range<Int>? { call(at: name).map { name..<$0.end } }

  /// The modifiers after the call named at `name` (`Button(…).help(…)` → `help`); none when no
  /// call is named there.
  func chain(afterCallAt name: Int) -> [Call] { call(at: name).map { chain(after: $0.end) } ?? [] }

  /// The modifiers after `call` up to the first `#if` between them, whose other side may not
  /// hold the ones after it.
  func chainBeforeDirective(after call: Call) -> [Call] {
    Array(
      chain(after: call.end).prefix { link in
        !(call.end..<link.name).contains { kind($0)?.isConditionalDirective == true }
      })
  }

  /// The name of the view the modifier chain around `token` is attached to (`HStack` of
  /// `HStack { … }.onTapGesture { … }`).
  func chainBaseName(of token: Int) -> String { text(chainBase(of: token)) }

  /// Whether the modifier chain around `token` makes its view one accessibility element.
  func isOneElement(chainAround token: Int) -> Bool {
    chain(around: token).contains { self.token($0.name, is: .accessibilityElement) }
  }

  /// The one argument of the `.accessibilityLabel(…)` among `call`'s modifiers, if any.
  func spokenLabel(of call: Call) -> Range<Int>? {
    guard let spoken = chain(after: call.end).first(where: { token($0.name, is: .accessibilityLabel) }),
      spoken.arguments.count == 1, let argument = spoken.arguments.first
    else { return nil }
    return argument.value
  }

  /// The `title:` or `label:` value handed to a call of an app's view named `…Button`
  /// (`PillButton(title: "Create", action: …)`), when it is a value and not a closure.
  func appButtonTitle(_ call: Call) -> Range<Int>? {
    guard text(call.name).hasSuffix(SwiftUIName.button.rawValue),
      let title = argument(call, labelled: "title") ?? argument(call, labelled: "label"),
      kind(title.value.lowerBound) != .leftBrace
    else { return nil }
    return title.value
  }

  /// How many taps the gesture modifier called at `name` asks for, when it says so with a number
  /// (`.onTapGesture(count: 3)`).
  func tapCount(ofCallAt name: Int) -> Int? {
    guard let call = call(at: name), let count = argument(call, labelled: "count") else { return nil }
    return Int(text(count.value))
  }

  /// The names `range` calls (`name(…)`, `name { … }`, `.name(…)`), as written, in order.
  func calledNames(in range: Range<Int>) -> some Sequence<String> {
    range.lazy.filter { self.isName($0) && self.isFollowedByArguments($0) }.map { self.text($0) }
  }

  /// The view modifier types `range` applies by name: `Close` of `modifier(Close(…))`.
  func appliedModifierTypes(in range: Range<Int>) -> [String] {
    range.filter { token($0, is: "modifier") && kind($0 + 1) == .leftParen && isName($0 + 2) }.map { name($0 + 2) }
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
    ![.func, .var, .let, .case].contains(tokens[k - 1].word) && kind(k + 1) != .colon
  }

  /// Whether the name at `k` is called with parentheses: `name(…)`.
  func isCalledWithArguments(_ k: Int) -> Bool { kind(k + 1) == .leftParen }

  /// Whether the range `value` is the name `name` alone.
  func isOnly(_ value: Range<Int>, name: String) -> Bool {
    value.count == 1 && token(value.lowerBound, spells: name)
  }

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

  /// The `Menu`, or the `.contextMenu`/`.swipeActions` of a row, that the call named at `name` is.
  func holder(called name: Int) -> Trigger.Holder? { Trigger.Holder(rawValue: text(name)) }

  /// The call that builds a row for each element of its data from the closure `owner` owns
  /// (`ForEach(items) { … }`, `List(items) { … }`, not a labelled closure), and that data.
  func rowBuilder(owning owner: ClosureOwner) -> (call: Call, data: Range<Int>)? {
    let name = text(owner.call)
    guard name == .forEach || name == .list, owner.label == nil, let call = call(at: owner.call),
      let data = call.firstUnlabelledArgument
    else { return nil }
    return (call, data.value)
  }

  /// Whether the closure `owner` owns builds what shows once per row or only while a menu is
  /// open: a `ForEach`, a `List` of data, a `Menu`, a row's context menu or swipe actions.
  func buildsRowsOrMenuItems(_ owner: ClosureOwner) -> Bool {
    let name = text(owner.call)
    // `List(items) { item in … }` builds rows; `List { … }` lists what it holds once.
    let isDataList = name == .list && call(at: owner.call)?.firstUnlabelledArgument != nil
    return name == .forEach || isDataList || Trigger.Holder(rawValue: name) != nil
  }
}
