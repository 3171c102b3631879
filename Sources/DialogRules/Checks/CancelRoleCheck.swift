import DialogFacts
import DialogModel

/// Finds alerts whose way out is not marked as one (WCAG 4.1.2 Name, Role, Value; 2.1.1 Keyboard).
///
/// `role: .cancel` tells VoiceOver, the Escape key and the system's layout which action backs out.
/// An alert offering two or more actions needs one; a confirmation dialog adds its own Cancel, so
/// only the second clause applies to it: any action labelled like a way out ("Cancel", "Not Now",
/// parameter `dismissiveLabels`) must carry `role: .cancel` (or the iOS 26 `.close`).
struct CancelRoleCheck: Check {
  static let name = "cancel-role"
  static let parameters = [
    ParameterSpec("dismissiveLabels", .strings, "labels that back out of the dialog")
  ]
  static let subjects = Checks.alertFamily

  static let examples: [Example] = [
    Example(
      "missing-cancel-role",
      """
      Text("Photo")
        ↓.alert("Replace the photo?", isPresented: $replace) {
          Button("Replace") { replacePhoto() }
          Button("Keep Current") { }
        }
      """),
    Example(
      "missing-cancel-role",
      """
      Text("Photo")
        .confirmationDialog("Share photo", isPresented: $share) {
          Button("Messages") { }
          Button(↓"Not Now") { }
        }
      """),
    Example(
      "missing-cancel-role",
      """
      Text("Photo")
        .alert("Replace the photo?", isPresented: $replace) {
          Button("Replace") { replacePhoto() }
          Button("Keep Current", role: .cancel) { }
        }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      "missing-cancel-role",
      """
      struct Editor: View {
        @Binding var isPresented: Bool

        var body: some View {
          Text("Draft")
            .alert("Discard draft?", isPresented: $isPresented) {
              Button("Discard", role: .destructive) { discard() }
              Button("Keep Editing") {}
            }
        }
      }
      """,
      """
      struct Editor: View {
        @Binding var isPresented: Bool

        var body: some View {
          Text("Draft")
            .alert("Discard draft?", isPresented: $isPresented) {
              Button("Discard", role: .destructive) { discard() }
              Button("Keep Editing", role: .cancel) {}
            }
        }
      }
      """),
    Correction(
      "missing-cancel-role",
      """
      struct Editor: View {
        @Binding var isPresented: Bool

        var body: some View {
          Text("Draft")
            .alert("Save changes?", isPresented: $isPresented) {
              Button("Save", action: save)
              Button("Not Now", action: dismissLater)
            }
        }
      }
      """,
      """
      struct Editor: View {
        @Binding var isPresented: Bool

        var body: some View {
          Text("Draft")
            .alert("Save changes?", isPresented: $isPresented) {
              Button("Save", action: save)
              Button("Not Now", role: .cancel, action: dismissLater)
            }
        }
      }
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard let alert = dialog.alert else { return [] }
    let dismissive = context.words("dismissiveLabels", of: rule)
    let noun = dialog.kind.noun
    var result: [Finding] = []
    let unmarked = alert.actions.all.filter { $0.isPlainButton && Labels.label($0.label, isOneOf: dismissive) }
    // A dismissive action without the role is the precise finding; the alert-level one would repeat it.
    if dialog.kind.systemButton != .cancel, unmarked.isEmpty, let paths = alert.actions.buttonPaths {
      let crowded = paths.first { path in
        path.count >= 2 && !path.contains { $0.role == .cancel || $0.role == .close || $0.role == .unknown }
      }
      if let crowded {
        result.append(
          context.finding(
            rule,
            "\(noun) offers \(crowded.count) actions but none has role: .cancel; give the one that backs out "
              + "role: .cancel, or add Button(\"Cancel\", role: .cancel) { }",
            at: dialog.nameSpan, in: dialog,
            fix: .unavailable("no action is labelled as a way out; which one backs out is the author's choice")))
      }
    }
    for action in unmarked {
      let fix = alert.legacyAPI == nil ? "use role: .cancel" : "use .cancel(…)"
      // A dialog shows one cancel action: a second would hide one of the two.
      let holder = (alert.actions.buttonPaths ?? [alert.actions.all]).lazy.filter {
        $0.contains { $0.span == action.span }
      }
      .compactMap { $0.first { $0.span != action.span && ($0.role == .cancel || $0.role == .close) } }.first
      result.append(
        context.finding(
          rule, "\(context.describe(action, in: noun)) backs out but has no role: .cancel; \(fix)",
          at: action.location, in: dialog,
          fix: holder.map {
            .unavailable(
              "\(context.quoted($0.label)) has role: .\($0.role.rawValue) already, and a dialog shows one such action; "
                + "which one backs out is the author's choice")
          } ?? action.roleFix(.cancel)))
    }
    return result
  }
}
