import DialogFacts
import SwiftScan

/// How the buttons of a legacy `Alert(…)` or `ActionSheet(…)` value are written.
extension SyntaxTree {
  /// The button expressions of the legacy value `call`, in order: `dismissButton:`,
  /// `primaryButton:` and `secondaryButton:`, or the items of the `buttons:` array; nil when
  /// `buttons:` is not an array literal, whole.
  func legacyButtonExpressions(of call: Call) -> [Range<Int>]? {
    // A label may be written in backticks (`` `default` ``), as any name.
    func argument(_ label: String) -> Argument? {
      call.arguments.first { $0.label.map { token($0, spells: label) } ?? false }
    }
    guard let buttons = argument("buttons") else {
      return ["dismissButton", "primaryButton", "secondaryButton"].compactMap { argument($0)?.value }
    }
    guard kind(buttons.value.lowerBound) == .leftSquare,
      partner(of: buttons.value.lowerBound) == buttons.value.upperBound - 1
    else { return nil }
    return arguments(in: buttons.value.lowerBound).map(\.value)
  }

  /// The call of a legacy button written at `expression` (`.default(…)`, `.cancel(…)`,
  /// `.destructive(…)`, `Alert.Button.cancel(…)`), the role its kind gives it and its label
  /// argument, if any.
  func legacyButton(_ expression: Range<Int>) -> (call: Call, role: Role, label: Argument?)? {
    var k = expression.lowerBound
    while isName(k) && kind(k + 1) == .period { k += 2 }
    if kind(k) == .period { k += 1 }
    guard isName(k), let call = call(at: k), call.end == expression.upperBound else { return nil }
    let role: Role
    switch text(k) {
    case "default": role = .none
    case .cancel: role = .cancel
    case .destructive: role = .destructive
    default: return nil
    }
    // `.cancel(_ action:)` takes its action unlabelled: only a `Text` there is a label.
    let label = call.firstUnlabelledArgument.flatMap { role != .cancel || isText($0.value) ? $0 : nil }
    return (call, role, label)
  }

  /// Whether `range` is a `Text(…)` call, whole.
  func isText(_ range: Range<Int>) -> Bool {
    let k = skippingModule(range.lowerBound)
    return token(k, is: .text) && call(at: k)?.end == range.upperBound
  }
}
