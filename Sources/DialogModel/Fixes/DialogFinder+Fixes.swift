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
    switch tree.actionBody(value) {
    case .closure(let open): return anchors.statementSlot(inClosure: open)
    case .function(let name):
      // A property of closure type may be optional (`onDone: (() -> Void)?`), which `onDone()` cannot call.
      guard let presenter = presenterName(call),
        context.project.memberBody(named: tree.name(name), ofType: presenter, from: context.file, functionsOnly: true)
          != nil
      else { return .unsafe("onDismiss is a value dialoglint cannot tell is a function of the type") }
      return .slot(anchors.closureReplacing(function: value, ofModifierAt: call.name))
    case .none, .unknown: return .unsafe("onDismiss is an expression dialoglint cannot extend")
    }
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
        && (closure.token..<(tree.partner(of: closure.token) ?? closure.token)).contains(call.name)
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
    let inRow = dialog.triggers.contains { $0.row != nil }
    let rowData = Set(dialog.triggers.compactMap { $0.row?.data })
    let project = context.project
    if !names.isEmpty, let open = tree.closure(call, labelled: "content") ?? tree.closure(call, labelled: nil),
      let close = tree.partner(of: open)
    {
      let changed = tree.firstChanged(of: names, in: open..<close)
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
      guard let close = tree.partner(of: body.token) else { continue }
      let read = Set((body.token..<close).filter { tree.isName($0) && tree.base(ofName: $0).isOwn }.map(tree.name))
      for input in read.subtracting(tree.declaredNames(in: body.token..<close))
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
        || tree.calls(on: names, in: body, NameWords.inPlaceChanges.contains)
    }
  }

  /// Whether `does` holds of `action`'s closure or of a function of `presenter` it calls, two
  /// levels down.
  private func reaches(
    _ action: Action, presenter: String?, where does: (SyntaxTree, Range<Int>) -> Bool
  ) -> Bool {
    guard let (tree, body) = Self.closure(of: action, in: context.project) else { return false }
    func reaches(_ tree: SyntaxTree, _ body: Range<Int>, file: Int, depth: Int) -> Bool {
      if does(tree, body) { return true }
      guard depth > 0, let presenter else { return false }
      return body.contains { k in
        guard tree.isName(k), tree.kind(k + 1) == .leftParen, tree.base(ofName: k).isOwn,
          let function = context.project.memberBody(
            named: tree.name(k), ofType: presenter, from: file, functionsOnly: true),
          case let functionTree = context.project.tree(function.file),
          let close = functionTree.partner(of: function.token)
        else { return false }
        return reaches(functionTree, function.token..<close, file: function.file, depth: depth - 1)
      }
    }
    return reaches(tree, body, file: action.token.file, depth: 2)
  }

  /// Marks the actions that show another of the type's dialogs (`showShareSheet = true`), which
  /// takes VoiceOver focus with it: focus goes back as that one closes, not as this one does.
  func markActionsThatShowDialogs(_ dialogs: inout [Dialog], calls: [Call]) {
    for index in dialogs.indices where dialogs[index].alert != nil {
      let dialog = dialogs[index]
      let own = dialog.presentation?.path.map(Self.ownName)
      let others = Set(
        dialogs.filter { $0.presentingType == dialog.presentingType }.compactMap {
          $0.presentation?.path.map(Self.ownName)
        }
      ).subtracting([own].compactMap { $0 })
      guard !others.isEmpty else { continue }
      let presenter = presenterName(calls[index])
      dialogs[index].updateAlert { alert in
        for action in alert.actions.all.indices {
          alert.actions.all[action].showsDialog = shows(alert.actions.all[action], anyOf: others, presenter: presenter)
        }
      }
    }
  }

  /// Whether `action` always shows what one of the type's own `names` presents (`Syntax.shows`).
  private func shows(_ action: Action, anyOf names: Set<String>, presenter: String?) -> Bool {
    reaches(action, presenter: presenter) { tree, body in
      tree.shows(anyOf: names.subtracting(tree.declaredNames(in: body)), in: body)
    }
  }

  /// Gives a dialog that only another dialog's action shows (after a confirmation's "Continue", a
  /// result after "Delete") the triggers of that dialog, where focus goes back as the last one
  /// closes: unless the action also takes the trigger away or closes its screen.
  func chainFollowUps(_ dialogs: inout [Dialog], calls: [Call]) {
    // A follow-up may lead on to another: each round reaches one step further.
    for _ in 0..<3 {
      var chained = false
      for index in dialogs.indices where dialogs[index].triggers.isEmpty {
        let followUp = dialogs[index]
        // One whose actions cannot be read could return no focus, and would keep the trigger it
        // took from being bound for the dialog it follows.
        guard followUp.alert.map({ $0.actions.paths != nil }) ?? true,
          let path = followUp.presentation?.path.map(Self.ownName), !path.contains("."),
          let places = followUp.triggerSearch?.places, !places.isEmpty,
          places.allSatisfy({ if case .event = $0.outcome { true } else { false } })
        else { continue }
        let leads = dialogs.indices.filter { other in
          other != index && dialogs[other].presentingType == followUp.presentingType
            && !dialogs[other].triggers.isEmpty
            && (dialogs[other].alert?.actions.all ?? []).contains { action in
              action.showsDialog && !action.leavesFocusNowhere
                && shows(action, anyOf: [path], presenter: presenterName(calls[other]))
            }
        }
        guard leads.count == 1, let lead = leads.first else { continue }
        dialogs[index].triggers = dialogs[lead].triggers
        dialogs[index].triggerSearch = nil
        dialogs[index].shownAfter = dialogs[lead].nameSpan
        markActionsThatRemoveTriggers(&dialogs[index], calls[index])
        dialogs[index].focusReturns = FocusResets(project: context.project, dialog: dialogs[index]).focusReturns()
        resolveRowResets(&dialogs[index], calls[index])
        chained = true
      }
      guard chained else { return }
    }
  }

  /// A binding's path as the type's own names read it: `showSheet` of `self.showSheet`.
  private static func ownName(_ path: String) -> String { path.hasPrefix("self.") ? String(path.dropFirst(5)) : path }

  /// `names` and the names whose `.onChange(of:)` in `type` sets one of them: changing
  /// `newlyCreatedURL` under `.onChange(of: newlyCreatedURL) { selected = $1 }` changes `selected`.
  private func withChangeHandlers(_ names: Set<String>, in type: DeclaredType?) -> Set<String> {
    guard !names.isEmpty, let type else { return names }
    var result = names
    for ref in type.declarations {
      let tree = context.project.tree(ref.file)
      for k in context.project.names(inBodyOf: ref).tokens(spelling: SwiftUIName.onChange.rawValue)
      where tree.token(k, is: .onChange) && tree.kind(k - 1) == .period {
        guard let call = tree.call(at: k), let watched = tree.argument(call, labelled: "of"),
          let name = tree.propertyPath(watched.value)?.first,
          let open = tree.closure(call, labelled: nil) ?? tree.closure(call, labelled: "perform"),
          let close = tree.partner(of: open), tree.firstChanged(of: names, in: open..<close) != nil
        else { continue }
        result.insert(name)
      }
    }
    return result
  }

  /// Whether `action` removes from one of the properties rows are made of: whatever its role, it
  /// may delete the row.
  private static func removes(_ action: Action, from data: Set<String>, in project: Project) -> Bool {
    closure(of: action, in: project).map { tree, body in tree.calls(on: data, in: body, NameWords.removes) } ?? false
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
    guard let close = tree.partner(of: open) else { return nil }
    return (tree, open..<close)
  }
}
