import DialogFacts
import DialogModel

/// Finds dialogs that leave VoiceOver focus nowhere when they close (WCAG 2.4.3 Focus Order).
///
/// When an alert, confirmation dialog or sheet shown by a control goes away, VoiceOver focus
/// should land back on that control. SwiftUI does this only when the control carries
/// `.accessibilityFocused($flag)` bound to an `@AccessibilityFocusState` and the dialog sets the
/// flag again as it closes: in every action of an alert, in `onDismiss` of a sheet. An alert with
/// no actions (the system's implicit OK) and a confirmation dialog without its own cancel action
/// (the system's Cancel) cannot do it. Dialogs raised by events (an error, a finished task) have no
/// trigger and are left alone, and so is code for tvOS only, whose focus engine returns focus
/// itself.
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
      "alert-focus-return",
      """
      struct EditServer: View {
        @Environment(\\.dismiss) private var dismiss
        @State private var confirmDiscard = false
        var body: some View {
          Button("Close") { confirmDiscard = true }
            .alert("Save your changes?", isPresented: $confirmDiscard) {
              Button("Save and Close") { dismiss() }
              Button("Close Without Saving", role: .cancel) { dismiss() }
            }
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
    Example(
      "modal-focus-return",
      """
      struct SearchBar: View {
        @State private var showFilters = false
        @AccessibilityFocusState private var isFiltersFocused: Bool
        var body: some View {
          Button("Filters") { showFilters = true }
            .accessibilityFocused($isFiltersFocused)
            ↓.popover(isPresented: $showFilters) { FiltersView() }
            .onChange(of: showFilters) { _, isShown in
              if !isShown { refresh() }
            }
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      "alert-focus-return",
      """
      struct Inbox: View {
        @State private var showArchive = false

        var body: some View {
          Button("Archive") { showArchive = true }
            .alert("Archive message?", isPresented: $showArchive) {
              Button("Archive", action: archiveMessage)
              Button("Cancel", role: .cancel) {}
            }
        }
      }
      """,
      """
      struct Inbox: View {
        @State private var showArchive = false
        @AccessibilityFocusState private var isArchiveFocused: Bool

        var body: some View {
          Button("Archive") { showArchive = true }
            .accessibilityFocused($isArchiveFocused)
            .alert("Archive message?", isPresented: $showArchive) {
              Button("Archive") {
                archiveMessage()
                isArchiveFocused = true
              }
              Button("Cancel", role: .cancel) { isArchiveFocused = true }
            }
        }
      }
      """),
    Correction(
      "alert-focus-return",
      """
      struct FileRow: View {
        let name: String
        @State private var confirmDelete = false

        var body: some View {
          Menu("Actions") {
            Button("Delete…") { confirmDelete = true }
          }
          .confirmationDialog("Delete \\(name)?", isPresented: $confirmDelete) {
            Button("Delete", role: .destructive) { delete(name) }
          }
        }
      }
      """,
      """
      struct FileRow: View {
        let name: String
        @State private var confirmDelete = false
        @AccessibilityFocusState private var isActionsMenuFocused: Bool

        var body: some View {
          Menu("Actions") {
            Button("Delete…") { confirmDelete = true }
          }
          .accessibilityFocused($isActionsMenuFocused)
          .confirmationDialog("Delete \\(name)?", isPresented: $confirmDelete) {
            Button("Delete", role: .destructive) { delete(name) }
            Button("Cancel", role: .cancel) { isActionsMenuFocused = true }
          }
        }
      }
      """),
    Correction(
      "alert-focus-return",
      """
      struct Library: View {
        @State private var books: [Book] = []
        @State private var bookToDelete: Book?
        @State private var confirmDelete = false

        var body: some View {
          List(books) { book in
            Text(book.title)
              .swipeActions {
                Button("Delete", role: .destructive) {
                  bookToDelete = book
                  confirmDelete = true
                }
              }
          }
          .alert("Delete book?", isPresented: $confirmDelete, presenting: bookToDelete) { book in
            Button("Delete", role: .destructive) { remove(book) }
            Button("Cancel", role: .cancel) {}
          }
        }
      }
      """,
      """
      struct Library: View {
        @State private var books: [Book] = []
        @State private var bookToDelete: Book?
        @State private var confirmDelete = false
        @AccessibilityFocusState private var focusedBookRow: Book.ID?

        var body: some View {
          List(books) { book in
            Text(book.title)
              .swipeActions {
                Button("Delete", role: .destructive) {
                  bookToDelete = book
                  confirmDelete = true
                }
              }
              .accessibilityFocused($focusedBookRow, equals: book.id)
          }
          .alert("Delete book?", isPresented: $confirmDelete, presenting: bookToDelete) { book in
            Button("Delete", role: .destructive) { remove(book) }
            Button("Cancel", role: .cancel) { focusedBookRow = book.id }
          }
        }
      }
      """),
    Correction(
      "alert-focus-return",
      """
      struct Uploads: View {
        @State private var showInfo = false

        var body: some View {
          Button("About Uploads") { showInfo = true }
            .alert("Uploads resume on Wi-Fi", isPresented: $showInfo) {}
        }
      }
      """,
      """
      struct Uploads: View {
        @State private var showInfo = false
        @AccessibilityFocusState private var isAboutUploadsFocused: Bool

        var body: some View {
          Button("About Uploads") { showInfo = true }
            .accessibilityFocused($isAboutUploadsFocused)
            .alert("Uploads resume on Wi-Fi", isPresented: $showInfo) { Button("OK") { isAboutUploadsFocused = true } }
        }
      }
      """),
    Correction(
      "modal-focus-return",
      """
      struct Home: View {
        @State private var showSettings = false

        var body: some View {
          Button("Settings") { showSettings = true }
            .sheet(isPresented: $showSettings) { SettingsView() }
        }
      }
      """,
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
    Correction(
      "modal-focus-return",
      """
      struct Player: View {
        @State private var showQueue = false

        var body: some View {
          Button("Queue") { showQueue = true }
            .fullScreenCover(isPresented: $showQueue, onDismiss: reloadQueue) { QueueView() }
        }

        func reloadQueue() {}
      }
      """,
      """
      struct Player: View {
        @State private var showQueue = false
        @AccessibilityFocusState private var isQueueFocused: Bool

        var body: some View {
          Button("Queue") { showQueue = true }
            .accessibilityFocused($isQueueFocused)
            .fullScreenCover(isPresented: $showQueue, onDismiss: {
              reloadQueue()
              isQueueFocused = true
            }) { QueueView() }
        }

        func reloadQueue() {}
      }
      """),
    Correction(
      "modal-focus-return",
      """
      struct SearchBar: View {
        @Binding var query: String
        @State private var showFilters = false

        var body: some View {
          TextField("Search", text: $query)
            .onChange(of: query) { search() }
          Button("Filters") { showFilters = true }
            .popover(isPresented: $showFilters) { FiltersView() }
        }
      }
      """,
      """
      struct SearchBar: View {
        @Binding var query: String
        @State private var showFilters = false
        @AccessibilityFocusState private var isFiltersFocused: Bool

        var body: some View {
          TextField("Search", text: $query)
            .onChange(of: query) { search() }
          Button("Filters") { showFilters = true }
            .accessibilityFocused($isFiltersFocused)
            .popover(isPresented: $showFilters) { FiltersView() }
            .onChange(of: showFilters) {
              if !showFilters { isFiltersFocused = true }
            }
        }
      }
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard !dialog.triggers.isEmpty, dialog.systemReturnsFocus == nil else { return [] }
    // Every action closes the screen that holds the trigger, or shows a dialog that returns focus
    // in its place: there is nothing to return to. With a destructive one the system may add its
    // own Cancel, which does not close the screen.
    let buttons = (dialog.alert?.actions.all ?? []).filter { $0.control == .button }
    if dialog.kind.systemButton != .cancel, !buttons.isEmpty,
      buttons.allSatisfy({ $0.showsDialog || ($0.dismissesScreen && $0.role != .destructive && $0.role != .unknown) })
    {
      return []
    }
    if let unbound = dialog.triggers.first(where: { $0.focusBindings.isEmpty }) {
      return [unboundFinding(dialog, unbound, rule, context)]
    }
    switch dialog.facts {
    case .alert(let alert): return boundFindings(dialog, alert, rule, context)
    case .modal(let modal): return boundModalFindings(dialog, modal, rule, context)
    }
  }

  /// The one finding of a dialog whose trigger has no focus binding: everything to add, at once.
  private func unboundFinding(_ dialog: Dialog, _ trigger: Trigger, _ rule: Rule, _ context: CheckContext) -> Finding {
    let plan = FocusPlan(dialog: dialog, trigger: trigger, context: context)
    let noun = dialog.kind.noun
    let unbound = dialog.triggers.filter { $0.focusBindings.isEmpty }.count
    let others = unbound > 1 ? " and \(unbound - 1) other trigger\(unbound > 2 ? "s" : "")" : ""
    let target =
      switch trigger.holder {
      case .menu?: "the Menu that holds the trigger"
      case let holder?: "the \(trigger.viewName ?? "row") whose .\(holder.rawValue) holds the trigger"
      case nil: "the trigger"
      }
    var setUp = plan.setUp(on: target)
    if let api = dialog.alert?.legacyAPI {
      setUp = "move off \(api.shown) (its actions cannot return focus), " + setUp
    }
    let (what, reset): (String, String)
    switch dialog.facts {
    case .modal(let modal):
      what =
        "does not return VoiceOver focus to its trigger \(describe(trigger, of: dialog, context))\(others) when dismissed"
      reset = closingReset(dialog.kind, modal, plan.reset)
    case .alert(let alert) where noButtons(dialog.kind, alert):
      what =
        "has no actions, and the system's implicit OK cannot return VoiceOver focus to its trigger "
        + describe(trigger, of: dialog, context)
      reset = "add \(NewButton.ok(dialog, context).code(plan.reset))"
    case .alert(let alert):
      what = "does not return VoiceOver focus to its trigger \(describe(trigger, of: dialog, context))\(others)"
      // Not in one that takes the trigger away, closes its screen, moves on or is destructive.
      let all = alert.actions.all.allSatisfy { $0.control != .button || $0.returnsFocus }
      reset = "set \(plan.reset) in each action\(all ? "" : " that leaves the trigger on screen")"
    }
    return context.finding(
      rule, "\(noun) \(what); \(setUp), and \(reset)", at: dialog.nameSpan, in: dialog,
      related: context.related(dialog.triggers), fix: plan.fix())
  }

  /// Findings of a dialog whose triggers are all bound: each action (or `onDismiss`) that sets
  /// none of a trigger's bindings back. A binding the presenter also sets elsewhere cannot be judged.
  private func boundFindings(_ dialog: Dialog, _ alert: AlertFacts, _ rule: Rule, _ context: CheckContext)
    -> [Finding]
  {
    let noun = dialog.kind.noun
    let related = context.related(dialog.triggers)
    let actions = alert.actions.all
    let buttons = actions.indices.filter { actions[$0].control == .button }
    if noButtons(dialog.kind, alert), let trigger = dialog.triggers.first, let binding = trigger.focusBindings.first {
      let reset = resetStatement(binding, trigger, of: dialog, context)
      let button = NewButton.ok(dialog, context)
      let ok = button.code(reset.text)
      var fix = reset.fix.with(button.problem)(Self.summary, [(alert.actionsSlot, ok)])
      if case .unavailable(let problem) = fix, let waiting = Self.awaitingRewrite([problem], of: dialog) {
        fix = waiting
      }
      return [
        context.finding(
          rule,
          "\(noun) has no actions, and the system's implicit OK cannot return VoiceOver focus to its trigger "
            + "\(describe(trigger, of: dialog, context)); \(alert.legacyAPI.map { "move off \($0.shown), and " } ?? "")add \(ok)",
          at: dialog.nameSpan, in: dialog, related: related, fix: fix)
      ]
    }
    var result: [Finding] = []
    var reported: Set<String> = []
    for trigger in dialog.triggers {
      let returns = focusReturns(of: trigger, in: dialog)
      guard let binding = trigger.focusBindings.first, !returns.contains(where: \.isSetElsewhere) else { continue }
      let reset = resetStatement(binding, trigger, of: dialog, context)
      // An action that closes the trigger's screen, takes it away or shows another dialog has no
      // focus to return.
      for index in buttons
      where actions[index].returnsFocus && returns.allSatisfy({ $0.actionResets[index] == false }) {
        guard reported.insert("\(index) \(binding.name)").inserted else { continue }
        let action = actions[index]
        result.append(
          context.finding(
            rule,
            "\(context.describe(action, in: noun)) does not return VoiceOver focus to its trigger; "
              + "set \(reset.text) in the action",
            at: action.location, in: dialog, related: related,
            fix: reset.fix(Self.summary, [(action.resetSlot, reset.text)])))
      }
      if dialog.kind.systemButton == .cancel, alert.legacyAPI == nil,
        reported.insert("cancel \(binding.name)").inserted,
        !buttons.contains(where: { [.cancel, .unknown].contains(actions[$0].role) })
      {
        let button = NewButton.cancel(dialog, context)
        let cancel = button.code(reset.text)
        result.append(
          context.finding(
            rule, "\(noun)'s system Cancel cannot return VoiceOver focus to its trigger; add \(cancel)",
            at: dialog.nameSpan, in: dialog, related: related,
            fix: reset.fix.with(button.problem)(Self.summary, [(alert.actionsSlot, cancel)])))
      }
    }
    return result
  }

  private func boundModalFindings(_ dialog: Dialog, _ modal: ModalFacts, _ rule: Rule, _ context: CheckContext)
    -> [Finding]
  {
    let noun = dialog.kind.noun
    var result: [Finding] = []
    var reported: Set<String> = []
    for trigger in dialog.triggers {
      guard let binding = trigger.focusBindings.first, reported.insert(binding.name).inserted else { continue }
      let returns = focusReturns(of: trigger, in: dialog)
      let reset = resetStatement(binding, trigger, of: dialog, context)
      let message: String
      if !modal.hasOnDismiss {
        message =
          "\(noun) does not return VoiceOver focus to its trigger when dismissed; "
          + closingReset(dialog.kind, modal, reset.text)
      } else if returns.allSatisfy({ $0.onDismissResets == false }) {
        message =
          dialog.kind.dismissHandler == .stateChange
          ? "\(noun)'s .onChange(of:) on its state does not return VoiceOver focus to its trigger; "
            + "set \(reset.text) in it as the \(noun) closes"
          : "\(noun)'s onDismiss does not return VoiceOver focus to its trigger; set \(reset.text) in it"
      } else {
        continue
      }
      result.append(
        context.finding(
          rule, message, at: dialog.nameSpan, in: dialog, related: context.related(dialog.triggers),
          fix: reset.fix(
            Self.summary,
            [
              (
                FocusPlan.closingSlot(of: modal, in: context.presenters.presenter(of: dialog.presentingType)),
                reset.text
              )
            ]
          )))
    }
    return result
  }

  static let summary = "return VoiceOver focus to the trigger"

  /// A fix that only `problems` rule out, each one the rewrite of the dialog's legacy alert
  /// lifts: where that rewrite is made, --fix makes this one in its next pass.
  static func awaitingRewrite(_ problems: [String], of dialog: Dialog) -> FixResult? {
    guard let problem = problems.first,
      problems.allSatisfy({ $0 == Action.legacyResetProblem || $0 == Action.legacyActionsProblem }),
      case .success = dialog.alert?.legacyRewrite
    else { return nil }
    return .afterRewrite(reason: problem)
  }

  /// What a message asks for so that `reset` runs as a modal closes: in its `onDismiss:`, or for
  /// a popover, which has none, in an `.onChange(of:)` on its state.
  private func closingReset(_ kind: Dialog.Kind, _ modal: ModalFacts, _ reset: String) -> String {
    if kind.dismissHandler == .stateChange {
      return modal.hasOnDismiss
        ? "set \(reset) in the .onChange(of:) on its state as it closes"
        : "add an .onChange(of:) on its state that sets \(reset) as it closes"
    }
    return modal.hasOnDismiss ? "set \(reset) in onDismiss" : "add onDismiss: { \(reset) }"
  }

  /// A trigger that presents several dialogs is bound for all of them: when one of them cannot be
  /// fixed, binding it for the others would leave that one with new findings, so none is fixed;
  /// where only legacy alerts' rewrites stand in the way, all are fixed in --fix's next pass.
  static func reconcile(_ findings: inout [Finding], context: CheckContext) {
    func triggers(_ finding: Finding) -> [SourceSpan] {
      finding.related.filter { $0.message == RelatedLocation.trigger }.map(\.location)
    }
    var blockers: [SourceSpan: [Finding]] = [:]
    for finding in findings where finding.fix == nil {
      for trigger in triggers(finding) { blockers[trigger, default: []].append(finding) }
    }
    guard !blockers.isEmpty else { return }
    // Only a fix that binds the trigger (and claims its focus state) changes what the others say.
    for index in findings.indices where findings[index].fix?.claims.isEmpty == false {
      let others = triggers(findings[index]).flatMap { blockers[$0] ?? [] }.filter {
        $0.scope != findings[index].scope
      }
      guard let other = others.first?.scope else { continue }
      findings[index].fix = nil
      findings[index].fixUnavailable =
        "its trigger also presents the dialog at \(context.line(other, from: findings[index].location.file)), which "
        + "--fix cannot repair"
      if others.allSatisfy({ !$0.awaitedRewrites.isEmpty }) {
        findings[index].awaitedRewrites = others.flatMap(\.awaitedRewrites)
      }
    }
  }

  /// The statement that sets `binding` of `trigger` back, as the dialog's actions can write it: a
  /// row's identifier must be one the actions can name.
  private func resetStatement(_ binding: FocusBinding, _ trigger: Trigger, of dialog: Dialog, _ context: CheckContext)
    -> (text: String, fix: FixMaker)
  {
    let name = context.presenters.presenter(of: dialog.presentingType)?.member(binding.name) ?? binding.name
    guard let row = trigger.row, binding.value != nil else {
      return ("\(name) = \(binding.resetValue)", FixMaker(problem: Self.shownByOtherCode(dialog, context)))
    }
    guard let id = row.resetID else {
      return ("\(name) = \(binding.resetValue)", FixMaker(problem: FocusPlan.unnamedRow))
    }
    return ("\(name) = \(id)", FixMaker(problem: nil))
  }

  /// Why focus cannot go back to the trigger as `dialog` closes when code that is no control also
  /// shows it: focus sent back then would take VoiceOver to the trigger from wherever the user was.
  static func shownByOtherCode(_ dialog: Dialog, _ context: CheckContext) -> String? {
    dialog.otherOpeners.first(where: \.opensWithoutControl).map { other in
      "code that is no control shows it too (\(context.line(other.span, from: dialog.callSpan.file))), and "
        + "focus sent back to the trigger then would take VoiceOver from where the user was"
    }
  }

  /// What the model knows of each focus binding of `trigger`.
  private func focusReturns(of trigger: Trigger, in dialog: Dialog) -> [FocusReturn] {
    // Controls that share a binding (never on screen together) share its fact.
    trigger.focusBindings.compactMap { binding in
      dialog.focusReturns.first { $0.binding.name == binding.name && $0.binding.value == binding.value }
    }
  }

  private func noButtons(_ kind: Dialog.Kind, _ alert: AlertFacts) -> Bool {
    kind.systemButton == .okWhenNoButton && alert.actions.paths != nil
      && !alert.actions.all.contains { $0.control == .button }
  }

  /// How a message about `dialog` names a trigger: `"Delete" (line 14)` or `Button (line 14)`.
  private func describe(_ trigger: Trigger, of dialog: Dialog, _ context: CheckContext) -> String {
    let line = context.line(trigger.span, from: dialog.callSpan.file)
    if let label = trigger.label { return "\(context.quoted(label)) (\(line))" }
    return "\(trigger.name) (\(line))"
  }
}

/// Makes a fix unless something already rules it out.
private struct FixMaker {
  var problem: String?

  /// The maker, ruled out by `other` too.
  func with(_ other: String?) -> FixMaker { FixMaker(problem: problem ?? other) }

  func callAsFunction(_ summary: String, _ places: [(EditPlace, String)]) -> FixResult {
    problem.map(FixResult.unavailable) ?? FixResult.make(summary, places)
  }
}

/// What returning focus to an unbound trigger takes: a focus state in the presenter, the binding
/// on the control that stays on screen, and a reset wherever the dialog ends. Controls that send
/// focus back to different places share one focus state of an enum, a case per place, and a state
/// that remembers which of them opened the dialog.
private struct FocusPlan {
  static let unnamedRow = "the dialog's actions cannot name the ForEach row of its trigger"

  let dialog: Dialog
  let trigger: Trigger
  let name: String
  /// `Bool`, the optional identifier type of a `ForEach` row, or the optional enum of the places.
  let type: String
  /// `true`, the row's identifier as the actions write it, or the state that remembers the place;
  /// nil when the actions cannot write it.
  let resetValue: String?
  /// What remembers where focus goes back to, when the actions cannot tell by themselves.
  let memory: Memory?
  /// Where the buttons an alert may need added find the app's words.
  let context: CheckContext
  /// The type the members are added to, whose way of naming them the statements follow.
  let presenter: Presenter?

  /// A state each control sets as it opens the dialog, to where focus goes back: a case of an enum
  /// of the places when controls in different places open it, or the identifier of the trigger's
  /// `ForEach` row when the dialog's actions cannot name it.
  struct Memory {
    var name: String
    /// The enum of the places, when there are several.
    var enumName: String?
    /// The enum's cases as declared: `toolbar`, or `row(Entry.ID)` for a place in a `ForEach` row.
    var enumCases: [String] = []
    /// Each place: the value the state takes (`.toolbar`, `entry.id`), and the controls that send
    /// focus back there, in source order.
    var places: [(value: String, triggers: [Trigger])]
  }

  init(dialog: Dialog, trigger: Trigger, context: CheckContext) {
    self.dialog = dialog
    self.trigger = trigger
    self.context = context
    presenter = context.presenters.presenter(of: dialog.presentingType)
    let taken = presenter?.takenNames ?? []
    let places = Self.places(of: dialog.triggers)
    if places.count > 1, let rows = Self.rows(of: places) {
      let stem = Self.bindingStem(dialog) ?? Self.typeStem(dialog)
      let names = Self.uniqueNames(
        ["\(stem)Trigger", "focused\(stem)Trigger", Self.lowercased(stem) + "Trigger"], taken)
      let cases = Self.caseNames(places)
      // A place in a row carries the row's identifier: `.row(entry.id)`.
      memory = Memory(
        name: names[2], enumName: names[0],
        enumCases: zip(cases, rows).map { name, row in row.map { "\(name)(\($0.idType ?? "AnyHashable"))" } ?? name },
        places: zip(zip(cases, rows), places).map { (".\($0.0)" + ($0.1.map { "(\($0.id))" } ?? ""), $1) })
      name = names[1]
      type = names[0] + "?"
      resetValue = Self.own(names[2], in: presenter)
      return
    }
    guard let row = trigger.row else {
      memory = nil
      name = Self.freeName(
        of: trigger, dialog, sharedWith: presenter?.sharedFocusTargets[trigger.focusTarget],
        labelShared: presenter?.sameLabelTargets.contains(trigger.focusTarget) == true, taken: taken)
      type = "Bool"
      resetValue = "true"
      return
    }
    type = row.idType.map { row.idIsOptional ? $0 : $0 + "?" } ?? "AnyHashable?"
    if let id = row.resetID {
      memory = nil
      name = Self.unique(Self.name(of: trigger, dialog), taken: taken)
      resetValue = id
    } else {
      // `focusedEntryRow = entryRowToFocus`
      let focused = Self.name(of: trigger, dialog)
      let names = Self.uniqueNames([focused, Self.lowercased(String(focused.dropFirst(7))) + "ToFocus"], taken)
      memory = Memory(name: names[1], places: [(row.id, places[0])])
      name = names[0]
      resetValue = Self.own(names[1], in: presenter)
    }
  }

  /// Why focus cannot go back as `shown` shows another dialog, which takes it from the trigger.
  private static func showing(_ shown: DialogShownOnClosing, by what: String) -> String {
    let setting = shown.throughChangeHandler ? "\(shown.name), whose .onChange(of:) shows one" : shown.name
    return "\(what) (it sets \(setting)), which takes focus from the trigger"
  }

  /// How a statement names the member `name`: `self.name` in a type that writes so.
  func own(_ name: String) -> String { Self.own(name, in: presenter) }
  private static func own(_ name: String, in presenter: Presenter?) -> String { presenter?.member(name) ?? name }
  /// The focus state's projection, as the type writes projections.
  var projected: String { presenter?.projection(name) ?? "$" + name }
  /// Where the reset goes as the modal closes, written as the type writes its members.
  static func closingSlot(of modal: ModalFacts, in presenter: Presenter?) -> EditPlace {
    presenter?.writesSelf == true ? modal.onDismissSlotThroughSelf ?? modal.onDismissSlot : modal.onDismissSlot
  }

  /// The members to add: the focus state, and what records where focus goes back to.
  var members: [(attribute: String?, declaration: String, isType: Bool)] {
    let focusState = ("@AccessibilityFocusState", "var \(name): \(type)", false)
    guard let memory else { return [focusState] }
    // A type that is optional without saying so (`Entry.ID` of `var id: UUID?`) gets no implicit
    // `nil`, and would be one more argument of the view's memberwise initializer.
    let state = ("@State", "var \(memory.name): \(type)" + (type.hasSuffix("?") ? "" : " = nil"), false)
    guard let enumName = memory.enumName else { return [focusState, state] }
    // An enum whose cases carry values is Hashable only when it says so.
    let hashable = memory.enumCases.contains { $0.hasSuffix(")") } ? ": Hashable" : ""
    let cases = memory.enumCases.joined(separator: ", ")
    return [(nil, "enum \(enumName)\(hashable) { case \(cases) }", true), focusState, state]
  }

  /// The state that shows the dialog, a property of the presenter the new members go next to: not
  /// where another dialog's fix may declare the same focus state (for a control that opens it
  /// too, or one built for other platforms), which must then be declared once, in one place.
  var paired: String? {
    guard
      dialog.triggers.allSatisfy({
        presenter?.sharedFocusTargets[$0.focusTarget] == nil && $0.platforms == Set(Platform.builds)
      }),
      let path = dialog.presentation?.path
    else { return nil }
    return path.contains(".") ? nil : path
  }

  /// What a message asks to add, and where the binding goes: on `target`, or on each control.
  func setUp(on target: String) -> String {
    // Declared as the fix declares it: read from another file, it cannot be private.
    let access =
      presenter?.access(usedAt: [dialog.callSpan] + dialog.triggers.map(\.span), pairedWith: paired) ?? "private "
    let declared = members.map { attribute, declaration, _ in
      (attribute.map { $0 + " " } ?? "") + access + declaration
    }
    guard let memory else { return "add \(declared[0]), put \(binding) on \(target)" }
    guard memory.enumName != nil else {
      return "add \(declared[0]) and \(declared[1]), set \(memory.name) = \(memory.places[0].value) as "
        + "the trigger opens it, put \(binding) on \(target)"
    }
    return "add \(declared[0]), \(declared[1]) and \(declared[2]), set \(memory.name) to a case as each "
      + "trigger opens it, put .accessibilityFocused(\(projected), equals: …) on each"
  }
  var binding: String {
    trigger.row.map { ".accessibilityFocused(\(projected), equals: \($0.id))" } ?? ".accessibilityFocused(\(projected))"
  }
  /// The reset as a message shows it: the statement, or what it must do when it cannot be written.
  var reset: String {
    resetValue.map { "\(own(name)) = \($0)" } ?? "\(name) to the id of the trigger's row"
  }

  /// The edits, or why they cannot be made: several triggers one focus state cannot tell apart, a
  /// row the dialog cannot name, or a place that cannot be edited safely.
  func fix() -> FixResult {
    for place in dialog.otherOpeners {
      guard case .handedTo(let view) = place.outcome else { continue }
      return .unavailable(
        "its binding is handed to \(view) too (\(context.line(place.span, from: dialog.callSpan.file))), where a "
          + "control may open it")
    }
    let several = "shown by \(dialog.triggers.count) controls, and one focus state cannot say which to return to"
    // A row is one place only: the same row, named the same way; several places each say which.
    let rows = dialog.triggers.compactMap(\.row)
    let groups = Self.places(of: dialog.triggers)
    if dialog.triggers.count > 1,
      dialog.triggers.contains(where: { !$0.focusBindings.isEmpty })
        || (!rows.isEmpty
          && (groups.count > 1
            ? Self.rows(of: groups) == nil
            : rows.count < dialog.triggers.count || Set(rows.map { "\($0.id) \($0.resetID ?? "")" }).count > 1))
    {
      return .unavailable(several)
    }
    guard let resetValue else {
      return .unavailable(
        dialog.kind.family == .alert
          ? Self.unnamedRow
          : "\(dialog.kind.dismissHandler?.shown ?? "onDismiss") cannot name the ForEach row of its trigger"
      )
    }
    guard let presenter else {
      return .unavailable("the dialog is not written in a type")
    }
    let statement = "\(own(name)) = \(resetValue)"
    var places = Self.focusSlots(of: groups[0], recorded: false).map { ($0, binding) }
    if let memory {
      // What opens it without a control would leave the record of the last control that did.
      if let other = dialog.otherOpeners.first?.span {
        return .unavailable(
          "which control opened it cannot be recorded: code that is no control opens it too ("
            + "\(context.line(other, from: dialog.callSpan.file)))")
      }
      places = []
      for place in memory.places {
        for focusSlot in Self.focusSlots(of: place.triggers, recorded: true) {
          places.append((focusSlot, ".accessibilityFocused(\(projected), equals: \(place.value))"))
        }
        for trigger in place.triggers {
          if case .unsafe(let problem) = trigger.opening.slot {
            let what =
              memory.enumName == nil
              ? "\(Self.unnamedRow), and its action cannot record it"
              : "which of its \(dialog.triggers.count) controls opened it cannot be recorded"
            return .unavailable("\(what): at \(context.line(trigger.span, from: dialog.callSpan.file)), \(problem)")
          }
          places.append((trigger.opening.slot, "\(own(memory.name)) = \(place.value)"))
        }
      }
    }
    switch dialog.facts {
    case .modal(let modal):
      if let change = modal.changesTriggerCondition {
        let changes =
          change.builder.map { "is built by \($0) and may change \(change.name)" } ?? "changes \(change.name)"
        return .unavailable(
          "its content \(changes), which decides whether the trigger is shown: it may be gone when the "
            + "\(dialog.kind.noun) closes")
      }
      // Code that is no control may show another item while this one is up: the modal closes
      // as one gives way to the next, and focus would go to the trigger in the middle of that flow.
      if dialog.presentation?.isItemLike == true,
        let other = dialog.otherOpeners.first(where: { if case .handedTo = $0.outcome { false } else { true } })
      {
        return .unavailable(
          "code that is no control sets its item too (\(context.line(other.span, from: dialog.callSpan.file))), "
            + "and it closes as one item gives way to another")
      }
      if let moving = modal.content?.closesAsItMovesOn {
        return .unavailable(
          "its content closes it as it calls \(moving.call)(…) (\(context.line(moving.span, from: dialog.callSpan.file))), "
            + "which takes the user somewhere focus sent back to the trigger would undo")
      }
      if let shown = modal.showsDialogAsItCloses, !shown.byContent {
        return .unavailable(Self.showing(shown, by: "what runs as it closes may show another dialog"))
      }
      if let closer = modal.content?.closesPresenter {
        return .unavailable(
          "its content can close the screen that holds the trigger (\(context.line(closer, from: dialog.callSpan.file))), "
            + "and what runs as the \(dialog.kind.noun) closes runs then too")
      }
      let closing = Self.closingSlot(of: modal, in: presenter)
      if case .slot = closing, let shown = modal.showsDialogAsItCloses {
        return .unavailable(Self.showing(shown, by: "its content shows another dialog as it closes"))
      }
      places.append((closing, statement))
    case .alert(let alert):
      guard alert.actions.paths != nil else {
        return .unavailable("the dialog's actions cannot all be read (built by ForEach, a helper or a view)")
      }
      let buttons = alert.actions.all.filter { $0.control == .button }
      // An action that closes the trigger's screen, takes the trigger away or disables it, or shows
      // another dialog or screen, has no focus to return.
      let staying = buttons.filter(\.returnsFocus)
      let addsCancel =
        dialog.kind.systemButton == .cancel && !buttons.contains(where: { $0.role == .cancel || $0.role == .unknown })
      // The system's own Cancel of a legacy dialog runs no code of the app's.
      guard !(!buttons.isEmpty && staying.isEmpty && (!addsCancel || alert.legacyAPI != nil)) else {
        return .unavailable(
          buttons.allSatisfy(\.dismissesScreen)
            ? "every action closes the screen that holds the trigger"
            : "every action closes the trigger's screen, takes the trigger away, disables it, shows another dialog "
              + "or screen, or is destructive")
      }
      places += staying.map { ($0.resetSlot, statement) }
      if buttons.isEmpty, dialog.kind.systemButton == .okWhenNoButton {
        let ok = NewButton.ok(dialog, context)
        if let problem = ok.problem { return .unavailable(problem) }
        places.append((alert.actionsSlot, ok.code(statement)))
      }
      if addsCancel, alert.legacyAPI == nil {
        let cancel = NewButton.cancel(dialog, context)
        if let problem = cancel.problem { return .unavailable(problem) }
        places.append((alert.actionsSlot, cancel.code(statement)))
      }
    }
    // The declarations go where every edit that uses them can see them.
    let uses = places.compactMap { place, _ in if case .slot(let slot) = place { slot.span } else { nil } }
    // A line each, so that a declaration another fix makes too is made once.
    let declarations = presenter.newMembers(members, usedAt: uses, pairedWith: paired)
    places.insert(contentsOf: declarations, at: 0)
    // One name declared in one type for the controls focus goes back to: the dialogs of one Menu
    // or row share it, and so do controls built for different platforms; other controls must
    // take another name.
    var claims: [String: String] = [:]
    // Keyed by the type, as where the properties go differs from dialog to dialog.
    if case .slot = declarations[declarations.count - 1].0, case .success(let slots) = presenter.memberSlots {
      let slot = slots.type
      var targets: [String] = []
      for trigger in dialog.triggers {
        let target = Fix.claimant(
          file: trigger.focusTarget.file, offset: trigger.focusTarget.start, platforms: trigger.platformNames)
        if !targets.contains(target) { targets.append(target) }
      }
      let owner = targets.joined(separator: " ")
      for declared in [name, memory?.name, memory?.enumName].compactMap({ $0 }) {
        claims["\(slot.span.file):\(slot.span.start):\(declared)"] = owner
      }
    }
    let problems = places.compactMap { place, _ in if case .unsafe(let problem) = place { problem } else { nil } }
    if let waiting = FocusReturnCheck.awaitingRewrite(problems, of: dialog) { return waiting }
    if problems.isEmpty, memory == nil, let shown = FocusReturnCheck.shownByOtherCode(dialog, context) {
      return .unavailable(shown)
    }
    return .make(FocusReturnCheck.summary, claims: claims, places)
  }

  /// For each place, the `ForEach` row its controls are in, the same for all, or nil when none
  /// is; nil when a place mixes rows, or controls in a row and outside.
  private static func rows(of places: [[Trigger]]) -> [TriggerRow?]? {
    var result: [TriggerRow?] = []
    for place in places {
      let rows = place.compactMap(\.row)
      guard rows.isEmpty || (rows.count == place.count && Set(rows.map { "\($0.id) \($0.idType ?? "")" }).count == 1)
      else { return nil }
      result.append(rows.first)
    }
    return result
  }

  /// The triggers grouped by the control focus goes back to, in source order.
  private static func places(of triggers: [Trigger]) -> [[Trigger]] {
    var groups: [[Trigger]] = []
    for trigger in triggers {
      // Controls never on screen together (the branches of one `if`) are one place to go back to.
      if let index = groups.firstIndex(where: { group in
        group.allSatisfy { $0.focusTarget == trigger.focusTarget || $0.isExclusive(with: trigger) }
      }) {
        groups[index].append(trigger)
      } else {
        groups.append([trigger])
      }
    }
    return groups
  }

  /// Where the focus binding goes on each control of a place: once per control, after the
  /// statement that records the place when the control's own action is `recorded` in.
  private static func focusSlots(of place: [Trigger], recorded: Bool) -> [EditPlace] {
    var targets: [SourceSpan] = []
    var slots: [EditPlace] = []
    for trigger in place where !targets.contains(trigger.focusTarget) {
      targets.append(trigger.focusTarget)
      let alone = place.filter { $0.focusTarget == trigger.focusTarget }.count == 1
      slots.append(recorded && alone ? trigger.opening.focusSlot : trigger.focusSlot)
    }
    return slots
  }

  /// A case name for each place, from its control's label (`deleteAll`), a menu's (`actionsMenu`),
  /// the view a gesture is attached to (`table`), the toolbar an unlabelled control stands in
  /// (`toolbar`) or the control's kind (`button`); where two would
  /// be the same, from the members other than `body` that build each of them (`openLinkCard`,
  /// `openLinkRow`), else numbered.
  private static func caseNames(_ places: [[Trigger]]) -> [String] {
    let plain = places.map { place -> String in
      let trigger = place[0]
      switch trigger.holder {
      case .menu?: return lowercased((words(trigger.focusTargetLabel) ?? "") + SwiftUIName.menu.rawValue)
      case _?: return "row"
      case nil:
        return words(trigger.label).map(lowercased)
          ?? lowercased(trigger.viewName ?? symbolWords(trigger.symbol) ?? trigger.name)
      }
    }
    // `body` tells nothing apart: every member but it does.
    let members = places.map { place in
      place[0].memberName.flatMap { $0 == SwiftUIName.body.rawValue ? nil : lowercased($0) }
    }
    var names: [String] = []
    for index in places.indices {
      var name = plain[index]
      let clashing = places.indices.filter { plain[$0] == name }
      let named = clashing.compactMap { members[$0] }
      if clashing.count > 1, named.count == clashing.count, Set(named).count == named.count,
        named.allSatisfy({ isPlainIdentifier($0) && !plain.contains($0) }), let member = members[index]
      {
        name = member
      }
      // A keyword, a label starting with a digit, or `none` (which an optional reads as nil).
      if !isPlainIdentifier(name) || name == "none" || name == "some" {
        let kind = SwiftUIName.button.rawValue
        name = isPlainIdentifier(name + kind) ? name + kind : lowercased(kind) + capitalized(name)
      }
      var candidate = name
      var number = 2
      while names.contains(candidate) {
        candidate = "\(name)\(number)"
        number += 1
      }
      names.append(candidate)
    }
    return names
  }

  /// `names`, numbered alike until none is taken.
  private static func uniqueNames(_ names: [String], _ taken: Set<String>) -> [String] {
    var suffix = ""
    var number = 2
    while names.contains(where: { taken.contains($0 + suffix) }) {
      suffix = "\(number)"
      number += 1
    }
    return names.map { $0 + suffix }
  }

  /// `word` as a name that starts lower case: a leading acronym goes lower case whole (`uiKitVersion`
  /// of `UIKitVersion`, `ok` of `OK`), up to the capital that starts the next word.
  private static func lowercased(_ word: String) -> String {
    let capitals = word.prefix(while: \.isUppercase).count
    let acronym = capitals > 1 && word.dropFirst(capitals).first?.isLowercase == true ? capitals - 1 : max(capitals, 1)
    return word.prefix(acronym).lowercased() + word.dropFirst(acronym)
  }

  /// The focus state's name, from what focus goes back to: in rows, the row holding swipe actions
  /// (`focusedBookRow`), a menu (`focusedActionsMenu`) or a button (`focusedDeleteButton`); else a
  /// menu (`isActionsMenuFocused`), the trigger's label (`isMarkAllAsReadFocused`, `isImportFocused`
  /// of `L10n.Certificate.import`), or what the control is, with its kind, so that the name says
  /// what is focused: the binding without its verb and what it shows (`isDeleteButtonFocused` of
  /// `showDeleteConfirmation`), the symbol of a button drawn without words (`isInfoButtonFocused`
  /// of `info.circle`), else the presenting type. A label that another control of the type shows
  /// too (`labelShared`) tells the two apart no more than it names them: the binding does.
  private static func name(
    of trigger: Trigger, _ dialog: Dialog, sharedWith bindings: [String]? = nil, labelShared: Bool = false
  ) -> String {
    var label = words(trigger.label) ?? constantWords(trigger.labelWritten)
    // `isChangePasswordFocused` of a "Change" that goes on to say what it changes.
    if labelShared, bindings == nil, let stem = bindingStem(dialog) {
      label = label.flatMap { goesOn(stem, from: $0) ? stem : nil }
    }
    let button = SwiftUIName.button.rawValue
    let kind = trigger.kind == .button ? button : "Trigger"
    let control = { () -> String in
      // A control that opens other dialogs too is named by the symbol it shows, by what their
      // bindings say alike (`Breaches` of `showNoBreachesAlert` and `showBreachesFoundAlert`, a
      // button as the app's `CircleButton` is), by what it is (`CircleButton`), else by the type
      // that shows it.
      let own = bindings.map { bindings in
        symbolWords(trigger.symbol) ?? commonStem(bindings).map { trigger.name.hasSuffix(button) ? $0 + button : $0 }
          ?? (trigger.kind == .customControl ? trigger.name : typeStem(dialog))
      }
      let stem = own ?? bindingStem(dialog) ?? symbolWords(trigger.symbol) ?? typeStem(dialog)
      // `SettingsButton` is a button already, and so is the app's `CircleButton`.
      return stem.hasSuffix(kind) || (own != nil && stem.hasSuffix(button)) ? stem : stem + kind
    }
    // A menu no label names is named by what its dialogs' bindings say (`Clear` of
    // `showingClearConfirmation`), alike when it opens several, less a `Menu` of their own.
    let stem = (bindings.map(commonStem) ?? bindingStem(dialog)).map {
      $0.hasSuffix(SwiftUIName.menu.rawValue) ? String($0.dropLast(SwiftUIName.menu.rawValue.count)) : $0
    }
    let menu = words(trigger.focusTargetLabel) ?? stem ?? ""
    if let row = trigger.row {
      switch trigger.holder {
      case .menu?: return "focused\(menu)Menu"
      case _?: return "focused\(capitalized(row.element))Row"
      case nil: return "focused\(label.map { $0 + kind } ?? control())"
      }
    }
    switch trigger.holder {
    case .menu?: return "is\(menu)MenuFocused"
    case _?: return "is\(trigger.viewName ?? "Row")Focused"
    case nil: return label.map { "is\($0)Focused" } ?? "is\(control())Focused"
    }
  }

  /// What a button drawn with an SF Symbol does, by the symbols whose drawing says it by
  /// convention (`questionmark.circle` asks for help), as the first names of the symbol's name.
  /// Names that only say how a symbol is drawn: `plus.circle.fill` is still `plus`.
  private static let symbolDecorations: Set<Substring> = ["circle", "fill", "square", "rectangle", "app"]
  private static let symbolRoles: [(names: [Substring], role: String)] = [
    ("questionmark", "Help"), ("gear", "Settings"), ("gearshape", "Settings"), ("plus", "Add"),
    ("trash", "Delete"), ("ellipsis", "More"), ("xmark", "Close"), ("pencil", "Edit"),
    ("square.and.pencil", "Edit"), ("square.and.arrow.up", "Share"), ("magnifyingglass", "Search"),
    ("line.3.horizontal.decrease", "Filter"), ("slider.horizontal.3", "Options"), ("arrow.up.arrow.down", "Sort"),
  ].map { ($0.split(separator: "."), $1) }

  /// What an SF Symbol says of its button: its role by convention (`Help` of `questionmark.circle`),
  /// else the word its name starts with (`Info` of `info.circle`), unless that only says what the
  /// symbol is drawn with (`arrow.up`, a shape).
  private static func symbolWords(_ symbol: String?) -> String? {
    let names = symbol?.split(separator: ".") ?? []
    if let known = symbolRoles.first(where: {
      names.starts(with: $0.names) && names.dropFirst($0.names.count).allSatisfy(symbolDecorations.contains)
    }) {
      return known.role
    }
    guard let first = names.first.map(String.init),
      !["circle", "square", "rectangle", "capsule", "app", "seal", "shield", "line", "arrow", "chevron"].contains(
        first),
      first.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), first.first?.isLetter == true
    else { return nil }
    return capitalized(first)
  }

  /// The words of a label written as a constant whose text the scan could not read
  /// (`ChangePreference` of `L10n.ChangePreference.title`, `Import` of ``L10n.Certificate.`import` ``).
  private static func constantWords(_ written: String?) -> String? {
    let path = (written ?? "").split(separator: ".", omittingEmptySubsequences: false).map {
      String($0.filter { $0 != "`" })
    }
    guard path.count >= 2, path[0].first?.isUppercase == true,
      path.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } })
    else { return nil }
    return lastWords(of: path.dropFirst())
  }

  /// The last part of a dotted name or key that says more than what kind of text it is, as words
  /// of a name (`Drafts` of `editor.button.drafts`, `AltText` of `alt-text.label`).
  private static func lastWords(of parts: ArraySlice<String>) -> String? {
    let generic: Set<String> = [
      "title", "label", "text", "name", "string", "value", "caption", "button", "action",
      SwiftUIName.accessibility.rawValue,
    ]
    guard var part = parts.last(where: { !generic.contains($0.lowercased()) }) else { return nil }
    // `exportTitle`, `okLabel`: the words before the kind of text.
    if let kind = generic.first(where: { part.hasSuffix(capitalized($0)) }), part.count > kind.count,
      part.dropLast(kind.count).last?.isUppercase == false
    {
      part = String(part.dropLast(kind.count))
    }
    var pieces = part.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
    // `common_tab_manager_title`: a key's kind of text and the shelf it sits on name nothing.
    if pieces.count > 1 {
      let named = pieces.filter { !generic.contains($0.lowercased()) }
      pieces =
        named.count > 1 && keyShelves.contains(named[0].lowercased())
        ? Array(named.dropFirst()) : named
    }
    let words = pieces.map(capitalized).joined()
    return !words.isEmpty && words.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) ? words : nil
  }

  /// The name of a trigger's focus state, free in `taken`: from its label, else, when that is
  /// taken (another control of the same label claimed it), from the binding when it goes on from
  /// the label (`isChangePasswordFocused` of a second "Change"), else made unique.
  private static func freeName(
    of trigger: Trigger, _ dialog: Dialog, sharedWith: [String]?, labelShared: Bool, taken: Set<String>
  ) -> String {
    let name = name(of: trigger, dialog, sharedWith: sharedWith, labelShared: labelShared)
    // `isDeleteFocused`: the words between `is` and `Focused`.
    guard taken.contains(name), trigger.holder == nil, name.hasPrefix("is"), name.hasSuffix("Focused") else {
      return unique(name, taken: taken)
    }
    let label = name.dropFirst(2).dropLast(7)
    // A control that opens several dialogs takes one name, which no one dialog's binding says.
    guard sharedWith == nil else { return unique(name, taken: taken) }
    let stem = bindingStem(dialog) ?? typeStem(dialog)
    let fromBinding = "is\(stem)Focused"
    guard goesOn(stem, from: label), !taken.contains(fromBinding) else {
      return unique(name, taken: taken)
    }
    return fromBinding
  }

  /// Whether the words of `stem` start with those of `label` and say more (`ChangePassword` of
  /// `Change`).
  private static func goesOn(_ stem: String, from label: some StringProtocol) -> Bool {
    stem.hasPrefix(label) && stem.dropFirst(label.count).first?.isUppercase == true
  }

  /// A name not yet taken in the type: the control's kind added (`isDeleteButtonFocused`), then
  /// a number as a last resort.
  private static func unique(_ name: String, taken: Set<String>) -> String {
    guard taken.contains(name) else { return name }
    let specific =
      name.hasSuffix("ButtonFocused")
      ? name : name.hasSuffix("Focused") ? String(name.dropLast(7)) + "ButtonFocused" : name + "Focus"
    var candidate = specific
    var number = 2
    while taken.contains(candidate) {
      candidate = "\(specific)\(number)"
      number += 1
    }
    return candidate
  }

  /// The words of a text as a name (`MarkAllAsRead`; `Servings` of "Servings: \(n)"), when they
  /// make one.
  private static func words(_ text: ResolvedText?) -> String? {
    guard let text else { return nil }
    let known = text.value.split(separator: ResolvedText.placeholder).joined(separator: " ")
    // A key the app's string tables did not turn into words (`editor.button.drafts`).
    if !known.contains(" "), known.contains(".") {
      return lastWords(of: known.split(separator: ".").map(String.init)[...])
    }
    // Punctuation between letters parts words (`Reset modal/profile badge`); an apostrophe does not.
    let spaced = String(known.filter { $0 != "'" && $0 != "’" }.map { $0.isLetter || $0.isNumber ? $0 : " " })
    var words = spaced.split(separator: " ").map(String.init)
    // In a long label, a question's opening and the articles name nothing: `OptimizeICloudSyncing`
    // of `How to optimize your iCloud syncing?`.
    if words.count > 3 {
      if words.count > 2, questionWords.contains(words[0].lowercased()),
        questionFollowers.contains(words[1].lowercased())
      {
        words = Array(words.dropFirst().drop { questionFollowers.contains($0.lowercased()) })
      }
      words.removeAll { articles.contains($0.lowercased()) }
    }
    let stem = words.prefix(5).map(camelWord).joined()
    return !stem.isEmpty && stem.unicodeScalars.allSatisfy({ $0.isASCII }) ? stem : nil
  }

  private static let questionWords: Set<String> = ["how", "what", "why", "when", "where"]
  /// The shelf a string table's key may start with (`common_tab_manager_title`), which names nothing.
  private static let keyShelves: Set<String> = ["common", "general", "global", "shared"]
  private static let questionFollowers: Set<String> = ["to", "do", "does", "can", "i", "you", "we"]
  private static let articles: Set<String> = ["a", "an", "the", "your", "my", "our", "their", "this", "these", "those"]

  /// A label's word as part of a name: capitalised (`Delete`, `Ok` of `OK`), keeping the capitals
  /// of a word written with some inside (`ICloud` of `iCloud`, `AirPlay`).
  private static func camelWord(_ word: String) -> String {
    let inner = word.dropFirst()
    let keepsCapitals = inner.contains(where: \.isUppercase) && inner.contains(where: \.isLowercase)
    return capitalized(keepsCapitals ? word : word.lowercased())
  }

  /// The stem of the dialog's binding, as `bindingStem(path:)` reads it.
  private static func bindingStem(_ dialog: Dialog) -> String? { bindingStem(path: dialog.presentation?.path ?? "") }

  /// The longest run of words the stems of `paths` all hold, longer than a short word (`No`): the
  /// first such run of the first stem when several are as long; nil when they hold none.
  private static func commonStem(_ paths: [String]) -> String? {
    let stems = paths.map { bindingStem(path: $0).map(wordsOfName) ?? [] }
    guard let first = stems.first else { return nil }
    for length in stride(from: first.count, through: 1, by: -1) {
      for start in 0...(first.count - length) {
        let run = first[start..<(start + length)]
        if run.joined().count > 2,
          stems.dropFirst().allSatisfy({ stem in
            stem.count >= length && (0...(stem.count - length)).contains { stem[$0..<($0 + length)] == run }
          })
        {
          return run.joined()
        }
      }
    }
    return nil
  }

  /// The capitalised words of a name (`No`, `Breaches` of `NoBreaches`).
  private static func wordsOfName(_ name: String) -> [String] {
    name.reduce(into: [String]()) { words, character in
      if character.isUppercase || words.isEmpty { words.append("") }
      words[words.count - 1].append(character)
    }
  }

  /// The binding's name without its verb: `DeleteConfirmation` of `showDeleteConfirmation`; nil
  /// where it names nothing: a binding's own plumbing (`isPresented.wrappedValue`), or a name that
  /// says only that something shows (`isPresented`, `showSheet`).
  private static func bindingStem(path: String) -> String? {
    let components = path.split(separator: ".").map(String.init)
    let name =
      components.last {
        ![SwiftUIName.wrappedValue.rawValue, SwiftUIName.projectedValue.rawValue, "self"].contains($0)
      } ?? ""
    // A snake_case name's words as a Swift name's: `showZapTypes` of `show_zap_types`.
    let words = name.split(separator: "_")
    var stem = words.first.map { String($0) + words.dropFirst().map { capitalized(String($0)) }.joined() } ?? ""
    // A verb ends where the next word starts: `presentedSheet` is not `present` + `edSheet`.
    for prefix in [
      "isShowing", "isPresenting", "isDisplaying", "isConfirming", "shouldShow", "shouldDisplay", "shouldPresent",
      "showing", "shows", "show", "isPresented", "presenting", "present", "displaying", "display", "is",
    ]
    where stem.hasPrefix(prefix) && stem.dropFirst(prefix.count).first?.isUppercase == true {
      stem = String(stem.dropFirst(prefix.count))
      break
    }
    // What is shown is not what focus goes back to: `JoinRoomByAddress` of `…SheetPresented`,
    // `Attachments` of `…SheetShown`, `Delete` of `deleteConfirmationIsPresented`. Whole words
    // only: `Spreadsheet` keeps its sheet.
    let shown = [
      "Presented", "Shown", "Showing", "Visible", "Sheet", "Modal", "Popover", "PopOver", "Alert", "Dialog",
      "Confirmation",
      "Is",
    ]
    while let suffix = shown.first(where: { stem.hasSuffix($0) && stem.count > $0.count }) {
      stem = String(stem.dropLast(suffix.count))
    }
    // What only says that something shows names nothing: `isPresented`, `showSheet`.
    return ["", "item"].contains(stem.lowercased()) || shown.contains(capitalized(stem)) ? nil : capitalized(stem)
  }

  /// The presenting type's name without `View` (`TaskNotification` of `TaskNotificationView`), for a
  /// dialog nothing else names.
  private static func typeStem(_ dialog: Dialog) -> String {
    let type = dialog.presentingType?.name ?? ""
    let stem = type.hasSuffix("View") && type.count > 4 ? String(type.dropLast(4)) : type
    return stem.isEmpty ? "Dialog" : capitalized(stem)
  }

  private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}

/// A button a fix adds to an alert (the OK that replaces the system's, the Cancel of a
/// confirmation dialog), labelled in the app's words; with why it cannot be, the English label
/// stands in the message.
private struct NewButton {
  var name: String
  var label: String
  var role: String?
  var problem: String?

  static func ok(_ dialog: Dialog, _ context: CheckContext) -> NewButton {
    NewButton("OK", role: nil, dialog, context)
  }

  static func cancel(_ dialog: Dialog, _ context: CheckContext) -> NewButton {
    NewButton("Cancel", role: ".cancel", dialog, context)
  }

  private init(_ text: String, role: String?, _ dialog: Dialog, _ context: CheckContext) {
    self.role = role
    name = context.project.spelling(of: .button, at: dialog.nameSpan)
    switch context.wording.label(text, in: dialog.nameSpan.file, of: context.project) {
    case .success(let written):
      label = written
    case .failure(let wording):
      label = "\"\(text)\""
      problem = wording.reason
    }
  }

  /// The button, running `statement`.
  func code(_ statement: String) -> String {
    "\(name)(\(label)\(role.map { ", role: \($0)" } ?? "")) { \(statement) }"
  }
}
