// swift-format-ignore-file
// (A stand-in mirrors the names and overloads of Apple's API, which the house format rules would rename.)
//
// A stand-in for Apple's SwiftUI, so that `swiftc -typecheck` can prove on Linux that the fixtures
// of `Fixtures/fix/` (and what `--fix` makes of them) are well-typed SwiftUI code.
//
// Only the declarations the fixtures use are here, each with the signature Apple documents
// (iOS 17 SDK: `@ViewBuilder` where newer SDKs spell `@ContentBuilder`; `nonisolated` modifiers on a
// `@MainActor` `View`). Nothing renders: every view's `body` is `Never`, and every modifier wraps its
// view in `ModifiedContent`. Build it with `./typecheck` (next to this file), never as a package target.

@_exported import Foundation

// MARK: - View and its builder

/// A piece of user interface; SwiftUI's central protocol.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// The views a primitive view stands on: no body of their own.
@MainActor @preconcurrency public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// Builds views from closures: `VStack { Text("a"); Text("b") }`.
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .trueContent(first)) }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .falseContent(second)) }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct EmptyView: _PrimitiveView {
  nonisolated public init() {}
}

public struct TupleView<T>: _PrimitiveView {
  nonisolated public init(_ value: T) {}
}

public struct _ConditionalContent<TrueContent, FalseContent>: _PrimitiveView {
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  nonisolated init(storage: Storage) {}
}

public struct AnyView: _PrimitiveView {
  nonisolated public init<V: View>(_ view: V) {}
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional is a primitive view") }
}

/// The result of every modifier of this stand-in: the view and what was applied to it.
public struct ModifiedContent<Content, Modifier>: _PrimitiveView {
  nonisolated public init(content: Content, modifier: Modifier) {}
}

/// What a modifier records: its name only (nothing renders).
public struct _Modifier: Sendable {
  let name: String
}

extension View {
  nonisolated func modified(_ name: String) -> ModifiedContent<Self, _Modifier> {
    ModifiedContent(content: self, modifier: _Modifier(name: name))
  }
}

/// A modifier of the app's own: SwiftUI calls its `body(content:)` for each view it modifies.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier` modifies, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {}

extension View {
  nonisolated public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> some View {
    modified("modifier")
  }
}

// MARK: - Text, strings, images, colours, fonts

/// A string key for a localised string; literals and interpolations become keys.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  let key: String

  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.key }

  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { key += literal }
    public mutating func appendInterpolation<T>(_ value: T) { key += "%@" }
  }
}

public struct Text: _PrimitiveView, Equatable {
  let content: String
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    content = key.key
  }
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  nonisolated public init(verbatim content: String) { self.content = content }

  // Text's own modifiers return Text, so that texts can be joined with `+`.
  nonisolated public func font(_ font: Font?) -> Text { self }
  nonisolated public func bold() -> Text { self }
  nonisolated public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.content + rhs.content) }
}

public struct Image: _PrimitiveView, Equatable {
  let name: String
  nonisolated public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  nonisolated public init(systemName: String) { name = systemName }

  public enum ResizingMode: Sendable { case tile, stretch }
  nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch)
    -> Image
  {
    self
  }
}

public struct Label<Title: View, Icon: View>: _PrimitiveView {
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct Color: _PrimitiveView, Hashable, Sendable {
  let name: String
  public static let red = Color(name: "red")
  public static let blue = Color(name: "blue")
  public static let green = Color(name: "green")
  public static let orange = Color(name: "orange")
  public static let primary = Color(name: "primary")
  public static let secondary = Color(name: "secondary")
  public static let accentColor = Color(name: "accentColor")
}

public struct Font: Hashable, Sendable {
  let name: String
  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let title2 = Font(name: "title2")
  public static let title3 = Font(name: "title3")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let footnote = Font(name: "footnote")
  public static let caption = Font(name: "caption")

  public func bold() -> Font { Font(name: name + ".bold") }

  public struct Weight: Hashable, Sendable {
    let value: Double
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
  }
}

public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

public enum HorizontalEdge: Int8, CaseIterable, Sendable { case leading, trailing }

public struct HorizontalAlignment: Equatable, Sendable {
  let id: Int
  public static let leading = HorizontalAlignment(id: 0)
  public static let center = HorizontalAlignment(id: 1)
  public static let trailing = HorizontalAlignment(id: 2)
}

public struct VerticalAlignment: Equatable, Sendable {
  let id: Int
  public static let top = VerticalAlignment(id: 0)
  public static let center = VerticalAlignment(id: 1)
  public static let bottom = VerticalAlignment(id: 2)
}

public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// The visibility of a confirmation dialog's title, a toolbar, …
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

// MARK: - State and bindings

/// A stored value the view owns.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  @usableFromInline var value: Value
  public init(wrappedValue value: Value) { self.value = value }
  public init(initialValue value: Value) { self.value = value }
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { value = nil }
}

/// A reference to a value owned elsewhere: `$isPresented`, `$draft.text`.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let getValue: () -> Value
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getValue = get }
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.getValue()[keyPath: keyPath] }, set: { _ in })
  }
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

public struct Animation: Sendable {
  public static let `default` = Animation()
}

public protocol DynamicProperty {}

extension Binding: DynamicProperty {}

/// A value read from the view's environment: `@Environment(\.dismiss) private var dismiss`.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>?
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  /// An observable object the environment hands down, by its type.
  public init(_ objectType: Value.Type) where Value: AnyObject { keyPath = nil }
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath!] }
}

public struct EnvironmentValues {
  public init() {}
  public var dismiss: DismissAction { DismissAction() }
}

/// Dismisses the presentation the view is in: `dismiss()`.
@MainActor @preconcurrency public struct DismissAction {
  nonisolated init() {}
  public func callAsFunction() {}
}

/// Where VoiceOver focus is: `true`, or the identifier of the focused element.
@frozen @propertyWrapper public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  let initial: Value

  /// A binding to an accessibility focus state: what `$isFocused` hands to `.accessibilityFocused`.
  @frozen @propertyWrapper public struct Binding {
    let value: Value
    public var wrappedValue: Value {
      get { value }
      nonmutating set {}
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }

  public var wrappedValue: Value {
    get { initial }
    nonmutating set {}
  }
  public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(value: initial) }

  public init() where Value == Bool { initial = false }
  public init<T: Hashable>() where Value == T? { initial = nil }
  public init(for technologies: AccessibilityTechnologies) where Value == Bool { initial = false }
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { initial = nil }
}

public struct AccessibilityTechnologies: SetAlgebra, Sendable {
  var bits: Int
  public init() { bits = 0 }
  init(bits: Int) { self.bits = bits }
  public static let voiceOver = AccessibilityTechnologies(bits: 1)
  public static let switchControl = AccessibilityTechnologies(bits: 2)
  public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
  public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
  public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
  public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
  public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let had = contains(newMember)
    bits |= newMember.bits
    return (!had, newMember)
  }
  public mutating func remove(_ member: Self) -> Self? {
    let had = contains(member)
    bits &= ~member.bits
    return had ? member : nil
  }
  public mutating func update(with newMember: Self) -> Self? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: Self) { bits |= other.bits }
  public mutating func formIntersection(_ other: Self) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

// MARK: - Controls

/// What a button is for; the system styles and announces `.cancel` and `.destructive`.
public struct ButtonRole: Equatable, Sendable {
  let id: Int
  public static let destructive = ButtonRole(id: 1)
  public static let cancel = ButtonRole(id: 2)
}

public struct Button<Label: View>: _PrimitiveView {
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
  }
}

extension Button where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
  }
  nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void)
  {}
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

public protocol PrimitiveButtonStyle {}

public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

public struct ContextMenu<MenuItems: View> {
  nonisolated public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

public struct MenuButton<Label: View, Content: View>: _PrimitiveView {
  nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {}
}

extension MenuButton where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

public struct Menu<Label: View, Content: View>: _PrimitiveView {
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Menu where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

public struct TextField<Label: View>: _PrimitiveView {}

extension TextField where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

public struct SecureField<Label: View>: _PrimitiveView {}

extension SecureField where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

public struct TextEditor: _PrimitiveView {
  nonisolated public init(text: Binding<String>) {}
}

public struct Toggle<Label: View>: _PrimitiveView {
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

public struct Stepper<Label: View>: _PrimitiveView {}

extension Stepper where Label == Text {
  nonisolated public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {}
}

// MARK: - Containers

public struct VStack<Content: View>: _PrimitiveView {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
}

public struct HStack<Content: View>: _PrimitiveView {
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
}

public struct ZStack<Content: View>: _PrimitiveView {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// A column or row of a lazy grid, as the fixtures build lists of them.
public struct GridItem: Sendable {
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
  }
  nonisolated public init(_ size: Size = .flexible(), spacing: CGFloat? = nil) {}
}

/// The edit mode of a list (iOS).
public enum EditMode: Sendable {
  case inactive, transient, active
}

public struct Spacer: _PrimitiveView {
  nonisolated public init(minLength: CGFloat? = nil) {}
}

public struct ScrollView<Content: View>: _PrimitiveView {
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {}
}

public struct NavigationStack<Root: View>: _PrimitiveView {
  nonisolated public init(@ViewBuilder root: () -> Root) {}
  nonisolated public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
}

/// A navigation stack's path: what is appended to it is pushed.
public struct NavigationPath: Equatable {
  public init() {}
}

/// Deprecated for `NavigationStack`, still common in sheets.
public struct NavigationView<Content: View>: _PrimitiveView {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct Form<Content: View>: _PrimitiveView {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {}

extension List {
  nonisolated public init(selection: Binding<Swift.Set<SelectionValue>>, @ViewBuilder content: () -> Content) {}
}

extension List where SelectionValue == Never {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View, _PrimitiveView where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Content: View {
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

public struct Section<Parent, Content, Footer>: _PrimitiveView {}

extension Section where Parent: View, Content: View, Footer: View {
  nonisolated public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

// MARK: - Toolbars

/// Toolbar content: `ToolbarItem`s, built by `@ToolbarContentBuilder`.
@MainActor @preconcurrency public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder var body: Self.Body { get }
}

extension Never: ToolbarContent {}

public struct ToolbarItemPlacement: Sendable {
  let id: Int
  public static let automatic = ToolbarItemPlacement(id: 0)
  public static let primaryAction = ToolbarItemPlacement(id: 1)
  public static let secondaryAction = ToolbarItemPlacement(id: 2)
  public static let confirmationAction = ToolbarItemPlacement(id: 3)
  public static let cancellationAction = ToolbarItemPlacement(id: 4)
  public static let destructiveAction = ToolbarItemPlacement(id: 5)
  public static let topBarLeading = ToolbarItemPlacement(id: 6)
  public static let topBarTrailing = ToolbarItemPlacement(id: 7)
  public static let bottomBar = ToolbarItemPlacement(id: 8)
  public static let keyboard = ToolbarItemPlacement(id: 9)
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("ToolbarItemGroup is primitive") }
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  public var body: Never { fatalError("ToolbarItem is primitive") }
}

extension ToolbarItem where ID == () {
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct TupleToolbarContent<T>: ToolbarContent {
  nonisolated init(_ value: T) {}
  public var body: Never { fatalError("TupleToolbarContent is primitive") }
}

@resultBuilder public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent<(repeat each Content)>
  { TupleToolbarContent((repeat each content)) }
}

// MARK: - Legacy alerts

/// The iOS 13 alert value, deprecated: its buttons cannot carry roles or return focus.
public struct Alert {
  nonisolated public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
  nonisolated public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)
  {}

  public struct Button {
    let label: Text?
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label) }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label) }
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Button(label: nil) }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Button(label: label) }
  }
}

/// The iOS 13 action sheet value, deprecated like `Alert`.
public struct ActionSheet {
  nonisolated public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {}
  public typealias Button = Alert.Button
}

// MARK: - Modifiers

extension View {
  // Text and layout.
  nonisolated public func font(_ font: Font?) -> some View { modified("font") }
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { modified("fontWeight") }
  nonisolated public func foregroundColor(_ color: Color?) -> some View { modified("foregroundColor") }
  nonisolated public func tint(_ tint: Color?) -> some View { modified("tint") }
  nonisolated public func lineLimit(_ number: Int?) -> some View { modified("lineLimit") }
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modified("padding")
  }
  nonisolated public func padding(_ length: CGFloat) -> some View { modified("padding") }
  nonisolated public func scaledToFit() -> some View { modified("scaledToFit") }
  nonisolated public func disabled(_ disabled: Bool) -> some View { modified("disabled") }
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { modified("buttonStyle") }

  // Navigation and toolbars.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { modified("navigationTitle") }
  @_disfavoredOverload nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modified("navigationTitle")
  }
  nonisolated public func navigationTitle(_ title: Text) -> some View { modified("navigationTitle") }
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modified("toolbar")
  }
  nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    modified("toolbar")
  }

  // Events.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { modified("onAppear") }
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modified("onTapGesture")
  }
  nonisolated public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { modified("task") }

  // Row actions.
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View { modified("swipeActions") }
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modified("contextMenu")
  }
  nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    modified("contextMenu")
  }
  nonisolated public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Swift.Set<I>) -> M,
    primaryAction: ((Swift.Set<I>) -> Void)? = nil
  ) -> some View { modified("contextMenu") }

  // Accessibility focus.
  nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
    modified("accessibilityFocused")
  }
  nonisolated public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View { modified("accessibilityFocused") }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modified("accessibilityAddTraits")
  }
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modified("accessibilityElement")
  }
  nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    modified("accessibilityLabel")
  }
  nonisolated public func help(_ text: LocalizedStringKey) -> some View { modified("help") }
}

public struct AccessibilityChildBehavior: Sendable {
  let kind: Int
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  public static let contain = AccessibilityChildBehavior(kind: 1)
  public static let combine = AccessibilityChildBehavior(kind: 2)
}

public struct AccessibilityTraits: Sendable {
  let bits: Int
  public static let isHeader = AccessibilityTraits(bits: 1)
  public static let isButton = AccessibilityTraits(bits: 2)
}

// Alerts: title as a key, a string or a Text; actions alone, with a message, or presenting data.
extension View {
  nonisolated public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { modified("alert") }
  @_disfavoredOverload nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { modified("alert") }
  nonisolated public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { modified("alert") }

  nonisolated public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { modified("alert") }
  @_disfavoredOverload nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { modified("alert") }
  nonisolated public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { modified("alert") }

  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { modified("alert") }
  @_disfavoredOverload nonisolated public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { modified("alert") }
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { modified("alert") }
  @_disfavoredOverload nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { modified("alert") }
  nonisolated public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { modified("alert") }
  nonisolated public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { modified("alert") }

  /// Deprecated: the iOS 13 alert.
  nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { modified("alert") }
  /// Deprecated: the iOS 13 alert driven by an item.
  nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    modified("alert")
  }
  /// Deprecated: the iOS 13 action sheet.
  nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    modified("actionSheet")
  }
  /// Deprecated: the iOS 13 action sheet driven by an item.
  nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
    modified("actionSheet")
  }
}

// Confirmation dialogs: the same shapes as alerts, plus the title's visibility.
extension View {
  nonisolated public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { modified("confirmationDialog") }
  @_disfavoredOverload nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View { modified("confirmationDialog") }
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { modified("confirmationDialog") }
  @_disfavoredOverload nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { modified("confirmationDialog") }

  nonisolated public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { modified("confirmationDialog") }
  @_disfavoredOverload nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { modified("confirmationDialog") }
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { modified("confirmationDialog") }
  @_disfavoredOverload nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { modified("confirmationDialog") }

  nonisolated public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View { modified("confirmationDialog") }
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { modified("confirmationDialog") }
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { modified("confirmationDialog") }
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { modified("confirmationDialog") }
}

// Modals.
extension View {
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { modified("sheet") }
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { modified("sheet") }
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { modified("fullScreenCover") }
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { modified("fullScreenCover") }
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modified("interactiveDismissDisabled")
  }
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { modified("popover") }
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { modified("popover") }
  nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    modified("presentationCompactAdaptation")
  }
}

/// Where a popover points: `.rect(.bounds)`.
public enum PopoverAttachmentAnchor: Sendable {
  public enum Bounds: Sendable { case bounds }
  case rect(Bounds)
}

/// How a presentation adapts to a compact size class.
public enum PresentationAdaptation: Sendable {
  case automatic, none, popover, sheet, fullScreenCover
}

// MARK: - Changes

extension View {
  /// iOS 14–16's form, deprecated since iOS 17.
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    modified("onChange")
  }
  /// iOS 17's forms.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View { modified("onChange") }
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  { modified("onChange") }
}

// MARK: - Keyboard focus

/// Keyboard focus (not VoiceOver's): `@FocusState private var isEditorFocused: Bool`.
@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  let initial: Value

  /// A binding to a focus state: what `$isFocused` hands to `.focused`.
  @frozen @propertyWrapper public struct Binding {
    let value: Value
    public var wrappedValue: Value {
      get { value }
      nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  public var wrappedValue: Value {
    get { initial }
    nonmutating set {}
  }
  public var projectedValue: FocusState<Value>.Binding { Binding(value: initial) }

  public init() where Value == Bool { initial = false }
  public init<T: Hashable>() where Value == T? { initial = nil }
}

extension View {
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { modified("focused") }
  nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    modified("focused")
  }
}
