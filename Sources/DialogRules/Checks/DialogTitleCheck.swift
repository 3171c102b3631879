import DialogFacts
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
    guard let alert = dialog.alert else { return [] }
    if !alert.titleIsVisible { return [] }
    // A legacy dialog showing a different `Alert(…)` per case: each case's title where it is written.
    let titles =
      alert.caseTitles.isEmpty ? [(alert.title, dialog.nameSpan)] : alert.caseTitles.map { ($0.title, $0.span) }
    let vague = context.words("vagueTitles", of: rule)
    return titles.compactMap { title, location in
      message(for: title, in: dialog, vague: vague, context: context).map {
        context.finding(rule, $0, at: location, in: dialog)
      }
    }
  }

  /// What is wrong with a known title; nil when nothing is.
  private func message(for title: Dialog.Title, in dialog: Dialog, vague: Labels.Words, context: CheckContext)
    -> String?
  {
    guard case .text(let title) = title, title.isComplete else { return nil }
    let noun = dialog.kind.noun
    if Labels.normalized(title.value).isEmpty {
      return "\(noun) title is empty; name what happened or what is being decided"
    }
    guard Labels.label(title, isOneOf: vague) else { return nil }
    return "\(noun) title \"\(title.value)\" says nothing about what happened; name it (\"Couldn't Save Photo\")"
  }
}
