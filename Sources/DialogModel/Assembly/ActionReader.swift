import DialogFacts
import SwiftScan

/// Reads the actions of an alert or confirmation dialog: its buttons and form controls, each
/// `if`/`else`, `switch` and `#if` branch as a path of its own, and helpers of the same type one
/// level deep. The buttons of legacy `Alert(…)` and `ActionSheet(…)` values are read from their
/// button arguments (`LegacyValueReader` finds the values).
struct ActionReader {
  let context: FileContext
  /// The type the dialog is written in, for helper properties and functions.
  let typeName: String?

  /// More paths than this, and the action count is unknown.
  static let maximumPaths = 64
  /// Blocks nested deeper than this are not read (their actions are unknown).
  static let maximumDepth = 24

  private var tree: SyntaxTree { context.tree }

  // MARK: Modern actions

  /// The actions in the closure opened at `open`.
  func actions(inClosure open: Int) -> Actions {
    var actions = Actions()
    actions.paths = read(tree.statements(in: open), into: &actions, depth: 0, followHelpers: true)
    if actions.paths == nil && actions.unknownReason == nil {
      actions.unknownReason = "more than \(Self.maximumPaths) combinations of actions"
    }
    return actions
  }

  /// Reads a run of statements and returns its paths (indices into `all`), or nil when unknown.
  private func read(_ statements: [Range<Int>], into actions: inout Actions, depth: Int, followHelpers: Bool)
    -> [[Int]]?
  {
    guard depth < Self.maximumDepth else { return actions.unknown("the actions nest too deep") }
    var paths: [[Int]]? = [[]]
    for item in tree.statementItems(statements) {
      var itemPaths: [[Int]]?
      switch item {
      case .conditional(let branches, let hasElse):
        // `#if … #elseif … #else … #endif`: each branch is a path.
        var branchPaths = branches.map { read($0, into: &actions, depth: depth + 1, followHelpers: followHelpers) }
        if !hasElse { branchPaths.append([[]]) }  // on other platforms the `#if` holds nothing
        itemPaths = alternatives(branchPaths)
      case .statement(let statement):
        itemPaths = readStatement(statement, into: &actions, depth: depth, followHelpers: followHelpers)
      }
      paths = sequence(paths, itemPaths)
    }
    return paths
  }

  /// One statement: a button, a control, a conditional, a container, or a helper.
  private func readStatement(_ statement: Range<Int>, into actions: inout Actions, depth: Int, followHelpers: Bool)
    -> [[Int]]?
  {
    let view: ActionView
    switch tree.actionStatement(statement) {
    case .nothing: return [[]]
    case .branching(let bodies, let isExhaustive):
      // One path per branch, and an empty one when no branch need run.
      var paths = bodies.map { read($0, into: &actions, depth: depth + 1, followHelpers: followHelpers) }
      if !isExhaustive { paths.append([[]]) }
      return alternatives(paths)
    case .unreadable(let written): return actions.unknown("`\(written)` is not a view dialoglint can read")
    case .named(let named): view = named
    }
    let name = view.written
    let call = view.call
    switch name {
    case .button:
      guard let call else { return actions.unknown("a Button without arguments") }
      actions.all.append(button(call))
      return [[actions.all.count - 1]]
    case .textField, .secureField:
      actions.all.append(action(name == .textField ? .textField : .secureField, at: view.token))
      return [[actions.all.count - 1]]
    case _ where SwiftUIVocabulary.formControls.contains(name):
      actions.all.append(action(.otherControl(name), at: view.token))
      return [[actions.all.count - 1]]
    case .text, .emptyView, .spacer, .divider, .image, .label:
      return [[]]
    case .forEach:
      // Read the buttons for their labels and roles; their number is unknown.
      if let call, let closure = tree.closure(call, labelled: nil) ?? tree.closure(call, labelled: "content") {
        _ = read(tree.statements(in: closure), into: &actions, depth: depth + 1, followHelpers: followHelpers)
      }
      return actions.unknown("ForEach builds the actions, so their number is unknown")
    case _ where SwiftUIVocabulary.groupingViews.contains(name):
      guard let call, let closure = tree.closure(call, labelled: nil) ?? tree.closure(call, labelled: "content") else {
        return actions.unknown("\(name) without a content closure")
      }
      return read(tree.statements(in: closure), into: &actions, depth: depth + 1, followHelpers: followHelpers)
    default:
      // A helper of the same type: `deleteButtons`, `actionButtons()`, `self.buttons(for: item)`.
      guard followHelpers, let typeName, let member = view.memberName,
        let helper = helperBody(named: member, in: typeName)
      else {
        return actions.unknown(
          followHelpers
            ? "`\(name)` is neither a control nor a helper of \(typeName ?? "the type") dialoglint can read"
            : "`\(name)` is a helper called from a helper (one level is followed)")
      }
      let helperContext = FileContext(context.project, file: helper.file)
      let reader = ActionReader(context: helperContext, typeName: typeName)
      var helperActions = Actions()
      let helperPaths = reader.read(
        helperContext.tree.statements(in: helper.token), into: &helperActions, depth: depth + 1, followHelpers: false)
      let offset = actions.all.count
      actions.all += helperActions.all
      if helperPaths == nil {
        return actions.unknown(helperActions.unknownReason ?? "the helper \(name) cannot be read")
      }
      return helperPaths?.map { $0.map { $0 + offset } }
    }
  }

  /// The body (`{`) of a computed property or function named `name` in the type, if exactly one.
  private func helperBody(named name: String, in type: String) -> TokenRef? {
    context.project.memberBody(named: name, ofType: type, from: context.file)
  }

  // MARK: Paths

  /// Every combination of the paths of `a` followed by those of `b`.
  private func sequence(_ a: [[Int]]?, _ b: [[Int]]?) -> [[Int]]? {
    guard let a, let b else { return nil }
    guard a.count * b.count <= Self.maximumPaths else { return nil }
    return a.flatMap { x in b.map { x + $0 } }
  }

  /// The paths of one branch or another.
  private func alternatives(_ branches: [[[Int]]?]) -> [[Int]]? {
    var result: [[Int]] = []
    for branch in branches {
      guard let branch else { return nil }
      result += branch
    }
    return result.count <= Self.maximumPaths ? result : nil
  }

  // MARK: Buttons

  /// `Button("X", role: .cancel) { … }`, `Button(role: .destructive) { … } label: { Text("X") }`,
  /// `Button(action: f) { Label("X", systemImage: …) }`, `Button("X", action: f)`, and friends.
  func button(_ call: Call) -> Action {
    let (label, labelToken) = label(of: ControlCall(call, in: tree))
    let anchors = EditAnchors(context: context)
    var body = Action.Body.unknown
    var resetSlot = EditPlace.unsafe("the button's action is an expression dialoglint cannot extend")
    // The function an action hands over by name (`action: close`, `action: router.dismiss`).
    var function: Int? = nil
    if let actionArgument = tree.argument(call, labelled: "action") {
      body = tree.actionBody(actionArgument.value)
      switch body {
      case .closure(let open): resetSlot = anchors.statementSlot(inClosure: open)
      case .function(let name):
        resetSlot = anchors.functionActionSlot(call, action: actionArgument)
        function = name
      case .unknown where tree.isMemberReference(actionArgument.value):
        resetSlot = anchors.functionActionSlot(call, action: actionArgument)
        function = actionArgument.value.upperBound - 1
      case .none, .unknown: break
      }
    } else if let closure = tree.closure(call, labelled: nil) {
      body = .closure(closure)
      resetSlot = anchors.statementSlot(inClosure: closure)
    }

    var action = action(
      .button, at: call.name, label: label, labelToken: labelToken, role: tree.buttonRole(call), body: body,
      redTint: tree.redTint(after: call.end), resetSlot: resetSlot)
    action.roleSlot = anchors.roleSlot(call)
    if case .closure(let open) = body {
      action.dismissesScreen = callsDismiss(inClosure: open)
      action.runsNoCode = tree.isEmptyClosure(open)
      action.opensScreen = opensScreen(inClosure: open)
    }
    if let function { action.dismissesScreen = isDismissCall(function, takesNothing: true) }
    // `Button("Leave", role: .destructive)`: the screen that holds the trigger goes with the user.
    if action.role == .destructive, let label, NameWords.saysLeaving(label.value) { action.dismissesScreen = true }
    return action
  }

  /// Whether the closure opened at `open` calls a function named `dismiss` (or `dismissWindow`)
  /// with no arguments (`dismiss()`, `router.dismiss()`, `presentationMode.wrappedValue.dismiss()`),
  /// a closure the type was handed to close with (`let onDismiss: () -> Void`, `var dismissAction:
  /// (Bool) -> Void`, whose name says so: the view that shows it closes it), or a method of the
  /// type whose every declaration does (`close()`, one level).
  private func callsDismiss(inClosure open: Int, followMethods: Bool = true) -> Bool {
    tree.parenthesized(inClosure: open).contains { call in
      isDismissCall(call.token, takesNothing: call.isEmpty, followMethods: followMethods)
    }
  }

  /// Whether the closure opened at `open` calls a function named to open a screen
  /// (`router.push(…)`, UIKit's `present(_:animated:)`), appends a screen to a navigation stack's
  /// path, or calls a method of the type whose every declaration always does (one level, outside
  /// any `if`, `guard` or `catch`: `exportFile()` presenting a share sheet, not `save()` presenting
  /// an error it catches).
  private func opensScreen(inClosure open: Int, followMethods: Bool = true) -> Bool {
    if let call = tree.movingCall(inClosure: open, named: NameWords.opensScreen, appendingTo: tree.navigationPathNames)
    {
      return followMethods || tree.block(openedAt: open).map { tree.isUnconditional(call.token, in: $0) } == true
    }
    guard followMethods, let typeName else { return false }
    let project = context.project
    return tree.parenthesized(inClosure: open).contains { call in
      guard let function = tree.functionName(at: call.token), function.isOwn else { return false }
      return everyMethod(in: project.index.members(named: function.name, ofType: typeName, from: context.file)) {
        $0.opensScreen(inClosure: $1, followMethods: false)
      }
    }
  }

  /// Whether the members `members` of the type hold methods with bodies, and `does` holds of each
  /// body (its `{`), read by a reader of the method's file.
  private func everyMethod(in members: [DeclarationRef], _ does: (ActionReader, Int) -> Bool) -> Bool {
    guard let typeName else { return false }
    let project = context.project
    let methods = members.filter {
      project.declaration($0).kind == .function && project.declaration($0).body != nil
    }
    return !methods.isEmpty
      && methods.allSatisfy { ref in
        let reader = ActionReader(context: FileContext(project, file: ref.file), typeName: typeName)
        return project.declaration(ref).body.map { does(reader, $0) } ?? false
      }
  }

  /// Whether calling the function named at `k` closes the screen, as `callsDismiss` tells; a
  /// function handed over by name (`action: router.dismiss`) is called with nothing.
  private func isDismissCall(_ k: Int, takesNothing: Bool, followMethods: Bool = true) -> Bool {
    guard let function = tree.functionName(at: k) else { return false }
    if takesNothing && function.isDismissAction { return true }
    guard function.isOwn, let typeName else { return false }
    let project = context.project
    let members = project.index.members(named: function.name, ofType: typeName, from: context.file)
    if NameWords.says(function.name, NameWords.closingWords), !members.isEmpty,
      members.allSatisfy({ ref in
        let declaration = project.declaration(ref)
        return declaration.kind == .variable && declaration.body == nil
          && project.tree(ref.file).compactType(of: declaration)?.contains("->") == true
      })
    {
      return true
    }
    guard followMethods, takesNothing else { return false }
    return everyMethod(in: members) { $0.callsDismiss(inClosure: $1, followMethods: false) }
  }

  /// An action of the control named at `token`, its label written at `labelToken`.
  private func action(
    _ control: Action.Control, at token: Int, label: ResolvedText? = nil, labelToken: Int? = nil, role: Role = .none,
    body: Action.Body = .unknown, redTint: Action.Tint? = nil,
    resetSlot: EditPlace = .unsafe("not a button")
  ) -> Action {
    // A label literal is pointed at whole; another expression by its first token.
    let labelSpan = labelToken.map { start in
      context.span(start..<max(start + 1, tree.stringLiteral(at: start)?.end ?? start))
    }
    var action = Action(
      control: control, span: context.span(token), label: label, labelSpan: labelSpan, role: role, redTint: redTint,
      roleSlot: nil, resetSlot: resetSlot, token: context.ref(token), body: body)
    if let labelToken {
      action.labelWritten = tree.writtenLabel(from: labelToken)
      if label == nil { action.labelUnknownReason = context.unknownReason(tree.labelRange(from: labelToken)) }
    }
    return action
  }

  /// A control's label and where it is written: its title, or the text of its label closure.
  func label(of control: ControlCall) -> (ResolvedText?, Int?) {
    if let title = control.title { return (context.text(title, isKey: true), title.lowerBound) }
    guard let closure = control.labelClosure else { return (nil, nil) }
    return labelText(inClosure: closure)
  }

  /// The text of a label closure: its `Text` or `Label`, when it has exactly one.
  func labelText(inClosure open: Int) -> (ResolvedText?, Int?) {
    switch tree.labelView(inClosure: open) {
    case .text(let text)?:
      guard let title = text.arguments.first else { return (nil, nil) }
      return (context.text(text.name..<text.end, isKey: true), title.value.lowerBound)
    case .label(let label)?:
      guard let title = label.firstUnlabelledArgument else { return (nil, nil) }
      return (context.text(title.value, isKey: true), title.value.lowerBound)
    case nil:
      return (nil, nil)
    }
  }

  // MARK: Legacy buttons

  /// The buttons of a legacy value, in order: `dismissButton:`, `primaryButton:` and
  /// `secondaryButton:`, or the `buttons:` array; nil when they cannot be read.
  func legacyButtons(of call: Call) -> [Action]? {
    guard let expressions = tree.legacyButtonExpressions(of: call) else { return nil }
    var result: [Action] = []
    for expression in expressions {
      guard let action = legacyButton(expression) else { return nil }
      result.append(action)
    }
    return result
  }

  /// `.default(Text("X")) { … }`, `.destructive(Text("X"), action: f)`, `.cancel()`,
  /// `Alert.Button.cancel(Text("No"))`.
  private func legacyButton(_ expression: Range<Int>) -> Action? {
    guard let (call, role, title) = tree.legacyButton(expression) else { return nil }
    var label: ResolvedText? = nil
    var labelToken: Int? = nil
    if let title {
      label = context.text(title.value, isKey: true)
      labelToken = title.value.lowerBound
    } else if role == .cancel {
      label = ResolvedText("Cancel")  // the system's own label
    }
    var body = Action.Body.none
    if let action = tree.argument(call, labelled: "action") {
      body = tree.actionBody(action.value)
    } else if let closure = tree.closure(call, labelled: nil) {
      body = .closure(closure)
    }
    var action = action(
      .button, at: call.name, label: label, labelToken: labelToken, role: role, body: body,
      resetSlot: .unsafe(Action.legacyResetProblem))
    action.roleSlot = .legacyName(EditSlot(span: context.span(call.name), prefix: "", suffix: ""))
    if case .closure(let open) = body { action.runsNoCode = tree.isEmptyClosure(open) }
    return action
  }
}
