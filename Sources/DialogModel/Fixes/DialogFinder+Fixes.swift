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
    if let argument = tree.argument(call, labelled: "onDismiss"), isNil(argument.value) {
      return .slot(anchors.closure(replacing: argument.value))
    }
    guard let value = onDismissValue(call) else {
      guard let presentation else { return .unsafe("the modal's binding cannot be read") }
      return .slot(anchors.argumentSlot(after: presentation, of: call, label: "onDismiss", open: "{ ", close: " }"))
    }
    switch ActionReader(context: context, typeName: nil).body(ofArgument: value) {
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

  /// The tokens of a modal's `onDismiss`: its argument (none for `onDismiss: nil`), or in
  /// `.sheet(isPresented: $x) { … } content: { … }` the first trailing closure, which Swift hands
  /// to `onDismiss`.
  func onDismissValue(_ call: Call) -> Range<Int>? {
    if let argument = tree.argument(call, labelled: "onDismiss") { return isNil(argument.value) ? nil : argument.value }
    guard tree.closure(call, labelled: "content") != nil, let first = call.trailingClosures.first, first.label == nil,
      let close = tree.partner(of: first.open)
    else { return nil }
    return first.open..<(close + 1)
  }

  private func isNil(_ value: Range<Int>) -> Bool { value.count == 1 && tree.tokens[value.lowerBound].word == .nil }

  /// For each trigger in a `ForEach` row, how the dialog's actions write the row's identifier:
  /// the row's own when the dialog is in the row, the presented value's when the trigger presents
  /// the row's element and the actions take it as a parameter.
  func resolveRowResets(_ dialog: inout Dialog, _ call: Call) {
    let actionsParameter = dialog.kind.family == .alert ? actionsParameter(call) : nil
    let presenting = tree.argument(call, labelled: "presenting").flatMap { presentedPath($0.value) }
    for index in dialog.triggers.indices {
      guard var row = dialog.triggers[index].row else { continue }
      let closure = row.closure
      let inRow =
        closure.file == context.file
        && (closure.token..<(tree.partner(of: closure.token) ?? closure.token)).contains(call.name)
      let presentsElement = row.presentsElement || presenting.map { hands(row, to: $0) } == true
      if inRow {
        row.resetID = row.id
      } else if presentsElement, let actionsParameter {
        row.resetID = actionsParameter + row.idPath
      }
      dialog.triggers[index].row = row
    }
  }

  /// The property a `presenting:` value reads (`bookToDelete`, `model.selection`), as a path.
  private func presentedPath(_ value: Range<Int>) -> [String]? {
    var k = tree.skippingSelf(value.lowerBound)
    var path: [String] = []
    while tree.isName(k) {
      path.append(tree.name(k))
      guard k + 1 < value.upperBound else { return path }
      guard tree.kind(k + 1) == .period else { return nil }
      k += 2
    }
    return nil
  }

  /// Whether the trigger's action sets `path` to its row's element (`bookToDelete = book`).
  private func hands(_ row: TriggerRow, to path: [String]) -> Bool {
    guard let action = row.action else { return false }
    let actionTree = context.project.tree(action.file)
    guard let close = actionTree.partner(of: action.token) else { return false }
    return ((action.token + 1)..<close).contains { k in
      guard let end = actionTree.endOfPath(path, at: k), actionTree.kind(end) == .equal else { return false }
      return actionTree.token(end + 1, spells: row.element) && actionTree.endOfExpression(from: end + 1) == end + 2
    }
  }

  /// The parameter of the actions closure (`item` of `presenting: x) { item in`), if one.
  private func actionsParameter(_ call: Call) -> String? {
    guard let open = tree.closure(call, labelled: "actions") ?? tree.closure(call, labelled: nil),
      let end = tree.closureSignatureEnd(open), end == open + 3, tree.kind(open + 1) == .identifier
    else { return nil }
    return tree.name(open + 1)
  }

  /// Marks what takes a trigger off screen: an action that sets a name the `if` around the
  /// trigger reads (`isEditing = false` under `if isEditing`), a destructive one that uses such a
  /// name (`model.removeCertificate()` under `if let c = model.certificate`) or removes it by name
  /// (`clearHistory()` under `if !history.isEmpty`), a destructive one
  /// where a trigger is in a `ForEach` row, which it deletes; or modal content written in the call
  /// that sets such a name or is handed its binding.
  func markActionsThatRemoveTriggers(_ dialog: inout Dialog, _ call: Call) {
    let names = dialog.triggers.flatMap(\.branches).reduce(into: Set<String>()) { $0.formUnion($1.conditionNames) }
    let inRow = dialog.triggers.contains { $0.row != nil }
    let rowData = Set(dialog.triggers.compactMap { $0.row?.data })
    let project = context.project
    if !names.isEmpty, let open = tree.closure(call, labelled: "content") ?? tree.closure(call, labelled: nil),
      let close = tree.partner(of: open)
    {
      // `$selection` handed on whole, or `selection = …`; not a member of it (`$model.query`), nor a
      // name the content declares (`if let topic = model.topic`).
      let changed = (open..<close).lazy.compactMap { k -> String? in
        guard self.tree.isName(k), self.tree.kind(k - 1) != .period, self.tree.kind(k + 1) != .period else {
          return nil
        }
        let name = self.tree.name(k)
        if name.hasPrefix("$") { return names.contains(String(name.dropFirst())) ? String(name.dropFirst()) : nil }
        let declares = [.let, .var].contains(self.tree.tokens[k - 1].word)
        return names.contains(name) && self.tree.kind(k + 1) == .equal && !declares ? name : nil
      }.first
      dialog.updateModal { $0.changesTriggerCondition = changed }
    }
    dialog.updateAlert { alert in
      for index in alert.actions.all.indices {
        let action = alert.actions.all[index]
        let destructive = action.role == .destructive
        alert.actions.all[index].removesTrigger =
          (inRow && destructive)
          || (!names.isEmpty && Self.uses(action, anyOf: names, settingThem: !destructive, in: project))
          || (!rowData.isEmpty && Self.removes(action, from: rowData, in: project))
      }
    }
  }

  /// Whether `action` removes from one of the properties rows are made of (`bookmarks.removeAll
  /// { … }`, `items.remove(at:)`, `self.list.delete(…)`): whatever its role, it may delete the row.
  private static func removes(_ action: Action, from data: Set<String>, in project: Project) -> Bool {
    guard let (tree, body) = closure(of: action, in: project) else { return false }
    return body.contains { k in
      tree.isName(k) && data.contains(tree.name(k)) && tree.base(ofName: k).isOwn
        && tree.kind(k + 1) == .period && tree.isName(k + 2) && NameWords.removes(tree.name(k + 2))
    }
  }

  /// Whether `action` sets one of `names` (`= …`, `.toggle()`), or when not `settingThem`, removes
  /// through it: a call of a removing verb on it or with it (`model.removeCertificate()`,
  /// `delete(item)`) or named after it (`clearHistory()`), not any use (`session.saveVisitHistory()`).
  private static func uses(_ action: Action, anyOf names: Set<String>, settingThem: Bool, in project: Project) -> Bool {
    guard let (tree, body) = closure(of: action, in: project) else { return false }
    func removing(_ k: Int) -> Bool { tree.isName(k) && NameWords.removes(tree.name(k)) }
    return body.contains { k in
      if !settingThem, removing(k), tree.kind(k + 1) == .leftParen,
        names.contains(where: { NameWords.removes(tree.name(k), named: $0) })
      {
        return true
      }
      guard tree.isName(k), tree.kind(k - 1) != .period, names.contains(tree.name(k)) else { return false }
      if tree.kind(k + 1) == .equal
        || (tree.kind(k + 1) == .period && tree.token(k + 2, is: "toggle") && tree.kind(k + 3) == .leftParen)
      {
        return true
      }
      guard !settingThem else { return false }
      if tree.kind(k + 1) == .period && removing(k + 2) { return true }
      // An argument of a removing call: `delete(item)`, `store.remove(c, from: list)`.
      guard let paren = tree.enclosingBracket(of: k), tree.kind(paren) == .leftParen else { return false }
      return removing(paren - 1)
    }
  }

  /// The tree of `action`'s closure and the tokens inside its braces; nil when it has none.
  private static func closure(of action: Action, in project: Project) -> (SyntaxTree, Range<Int>)? {
    guard case .closure(let open) = action.body else { return nil }
    let tree = project.tree(action.token.file)
    guard let close = tree.partner(of: open) else { return nil }
    return (tree, open..<close)
  }
}
