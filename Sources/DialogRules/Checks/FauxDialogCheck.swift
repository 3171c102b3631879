import DialogFacts
import DialogModel

/// Finds custom overlays posing as dialogs (WCAG 4.1.2 Name, Role, Value; 2.4.3 Focus Order).
///
/// A view shown under `if showAlert { … }` inside a `ZStack` or `.overlay`, holding buttons, looks
/// like a dialog but is not one to VoiceOver: focus stays behind it, the view underneath can still
/// be reached, and nothing announces it. The Boolean's name (parameter `nameWords`) says what it
/// stands in for. An overlay marked `.accessibilityAddTraits(.isModal)` is taken as made accessible
/// on purpose.
struct FauxDialogCheck: Check {
  static let name = "faux-dialog"
  static let parameters: [ParameterSpec] = []
  static let subjects: Set<Subject> = [.overlay]

  static let examples: [Example] = [
    Example(
      "faux-dialog",
      """
      ZStack {
        List(items) { Text($0.name) }
        ↓if showDeleteAlert {
          VStack {
            Text("Delete all items?")
            Button("Delete") { deleteAll() }
          }
        }
      }
      """),
    Example(
      "faux-dialog",
      """
      ZStack {
        List(items) { Text($0.name) }
        if isLoading { ProgressView() }
      }
      """),
  ]

  func findings(for overlay: FauxDialog, rule: Rule, context: CheckContext) -> [Finding] {
    [
      context.finding(
        rule,
        "overlay shown when \"\(overlay.condition)\" acts as a dialog, but VoiceOver neither announces it nor "
          + "keeps focus in it; use .alert, .confirmationDialog or .sheet, or mark it "
          + ".accessibilityAddTraits(.isModal) and move focus into it",
        at: overlay.span, scope: overlay.callSpan,
        related: [RelatedLocation(location: overlay.container, message: "container")])
    ]
  }
}
