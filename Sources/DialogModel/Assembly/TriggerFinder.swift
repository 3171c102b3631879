import DialogFacts
import SwiftScan

/// Finds the controls whose actions present a dialog, in the type that presents it.
///
/// A trigger is a `Button`, a modifier with a user action (`.onTapGesture`, a gesture, or one of the
/// app's own view modifiers), or a closure handed to a control-like view of the app's own
/// (`DeleteRow(onDelete: { … })`), whose action sets the presentation binding
/// (`showDelete = true`, `showDelete.toggle()`, `itemToDelete = item`), directly or through a
/// function of the same type (one level). A binding set from `catch`, from a `Task` after `await`,
/// from `onChange`, `onReceive`, `onAppear`, `task` and the like is an event, not a trigger; so is a
/// button inside another alert's actions, which disappears with that alert.
struct TriggerFinder {
  let project: Project
  let presenter: String
  /// The dialog's modifier: its file is where type names are resolved from (of several types
  /// named like the presenter, the nearest).
  let dialog: TokenRef
  /// The declarations of the presenting type: the one around the dialog, and its extensions.
  let declarations: [DeclarationRef]
  var file: Int { dialog.file }

  /// What runs the code that sets a binding, and in words why it is no trigger when it is not.
  enum Site {
    case trigger(Trigger.Kind, FileContext, Int)
    /// Code run by an event (an error, a finished task, `onChange`): no trigger, by design.
    case event(String)
    /// A control in another dialog's actions or content, gone with it: no trigger either.
    case inOtherDialog(String)
    /// Code whose caller cannot be told (a completion handler, a callback): no trigger.
    case unknown(String)
    /// Code a control runs through another type (a view model's function the control calls):
    /// DESIGN §2 follows a control's action one level within the presenting type only.
    case throughModel(String)
    /// The binding handed to a view (named), whose controls may set it.
    case handedTo(String)
  }

  /// The triggers of a dialog presented through a property (`showDelete`, `viewModel.isShowing`),
  /// or while the property holds a value. The places in `closers` close the dialog from its own
  /// content (`isPresented.toggle()` in its toolbar): they open nothing.
  func triggers(of presentation: Presentation, closers: [SourceSpan] = []) -> (
    triggers: [Trigger], search: TriggerSearch
  ) {
    var result: [(trigger: Trigger, ref: TokenRef)] = []
    var seen: Set<TokenRef> = []
    var search = TriggerSearch()
    let sites = sites(of: presentation)
    for (site, classified) in sites {
      let start = FileContext(project, file: site.ref.file).span(site.ref.token).start
      let place = SourceSpan(file: site.ref.file, start: start, end: start)
      // A closer written in a function may be shared with the control that opens the dialog.
      guard
        !(closers.contains { $0.file == place.file && $0.start == place.start }
          && !isInFunctionBody(site.ref))
      else { continue }
      for outcome in classified {
        switch outcome {
        case .trigger(let kind, let context, let token):
          guard seen.insert(context.ref(token)).inserted else { continue }
          result.append((trigger(kind, token, in: context, site: site), context.ref(token)))
        case .event(let why): search.places.append(TriggerSearch.Place(span: place, outcome: .event(why)))
        case .inOtherDialog(let why):
          search.places.append(TriggerSearch.Place(span: place, outcome: .inOtherDialog(why)))
        case .throughModel(let why): search.places.append(TriggerSearch.Place(span: place, outcome: .throughModel(why)))
        case .unknown(let why): search.places.append(TriggerSearch.Place(span: place, outcome: .unknown(why)))
        case .handedTo(let view):
          // A view among the items of the menu or row a trigger is held by sends focus there too.
          let context = FileContext(project, file: site.ref.file)
          let placement = focusPlacement(.button, site.ref.token, in: context)
          if placement.holder != nil,
            result.contains(where: { $0.trigger.focusTarget == context.span(placement.target) })
          {
            continue
          }
          search.places.append(TriggerSearch.Place(span: place, outcome: .handedTo(view)))
        }
      }
    }
    if sites.isEmpty, let path = presentation.path {
      let components = path.split(separator: ".")
      if isNeverSet(path) {
        search.nothingSets = .neverSet
      } else if components.count >= 2, presentation.closure == nil, let model = model(heldBy: String(components[0])) {
        search.nothingSets = .notThisTypeNor(model.name)
      } else {
        search.nothingSets = .notThisType
      }
    }
    return (withoutGesturesAroundButtons(result), search)
  }

  /// The triggers but a tap gesture on a view that always shows a button opening the dialog too
  /// (`HStack { Text(…); Button("Configure…") { … } }.onTapGesture { … }`): the gesture only
  /// widens where the button can be tapped, and the button is what VoiceOver reaches and focus
  /// returns to.
  private func withoutGesturesAroundButtons(_ found: [(trigger: Trigger, ref: TokenRef)]) -> [Trigger] {
    let buttons = found.filter { $0.trigger.kind == .button }
    return found.filter { gesture in
      guard gesture.trigger.kind == .gesture,
        let view = project.tree(gesture.ref.file).chainBaseView(of: gesture.ref.token)
      else { return true }
      return !buttons.contains { button in
        button.ref.file == gesture.ref.file && view.contains(button.ref.token)
          && !button.trigger.branches.contains {
            $0.statement.file == gesture.ref.file && view.contains($0.statement.token)
          }
      }
    }.map(\.trigger)
  }

  /// Where the presenter, or the model that holds the binding (`viewModel` of
  /// `viewModel.isShowing`), sets it (and to what), and what runs each of those places.
  private func sites(of presentation: Presentation) -> [(site: (ref: TokenRef, value: String?), by: [Site])] {
    guard presenter != .view, let path = presentation.path else { return [] }
    let item = presentation.isItemLike
    let value = presentation.value
    let components = path.split(separator: ".").map(String.init)
    var result: [(site: (ref: TokenRef, value: String?), by: [Site])] = []
    func add(_ refs: [DeclarationRef], _ path: [String], _ scope: Scope) {
      for ref in refs {
        let context = FileContext(project, file: ref.file)
        // The binding's own setter runs as the dialog closes, and so do its own actions: neither
        // opens it.
        let setter = presentation.setter.flatMap { $0.file == ref.file ? context.tree.block(openedAt: $0.token) : nil }
        let call = ref.file == dialog.file ? context.tree.callExtent(at: dialog.token) : nil
        for site in assignments(of: path, item: item, in: context, project.names(inBodyOf: ref), scope: scope)
        where value.map({ wanted in site.value.map { Presentation.sameCase($0, wanted) } == true }) ?? true
          && presentation.closure.map({ ref.file == dialog.file && $0.contains(site.token) }) ?? true
          && setter?.contains(site.token) != true && call?.contains(site.token) != true
        {
          result.append(((context.ref(site.token), site.value), classify(site.token, in: context, scope: scope)))
        }
      }
    }
    add(declarations, components, .presenter(followFunctions: true))
    if components.count == 1, presentation.closure == nil { result += handedOn(components[0]) }
    if components.count >= 2, presentation.closure == nil, let model = model(heldBy: components[0]) {
      add(model.declarations, [components[components.count - 1]], .model(model, followFunctions: true))
    }
    return result
  }

  // MARK: Sites

  /// Where the presenter hands the binding `name` to a view outside the dialog's call
  /// (`HintSection(isShown: $showHint)`, `Toggle(isOn: $showHint)`): a control there may set it.
  /// A view in the content of a sheet, cover or popover is handed it to close what shows it.
  private func handedOn(_ name: String) -> [(site: (ref: TokenRef, value: String?), by: [Site])] {
    var result: [(site: (ref: TokenRef, value: String?), by: [Site])] = []
    for ref in declarations {
      let context = FileContext(project, file: ref.file)
      let tree = context.tree
      let names = project.names(inBodyOf: ref)
      let call = ref.file == dialog.file ? tree.callExtent(at: dialog.token) : nil
      for (k, view) in projections(of: name, in: ref)
      where !names.isInNestedType(k) && call?.contains(k) != true && tree.isWholeBinding(k) {
        guard let view, !SwiftUIVocabulary.presentationModifiers.contains(view), project.options.aliases[view] == nil,
          modalContent(holding: k, in: tree) == nil,
          !(context.enclosingMember(of: k).map { isShownInModalContent($0, in: context) } ?? false)
        else { continue }
        result.append(((TokenRef(file: ref.file, token: k), nil), [.handedTo(view)]))
      }
    }
    return result
  }

  /// The tokens that set the binding in a body: `path = value` (not `false`/`nil`), `path.toggle()`.
  /// The value written is kept (`item` of `selected = item`) to tell which row a trigger presents.
  /// A model may write its property through its own state (`state.bindings.isShowing = true`).
  private func assignments(of path: [String], item: Bool, in context: FileContext, _ body: BodyNames, scope: Scope)
    -> [(token: Int, value: String?)]
  {
    let tree = context.tree
    var result: [(token: Int, value: String?)] = []
    let throughState: Bool
    if case .model = scope { throughState = true } else { throughState = false }
    // Types declared inside the presenter have their own state, even under the same names.
    for k in path.first.map(body.tokens(spelling:)) ?? [] where !body.isInNestedType(k) {
      switch tree.assignment(to: path, at: k, throughMember: throughState) {
      case .value(let value):
        if value == "nil" || (!item && value == "false") { continue }
        result.append((k, value))
      case .toggle where !item:
        result.append((k, nil))
      case .toggle, nil:
        continue
      }
    }
    return result
  }

  /// Where code that sets a binding is: in the presenter, or in the model a property of the
  /// presenter holds, whose functions count through the presenter's calls of them. Functions of
  /// the same type that call the code are followed one level when `followFunctions`.
  enum Scope {
    case presenter(followFunctions: Bool)
    case model(Model, followFunctions: Bool)
  }

  /// What runs the code at `token`: a trigger, an event, or nothing we can tell.
  func classify(_ token: Int, in context: FileContext, scope: Scope) -> [Site] {
    let tree = context.tree
    for enclosure in tree.enclosures(of: token) {
      switch enclosure {
      case .argument(let call, let name):
        // An argument: `Button("X", action: f)`, `.onTapGesture(perform: f)`, `Row(onDelete: f)`.
        return [site(forCall: call, named: name, in: context) ?? .unknown("an argument of \(name)(…)")]
      case .statementBlock(let isCatch):
        if isCatch { return [.event("in a catch block")] }
      case .closure(_, nil):
        return [.unknown("in a closure nobody calls by name")]
      case .closure(let open, let owner?):
        let name = owner.name
        if name == "Task" || name == "detached" {
          if tree.awaits(in: open..<token, before: tree.assignmentEnd(token)) {
            return [.event("in a Task, after an await")]
          }
          continue
        }
        if SwiftUIVocabulary.transparentCalls.contains(name) {
          // `transfer.send(file) { result in … }`: a completion handler, run once the work is done.
          if !SwiftUIVocabulary.sequenceCalls.contains(name), tree.closureSignatureEnd(open) != nil {
            return [.unknown("in a closure handed to .\(name), a callback")]
          }
          continue
        }
        if name == .button, owner.label == "label" {
          return [.unknown("in a button's label")]
        }
        // `Menu(…) { … } primaryAction: { … }`: the menu's own tap.
        if name == .menu, owner.label == SwiftUIName.primaryAction.rawValue {
          return [.trigger(.button, context, owner.call)]
        }
        // `.contextMenu(forSelectionType:) { … } primaryAction: { … }`: a double click (or Return)
        // on the list's selected rows, a control of its own.
        if Trigger.Holder(rawValue: name) == .contextMenu, owner.label == SwiftUIName.primaryAction.rawValue {
          return [.trigger(.gesture, context, owner.call)]
        }
        if let site = site(forCall: owner.call, named: name, in: context) {
          // A model's code that looks like a control's is not one the presenter shows.
          if case .model(let model, _) = scope, case .trigger = site {
            return [.unknown("in a control of \(model.name)")]
          }
          return [site]
        }
        // A closure handed to a framework type (`OpenURLAction { … }`, `Binding(get:set:)`) runs
        // when that type decides: nothing we can tie to a control.
        if name.unicodeScalars.first.map({ ("A"..."Z").contains($0) }) == true {
          return [.unknown("in a closure handed to \(name)")]
        }
        continue
      case .functionBody(let open):
        guard let member = context.enclosingMember(of: token) else { return [.unknown("in a function")] }
        let declaration = tree.declarations[member]
        if case .model(let model, _) = scope, declaration.kind == .initializer {
          return [.event("in \(model.name)'s initializer, when the model is made")]
        }
        guard declaration.kind == .function, let function = tree.declaredName(of: declaration) else {
          return [.unknown("in an initializer or accessor")]
        }
        // `func start() async { flag = true; await … }` runs up to its first await when called.
        if tree.awaits(in: open..<token, before: tree.assignmentEnd(token)) {
          return [.event("in \(function)(), after an await")]
        }
        switch scope {
        case .presenter(let followFunctions):
          guard followFunctions else {
            return [.unknown("in \(function)(), called from a function (one level is followed)")]
          }
          let sites = callers(of: function)
          return sites.isEmpty ? [.unknown("in \(function)(), which nothing in the type calls")] : sites
        case .model(let model, let followFunctions):
          return callers(of: function, in: model, site: token, context: context, followFunctions: followFunctions)
        }
      case .otherBlock:
        return [.unknown("outside the type's views")]
      }
    }
    return [.unknown("outside the type's views")]
  }

  /// The site the call named `text` at `name` stands for, when its closure or argument is what the
  /// user triggers.
  private func site(forCall name: Int, named text: String, in context: FileContext) -> Site? {
    let tree = context.tree
    if SwiftUIVocabulary.eventModifiers.contains(text) { return .event("in \(text)") }
    switch text {
    case .button:
      if isInsideDialogActions(name, in: tree) || isInDialogActionsHelper(name, in: context) {
        return .inOtherDialog("a button in another dialog's actions")
      }
      // A button in a sheet that shows a dialog outside the sheet closes the sheet first.
      if let content = modalContent(holding: name, in: tree).flatMap(tree.block(openedAt:)),
        !(context.file == dialog.file && content.contains(dialog.token))
      {
        return .inOtherDialog("a button in a sheet, which closes first")
      }
      if let member = context.enclosingMember(of: name), isShownInModalContent(member, in: context) {
        return .inOtherDialog("a button in a sheet, which closes first")
      }
      return .trigger(.button, context, name)
    default:
      guard let first = text.unicodeScalars.first else { return nil }
      let base = tree.base(ofName: name)
      if base != .unqualified {
        // A leading-dot member (`kind: .navigationLink { }`) is a value: look further out.
        guard ("a"..."z").contains(first), [.value, .type].contains(base) else { return nil }
        // `LongPressGesture().onEnded { … }`: the gesture's modifier further out is the control's.
        if tree.isGestureValue(name) { return nil }
        // A modifier with an action (`.onTapGesture`, an app's own `.swipeRightAction(action:)`):
        // the view it is attached to is the control. Any other method's closure is a completion
        // handler or callback, run when someone else decides.
        let appModifiers = project.index.functions(named: text, ofType: SwiftUIName.view.rawValue, from: context.file)
        // An app's modifier that hands the closure to an event (`onNotification` runs it from
        // `.onReceive`) is no control.
        if let event = event(runningAppModifier: appModifiers) { return .event("in .\(text), run from .\(event)") }
        // `.onTapGesture(count: 10)`: a hidden gesture VoiceOver users do not make, not a control.
        // A double tap they make with three (VoiceOver's own double tap activates).
        if let taps = tree.tapCount(ofCallAt: name), taps > 2 {
          return .event("in .\(text) of \(taps) taps, which VoiceOver users do not make")
        }
        return SwiftUIVocabulary.actionModifiers.contains(text) || !appModifiers.isEmpty
          ? .trigger(.gesture, context, name) : .unknown("in a closure handed to .\(text), a callback")
      }
      // A button of a UIKit alert disappears with that alert, like one of a SwiftUI alert.
      if text == "UIAlertAction" { return .event("a UIKit alert's action") }
      guard isControlBuilder(name, named: text, in: context) else { return nil }
      // A view shown inside another modal calls back when that modal wants: not a control we
      // can put focus back on.
      if isInsideDialogActions(name, in: tree) || modalContent(holding: name, in: tree) != nil {
        return .inOtherDialog("a view inside another dialog")
      }
      return .trigger(.customControl, context, name)
    }
  }

  /// Whether the call named `text` at `name` builds a control that runs the closure it is handed:
  /// one of the app's own views, not a layout container; or a function of the presenter's, called
  /// in its own code, that builds one control (`noticeButton(…) { … }`), the closure that control's
  /// action.
  private func isControlBuilder(_ name: Int, named text: String, in context: FileContext) -> Bool {
    if isAppView(text) { return !SwiftUIVocabulary.layoutContainers.contains(text) }
    return context.tree.base(ofName: name).isOwn
      && context.enclosingType(of: name).map(context.typeName) == presenter
      && controlCount(ofFunction: text, from: context.file) == 1
  }

  /// The event modifier an app's view modifier (its overloads `refs`) runs what it is handed from,
  /// when its code calls one and no control or action modifier: `onReceive` for
  /// `func onNotification(…) { onReceive(publisher, perform: action) }`.
  private func event(runningAppModifier refs: [DeclarationRef]) -> String? {
    var event: String? = nil
    for ref in refs {
      guard let body = project.declaration(ref).body.flatMap(project.tree(ref.file).block(openedAt:)) else {
        return nil
      }
      for name in project.tree(ref.file).calledNames(in: body) {
        if SwiftUIVocabulary.actionModifiers.contains(name) || SwiftUIVocabulary.ownControls.contains(name) {
          return nil
        }
        if event == nil, SwiftUIVocabulary.eventModifiers.contains(name) { event = name }
      }
    }
    return event
  }

  /// Whether `name` is a view type declared in the scanned files.
  func isAppView(_ name: String) -> Bool {
    project.isViewType(project.index.declarations(ofType: name, from: file))
  }

  /// Whether the control at `name` sits in the actions of an alert or confirmation dialog.
  private func isInsideDialogActions(_ name: Int, in tree: SyntaxTree) -> Bool {
    tree.enclosingClosure(of: name, ownedBy: SwiftUIVocabulary.alertModifiers) != nil
  }

  /// Whether the control at `name` is built by a property or function of the presenter that a
  /// dialog's actions show (`.confirmationDialog(…) { deleteActions }`).
  private func isInDialogActionsHelper(_ name: Int, in context: FileContext) -> Bool {
    guard let member = context.enclosingMember(of: name) else { return false }
    let declaration = context.tree.declarations[member]
    guard declaration.kind == .variable || declaration.kind == .function,
      let helper = context.tree.declaredName(of: declaration)
    else { return false }
    return isNamedInDialogActions(helper)
  }

  /// Whether `helper` is named in some dialog's actions of the presenter.
  private func isNamedInDialogActions(_ helper: String) -> Bool {
    declarations.contains { ref in
      let tree = project.tree(ref.file)
      // `helper` or `self.helper`; not `.body` of `.font(.body)`, another value's member.
      return project.names(inBodyOf: ref).tokens(spelling: helper).contains { k in
        tree.base(ofName: k).isOwn && isInsideDialogActions(k, in: tree)
      }
    }
  }

  /// Whether the presenter's member declared at `member` (`var closePanel: some View`) is named in
  /// the content of one of its sheets, covers or popovers: what it builds is in that modal.
  private func isShownInModalContent(_ member: Int, in context: FileContext) -> Bool {
    var seen: Set<TokenRef> = []
    return isShownInModalContent(member, in: context, seen: &seen)
  }

  /// Whether the presenter uses member `member` in a modal's content, or in a member that is
  /// (`accountSwitcher()` shown in a sheet builds `switcherActions()`), each member once.
  private func isShownInModalContent(_ member: Int, in context: FileContext, seen: inout Set<TokenRef>) -> Bool {
    let tree = context.tree
    let declaration = tree.declarations[member]
    // A dialog built in the same member shows in that modal too.
    guard let memberName = tree.declaredName(of: declaration),
      context.file != dialog.file || context.enclosingMember(of: dialog.token) != member,
      seen.insert(context.ref(declaration.name)).inserted
    else { return false }
    for ref in declarations {
      let body = project.names(inBodyOf: ref)
      let refContext = FileContext(project, file: ref.file)
      let refTree = refContext.tree
      for use in body.tokens(spelling: memberName) {
        if modalContent(holding: use, in: refTree) != nil { return true }
        if let outer = refContext.enclosingMember(of: use), outer != member || ref.file != context.file,
          isShownInModalContent(outer, in: refContext, seen: &seen)
        {
          return true
        }
      }
    }
    return false
  }

  /// The `{` of the sheet, cover or popover content that holds the token at `name`, if any.
  private func modalContent(holding name: Int, in tree: SyntaxTree) -> Int? {
    tree.enclosingClosure(of: name, ownedBy: SwiftUIVocabulary.modalModifiers)
  }

  /// The triggers of a function of the presenter, through the places that call it or pass it.
  private func callers(of function: String) -> [Site] {
    var result: [Site] = []
    for ref in declarations {
      let context = FileContext(project, file: ref.file)
      let tree = context.tree
      for k in project.names(inBodyOf: ref).tokens(spelling: function) {
        // A call `f()`, or `f` passed as an action; not the declaration `func f`.
        guard tree.usesOwn(function, at: k) else { continue }
        result += classify(k, in: context, scope: .presenter(followFunctions: false))
      }
    }
    return result
  }

  /// How the presenter uses its member `name` (calls it, when `called`): in how many places; whether
  /// one of them is in a `ForEach` row or a menu, where what it builds is on screen once per row or
  /// only while the menu is open; and whether two of them may be on screen together (not in
  /// different branches of one `if`).
  private func uses(of name: String, called: Bool) -> (count: Int, inRowOrMenu: Bool, together: Bool) {
    let uses = places(using: name, called: called)
    let inRowOrMenu = uses.contains { use in
      let tree = use.context.tree
      var found = false
      tree.forEachEnclosingClosure(of: use.token) { _, owner in
        found = tree.buildsRowsOrMenuItems(owner)
        return !found
      }
      return found
    }
    // `ViewThatFits { a; b }` shows one of its views.
    let fitting = uses.map { use in
      use.context.tree.enclosingClosure(of: use.token, ownedBy: [SwiftUIName.viewThatFits.rawValue])
        .map { TokenRef(file: use.context.file, token: $0) }
    }
    let places = uses.map { self.branches(around: $0.token, in: $0.context) }
    let together = places.indices.contains { a in
      places.indices.contains { b in
        a < b && (fitting[a] == nil || fitting[a] != fitting[b])
          && !places[a].contains { mine in
            places[b].contains { $0.statement == mine.statement && $0.index != mine.index }
          }
      }
    }
    return (uses.count, inRowOrMenu, together)
  }

  /// The `title:` or `label:` text an app's button shows (`PillButton(title: "Create", action: …)`,
  /// `linkButton(label: "Privacy") { … }`), and where it is written; none for another control,
  /// whose title names what it shows (a row's), not what it does.
  private func title(ofAppButton control: ControlCall, in context: FileContext) -> (ResolvedText?, Int?) {
    guard let title = control.appButtonTitle else { return (nil, nil) }
    return (context.text(title, isKey: true), title.lowerBound)
  }

  /// The stack (`HStack`) that the member `name` of `type` builds as its one view (a helper of the
  /// presenter, or an app view's `body`), when nothing makes it one accessibility element.
  private func groupingView(builtBy name: String, of type: String, from file: Int) -> String? {
    guard let body = project.memberBody(named: name, ofType: type, from: file) else { return nil }
    return project.tree(body.file).groupingView(builtByBody: body.token)
  }

  // MARK: Trigger details

  /// The trigger named at `token`; `site` is where its action sets the binding, and to what.
  private func trigger(
    _ kind: Trigger.Kind, _ token: Int, in context: FileContext, site: (ref: TokenRef, value: String?)
  ) -> Trigger {
    let tree = context.tree
    var label: ResolvedText? = nil
    var labelWritten: String? = nil
    var symbol: String? = nil
    let control = tree.control(at: token)
    if kind == .button || kind == .customControl, let control {
      let reader = ActionReader(context: context, typeName: presenter)
      var (text, start) = kind == .button ? reader.label(of: control) : title(ofAppButton: control, in: context)
      // A control drawn without words is named by what VoiceOver reads of it.
      if text == nil, let spoken = control.spokenLabel {
        (text, start) = (context.text(spoken, isKey: true), spoken.lowerBound)
      }
      label = text
      labelWritten = start.map(tree.writtenLabel(from:))
      if text == nil, kind == .button { symbol = control.symbol }
    }
    let placement = focusPlacement(kind, token, in: context)
    // The menu that the member building the control fills, where the member is used.
    let member = context.enclosingMember(of: token)
    let bodies = project.structure(context.file).bodies
    let menuOfMember = placement.holder == .menu && member.map { !bodies[$0].contains(placement.target) } == true
    let bindings =
      menuOfMember
      ? tree.chain(afterCallAt: placement.target).compactMap { focusBinding($0, in: context) }
      : focusBindings(kind, token, in: context)
    var trigger = Trigger(
      kind: kind, name: tree.writtenName(at: token), span: context.span(token), label: label, focusBindings: bindings,
      holder: placement.holder, focusTarget: context.span(placement.target), focusTargetLabel: placement.label,
      focusSlot: placement.slot, row: nil,
      opening: opening(of: kind, token, in: context, site: site.ref, placement: placement))
    trigger.labelWritten = labelWritten
    trigger.symbol = symbol
    // A stack's name tells no more than the gesture's.
    if kind == .gesture, case let base = tree.chainBaseName(of: token), !SwiftUIVocabulary.groupingViews.contains(base)
    {
      trigger.viewName = base
    } else if label == nil, kind != .gesture, tree.isInToolbar(token) {
      trigger.viewName = SwiftUIName.toolbar.rawValue
    } else if placement.holder?.isRowModifier == true, case let base = tree.chainBaseName(of: placement.target),
      SwiftUIVocabulary.scrollContainers.contains(base)
    {
      // A context menu attached to a whole `List` or `Table`, not to one of its rows.
      trigger.viewName = base
    }
    trigger.memberName = member.flatMap { tree.declaredName(of: tree.declarations[$0]) }
    // The row is that of what focus returns to: a menu outside the rows of its items is one control.
    var rowSearch = row(around: placement.target, in: context)
    if case .none = rowSearch, let member = context.enclosingMember(of: placement.target) {
      rowSearch = row(throughCallsOf: member, in: context)
    }
    switch rowSearch {
    case .none: break
    case .row(var row):
      row.presentsElement = site.value == row.element
      row.action = project.tree(site.ref.file).enclosingBrace(of: site.ref.token).map {
        TokenRef(file: site.ref.file, token: $0)
      }
      trigger.row = row
    case .unreadable(let reason):
      // Recorded or not, one binding would send focus to whichever row SwiftUI picks.
      trigger.focusSlot = .unsafe(reason)
      trigger.opening.focusSlot = .unsafe(reason)
    }
    trigger.branches = branches(around: token, in: context)
    trigger.disablingNames = control?.disablingNames ?? []
    trigger.disablingCollections = control?.disablingCollections ?? []
    trigger.platforms = context.platforms(of: token)
    // A helper member's control is built for the platforms of the code that shows the member.
    if let (_, uses) = helperUses(holding: token, in: context), !uses.isEmpty {
      trigger.platforms.formIntersection(
        uses.reduce(into: Set<Platform>()) { platforms, use in
          platforms.formUnion(
            use.context.platforms(of: use.token))
        })
    }
    // A stack with a tap gesture is not one element VoiceOver can focus unless it is made one; a
    // colour or a shape is no element at all.
    if kind == .gesture, case let base = tree.chainBaseName(of: token), !tree.isOneElement(chainAround: token) {
      let why: String? =
        if SwiftUIVocabulary.groupingViews.contains(base) {
          "the control is a \(base) with a tap gesture, which VoiceOver does not focus as one element"
        } else if SwiftUIVocabulary.paints.contains(base) {
          "the control is a \(base) with a gesture, which VoiceOver does not reach"
        } else if base.first?.isLowercase == true,
          let stack = groupingView(builtBy: base, of: presenter, from: context.file)
        {
          "the control is the \(stack) that \(base)(…) builds, with a tap gesture, which VoiceOver does not focus "
            + "as one element"
        } else if isAppView(base),
          let stack = groupingView(builtBy: SwiftUIName.body.rawValue, of: base, from: context.file)
        {
          "the control is \(base)(…), whose body is a \(stack), with a tap gesture, which VoiceOver does not focus "
            + "as one element"
        } else {
          nil
        }
      if let why {
        trigger.focusSlot = .unsafe(why)
        trigger.opening.focusSlot = .unsafe(why)
      }
    }
    // A function that takes what to build (`contextMenu(for: item)`, `makeRow(_:)`) may build the
    // control for every row or menu that calls it: one binding cannot tell those apart. Called
    // once, outside rows and menus, it builds one control. A member that takes nothing builds the
    // same control wherever it is used, in branches never on screen together as often as not; but
    // used in a row or a menu (`Menu { actions() }`), it is no control that stays.
    if trigger.row == nil, !menuOfMember, let member,
      case let declaration = tree.declarations[member], let name = tree.declaredName(of: declaration),
      declaration.kind == .function || (declaration.kind == .variable && declaration.body != nil)
    {
      let isFunction = declaration.kind == .function
      let takesArguments = tree.takesArguments(declaration) ?? false
      // A view modifier's `body(content:)` is SwiftUI's to call, once for each view it modifies
      // and each time with that view's own state: like a view's `body`, it builds one control.
      let isOwnBody =
        name == SwiftUIName.body.rawValue
        && (!takesArguments
          || context.enclosingType(of: token).map {
            tree.inheritedNames(of: tree.declarations[$0]).contains(SwiftUIName.viewModifier.rawValue)
          } == true)
      let used =
        isOwnBody ? (count: 1, inRowOrMenu: false, together: false) : uses(of: name, called: isFunction)
      if used.inRowOrMenu || used.together || (takesArguments && used.count != 1) {
        let built = "it is built by \(name)\(isFunction ? takesArguments ? "(…)" : "()" : "")"
        let why = EditPlace.unsafe(
          used.together && !used.inRowOrMenu
            ? "\(built), which the view shows in \(used.count) places at once"
            : "\(built), which may build it once for each row or menu")
        trigger.focusSlot = why
        trigger.opening.focusSlot = why
      }
    }
    return trigger
  }

  /// Whether the code at `ref` is in a function's body rather than in a closure.
  private func isInFunctionBody(_ ref: TokenRef) -> Bool { project.tree(ref.file).isInFunctionBody(ref.token) }

  /// The branches of the `if` and `switch` statements around the one place the presenter uses the
  /// computed property or function that builds `token` (`allCategoriesButton` in `else { … }`),
  /// one level.
  private func branchesAroundUse(ofMemberHolding token: Int, in context: FileContext) -> [Trigger.IfBranch] {
    guard let member = context.enclosingMember(of: token) else { return [] }
    let declaration = context.tree.declarations[member]
    guard declaration.kind == .function || declaration.kind == .variable,
      let name = context.tree.declaredName(of: declaration)
    else { return [] }
    let uses = places(using: name, called: false)
    guard uses.count == 1, let use = uses.first else { return [] }
    return branches(around: use.token, in: use.context, followingUse: false)
  }

  /// Where the presenter names its member `name` (calls it, when `called`): not its declaration, a
  /// case or a local of that name, an argument label, nor another value's member.
  func places(using name: String, called: Bool) -> [(context: FileContext, token: Int)] {
    var uses: [(context: FileContext, token: Int)] = []
    for ref in declarations {
      let context = FileContext(project, file: ref.file)
      let tree = context.tree
      for k in project.names(inBodyOf: ref).tokens(spelling: name)
      where (!called || tree.isCalledWithArguments(k)) && tree.isNamedInCode(k) && tree.base(ofName: k).isOwn {
        uses.append((context, k))
      }
    }
    return uses
  }

  /// The branches `token` stands in: of the `if` and `switch` statements around it, innermost first; with
  /// `followingUse`, of those around the one use of the member that builds it; then of the `#if`
  /// blocks around it.
  private func branches(around token: Int, in context: FileContext, followingUse: Bool = true)
    -> [Trigger.IfBranch]
  {
    let start = context.span(token).start
    return statementBranches(around: token, in: context)
      + (followingUse ? branchesAroundUse(ofMemberHolding: token, in: context) : [])
      + project.structure(context.file).conditionalBranches.filter { $0.range.contains(start) }.map {
        Trigger.IfBranch(statement: context.ref($0.block), index: $0.range.lowerBound, conditionNames: [])
      }
  }

  /// The branches of the `if` and `switch` statements around `token`, innermost first.
  private func statementBranches(around token: Int, in context: FileContext) -> [Trigger.IfBranch] {
    context.tree.statementBranches(around: token).map {
      Trigger.IfBranch(
        statement: context.ref($0.statement), index: $0.index, conditionNames: $0.conditionNames,
        isSwitchClause: $0.isSwitch, countedPaths: $0.countedPaths)
    }
  }

  /// Where a statement goes that runs as the control at `token` opens the dialog: after the
  /// statement at `site` when its own action holds it, not in a function other code may call.
  private func opening(
    of kind: Trigger.Kind, _ token: Int, in context: FileContext, site: TokenRef, placement: Placement
  ) -> Trigger.Opening {
    let tree = context.tree
    guard site.file == context.file, let call = tree.callExtent(at: token), call.contains(site.token),
      let block = tree.blockHolding(site.token)
    else {
      return Trigger.Opening(
        slot: .unsafe("the action opens it through code other controls may run"), focusSlot: placement.slot)
    }
    let anchors = EditAnchors(context: context)
    let slot = anchors.statementSlot(after: site.token, inBlock: block.lowerBound)
    // The action ends the view, on one line that the statement spreads over several.
    if case .slot(let edit) = slot, placement.holder == nil, block.upperBound == call.upperBound - 1,
      edit.prefix.contains(where: \.isNewline), anchors.sameLine(token, block.upperBound)
    {
      return Trigger.Opening(slot: slot, focusSlot: focusPlacement(kind, token, in: context, spansLines: true).slot)
    }
    return Trigger.Opening(slot: slot, focusSlot: placement.slot)
  }

  /// The `.accessibilityFocused` bindings of the trigger at `token`: on its modifier chain, or for a
  /// button in a menu or swipe action, on the control that holds it.
  private func focusBindings(_ kind: Trigger.Kind, _ token: Int, in context: FileContext) -> [FocusBinding] {
    let tree = context.tree
    let links = kind == .gesture ? tree.chain(around: token) : tree.chain(afterCallAt: token)
    let bindings = links.compactMap { focusBinding($0, in: context) }
    guard bindings.isEmpty && kind == .button else { return bindings }
    // A menu item or swipe action disappears with its menu: the focus goes back to the control
    // that holds it (`Menu { … }`, a row's `.contextMenu`/`.swipeActions`).
    return tree.holderLinks(of: token, ownHolder: { rowHolder($0, in: context) }).compactMap {
      focusBinding($0, in: context)
    }
  }

  /// `.accessibilityFocused($name)` or `.accessibilityFocused($name, equals: .value)`, `self.$name`
  /// as well.
  private func focusBinding(_ link: Call, in context: FileContext) -> FocusBinding? {
    context.tree.focusBinding(link).map { FocusBinding(name: $0.name, value: $0.value, span: context.span(link.name)) }
  }
}
