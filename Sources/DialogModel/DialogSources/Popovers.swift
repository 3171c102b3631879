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
    let handlers = changeHandlers(in: type ?? 0..<0, elsewhere: elsewhere).filter {
      state.watchedAs.contains(compact($0.value))
    }
    switch handlers.count {
    case 0:
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
    if context.project.isMacOnly { return "a Mac app, where a popover never becomes a sheet" }
    if context.project.structure(context.file).platform(holding: Int(tree.tokens[call.name].start))
      == Platform.macOS.rawValue
    {
      return "written for macOS only (#if os(macOS)), where a popover never becomes a sheet"
    }
    guard let open = tree.closure(call, labelled: "content") ?? tree.closure(call, labelled: nil),
      let close = tree.partner(of: open)
    else { return nil }
    for k in (open + 1)..<close where tree.token(k, is: .presentationCompactAdaptation) {
      guard let adaptation = tree.call(at: k), let value = adaptation.arguments.first?.value else { continue }
      if [".popover", ".none"].contains(compact(value)) {
        return "kept a popover on iPhone by .presentationCompactAdaptation(\(tree.text(value)))"
      }
    }
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

  /// The `.onChange(of:)` modifiers in `range`: what each watches, what it runs, and which of
  /// SwiftUI's forms it is written in.
  private func changeHandlers(in range: Range<Int>, elsewhere: [Range<Int>]) -> [ChangeHandler] {
    let calls = tree.changeHandlerCalls(in: range).filter { call, _, _ in !elsewhere.contains { $0.contains(call.name) }
    }
    return calls.map { call, watched, form in
      let body =
        tree.argument(call, labelled: "perform").map { tree.actionBody($0.value) }
        ?? tree.closure(call, labelled: nil).map { .closure($0) } ?? .unknown
      return ChangeHandler(value: watched, body: body, form: form)
    }
  }

  /// The form of a new `.onChange(of:)` at `token`: the one the file's other handlers use, iOS
  /// 17's only where the file writes no other, as its others may stand in `if #available`
  /// branches. In a file that writes none, the form every platform of its package takes there;
  /// without a package, the old form where the app checks for a system that has the new one
  /// (`if #available(macOS 14, *)`), else the form of the nearest files that write one.
  private func newHandlerForm(at token: Int) -> ChangeHandler.Form? {
    Self.form(of: Set(tree.changeHandlerCalls(in: 0..<tree.tokens.count).map(\.form)))
      ?? formForPlatforms(at: token) ?? formWhereAppChecks(at: token) ?? formOfNearestFiles()
  }

  /// A new `.onChange(of:)` in `form` after the popover that runs the reset as it closes.
  private func newHandlerSlot(after call: Call, watching state: WatchedState, form: ChangeHandler.Form) -> EditPlace {
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
  private static func form(of forms: Set<ChangeHandler.Form>) -> ChangeHandler.Form? {
    forms.contains(.perform) ? .perform : forms.first
  }

  /// The old form of `.onChange(of:)` where the app checks for a system that has the new one, so
  /// that it runs on older ones; nil when nothing scanned says so.
  private func formWhereAppChecks(at token: Int) -> ChangeHandler.Form? {
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
  private func formOfNearestFiles() -> ChangeHandler.Form? {
    let project = context.project
    let files = project.files
    let settings = project.deploymentTargets.governing(files[context.file].path)
    var nearest = (shared: -1, forms: Set<ChangeHandler.Form>())
    for (index, file) in files.enumerated()
    where index != context.file && file.mayHoldDialogs && project.deploymentTargets.governing(file.path) == settings {
      let shared = sharedFolders(files[context.file].path, file.path)
      guard shared >= nearest.shared else { continue }
      let forms = Set(file.tree.changeHandlerCalls(in: 0..<file.tree.tokens.count).map(\.form))
      guard !forms.isEmpty else { continue }
      nearest = shared > nearest.shared ? (shared, forms) : (shared, nearest.forms.union(forms))
    }
    return Self.form(of: nearest.forms)
  }

  /// The form of `.onChange(of:)` every platform the code at `token` is built for takes, by the
  /// package's minimum versions: the old and new values where all have it, else the new value
  /// alone where all have that; nil when no package says.
  private func formForPlatforms(at token: Int) -> ChangeHandler.Form? {
    let project = context.project
    let structure = project.structure(context.file)
    guard
      var minimums = project.deploymentTargets.minimums(
        at: token, in: tree, path: project.files[context.file].path, structure: structure)
    else { return nil }
    if let only = structure.platform(holding: Int(tree.tokens[token].start)) {
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

  /// The tokens of `range` written without the spaces between them.
  private func compact(_ range: Range<Int>) -> String { range.map { tree.text($0..<($0 + 1)) }.joined() }
}

extension SyntaxTree {
  /// The `.onChange(of:)` modifiers in `range`: each call, what it watches, and which of SwiftUI's
  /// forms it is written in.
  fileprivate func changeHandlerCalls(in range: Range<Int>) -> [(
    call: Call, watched: Range<Int>, form: ChangeHandler.Form
  )] {
    var found: [(call: Call, watched: Range<Int>, form: ChangeHandler.Form)] = []
    for k in range where token(k, is: .onChange) && kind(k - 1) == .period {
      guard let call = call(at: k), let watched = argument(call, labelled: "of") else { continue }
      if argument(call, labelled: "perform") != nil {
        found.append((call, watched.value, .perform))
      } else if let open = closure(call, labelled: nil) {
        found.append((call, watched.value, parameterCount(open) == 1 ? .perform : .oldAndNew))
      }
    }
    return found
  }

  /// The number of parameters of the closure opened at `open`, `_` included; without a
  /// signature, as many as its highest `$n` says.
  fileprivate func parameterCount(_ open: Int) -> Int {
    guard let end = closureSignatureEnd(open) else {
      let close = partner(of: open) ?? open
      let anonymous = ((open + 1)..<close).filter { kind($0) == .dollarIdentifier }.map {
        text($0..<($0 + 1))
      }
      return anonymous.contains("$1") ? 2 : anonymous.contains("$0") ? 1 : 0
    }
    var k = open + 1
    if kind(k) == .leftSquare, let close = partner(of: k) { k = close + 1 }
    let signature = k..<(end - 1)
    guard !signature.isEmpty else { return 0 }
    let inner = kind(k) == .leftParen ? topLevelTokens(in: k) : Array(signature)
    return inner.filter { kind($0) == .comma }.count + 1
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

/// An `.onChange(of:)` modifier.
private struct ChangeHandler {
  enum Form {
    /// iOS 14's `{ newValue in … }` or `perform:`.
    case perform
    /// iOS 17's `{ oldValue, newValue in … }` or `{ … }`.
    case oldAndNew
  }

  var value: Range<Int>
  var body: Action.Body
  var form: Form
}
