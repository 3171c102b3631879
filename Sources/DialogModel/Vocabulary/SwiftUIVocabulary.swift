import DialogFacts

/// A name of SwiftUI's that the model looks for by itself rather than in one of the tables of
/// `SwiftUIVocabulary`: a view, a type, a modifier or a member, as code spells it.
public enum SwiftUIName: String, CaseIterable, Sendable {
  // Views.
  case anyView = "AnyView"
  case button = "Button"
  case contextMenu = "ContextMenu"
  case divider = "Divider"
  case emptyView = "EmptyView"
  case forEach = "ForEach"
  case image = "Image"
  case label = "Label"
  case list = "List"
  case menu = "Menu"
  // macOS's deprecated menu control, a `Menu` to what its items do.
  case menuButton = "MenuButton"
  case navigationLink = "NavigationLink"
  case secureField = "SecureField"
  case spacer = "Spacer"
  case text = "Text"
  case textField = "TextField"
  case toolbarItem = "ToolbarItem"
  case toolbarItemGroup = "ToolbarItemGroup"
  // Types, protocols and property wrappers.
  case accessibilityFocusState = "AccessibilityFocusState"
  case actionSheet = "ActionSheet"
  case alert = "Alert"
  case binding = "Binding"
  case dismissAction = "DismissAction"
  case environment = "Environment"
  case fetchedResults = "FetchedResults"
  case fontType = "Font"
  case localizedStringKey = "LocalizedStringKey"
  case previewProvider = "PreviewProvider"
  case state = "State"
  case toolbarContent = "ToolbarContent"
  case view = "View"
  case viewThatFits = "ViewThatFits"
  // The protocol `ForEach` identifies rows by when given no `id:` (Swift's, read as SwiftUI reads it).
  case identifiable = "Identifiable"
  // A navigation stack's path, and the stack it is handed to: what is appended to it is a screen.
  case navigationPath = "NavigationPath"
  case navigationStack = "NavigationStack"
  case viewModifier = "ViewModifier"
  /// The view a `ViewModifier` modifies, as its `body(content:)` names its type.
  case content = "Content"
  // Modifiers.
  case accessibility, accessibilityAddTraits, accessibilityFocused, accessibilityLabel, disabled,
    interactiveDismissDisabled, navigationBarTitle
  case accessibilityElement, accessibilityHeading, font, navigationDestination, navigationTitle, onChange
  case presentationBackgroundInteraction
  case presentationCompactAdaptation, presentationDragIndicator, scrollDisabled, toolbar
  case navigationBarHidden, toolbarVisibility
  // Members and roles.
  case body, callAsFunction, cancel, cancellationAction, confirmationAction, constant, destructive, dismiss, isHeader
  case dismissWindow
  case presentationMode
  case primaryAction
  case projectedValue, wrappedValue
  // A binding's own modifiers.
  case animation, transaction
}

/// Whether `text` spells `name`.
func == (text: some StringProtocol, name: SwiftUIName) -> Bool { text == name.rawValue }
/// Whether `text` does not spell `name`.
func != (text: some StringProtocol, name: SwiftUIName) -> Bool { text != name.rawValue }
/// Whether `text` spells `name`, for `case .button:` in a `switch` over a name.
func ~= (name: SwiftUIName, text: some StringProtocol) -> Bool { text == name.rawValue }

/// What SwiftUI calls things, in one place: the modifiers that present dialogs, the views that
/// only lay out others, the containers that scroll or navigate, the controls and the roles.
enum SwiftUIVocabulary {
  /// The modifiers of the alert family, named as `Dialog.Kind` names them.
  static let alertModifiers = modifiers(of: .alert)
  /// The modifiers that cover the view with other content: sheets, covers and popovers.
  static let modalModifiers = modifiers(of: .modal)
  /// Every modifier that presents something the user must deal with before going back.
  static let presentationModifiers = alertModifiers.union(modalModifiers)
  /// Modifiers whose content is their own, not the view's they are attached to.
  static let separateContentModifiers = presentationModifiers.union(["inspector"])

  private static func modifiers(of family: Dialog.Family) -> Set<String> {
    Set(Dialog.Kind.allCases.filter { $0.family == family }.map(\.rawValue))
  }

  /// The dialog kinds by the length of their modifier's name, so that a name is compared only with
  /// those of its length.
  static let kindsByLength: [[Dialog.Kind]] = {
    var table = [[Dialog.Kind]](repeating: [], count: (Dialog.Kind.allCases.map(\.rawValue.utf8.count).max() ?? 0) + 1)
    for kind in Dialog.Kind.allCases { table[kind.rawValue.utf8.count].append(kind) }
    return table
  }()

  /// The modifiers of SwiftUI's legacy `alert(isPresented:content:)`, `alert(item:content:)` and
  /// `actionSheet(…)`, and the labels of their arguments: no title, a binding and content.
  static let legacyModifiers: Set<String> = ["alert", "actionSheet"]
  static let legacyLabels: Set<String> = ["isPresented", "item", "content"]
  static let legacyContentLabel = "content"

  /// Views that group others and add nothing a user acts on: their content is read through.
  static let groupingViews: Set<String> = ["Group", "Section", "VStack", "HStack", "ZStack"]
  /// Views that lay out others: a closure handed to them is not a control's action.
  static let layoutContainers: Set<String> = groupingViews.union([
    "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GroupBox", "ForEach", "List", "Form",
    "ScrollView", "ScrollViewReader", "GeometryReader", "NavigationStack", "NavigationView", "NavigationSplitView",
    "TabView", "ViewThatFits", "ToolbarItem", "ToolbarItemGroup", "Menu", "ControlGroup", "DisclosureGroup", "Table",
    "OutlineGroup",
  ])
  /// A view and a modifier that put one view over another: where a custom overlay poses as a dialog.
  static let layeringContainers: Set<String> = ["ZStack", "overlay"]
  /// Controls whose items disappear with them: focus goes back to the holder.
  static let itemHolders: Set<String> = ["Menu", "MenuButton", "ToolbarItem", "ToolbarItemGroup", "ControlGroup"]
  /// Modifiers that attach items to the row they modify.
  static let rowItemModifiers = Set(Trigger.Holder.allCases.filter(\.isRowModifier).map(\.rawValue))

  /// Controls and slots a modifier may build beside the view it modifies: what the user then acts on.
  static let ownControls: Set<String> = ["Button", "ToolbarItem", "ToolbarItemGroup", "toolbar", "Menu", "Link"]

  static let scrollContainers: Set<String> = ["ScrollView", "List", "Form", "TextEditor", "Table"]
  static let navigationContainers: Set<String> = stackNavigationContainers.union(["NavigationSplitView"])
  /// The navigation containers with one root view, whose toolbar is the modal's.
  static let stackNavigationContainers: Set<String> = ["NavigationView", "NavigationStack"]
  /// Form controls other than text fields: out of place among an alert's buttons.
  static let formControls: Set<String> = [
    "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "MultiDatePicker", "Menu",
  ]
  /// The controls VoiceOver focuses one at a time, each an element of its own.
  static let focusableControls: Set<String> = formControls.union([
    "Button", "Link", "NavigationLink", "ShareLink", "TextField", "SecureField", "EditButton", "PasteButton",
  ])
  /// Views that show text or controls, which grow with Dynamic Type.
  static let visibleViews: Set<String> = [
    "Text", "Label", "Button", "Toggle", "TextField", "SecureField", "Picker", "Slider", "Stepper", "DatePicker",
    "Link", "Menu", "TextEditor", "LabeledContent", "ShareLink", "ColorPicker", "MultiDatePicker", "Gauge",
    "DisclosureGroup", "ContentUnavailableView", "NavigationLink", "Table", "List", "Form",
  ]
  /// SwiftUI's public types beyond the tables above, as Apple's documentation lists them: views
  /// that hold nothing of the app's own, shapes, styles, layouts, gestures and values
  /// (`GridItem(.flexible())`). A content that builds one is read in full, never "undeclared".
  static let sdkTypes: Set<String> = [
    // Views and containers.
    "ContentUnavailableView", "ControlGroup", "EditButton", "EquatableView", "GeometryReader", "GlassEffectContainer",
    "Grid", "GridRow", "Group", "GroupBox", "HelpLink", "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid",
    "LazyVStack", "ModifiedContent", "OutlineGroup", "PasteButton", "ProgressView", "RenameButton", "ScrollViewReader",
    "SettingsLink", "ShareLink", "Tab", "TabSection", "TabView", "TextFieldLink", "TupleView", "ViewThatFits",
    "WindowVisibilityToggle", "DefaultToolbarItem", "ToolbarTitleMenu",
    // Layouts.
    "AnyLayout", "GridLayout", "HStackLayout", "VStackLayout", "ZStackLayout",
    // Shapes, paints and materials.
    "AnyShape", "AnyShapeStyle", "EllipticalGradient", "ForegroundStyle", "Glass", "Gradient", "ImagePaint",
    "HierarchicalShapeStyle", "Shadow", "StrokeStyle", "TintShapeStyle", "SeparatorShapeStyle", "BackgroundStyle",
    // Gestures.
    "AnyGesture", "DragGesture", "ExclusiveGesture", "LongPressGesture", "MagnificationGesture", "MagnifyGesture",
    "RotateGesture", "RotationGesture", "SequenceGesture", "SimultaneousGesture", "SpatialTapGesture", "TapGesture",
    // Values.
    "AccessibilityChildBehavior", "AccessibilityTechnologies", "AccessibilityTraits", "Alignment", "Angle",
    "AnyTransition", "Axis", "ButtonRole",
    "ColorScheme", "ContentMode", "Edge", "EdgeInsets", "EditMode", "GridItem", "HorizontalAlignment", "HorizontalEdge",
    "Namespace", "PopoverAttachmentAnchor", "PresentationAdaptation", "PresentationDetent", "ScrollPosition",
    "TextAlignment", "ToolbarItemPlacement", "Transaction", "UnitPoint", "VerticalAlignment", "VerticalEdge",
    "Visibility",
    // Property wrappers, builders and styles.
    "AppStorage", "Bindable", "EnvironmentObject", "EnvironmentValues", "GeometryProxy", "OpenURLAction",
    "ScrollViewProxy", "FocusState", "FocusedValue", "ObservedObject", "SceneStorage",
    "StateObject", "ViewBuilder", "ToolbarContentBuilder", "TupleToolbarContent", "DynamicProperty",
    "PrimitiveButtonStyle", "DefaultButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle",
    "BorderedProminentButtonStyle", "PlainButtonStyle",
  ]

  /// Whether `name` is one of SwiftUI's (or Apple's other UI frameworks') own types, as the tables
  /// list them: known, never a view of the app's that the scan failed to find.
  static func isSDKType(_ name: String) -> Bool {
    sdkTypes.contains(name) || frameworkTypes.contains(name) || visibleViews.contains(name)
      || formControls.contains(name) || scrollContainers.contains(name) || navigationContainers.contains(name)
      || SwiftUIName(rawValue: name).map { $0.rawValue.first?.isUppercase == true } == true
  }

  /// Colours, shapes and gradients: views VoiceOver does not reach unless they are made an
  /// accessibility element, a gesture on them included.
  static let paints: Set<String> = [
    "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path", "LinearGradient",
    "RadialGradient", "AngularGradient", "UnevenRoundedRectangle", "ContainerRelativeShape",
  ]
  /// Views and types of the frameworks that hold nothing of the app's own.
  static let frameworkTypes: Set<String> = layoutContainers.union(paints).union([
    "Spacer", "Divider", "Image", "AsyncImage", "EmptyView", "ProgressView", "Canvas", "TimelineView", "AnyView",
    "Task", "ToolbarSpacer", "HSplitView", "VSplitView", "Binding", "Font", "Animation", "Material", "PhotosPicker",
    "Chart", "Map", "VideoPlayer", "SignInWithAppleButton", "SearchField",
  ])
  /// Protocols whose conformers hold their own state (`@State`, focus states), where a fix may add
  /// a property: toolbar content keeps dynamic properties as a view does.
  static let viewConformances: Set<String> = [
    "View", "SwiftUI.View", "ViewModifier", "ToolbarContent", "SwiftUI.ToolbarContent",
  ]
  /// The types of the legacy dialog values, `Alert(…)` and `ActionSheet(…)`.
  static let legacyDialogTypes: Set<String> = ["Alert", "SwiftUI.Alert", "ActionSheet", "SwiftUI.ActionSheet"]
  /// Initialisers whose first argument is the text they show, a key when it is a literal.
  static let textInitializers: Set<String> = [
    "Text", "SwiftUI.Text", "LocalizedStringKey", "LocalizedStringResource", "Label",
  ]
  /// The toolbar placement that holds what closes a modal, as written after `placement:`.
  /// The module's name, which qualifies one of its names where the app declares its own
  /// (`SwiftUI.Button`).
  static let module = "SwiftUI"
  static let cancellationPlacements: Set<String> = [".cancellationAction", "ToolbarItemPlacement.cancellationAction"]
  /// The toolbar placement above the keyboard, which hides with the keyboard.
  static let keyboardPlacements: Set<String> = [".keyboard", "ToolbarItemPlacement.keyboard"]
  /// A confirmation dialog's `titleVisibility:` that shows its title.
  static let visibleTitle: Set<String> = [".visible", "Visibility.visible"]
  /// Tints that make a button red, as written without spaces: exactly, or followed by a modifier
  /// (`.red.opacity(0.8)`).
  static let redTints: Set<String> = [
    ".red", "Color.red", "Color(.systemRed)", "Color(UIColor.systemRed)", ".systemRed",
  ]
  static func isRedTint(_ text: String) -> Bool {
    redTints.contains(text) || text.hasPrefix(".red.") || text.hasPrefix("Color.red.")
  }
  /// The fonts of a title, as written after `.font(.` or `.font(Font.`.
  static let titleFonts: Set<String> = ["largeTitle", "title", "title2", "title3"]
  /// Views and modifiers whose text is a control's label, a row's or an item's: never a screen's title.
  static let nonTitleHolders: Set<String> = formControls.union([
    "Button", "NavigationLink", "Link", "ForEach", "List", "Table", "ToolbarItem", "ToolbarItemGroup", "toolbar",
    "DisclosureGroup", "contextMenu", "swipeActions", "Section",
  ])
  /// Protocols whose conformers build views: followed like views.
  static let viewProtocols: Set<String> = ["View", "SwiftUI.View", "ToolbarContent", "ViewModifier", "Commands"]
  /// Protocols of types that wrap UIKit or AppKit, which bring their own chrome.
  static let platformWrappers: Set<String> = [
    "UIViewControllerRepresentable", "UIViewRepresentable", "NSViewControllerRepresentable", "NSViewRepresentable",
  ]

  /// Whether a type name not declared in the scanned files is a value of Apple's frameworks rather
  /// than a view: UIKit, AppKit, Foundation, Core Graphics and friends name their types with a
  /// two-letter prefix (`UIButton`, `NSLocalizedString`, `SFSafariViewController`), and the standard
  /// library's values are plain.
  static func isAppleFrameworkValue(_ name: String) -> Bool {
    let prefixes = ["UI", "NS", "SF", "CG", "CL", "MK", "AV", "PH", "WK", "UT", "CN", "EK", "GK", "SK", "QL"]
    let plain: Set<String> = [
      "Int", "Double", "Float", "String", "Bool", "Date", "URL", "UUID", "Data", "AnyShapeStyle", "AnyHashable",
    ]
    guard !plain.contains(name) else { return true }
    return prefixes.contains { prefix in
      name.hasPrefix(prefix) && name.dropFirst(2).first.map { $0.isUppercase } == true
    }
  }

  /// Closures that run on events rather than on a user's action.
  static let eventModifiers = Set([
    "onChange", "onReceive", "onAppear", "onDisappear", "task", "refreshable", "onOpenURL", "onContinueUserActivity",
    "sink", "onReceiveOutput", "onPreferenceChange", "onGeometryChange", "onScrollGeometryChange", "onKeyPress",
    "onDrop", "dropDestination", "onSubmit", "init", "receive", "asyncAfter", "scheduledTimer", "onCommand",
    "handlesExternalEvents",
  ]).union(SwiftUIVocabulary.presentationModifiers)

  /// Closures that run when (and because) the code around them runs.
  static let transparentCalls = Set([
    "withAnimation", "withTransaction", "async", "run", "perform", "send",
  ]).union(sequenceCalls)
  /// Of `transparentCalls`, those that hand their closure each element of a collection at once;
  /// any other call that hands its closure a value hands it a result when it has one.
  static let sequenceCalls: Set<String> = [
    "forEach", "map", "compactMap", "flatMap", "filter", "first", "contains", "ifLet",
  ]

  /// Modifiers whose closure runs when the user acts on the view they are attached to.
  static let actionModifiers: Set<String> = [
    "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
    "onDeleteCommand", "onMoveCommand", "onExitCommand", "onPlayPauseCommand", "primaryAction",
  ]

  /// The roles a button can be given, as written after `role: .`.
  /// The first version of each platform with `.onChange(of:)`'s closure of the old and new values,
  /// and with its closure of the new value alone (later deprecated).
  static let onChangeOfOldAndNew: [Platform: Int] = [
    .iOS: 17, .macCatalyst: 17, .macOS: 14, .tvOS: 17, .watchOS: 10, .visionOS: 1,
  ]
  static let onChangeOfNewValue: [Platform: Int] = [
    .iOS: 14, .macCatalyst: 14, .macOS: 11, .tvOS: 14, .watchOS: 7, .visionOS: 1,
  ]

  static let roles: [Role] = [.cancel, .destructive, .close, .confirm]

  /// The first major version of each platform with SwiftUI (macOS 10.15 counts as 10, with the
  /// versions before it).
  static let firstVersions: [Platform: Int] = [
    .iOS: 13, .macCatalyst: 13, .macOS: 11, .tvOS: 13, .watchOS: 6, .visionOS: 1,
  ]

  /// The first version of each platform with every API a fix writes: `@AccessibilityFocusState`,
  /// `@Environment(\.dismiss)`, `.alert(_:isPresented:actions:message:)`, `.confirmationDialog`
  /// and `Button(_:role:action:)`.
  static let fixAPIs: [Platform: Int] = [
    .iOS: 15, .macCatalyst: 15, .macOS: 12, .tvOS: 15, .watchOS: 8, .visionOS: 1,
  ]
}
