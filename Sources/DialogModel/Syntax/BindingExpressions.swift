import DialogFacts
import SwiftScan

/// What a dialog's binding argument says of the state that shows it, and the types properties
/// are written with.
extension SyntaxTree {
  /// `$showDelete`, `$viewModel.showDelete`, `self.$item`, `Binding(get: { mode == .editing }, …)`;
  /// nil for other computed bindings. `file` is the tree's.
  func presentation(_ presentationKind: Presentation.Kind, _ value: Range<Int>, file: Int) -> Presentation {
    let start = skippingSelf(value.lowerBound)
    // `Binding(get:set:)`, or `.init(get:set:)` where a binding is expected.
    let initializer = kind(start) == .period && token(start + 1, is: "init") ? start + 1 : start
    if token(initializer, is: .binding) || initializer != start, let call = call(at: initializer),
      call.end == value.upperBound, let get = getter(of: call),
      case let statements = statements(in: get), statements.count == 1
    {
      let getter = skippingReturn(statements[0].lowerBound)..<statements[0].upperBound
      var presentation: Presentation?
      if let compared = comparison(statements[0]) {
        presentation = Presentation(kind: presentationKind, path: compared.path, value: compared.value)
        presentation?.whileNotNil = compared.value == nil
      } else if kind(skippingSelf(getter.lowerBound)) == .identifier, let path = propertyPath(getter) {
        // `get: { coordinator.isQueueShown }`: the property itself, as `$` would hand it.
        presentation = Presentation(kind: presentationKind, path: path.joined(separator: "."))
      }
      if var presentation {
        presentation.setter = closure(call, labelled: "set").map { TokenRef(file: file, token: $0) }
        return presentation
      }
    }
    // `.constant(error != nil)`: shown while the property holds a value, as a getter would say.
    let constant = token(start, is: .binding) ? start + 2 : start + 1
    if token(constant, is: .constant), kind(constant - 1) == .period,
      let call = call(at: constant), call.end == value.upperBound, call.arguments.count == 1,
      let compared = comparison(call.arguments[0].value)
    {
      var presentation = Presentation(kind: presentationKind, path: compared.path, value: compared.value)
      presentation.whileNotNil = compared.value == nil
      return presentation
    }
    var path: String? = nil
    let first = text(start)
    if first.hasPrefix("$"), first.count > 1, let end = pathEnd(from: start + 1, into: [String(first.dropFirst())]),
      end.end == value.upperBound
    {
      path = end.path.joined(separator: ".")
    } else if kind(start) == .identifier, let end = pathEnd(from: start + 1, into: [first]),
      end.end == value.upperBound, let closure = closure(withParameter: first, around: start)
    {
      // `isPresented`, `alert.isPresented` of `StateAdapter { alert in … }`: a binding the closure is handed.
      var presentation = Presentation(
        kind: presentationKind, path: (end.path + [SwiftUIName.wrappedValue.rawValue]).joined(separator: "."))
      presentation.closure = closure
      return presentation
    }
    return Presentation(kind: presentationKind, path: path)
  }

  /// What the one expression of the getter whose body opens at `body` says, as a binding:
  /// `var showPicker: Binding<Bool> { Binding { source != nil } set: { … } }`.
  func presentation(_ presentationKind: Presentation.Kind, returnedBy body: Int, file: Int) -> Presentation? {
    let statements = statements(in: body)
    guard statements.count == 1 else { return nil }
    return presentation(
      presentationKind, skippingReturn(statements[0].lowerBound)..<statements[0].upperBound, file: file)
  }

  /// The getter of `Binding(get: { … }, set: { … })` or `Binding { … } set: { … }`.
  private func getter(of call: Call) -> Int? {
    if let get = closure(call, labelled: "get") { return get }
    guard call.arguments.isEmpty, call.trailingClosures.count == 2,
      let set = call.trailingClosures[1].label, token(set, is: "set")
    else { return nil }
    return call.trailingClosures[0].open
  }

  /// The innermost closure around `token` with a parameter named `name` (`{ name in`,
  /// `{ (name, other) in`), as a token range.
  private func closure(withParameter name: String, around token: Int) -> Range<Int>? {
    var k = token
    while let open = enclosingBracket(of: k) {
      k = open
      if kind(open) == .leftBrace, blockKinds[open] == .closure, let close = partner(of: open),
        closureParameters(open).contains(where: { self.token($0, spells: name) })
      {
        return open..<close
      }
    }
    return nil
  }

  /// The names of `.name.name…` from `k`, after `components`, and where they end.
  private func pathEnd(from k: Int, into components: [String]) -> (path: [String], end: Int)? {
    var components = components
    var k = k
    while kind(k) == .period, isName(k + 1) {
      components.append(name(k + 1))
      k += 2
    }
    return (components, k)
  }

  /// `mode == .editing` or `url != nil` (either side), the one statement of a getter or the value
  /// of a constant binding: the property, and the value it must equal (nil for `!= nil`).
  private func comparison(_ statement: Range<Int>) -> (path: String, value: String?)? {
    let start = skippingSelf(skippingReturn(statement.lowerBound))
    guard
      let operatorToken = (start..<statement.upperBound).first(where: {
        token($0, is: "==") || token($0, is: "!=")
      })
    else { return nil }
    let isEqual = token(operatorToken, is: "==")
    let sides = [start..<operatorToken, (operatorToken + 1)..<statement.upperBound]
    for (left, right) in [(sides[0], sides[1]), (sides[1], sides[0])] {
      guard let path = propertyPath(left)?.joined(separator: ".") else { continue }
      if isEqual, kind(right.lowerBound) == .period, right.count == 2 { return (path, text(right)) }
      if !isEqual, right.count == 1, token(right.lowerBound, is: "nil") { return (path, nil) }
    }
    return nil
  }

  /// The type a property declares (`var model: Model`) or makes (`= Model()`), when it is a plain
  /// type name.
  func plainType(of declaration: Declaration) -> String? {
    if let type = declaration.type {
      var end = type.upperBound
      while end > type.lowerBound, [.postfixQuestionMark, .exclamationMark].contains(kind(end - 1)) { end -= 1 }
      return isTypePath(type.lowerBound..<end) ? text(type.lowerBound..<end) : nil
    }
    guard let start = declaration.initializer else { return nil }
    var k = start
    while isName(k) && kind(k + 1) == .period { k += 2 }
    guard isName(k), kind(k + 1) == .leftParen, isTypePath(start..<(k + 1)) else { return nil }
    return text(start..<(k + 1))
  }

  /// Whether `range` spells `Name` or `Outer.Name`, capitalised.
  private func isTypePath(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty, range.count % 2 == 1 else { return false }
    return range.allSatisfy { k in
      (k - range.lowerBound) % 2 == 1
        ? kind(k) == .period
        : kind(k) == .identifier && text(k).first.map { $0.isUppercase } == true
    }
  }

  /// The type the declaration is written with (`[Item]`, `Model` of
  /// `@StateObject var model = Model()`, `Host` of `@Environment(Host.self) var host`), without
  /// spaces and without its optional mark.
  func writtenType(of declaration: Declaration) -> String? {
    // `@Environment(Host.self)`: an observable object the environment hands down, by its type.
    let environment = declaration.attributes.first {
      token($0.name, is: .environment) && $0.nameEnd == $0.name + 1
    }.flatMap { attribute -> String? in
      guard let open = attribute.arguments, let close = partner(of: open) else { return nil }
      let text = text((open + 1)..<close)
      return text.hasSuffix(".self") && !text.hasPrefix("\\") ? String(text.dropLast(5)) : nil
    }
    let written =
      declaration.type.map { text($0) }
      ?? initializer(of: declaration).map { text($0) }.flatMap {
        $0.hasSuffix("()") ? String($0.dropLast(2)) : nil
      } ?? environment
    guard var declared = written?.filter({ !$0.isWhitespace }), !declared.isEmpty else { return nil }
    if declared.hasSuffix("?") || declared.hasSuffix("!") { declared.removeLast() }
    return declared
  }
}

/// How the presenter reaches a property's members and the calls that hold a name.
extension SyntaxTree {
  /// The name of the call whose parentheses hold token `k` (`sheet` of `.sheet(isPresented: $x)`),
  /// if any.
  func callName(holdingArgument k: Int) -> String? {
    guard let open = enclosingBracket(of: k), kind(open) == .leftParen, isName(open - 1) else { return nil }
    return name(open - 1)
  }

  /// Whether the name at `k` is a member of the presenter's property `root`: `root.name`,
  /// `root?.name`, `self.root.name`.
  func isMember(_ k: Int, of root: String) -> Bool {
    guard kind(k - 1) == .period else { return false }
    let holder = kind(k - 2) == .postfixQuestionMark ? k - 3 : k - 2
    return token(holder, spells: root)
      && base(ofName: holder).isOwn
  }

  /// Whether the name at `k` is a case handed whole to a method of the property `root`:
  /// `root.send(viewAction: .name)`, `root.handle(.name(item))`.
  func isHanded(_ k: Int, toCallOn root: String) -> Bool {
    guard kind(k - 1) == .period, let open = enclosingBracket(of: k), kind(open) == .leftParen,
      [.leftParen, .comma, .colon].contains(kind(k - 2)),
      [.rightParen, .comma, .leftParen].contains(kind(k + 1)),
      isName(open - 1)
    else { return false }
    return isMember(open - 1, of: root)
  }
}
