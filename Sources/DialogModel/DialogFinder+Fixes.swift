import SwiftScan

/// The anchors of a dialog that fixes need beyond its actions: `onDismiss:`, the presenting type,
/// and how its actions can name the row a trigger belongs to.
extension DialogFinder {
  /// Where a statement goes that runs when the modal is dismissed: in the `onDismiss:` closure,
  /// in a closure that calls the `onDismiss:` function first, or in a new `onDismiss:` argument.
  func onDismissSlot(_ call: Call, isAlias: Bool, presentation: Argument?) -> EditPlace {
    guard !isAlias else { return .unsafe("the team's own modifier") }
    let anchors = EditAnchors(context: context)
    guard let argument = tree.argument(call, labelled: "onDismiss") else {
      guard let presentation else { return .unsafe("the modal's binding cannot be read") }
      return .slot(anchors.argumentSlot(after: presentation, label: "onDismiss", open: "{ ", close: " }"))
    }
    switch ActionReader(context: context, typeName: nil).body(ofArgument: argument.value) {
    case .closure(let open): return anchors.statementSlot(inClosure: open)
    case .function: return .slot(anchors.closureReplacing(function: argument.value))
    case .none, .unknown: return .unsafe("onDismiss is an expression dialoglint cannot extend")
    }
  }

  /// For each trigger in a `ForEach` row, how the dialog's actions write the row's identifier:
  /// the row's own when the dialog is in the row, the presented value's when the trigger presents
  /// the row's element and the actions take it as a parameter.
  func resolveRowResets(_ dialog: inout Dialog, _ call: Call) {
    let actionsParameter = dialog.kind.family == .alert ? actionsParameter(call) : nil
    for index in dialog.triggers.indices {
      guard var row = dialog.triggers[index].row else { continue }
      let closure = row.closure
      let inRow =
        closure.file == context.file
        && (closure.token..<(tree.partner(of: closure.token) ?? closure.token)).contains(call.name)
      if inRow {
        row.resetID = row.id
      } else if row.presentsElement, let actionsParameter {
        row.resetID = actionsParameter + row.idPath
      }
      dialog.triggers[index].row = row
    }
  }

  /// The parameter of the actions closure (`item` of `presenting: x) { item in`), if one.
  private func actionsParameter(_ call: Call) -> String? {
    guard let open = tree.closure(call, labelled: "actions") ?? tree.closure(call, labelled: nil),
      let end = tree.closureSignatureEnd(open), end == open + 3, tree.kind(open + 1) == .identifier
    else { return nil }
    return tree.name(open + 1)
  }
}

extension Project {
  /// The presenting type `name` made of `declarations`, as a fix that adds a property sees it.
  func presenter(named name: String, declarations: [DeclarationRef]) -> Presenter? {
    guard let first = declarations.first else { return nil }
    return presenters.value(first) {
      let isView = declarations.contains { ref in
        let tree = tree(ref.file)
        return declaration(ref).inheritance.contains {
          ["View", "SwiftUI.View", "ViewModifier"].contains(tree.text($0))
        }
      }
      let memberNames = Set(index.members(ofType: name, from: first.file).keys)
      guard let primary = declarations.first(where: { declaration($0).kind != .extension }),
        let body = declaration(primary).body
      else {
        return Presenter(
          name: name, memberSlot: .unsafe("\(name) is not declared in the scanned files"), memberNames: memberNames)
      }
      guard isView else {
        return Presenter(name: name, memberSlot: .unsafe("\(name) is not declared as a View"), memberNames: memberNames)
      }
      let primaryTree = tree(primary.file)
      let members = primaryTree.declarations.indices.filter { primaryTree.declarations[$0].parent == primary.index }
      let slot = EditAnchors(context: FileContext(self, file: primary.file)).memberSlot(
        inTypeBody: body, declarations: members)
      return Presenter(name: name, memberSlot: .slot(slot), memberNames: memberNames)
    }
  }
}
