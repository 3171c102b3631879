import DialogModel

/// Finds dialogs written with the deprecated `Alert` and `ActionSheet` APIs (WCAG 2.4.3 Focus
/// Order; 4.1.2 Name, Role, Value).
///
/// `.alert(isPresented:content:)`, `.alert(item:content:)` and `.actionSheet(…)` build `Alert(…)`
/// and `ActionSheet(…)` values whose buttons cannot carry the iOS 15 roles and whose actions run
/// after the dialog is gone, too late to move focus. The modern `.alert(_:isPresented:actions:)`
/// and `.confirmationDialog` can do both.
struct DeprecatedAPICheck: Check {
  static let name = "deprecated-api"
  static let parameters: [ParameterSpec] = []
  static let subjects = Checks.alertFamily

  static let examples: [Example] = [
    Example(
      "deprecated-alert-api",
      """
      Text("Draft")
        ↓.alert(isPresented: $confirm) {
          Alert(title: Text("Discard draft?"), primaryButton: .destructive(Text("Discard")), secondaryButton: .cancel())
        }
      """),
    Example(
      "deprecated-alert-api",
      """
      Text("Photo")
        ↓.actionSheet(isPresented: $share) {
          ActionSheet(title: Text("Share"), buttons: [.default(Text("Messages")), .cancel()])
        }
      """),
    Example(
      "deprecated-alert-api",
      """
      Text("Draft")
        .alert("Discard draft?", isPresented: $confirm) {
          Button("Discard", role: .destructive) { }
        }
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard let api = dialog.legacyAPI else { return [] }
    let replacement =
      dialog.kind == .actionSheet
      ? ".confirmationDialog(_:isPresented:titleVisibility:actions:message:)" : ".alert(_:isPresented:actions:message:)"
    return [
      context.finding(
        rule, "\(api.shown) is deprecated: its buttons cannot carry roles or return focus; use \(replacement)",
        at: dialog.nameSpan, in: dialog)
    ]
  }
}
