import SourceText

/// A place in a scanned file: the file's index in `Project.files` and a token index. The model's
/// own currency; what it hands to the checks are `SourceSpan`s.
package struct TokenRef: Sendable, Hashable {
  package var file: Int
  package var token: Int

  package init(file: Int, token: Int) {
    self.file = file
    self.token = token
  }
}

/// A span of a scanned file, in bytes: what a finding points at, and what a fix edits.
public struct SourceSpan: Sendable, Hashable {
  /// The file's index in `Project.files`.
  public var file: Int
  public var start: Int
  public var end: Int

  public init(file: Int, start: Int, end: Int) {
    self.file = file
    self.start = start
    self.end = end
  }
}

/// The declaration of a type the model names in a fact: the content type of a sheet.
public struct TypeReference: Sendable, Hashable {
  public var name: String
  /// The type's name in its declaration.
  public var span: SourceSpan

  package init(name: String, span: SourceSpan) {
    self.name = name
    self.span = span
  }
}

/// The text of a title or label as far as it can be known from the source.
///
/// Interpolated parts are kept as U+FFFC (`placeholder`): "Delete \(name)?" is known to start with
/// "Delete " but not to be any particular string.
public struct ResolvedText: Sendable, Hashable {
  public static let placeholder: Character = "\u{FFFC}"

  public var value: String

  public init(_ value: String) { self.value = value }

  /// Whether the whole text is known (no interpolation).
  public var isComplete: Bool { !value.contains(Self.placeholder) }

  /// The known text before the first interpolation.
  public var knownPrefix: Substring { value.prefix { $0 != Self.placeholder } }

  /// The text as messages show it, each unknown interpolation as `…`.
  public var shown: String { String(value.map { $0 == Self.placeholder ? "…" : $0 }) }
}

/// A role given to a dialog button.
public enum Role: String, Sendable {
  case none, cancel, destructive, close, confirm
  /// A role from a variable or an expression we cannot read.
  case unknown
}

/// One element of a dialog's actions: a button, or a form control placed among the buttons.
public struct Action: Sendable {
  /// Why a legacy button's action takes no statement that runs as the alert closes: the
  /// deprecated-alert-api fix, which rewrites the alert, lifts it.
  public static let legacyResetProblem = "a legacy button's action runs after the alert is gone"
  /// Why a legacy alert takes no new button (the OK that stands for the system's): the same fix
  /// lifts it.
  public static let legacyActionsProblem =
    "a legacy Alert cannot return focus; move to .alert(_:isPresented:actions:) first"

  public enum Control: Sendable, Equatable {
    case button
    /// `TextField`: an alert may hold one.
    case textField
    /// `SecureField`: an alert may hold one.
    case secureField
    /// `Toggle`, `Picker`, `Slider`, `Stepper`, `DatePicker`, … named by its type.
    case otherControl(String)
  }

  /// The code that runs when the button is pressed.
  package enum Body: Sendable, Equatable {
    /// The `{` of the closure.
    case closure(Int)
    /// A function of the same type, passed by name (`action: confirmDelete`).
    case function(Int)
    /// No code of the app runs (a legacy `.cancel()` button).
    case none
    case unknown
  }

  /// A modifier that colours a button, and so may paint it red; raw values are SwiftUI's names.
  public enum Tint: String, Sendable {
    case foregroundColor, tint, foregroundStyle, accentColor
  }

  public var control: Control
  /// The control's name (`Button`, or the `default` of a legacy `.default(…)` button).
  public var span: SourceSpan
  /// The label, or nil when it cannot be known.
  public var label: ResolvedText?
  /// Where the label is written (a whole string literal, or the expression's first token).
  public var labelSpan: SourceSpan?
  /// The label's expression as written (`"Cancel"`, `L10n.cancel`, `String(localized: "OK")`).
  public var labelWritten: String?
  /// Why a written label cannot be known, in words, when the resolver can say.
  package var labelUnknownReason: String?
  public var role: Role
  /// The modifier that paints the button red (`foregroundColor` of `.foregroundColor(.red)`).
  public var redTint: Tint?
  /// Where a button's role is written or goes; nil for other controls.
  public var roleSlot: RoleSlot?
  /// Where a statement goes that runs last when the button is pressed.
  public var resetSlot: EditPlace
  /// Whether the button's closure calls `dismiss()` (the environment's, a router's, a
  /// presentation mode's): the screen that holds the trigger closes, and focus has nowhere to go.
  public var dismissesScreen = false
  /// Whether the action takes a trigger off screen: it sets what the `if` around the trigger
  /// reads, or deletes (a destructive role) the `ForEach` row the trigger is in.
  public var removesTrigger = false
  /// Whether the action sets what the trigger's `.disabled(…)` reads: focus would land on a
  /// dimmed control.
  public var disablesTrigger = false
  /// Whether the action always shows another dialog of the type, which takes VoiceOver focus from
  /// it and returns it as it closes: to this dialog's trigger, where it has taken it
  /// (`Dialog.shownAfter`), or to its own.
  public var showsDialog = false
  /// Whether the action calls a function whose name says it opens another screen
  /// (`navigation.openSheet(…)`, `router.push(…)`), which takes VoiceOver focus from it.
  public var opensScreen = false
  /// Whether focus has nowhere to go back to once the action has run.
  public var leavesFocusNowhere: Bool { dismissesScreen || removesTrigger || disablesTrigger }
  /// Whether focus goes back to the trigger as the action closes the dialog: not where it has
  /// nowhere to go, nor where another dialog or screen takes it, nor from a destructive action
  /// that runs code, which may take away the trigger or what holds it in ways the code does not
  /// show (a device switched off, a task stopped, a section emptied).
  public var returnsFocus: Bool {
    !leavesFocusNowhere && !showsDialog && !opensScreen && (role != .destructive || runsNoCode)
  }
  /// Whether pressing it runs no code of the app (`{}`): it only closes the dialog.
  public var runsNoCode = false
  /// The control's name token and its file, for the model's own reading.
  package var token: TokenRef
  package var body: Body

  /// Where a finding about the action points: its label when written, else the control.
  public var location: SourceSpan { labelSpan ?? span }

  package init(
    control: Control, span: SourceSpan, label: ResolvedText? = nil, labelSpan: SourceSpan? = nil,
    labelWritten: String? = nil, role: Role, redTint: Tint? = nil, roleSlot: RoleSlot? = nil, resetSlot: EditPlace,
    dismissesScreen: Bool = false, removesTrigger: Bool = false, token: TokenRef, body: Body
  ) {
    self.control = control
    self.span = span
    self.label = label
    self.labelSpan = labelSpan
    self.labelWritten = labelWritten
    self.role = role
    self.redTint = redTint
    self.roleSlot = roleSlot
    self.resetSlot = resetSlot
    self.dismissesScreen = dismissesScreen
    self.removesTrigger = removesTrigger
    self.token = token
    self.body = body
  }
}

/// A dialog's actions: every one found, and each path through `if`/`else`, `switch` and `#if`.
public struct Actions: Sendable {
  public var all: [Action] = []
  /// For each path, the indices in `all` of the actions it shows; nil when the number of actions
  /// cannot be known (a `ForEach`, a helper we cannot read, a custom control).
  public var paths: [[Int]]? = [[]]
  /// Why the number of actions is unknown, in words.
  public var unknownReason: String?

  public init() {}

  /// Notes why the actions are unknown (the first reason found) and returns no paths.
  package mutating func unknown(_ reason: String) -> [[Int]]? {
    if unknownReason == nil { unknownReason = reason }
    return nil
  }

  /// The buttons of each path (form controls left out); nil when unknown.
  public var buttonPaths: [[Action]]? {
    paths?.map { path in path.map { all[$0] }.filter { $0.control == .button } }
  }
}

/// How a dialog is shown: the state it watches.
public struct Presentation: Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    case isPresented, item, error, presenting
  }

  public var kind: Kind
  /// The bound property as written without `$` (`showDelete`, `viewModel.isShowingAlert`), or the
  /// property a `Binding(get: { mode == .editing }, …)` compares; nil for `.constant(…)` and other
  /// computed bindings.
  public var path: String?
  /// For a binding that compares the property with a value: the value (`.editing`).
  public var value: String?
  /// For a binding shown while the property is not nil (`Binding(get: { url != nil }, …)`).
  package var whileNotNil = false
  /// For a binding that is a closure's parameter (`StateAdapter { isPresented in … }`, path
  /// `isPresented.wrappedValue`): the closure's tokens, the only place that can set it.
  package var closure: Range<Int>?
  /// For a binding made with a getter and a setter (`Binding(get:set:)`, `Binding { … } set: { … }`,
  /// written in the call or returned by a property): the `{` of its setter, which SwiftUI calls as
  /// the dialog closes.
  package var setter: TokenRef?

  /// Whether the dialog shows while the property holds any value but nil (or false): an item, or a
  /// comparison with nil.
  package var isItemLike: Bool { kind != .isPresented || whileNotNil }

  /// Whether two enum cases as written are the same (`.editing`, `Mode.editing`).
  package static func sameCase(_ a: String, _ b: String) -> Bool {
    func name(_ text: String) -> Substring { text.split(separator: ".").last ?? Substring(text) }
    return name(a) == name(b)
  }

  package init(
    kind: Kind, path: String? = nil, value: String? = nil, whileNotNil: Bool = false, closure: Range<Int>? = nil
  ) {
    self.kind = kind
    self.path = path
    self.value = value
    self.whileNotNil = whileNotNil
    self.closure = closure
  }
}

/// A control whose action shows a dialog.
public struct Trigger: Sendable {
  public enum Kind: String, Sendable {
    /// A `Button`.
    case button
    /// A modifier with an action on a view: `.onTapGesture`, a swipe action of the app's own.
    case gesture
    /// A closure handed to a control-like child view: `DeleteRow(onDelete: { … })`.
    case customControl
  }

  /// The control a menu item or swipe action belongs to, which stays on screen when the item goes;
  /// raw values are SwiftUI's names.
  public enum Holder: String, Sendable, CaseIterable {
    /// `Menu { … }`.
    case menu = "Menu"
    /// A row's `.contextMenu { … }`.
    case contextMenu
    /// A row's `.swipeActions { … }`.
    case swipeActions

    /// Whether the holder is a modifier that attaches items to the row it modifies.
    package var isRowModifier: Bool {
      switch self {
      case .menu: false
      case .contextMenu, .swipeActions: true
      }
    }
  }

  public var kind: Kind
  /// The control's name as written (`Button`, `onTapGesture`, `DeleteRow`).
  public var name: String
  public var span: SourceSpan
  public var label: ResolvedText?
  /// The label's expression as written (`L10n.Settings.import`), when the control is a button.
  public var labelWritten: String?
  /// The SF Symbol a button shows where its label shows no words (`info.circle`).
  public var symbol: String?
  /// What tells the control apart where its label does not: the view a gesture or a context menu
  /// is attached to (`Table` of `Table(…).onTapGesture`, `List` of `List { … }.contextMenu { … }`)
  /// or the toolbar an unlabelled control stands in, and the member of the presenter that builds
  /// it (`openLinkCard`).
  public var viewName: String?
  public var memberName: String?
  /// The `.accessibilityFocused($name)` (or `equals:`) bindings on the control, or on the control
  /// that holds it when it is a menu item or swipe action.
  public var focusBindings: [FocusBinding]
  /// The control that holds the trigger and stays on screen when it goes, which the focus binding
  /// belongs on.
  public var holder: Holder?
  /// The control focus goes back to: the trigger, or its holder; and the holder's label, if any.
  public var focusTarget: SourceSpan
  public var focusTargetLabel: ResolvedText?
  /// Where `.accessibilityFocused(…)` goes on it.
  public var focusSlot: EditPlace
  /// The `ForEach` row the trigger is in, if any.
  public var row: TriggerRow?
  /// Where a statement goes that runs as this control opens the dialog, and where its focus
  /// binding goes with that statement in.
  public var opening: Opening
  /// The branches of `if` statements and clauses of `switch` statements the control stands in,
  /// innermost first, then those of `#if` blocks: controls in different branches of one statement
  /// are never on screen together, nor in one build.
  package var branches: [IfBranch] = []
  /// The presenter's names the control's `.disabled(…)` reads.
  package var disablingNames: Set<String> = []
  /// The collections whose size its `.disabled(…)` reads (`favorites` of
  /// `.disabled(account.favorites.isEmpty)`).
  package var disablingCollections: Set<String> = []
  /// The platforms a build that holds the control may be for.
  package var platforms = Set(Platform.builds)
  /// Their names, in a fixed order.
  public var platformNames: [String] { Platform.builds.filter(platforms.contains).map(\.rawValue) }

  /// Whether this control and `other` stand in different branches of one `if`, `switch` or `#if`,
  /// or in code built for different platforms.
  public func isExclusive(with other: Trigger) -> Bool {
    platforms.isDisjoint(with: other.platforms)
      || branches.contains { mine in
        other.branches.contains { $0.statement == mine.statement && $0.index != mine.index }
      }
  }

  /// A branch of an `if` statement, a clause of a `switch`, or a branch of an `#if` block: its
  /// statement, and the branch's place in it.
  package struct IfBranch: Sendable, Equatable {
    package var statement: TokenRef
    package var index: Int
    /// The names a statement's conditions (or a `switch`'s subject) read, which decide whether the
    /// branch is shown.
    package var conditionNames: Set<String>
    /// Whether it is a clause of a `switch`, whose subject is often the state of the whole screen:
    /// only setting it changes the clause, not any removing call through it.
    package var isSwitchClause: Bool
    /// The collections the conditions test for emptiness or count, each as the path from one of
    /// `conditionNames` (`model`, `items` of `if model.items.isEmpty`): adding to one or removing
    /// from it changes the branch.
    package var countedPaths: Set<[String]> = []

    package init(
      statement: TokenRef, index: Int, conditionNames: Set<String>, isSwitchClause: Bool = false,
      countedPaths: Set<[String]> = []
    ) {
      self.statement = statement
      self.index = index
      self.conditionNames = conditionNames
      self.isSwitchClause = isSwitchClause
      self.countedPaths = countedPaths
    }
  }

  /// Edits to a control's own action: where a statement goes after the one that sets the
  /// dialog's binding, and where the focus binding goes then (a one-line view the statement
  /// spreads over lines takes its modifiers level with it).
  public struct Opening: Sendable {
    public var slot: EditPlace
    public var focusSlot: EditPlace

    package init(slot: EditPlace, focusSlot: EditPlace) {
      self.slot = slot
      self.focusSlot = focusSlot
    }
  }

  package init(
    kind: Kind, name: String, span: SourceSpan, label: ResolvedText? = nil, labelWritten: String? = nil,
    viewName: String? = nil, memberName: String? = nil, focusBindings: [FocusBinding], holder: Holder? = nil,
    focusTarget: SourceSpan, focusTargetLabel: ResolvedText? = nil, focusSlot: EditPlace, row: TriggerRow? = nil,
    opening: Opening, branches: [IfBranch] = [], platforms: Set<Platform> = Set(Platform.builds)
  ) {
    self.kind = kind
    self.name = name
    self.span = span
    self.label = label
    self.labelWritten = labelWritten
    self.viewName = viewName
    self.memberName = memberName
    self.focusBindings = focusBindings
    self.holder = holder
    self.focusTarget = focusTarget
    self.focusTargetLabel = focusTargetLabel
    self.focusSlot = focusSlot
    self.row = row
    self.opening = opening
    self.branches = branches
    self.platforms = platforms
  }
}

/// Why the places that set a dialog's binding are not triggers, as the trigger search found them.
public struct TriggerSearch: Sendable {
  public enum Outcome: Sendable, Equatable {
    /// Code run by an event (an error, a finished task, `onChange`), and which.
    case event(String)
    /// A control in another dialog's actions or content, gone with it, and which.
    case inOtherDialog(String)
    /// A control's action through another type's function.
    case throughModel(String)
    /// Code whose caller cannot be told.
    case unknown(String)
    /// The binding handed to a view (named), whose controls may set it.
    case handedTo(String)
  }

  /// A place that sets the binding and is not a trigger.
  public struct Place: Sendable {
    public var span: SourceSpan
    public var outcome: Outcome

    /// Whether code no control runs shows the dialog there: an event, or a caller not told.
    public var opensWithoutControl: Bool {
      switch outcome {
      case .event, .unknown: true
      case .inOtherDialog, .throughModel, .handedTo: false
      }
    }

    package init(span: SourceSpan, outcome: Outcome) {
      self.span = span
      self.outcome = outcome
    }
  }

  /// When no place sets the binding: why.
  public enum NothingSets: Sendable, Equatable {
    /// A `@State` the type never sets nor hands on.
    case neverSet
    /// Neither the presenter nor the model it holds (named) sets it.
    case notThisTypeNor(String)
    /// The presenter never sets it.
    case notThisType
  }

  public var places: [Place] = []
  public var nothingSets: NothingSets?

  /// Whether the question "which control shows it?" is answered: no place is one whose caller
  /// cannot be told.
  public var isDecided: Bool {
    nothingSets.map { $0 == .neverSet } ?? !places.contains { if case .unknown = $0.outcome { true } else { false } }
  }

  package init(places: [Place] = [], nothingSets: NothingSets? = nil) {
    self.places = places
    self.nothingSets = nothingSets
  }
}

/// The `ForEach` row of a trigger: one Boolean cannot say which row focus goes back to, an
/// identifier can (`.accessibilityFocused($focused, equals: item.id)`).
public struct TriggerRow: Sendable {
  /// The row's identifier in the trigger's scope (`item.id`, `item` for `id: \.self`).
  public var id: String
  /// Its type when known (`Message.ID`, `Int`).
  public var idType: String?
  /// Whether that type is an optional already (`Vehicle.ID` of `var id: String?`).
  public var idIsOptional = false
  /// The identifier as the dialog's actions can write it, when they can: the row's own when the
  /// dialog is in the row, the presented value's when the trigger presents the row's element.
  public var resetID: String?
  /// The row's element (`item` of `{ item in`).
  public var element: String
  /// What follows the element in `id` (`.id`, or nothing for `id: \.self`).
  package var idPath: String
  /// Whether the rows are identified by the elements' `Identifiable` conformance (no `id:`), so
  /// that the element type has an `ID`.
  package var isIdentifiable = false
  /// The presenter's property the rows are made of (`bookmarks` of `ForEach(bookmarks)`), if one.
  package var data: String?
  /// The `ForEach` closure.
  package var closure: TokenRef
  /// Whether the trigger presents the row's element (`selected = item`).
  package var presentsElement = false
  /// The `{` of the code that sets the binding, where the row's element may be handed over too
  /// (`bookToDelete = book; showConfirm = true`).
  package var action: TokenRef?

  package init(
    id: String, idType: String? = nil, idIsOptional: Bool = false, resetID: String? = nil, element: String,
    idPath: String, isIdentifiable: Bool = false, data: String? = nil, closure: TokenRef, presentsElement: Bool = false,
    action: TokenRef? = nil
  ) {
    self.id = id
    self.idType = idType
    self.idIsOptional = idIsOptional
    self.resetID = resetID
    self.element = element
    self.idPath = idPath
    self.isIdentifiable = isIdentifiable
    self.data = data
    self.closure = closure
    self.presentsElement = presentsElement
    self.action = action
  }
}

/// `.accessibilityFocused($name)` or `.accessibilityFocused($name, equals: .value)`.
public struct FocusBinding: Sendable, Hashable {
  public var name: String
  /// The value of the `equals:` form, as written (`.deleteButton`).
  public var value: String?
  public var span: SourceSpan

  /// The value a reset writes: `true`, or the `equals:` value.
  public var resetValue: String { value ?? "true" }

  package init(name: String, value: String? = nil, span: SourceSpan) {
    self.name = name
    self.value = value
    self.span = span
  }
}

/// A type of the app as its declarations make it up: the one a dialog or a view is written in,
/// and its extensions.
public struct DeclaredType: Sendable, Hashable {
  public var name: String
  package var declarations: [DeclarationRef]

  package init(name: String, declarations: [DeclarationRef]) {
    self.name = name
    self.declarations = declarations
  }
}

/// The type that presents a dialog, as a fix that adds a property to it sees it.
public struct Presenter: Sendable {
  public var name: String
  /// Where a new member may go; or why none can be added.
  package var memberSlots: Result<MemberSlots, MemberProblem>
  /// Every name spelled in the type's declarations (members, locals, parameters, closure
  /// parameters) and its members in every file, for new names that clash with none.
  public var takenNames: Set<String>
  /// Whether the type writes its properties' attributes on lines of their own (`@State` above
  /// `private var`), as a new property should be.
  public var attributesOnOwnLine = false
  /// Whether the type reaches its own properties through `self.` more often than not, as the
  /// statements a fix writes into it should.
  public var writesSelf = false
  /// Whether it writes `self.$name` for the projections of its properties.
  public var writesSelfBeforeProjections = false
  /// The controls focus goes back to that open more than one of the type's dialogs, with the
  /// paths of those dialogs' bindings in order: each dialog's fix names their focus state alike,
  /// so that they share one.
  public var sharedFocusTargets: [SourceSpan: [String]] = [:]
  /// The controls focus goes back to whose label another one of the type shows too (two "Edit
  /// script" buttons): each is named by its own dialog's binding, not by the label they share.
  public var sameLabelTargets: Set<SourceSpan> = []

  /// How code the fix writes into the type names its member `name`.
  public func member(_ name: String) -> String { writesSelf ? "self." + name : name }
  /// How code the fix writes into the type names the projection of its member `name`.
  public func projection(_ name: String) -> String { (writesSelfBeforeProjections ? "self.$" : "$") + name }

  /// New members the edits at `uses` read, each as an edit of its own, written as the type writes
  /// its properties: `private` unless code in another file uses it, an attribute on a line of its
  /// own where the type writes them so. A type (`isType`) goes with the type's nested types; the
  /// others next to the wrapped property named `paired` where they can (`memberSlot`).
  public func newMembers(
    _ members: [(attribute: String?, declaration: String, isType: Bool)], usedAt uses: [SourceSpan],
    pairedWith paired: String? = nil
  ) -> [(EditPlace, String)] {
    let slot = memberSlot(usedAt: uses, pairedWith: paired)
    let access = access(usedAt: uses, pairedWith: paired)
    var separator = " "
    if case .slot(let member) = slot {
      // The slot starts a line at the property's indentation: the attribute's line ends the same way.
      if attributesOnOwnLine, member.prefix.first?.isNewline == true { separator = member.prefix }
    }
    var typeSlot = slot
    if case .slot = slot, case .success(let slots) = memberSlots { typeSlot = .slot(slots.type) }
    return members.map { attribute, declaration, isType in
      (isType ? typeSlot : slot, (attribute.map { $0 + separator } ?? "") + access + declaration)
    }
  }

  /// How a new member the edits at `uses` read is declared: `private ` unless code in another
  /// file than the one it goes in uses it.
  public func access(usedAt uses: [SourceSpan], pairedWith paired: String? = nil) -> String {
    guard case .slot(let member) = memberSlot(usedAt: uses, pairedWith: paired),
      uses.contains(where: { $0.file != member.span.file })
    else { return "private " }
    return ""
  }

  /// Where a new focus state goes that the edits at `uses` read: after the last stored property
  /// whose `#if` branches hold every use, so that it exists wherever it is used; with the type's
  /// other focus states when it has some, else after the wrapped property named `paired` (the
  /// state that shows the dialog the focus returns from), else at the end of the group of
  /// properties that holds the most wrapped state (where a view declares its state, not a few
  /// properties a member further down keeps for itself), the last of equal groups.
  package func memberSlot(usedAt uses: [SourceSpan], pairedWith paired: String? = nil) -> EditPlace {
    switch memberSlots {
    case .failure(let problem): return .unsafe(problem.reason)
    case .success(let slots):
      let holding = slots.properties.filter { slot in
        slot.branches.allSatisfy { branch in
          uses.allSatisfy { $0.file == slot.edit.span.file && branch.contains($0.start) }
        }
      }
      var wrappers: [Int: Int] = [:]
      for slot in holding where slot.followsWrapper { wrappers[slot.run, default: 0] += 1 }
      let run = wrappers.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key
      let slot =
        holding.last(where: \.followsFocusState)
        ?? holding.last(where: { paired != nil && $0.followsWrapper && $0.property == paired })
        ?? holding.last(where: { $0.followsWrapper && $0.run == run }) ?? holding.last
      return slot.map { .slot($0.edit) } ?? .unsafe("no place in \(name) holds the property wherever it is used")
    }
  }

  package init(
    name: String, memberSlots: Result<MemberSlots, MemberProblem>, takenNames: Set<String>,
    attributesOnOwnLine: Bool = false
  ) {
    self.name = name
    self.memberSlots = memberSlots
    self.takenNames = takenNames
    self.attributesOnOwnLine = attributesOnOwnLine
  }
}

/// Where a type can take new members.
package struct MemberSlots: Sendable {
  /// Where a stored property may go, in source order: first in the body, then after each stored
  /// property at the top level of the body.
  package var properties: [MemberSlot]
  /// Where a nested type goes, outside every `#if` branch.
  package var type: EditSlot

  package init(properties: [MemberSlot], type: EditSlot) {
    self.properties = properties
    self.type = type
  }
}

/// A place for a new stored property, and the byte ranges of the `#if` branches it stands in.
package struct MemberSlot: Sendable {
  package var edit: EditSlot
  package var branches: [Range<Int>]
  /// The name of the property before it; nil for the slot first in the body.
  package var property: String?
  /// Whether the property before it is an `@AccessibilityFocusState`: a new one joins it.
  package var followsFocusState: Bool
  /// Whether the property before it has a wrapper (`@State`): a new one joins the view's state
  /// rather than its constants.
  package var followsWrapper: Bool
  /// Which group of stored properties it ends, counted from 0: a function, a computed property or
  /// a type between two properties starts the next.
  package var run: Int

  package init(
    edit: EditSlot, branches: [Range<Int>], property: String?, followsFocusState: Bool, followsWrapper: Bool, run: Int
  ) {
    self.edit = edit
    self.branches = branches
    self.property = property
    self.followsFocusState = followsFocusState
    self.followsWrapper = followsWrapper
    self.run = run
  }
}

/// Why a type cannot take a new stored property.
package struct MemberProblem: Error {
  package var reason: String

  package init(reason: String) {
    self.reason = reason
  }
}

/// Whether the dialog gives VoiceOver focus back to one focus binding of its triggers.
public struct FocusReturn: Sendable {
  public var binding: FocusBinding
  /// The presenter sets the flag outside this dialog too (`onChange`, a helper, another control):
  /// whether each action must set it cannot be told.
  public var isSetElsewhere: Bool
  /// For each action in `Actions.all`, whether it sets the flag back; nil when unknown.
  public var actionResets: [Bool?]
  /// Whether `onDismiss` sets it back; nil when unknown or when there is no `onDismiss`.
  public var onDismissResets: Bool?

  package init(binding: FocusBinding, isSetElsewhere: Bool, actionResets: [Bool?], onDismissResets: Bool? = nil) {
    self.binding = binding
    self.isSetElsewhere = isSetElsewhere
    self.actionResets = actionResets
    self.onDismissResets = onDismissResets
  }
}

/// The facts of modal content that the content rules judge, each of which may stay unknown on
/// its own: a view of another module may hide a close control and nothing else.
public struct ContentFacts: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let closeControl = ContentFacts(rawValue: 1)
  public static let heading = ContentFacts(rawValue: 2)
  public static let scrolling = ContentFacts(rawValue: 4)
  public static let all: ContentFacts = [.closeControl, .heading, .scrolling]

  /// How explanations name the facts: `close control, heading`.
  public var shown: String {
    [(Self.closeControl, "close control"), (.heading, "heading"), (.scrolling, "scrolling")]
      .filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}

/// Why some facts of modal content cannot be known, in words, and which.
public struct UnknownReason: Sendable, Hashable {
  public var reason: String
  public var facts: ContentFacts

  package init(reason: String, facts: ContentFacts) {
    self.reason = reason
    self.facts = facts
  }
}

/// What the content of a sheet or full-screen cover is known to hold.
public struct ModalContent: Sendable {
  /// Why some of the content could not be read, and which facts that leaves unknown: every
  /// reason, once each and in the order found; empty when everything reachable was read and the
  /// content-dependent rules may speak.
  public private(set) var unknown: [UnknownReason] = []
  public var isComplete: Bool { unknown.isEmpty }
  /// Whether nothing unread may hold any of `facts`: a missing one is then known to be missing.
  public func isKnown(_ facts: ContentFacts) -> Bool { !unknown.contains { !$0.facts.isDisjoint(with: facts) } }
  /// Views of modules that are not scanned, which the content shows beside its own text or
  /// controls, by name: what each may hold is decided per fact where it is built.
  package var foreignViews: [String] = []
  /// Where content written in the presenting type dismisses that type's own screen (a completion
  /// that calls its `dismiss()`): what runs as the modal closes runs then too, with no trigger left.
  public var closesPresenter: SourceSpan?
  /// Where the content closes the modal in the closure that also takes the user somewhere (a pick
  /// that scrolls to a heading or opens an article), and the call that does: focus sent back to
  /// the trigger as it closes would undo that.
  public var closesAsItMovesOn: (span: SourceSpan, call: String)?
  /// The alternatives of content that branches (`if`/`else`, `switch`, a view whose body picks
  /// one of several screens), each judged on its own; empty when it does not branch.
  public var branches: [ContentBranch] = []
  /// A type wrapping UIKit/AppKit: it brings its own chrome.
  public var wrapsPlatformView = false
  public var closeControls: [SourceSpan] = []
  public var headings: [SourceSpan] = []
  public var navigationTitles: [SourceSpan] = []
  public var navigationContainers: [SourceSpan] = []
  public var scrollContainers: [SourceSpan] = []
  /// Text or controls that may need scrolling at large text sizes.
  public var visibleElements: [SourceSpan] = []
  /// `.presentationBackgroundInteraction(.enabled…)` modifiers, with their leading `.`.
  public var backgroundInteraction: [SourceSpan] = []
  public var interactiveDismissDisabled: [SourceSpan] = []
  /// `Text`s set in a title font with no traits added, in the order read (which need not be the
  /// order of the source).
  public var titleTexts: [TitleText] = []
  /// Names of the app's own view types the content builds (for the `closeControls` parameter).
  public var viewTypes: Set<String> = []
  /// The labels of the content's buttons ("Done", "Close", …), for the `closeLabels` parameter.
  public var buttonLabels: [ButtonLabel] = []
  /// SF Symbols the content shows (`xmark`), for the `closeSymbols` parameter.
  public var symbols: Set<String> = []
  /// Names the content sets to false or nil (`model.isEditing = false`), to tell whether one of
  /// them is the binding the modal is shown by.
  package var closedNames: Set<String> = []
  /// Whether some code in the content sets the presentation binding back.
  public var closesItsBinding = false
  /// The content's own type, when the content is `SomeView(…)`.
  public var contentType: TypeReference?
  /// For each navigation container read, where a button that closes the modal goes on its root.
  public var closeButtonPlaces: [CloseButtonPlace] = []

  public init() {}

  /// Adds what another piece of the content holds: every place of each list and every reason,
  /// not the first few.
  package mutating func merge(_ other: ModalContent) {
    closesPresenter = closesPresenter ?? other.closesPresenter
    closesAsItMovesOn = closesAsItMovesOn ?? other.closesAsItMovesOn
    for reason in other.unknown { noteUnknown(reason.reason, for: reason.facts) }
    foreignViews += other.foreignViews.filter { !foreignViews.contains($0) }
    wrapsPlatformView = wrapsPlatformView || other.wrapsPlatformView
    closeControls += other.closeControls
    headings += other.headings
    navigationTitles += other.navigationTitles
    navigationContainers += other.navigationContainers
    scrollContainers += other.scrollContainers
    visibleElements += other.visibleElements
    interactiveDismissDisabled += other.interactiveDismissDisabled
    backgroundInteraction += other.backgroundInteraction
    titleTexts += other.titleTexts
    closeButtonPlaces += other.closeButtonPlaces
    buttonLabels += other.buttonLabels
    viewTypes.formUnion(other.viewTypes)
    symbols.formUnion(other.symbols)
    closedNames.formUnion(other.closedNames)
  }

  /// Notes why some of the content cannot be read and which facts that leaves unknown (all of
  /// them unless told), once per reason.
  package mutating func noteUnknown(_ reason: String, for facts: ContentFacts = .all) {
    if let index = unknown.firstIndex(where: { $0.reason == reason }) {
      unknown[index].facts.formUnion(facts)
    } else {
      unknown.append(UnknownReason(reason: reason, facts: facts))
    }
  }
}

/// A `Text` in a title font (`.font(.title)`) or styled as the screen's title by the app's own
/// modifier, and where `.accessibilityAddTraits(.isHeader)` goes on it: after the last link of its
/// chain; nil where the trait would not build (a title returned as `Text`).
public struct TitleText: Sendable {
  public var span: SourceSpan
  public var headerSlot: EditSlot?
  /// Whether the app's own modifier named for a screen's title styles it
  /// (`.navigationTitleText()`): the author's title, where another text may merely be large.
  public var isStyledAsTitle: Bool

  package init(span: SourceSpan, headerSlot: EditSlot?, isStyledAsTitle: Bool) {
    self.span = span
    self.headerSlot = headerSlot
    self.isStyledAsTitle = isStyledAsTitle
  }
}

/// Where a button that closes the modal goes: a toolbar item on the root of a navigation
/// container, and how its action closes the modal from the code it is written in.
public struct CloseButtonPlace: Sendable {
  /// The container (`NavigationStack`).
  public var container: SourceSpan
  package var containerToken: TokenRef
  /// The slot for the button's code, which it wraps in a toolbar item at the cancellation
  /// placement (in the root's `.toolbar`, or a new one); or why the button cannot go there.
  public var button: EditPlace
  /// How the button's action closes the modal.
  public var closer: Closer
  /// The type whose code holds the container.
  package var owner: String?

  package init(
    container: SourceSpan, containerToken: TokenRef, button: EditPlace, closer: Closer, owner: String? = nil
  ) {
    self.container = container
    self.containerToken = containerToken
    self.button = button
    self.closer = closer
    self.owner = owner
  }
}

/// How code in modal content closes the modal.
public enum Closer: Sendable {
  /// A statement of the presenter's, for content written in its own closure: `showTips = false`.
  case statement(String)
  /// A call of the content type's `\.dismiss` environment value named `name`; `type` declares
  /// it when it has none yet.
  case dismiss(name: String, declaredIn: DeclaredType?)
  /// Why no code there can close it.
  case unavailable(String)
}

/// One alternative of modal content that branches.
public struct ContentBranch: Sendable {
  /// What the branch shows: the app's view type it builds, or its first view.
  public var view: TypeReference?
  public var content: ModalContent

  package init(view: TypeReference? = nil, content: ModalContent) {
    self.view = view
    self.content = content
  }
}

/// A dialog call site: an alert, confirmation dialog, action sheet, sheet or full-screen cover.
public struct Dialog: Sendable {
  /// The kinds of dialog; each is named after the SwiftUI modifier that presents it.
  public enum Kind: String, Sendable, CaseIterable {
    case alert, confirmationDialog, actionSheet, sheet, fullScreenCover, popover

    public var family: Family {
      switch self {
      case .alert, .confirmationDialog, .actionSheet: .alert
      case .sheet, .fullScreenCover, .popover: .modal
      }
    }

    /// How messages name the kind.
    public var noun: String {
      switch self {
      case .alert: "alert"
      case .confirmationDialog: "confirmation dialog"
      case .actionSheet: "action sheet"
      case .sheet: "sheet"
      case .fullScreenCover: "full-screen cover"
      case .popover: "popover"
      }
    }

    /// The button the system shows that the code does not: an alert's OK when it has no button,
    /// a confirmation dialog's or an action sheet's Cancel (on iPhone, beside any other).
    public var systemButton: SystemButton? {
      switch self {
      case .alert: .okWhenNoButton
      case .confirmationDialog, .actionSheet: .cancel
      case .sheet, .fullScreenCover, .popover: nil
      }
    }

    /// Whether the title shows unless the call says otherwise: a confirmation dialog hides it.
    public var showsTitle: Bool {
      switch self {
      case .alert, .actionSheet: true
      case .confirmationDialog: false
      case .sheet, .fullScreenCover, .popover: false
      }
    }

    /// Where code runs as a modal closes; nil for the alert family, whose actions run instead.
    public var dismissHandler: DismissHandler? {
      switch self {
      case .sheet, .fullScreenCover: .onDismiss
      case .popover: .stateChange
      case .alert, .confirmationDialog, .actionSheet: nil
      }
    }

    /// How a modal can be closed without a control of its own.
    public var gesture: DismissGesture? {
      switch self {
      case .sheet: .swipe
      case .popover: .swipeWhereShownAsSheet
      case .fullScreenCover: DismissGesture.none
      case .alert, .confirmationDialog, .actionSheet: nil
      }
    }
  }

  public enum SystemButton: Sendable {
    case okWhenNoButton, cancel
  }

  public enum DismissHandler: Sendable {
    /// The modifier's `onDismiss:` argument.
    case onDismiss
    /// An `.onChange(of:)` on the state that shows it: the modifier takes no `onDismiss:`.
    case stateChange

    /// How messages name it.
    public var shown: String {
      switch self {
      case .onDismiss: "onDismiss"
      case .stateChange: "the .onChange(of:) on its state"
      }
    }
  }

  public enum DismissGesture: Sendable {
    case swipe
    /// A popover: on iPhone it shows as a sheet, which a swipe closes.
    case swipeWhereShownAsSheet
    case none
  }

  public enum Family: String, Sendable {
    case alert, modal
  }

  /// A deprecated modifier whose content builds `Alert(…)` or `ActionSheet(…)` values: their
  /// buttons cannot carry roles, and their actions run too late to move focus.
  public enum LegacyAPI: Sendable {
    /// `.alert(isPresented:content:)`.
    case alertIsPresented
    /// `.alert(item:content:)`.
    case alertItem
    /// `.actionSheet(isPresented:content:)` or `.actionSheet(item:content:)`.
    case actionSheet

    /// The modifier that replaces it.
    public var replacement: Kind {
      switch self {
      case .alertIsPresented, .alertItem: .alert
      case .actionSheet: .confirmationDialog
      }
    }

    /// How messages name it.
    public var shown: String {
      switch self {
      case .alertIsPresented: ".alert(isPresented:content:)"
      case .alertItem: ".alert(item:content:)"
      case .actionSheet: ".actionSheet(…)"
      }
    }
  }

  /// The written title.
  public enum Title: Sendable, Equatable {
    case text(ResolvedText)
    /// A title that cannot be read, and why (`from the variable title`).
    case unknown(String)
    /// No title argument (legacy `Alert()` with no title, a sheet).
    case absent
  }

  public var kind: Kind
  /// What only the dialogs of the kind's family have.
  public package(set) var facts: Facts
  /// The modifier's name with its leading `.` (`.alert`): where dialog-level findings point.
  public var nameSpan: SourceSpan
  /// The whole call, for suppression comments.
  public var callSpan: SourceSpan
  public var presentation: Presentation?
  public var triggers: [Trigger] = []
  /// Why no place that sets the binding is a trigger; nil when the binding cannot be searched
  /// (no readable path, no presenting type) or when some trigger is found.
  public var triggerSearch: TriggerSearch?
  /// The places that set the binding and are no trigger (an event, a callback), beside the
  /// triggers: then the dialog opens without any of them.
  public var otherOpeners: [TriggerSearch.Place] = []
  /// The dialog whose action shows this one, when no control does: its triggers are this one's.
  public var shownAfter: SourceSpan?
  /// One for each distinct focus binding of the triggers.
  public var focusReturns: [FocusReturn] = []
  /// The type that presents the dialog, when the dialog is written in one.
  public var presentingType: DeclaredType?
  /// Why the system itself returns focus when the dialog closes, so that focus return is not the
  /// app's to write: code for tvOS only, whose focus engine puts focus back where it was.
  public var systemReturnsFocus: String?

  /// The modifier's name token (`alert` of `.alert(`).
  package var token: TokenRef
  /// The token range of the whole call.
  package var callRange: Range<Int>

  /// What an alert (or a confirmation dialog, or an action sheet) has, and a modal has not: its
  /// title and its actions. Each side is read by the checks of its family alone.
  public enum Facts: Sendable {
    case alert(AlertFacts)
    case modal(ModalFacts)
  }

  /// A dialog of `kind`, with its family's facts not read yet.
  package init(
    kind: Kind, nameSpan: SourceSpan, callSpan: SourceSpan, token: TokenRef, callRange: Range<Int>,
    presentingType: DeclaredType?
  ) {
    self.kind = kind
    facts = kind.family == .alert ? .alert(AlertFacts()) : .modal(ModalFacts())
    self.nameSpan = nameSpan
    self.callSpan = callSpan
    self.token = token
    self.callRange = callRange
    self.presentingType = presentingType
  }

  /// The facts of an alert-family dialog; nil for a modal.
  public var alert: AlertFacts? {
    guard case .alert(let facts) = facts else { return nil }
    return facts
  }

  /// The facts of a modal; nil for an alert-family dialog.
  public var modal: ModalFacts? {
    guard case .modal(let facts) = facts else { return nil }
    return facts
  }

  /// Changes the facts of an alert-family dialog; nothing for a modal.
  package mutating func updateAlert(_ change: (inout AlertFacts) -> Void) {
    guard case .alert(var alert) = facts else { return }
    change(&alert)
    facts = .alert(alert)
  }

  /// Changes the facts of a modal; nothing for an alert-family dialog.
  package mutating func updateModal(_ change: (inout ModalFacts) -> Void) {
    guard case .modal(var modal) = facts else { return }
    change(&modal)
    facts = .modal(modal)
  }
}

/// What an alert, a confirmation dialog or an action sheet has.
public struct AlertFacts: Sendable {
  /// Written with an API that cannot carry roles or return focus.
  public var legacyAPI: Dialog.LegacyAPI?
  /// The title; for a legacy dialog with several cases, the one they all show, else unknown.
  public var title: Dialog.Title = .absent
  /// The title of each case a legacy dialog reads (one `Alert(…)` value of a `switch` over an
  /// item, the fallback of `optionalAlert ?? Alert(…)`), when it has several: each is judged on
  /// its own. Cases that cannot be read are not listed.
  public var caseTitles: [CaseTitle] = []
  /// Whether the title shows: by default for the kind (`Dialog.Kind.showsTitle`), or as a
  /// confirmation dialog's `titleVisibility:` says.
  public var titleIsVisible = false
  public var actions = Actions()
  /// Where another action goes (an alert's `Button("OK")`), or why none can be added.
  public var actionsSlot: EditPlace = .unsafe("the actions are not written in a closure")
  /// For a legacy dialog, its parts as a fix moves them to the modern API, or why not every part
  /// can be read.
  public var legacyRewrite: Result<LegacyRewrite, LegacyRewriteProblem> = .failure(
    LegacyRewriteProblem(reason: "not a legacy dialog"))
}

/// What a sheet, a full-screen cover or a popover has.
public struct ModalFacts: Sendable {
  public var content: ModalContent?
  /// Where a statement goes that runs when the modal is dismissed (in `onDismiss:`, new or not;
  /// for a popover, in a new `.onChange(of:)` on its state).
  public var onDismissSlot: EditPlace = .unsafe("nothing runs as it closes")
  /// The same place for a type that reaches its members through `self.`, where what is written
  /// around the statement names one (a popover's new `.onChange(of: self.showInfo)`); nil where
  /// it names none.
  public var onDismissSlotThroughSelf: EditPlace?
  /// Why a popover never shows as a sheet, and so never needs a sheet's close control, heading or
  /// scrolling; nil when it may (on iPhone), and for the other kinds.
  public var alwaysPopover: String?
  /// A name the content sets or is handed a binding of that the `if` or `switch` around a trigger reads
  /// (`$selectedCategory` under `if let selectedCategory { … } else { trigger }`), or whose method
  /// builds it: the trigger may be gone when the modal closes.
  public var changesTriggerCondition: TriggerConditionChange?
  /// Another dialog of the type that what runs as it closes may show: that dialog takes focus
  /// from the trigger.
  public var showsDialogAsItCloses: DialogShownOnClosing?
  /// Whether it has an `onDismiss:` argument (for a popover, an `.onChange(of:)` on its state).
  public var hasOnDismiss: Bool { onDismiss != nil }

  /// The `onDismiss:` closure or function; for a popover, the `.onChange(of:)` on its state.
  package var onDismiss: Action.Body?
}

/// How a modal may show another dialog of its type as it closes.
public struct DialogShownOnClosing: Sendable {
  /// The binding it sets (`showLogin` in an `onDismiss:` that goes on to a login sheet), or the
  /// name whose `.onChange(of:)` sets one (`videoURL`, which a handler turns into a trimmer sheet).
  public var name: String
  /// Whether the content written in the call sets it (a callback it is handed), not `onDismiss:`.
  public var byContent: Bool
  /// Whether `name` is one whose `.onChange(of:)` shows the dialog, not its binding.
  public var throughChangeHandler: Bool

  package init(name: String, byContent: Bool, throughChangeHandler: Bool) {
    self.name = name
    self.byContent = byContent
    self.throughChangeHandler = throughChangeHandler
  }
}

/// The label of a button, as read and as written, with its role.
public struct ButtonLabel: Sendable {
  public var label: ResolvedText
  /// The label's expression as written (`"Done"`, `L10n.done`), when it is one.
  public var written: String?
  public var role: Role
  /// The button.
  public var span: SourceSpan

  package init(label: ResolvedText, written: String? = nil, role: Role, span: SourceSpan) {
    self.label = label
    self.written = written
    self.role = role
    self.span = span
  }
}

/// The title one case of a legacy dialog shows, and where it is written.
public struct CaseTitle: Sendable, Equatable {
  public var title: Dialog.Title
  /// The `title:` argument of the `Alert(…)`, or the `Alert` itself when it has none.
  public var span: SourceSpan

  package init(title: Dialog.Title, span: SourceSpan) {
    self.title = title
    self.span = span
  }
}

/// A custom overlay standing in for a dialog: `if showAlert { … buttons … }` in a `ZStack` or
/// `.overlay`.
public struct FauxDialog: Sendable {
  /// The `if`.
  public var span: SourceSpan
  /// The Boolean it depends on.
  public var condition: String
  /// The container (`ZStack`, `overlay`).
  public var container: SourceSpan
  /// The `if` statement, for suppression comments.
  public var callSpan: SourceSpan

  package init(span: SourceSpan, condition: String, container: SourceSpan, callSpan: SourceSpan) {
    self.span = span
    self.condition = condition
    self.container = container
    self.callSpan = callSpan
  }
}

/// The dialogs of one file, as the checks see them.
public struct FileDialogs: Sendable {
  /// A file with nothing to check.
  public static let none = FileDialogs(dialogs: [], overlays: [])

  public var dialogs: [Dialog]
  public var overlays: [FauxDialog]
  /// Calls named like a dialog modifier that the model decided are not SwiftUI dialogs, and why
  /// (for `--explain-dialogs`).
  public var notDialogs: [NotADialog] = []

  package init(dialogs: [Dialog], overlays: [FauxDialog], notDialogs: [NotADialog] = []) {
    self.dialogs = dialogs
    self.overlays = overlays
    self.notDialogs = notDialogs
  }
}

/// A call named like a dialog modifier that is not a SwiftUI dialog: the repository's own
/// `alert(isPresented:content:)`, a wrapper without content.
public struct NotADialog: Sendable {
  public var span: SourceSpan
  public var reason: String

  package init(span: SourceSpan, reason: String) {
    self.span = span
    self.reason = reason
  }
}

/// How modal content may change what decides whether its trigger is shown.
public struct TriggerConditionChange: Sendable, Equatable {
  /// The name the condition reads (`selectedCategory`, `news`).
  public var name: String
  /// The call of the name's method that builds the content (`news.latestNews()`), which it does
  /// out of sight; nil where the content changes the name itself.
  public var builder: String?

  package init(name: String, builder: String? = nil) {
    self.name = name
    self.builder = builder
  }
}
