import DialogFacts
import DialogModel

/// Finds sheets and full-screen covers with no explicit way to close them (WCAG 2.1.2 No Keyboard
/// Trap).
///
/// Swiping a sheet down is a gesture many VoiceOver, Switch Control and keyboard users cannot make;
/// a full-screen cover, or a sheet with `.interactiveDismissDisabled()`, has no gesture at all. The
/// content needs a control that closes it: a button calling the environment's `dismiss` (any name
/// bound to `\\.dismiss`), `presentationMode.wrappedValue.dismiss()`, setting the binding to false or
/// the item to nil (or toggling it), a `.cancel` button, a button labelled to close (`closeLabels`,
/// for apps whose store does the dismissing) or showing a close symbol (`closeSymbols`), or a view
/// named in the parameter `closeControls`. When a part of the content that may close it cannot be
/// read (a view of another module handed a closure, a binding or a store, or named to close), or
/// the content wraps a UIKit controller that brings its own chrome, nothing is reported. Severity rises to `escalatedSeverity` where no gesture exists.
///
/// The fix adds a Done button at the cancellation placement of the toolbar of the content's one
/// navigation container, on its root view: content written in the presenter's closure sets the
/// presenter's binding back (the presenter's own `dismiss` would close the presenter); the
/// content's own type calls its `\\.dismiss` value, declared when it has none.
struct CloseControlCheck: Check {
  static let name = "modal-close-control"
  static let parameters = [
    ParameterSpec("closeControls", .strings, "the app's own views that close the modal they are in"),
    ParameterSpec(
      "closeLabels", .strings, "button labels that say the button closes the modal (its action may be a store's)"),
    ParameterSpec("closeSymbols", .strings, "SF Symbols that mark a close button"),
    ParameterSpec(
      "escalatedSeverity", .severity, "the severity for a full-screen cover or a sheet that cannot be swiped away"),
  ]
  static let subjects = Checks.modalFamily

  static let examples: [Example] = [
    Example(
      "modal-missing-close-control",
      """
      struct Home: View {
        @State private var showTips = false
        var body: some View {
          Button("Tips") { showTips = true }
            ↓.sheet(isPresented: $showTips) {
              ScrollView { Text("Swipe left to archive.").accessibilityAddTraits(.isHeader) }
            }
        }
      }
      """),
    Example(
      "modal-missing-close-control",
      """
      struct Home: View {
        @State private var showTips = false
        var body: some View {
          Button("Tips") { showTips = true }
            .sheet(isPresented: $showTips) {
              NavigationStack {
                ScrollView { Text("Swipe left to archive.") }
                  .navigationTitle("Tips")
                  .toolbar { Button("Done") { showTips = false } }
              }
            }
        }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      "modal-missing-close-control",
      """
      struct Home: View {
        @State private var showTips = false
        @AccessibilityFocusState private var isTipsFocused: Bool

        var body: some View {
          Button("Tips") { showTips = true }
            .accessibilityFocused($isTipsFocused)
            .sheet(isPresented: $showTips, onDismiss: { isTipsFocused = true }) {
              TipsView()
            }
        }
      }

      struct TipsView: View {
        var body: some View {
          NavigationStack {
            List { Text("Swipe left to archive.") }
              .navigationTitle("Tips")
          }
        }
      }
      """,
      """
      struct Home: View {
        @State private var showTips = false
        @AccessibilityFocusState private var isTipsFocused: Bool

        var body: some View {
          Button("Tips") { showTips = true }
            .accessibilityFocused($isTipsFocused)
            .sheet(isPresented: $showTips, onDismiss: { isTipsFocused = true }) {
              TipsView()
            }
        }
      }

      struct TipsView: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
          NavigationStack {
            List { Text("Swipe left to archive.") }
              .navigationTitle("Tips")
              .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                  Button("Done") { dismiss() }
                }
              }
          }
        }
      }
      """),
    Correction(
      "modal-missing-close-control",
      """
      struct Home: View {
        @State private var showTips = false
        @AccessibilityFocusState private var isTipsFocused: Bool

        var body: some View {
          Button("Tips") { showTips = true }
            .accessibilityFocused($isTipsFocused)
            .sheet(isPresented: $showTips, onDismiss: { isTipsFocused = true }) {
              NavigationStack {
                List { Text("Swipe left to archive.") }
                  .navigationTitle("Tips")
                  .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                      Button("Share") {}
                    }
                  }
              }
            }
        }
      }
      """,
      """
      struct Home: View {
        @State private var showTips = false
        @AccessibilityFocusState private var isTipsFocused: Bool

        var body: some View {
          Button("Tips") { showTips = true }
            .accessibilityFocused($isTipsFocused)
            .sheet(isPresented: $showTips, onDismiss: { isTipsFocused = true }) {
              NavigationStack {
                List { Text("Swipe left to archive.") }
                  .navigationTitle("Tips")
                  .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                      Button("Share") {}
                    }
                    ToolbarItem(placement: .confirmationAction) {
                      Button("Done") { showTips = false }
                    }
                  }
              }
            }
        }
      }
      """),
  ]

  /// Whether `content` holds a control that closes it, with the parameters of `rule`.
  static func hasCloseControl(_ content: ModalContent, rule: Rule, context: CheckContext) -> Bool {
    let closeLabels = context.words("closeLabels", of: rule)
    return !content.closeControls.isEmpty || content.closesItsBinding
      || !content.viewTypes.isDisjoint(with: rule.parameters.strings("closeControls"))
      || !content.symbols.isDisjoint(with: rule.parameters.strings("closeSymbols"))
      || content.buttonLabels.contains(where: { Labels.label($0.label, isOneOf: closeLabels) })
  }

  func findings(for dialog: Dialog, rule: Rule, context: CheckContext) -> [Finding] {
    // A sheet that lets the view behind be used is a panel, not a trap (modal-background-interaction
    // says what is wrong with it).
    guard let whole = dialog.modal?.content, whole.backgroundInteraction.isEmpty else { return [] }
    let failing = dialog.judgedContent(.closeControl).filter {
      !Self.hasCloseControl($0.content, rule: rule, context: context)
    }
    guard !failing.isEmpty else { return [] }
    let gesture = dialog.kind.gesture
    let noGesture = gesture == Dialog.DismissGesture.none || !whole.interactiveDismissDisabled.isEmpty
    let severity = noGesture ? rule.parameters.string("escalatedSeverity").flatMap(Severity.init(rawValue:)) : nil
    let why =
      gesture == Dialog.DismissGesture.none
      ? "nothing but this control can close it"
      : noGesture
        ? "interactive dismissal is disabled"
        : gesture == .swipeWhereShownAsSheet
          ? "on iPhone it is a sheet, which not everyone can swipe away"
          : "not everyone can swipe it away"
    var (phrase, related) = context.describeContent(of: dialog, failing: failing)
    if whole.branches.isEmpty, let type = whole.contentType {
      phrase += " (\(type.name))"
      related.append(RelatedLocation(location: type.span, message: "content type"))
    }
    return [
      context.finding(
        rule,
        "\(phrase) has no close control, and \(why); add a Button(\"Done\") that \(Self.closing(failing))",
        at: dialog.nameSpan, in: dialog, related: related, severity: severity,
        fix: Self.fix(failing, dialog: dialog, context: context))
    ]
  }

  /// A Done button in the toolbar of the one navigation container of each failing piece of
  /// content, closing the modal the way code there can; or why there is none.
  static func fix(_ failing: [JudgedContent], dialog: Dialog, context: CheckContext) -> FixResult {
    var places: [(EditPlace, String)] = []
    for piece in failing {
      let containers = piece.content.navigationContainers.count
      let closeButtonPlaces = piece.content.closeButtonPlaces
      guard containers == 1, closeButtonPlaces.count == 1, let place = closeButtonPlaces.first else {
        return .unavailable(
          containers == 0
            ? "the content has no NavigationStack or NavigationView whose toolbar could hold the button"
            : "the content has \(containers) navigation containers; which holds the button is the author's call")
      }
      guard case .slot(let slot) = place.button else { return .unavailable(Self.reason(place.button)) }
      let button = context.project.spelling(of: .button, at: slot.span)
      let label: String
      switch (Self.label("Done", slot, context), Self.label("Close", slot, context)) {
      case (.success(let done), _): label = done
      case (.failure, .success(let close)): label = close
      case (.failure(let problem), .failure): return .unavailable(problem.reason)
      }
      switch place.closer {
      case .unavailable(let reason):
        return .unavailable(reason)
      case .statement(let statement):
        places.append((place.button, "\(button)(\(label)) { \(statement) }"))
      case .dismiss(let name, let type):
        var call = name
        if let type {
          guard let presenter = context.presenters.presenter(of: type), !presenter.takenNames.contains(name) else {
            return .unavailable("\(type.name) already uses the name \(name) for something else")
          }
          places.insert(
            contentsOf: presenter.newMembers([("@Environment(\\.dismiss)", "var \(name)", false)], usedAt: [slot.span]),
            at: 0)
          call = presenter.member(name)
        }
        places.append((place.button, "\(button)(\(label)) { \(call)() }"))
      }
    }
    return .make("add a Done button that closes the \(dialog.kind.noun)", places)
  }

  /// What the message asks the button to do: set the presenter's binding back where the content
  /// is written in its closure (the presenter's own `dismiss` would close the presenter), else
  /// call `dismiss()`.
  private static func closing(_ failing: [JudgedContent]) -> String {
    let statements = failing.compactMap { piece -> String? in
      guard Set(piece.content.closeButtonPlaces.map(\.container)).count == 1,
        case .statement(let statement)? = piece.content.closeButtonPlaces.first?.closer
      else { return nil }
      return statement
    }
    guard statements.count == failing.count, let statement = statements.first else {
      return "calls dismiss() from @Environment(\\.dismiss)"
    }
    return "sets \(statement)"
  }

  private static func label(_ text: String, _ slot: EditSlot, _ context: CheckContext) -> Result<String, WordingProblem>
  {
    context.wording.label(text, in: slot.span.file, of: context.project)
  }

  private static func reason(_ place: EditPlace) -> String {
    if case .unsafe(let reason) = place { return reason }
    return ""
  }
}
