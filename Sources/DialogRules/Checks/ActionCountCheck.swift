import DialogFacts
import DialogModel

/// Finds alerts with too many actions to take in by ear (WCAG 2.4.6 Headings and Labels; 3.2.2).
///
/// An alert's buttons are read one by one; past three (parameter `maximum`) the choice is hard to
/// hold in mind and the layout turns into a scrolling list. A confirmation dialog is made for
/// longer lists and is left alone. Each `if`/`else` branch counts on its own; a `ForEach` makes
/// the count unknown.
struct ActionCountCheck: Check {
  static let name = "action-count"
  static let parameters = [ParameterSpec("maximum", .integer, "the most actions an alert may show in one branch")]
  static let subjects: Set<Subject> = [.dialog(.alert)]
  /// Confirmation dialogs and action sheets have actions to read too; by default they are left alone.
  static let reads = Checks.alertFamily

  static let examples: [Example] = [
    Example(
      "too-many-actions",
      """
      Text("Photo")
        ↓.alert("Save photo", isPresented: $save) {
          Button("Save to Photos") { }
          Button("Save to Files") { }
          Button("Share") { }
          Button("Cancel", role: .cancel) { }
        }
      """),
    Example(
      "too-many-actions",
      """
      Text("Photo")
        .alert("Save photo", isPresented: $save) {
          if canUseFiles { Button("Save to Files") { } } else { Button("Save to Photos") { } }
          Button("Share") { }
          Button("Cancel", role: .cancel) { }
        }
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard let alert = dialog.alert else { return [] }
    let maximum = rule.parameters.integer("maximum") ?? 3
    guard let paths = alert.actions.buttonPaths, let most = paths.map(\.count).max(), most > maximum else { return [] }
    return [
      context.finding(
        rule,
        "\(dialog.kind.noun) shows \(most) actions; more than \(maximum) are hard to follow with "
          + "VoiceOver: use a confirmation dialog or a sheet",
        at: dialog.nameSpan, in: dialog)
    ]
  }
}
