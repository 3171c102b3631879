import DialogFacts
import SourceText

/// How much of a file's dialogs the model could decide: the measure of what `--explain-dialogs`
/// explains, summed over files.
public struct ExplanationCounts: Sendable {
  public var dialogs = 0
  /// Dialogs whose trigger question is decided: a trigger found, or every place that shows the
  /// dialog run by an event.
  public var triggersDecided = 0
  /// Alert-family dialogs, and those whose actions (their number and order) are known.
  public var alerts = 0
  public var actionsKnown = 0
  /// Buttons of alert-family dialogs, and those whose label is known.
  public var labels = 0
  public var labelsResolved = 0
  /// Modal dialogs, those judged in full (every fact of every branch), and those judged in part
  /// (some fact or some branch).
  public var modals = 0
  public var contentJudged = 0
  public var contentPartlyJudged = 0
  /// Modal dialogs whose close control, heading and scrolling are judged in every branch.
  public var closeControlJudged = 0
  public var headingJudged = 0
  public var scrollingJudged = 0

  public init() {}

  public static func + (a: ExplanationCounts, b: ExplanationCounts) -> ExplanationCounts {
    var sum = a
    sum.dialogs += b.dialogs
    sum.triggersDecided += b.triggersDecided
    sum.alerts += b.alerts
    sum.actionsKnown += b.actionsKnown
    sum.labels += b.labels
    sum.labelsResolved += b.labelsResolved
    sum.modals += b.modals
    sum.contentJudged += b.contentJudged
    sum.contentPartlyJudged += b.contentPartlyJudged
    sum.closeControlJudged += b.closeControlJudged
    sum.headingJudged += b.headingJudged
    sum.scrollingJudged += b.scrollingJudged
    return sum
  }

  /// One line of figures.
  public var summary: String {
    "\(dialogs) dialogs: trigger decided for \(triggersDecided); actions known for \(actionsKnown) of \(alerts) "
      + "alerts, labels known for \(labelsResolved) of \(labels) buttons; content judged for \(contentJudged) of "
      + "\(modals) modals (in part for \(contentPartlyJudged) more; close control for \(closeControlJudged), heading "
      + "for \(headingJudged), scrolling for \(scrollingJudged))"
  }
}

/// How the content checks judge a piece of modal content, as the rules' parameters make them.
public struct ContentVerdict: Sendable {
  public var hasHeading: Bool
  public var hasCloseControl: Bool

  public init(hasHeading: Bool, hasCloseControl: Bool) {
    self.hasHeading = hasHeading
    self.hasCloseControl = hasCloseControl
  }
}

extension Project {
  /// What the model read of each dialog of file `file`, and why each unknown is unknown, in words:
  /// the answer to "why didn't dialoglint flag this?". Content shows what `judge` (the checks)
  /// make of it, so that the explanation says what the checks decide.
  public func explanation(of file: Int, judge: @escaping (ModalContent) -> ContentVerdict) -> (
    text: String, counts: ExplanationCounts
  ) {
    let model = dialogs(in: file)
    var text = ""
    var counts = ExplanationCounts()
    for dialog in model.dialogs {
      text += DialogExplainer(project: self, dialog: dialog, judge: judge).explanation(counting: &counts)
    }
    for call in model.notDialogs {
      text += "\(place(call.span)): not a SwiftUI dialog: \(DiagnosticText.escaped(call.reason))\n"
    }
    return (text, counts)
  }

  /// `path:line:column` of the start of `span`.
  func place(_ span: SourceSpan) -> String {
    let (line, column) = lines(of: span.file).position(of: span.start)
    return "\(DiagnosticText.escaped(path: files[span.file].path)):\(line):\(column)"
  }
}

/// Writes what the model read of one dialog.
private struct DialogExplainer {
  let project: Project
  let dialog: Dialog
  let judge: (ModalContent) -> ContentVerdict
  /// How many of a content's unknown reasons are listed: the first say where reading stopped, and
  /// content that builds many types of other modules would bury the dialog under the rest.
  static let reasonsShown = 3

  func explanation(counting counts: inout ExplanationCounts) -> String {
    counts.dialogs += 1
    var text = "\(project.place(dialog.nameSpan)): \(dialog.kind.rawValue)\(title)\n"
    if let api = dialog.alert?.legacyAPI { text += "  written with the legacy \(api.shown)\n" }
    for title in dialog.alert?.caseTitles ?? [] {
      text += "  one case titled\(titleText(title.title)) at \(project.place(title.span))\n"
    }
    text += "  shown by: \(presentation)\n"
    if let lead = dialog.shownAfter {
      text += "  shown by an action of the dialog at \(project.place(lead)), whose triggers it takes\n"
    }
    if let why = dialog.modal?.alwaysPopover { text += "  never shown as a sheet: \(why)\n" }
    if let why = dialog.systemReturnsFocus { text += "  focus returned by the system: \(why)\n" }
    let (triggers, decided) = self.triggers
    if decided { counts.triggersDecided += 1 }
    text += triggers
    switch dialog.facts {
    case .alert(let alert):
      counts.alerts += 1
      if alert.actions.paths != nil { counts.actionsKnown += 1 }
      let buttons = alert.actions.all.filter { $0.control == .button }
      counts.labels += buttons.count
      counts.labelsResolved += buttons.filter { $0.label != nil }.count
      text += actions(alert.actions)
    case .modal(let modal):
      counts.modals += 1
      guard let content = modal.content else {
        text += "  content: none read\n"
        break
      }
      let pieces = content.branches.isEmpty ? [content] : content.branches.map(\.content)
      func judged(_ facts: ContentFacts) -> Int { pieces.filter { $0.isKnown(facts) || $0.wrapsPlatformView }.count }
      if judged(.all) == pieces.count {
        counts.contentJudged += 1
      } else if judged(.closeControl) + judged(.heading) + judged(.scrolling) > 0 {
        counts.contentPartlyJudged += 1
      }
      if judged(.closeControl) == pieces.count { counts.closeControlJudged += 1 }
      if judged(.heading) == pieces.count { counts.headingJudged += 1 }
      if judged(.scrolling) == pieces.count { counts.scrollingJudged += 1 }
      text += "  content: \(describe(content, indent: "  "))"
      for branch in content.branches {
        text += "    branch \(branch.view.map { "\($0.name) (\(project.place($0.span)))" } ?? "(no view)")\n"
        text += facts(branch.content, indent: "    ")
      }
    }
    return text
  }

  private var title: String { titleText(dialog.alert?.title ?? .absent) }

  /// A title as the first line shows it, after the kind.
  private func titleText(_ title: Dialog.Title) -> String {
    switch title {
    case .text(let text): " \"\(escaped(text.shown))\""
    case .unknown(let why): " (title unknown: \(escaped(why)))"
    case .absent: ""
    }
  }

  private var presentation: String {
    guard let presentation = dialog.presentation else { return "a binding dialoglint cannot read" }
    guard let path = presentation.path else {
      return "\(presentation.kind.rawValue): a computed binding, so no trigger can be told"
    }
    let condition = presentation.value.map { " == \($0)" } ?? (presentation.whileNotNil ? " != nil" : "")
    return "\(presentation.kind.rawValue): \(path)\(condition)"
  }

  /// The triggers, or where the binding is set and why none of those places is a trigger; and
  /// whether the trigger question is decided.
  private var triggers: (String, Bool) {
    if !dialog.triggers.isEmpty {
      let lines = dialog.triggers.map { trigger in
        let name = trigger.label.map { "\(trigger.name) \"\(escaped($0.shown))\"" } ?? trigger.name
        let focus =
          trigger.focusBindings.isEmpty
          ? "no focus binding" : "focus bound to \(trigger.focusBindings.map(\.name).joined(separator: ", "))"
        return "  trigger: \(name) at \(project.place(trigger.span)), \(focus)\n"
      }
      return (lines.joined(), true)
    }
    guard let search = dialog.triggerSearch, let path = dialog.presentation?.path,
      let presenter = dialog.presentingType?.name
    else { return ("  trigger: none can be told\n", false) }
    switch search.nothingSets {
    case .neverSet?:
      return ("  trigger: none: nothing sets \(path), a @State the type never hands on\n", true)
    case .notThisTypeNor(let model)?:
      return ("  trigger: none: neither \(presenter) nor \(model) sets \(path) (another type shows it)\n", false)
    case .notThisType?:
      return ("  trigger: none: \(presenter) never sets \(path) (another type, or a model, shows it)\n", false)
    case nil:
      break
    }
    var lines: [String] = []
    for found in search.places {
      let place = project.place(found.span)
      let line: String
      switch found.outcome {
      case .event(let why), .inOtherDialog(let why):
        line = "    \(path) set at \(place) \(escaped(why)): an event, not a control\n"
      case .throughModel(let why):
        line = "    \(path) set at \(place) \(escaped(why)): a control of another type's function, not a trigger\n"
      case .unknown(let why): line = "    \(path) set at \(place) \(escaped(why)): who runs it cannot be told\n"
      case .handedTo(let view): line = "    \(path) handed to \(view) at \(place): a control there may set it\n"
      }
      // Two calls of one function give its reason twice.
      if !lines.contains(line) { lines.append(line) }
    }
    return ("  trigger: none\n" + lines.joined(), search.isDecided)
  }

  private func actions(_ all: Actions) -> String {
    var text =
      all.paths.map { "  actions (\($0.count) path\($0.count == 1 ? "" : "s")):\n" }
      ?? "  actions: how many cannot be told: \(escaped(all.unknownReason ?? "unknown"))\n"
    for action in all.all {
      let role = action.role == .none ? "" : ", role \(action.role.rawValue)"
      // What the focus check reads of it: where focus goes once it has run.
      let effects = [
        action.dismissesScreen ? "closes the trigger's screen" : nil,
        action.removesTrigger ? "takes the trigger away" : nil,
        action.disablesTrigger ? "disables the trigger" : nil,
        action.showsDialog ? "shows another dialog" : nil,
        action.opensScreen ? "opens another screen" : nil,
      ].compactMap { $0 }.map { ", \($0)" }.joined()
      text += "    \(project.place(action.span)): \(controlName(action)) \(label(action))\(role)\(effects)\n"
    }
    return text
  }

  private func controlName(_ action: Action) -> String {
    switch action.control {
    case .button: SwiftUIName.button.rawValue
    case .textField: SwiftUIName.textField.rawValue
    case .secureField: SwiftUIName.secureField.rawValue
    case .otherControl(let name): name
    }
  }

  private func label(_ action: Action) -> String {
    guard action.control == .button else { return "" }
    if let label = action.label { return "\"\(escaped(label.shown))\"" }
    guard let written = action.labelWritten else { return "(label unknown: none written)" }
    let why = action.labelUnknownReason ?? "cannot be resolved to a text"
    return "(label unknown: `\(escaped(written))`: \(escaped(why)))"
  }

  /// What content is, what it shows, and why it is unknown where it is.
  private func describe(_ content: ModalContent, indent: String) -> String {
    let text = content.contentType.map { "\($0.name) (\(project.place($0.span)))" } ?? "the closure"
    return text + "\n" + facts(content, indent: indent)
  }

  /// What content shows, and why it is unknown where it is.
  private func facts(_ content: ModalContent, indent: String) -> String {
    var text = content.wrapsPlatformView ? "\(indent)  wraps a UIKit or AppKit controller\n" : ""
    let verdict = judge(content)
    // A fact found is found; one missing is unknown where a part that may hold it was not read.
    func fact(_ found: Bool, _ facts: ContentFacts) -> String {
      found ? "yes" : content.isKnown(facts) || content.wrapsPlatformView ? "no" : "unknown"
    }
    text += "\(indent)  heading: \(fact(verdict.hasHeading, .heading))"
    text += ", close control: \(fact(verdict.hasCloseControl, .closeControl))"
    text += ", scrolls: \(fact(!content.scrollContainers.isEmpty, .scrolling))"
    text += ", shows text: \(yes(!content.visibleElements.isEmpty))\n"
    for unknown in content.unknown.prefix(Self.reasonsShown) {
      let facts = unknown.facts == .all ? "" : " (\(unknown.facts.shown))"
      text += "\(indent)  unknown\(facts): \(escaped(unknown.reason))\n"
    }
    return text
  }

  private func yes(_ fact: Bool) -> String { fact ? "yes" : "no" }

  /// Text read from the sources or their string tables, on one line and with no control
  /// character: a value may hold a line break, a terminal's escape or a CI log's workflow command.
  private func escaped(_ text: String) -> String { DiagnosticText.escaped(text) }
}
