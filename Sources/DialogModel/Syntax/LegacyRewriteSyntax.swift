import DialogFacts
import SwiftScan

/// How a legacy `Alert(…)` or `ActionSheet(…)` value and its buttons are written, as the fix that
/// moves them to `.alert(_:isPresented:actions:message:)` or `.confirmationDialog` reads them.
extension SyntaxTree {
  /// Whether the legacy value `value` is an `ActionSheet(…)`, not an `Alert(…)`.
  func isActionSheet(_ value: Call) -> Bool { token(value.name, is: .actionSheet) }

  /// The `message:` of the legacy value `value`; nil when it has none or it is written `nil`.
  func legacyMessage(of value: Call) -> Range<Int>? {
    guard let message = argument(value, labelled: "message"), !token(message.value.lowerBound, is: "nil") else {
      return nil
    }
    return message.value
  }

  /// The argument of the title or label `range` when it is a plain `Text("…")`,
  /// `Text(NSLocalizedString(…))` or `Text(verbatim: name)`, whose string the modern API reads
  /// through the same overload; nil for any other `Text` expression.
  func plainTextArgument(_ range: Range<Int>) -> Range<Int>? {
    let k = skippingModule(range.lowerBound)
    guard token(k, is: .text), let call = call(at: k), call.end == range.upperBound, call.arguments.count == 1,
      call.trailingClosures.isEmpty, let argument = call.arguments.first
    else { return nil }
    // The modern API would read a literal given verbatim as a key; a value it shows as it is.
    let isRead =
      label(of: argument) == "verbatim"
      ? wholeLiteral(argument.value) == nil
      : argument.label == nil && makesString(argument.value)
    return isRead ? argument.value : nil
  }

  /// Whether `range` is a string literal, or a call that makes a `String` from a key
  /// (`NSLocalizedString(…)`, `String(localized: …)`).
  private func makesString(_ range: Range<Int>) -> Bool {
    if wholeLiteral(range) != nil { return true }
    guard let call = call(at: range.lowerBound), call.end == range.upperBound, call.openParen != nil else {
      return false
    }
    if token(call.name, is: "NSLocalizedString") { return true }
    return token(call.name, is: "String") && call.arguments.first.flatMap(label(of:)) == "localized"
  }

  /// How the legacy button `button` gives its action, besides its label argument `title`.
  func legacyButtonAction(_ button: Call, title: Argument?) -> LegacyButtonAction {
    let others = button.arguments.filter { $0 != title }
    guard others.allSatisfy({ $0.label == nil || label(of: $0) == "action" }),
      others.count + button.trailingClosures.count <= 1,
      button.trailingClosures.allSatisfy({ $0.label == nil })
    else { return .unread }
    let value =
      others.first?.value
      ?? button.trailingClosures.first.flatMap { closure in
        partner(of: closure.open).map { closure.open..<($0 + 1) }
      }
    guard let value, !isNil(value) else { return .none }
    return .value(value)
  }
}

/// How a legacy button gives its action, besides its label.
enum LegacyButtonAction {
  /// An argument the fix does not read: a label other than `action:`, or more than one action.
  case unread
  /// No action, or `nil`.
  case none
  /// The action's code: an argument's value, or the trailing closure with its braces.
  case value(Range<Int>)
}
