import DialogModel

/// Finds dialog titles that say nothing about what happened (WCAG 2.4.6 Headings and Labels; 3.3.1
/// Error Identification).
///
/// VoiceOver reads the title first. "Error", "Oops" or "Are you sure?" (parameter `vagueTitles`)
/// make the user hunt through the message for what went wrong or what is at stake; an empty title
/// reads as nothing at all. A confirmation dialog's title only counts when it is shown
/// (`titleVisibility: .visible`); a title computed at run time is not judged.
struct DialogTitleCheck: Check {
  static let name = "dialog-title"
  static let parameters = [ParameterSpec("vagueTitles", .strings, "titles that name no problem or choice")]
  static let subjects = Checks.alertFamily

  static let examples: [Example] = [
    Example("vague-alert-title", "Text(\"Upload\")\n  ↓.alert(\"Error\", isPresented: $failed) { }"),
    Example("vague-alert-title", "Text(\"Upload\")\n  ↓.alert(\"\", isPresented: $failed) { }"),
    Example("vague-alert-title", "Text(\"Upload\")\n  .alert(\"Couldn't upload the video\", isPresented: $failed) { }"),
    Example("vague-alert-title", "Text(\"Upload\")\n  .confirmationDialog(\"Are you sure?\", isPresented: $ask) { }"),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard case .text(let title) = dialog.title, title.isComplete else { return [] }
    if dialog.kind == .confirmationDialog && !dialog.titleIsVisible { return [] }
    let noun = context.noun(dialog.kind)
    let message: String
    if Labels.normalized(title.value).isEmpty {
      message = "\(noun) title is empty; name what happened or what is being decided"
    } else if Labels.label(title, isOneOf: Labels.Words(rule.parameters.strings("vagueTitles"))) {
      message = "\(noun) title \"\(title.value)\" says nothing about what happened; name it (\"Couldn't Save Photo\")"
    } else {
      return []
    }
    return [context.finding(rule, message, at: dialog.nameSpan, in: dialog)]
  }
}
