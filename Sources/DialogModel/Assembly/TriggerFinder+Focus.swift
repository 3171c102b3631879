import DialogFacts
import SwiftScan

/// Where a trigger's focus binding goes, and the `ForEach` row it belongs to.
extension TriggerFinder {
  /// The result of looking for the row around a trigger.
  enum RowSearch {
    case none
    case row(TriggerRow)
    case unreadable(String)
  }

  /// Where focus goes back to: the trigger, or the `Menu` or row that holds it.
  struct Placement {
    /// The control holding the trigger, when focus goes to it.
    var holder: Trigger.Holder?
    /// The control's (or holder's) name token, and the holder's label.
    var target: Int
    var label: ResolvedText?
    /// Where `.accessibilityFocused(…)` goes on it.
    var slot: EditPlace
  }

  /// The control that stays on screen (the trigger, or the `Menu` or row holding it) and where
  /// `.accessibilityFocused(…)` goes on it. One drawn in the label of a `Button`,
  /// `NavigationLink` or `Menu`, directly or by a helper every use of which is, is no element
  /// VoiceOver lands on: the control is, and focus is not sent there yet.
  func focusPlacement(_ kind: Trigger.Kind, _ token: Int, in context: FileContext, spansLines: Bool = false)
    -> Placement
  {
    var placement = placement(kind, token, in: context, spansLines: spansLines)
    guard case .slot = placement.slot else { return placement }
    let labelling = { (k: Int, tree: SyntaxTree) in tree.labellingControl(of: k) != nil }
    if let control = context.tree.labellingControl(of: placement.target) {
      placement.slot = .unsafe(
        "it is drawn in the label of the \(context.tree.writtenName(at: control)) at line "
          + "\(project.line(of: context.span(control))), which VoiceOver focuses as one element")
    } else if standsIn(placement.target, in: context, where: labelling) {
      placement.slot = .unsafe(
        "the helper that draws it is shown in the labels of controls, which VoiceOver focuses as one element each")
    }
    return placement
  }

  private func placement(_ kind: Trigger.Kind, _ token: Int, in context: FileContext, spansLines: Bool) -> Placement {
    let tree = context.tree
    let anchors = EditAnchors(context: context)
    // `ToolbarItemGroup(placement: .keyboard) { … }`, or a member only such items show.
    if standsIn(token, in: context, where: { $1.isInKeyboardItem($0) }) {
      return Placement(
        target: token,
        slot: .unsafe("it is in the toolbar above the keyboard, which hides as the keyboard does when the dialog opens")
      )
    }
    // `let menu = ContextMenu { … }`, attached later by `.contextMenu(menu)`: the item goes with
    // the menu, and the view that stays is not followed. An app's own `ContextMenu` view stays.
    if standsIn(
      token, in: context,
      where: { k, tree in tree.enclosingClosure(of: k, ownedBy: [SwiftUIName.contextMenu.rawValue]) != nil }),
      !isAppView(SwiftUIName.contextMenu.rawValue)
    {
      return Placement(
        target: token,
        slot: .unsafe(
          "it is an item of a ContextMenu value, gone with the menu, and the view it is attached to is not followed"))
    }
    let ownHolder = { rowHolder($0, in: context) }
    let held = kind == .button || kind == .customControl ? tree.holder(of: token, ownHolder: ownHolder) : nil
    if kind == .button, let (holder, name) = held, var control = tree.control(at: name) {
      // `List { … }.contextMenu(forSelectionType:)` is the menu of the selected rows, which no
      // binding on the list can name.
      if holder == .contextMenu, control.isSelectionMenu {
        return Placement(
          holder: holder, target: name,
          slot: .unsafe("it is an item of the menu of a list's selected rows, which focus cannot name"))
      }
      let isLink = tree.base(ofName: name) != .unqualified
      let label = isLink ? nil : ActionReader(context: context, typeName: presenter).label(of: control).0
      // A row's items of every menu and swipe action send focus to one place: after the last.
      // Not past an `#if`, whose other side may not hold that modifier.
      if holder.isRowModifier,
        let last = control.modifiersBeforeDirective.last(where: {
          (tree.holder(called: $0.name) ?? tree.ownModifierHolder($0.name, ownHolder))?.isRowModifier == true
        })
      {
        control = last
      }
      return Placement(
        holder: holder, target: control.name, label: label,
        slot: .slot(
          anchors.modifierSlot(after: control.end, alignedWith: control.name, isLink: isLink, spansLines: spansLines)))
    }
    // A helper's control shown only in rows' context menus or swipe actions goes with them; the
    // row they are attached to is not followed through the helper.
    if kind == .button || kind == .customControl, held == nil,
      standsIn(token, in: context, where: { $1.holder(of: $0, ownHolder: ownHolder)?.0.isRowModifier == true })
    {
      return Placement(
        target: token,
        slot: .unsafe(
          "it is an item of a row's context menu or swipe actions, gone with them, and the row is not followed "
            + "through the helper that builds it"))
    }
    if kind == .button || kind == .customControl, held == nil,
      let menu = menuAroundUse(ofMemberHolding: token, in: context, spansLines: spansLines)
    {
      return menu
    }
    guard let control = tree.control(at: token) else {
      return Placement(target: token, slot: .unsafe("the trigger's modifier chain cannot be read"))
    }
    let name = tree.writtenName(at: token)
    if kind == .gesture, Trigger.Holder(rawValue: name) == .contextMenu {
      return Placement(
        target: token, slot: .unsafe("it is the primary action of a list's selected rows, which focus cannot name"))
    }
    if kind == .gesture, !SwiftUIVocabulary.actionModifiers.contains(name),
      buildsItsOwnControl(name, from: context.file)
    {
      return Placement(
        target: token,
        slot: .unsafe(
          "the control that runs this action is built inside .\(name)(…), where a focus binding cannot be put"))
    }
    // Focus put on a view of several controls (a transport bar) reaches none of them.
    if kind == .customControl,
      case let controls = isAppView(name)
        ? controlCount(ofView: name, from: context.file) : controlCount(ofFunction: name, from: context.file),
      controls != 1
    {
      return Placement(
        target: token,
        slot: .unsafe(
          controls.map {
            $0 == 0
              ? "\(name) shows no control of its own that focus could return to"
              : "\(name) shows \($0) controls, and focus put on it reaches none of them"
          }
            ?? "\(name)'s body is not read, so which control focus would return to is unknown"))
    }
    return Placement(
      target: token,
      slot: .slot(
        anchors.modifierSlot(after: control.end, alignedWith: token, isLink: kind == .gesture, spansLines: spansLines)))
  }

  /// Whether `test` holds of the code at `token`, or of every place the presenter uses the helper
  /// member that holds it (one level).
  private func standsIn(_ token: Int, in context: FileContext, where test: (Int, SyntaxTree) -> Bool) -> Bool {
    if test(token, context.tree) { return true }
    guard let (_, uses) = helperUses(holding: token, in: context) else { return false }
    return !uses.isEmpty && uses.allSatisfy { test($0.token, $0.context.tree) }
  }

  /// The helper member that holds `token` (`helper(holding:in:)`) and the places the presenter
  /// shows it; nil when no helper holds it.
  func helperUses(holding token: Int, in context: FileContext) -> (
    declaration: Declaration, uses: [(context: FileContext, token: Int)]
  )? {
    guard let declaration = helper(holding: token, in: context) else { return nil }
    guard let name = context.tree.declaredName(of: declaration) else { return nil }
    return (declaration, places(using: name, called: declaration.kind == .function))
  }

  /// The named computed property or function with a body whose code holds `token`, which the
  /// presenter's views may show wherever they name it; not `body`, which the view shows itself
  /// (a local `body` is no use of it).
  private func helper(holding token: Int, in context: FileContext) -> Declaration? {
    guard let member = context.enclosingMember(of: token), case let declaration = context.tree.declarations[member],
      declaration.hasName, declaration.body != nil, declaration.kind == .variable || declaration.kind == .function,
      context.tree.declaredName(of: declaration) != SwiftUIName.body.rawValue
    else { return nil }
    return declaration
  }

  /// How many controls the app's view `name` shows at once, as `controlCount(in:of:)` counts its
  /// `body`; nil when no one body of it is read.
  private func controlCount(ofView name: String, from file: Int, depth: Int = 2) -> Int? {
    project.memberBody(named: SwiftUIName.body.rawValue, ofType: name, from: file).flatMap {
      controlCount(in: $0, of: name, depth: depth)
    }
  }

  /// How many controls the presenter's function `name` builds (`noticeButton(…) { … }`), as a
  /// view's body is counted; nil when no one body of it is read.
  func controlCount(ofFunction name: String, from file: Int) -> Int? {
    project.memberBody(named: name, ofType: presenter, from: file, functionsOnly: true).flatMap {
      controlCount(in: $0, of: presenter, depth: 2)
    }
  }

  /// The controls the code of `body`, a member of `type`, shows at once: those it writes
  /// (`Button(…)`, `Toggle(…)`, …) and those of the members of `type` it names, a menu's items not
  /// counted, and a row's swipe actions and the cases of one `switch` each counting as one; where
  /// it writes none, those of the one view of the app's it builds (`AsyncButton(…)`), to `depth`
  /// views down.
  private func controlCount(in body: TokenRef, of type: String, depth: Int) -> Int? {
    let tree = project.tree(body.file)
    guard let extent = tree.block(openedAt: body.token) else { return nil }
    var ranges = [extent]
    for name in tree.bareNames(in: extent) {
      guard let helper = project.memberBody(named: name, ofType: type, from: body.file),
        helper.file == body.file, helper != body, let range = tree.block(openedAt: helper.token),
        !ranges.contains(range)
      else { continue }
      ranges.append(range)
    }
    var count = 0
    var countedOnce: Set<Int> = []
    for range in ranges { count += tree.controlCount(in: range, countedOnce: &countedOnce) }
    guard count == 0, depth > 0 else { return count }
    let views = Set(
      ranges.flatMap(tree.calledBareNames).filter { !SwiftUIVocabulary.isSDKType($0) && self.isAppView($0) })
    guard views.count == 1, let view = views.first, view != type else { return count }
    return controlCount(ofView: view, from: body.file, depth: depth - 1)
  }

  /// The row modifier that the app's own modifier called by `call` in `context`'s file hands the
  /// closure its callers write to (`func macContextMenu(…) { contextMenu(menuItems: menuItems) }`):
  /// its items go with the row's menu or swipe actions. Nil for any other call, and where the
  /// overloads the call may resolve to disagree.
  func rowHolder(_ call: Call, in context: FileContext) -> Trigger.Holder? {
    let name = context.tree.writtenName(at: call.name)
    let holders = project.index.functions(named: name, ofType: SwiftUIName.view.rawValue, from: context.file)
      .compactMap { ref -> Trigger.Holder?? in
        let tree = project.tree(ref.file)
        guard let open = project.declaration(ref).parameters,
          tree.accepts(call, in: context.tree, parameters: tree.parameters(in: open))
        else { return nil }
        return .some(tree.rowModifierHandingParameter(ofFunction: ref.index))
      }
    guard let first = holders.first, holders.allSatisfy({ $0 == first }) else { return nil }
    return first
  }

  /// Whether the app's own modifier `name` builds a control of its own (a toolbar button, a
  /// `Button`), in its body or in a view modifier type its body applies: focus would have to go
  /// back to that control, not to the view the modifier is attached to.
  private func buildsItsOwnControl(_ name: String, from file: Int) -> Bool {
    var bodies: [(file: Int, range: Range<Int>)] = []
    for ref in project.index.functions(named: name, ofType: SwiftUIName.view.rawValue, from: file) {
      let tree = project.tree(ref.file)
      guard let body = project.declaration(ref).body.flatMap(tree.block(openedAt:)) else { continue }
      bodies.append((ref.file, body))
      // `modifier(CloseButtonModifier(…))`: that type's members are the modifier's code too.
      for name in tree.appliedModifierTypes(in: body) {
        for type in project.index.declarations(ofType: name, from: ref.file) {
          guard let body = project.declaration(type).body.flatMap(project.tree(type.file).block(openedAt:)) else {
            continue
          }
          bodies.append((type.file, body))
        }
      }
    }
    return bodies.contains { file, range in
      project.tree(file).calledNames(in: range).contains(where: SwiftUIVocabulary.ownControls.contains)
    }
  }

  /// The `Menu` that the computed property or function building the control at `token` fills,
  /// when the presenter uses that member once, as a menu's items outside any row (`Menu {
  /// designSystem }`): focus goes to the menu, which stays.
  private func menuAroundUse(ofMemberHolding token: Int, in context: FileContext, spansLines: Bool) -> Placement? {
    let tree = context.tree
    guard let (declaration, uses) = helperUses(holding: token, in: context),
      declaration.kind == .variable || tree.takesArguments(declaration) == false,
      uses.count == 1, let use = uses.first, use.context.file == context.file,
      let (holder, name) = tree.holder(of: use.token, ownHolder: { rowHolder($0, in: use.context) }),
      holder == .menu,
      case .none = row(around: use.token, in: context), let menu = tree.control(at: name)
    else { return nil }
    // A menu whose label says nothing readable is named for what fills it (`designSystem`).
    let label = ActionReader(context: context, typeName: presenter).label(of: menu).0
    return Placement(
      holder: .menu, target: name, label: label ?? tree.declaredName(of: declaration).map(ResolvedText.init),
      slot: .slot(
        EditAnchors(context: context).modifierSlot(
          after: menu.end, alignedWith: name, isLink: tree.base(ofName: name) != .unqualified, spansLines: spansLines)))
  }

  /// The `ForEach` (or data-driven `List`) row around `token`, with the row's identifier; none
  /// where one case of a `switch` on the element of `T.allCases` holds it, which one row at most
  /// shows.
  func row(around token: Int, in context: FileContext) -> RowSearch {
    let tree = context.tree
    var search = RowSearch.none
    tree.forEachEnclosingClosure(of: token) { open, owner in
      guard let (call, data) = tree.rowBuilder(owning: owner) else { return true }
      search = row(call, data: data, closure: open, in: context)
      // The cases of `T.allCases` carry no values: `case .about:` matches one of them.
      if case .row(let row) = search, tree.propertyPath(data)?.last == "allCases",
        tree.runsUnderOneCase(of: row.element, at: token, inClosure: open)
      {
        search = .none
      }
      return false
    }
    return search
  }

  /// The row of a control that function `member` builds, when every call of it by the presenter
  /// is in a `ForEach` row and hands it the row's element (`ForEach(models, id: \.file) { model in
  /// modelItem(model: model) }`): in the function the row is named through that parameter
  /// (`model.file`). `.none` when a call stands elsewhere, hands it something else or names
  /// another identifier.
  func row(throughCallsOf member: Int, in context: FileContext) -> RowSearch {
    let tree = context.tree
    let declaration = tree.declarations[member]
    // A generic function's parameter may be of a type the presenter cannot name.
    guard declaration.kind == .function, let name = tree.declaredName(of: declaration),
      let open = declaration.parameters, open == declaration.nameEnd, let body = declaration.body
    else { return .none }
    let parameters = tree.parameters(in: open)
    var found: (parameter: Int, row: TriggerRow)? = nil
    for use in places(using: name, called: true) {
      guard case .row(let row) = row(around: use.token, in: use.context),
        let parameter = use.context.tree.parameter(
          receiving: row.element, inCallAt: use.token, of: parameters, declaredIn: tree),
        found.map({ $0.parameter == parameter && $0.row.idPath == row.idPath }) ?? true
      else { return .none }
      found = (parameter, row)
    }
    guard let (index, row) = found else { return .none }
    // An optional or composed parameter type is no element whose identifier the row can name.
    let (element, type) = tree.spelled(parameters[index])
    guard Self.isPlainTypeName(type) else { return .none }
    let id = idType(of: type, row.idPath, isIdentifiable: row.isIdentifiable, from: context.file)
    return .row(
      TriggerRow(
        id: element + row.idPath, idType: id?.type, idIsOptional: id?.isOptional ?? false, resetID: nil,
        element: element, idPath: row.idPath, isIdentifiable: row.isIdentifiable, data: row.data,
        closure: context.ref(body)))
  }

  private func row(_ call: Call, data: Range<Int>, closure open: Int, in context: FileContext) -> RowSearch {
    let row: RowSyntax
    switch context.tree.forEachRow(call, data: data, closure: open) {
    case .success(let read): row = read
    case .failure(let problem): return .unreadable(problem.reason)
    }
    let type =
      row.isRange ? "Int" : elementType(data, in: context) ?? assignedType(of: row.element, closure: open, in: context)
    let isIdentifiable = !row.isRange && !row.hasExplicitID
    let id = type.flatMap { idType(of: $0, row.idPath, isIdentifiable: isIdentifiable, from: context.file) }
    return .row(
      TriggerRow(
        id: row.element + row.idPath, idType: id?.type, idIsOptional: id?.isOptional ?? false, resetID: nil,
        element: row.element, idPath: row.idPath, isIdentifiable: isIdentifiable, data: row.data,
        closure: context.ref(open)))
  }

  /// The type of an element's identifier: the element's own for `\.self`, its `ID` when the rows
  /// are identified by `Identifiable`, a property's declared type for `\.serialNumber` (and for an
  /// explicit `\.id`: the element need not be `Identifiable`); and whether it is optional, as the
  /// property is declared (`@DocumentID var id: String?`).
  private func idType(
    of element: String, _ idPath: String, isIdentifiable: Bool, from file: Int
  ) -> (type: String, isOptional: Bool)? {
    guard !idPath.isEmpty else { return (element, false) }
    let name = String(idPath.dropFirst())
    guard !name.contains("."), element != "Int" else { return nil }
    let members = project.index.members(named: name, ofType: element, from: file)
    let type = members.count == 1 ? project.tree(members[0].file).compactType(of: project.declaration(members[0])) : nil
    let isOptional = type?.hasSuffix("?") == true
    // `let id = UUID()` declares no type to write; an element that says it is `Identifiable` has one.
    let saysIdentifiable = {
      project.index.declarations(ofType: element, from: file).contains { ref in
        project.tree(ref.file).inheritedNames(of: project.declaration(ref)).contains(SwiftUIName.identifiable.rawValue)
      }
    }
    guard !isIdentifiable && (type != nil || !saysIdentifiable()) else { return ("\(element).ID", isOptional) }
    return type.map { ($0, isOptional) }
  }

  /// The element type of the collection `data` when it is a property of the presenter (`items`),
  /// or a property of one (`model.items`), declared as `[T]`, `Array<T>`, `Set<T>` or SwiftUI's
  /// `FetchedResults<T>`, or made by such a call (`[T]()`); or the enum of `T.allCases`.
  private func elementType(_ data: Range<Int>, in context: FileContext) -> String? {
    let tree = context.tree
    guard let names = tree.propertyPath(data) else { return nil }
    // `Setting.allCases`: the cases of an enum the file names.
    if names.count >= 2, names.last == "allCases", names.dropLast().allSatisfy({ $0.first?.isUppercase == true }) {
      return names.dropLast().joined(separator: ".")
    }
    guard names.count <= 2 else { return nil }
    var type = presenter
    for name in names {
      guard let declared = declaredType(of: name, in: type) else { return nil }
      type = declared
    }
    for (open, close) in [("[", "]"), ("Array<", ">"), ("Set<", ">"), ("\(SwiftUIName.fetchedResults.rawValue)<", ">")]
    where type.hasPrefix(open) && type.hasSuffix(close) {
      let element = String(type.dropFirst(open.count).dropLast(close.count))
      guard !element.contains(":"), !element.contains(",") else { return nil }
      // Another type's property names its element in that type's scope and imports: the name must
      // be one this file already writes, and not a type nested in another.
      let root = String(element.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      guard
        names.count == 1
          || (tree.mentions(root)
            && project.index.declarations(ofType: root, from: file).allSatisfy {
              project.declaration($0).parent == nil
            })
      else { return nil }
      return element
    }
    return nil
  }

  /// Whether a type is written as a name, or names joined by `.` (`Song`, `Library.Tag`): no
  /// optional, generic, tuple or composition, which a focus state could not be typed with.
  private static func isPlainTypeName(_ type: String) -> Bool {
    type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }

  /// The element's type as the presenter's own property declares it where the row sets that
  /// property to the element (`selected = book` with `var selected: Book?`); nil when properties
  /// of different types are set, or the type is a protocol's, whose existential has no `ID`.
  private func assignedType(of element: String, closure open: Int, in context: FileContext) -> String? {
    let types = Set(
      context.tree.propertiesSet(to: element, inClosure: open).compactMap { declaredType(of: $0, in: presenter) })
    guard types.count == 1, let type = types.first, !["Any", "AnyHashable", "AnyObject"].contains(type),
      Self.isPlainTypeName(type),
      !project.index.declarations(ofType: type, from: context.file).contains(where: {
        project.declaration($0).kind == .protocol
      })
    else { return nil }
    return type
  }

  /// The type the one member `name` of `type` is declared with (`[Item]`, `Model` of
  /// `@StateObject var model = Model()`, `Host` of `@Environment(Host.self) var host`), without
  /// spaces and without its optional mark.
  private func declaredType(of name: String, in type: String) -> String? {
    let candidates = project.index.members(named: name, ofType: type, from: file)
    guard candidates.count == 1, let ref = candidates.first else { return nil }
    return project.tree(ref.file).writtenType(of: project.declaration(ref))
  }
}
