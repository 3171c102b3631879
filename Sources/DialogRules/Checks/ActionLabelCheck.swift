import DialogFacts
import DialogModel

/// Finds dialog actions whose label means nothing out of context (WCAG 2.4.6 Headings and Labels,
/// 3.3.2 Labels or Instructions).
///
/// VoiceOver users often hear a button without the alert's text. "Yes" and "No" (parameter
/// `labels`) never say what happens; "OK" (parameter `choiceLabels`) is clear as a lone
/// acknowledgement but not when it is one choice among several. Labels are compared without case
/// and punctuation, after resolving localised strings; a label that cannot be read is left alone.
struct ActionLabelCheck: Check {
  static let name = "action-label"
  static let parameters = [
    ParameterSpec("labels", .strings, "labels that are ambiguous wherever they appear"),
    ParameterSpec("choiceLabels", .strings, "labels that are ambiguous when the dialog offers more than one action"),
  ]
  static let subjects = Checks.alertFamily

  static let examples: [Example] = [
    Example(
      "ambiguous-action-label",
      """
      Text("Draft")
        .alert("Discard this draft?", isPresented: $confirm) {
          Button(↓"Yes", role: .destructive) { discard() }
          Button(↓"No", role: .cancel) { }
        }
      """),
    Example(
      "ambiguous-action-label",
      """
      Text("Draft")
        .alert("Discard this draft?", isPresented: $confirm) {
          Button(↓"OK") { discard() }
          Button("Keep Editing", role: .cancel) { }
        }
      """),
    Example(
      "ambiguous-action-label",
      """
      Text("Saved")
        .alert("Your photo was saved", isPresented: $saved) {
          Button("OK") { }
        }
      """),
    Example(
      "ambiguous-action-label",
      """
      Text("Draft")
        .alert("Discard this draft?", isPresented: $confirm) {
          Button("Discard", role: .destructive) { discard() }
          Button("Keep Editing", role: .cancel) { }
        }
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard let alert = dialog.alert else { return [] }
    let labels = context.words("labels", of: rule)
    let choiceLabels = context.words("choiceLabels", of: rule)
    let noun = dialog.kind.noun
    var result: [Finding] = []
    for (index, action) in alert.actions.all.enumerated() where action.control == .button {
      let always = Labels.label(action.label, isOneOf: labels)
      let asChoice =
        !always && Labels.label(action.label, isOneOf: choiceLabels)
        && offersChoice(alert.actions, of: dialog.kind, index)
      guard always || asChoice else { continue }
      let why = always ? "is ambiguous out of context" : "is ambiguous when the \(noun) offers more than one action"
      result.append(
        context.finding(
          rule,
          "\(context.describe(action, in: noun)) \(why); name what it does (\"Delete\", \"Keep Editing\")",
          at: action.location, in: dialog))
    }
    return result
  }

  /// Whether some path that shows action `index` shows another button too.
  private func offersChoice(_ actions: Actions, of kind: Dialog.Kind, _ index: Int) -> Bool {
    guard let paths = actions.paths else { return false }
    let extra = kind.systemButton == .cancel ? 1 : 0
    return paths.contains { path in
      path.contains(index) && path.filter { actions.all[$0].control == .button }.count + extra > 1
    }
  }
}
