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
    let focus = FocusReturn(context: context, dialog: dialog)
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

    let buttons = dialog.actions.all.filter { $0.control == .button }
    if buttons.isEmpty, dialog.actions.paths != nil, dialog.kind == .alert {
      let binding = trigger.focus
      let flag = binding?.name ?? name
      let mark = binding == nil ? "put .accessibilityFocused($\(flag)) on the trigger and " : ""
      return [
        context.finding(
          rule,
          "\(noun) has no actions, and the system's implicit OK cannot return VoiceOver focus to its trigger "
            + "\(focus.describe(trigger)); \(binding == nil ? declare : "")\(mark)add Button(\"OK\") { \(flag) = "
            + "\(focus.resetValue(binding)) }",
          at: context.location(of: dialog), in: dialog, related: related)
      ]
    }
    if let first = unbound.first {
      return [
        context.finding(
          rule,
          "\(noun) does not return VoiceOver focus to its trigger \(focus.describe(first))\(others); \(declare)"
            + "put .accessibilityFocused($\(name)) on the trigger, and set \(name) = true in each action",
          at: context.location(of: dialog), in: dialog, related: related)
      ]
    }

    // Every trigger is bound: each action must set its flag back.
    var result: [Finding] = []
    for binding in uniqueBindings(dialog.triggers) where !focus.isSetElsewhere(binding) {
      let value = focus.resetValue(binding)
      for action in buttons where focus.resets(action.body, binding, file: action.token.file) == false {
        result.append(
          context.finding(
            rule,
            "\(context.describe(action, in: noun)) does not return VoiceOver focus to its trigger; "
              + "set \(binding.name) = \(value) in the action",
            at: context.location(of: action), in: dialog, related: related))
      }
      if dialog.kind == .confirmationDialog, !buttons.contains(where: { $0.role == .cancel || $0.role == .unknown }) {
        result.append(
          context.finding(
            rule,
            "\(noun)'s system Cancel cannot return VoiceOver focus to its trigger; add Button(\"Cancel\", "
              + "role: .cancel) { \(binding.name) = \(value) }",
            at: context.location(of: dialog), in: dialog, related: related))
      }
    }
    return result
  }

  private func modalFindings(
    _ dialog: Dialog, _ rule: Rule, _ context: CheckContext, _ focus: FocusReturn, noun: String,
    related: [RelatedLocation], unbound: [Trigger], name: String, declare: String, others: String
  ) -> [Finding] {
    if let first = unbound.first {
      let onDismiss = dialog.onDismiss == nil ? "add onDismiss: { \(name) = true }" : "set \(name) = true in onDismiss"
      return [
        context.finding(
          rule,
          "\(noun) does not return VoiceOver focus to its trigger \(focus.describe(first))\(others) when dismissed; "
            + "\(declare)put .accessibilityFocused($\(name)) on the trigger, and \(onDismiss)",
          at: context.location(of: dialog), in: dialog, related: related)
      ]
    }
    var result: [Finding] = []
    for binding in uniqueBindings(dialog.triggers) {
      let value = focus.resetValue(binding)
      guard let onDismiss = dialog.onDismiss else {
        result.append(
          context.finding(
            rule,
            "\(noun) does not return VoiceOver focus to its trigger when dismissed; add onDismiss: { "
              + "\(binding.name) = \(value) }",
            at: context.location(of: dialog), in: dialog, related: related))
        continue
      }
      if focus.resets(onDismiss, binding, file: dialog.token.file) == false {
        result.append(
          context.finding(
            rule,
            "\(noun)'s onDismiss does not return VoiceOver focus to its trigger; set \(binding.name) = \(value) in it",
            at: context.location(of: dialog), in: dialog, related: related))
      }
    }
    return result
  }

  /// The distinct focus bindings of the triggers.
  private func uniqueBindings(_ triggers: [Trigger]) -> [FocusBinding] {
    var seen: Set<String> = []
    return triggers.compactMap(\.focus).filter { seen.insert("\($0.name)=\($0.value ?? "")").inserted }
  }
}
