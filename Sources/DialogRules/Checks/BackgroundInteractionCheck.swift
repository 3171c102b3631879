import DialogFacts
import DialogModel

/// Finds modals that let the view behind them be used (WCAG 2.4.3 Focus Order; 2.4.11 Focus Not
/// Obscured).
///
/// `.presentationBackgroundInteraction(.enabled…)` on a sheet's content lets touches, and VoiceOver's
/// swipes, reach the view underneath: the sheet stops being modal, and users lose track of which
/// layer they are in. Only modifiers inside the content count; those after `.sheet(…)` belong to
/// the presenting view.
struct BackgroundInteractionCheck: Check {
  static let name = "modal-background-interaction"
  static let parameters: [ParameterSpec] = []
  static let subjects = Checks.modalFamily

  static let examples: [Example] = [
    Example(
      "modal-background-interaction",
      """
      Map()
        .sheet(isPresented: $showDetails) {
          PlaceDetails()
            ↓.presentationBackgroundInteraction(.enabled(upThrough: .medium))
        }
      """),
    Example(
      "modal-background-interaction",
      """
      Map()
        .sheet(isPresented: $showDetails) {
          PlaceDetails()
        }
        .presentationBackgroundInteraction(.enabled)
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard let content = dialog.modal?.content else { return [] }
    return content.backgroundInteraction.map { ref in
      context.finding(
        rule,
        "\(dialog.kind.noun) lets the view behind it be used (.presentationBackgroundInteraction(.enabled…)), "
          + "so it is no longer modal; remove it, or use an inline view instead of a \(dialog.kind.noun)",
        at: ref, in: dialog)
    }
  }
}
