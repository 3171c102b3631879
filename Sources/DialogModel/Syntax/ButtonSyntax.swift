import DialogFacts
import SwiftScan

/// How a button is written: where its label is, its role, the tint that paints it red, and what
/// its action is.
extension SyntaxTree {
  /// The tokens of the label expression that starts at `start`.
  func labelRange(from start: Int) -> Range<Int> { start..<max(start + 1, endOfExpression(from: start)) }

  /// The `Text(…)` and `Label(…)` calls of the label closure opened at `open`, outermost only.
  func textAndLabelCalls(inClosure open: Int) -> [Call] {
    guard let close = partner(of: open) else { return [] }
    var found: [Call] = []
    var k = open + 1
    while k < close {
      if (token(k, is: .text) || token(k, is: .label)) && kind(k - 1) != .period, let call = call(at: k) {
        found.append(call)
        k = call.end
        continue
      }
      k += 1
    }
    return found
  }

  /// The closure that draws a button's label: `label:`, or the trailing one when the action is an
  /// argument.
  func labelClosure(of button: Call) -> Int? {
    closure(button, labelled: "label")
      ?? (argument(button, labelled: "action") != nil ? closure(button, labelled: nil) : nil)
  }

  /// The name token of the innermost `Button`, `NavigationLink` or `Menu` whose label closure
  /// holds `token`: VoiceOver focuses the control as one element, never what its label draws. Not
  /// past the content of a dialog or a popover, which shows apart from the label.
  func labellingControl(of token: Int) -> Int? {
    var found: Int?
    forEachEnclosingClosure(of: token) { open, owner in
      if Dialog.Kind(rawValue: text(owner.call)) != nil { return false }
      guard let control = call(at: owner.call) else { return true }
      let isLabel =
        if self.token(owner.call, is: .button) {
          labelClosure(of: control) == open
        } else if self.token(owner.call, is: .navigationLink) || self.token(owner.call, is: .menu) {
          closure(control, labelled: "label") == open
            || (argument(control, labelled: "destination") != nil && closure(control, labelled: nil) == open)
        } else {
          false
        }
      guard isLabel else { return true }
      found = owner.call
      return false
    }
    return found
  }

  /// The SF Symbol a button's label closure shows when it shows no words:
  /// `Image(systemName: "info.circle")`.
  func symbolName(ofIconButton button: Call) -> String? {
    guard let open = labelClosure(of: button), let inside = interior(of: open), !showsWords(in: inside) else {
      return nil
    }
    guard let image = inside.first(where: { token($0, is: .image) }), let call = call(at: image),
      let symbol = argument(call, labelled: "systemName"),
      let literal = stringLiteral(at: symbol.value.lowerBound), !literal.isInterpolated
    else { return nil }
    return literal.value
  }

  /// The `role:` of a button.
  func buttonRole(_ call: Call) -> Role {
    guard let role = argument(call, labelled: "role") else { return .none }
    let written = text(role.value)
    for known in SwiftUIVocabulary.roles
    where written == ".\(known.rawValue)" || written == "ButtonRole.\(known.rawValue)" {
      return known
    }
    return .unknown
  }

  /// The first modifier of the chain after `end` that paints the control red (`.tint(.red)`).
  func redTint(after end: Int) -> Action.Tint? {
    for link in chain(after: end) {
      if let tint = Action.Tint(rawValue: text(link.name)), link.arguments.count == 1,
        isRed(link.arguments[0].value)
      {
        return tint
      }
    }
    return nil
  }

  /// `.red`, `Color.red`, `.red.opacity(…)` and `Color(.systemRed)`.
  private func isRed(_ value: Range<Int>) -> Bool {
    SwiftUIVocabulary.isRedTint(String(text(value).filter { !$0.isWhitespace }))
  }

  /// An action given as an argument: a closure, or a function of the same type by name.
  func actionBody(_ value: Range<Int>) -> Action.Body {
    if kind(value.lowerBound) == .leftBrace, partner(of: value.lowerBound) == value.upperBound - 1 {
      return .closure(value.lowerBound)
    }
    let name = skippingSelf(value.lowerBound)
    guard name + 1 == value.upperBound, isName(name) else { return .unknown }
    return .function(name)
  }

  /// Whether `value` names a function of another value (`viewModel.delete`, `self.store.reload`):
  /// passed as a button's `() -> Void`, calling it takes no arguments and returns nothing.
  func isMemberReference(_ value: Range<Int>) -> Bool {
    let parts = value.count
    guard parts >= 3, parts % 2 == 1 else { return false }
    return value.allSatisfy { k in (k - value.lowerBound) % 2 == 0 ? isName(k) : kind(k) == .period }
  }
}

/// What an app's own button or gesture says of itself.
extension SyntaxTree {
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
}
