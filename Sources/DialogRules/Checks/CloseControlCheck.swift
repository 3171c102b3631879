import DialogModel

/// Finds sheets and full-screen covers with no explicit way to close them (WCAG 2.1.2 No Keyboard
/// Trap).
///
/// Swiping a sheet down is a gesture many VoiceOver, Switch Control and keyboard users cannot make;
/// a full-screen cover, or a sheet with `.interactiveDismissDisabled()`, has no gesture at all. The
/// content needs a control that closes it: a button calling the environment's `dismiss` (any name
/// bound to `\\.dismiss`), `presentationMode.wrappedValue.dismiss()`, setting the binding to false or
/// the item to nil (or toggling it), a `.cancel` button, a button labelled to close (`closeLabels`,
/// for apps whose store does the dismissing) or showing a close symbol (`closeSymbols`), or a view
/// named in the parameter `closeControls`. When the
/// content cannot be read in full, or wraps a UIKit controller that brings its own chrome, nothing
/// is reported. Severity rises to `escalatedSeverity` where no gesture exists.
struct CloseControlCheck: Check {
  static let name = "modal-close-control"
  static let parameters = [
    ParameterSpec("closeControls", .strings, "the app's own views that close the modal they are in"),
    ParameterSpec(
      "closeLabels", .strings, "button labels that say the button closes the modal (its action may be a store's)"),
    ParameterSpec("closeSymbols", .strings, "SF Symbols that mark a close button"),
    ParameterSpec(
      "escalatedSeverity", .severity, "the severity for a full-screen cover or a sheet that cannot be swiped away"),
  ]
  static let subjects = Checks.modalFamily

  static let examples: [Example] = [
    Example(
      "modal-missing-close-control",
      """
      struct Home: View {
        @State private var showTips = false
        var body: some View {
          Button("Tips") { showTips = true }
            ↓.sheet(isPresented: $showTips) {
              ScrollView { Text("Swipe left to archive.").accessibilityAddTraits(.isHeader) }
            }
        }
      }
      """),
    Example(
      "modal-missing-close-control",
      """
      struct Home: View {
        @State private var showTips = false
        var body: some View {
          Button("Tips") { showTips = true }
            .sheet(isPresented: $showTips) {
              NavigationStack {
                ScrollView { Text("Swipe left to archive.") }
                  .navigationTitle("Tips")
                  .toolbar { Button("Done") { showTips = false } }
              }
            }
        }
      }
      """),
  ]

  /// Whether `content` holds a control that closes it, with the parameters of `rule`.
  static func hasCloseControl(_ content: ModalContent, rule: Rule, context: CheckContext) -> Bool {
    let closeLabels = context.words("closeLabels", of: rule)
    return !content.closeControls.isEmpty || content.closesItsBinding
      || !content.viewTypes.isDisjoint(with: rule.parameters.strings("closeControls"))
      || !content.symbols.isDisjoint(with: rule.parameters.strings("closeSymbols"))
      || content.buttonLabels.contains(where: { Labels.label($0.label, isOneOf: closeLabels) })
  }

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    // A sheet that lets the view behind be used is a panel, not a trap (modal-background-interaction
    // says what is wrong with it).
    guard let whole = dialog.content, whole.backgroundInteraction.isEmpty else { return [] }
    let failing = dialog.judgedContent.filter { !Self.hasCloseControl($0.content, rule: rule, context: context) }
    guard !failing.isEmpty else { return [] }
    let noGesture = dialog.kind == .fullScreenCover || !whole.interactiveDismissDisabled.isEmpty
    let severity = noGesture ? rule.parameters.string("escalatedSeverity").flatMap(Severity.init(rawValue:)) : nil
    let why =
      dialog.kind == .fullScreenCover
      ? "nothing but this control can close it"
      : noGesture
        ? "interactive dismissal is disabled"
        : dialog.kind == .popover
          ? "on iPhone it is a sheet, which not everyone can swipe away"
          : "not everyone can swipe it away"
    var (phrase, related) = context.describeContent(of: dialog, failing: failing)
    if whole.branches.isEmpty, let type = whole.contentType {
      phrase += " (\(type.name))"
      related.append(RelatedLocation(location: type.span, message: "content type"))
    }
    return [
      context.finding(
        rule,
        "\(phrase) has no close control, and \(why); add a Button(\"Done\") that calls dismiss() from "
          + "@Environment(\\.dismiss)",
        at: dialog.nameSpan, in: dialog, related: related, severity: severity)
    ]
  }
}
