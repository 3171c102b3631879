import DialogFacts
import SwiftScan

/// Builds the model of the dialogs of one file: of its modifier calls named like a dialog
/// (`DialogCalls`), those whose arguments are those of one of SwiftUI's overloads.
struct DialogFinder {
  let context: FileContext

  var tree: SyntaxTree { context.tree }

  /// The dialogs of the file, and the calls named like a dialog modifier that are not SwiftUI
  /// dialogs, with the reason.
  func dialogs() -> (dialogs: [Dialog], notDialogs: [NotADialog]) {
    var found: [DialogCalls.Modifier] = []
    var notDialogs: [NotADialog] = []
    for site in context.project.files[context.file].syntax.dialogCalls.sites {
      switch site {
      case .notModifier(let name, let reason):
        notDialogs.append(NotADialog(span: context.modifierSpan(name), reason: reason))
      case .modifier(let modifier):
        if let reason = reasonNotADialog(modifier) {
          let call = modifier.call
          notDialogs.append(NotADialog(span: context.span(tree.linkStart(call.name)..<(call.name + 1)), reason: reason))
        } else {
          found.append(modifier)
        }
      }
    }
    // The members of each type that present each binding.
    var presenting: [String: Set<Int>] = [:]
    let keys = found.map { modifier -> (key: String, member: Int?)? in
      guard let binding = modifier.binding else { return nil }
      let key = "\(context.enclosingType(of: modifier.call.name) ?? -1) \(binding.written)"
      let member = context.enclosingMember(of: modifier.call.name)
      if let member { presenting[key, default: []].insert(member) }
      return (key, member)
    }
    var dialogs = zip(found, keys).map { found, key in
      let others = key.map { key in presenting[key.key, default: []].subtracting([key.member].compactMap { $0 }) } ?? []
      return dialog(found, otherPresenters: others)
    }
    chainFollowUps(&dialogs, calls: found.map(\.call))
    markActionsThatShowDialogs(&dialogs, calls: found.map(\.call))
    markClosingsThatShowDialogs(&dialogs, calls: found.map(\.call))
    return (dialogs, notDialogs)
  }

  // MARK: The dialog

  /// Why a modifier named like a dialog is not a SwiftUI dialog; nil when it is one.
  private func reasonNotADialog(_ modifier: DialogCalls.Modifier) -> String? {
    let (kind, call, isAlias, labels, name) = (
      modifier.kind, modifier.call, modifier.isAlias, modifier.labels, modifier.name
    )
    if context.isInPreview(call.name) { return "in preview code, which never ships" }
    if !isAlias, let own = OwnModifiers(project: context.project).declaration(calledBy: call, in: context) {
      // SwiftUI's legacy form takes the same labels: an `Alert(…)` in the content says it is SwiftUI's.
      let isLegacy = own.overlapsLegacyForm && legacyValues(call, presenter: presenterName(call)) != nil
      if !isLegacy { return "resolves to the repository's own \(own.signature) in \(own.location)" }
    }
    if !isAlias && !Presentation.Kind.allCases.contains(where: { labels.contains($0.rawValue) }) {
      return "no isPresented:, item:, error: or presenting: argument, which every SwiftUI \(name) takes"
    }
    // SwiftUI's title-less forms all take a content closure; without one this is a wrapper.
    if kind.family == .alert, call.firstUnlabelledArgument == nil, !labels.contains("error"),
      !labels.contains("content"), call.trailingClosures.isEmpty
    {
      return "no title, error: or content: argument, which every SwiftUI \(name) takes: the team's own wrapper"
    }
    return nil
  }

  /// The name of the type the call is written in.
  func presenterName(_ call: Call) -> String? { context.enclosingType(of: call.name).map(context.typeName) }

  /// The dialog of `call`; `otherPresenters` are the other members of its type that present its
  /// binding.
  private func dialog(_ modifier: DialogCalls.Modifier, otherPresenters: Set<Int>) -> Dialog {
    let (kind, call, isAlias, labels) = (modifier.kind, modifier.call, modifier.isAlias, modifier.labels)
    let title = call.firstUnlabelledArgument
    let presentingType = context.enclosingType(of: call.name).map { index in
      let name = context.typeName(index)
      return DeclaredType(
        name: name,
        declarations: context.project.typeDeclarations(
          around: DeclarationRef(file: context.file, index: index), named: name))
    }
    let presenter = presentingType?.name

    let callRange = tree.linkStart(call.name)..<call.end
    var dialog = Dialog(
      kind: kind, nameSpan: context.span(callRange.lowerBound..<(call.name + 1)), callSpan: context.span(callRange),
      token: context.ref(call.name), callRange: callRange, presentingType: presentingType)

    let structure = context.project.structure(context.file)
    // The other members that present the binding, unless one holds this dialog.
    let otherBodies = otherPresenters.map { structure.bodies[$0] }.filter { !$0.contains(call.name) }
    if structure.platform(holding: dialog.nameSpan.start) == Platform.tvOS.rawValue {
      dialog.systemReturnsFocus = "written for tvOS only (#if os(tvOS)), whose focus engine returns focus itself"
    } else if let built = context.project.deploymentTargets.tvOSTargets(
      compiling: context.project.files[context.file].path)
    {
      let targets = built.names.joined(separator: ", ")
      dialog.systemReturnsFocus =
        "built for tvOS only (\(built.names.count == 1 ? "target" : "targets") \(targets) of \(built.project)), whose focus engine returns focus itself"
    } else if let folder = Self.tvOSFolder(in: context.project.files[context.file].path) {
      dialog.systemReturnsFocus = "in the folder \(folder), for tvOS, whose focus engine returns focus itself"
    }

    if let binding = modifier.binding {
      dialog.presentation = presentation(binding, presenter: presentingType)
    }

    switch dialog.facts {
    case .alert(var alert):
      if let title {
        alert.title = context.title(title.value)
      } else if labels.contains("error") {
        alert.title = .unknown("the error's own description, known at run time")
      }
      alert.titleIsVisible =
        tree.argumentText(call, labelled: "titleVisibility").map(SwiftUIVocabulary.visibleTitle.contains)
        ?? kind.showsTitle
      readActions(
        into: &alert, of: kind, call, hasTitle: title != nil || labels.contains("error"), isAlias: isAlias,
        presenter: presenter)
      dialog.facts = .alert(alert)
    case .modal(var modal):
      switch kind.dismissHandler {
      case .stateChange:
        readPopover(into: &modal, call, presentation: dialog.presentation, elsewhere: otherBodies)
      case .onDismiss, nil:
        modal.onDismiss = tree.onDismissValue(call).map {
          tree.actionBody($0)
        }
        modal.onDismissSlot = onDismissSlot(
          call, isAlias: isAlias,
          presentation: modifier.binding.flatMap { $0.argument.label == nil ? nil : $0.argument })
      }
      if let content = tree.contentClosure(of: call) {
        modal.content = ContentWalker(project: context.project).content(
          ofClosure: content, in: context, presenter: presenter, binding: dialog.presentation)
      }
      dialog.facts = .modal(modal)
    }

    if let presenter, let presentation = dialog.presentation, presentation.path != nil {
      let finder = TriggerFinder(
        project: context.project, presenter: presenter, dialog: dialog.token,
        declarations: dialog.presentingType?.declarations ?? [])
      let found = finder.triggers(of: presentation, closers: dialog.modal?.content?.closeControls ?? [])
      // A control in another branch of an `#if` than the dialog's, or built only for platforms the
      // dialog is not, is never built with it.
      let platforms = structure.platforms(holding: dialog.nameSpan.start)
      var triggers = found.triggers.filter {
        ($0.span.file != context.file || !structure.inExclusiveBranches($0.span.start, dialog.nameSpan.start))
          && !$0.platforms.isDisjoint(with: platforms)
      }
      // A control in a member that presents the binding itself (a loading and a loaded screen,
      // each with its own .sheet) opens that member's dialog.
      let otherBytes = otherBodies.map(tree.byteRange(ofBody:))
      let own = triggers.filter { trigger in
        trigger.span.file != context.file || !otherBytes.contains { $0.contains(trigger.span.start) }
      }
      if !own.isEmpty { triggers = own }
      // tvOS's focus engine returns focus to a control built for tvOS only.
      let tvOS: Set<Platform> = [.tvOS]
      let returnedByApp = triggers.filter { $0.platforms != tvOS }
      if returnedByApp.isEmpty, !triggers.isEmpty, dialog.systemReturnsFocus == nil {
        dialog.systemReturnsFocus = "its triggers are written for tvOS only, whose focus engine returns focus itself"
      } else if !returnedByApp.isEmpty {
        triggers = returnedByApp
      }
      dialog.triggers = triggers
      if dialog.triggers.isEmpty { dialog.triggerSearch = found.search }
      dialog.otherOpeners = found.search.places.filter { !isInFlow(of: triggers, $0.span, presenter: presenter) }
      markActionsThatRemoveTriggers(&dialog, call)
      dialog.focusReturns = FocusResets(project: context.project, dialog: dialog).focusReturns()
      resolveRowResets(&dialog, call)
    }
    return dialog
  }

  /// Whether the code at `place` runs as part of a trigger's own action: in its closure (after an
  /// `await`, in a `catch`), or in a function of `presenter` that only such a closure calls.
  private func isInFlow(of triggers: [Trigger], _ place: SourceSpan, presenter: String) -> Bool {
    let placeContext = FileContext(context.project, file: place.file)
    let token = placeContext.token(atOrAfter: place.start)
    let function = placeContext.enclosingMember(of: token).flatMap { member -> String? in
      let declaration = placeContext.tree.declarations[member]
      return declaration.kind == .function ? placeContext.tree.declaredName(of: declaration) : nil
    }
    return triggers.contains { trigger in
      let triggerContext = FileContext(context.project, file: trigger.span.file)
      guard
        let action = triggerContext.tree.actionBlock(ofControlAt: triggerContext.token(atOrAfter: trigger.span.start))
      else { return false }
      if trigger.span.file == place.file && action.contains(token) { return true }
      return function.map { isCalledOnly($0, in: action, file: trigger.span.file, presenter: presenter) } ?? false
    }
  }

  /// What the binding says of the state that shows the dialog; for a computed property of the
  /// presenter (`isPresented: showPicker`), what the `Binding(get:set:)` it returns says. A
  /// getter that reads a computed property (`get: { isEditing }`) says nothing of what sets it.
  private func presentation(_ binding: DialogCalls.Modifier.Binding, presenter: DeclaredType?) -> Presentation {
    let read = tree.presentation(binding.kind, binding.argument.value, file: context.file)
    guard let presenter else { return read }
    func computed(_ name: String) -> (ref: DeclarationRef, body: Int)? {
      let members = context.project.index.members(named: name, ofType: presenter.name, from: context.file)
      guard members.count == 1, let ref = members.first, case let declaration = context.project.declaration(ref),
        declaration.kind == .variable, let body = declaration.body
      else { return nil }
      return (ref, body)
    }
    if let path = read.path {
      return !path.contains(".") && computed(path) != nil ? Presentation(kind: binding.kind) : read
    }
    guard let path = tree.propertyPath(binding.argument.value), path.count == 1, let property = computed(path[0])
    else { return read }
    return context.project.tree(property.ref.file).presentation(
      binding.kind, returnedBy: property.body, file: property.ref.file) ?? read
  }

  /// The folder of `path` whose name has `tvOS` as a word (`Swiftfin tvOS`, `tvOS`): an app's
  /// tvOS target.
  static func tvOSFolder(in path: String) -> String? {
    guard path.holds(Platform.tvOS.rawValue) else { return nil }
    return path.split(separator: "/").dropLast().first { folder in
      folder.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { $0 == Platform.tvOS.rawValue }
    }.map(String.init)
  }

  // MARK: Actions

  /// Modern actions from the `actions:` closure, or legacy `Alert`/`ActionSheet` values from
  /// `content:`; `.actionSheet` and the title-less `.alert(isPresented:content:)` are legacy
  /// (see `DialogSources/LegacyAPIs.swift`).
  private func readActions(
    into alert: inout AlertFacts, of kind: Dialog.Kind, _ call: Call, hasTitle: Bool, isAlias: Bool,
    presenter: String?
  ) {
    let reader = ActionReader(context: context, typeName: presenter)
    let labelled = tree.closure(call, labelled: "actions") ?? tree.closure(call, labelled: "content")
    let closure = labelled ?? tree.closure(call, labelled: nil)
    // A wrapper's trailing closure may be its own callback (`deleteConfirmation { delete() }`):
    // only one that builds buttons is the actions.
    if isAlias, labelled == nil, let open = closure, !tree.namesButton(inClosure: open) {
      alert.actions.paths = alert.actions.unknown("the team's modifier takes a closure that builds no buttons")
      return
    }
    let isLegacy = kind == .actionSheet || (kind == .alert && !hasTitle)
    guard isLegacy else {
      let anchors = EditAnchors(context: context)
      if let closure {
        alert.actions = reader.actions(inClosure: closure)
        alert.actionsSlot = anchors.statementSlot(inClosure: closure)
      } else if tree.argument(call, labelled: "actions") != nil {
        alert.actions.paths = alert.actions.unknown("the actions are handed in (`actions: actions`)")
      } else {
        // No actions closure: the system shows a lone OK.
        alert.actionsSlot = isAlias ? .unsafe("the team's own modifier") : anchors.trailingClosureSlot(call)
      }
      return
    }
    readLegacyActions(into: &alert, of: kind, call, closure: closure, presenter: presenter)
  }
}
