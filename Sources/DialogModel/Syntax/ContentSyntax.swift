import DialogFacts
import SwiftScan

/// How a view's content spells what the content walker reads: which names are calls, modifiers
/// that show content of their own, actions handed on, views built where a statement starts; what
/// a declaration is marked with; what a call is handed.
extension SyntaxTree {
  /// The name spelled at `k`; nil when `k` is no name.
  func nameText(at k: Int) -> String? { isName(k) ? text(k) : nil }

  /// The `{` of the closure that builds the content of a dialog's or a modifier's `call`:
  /// `content:`, or the trailing one.
  func contentClosure(of call: Call) -> Int? { closure(call, labelled: "content") ?? closure(call, labelled: nil) }

  /// Where the content of the modifier named at `k` ends when it shows content of its own
  /// (`.sheet { … }`, `.navigationDestination(…) { … }`): the `}` of its content closure, or `k`
  /// when it has none; nil when it is no call with arguments.
  func separateContentEnd(ofModifier k: Int) -> Int? {
    guard let call = call(at: k), call.openParen != nil else { return nil }
    return contentClosure(of: call).flatMap { partner(of: $0) } ?? k
  }

  /// Whether arguments or a closure follow the name at `k`: `name(…)`, `name { … }`.
  func isFollowedByArguments(_ k: Int) -> Bool { kind(k + 1) == .leftParen || kind(k + 1) == .leftBrace }

  /// Whether the name at `k` is called: `name(…)`, or `name { … }` with a closure (not a body).
  func isCalled(_ k: Int) -> Bool {
    kind(k + 1) == .leftParen || (kind(k + 1) == .leftBrace && blockKinds[k + 1] == .closure)
  }

  /// Whether the name at `k` is called on a `wrappedValue`: `presentationMode.wrappedValue.dismiss()`.
  func isCalledOnWrappedValue(_ k: Int) -> Bool { kind(k + 1) == .leftParen && token(k - 2, is: .wrappedValue) }

  /// Whether the name at `k` is handed on after a label, as itself or as its function:
  /// `action: dismiss`, `action: dismiss.callAsFunction`.
  func isHandedOn(_ k: Int) -> Bool {
    kind(k - 1) == .colon && (kind(k + 1) != .period || token(k + 2, is: .callAsFunction))
  }

  /// Whether the identifier at `k` is a function handed on after a label, not called:
  /// `onSave: saveAndClose`.
  func isFunctionHandedOn(_ k: Int) -> Bool {
    kind(k - 1) == .colon && kind(k + 1) != .leftParen && kind(k) == .identifier
  }

  /// Whether the view built at `k` is handed to `modifier(_:)`: `.modifier(CloseButton())`.
  func isModifierArgument(_ k: Int) -> Bool { kind(k - 1) == .leftParen && token(k - 2, is: "modifier") }

  /// Whether the value built at `k` is a local's: `let row = Row(…)`.
  func isLocalValue(_ k: Int) -> Bool { kind(k - 1) == .equal && token(k - 3, is: "let") }

  /// Whether the identifier at `k` starts a view-builder statement as a name of the code around
  /// it: a helper (`sheetContent`, `makeRows()`), not `self`.
  func isHelperUse(_ k: Int) -> Bool { isViewPosition(k) && !token(k, is: "self") && kind(k) == .identifier }

  /// Whether a declaration's attributes include one named `name` (`@Binding`, `@State`).
  func hasAttribute(_ declaration: Declaration, named name: String) -> Bool {
    declaration.attributes.contains { text($0.nameEnd - 1) == name }
  }

  /// The names a declaration inherits or conforms to, as written.
  func inheritedNames(of declaration: Declaration) -> [String] { declaration.inheritance.map { text($0) } }

  /// The arguments of the attribute named `name` of a declaration, as written (`(\.dismiss)`); nil
  /// when it has none.
  func attributeArguments(of declaration: Declaration, named name: String) -> String? {
    guard let attribute = declaration.attributes.first(where: { text($0.nameEnd - 1) == name }),
      let open = attribute.arguments
    else { return nil }
    return text(open..<(partner(of: open) ?? open) + 1)
  }

  /// The type a declaration is written with, as written; nil when it names none.
  func typeText(of declaration: Declaration) -> String? { declaration.type.map { text($0) } }

  /// The `{` of every closure `call` is handed: its trailing closures, then closure arguments.
  func closures(handedTo call: Call) -> [Int] {
    call.trailingClosures.map(\.open) + call.arguments.map(\.value.lowerBound).filter { kind($0) == .leftBrace }
  }

  /// The labels of `call`'s arguments and trailing closures, in that order.
  func labels(of call: Call) -> [String] {
    call.arguments.compactMap { $0.label.map(name) } + call.trailingClosures.compactMap { $0.label.map(name) }
  }

  /// The value of `call`'s first argument, as written; nil when it has none.
  func firstArgumentText(of call: Call) -> String? { call.arguments.first.map { text($0.value) } }

  /// Whether the arguments of `call` spell `word` anywhere (`.accessibilityAddTraits([.isHeader])`).
  func argumentsSpell(_ call: Call, _ word: SwiftUIName) -> Bool {
    guard let paren = call.openParen, let inside = interior(of: paren) else { return false }
    return inside.contains { token($0, is: word) }
  }

  /// Whether the tokens of `range` name a `Text` or a `Label`: a label closure that shows words.
  func showsWords(in range: Range<Int>) -> Bool { range.contains { token($0, is: .text) || token($0, is: .label) } }

  /// The name of the one property an argument hands on as it is (`url`, `self.url`); nil for any
  /// other value.
  func plainName(of argument: Argument) -> String? {
    var start = argument.value.lowerBound
    if token(start, is: "self") && kind(start + 1) == .period { start += 2 }
    guard start + 1 == argument.value.upperBound, kind(start) == .identifier else { return nil }
    return name(start)
  }

  /// Whether an argument's value starts as a binding does: `$isShown`, `Binding(…)`.
  func startsWithBinding(_ argument: Argument) -> Bool {
    let first = argument.value.lowerBound
    guard first < argument.value.upperBound else { return false }
    return (kind(first) == .identifier && text(first).hasPrefix("$")) || token(first, is: .binding)
  }

  /// The names an argument's value is read through, each with whether it stands after a `.`:
  /// `viewModel.player` → `viewModel`, `player`.
  func readNames(of argument: Argument) -> [(name: String, isMember: Bool)] {
    argument.value.filter { kind($0) == .identifier }.map { (name($0), kind($0 - 1) == .period) }
  }

  /// The whole statement of a closure that is a path of names read from a value (`route.destination`),
  /// starting with a lower-case name that is none of the closure's parameters; nil when no
  /// statement of the closure opened at `open` is one.
  func valuePathStatement(inClosure open: Int) -> String? {
    let parameters = closureParameters(open)
    for statement in statements(in: open) {
      let first = skippingReturn(statement.lowerBound)
      let path = first..<statement.upperBound
      guard kind(first) == .identifier, text(first).first?.isLowercase == true, path.count >= 3,
        path.count % 2 == 1,
        path.allSatisfy({ ($0 - first) % 2 == 0 ? isName($0) : kind($0) == .period }),
        !parameters.contains(where: { token(first, spells: name($0)) })
      else { continue }
      return text(path)
    }
    return nil
  }

  /// Whether a closure's parameter around `token` is named `name`.
  func closureParameterShadows(_ name: String, at token: Int) -> Bool {
    var shadowed = false
    forEachEnclosingClosure(of: token) { open, _ in
      shadowed = closureParameters(open).contains { self.token($0, spells: name) }
      return !shadowed
    }
    return shadowed
  }
}

/// How a statement of view content starts, as the content walker reads it.
extension SyntaxTree {
  /// The name a statement that starts at `k` calls (`ResultOrForm()`, `Card { … }`), without
  /// backticks; nil when it starts with no call of a name.
  func calledName(at k: Int) -> String? { isName(k) && call(at: k) != nil ? name(k) : nil }

  /// The identifier at `k`, without backticks; nil for any other token.
  func identifierName(at k: Int) -> String? { kind(k) == .identifier ? name(k) : nil }

  /// The interior of the one trailing closure of the call named at `k` (`NavigationStack { … }`),
  /// with its `{`; nil when the call has none or several.
  func onlyTrailingClosure(ofCallAt k: Int) -> (open: Int, interior: Range<Int>)? {
    guard isName(k), let call = call(at: k), call.trailingClosures.count == 1,
      let open = call.trailingClosures.first?.open,
      let inside = interior(of: open)
    else { return nil }
    return (open, inside)
  }

  /// What a statement of a view builder starting at `first` (a `return` skipped) is to the
  /// content walker: nothing to judge (a local, a modifier after `#if`), a branching statement, a
  /// type's name, a name of the code around it, or something no view can be read from.
  func viewStatementStart(_ statement: Range<Int>) -> ViewStatementStart {
    let first = skippingReturn(statement.lowerBound)
    guard first < statement.upperBound, let kind = kind(first) else { return .skipped }
    // A `.modifier` after `#if` goes on with the chain before it.
    if kind.isConditionalDirective || kind == .period || token(first, is: "let") || token(first, is: "var") {
      return .skipped
    }
    if isConditional(statement) { return .conditional }
    let written = text(first..<min(statement.upperBound, first + 6))
    guard kind == .identifier, let initial = text(first).unicodeScalars.first(where: { $0 != "_" }) else {
      return .unreadable(written)
    }
    return ("A"..."Z").contains(initial) ? .typeName : .name(name(first), written: written)
  }

  /// The value the statement at `end` (the token after a path) sets the path to, when it is an
  /// assignment (`= .editing`); nil for anything else.
  func assignedValue(at end: Int) -> String? {
    kind(end) == .equal ? text((end + 1)..<endOfExpression(from: end + 1)) : nil
  }
}

/// How a view-builder statement starts (`SyntaxTree.viewStatementStart`).
enum ViewStatementStart {
  case skipped, conditional, typeName
  /// A name of the code around it; `written` is how the statement starts.
  case name(String, written: String)
  /// No name at all; `written` is how the statement starts.
  case unreadable(String)
}

extension SyntaxTree {
  /// What keeps the popover of `call` a popover on iPhone, as written: the value of a
  /// `.presentationCompactAdaptation(.popover)` (or `.none`) in its content; nil when none does.
  func compactAdaptation(ofContentOf call: Call) -> String? {
    guard let open = contentClosure(of: call), let close = partner(of: open)
    else { return nil }
    for k in (open + 1)..<close where token(k, is: .presentationCompactAdaptation) {
      guard let adaptation = self.call(at: k), let value = adaptation.arguments.first?.value else { continue }
      if [".popover", ".none"].contains(compactText(value)) { return text(value) }
    }
    return nil
  }
}

/// What a modifier in a modal's content says of the modal.
enum ContentModifier {
  case navigationTitle
  /// `.accessibilityHeading`, or `.isHeader` added as a trait.
  case heading
  /// `.presentationBackgroundInteraction(.enabled…)`.
  case backgroundInteraction
  /// `.presentationDragIndicator(.visible)`.
  case visibleDragIndicator
  /// `.interactiveDismissDisabled()` or `(true)`.
  case interactiveDismissDisabled
}

extension SyntaxTree {
  /// What the modifier `name`, called at `k`, says of the modal its content is in; nil for what
  /// says nothing.
  func contentModifier(_ name: String, at k: Int) -> ContentModifier? {
    switch name {
    case .navigationTitle, .navigationBarTitle: return .navigationTitle
    case .accessibilityHeading: return .heading
    case .accessibilityAddTraits, .accessibility:
      return call(at: k).map { argumentsSpell($0, .isHeader) } == true ? .heading : nil
    case .presentationBackgroundInteraction:
      return call(at: k).flatMap { firstArgumentText(of: $0) }?.hasPrefix(".enabled") == true
        ? .backgroundInteraction : nil
    case .presentationDragIndicator:
      return call(at: k).flatMap { firstArgumentText(of: $0) } == ".visible" ? .visibleDragIndicator : nil
    case .interactiveDismissDisabled:
      guard let call = call(at: k) else { return nil }
      return firstArgumentText(of: call) ?? "true" == "true" ? .interactiveDismissDisabled : nil
    default:
      return nil
    }
  }
}

/// What a body calls and applies by name.
extension SyntaxTree {
  /// The names `range` writes before a `(` or a `{` (`name(…)`, `.name(…)`, `name { … }`, and also
  /// `if name {`), as written, in order: those it may call.
  func calledNames(in range: Range<Int>) -> some Sequence<String> {
    range.lazy.filter { self.isName($0) && self.isFollowedByArguments($0) }.map { self.text($0) }
  }

  /// The view modifier types `range` applies by name: `Close` of `modifier(Close(…))`.
  func appliedModifierTypes(in range: Range<Int>) -> [String] {
    range.map { $0 + 2 }.filter { isName($0) && isModifierArgument($0) }.map(name)
  }
}
