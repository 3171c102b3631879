import DialogFacts
import SwiftScan

/// The anchors of a dialog that fixes need beyond its actions: `onDismiss:`, the presenting type,
/// and how its actions can name the row a trigger belongs to.
extension DialogFinder {
  /// Where a statement goes that runs when the modal is dismissed: in the `onDismiss:` closure,
  /// in a closure that calls the `onDismiss:` function first, or in a new `onDismiss:` argument.
  func onDismissSlot(_ call: Call, isAlias: Bool, presentation: Argument?) -> EditPlace {
    guard !isAlias else { return .unsafe("the team's own modifier") }
    let anchors = EditAnchors(context: context)
    if let argument = tree.argument(call, labelled: "onDismiss"), tree.isNil(argument.value) {
      return .slot(anchors.closure(replacing: argument.value))
    }
    guard let value = tree.onDismissValue(call) else {
      guard let presentation else { return .unsafe("the modal's binding cannot be read") }
      return .slot(anchors.argumentSlot(after: presentation, of: call, label: "onDismiss", open: "{ ", close: " }"))
    }
    let body = tree.actionBody(value)
    switch body {
    case .closure(let open): return anchors.statementSlot(inClosure: open)
    case .function:
      guard let presenter = presenterName(call), let function = tree.calledFunction(body),
        let optional = callsWithNothing(function, ofType: presenter)
      else { return .unsafe("onDismiss is a value dialoglint cannot tell is a function of the type") }
      return .slot(anchors.closureReplacing(function: value, ofModifierAt: call.name, optional: optional))
    case .none, .unknown: return .unsafe("onDismiss is an expression dialoglint cannot extend")
    }
  }

  /// Whether the member `name` of `type` can be called with nothing: a function of the type, or a
  /// stored closure that takes nothing (`let onDone: () -> Void`); for an optional one (`(() ->
  /// Void)?`), true, as the call needs a `?`. Nil for anything else.
  private func callsWithNothing(_ name: String, ofType type: String) -> Bool? {
    let project = context.project
    if project.memberBody(named: name, ofType: type, from: context.file, functionsOnly: true) != nil { return false }
    let members = project.index.members(named: name, ofType: type, from: context.file)
    guard members.count == 1, case let declaration = project.declaration(members[0]),
      declaration.kind == .variable, declaration.body == nil,
      let isOptional = project.tree(members[0].file).isOptionalClosureTakingNothing(declaration)
    else { return nil }
    return isOptional
  }

  /// For each trigger in a `ForEach` row, how the dialog's actions write the row's identifier:
  /// the row's own when the dialog is in the row, the presented value's when the trigger presents
  /// the row's element and the actions take it as a parameter.
  func resolveRowResets(_ dialog: inout Dialog, _ call: Call) {
    let actionsParameter = dialog.kind.family == .alert ? tree.actionsParameter(call) : nil
    let presenting = tree.argument(call, labelled: "presenting").flatMap { tree.propertyPath($0.value) }
    for index in dialog.triggers.indices {
      guard var row = dialog.triggers[index].row else { continue }
      let closure = row.closure
      let inRow =
        closure.file == context.file
        && tree.block(openedAt: closure.token)?.contains(call.name) == true
      // The trigger's action sets what the dialog presents to the row's element.
      let handsElement = presenting.flatMap { path in
        row.action.map { context.project.tree($0.file).sets(path, to: row.element, inClosure: $0.token) }
      }
      let presentsElement = row.presentsElement || handsElement == true
      if inRow {
        row.resetID = row.id
      } else if presentsElement, let actionsParameter {
        row.resetID = actionsParameter + row.idPath
      }
      dialog.triggers[index].row = row
    }
  }

  /// Marks what takes a trigger off screen: an action that sets a name the `if` or `switch` around
  /// the trigger reads (`isEditing = false` under `if isEditing`), or one its `.onChange(of:)`
  /// hands on; a destructive one that uses a name an `if` reads (`model.removeCertificate()` under
  /// `if let c = model.certificate`) or removes it by name (`clearHistory()` under
  /// `if !history.isEmpty`); a destructive one where a trigger is in a `ForEach` row, which it
  /// deletes; or modal content written in the call that sets such a name or is handed its binding.
  /// An action other than a cancel that sets what a trigger's `.disabled(…)` reads (`entries = []`
  /// with `.disabled(entries.isEmpty)`), or a destructive one that names the collection it counts
  /// (`account.favorites` with `.disabled(account.favorites.isEmpty)`), leaves it dimmed.
  func markActionsThatRemoveTriggers(_ dialog: inout Dialog, _ call: Call) {
    let branches = dialog.triggers.flatMap(\.branches)
    let presenter = presenterName(call)
    let names = withInputs(
      withChangeHandlers(
        branches.reduce(into: Set<String>()) { $0.formUnion($1.conditionNames) }, in: dialog.presentingType),
      of: presenter)
    // A switch's subject is set to change the clause; an `if`'s condition may also be removed through.
    let removable = withChangeHandlers(
      branches.filter { !$0.isSwitchClause }.reduce(into: Set<String>()) { $0.formUnion($1.conditionNames) },
      in: dialog.presentingType)
    let disabling = withInputs(
      dialog.triggers.reduce(into: Set<String>()) { $0.formUnion($1.disablingNames) }, of: presenter)
    let emptied = dialog.triggers.reduce(into: Set<String>()) { $0.formUnion($1.disablingCollections) }
    let inRow = dialog.triggers.contains { $0.row != nil }
    let rowData = Set(dialog.triggers.compactMap { $0.row?.data })
    let project = context.project
    if !names.isEmpty, let open = tree.contentClosure(of: call),
      let content = tree.block(openedAt: open)
    {
      // Or adds to or takes from what the `if` counts (`model.addItem(…)` under
      // `if model.items.isEmpty`), or is built by the object the `if` reads
      // (`updater.announcementView()` under `if updater.hasAnnouncement`), which may change it.
      let counted = branches.reduce(into: Set<[String]>()) { $0.formUnion($1.countedPaths) }
      let changed =
        (tree.firstChanged(of: names, in: content)
        ?? counted.sorted { $0.lexicographicallyPrecedes($1) }.first { path in
          tree.calls(on: [path], in: content, NameWords.changesSize)
        }?.joined(separator: ".")).map { TriggerConditionChange(name: $0) }
        ?? tree.builder(among: removable, ofBlock: content).map {
          TriggerConditionChange(name: $0.name, builder: $0.call)
        }
      dialog.updateModal { $0.changesTriggerCondition = changed }
    }
    dialog.updateAlert { alert in
      for index in alert.actions.all.indices {
        let action = alert.actions.all[index]
        let destructive = action.role == .destructive
        alert.actions.all[index].removesTrigger =
          (inRow && destructive)
          || (!names.isEmpty && changes(action, anyOf: names, presenter: presenter))
          || (destructive && !removable.isEmpty && Self.uses(action, anyOf: removable, settingThem: false, in: project))
          || (!rowData.isEmpty && Self.removes(action, from: rowData, in: project))
        // Cancelling puts back what was there: a state it sets enables the trigger again.
        // A destructive one that names what `.disabled(…)` counts may empty it.
        alert.actions.all[index].disablesTrigger =
          action.role != .cancel
          && ((!disabling.isEmpty && changes(action, anyOf: disabling, presenter: presenter))
            || (destructive && !emptied.isEmpty
              && reaches(action, presenter: presenter) { $0.mentions(anyOf: emptied, in: $1) }))
      }
    }
  }

  /// `names` and the members of `type` that its members among them read (`channels` and
  /// `subscribedIDs` of `var unsubscribed: [Channel] { channels.filter { !subscribedIDs.contains($0.id) } }`),
  /// one level: changing those changes them.
  private func withInputs(_ names: Set<String>, of type: String?) -> Set<String> {
    guard let type else { return names }
    let project = context.project
    var result = names
    for name in names {
      guard let body = project.memberBody(named: name, ofType: type, from: context.file) else { continue }
      let tree = project.tree(body.file)
      guard let block = tree.block(openedAt: body.token) else { continue }
      let read = tree.ownNames(in: block)
      for input in read.subtracting(tree.declaredNames(in: block))
      where !project.index.members(named: input, ofType: type, from: body.file).isEmpty {
        result.insert(input)
      }
    }
    return result
  }

  /// Whether `action` changes one of `names`: sets it or changes it in place, in its closure or in
  /// the functions of `presenter` it calls (`addAllSubscriptions()`), two levels down.
  private func changes(_ action: Action, anyOf names: Set<String>, presenter: String?) -> Bool {
    reaches(action, presenter: presenter) { tree, body in
      // A local of the same name (`let items = self.items.sorted()`) is not the type's.
      let names = names.subtracting(tree.declaredNames(in: body))
      return tree.uses(anyOf: names, settingThem: true, in: body)
        || tree.calls(on: Set(names.map { [$0] }), in: body, NameWords.inPlaceChanges.contains)
    }
  }

  /// Whether `does` holds of `action`'s closure or of a function of `presenter` it calls, two
  /// levels down.
  private func reaches(
    _ action: Action, presenter: String?, where does: (SyntaxTree, Range<Int>) -> Bool
  ) -> Bool {
    guard let (tree, body) = Self.closure(of: action, in: context.project) else { return false }
    return reaches(tree, body, file: action.token.file, depth: 2, presenter: presenter, where: does)
  }

  /// Whether `does` holds of `body` or of a function of `presenter` it calls, `depth` levels down.
  private func reaches(
    _ tree: SyntaxTree, _ body: Range<Int>, file: Int, depth: Int, presenter: String?,
    where does: (SyntaxTree, Range<Int>) -> Bool
  ) -> Bool {
    if does(tree, body) { return true }
    guard depth > 0, let presenter else { return false }
    return body.contains { k in
      ownFunction(calledAt: k, in: tree, file: file, presenter: presenter).map {
        reaches($0.tree, $0.body, file: $0.file, depth: depth - 1, presenter: presenter, where: does)
      } ?? false
    }
  }

  /// Marks a sheet or cover that may show another dialog of its type as it closes, which takes
  /// focus from the trigger, so focus sent back there would compete with it: its `onDismiss:` (a
  /// popover's `.onChange(of:)`) may set that dialog's binding, or the content written in the call
  /// always does in a callback it is handed (`onRecorded: { url = $0 }`, outside any `if`, `guard`
  /// or `catch`), either of them directly or through a name whose `.onChange(of:)` shows the
  /// dialog; in their closures, or in the functions of the type they name or call, two levels
  /// down. A dialog shown from within the content shows over it, not after it.
  func markClosingsThatShowDialogs(_ dialogs: inout [Dialog], calls: [Call]) {
    for index in dialogs.indices {
      guard let modal = dialogs[index].modal else { continue }
      let type = dialogs[index].presentingType
      let open = tree.contentClosure(of: calls[index])
      let content = open.flatMap { tree.block(openedAt: $0) }
      let others = Set(
        dialogs.indices.filter { other in
          other != index && dialogs[other].presentingType == type && content?.contains(calls[other].name) != true
        }.compactMap { dialogs[$0].presentation?.path }.filter { !$0.contains(".") }
      ).subtracting([dialogs[index].presentation?.path].compactMap { $0 })
      guard !others.isEmpty else { continue }
      let watchers = changeHandlerNames(in: type) { tree, body in tree.firstShown(of: others, in: body) != nil }
      let presenter = presenterName(calls[index])
      func firstShowing(_ tree: SyntaxTree, _ body: Range<Int>, file: Int, depth: Int, always: Bool) -> (String, Bool)?
      {
        var shown: (String, Bool)?
        _ = reaches(tree, body, file: file, depth: depth, presenter: presenter) { tree, body in
          shown =
            body.lazy.compactMap { k -> (String, Bool)? in
              guard !always || tree.isUnconditional(k, in: body) else { return nil }
              // A local of the same name is not the type's.
              return tree.shown(of: others, at: k, scopedIn: body.lowerBound).map { ($0, false) }
                ?? tree.shown(of: watchers, at: k, orHanded: true, scopedIn: body.lowerBound).map { ($0, true) }
            }.first
          return shown != nil
        }
        return shown
      }
      var shown: DialogShownOnClosing?
      if let onDismiss = modal.onDismiss, let (tree, body, file, depth) = dismissal(onDismiss, presenter: presenter),
        let (name, handed) = firstShowing(tree, body, file: file, depth: depth, always: false)
      {
        shown = DialogShownOnClosing(name: name, byContent: false, throughChangeHandler: handed)
      } else if let content,
        let (name, handed) = firstShowing(tree, content, file: context.file, depth: 2, always: true)
      {
        shown = DialogShownOnClosing(name: name, byContent: true, throughChangeHandler: handed)
      }
      dialogs[index].updateModal { $0.showsDialogAsItCloses = shown }
    }
  }

  /// The code that runs as a modal closes, with how many levels of the type's functions it may
  /// still call: its closure, or the function of `presenter` it names (`onDismiss: startFlow`).
  private func dismissal(_ onDismiss: Action.Body, presenter: String?) -> (
    tree: SyntaxTree, body: Range<Int>, file: Int, depth: Int
  )? {
    switch onDismiss {
    case .closure(let open): return tree.block(openedAt: open).map { (tree, $0, context.file, 2) }
    case .function:
      guard let presenter, let name = tree.calledFunction(onDismiss),
        let function = context.project.memberBody(
          named: name, ofType: presenter, from: context.file, functionsOnly: true),
        case let functionTree = context.project.tree(function.file),
        let body = functionTree.block(openedAt: function.token)
      else { return nil }
      return (functionTree, body, function.file, 1)
    case .none, .unknown: return nil
    }
  }

  /// The body of the function of `presenter` called at token `k`, if it is one.
  private func ownFunction(calledAt k: Int, in tree: SyntaxTree, file: Int, presenter: String) -> (
    tree: SyntaxTree, body: Range<Int>, file: Int
  )? {
    guard let name = tree.ownCallName(at: k),
      let function = context.project.memberBody(named: name, ofType: presenter, from: file, functionsOnly: true),
      case let functionTree = context.project.tree(function.file),
      let body = functionTree.block(openedAt: function.token)
    else { return nil }
    return (functionTree, body, function.file)
  }

  /// Where `action` always shows what one of the type's own `names` presents
  /// (`SyntaxTree.showings`): in its closure, or in a function of `presenter` it calls outside any
  /// `if`, loop or closure, two levels down. With `always` false, where it may: under any
  /// condition, in a callback, or in a function called from either and from nowhere else (one
  /// other code calls too shows it for that code as well).
  private func showings(_ action: Action, of names: Set<String>, presenter: String?, always: Bool) -> [SourceSpan] {
    guard let (tree, body) = Self.closure(of: action, in: context.project) else { return [] }
    func showings(_ tree: SyntaxTree, _ body: Range<Int>, file: Int, depth: Int) -> [SourceSpan] {
      // A local of the same name is not the type's.
      let names = names.subtracting(tree.declaredNames(in: body))
      var found = tree.showings(of: names, in: body, always: always).map(
        FileContext(context.project, file: file).span)
      guard depth > 0, let presenter else { return found }
      for k in body {
        guard let name = tree.ownCallName(at: k), !always || tree.enclosingBracket(of: k) == body.lowerBound,
          let function = ownFunction(calledAt: k, in: tree, file: file, presenter: presenter),
          always || isCalledOnly(name, in: body, file: file, presenter: presenter)
        else { continue }
        found += showings(function.tree, function.body, file: function.file, depth: depth - 1)
      }
      return found
    }
    return showings(tree, body, file: action.token.file, depth: 2)
  }

  /// Whether every use of the function `name` of `presenter`, called or handed on by name
  /// (`.onAppear(perform: name)`), stands in `body` of file `file`.
  func isCalledOnly(_ name: String, in body: Range<Int>, file: Int, presenter: String) -> Bool {
    context.project.index.declarations(ofType: presenter, from: file).allSatisfy { ref in
      let tree = context.project.tree(ref.file)
      return context.project.names(inBodyOf: ref).tokens(spelling: name).allSatisfy { k in
        !tree.usesOwn(name, at: k) || (ref.file == file && body.contains(k))
      }
    }
  }

  /// Whether `dialog` can return focus for the dialog before it, as far as the model can tell: an
  /// alert whose actions can all be read and are no legacy value's, or a sheet or cover whose
  /// `onDismiss:` can be written and whose content does not close the screen around it. One that
  /// could not would keep the trigger it takes from being bound for the dialog before it.
  private static func canFollow(_ dialog: Dialog) -> Bool {
    switch dialog.facts {
    case .alert(let alert): return alert.actions.paths != nil && alert.legacyAPI == nil
    case .modal(let modal):
      guard dialog.kind.dismissHandler == .onDismiss, case .slot = modal.onDismissSlot else { return false }
      return modal.content?.closesPresenter == nil
    }
  }

  /// Chains the dialogs that only another dialog's actions show ("Continue" to a second
  /// confirmation, a result after "Delete"): each takes the trigger of the dialog before it, where
  /// focus goes back as it closes, and the actions that show it return none themselves
  /// (`showsDialog`), as it takes focus from them. Only a dialog that `canFollow` follows, only one
  /// whose every showing is such an action's own, and only after a dialog of one trigger outside
  /// any `ForEach` row, which those actions leave on screen.
  func chainFollowUps(_ dialogs: inout [Dialog], calls: [Call]) {
    var chained = true
    while chained {
      chained = false
      // Leads are read as the round starts: what a round chains leads on in the next.
      let before = dialogs
      for index in before.indices where before[index].triggers.isEmpty {
        let followUp = before[index]
        guard Self.canFollow(followUp), let presentation = followUp.presentation, presentation.value == nil,
          let path = presentation.path,
          !path.contains("."), let places = followUp.triggerSearch?.places, !places.isEmpty
        else { continue }
        var leads: [(dialog: Int, actions: [Int])] = []
        for other in before.indices where other != index && before[other].presentingType == followUp.presentingType {
          let lead = before[other]
          guard lead.triggers.count == 1, lead.triggers[0].row == nil, let actions = lead.alert?.actions.all else {
            continue
          }
          var showing: [Int] = []
          var spans: [SourceSpan] = []
          let presenter = presenterName(calls[other])
          for (number, action) in actions.enumerated() where !action.leavesFocusNowhere {
            if !showings(action, of: [path], presenter: presenter, always: true).isEmpty { showing.append(number) }
            // One that shows it under a condition or from a callback leads to it on some paths and
            // returns focus itself on the others, unless it takes the user to another screen.
            if !action.opensScreen { spans += showings(action, of: [path], presenter: presenter, always: false) }
          }
          let accounted = places.allSatisfy { place in
            spans.contains { $0.file == place.span.file && $0.start <= place.span.start && place.span.start < $0.end }
          }
          if accounted { leads.append((other, showing)) }
        }
        guard leads.count == 1, let lead = leads.first else { continue }
        var chain = followUp
        chain.triggers = before[lead.dialog].triggers
        chain.triggerSearch = nil
        chain.otherOpeners = []
        chain.shownAfter = before[lead.dialog].nameSpan
        markActionsThatRemoveTriggers(&chain, calls[index])
        // Content that changes what shows the trigger may close over a screen without it.
        guard chain.modal?.changesTriggerCondition == nil else { continue }
        chain.focusReturns = FocusResets(project: context.project, dialog: chain).focusReturns()
        dialogs[index] = chain
        dialogs[lead.dialog].updateAlert { alert in
          for action in lead.actions { alert.actions.all[action].showsDialog = true }
        }
        chained = true
      }
    }
  }

  /// Marks the alert actions that always show another dialog of the type which has triggers of its
  /// own (`checkIntegrity()` setting the progress alert's binding): that dialog takes focus from
  /// them and returns it itself as it closes, so focus sent back here would compete with it.
  func markActionsThatShowDialogs(_ dialogs: inout [Dialog], calls: [Call]) {
    for index in dialogs.indices {
      guard let actions = dialogs[index].alert?.actions.all, !dialogs[index].triggers.isEmpty else { continue }
      let type = dialogs[index].presentingType
      let others = Set(
        dialogs.indices.filter { other in
          other != index && dialogs[other].presentingType == type && !dialogs[other].triggers.isEmpty
        }.compactMap { dialogs[$0].presentation?.path }.filter { !$0.contains(".") })
      guard !others.isEmpty else { continue }
      let presenter = presenterName(calls[index])
      let showing = actions.indices.filter { number in
        actions[number].returnsFocus
          && !showings(actions[number], of: others, presenter: presenter, always: true).isEmpty
      }
      dialogs[index].updateAlert { alert in
        for number in showing { alert.actions.all[number].showsDialog = true }
      }
    }
  }

  /// `names` and the names whose `.onChange(of:)` in `type` sets one of them: changing
  /// `newlyCreatedURL` under `.onChange(of: newlyCreatedURL) { selected = $1 }` changes `selected`.
  private func withChangeHandlers(_ names: Set<String>, in type: DeclaredType?) -> Set<String> {
    guard !names.isEmpty else { return names }
    return names.union(changeHandlerNames(in: type) { tree, body in tree.firstChanged(of: names, in: body) != nil })
  }

  /// The names whose `.onChange(of:)` in `type` has a closure of which `does` holds.
  private func changeHandlerNames(
    in type: DeclaredType?, where does: (SyntaxTree, Range<Int>) -> Bool
  ) -> Set<String> {
    guard let type else { return [] }
    var result: Set<String> = []
    for ref in type.declarations {
      let tree = context.project.tree(ref.file)
      guard let open = context.project.declaration(ref).body, let typeBody = tree.interior(of: open) else { continue }
      for handler in context.project.files[ref.file].syntax.changeHandlers.handlers
      where typeBody.contains(handler.name) {
        guard let name = handler.watchedPath?.first, case .closure(let body) = handler.body,
          let block = tree.block(openedAt: body), does(tree, block)
        else { continue }
        result.insert(name)
      }
    }
    return result
  }

  /// Whether `action` removes from one of the properties rows are made of: whatever its role, it
  /// may delete the row.
  private static func removes(_ action: Action, from data: Set<String>, in project: Project) -> Bool {
    closure(of: action, in: project).map { tree, body in
      tree.calls(on: Set(data.map { [$0] }), in: body, NameWords.removes)
    } ?? false
  }

  /// Whether `action` sets one of `names`, or when not `settingThem`, removes through it.
  private static func uses(_ action: Action, anyOf names: Set<String>, settingThem: Bool, in project: Project) -> Bool {
    closure(of: action, in: project).map { tree, body in
      tree.uses(anyOf: names, settingThem: settingThem, in: body)
    } ?? false
  }

  /// The tree of `action`'s closure and the tokens inside its braces; nil when it has none.
  private static func closure(of action: Action, in project: Project) -> (SyntaxTree, Range<Int>)? {
    guard case .closure(let open) = action.body else { return nil }
    let tree = project.tree(action.token.file)
    guard let block = tree.block(openedAt: open) else { return nil }
    return (tree, block)
  }
}
