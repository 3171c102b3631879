import DialogFacts
import SwiftScan

/// Popovers (`.popover(isPresented:…)`, `.popover(item:…)`): they take no `onDismiss:`, so what
/// runs as one closes is an `.onChange(of:)` on its state; and on iPhone a popover shows as a
/// sheet unless it is told to stay a popover.
extension DialogFinder {
  /// Reads how the popover at `call` closes, and whether it can show as a sheet. The handlers in
  /// `elsewhere`, members that present the state themselves, belong to those.
  func readPopover(into modal: inout ModalFacts, _ call: Call, presentation: Presentation?, elsewhere: [Range<Int>]) {
    modal.alwaysPopover = reasonAlwaysPopover(call)
    guard let state = watchedState(presentation) else {
      modal.onDismissSlot = .unsafe("the popover's state cannot be watched with .onChange(of:)")
      return
    }
    let type = context.enclosingType(of: call.name).map { context.project.structure(context.file).bodies[$0] }
    let handlers = context.project.files[context.file].syntax.changeHandlers.handlers.filter { handler in
      (type ?? 0..<0).contains(handler.name) && !elsewhere.contains { $0.contains(handler.name) }
        && state.watchedAs.contains(handler.watched)
    }
    switch handlers.count {
    case 0:
      // A Mac's popover also closes as the user moves on to another control, which a handler of
      // its state cannot tell from closing it: focus sent back then pulls VoiceOver away.
      if macOSReason(call) != nil {
        modal.onDismissSlot = .unsafe(
          "on macOS a popover also closes as the user moves to another control, and .onChange(of:) "
            + "cannot tell that from closing it: focus sent back then would take VoiceOver from where the user went")
        return
      }
      guard let form = newHandlerForm(at: call.name) else {
        modal.onDismissSlot = .unsafe(
          "no file of the app writes .onChange(of:), and no scanned Package.swift or Tuist Project.swift says "
            + "which of its forms the app's platforms take")
        return
      }
      modal.onDismissSlot = newHandlerSlot(after: call, watching: state, form: form)
      modal.onDismissSlotThroughSelf = newHandlerSlot(after: call, watching: state.throughSelf, form: form)
    case 1:
      modal.onDismiss = handlers[0].body
      modal.onDismissSlot = .unsafe(
        "the popover's .onChange(of: \(state.expression)) also runs as it opens, and it is the app's to change")
    default:
      modal.onDismiss = .unknown
      modal.onDismissSlot = .unsafe("several .onChange(of: \(state.expression)) watch the popover's state")
    }
  }

  /// Why the popover never shows as a sheet: a Mac app, a branch for macOS, or
  /// `.presentationCompactAdaptation(.popover)` (or `.none`) on its content; nil when it may.
  private func reasonAlwaysPopover(_ call: Call) -> String? {
    macOSReason(call).map { "\($0), where a popover never becomes a sheet" }
      ?? tree.compactAdaptation(ofContentOf: call).map {
        "kept a popover on iPhone by .presentationCompactAdaptation(\($0))"
      }
  }

  /// Why the popover at `call` is built for Macs alone: a Mac app, or a branch for macOS.
  private func macOSReason(_ call: Call) -> String? {
    if context.project.isMacOnly(context.file) { return "a Mac app" }
    if context.platform(of: call.name) == Platform.macOS.rawValue { return "written for macOS only (#if os(macOS))" }
    return nil
  }

  /// The state a popover is shown by, as `.onChange(of:)` can watch it: a Boolean property, or an
  /// item compared with nil.
  private func watchedState(_ presentation: Presentation?) -> WatchedState? {
    guard let presentation, let path = presentation.path, presentation.value == nil, presentation.closure == nil
    else { return nil }
    switch presentation.kind {
    case .isPresented where !presentation.whileNotNil: return WatchedState(path: path, comparedWithNil: false)
    case .item, .isPresented: return WatchedState(path: path, comparedWithNil: true)
    case .error, .presenting: return nil
    }
  }

  /// The form of a new `.onChange(of:)` at `token`: the one the file's other handlers use, iOS
  /// 17's only where the file writes no other, as its others may stand in `if #available`
  /// branches. In a file that writes none, the form every platform of its package takes there;
  /// without a package, the old form where the app checks for a system that has the new one
  /// (`if #available(macOS 14, *)`), else the form of the nearest files that write one.
  private func newHandlerForm(at token: Int) -> ChangeHandlers.Handler.Form? {
    Self.form(of: context.project.files[context.file].syntax.changeHandlers.forms) ?? formForPlatforms(at: token)
      ?? formWhereAppChecks(at: token) ?? formOfNearestFiles()
  }

  /// A new `.onChange(of:)` in `form` after the popover that runs the reset as it closes.
  private func newHandlerSlot(after call: Call, watching state: WatchedState, form: ChangeHandlers.Handler.Form)
    -> EditPlace
  {
    let anchors = EditAnchors(context: context)
    let slot = anchors.modifierSlot(after: call.end, alignedWith: tree.linkStart(call.name), isLink: true)
    let signature = form == .perform ? " _ in" : ""
    let handler = ".onChange(of: \(state.expression))"
    let head = "\(handler) {\(signature)"
    let layout = context.project.layout(of: context.file)
    guard slot.prefix.hasPrefix(layout.newline) else {
      return .slot(slot.wrapping(prefix: "\(head) if \(state.closedTest) { ", suffix: " } }"))
    }
    let indent = String(slot.prefix.dropFirst(layout.newline.count))
    let line = layout.newline + indent
    let inner = line + layout.indentUnit
    guard !layout.opensBlocksOnOwnLine else {
      // `.onChange(of: x)` with each block's `{` on a line of its own, as the file writes them.
      return .slot(
        slot.wrapping(
          prefix: "\(handler)\(line){\(signature)\(inner)if \(state.closedTest)\(inner){"
            + inner + layout.indentUnit,
          suffix: "\(inner)}\(line)}"))
    }
    return .slot(
      slot.wrapping(prefix: "\(head)\(inner)if \(state.closedTest) { ", suffix: " }\(line)}"))
  }

  /// The form that a set of handlers written in `forms` says is safe: the old one where any is
  /// written so.
  private static func form(of forms: Set<ChangeHandlers.Handler.Form>) -> ChangeHandlers.Handler.Form? {
    forms.contains(.perform) ? .perform : forms.first
  }

  /// The old form of `.onChange(of:)` where the app checks for a system that has the new one, so
  /// that it runs on older ones; nil when nothing scanned says so.
  private func formWhereAppChecks(at token: Int) -> ChangeHandlers.Handler.Form? {
    let around = context.project.structure(context.file).innermost(containing: token, in: tree) { _ in true }
    let older = context.project.olderSystem(
      in: around.map { DeclarationRef(file: context.file, index: $0) }, at: token, file: context.file,
      needing: SwiftUIVocabulary.onChangeOfOldAndNew)
    return older != nil ? .perform : nil
  }

  /// The form of `.onChange(of:)` written in the files that share the most folders with this one,
  /// among those that hold dialogs and write one and that the same package or project settings
  /// govern (or none): the same target, most likely, built for the same platforms. A package
  /// built for newer systems says nothing of the app beside it.
  private func formOfNearestFiles() -> ChangeHandlers.Handler.Form? {
    let project = context.project
    let files = project.files
    let settings = project.deploymentTargets.governing(files[context.file].path)
    var nearest = (shared: -1, forms: Set<ChangeHandlers.Handler.Form>())
    for (index, file) in files.enumerated()
    where index != context.file && file.mayHoldDialogs && project.deploymentTargets.governing(file.path) == settings {
      let shared = sharedFolders(files[context.file].path, file.path)
      guard shared >= nearest.shared else { continue }
      let forms = file.syntax.changeHandlers.forms
      guard !forms.isEmpty else { continue }
      nearest = shared > nearest.shared ? (shared, forms) : (shared, nearest.forms.union(forms))
    }
    return Self.form(of: nearest.forms)
  }

  /// The form of `.onChange(of:)` every platform the code at `token` is built for takes, by the
  /// package's minimum versions: the old and new values where all have it, else the new value
  /// alone where all have that; nil when no package says.
  private func formForPlatforms(at token: Int) -> ChangeHandlers.Handler.Form? {
    let project = context.project
    let structure = project.structure(context.file)
    guard
      var minimums = project.deploymentTargets.minimums(
        at: token, in: tree, path: project.files[context.file].path, structure: structure)
    else { return nil }
    if let only = context.platform(of: token) {
      minimums = minimums.filter { $0.key == only }
    }
    func all(have firsts: [Platform: Int]) -> Bool {
      minimums.allSatisfy { name, version in
        Platform(rawValue: name).flatMap { firsts[$0] }.map { version >= $0 } ?? true
      }
    }
    guard !minimums.isEmpty else { return nil }
    return all(have: SwiftUIVocabulary.onChangeOfOldAndNew)
      ? .oldAndNew : all(have: SwiftUIVocabulary.onChangeOfNewValue) ? .perform : nil
  }
}

/// The state a popover is shown by, as `.onChange(of:)` watches it.
private struct WatchedState {
  /// The state's path (`showInfo`), and whether it is an item compared with nil.
  var path: String
  var comparedWithNil: Bool

  /// What a new `.onChange(of:)` watches (`showInfo`, `selection == nil`).
  var expression: String { comparedWithNil ? "\(path) == nil" : path }
  /// The condition that holds once the popover is closed (`!showInfo`).
  var closedTest: String { comparedWithNil ? expression : "!\(path)" }
  /// How an existing handler may write what it watches, without spaces.
  var watchedAs: [String] {
    let forms = comparedWithNil ? [path, expression, "\(path) != nil"] : [path]
    return (forms + forms.map { "self." + $0 }).map { $0.filter { $0 != " " } }
  }
  /// The same state as a type that reaches its members through `self.` writes it.
  var throughSelf: WatchedState { WatchedState(path: "self." + path, comparedWithNil: comparedWithNil) }
}
