import DialogFacts
import DialogModel

/// Finds dialogs written with the deprecated `Alert` and `ActionSheet` APIs (WCAG 2.4.3 Focus
/// Order; 4.1.2 Name, Role, Value).
///
/// `.alert(isPresented:content:)`, `.alert(item:content:)` and `.actionSheet(…)` build `Alert(…)`
/// and `ActionSheet(…)` values whose buttons cannot carry the iOS 15 roles and whose actions run
/// after the dialog is gone, too late to move focus. The modern `.alert(_:isPresented:actions:)`
/// and `.confirmationDialog` can do both.
///
/// The fix moves an `Alert(…)` or `ActionSheet(…)` written in the content closure itself to the
/// modern modifier, keeping what the author wrote: the title, the message, and each button as a
/// `Button` with its label, its role and its action. An action sheet becomes a confirmation dialog
/// that shows its title, as the sheet did. A value built elsewhere, one of several, the item form
/// (which needs a Bool binding made from the item) and an action that may be an optional closure
/// are the author's to move.
struct DeprecatedAPICheck: Check {
  static let name = "deprecated-api"
  static let parameters: [ParameterSpec] = []
  static let subjects = Checks.alertFamily

  static let examples: [Example] = [
    Example(
      "deprecated-alert-api",
      """
      Text("Draft")
        ↓.alert(isPresented: $confirm) {
          Alert(title: Text("Discard draft?"), primaryButton: .destructive(Text("Discard")), secondaryButton: .cancel())
        }
      """),
    Example(
      "deprecated-alert-api",
      """
      Text("Photo")
        ↓.actionSheet(isPresented: $share) {
          ActionSheet(title: Text("Share"), buttons: [.default(Text("Messages")), .cancel()])
        }
      """),
    Example(
      "deprecated-alert-api",
      """
      Text("Draft")
        .alert("Discard draft?", isPresented: $confirm) {
          Button("Discard", role: .destructive) { }
        }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      "deprecated-alert-api",
      """
      struct Editor: View {
        @Binding var confirm: Bool

        var body: some View {
          Text("Draft")
            .alert(isPresented: $confirm) {
              Alert(
                title: Text("Discard draft?"),
                message: Text("Your changes will be lost."),
                primaryButton: .destructive(Text("Discard")) { discard() },
                secondaryButton: .cancel())
            }
        }
      }
      """,
      """
      struct Editor: View {
        @Binding var confirm: Bool

        var body: some View {
          Text("Draft")
            .alert("Discard draft?", isPresented: $confirm) {
              Button("Discard", role: .destructive) { discard() }
              Button("Cancel", role: .cancel) {}
            } message: {
              Text("Your changes will be lost.")
            }
        }
      }
      """),
    Correction(
      "deprecated-alert-api",
      """
      struct Editor: View {
        @Binding var failed: Bool

        var body: some View {
          Text("Draft")
            .alert(isPresented: $failed) {
              Alert(title: Text(verbatim: draftName), dismissButton: .default(Text("Try Again"), action: retry))
            }
        }

        private func retry() {}
      }
      """,
      """
      struct Editor: View {
        @Binding var failed: Bool

        var body: some View {
          Text("Draft")
            .alert(draftName, isPresented: $failed) {
              Button("Try Again", action: retry)
            }
        }

        private func retry() {}
      }
      """),
    Correction(
      "deprecated-alert-api",
      """
      struct Photo: View {
        @Binding var share: Bool

        var body: some View {
          Text("Photo")
            .actionSheet(isPresented: $share) {
              ActionSheet(title: Text("Share"), buttons: [.default(Text("Messages")) { send() }, .cancel()])
            }
        }
      }
      """,
      """
      struct Photo: View {
        @Binding var share: Bool

        var body: some View {
          Text("Photo")
            .confirmationDialog("Share", isPresented: $share, titleVisibility: .visible) {
              Button("Messages") { send() }
            }
        }
      }
      """),
  ]

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    guard let alert = dialog.alert, let api = alert.legacyAPI else { return [] }
    let replacement =
      api.replacement == .confirmationDialog
      ? ".confirmationDialog(_:isPresented:titleVisibility:actions:message:)" : ".alert(_:isPresented:actions:message:)"
    return [
      context.finding(
        rule, "\(api.shown) is deprecated: its buttons cannot carry roles or return focus; use \(replacement)",
        at: dialog.nameSpan, in: dialog, fix: Self.fix(dialog, alert.legacyRewrite, context))
    ]
  }

  /// The dialog written with the modern modifier: the title first, each legacy button a `Button`
  /// with its role, the message in its own closure (`legacyRewrite`, as the model read it); or why
  /// the legacy value cannot be moved whole.
  static func fix(
    _ dialog: Dialog, _ legacyRewrite: Result<LegacyRewrite, LegacyRewriteProblem>, _ context: CheckContext
  ) -> FixResult {
    let rewrite: LegacyRewrite
    switch legacyRewrite {
    case .success(let read): rewrite = read
    case .failure(let problem): return .unavailable(problem.reason)
    }
    let isSheet = dialog.alert?.legacyAPI?.replacement == .confirmationDialog
    var buttons = rewrite.buttons
    // A confirmation dialog brings its own Cancel, labelled by the system as `.cancel()` was.
    if isSheet, buttons.count > 1 {
      buttons.removeAll { $0.label == .systemCancel && $0.action == .none }
    }
    // An alert's one button that does nothing but close it is its way out: Escape and VoiceOver's
    // escape gesture take it only with the cancel role.
    if !isSheet, buttons.count == 1, buttons[0].role == .none, buttons[0].action == .none {
      buttons[0].role = .cancel
    }
    var lines: [String] = []
    for button in buttons {
      switch code(button, indent: rewrite.actionIndent, dialog, context) {
      case .success(let line): lines.append(line)
      case .failure(let problem): return .unavailable(problem.reason)
      }
    }
    let actionLine = rewrite.newline + rewrite.actionIndent
    let closing = rewrite.newline + rewrite.closingIndent + "}"
    var content =
      lines.isEmpty
      ? (rewrite.contentKeepsComment ? closing : "}") : lines.map { actionLine + $0 }.joined() + closing
    if let message = rewrite.message {
      content += " message: {" + actionLine + message.placed(at: rewrite.actionIndent) + closing
    }
    // An action sheet always shows its title; a confirmation dialog hides it unless told.
    let renamed = isSheet ? Dialog.Kind.confirmationDialog.rawValue : nil
    let visibility = isSheet ? "titleVisibility: .visible" : nil
    var (titleSlot, titleIndent, afterBinding) = (rewrite.titleSlot, rewrite.titleIndent, rewrite.afterBinding)
    var parenSlot: EditSlot?
    // The title, and for a sheet its longer name and `titleVisibility:`, lengthen the call's line.
    let titleLine = String(title(rewrite.title, indent: titleIndent).prefix { !$0.isNewline })
    var added = (titleSlot.prefix + titleLine + titleSlot.suffix).utf8.count
    if let renamed, let visibility {
      added += renamed.utf8.count - (rewrite.name.span.end - rewrite.name.span.start)
      added += (afterBinding.prefix + visibility).utf8.count
    }
    if added > rewrite.titleRoom, let wrapped = rewrite.wrapped {
      (titleSlot, titleIndent, afterBinding) = (wrapped.titleSlot, wrapped.titleIndent, wrapped.afterBinding)
      parenSlot = visibility == nil ? wrapped.closing : nil
    }
    var places: [(EditPlace, String)] = [
      (.slot(titleSlot), title(rewrite.title, indent: titleIndent)),
      (.slot(rewrite.content), content),
    ]
    if let renamed { places.insert((.slot(rewrite.name), renamed), at: 0) }
    if let visibility { places.append((.slot(afterBinding), visibility)) }
    if let parenSlot { places.append((.slot(parenSlot), "")) }
    let modifier = isSheet ? ".confirmationDialog" : ".alert(_:isPresented:actions:)"
    return .make("move to \(modifier) with a Button for each legacy button", places)
  }

  /// A title as the modern modifier takes it.
  private static func title(_ label: LegacyRewrite.Label, indent: String) -> String {
    switch label {
    case .string(let code), .text(let code): code.placed(at: indent)
    case .systemCancel: ""
    }
  }

  /// The expression of `Text(expression)` when the dialog's project writes it as a button's title
  /// elsewhere: a `Button` takes it the way the `Text` did.
  private static func isTitle(_ code: String, in dialog: Dialog, _ context: CheckContext) -> String? {
    guard code.hasPrefix("Text("), code.hasSuffix(")") else { return nil }
    let expression = String(code.dropFirst(5).dropLast())
    return context.wording.isTitle(expression, in: dialog.nameSpan.file, of: context.project) ? expression : nil
  }

  /// One legacy button as a `Button`: its label, its role, its action.
  private static func code(_ button: LegacyRewrite.Button, indent: String, _ dialog: Dialog, _ context: CheckContext)
    -> Result<String, WordingProblem>
  {
    let role = button.role == .none ? nil : "role: .\(button.role.rawValue)"
    let name = context.project.spelling(of: .button, at: dialog.nameSpan)
    let title: String
    switch button.label {
    case .string(let string):
      title = string.placed(at: indent)
    case .systemCancel:
      // The legacy `.cancel()` had the system's word; the app's own, where it has one, stands in.
      switch context.wording.label("Cancel", in: dialog.nameSpan.file, of: context.project) {
      case .success(let written): title = written
      case .failure(let problem): return .failure(problem)
      }
    case .text(let text):
      // `Text(L10n.ok)` where the app writes `Button(L10n.ok, …)`: its title, as the app has it.
      if text.isOneLine, let expression = isTitle(text.placed(at: indent), in: dialog, context) {
        title = expression
        break
      }
      // Any other `Text` that is not a plain literal stays a `Text`, as the button's label view.
      let label = text.placed(at: indent)
      switch button.action {
      case .closure(let closure):
        let head = role.map { "\(name)(\($0)) " } ?? "\(name) "
        return .success(head + closure.placed(at: indent) + " label: { \(label) }")
      case .function(let function):
        return .success(
          "\(name)(\([role, "action: \(function)"].compactMap { $0 }.joined(separator: ", "))) { \(label) }")
      case .none:
        return .success((role.map { "\(name)(\($0)) " } ?? "\(name) ") + "{} label: { \(label) }")
      }
    }
    let arguments = [title, role].compactMap { $0 }.joined(separator: ", ")
    switch button.action {
    case .closure(let closure): return .success("\(name)(\(arguments)) \(closure.placed(at: indent))")
    case .function(let function): return .success("\(name)(\(arguments), action: \(function))")
    case .none: return .success("\(name)(\(arguments)) {}")
    }
  }
}
