import DialogModel

/// Finds dialogs that leave VoiceOver focus nowhere when they close (WCAG 2.4.3 Focus Order).
///
/// When an alert, confirmation dialog or sheet shown by a control goes away, VoiceOver focus
/// should land back on that control. SwiftUI does this only when the control carries
/// `.accessibilityFocused($flag)` bound to an `@AccessibilityFocusState` and the dialog sets the
/// flag again as it closes: in every action of an alert, in `onDismiss` of a sheet. An alert with
/// no actions (the system's implicit OK) and a confirmation dialog without its own cancel action
/// (the system's Cancel) cannot do it. Dialogs raised by events (an error, a finished task) have no
/// trigger and are left alone.
struct FocusReturnCheck: Check {
  static let name = "focus-return"
  static let parameters: [ParameterSpec] = []
  static let subjects = Checks.alertFamily.union(Checks.modalFamily)

  static let examples: [Example] = [
    Example(
      "alert-focus-return",
      """
      struct Inbox: View {
        @State private var showDelete = false
        var body: some View {
          Button("Delete") { showDelete = true }
            ↓.alert("Delete message?", isPresented: $showDelete) {
              Button("Delete", role: .destructive) { }
              Button("Cancel", role: .cancel) { }
            }
        }
      }
      """),
    Example(
      "alert-focus-return",
      """
      struct Inbox: View {
        @State private var showDelete = false
        @AccessibilityFocusState private var isDeleteFocused: Bool
        var body: some View {
          Button("Delete") { showDelete = true }
            .accessibilityFocused($isDeleteFocused)
            .alert("Delete message?", isPresented: $showDelete) {
              Button("Delete", role: .destructive) { isDeleteFocused = true }
              Button(↓"Cancel", role: .cancel) { }
            }
        }
      }
      """),
    Example(
      "alert-focus-return",
      """
      struct Inbox: View {
        @State private var showDelete = false
        @AccessibilityFocusState private var isDeleteFocused: Bool
        var body: some View {
          Button("Delete") { showDelete = true }
            .accessibilityFocused($isDeleteFocused)
            .alert("Delete message?", isPresented: $showDelete) {
              Button("Delete", role: .destructive) { isDeleteFocused = true }
              Button("Cancel", role: .cancel) { isDeleteFocused = true }
            }
        }
      }
      """),
    Example(
      "alert-focus-return",
      """
      struct Loader: View {
        @State private var failed = false
        var body: some View {
          List { }
            .task { do { try await load() } catch { failed = true } }
            .alert("Couldn't load the list", isPresented: $failed) { Button("Retry") { } }
        }
      }
      """),
    Example(
      "modal-focus-return",
      """
      struct Home: View {
        @State private var showSettings = false
        var body: some View {
          Button("Settings") { showSettings = true }
            ↓.sheet(isPresented: $showSettings) { SettingsView() }
        }
      }
      """),
    Example(
      "modal-focus-return",
      """
      struct Home: View {
        @State private var showSettings = false
        @AccessibilityFocusState private var isSettingsFocused: Bool
        var body: some View {
          Button("Settings") { showSettings = true }
            .accessibilityFocused($isSettingsFocused)
            .sheet(isPresented: $showSettings, onDismiss: { isSettingsFocused = true }) { SettingsView() }
        }
      }
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard let trigger = dialog.triggers.first else { return [] }
    let focus = FocusNames(context: context, dialog: dialog)
    let noun = context.noun(dialog.kind)
    let related = context.related(dialog.triggers)
    let unbound = dialog.triggers.filter { $0.focus == nil }
    let (name, exists) = focus.suggestedFocusName(for: unbound.first ?? trigger)
    let declare = exists ? "" : "add @AccessibilityFocusState private var \(name): Bool, "
    let others = unbound.count > 1 ? " and \(unbound.count - 1) other trigger\(unbound.count > 2 ? "s" : "")" : ""

    if dialog.kind.family == .modal {
      return modalFindings(
        dialog, rule, context, focus, noun: noun, related: related, unbound: unbound, name: name, declare: declare,
        others: others)
    }

    let buttons = dialog.actions.all.indices.filter { dialog.actions.all[$0].control == .button }
    if buttons.isEmpty, dialog.actions.paths != nil, dialog.kind == .alert {
      let binding = trigger.focus
      let flag = binding?.name ?? name
      let mark = binding == nil ? "put .accessibilityFocused($\(flag)) on the trigger and " : ""
      return [
        context.finding(
          rule,
          "\(noun) has no actions, and the system's implicit OK cannot return VoiceOver focus to its trigger "
            + "\(focus.describe(trigger)); \(binding == nil ? declare : "")\(mark)add Button(\"OK\") { \(flag) = "
            + "\(binding?.resetValue ?? "true") }",
          at: dialog.nameSpan, in: dialog, related: related)
      ]
    }
    if let first = unbound.first {
      return [
        context.finding(
          rule,
          "\(noun) does not return VoiceOver focus to its trigger \(focus.describe(first))\(others); \(declare)"
            + "put .accessibilityFocused($\(name)) on the trigger, and set \(name) = true in each action",
          at: dialog.nameSpan, in: dialog, related: related)
      ]
    }

    // Every trigger is bound: each action must set its flag back.
    var result: [Finding] = []
    for focusReturn in dialog.focusReturns where !focusReturn.isSetElsewhere {
      let binding = focusReturn.binding
      for index in buttons where focusReturn.actionResets[index] == false {
        let action = dialog.actions.all[index]
        result.append(
          context.finding(
            rule,
            "\(context.describe(action, in: noun)) does not return VoiceOver focus to its trigger; "
              + "set \(binding.name) = \(binding.resetValue) in the action",
            at: action.location, in: dialog, related: related))
      }
      if dialog.kind == .confirmationDialog,
        !buttons.contains(where: { [.cancel, .unknown].contains(dialog.actions.all[$0].role) })
      {
        result.append(
          context.finding(
            rule,
            "\(noun)'s system Cancel cannot return VoiceOver focus to its trigger; add Button(\"Cancel\", "
              + "role: .cancel) { \(binding.name) = \(binding.resetValue) }",
            at: dialog.nameSpan, in: dialog, related: related))
      }
    }
    return result
  }

  private func modalFindings(
    _ dialog: Dialog, _ rule: Rule, _ context: CheckContext, _ focus: FocusNames, noun: String,
    related: [RelatedLocation], unbound: [Trigger], name: String, declare: String, others: String
  ) -> [Finding] {
    if let first = unbound.first {
      let onDismiss = dialog.hasOnDismiss ? "set \(name) = true in onDismiss" : "add onDismiss: { \(name) = true }"
      return [
        context.finding(
          rule,
          "\(noun) does not return VoiceOver focus to its trigger \(focus.describe(first))\(others) when dismissed; "
            + "\(declare)put .accessibilityFocused($\(name)) on the trigger, and \(onDismiss)",
          at: dialog.nameSpan, in: dialog, related: related)
      ]
    }
    var result: [Finding] = []
    for focusReturn in dialog.focusReturns {
      let binding = focusReturn.binding
      guard dialog.hasOnDismiss else {
        result.append(
          context.finding(
            rule,
            "\(noun) does not return VoiceOver focus to its trigger when dismissed; add onDismiss: { "
              + "\(binding.name) = \(binding.resetValue) }",
            at: dialog.nameSpan, in: dialog, related: related))
        continue
      }
      if focusReturn.onDismissResets == false {
        result.append(
          context.finding(
            rule,
            "\(noun)'s onDismiss does not return VoiceOver focus to its trigger; set \(binding.name) = "
              + "\(binding.resetValue) in it",
            at: dialog.nameSpan, in: dialog, related: related))
      }
    }
    return result
  }
}
