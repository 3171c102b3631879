import DialogFacts
import DialogModel

/// Finds alerts used as forms (WCAG 3.3.2 Labels or Instructions; 2.4.3 Focus Order).
///
/// An alert can hold one text field (a name, a password). A second field or any other control
/// (`Toggle`, `Picker`, `Slider`, `Stepper`, `DatePicker`) has no label VoiceOver can read there
/// and no room to explain itself: that is a form, and it belongs in a sheet.
struct AlertFormContentCheck: Check {
  static let name = "alert-form-content"
  static let parameters = [ParameterSpec("maximumTextFields", .integer, "how many text fields an alert may hold")]
  static let subjects: Set<Subject> = [.dialog(.alert)]
  /// Confirmation dialogs and action sheets have actions to read too; by default they are left alone.
  static let reads = Checks.alertFamily

  static let examples: [Example] = [
    Example(
      "alert-form-content",
      """
      Text("Wi-Fi")
        .alert("Join network", isPresented: $join) {
          TextField("User name", text: $user)
          ↓SecureField("Password", text: $password)
          Button("Join") { }
          Button("Cancel", role: .cancel) { }
        }
      """),
    Example(
      "alert-form-content",
      """
      Text("Folder")
        .alert("New folder", isPresented: $create) {
          TextField("Name", text: $name)
          Button("Create") { }
          Button("Cancel", role: .cancel) { }
        }
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard let alert = dialog.alert else { return [] }
    let maximum = rule.parameters.integer("maximumTextFields") ?? 1
    let noun = dialog.kind.noun
    var result: [Finding] = []
    var reported: Set<Int> = []
    for path in alert.actions.paths ?? [Array(alert.actions.all.indices)] {
      var fields = 0
      for index in path {
        let action = alert.actions.all[index]
        switch action.control {
        case .textField, .secureField:
          fields += 1
          guard fields > maximum, reported.insert(index).inserted else { continue }
          result.append(
            context.finding(
              rule,
              "\(noun) holds \(fields) text fields; it can hold \(maximum): put a form in a sheet",
              at: action.span, in: dialog))
        case .otherControl(let name):
          guard reported.insert(index).inserted else { continue }
          result.append(
            context.finding(
              rule, "\(noun) holds a \(name), which VoiceOver cannot reach there; put a form in a sheet",
              at: action.span, in: dialog))
        case .button:
          break
        }
      }
    }
    return result
  }
}
