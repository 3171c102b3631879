import DialogFacts
import DialogModel

/// Finds destructive actions that do not say so (WCAG 4.1.2 Name, Role, Value; 1.4.1 Use of Color;
/// 3.3.4 Error Prevention).
///
/// `role: .destructive` makes VoiceOver announce the danger and the system paint the button. An
/// action whose label starts with a destructive verb (parameter `destructiveVerbs`: "Delete",
/// "Remove", "Sign Out", …) needs it, and so does one marked dangerous by colour alone
/// (`.foregroundColor(.red)`, `.tint(.red)`, `.foregroundStyle(.red)`), which VoiceOver never reads,
/// unless it runs no code of the app.
struct DestructiveRoleCheck: Check {
  static let name = "destructive-role"
  static let parameters = [
    ParameterSpec("destructiveVerbs", .strings, "words that start the label of a destructive action"),
    ParameterSpec(
      "exceptions", .strings, "labels that start with such a word but destroy nothing (\"Reset Password\")"),
  ]
  static let subjects = Checks.alertFamily

  static let examples: [Example] = [
    Example(
      "missing-destructive-role",
      """
      Text("Account")
        .alert("Delete your account?", isPresented: $confirm) {
          Button(↓"Delete Account") { deleteAccount() }
          Button("Cancel", role: .cancel) { }
        }
      """),
    Example(
      "missing-destructive-role",
      """
      Text("Account")
        .confirmationDialog("Account", isPresented: $confirm) {
          Button { signOut() } label: { Text(↓"Sign Out") }
        }
      """),
    Example(
      "missing-destructive-role",
      """
      Text("Item")
        .alert("Remove this item?", isPresented: $confirm) {
          Button(↓"Continue") { remove() }.foregroundColor(.red)
          Button("Cancel", role: .cancel) { }
        }
      """),
    Example(
      "missing-destructive-role",
      """
      Text("Account")
        .alert("Delete your account?", isPresented: $confirm) {
          Button("Delete Account", role: .destructive) { deleteAccount() }
          Button("Deleted Items") { showTrash() }
        }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      "missing-destructive-role",
      """
      struct Account: View {
        @Binding var confirming: Bool

        var body: some View {
          Text("Account")
            .confirmationDialog("Sign out?", isPresented: $confirming) {
              Button("Sign Out", action: signOut)
              Button(action: eraseAll) {
                Label("Erase All Data", systemImage: "trash")
              }
              Button("Remove Device") { removeDevice() }
                .foregroundColor(.red)
            }
        }
      }
      """,
      """
      struct Account: View {
        @Binding var confirming: Bool

        var body: some View {
          Text("Account")
            .confirmationDialog("Sign out?", isPresented: $confirming) {
              Button("Sign Out", role: .destructive, action: signOut)
              Button(role: .destructive, action: eraseAll) {
                Label("Erase All Data", systemImage: "trash")
              }
              Button("Remove Device", role: .destructive) { removeDevice() }
                .foregroundColor(.red)
            }
        }
      }
      """),
    Correction(
      "missing-destructive-role",
      """
      struct Photos: View {
        @Binding var confirming: Bool

        var body: some View {
          Text("Photos")
            .actionSheet(isPresented: $confirming) {
              ActionSheet(
                title: Text("Delete 3 photos?"),
                buttons: [.default(Text("Delete Photos"), action: deleteSelection), .cancel()])
            }
        }
      }
      """,
      """
      struct Photos: View {
        @Binding var confirming: Bool

        var body: some View {
          Text("Photos")
            .actionSheet(isPresented: $confirming) {
              ActionSheet(
                title: Text("Delete 3 photos?"),
                buttons: [.destructive(Text("Delete Photos"), action: deleteSelection), .cancel()])
            }
        }
      }
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard let alert = dialog.alert else { return [] }
    let verbs = context.words("destructiveVerbs", of: rule)
    let exceptions = context.words("exceptions", of: rule)
    let noun = dialog.kind.noun
    var result: [Finding] = []
    for action in alert.actions.all where action.isPlainButton {
      let fix = alert.legacyAPI == nil ? "add role: .destructive" : "use .destructive(…)"
      if let verb = Labels.label(action.label, startsWithOneOf: verbs),
        Labels.label(action.label, startsWithOneOf: exceptions) == nil
      {
        result.append(
          context.finding(
            rule,
            "\(context.describe(action, in: noun)) is destructive (\"\(verb)\") but has no role: "
              + ".destructive; \(fix) so that VoiceOver announces it",
            at: action.location, in: dialog, fix: action.roleFix(.destructive)))
      } else if let tint = action.redTint, !action.runsNoCode {
        // A red button that does nothing but close the dialog destroys nothing (a red Cancel).
        result.append(
          context.finding(
            rule,
            "\(context.describe(action, in: noun)) is marked destructive by colour alone "
              + "(.\(tint.rawValue)); \(fix), which VoiceOver announces",
            at: action.location, in: dialog, fix: action.roleFix(.destructive)))
      }
    }
    return result
  }
}
