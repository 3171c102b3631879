import Testing

@testable import SwiftScan

/// A parsed snippet with helpers to find tokens by text.
struct Snippet {
  let tree: SyntaxTree

  init(_ source: String) { tree = SyntaxTree(Array(source.utf8)) }

  /// The index of the `occurrence`-th token spelled `text` (0-based).
  func index(of text: String, _ occurrence: Int = 0) -> Int {
    let matches = tree.tokens.indices.filter { tree.text($0) == text }
    return matches[occurrence]
  }

  func text(_ range: Range<Int>) -> String { tree.text(range) }

  func declaration(named name: String) -> Declaration? {
    tree.declarations.first { $0.hasName && tree.text($0.name..<$0.nameEnd) == name }
  }
}

@Suite("Parser: the shapes of DESIGN.md §7")
struct ParserTests {
  @Test("a modifier call with a title, labelled arguments and two trailing closures")
  func alertWithTrailingClosures() throws {
    let s = Snippet(
      """
      Text("x")
        .alert("Delete \\(name)?", isPresented: $show) {
          Button("Delete", role: .destructive) { delete() }
        } message: {
          Text("This cannot be undone.")
        }
      """)
    let call = try #require(s.tree.call(at: s.index(of: "alert")))
    #expect(call.arguments.count == 2)
    #expect(call.arguments[0].label == nil)
    #expect(s.text(call.arguments[0].value) == "\"Delete \\(name)?\"")
    #expect(s.tree.text(call.arguments[1].label!) == "isPresented")
    #expect(s.text(call.arguments[1].value) == "$show")
    #expect(call.trailingClosures.count == 2)
    #expect(call.trailingClosures[1].label.map(s.tree.text) == "message")
    #expect(call.end == s.tree.tokens.count)
    #expect(s.tree.closure(call, labelled: "message") == call.trailingClosures[1].open)
    #expect(s.tree.argument(call, labelled: "isPresented") != nil)
  }

  @Test("closures passed as labelled arguments, and button forms")
  func closureArguments() throws {
    let s = Snippet(
      """
      view.confirmationDialog("Title", isPresented: $on, titleVisibility: .visible, actions: { Button("A") {} }, message: { Text("m") })
      Button(role: .destructive) { remove() } label: { Label("Remove", systemImage: "trash") }
      Button(action: confirmDelete) { Text("Delete") }
      Button("Save", action: save)
      """)
    let dialog = try #require(s.tree.call(at: s.index(of: "confirmationDialog")))
    #expect(dialog.arguments.count == 5)
    let actions = try #require(s.tree.closure(dialog, labelled: "actions"))
    #expect(s.tree.blockKinds[actions] == .closure)
    #expect(s.tree.closure(dialog, labelled: "message") != nil)

    let remove = try #require(s.tree.call(at: s.index(of: "Button", 1)))
    #expect(remove.trailingClosures.count == 2)
    #expect(s.tree.closure(remove, labelled: "label") == remove.trailingClosures[1].open)

    let confirm = try #require(s.tree.call(at: s.index(of: "Button", 2)))
    #expect(s.text(try #require(s.tree.argument(confirm, labelled: "action")).value) == "confirmDelete")
    let save = try #require(s.tree.call(at: s.index(of: "Button", 3)))
    #expect(save.trailingClosures.isEmpty && save.arguments.count == 2)
  }

  @Test("calls with no leading dot and on a receiver; a ( on the next line is not a call")
  func callForms() throws {
    let s = Snippet(
      """
      extension View {
        func errorAlert(_ error: Binding<Error?>) -> some View {
          alert("Error", isPresented: .constant(true)) { }
        }
      }
      struct M: ViewModifier {
        func body(content: Content) -> some View { content.sheet(item: $item) { ItemView(item: $0) } }
      }
      let a = f
      (b)
      """)
    #expect(s.tree.call(at: s.index(of: "alert")) != nil)
    let sheet = try #require(s.tree.call(at: s.index(of: "sheet")))
    #expect(s.tree.kind(sheet.name - 1) == .period && s.tree.text(sheet.name - 2) == "content")
    #expect(sheet.trailingClosures.count == 1)
    #expect(s.tree.call(at: s.index(of: "f")) == nil)
  }

  @Test("a modifier chain over many lines, with comments and #if blocks between links")
  func chainWithDirectives() throws {
    let s = Snippet(
      """
      Button("Delete") { show = true }
        // the trigger
        .accessibilityFocused($focus)
        #if os(iOS)
        .alert("A", isPresented: $show) { }
        #elseif os(macOS)
        .sheet(isPresented: $other) { Sheet() }
        #else
        .padding()
        #endif
        .bold
      """)
    let button = try #require(s.tree.call(at: s.index(of: "Button")))
    let links = s.tree.chain(after: button.end).map { s.tree.text($0.name) }
    #expect(links == ["accessibilityFocused", "alert", "sheet", "padding", "bold"])
  }

  @Test("#if inside a closure keeps every branch")
  func directivesInClosure() throws {
    let s = Snippet(
      """
      .alert("T", isPresented: $x) {
        #if os(iOS)
        Button("Cancel", role: .cancel) { }
        #else
        Button("Dismiss") { }
        #endif
      }
      """)
    let alert = try #require(s.tree.call(at: s.index(of: "alert")))
    let body = s.tree.topLevelTokens(in: alert.trailingClosures[0].open)
    let buttons = body.filter { s.tree.text($0) == "Button" }
    #expect(buttons.count == 2)
  }

  @Test("type declarations: qualified names, inheritance, members, body, nesting")
  func typeDeclarations() throws {
    let s = Snippet(
      """
      struct SettingsView: View, Equatable {
        struct Row<T>: View where T: Hashable { var body: some View { Text("r") } }
        var body: some View { Text("s") }
      }
      extension Outer.Inner: UIViewControllerRepresentable {}
      final class Model: ObservableObject { class func make() -> Model { Model() } }
      actor Store { }
      enum Copy { static let ok = "OK"; case a, b }
      protocol P { func f() -> Int; var x: Int { get } }
      """)
    let settings = try #require(s.declaration(named: "SettingsView"))
    #expect(settings.kind == .struct)
    #expect(settings.inheritance.map(s.text) == ["View", "Equatable"])
    #expect(s.tree.blockKinds[settings.body!] == .typeBody)

    let row = try #require(s.declaration(named: "Row"))
    #expect(row.inheritance.map(s.text) == ["View"])
    #expect(row.parent.map { s.tree.declarations[$0].name } == settings.name)

    let bodies = s.tree.declarations.filter { $0.hasName && s.text($0.name..<$0.nameEnd) == "body" }
    #expect(bodies.count == 2)
    #expect(bodies.allSatisfy { $0.body.map { s.tree.blockKinds[$0] } == .accessor })
    #expect(bodies.map { s.text($0.type!) } == ["some View", "some View"])

    let inner = try #require(s.declaration(named: "Outer.Inner"))
    #expect(inner.kind == .extension && inner.inheritance.map(s.text) == ["UIViewControllerRepresentable"])
    #expect(s.declaration(named: "Model")?.kind == .class)
    let make = try #require(s.declaration(named: "make"))
    #expect(make.kind == .function && make.isStatic && s.text(make.type!) == "Model")
    #expect(s.declaration(named: "Store")?.kind == .actor)
    let ok = try #require(s.declaration(named: "ok"))
    #expect(ok.isStatic && ok.isConstant && s.text(s.tree.initializer(of: ok)!) == "\"OK\"")
    #expect(s.declaration(named: "a")?.kind == .enumCase)

    let f = try #require(s.declaration(named: "f"))
    #expect(f.body == nil, "a protocol requirement has no body")
    let x = try #require(s.declaration(named: "x"))
    #expect(x.body.map { s.tree.blockKinds[$0] } == .accessor)
  }

  @Test("properties with attributes, wrappers with arguments and generics")
  func propertyWrappers() throws {
    let s = Snippet(
      """
      struct V: View {
        @Environment(\\.dismiss) private var dismiss
        @Environment(\\.presentationMode) var presentationMode: Binding<PresentationMode>
        @AccessibilityFocusState private var focus: Field?
        @FocusState var keyboard: Bool
        @State private(set) var items: [Item] = []
        @State private var resetTask: Task<Void, Never>?
        var handlers: Dictionary<String,
          Result<Int, Error>> = [:]
        @SwiftUI.State var qualified = 0
        static var preview: some View { V() }
        var body: some View { EmptyView() }
      }
      """)
    let dismiss = try #require(s.declaration(named: "dismiss"))
    #expect(dismiss.attributes.count == 1)
    #expect(s.text(dismiss.attributes[0].name..<dismiss.attributes[0].nameEnd) == "Environment")
    let argument = try #require(dismiss.attributes[0].arguments)
    #expect(s.text(argument..<(s.tree.partner(of: argument)! + 1)) == "(\\.dismiss)")
    #expect(s.text(dismiss.start..<dismiss.keyword) == "@Environment(\\.dismiss) private")

    let mode = try #require(s.declaration(named: "presentationMode"))
    #expect(s.text(mode.type!) == "Binding<PresentationMode>")
    let focus = try #require(s.declaration(named: "focus"))
    #expect(s.text(focus.attributes[0].name..<focus.attributes[0].nameEnd) == "AccessibilityFocusState")
    #expect(s.text(focus.type!) == "Field?")
    #expect(s.declaration(named: "keyboard")?.attributes.map { s.tree.text($0.name) } == ["FocusState"])
    let items = try #require(s.declaration(named: "items"))
    #expect(s.text(s.tree.initializer(of: items)!) == "[]" && s.text(items.type!) == "[Item]")
    // A comma or a line break inside generic arguments is part of the type.
    #expect(s.text(try #require(s.declaration(named: "resetTask")?.type)) == "Task<Void, Never>?")
    let handlers = try #require(s.declaration(named: "handlers"))
    #expect(s.text(handlers.type!) == "Dictionary<String,\n    Result<Int, Error>>")
    #expect(s.text(s.tree.initializer(of: handlers)!) == "[:]")
    let qualified = try #require(s.declaration(named: "qualified"))
    #expect(s.text(qualified.attributes[0].name..<qualified.attributes[0].nameEnd) == "SwiftUI.State")
    #expect(s.declaration(named: "preview")?.isStatic == true)
    #expect(s.tree.declarations.allSatisfy { $0.parent == 0 || $0.kind == .struct })
  }

  @Test("functions: operators, generics, effects, return types; init and subscript")
  func functions() throws {
    let s = Snippet(
      """
      struct S {
        init?(raw: String) { }
        func confirmDelete() { showDelete = true }
        static func == (a: S, b: S) -> Bool { true }
        func load<T: Decodable>(_ t: T.Type) async throws(LoadError) -> [T] where T: Sendable { [] }
        subscript(i: Int) -> Int { i }
        func make() -> some View {
          Button("x") { }
        }
        func table() -> Dictionary<String, [Int]> { [:] }
      }
      """)
    let initializer = try #require(s.tree.declarations.first { $0.kind == .initializer })
    #expect(s.tree.blockKinds[initializer.body!] == .functionBody)
    #expect(s.declaration(named: "confirmDelete")?.body != nil)
    #expect(s.declaration(named: "==")?.isStatic == true)
    let load = try #require(s.declaration(named: "load"))
    #expect(s.text(load.type!) == "[T]" && load.parameters != nil)
    #expect(s.tree.declarations.contains { $0.kind == .subscript && $0.body != nil })
    #expect(s.text(try #require(s.declaration(named: "make")?.type)) == "some View")
    #expect(s.text(try #require(s.declaration(named: "table")?.type)) == "Dictionary<String, [Int]>")
  }

  @Test("parameters: labels and `_`, attributes before the name, commas in generics, defaults")
  func parameters() throws {
    let s = Snippet(
      """
      extension View {
        func sheet<C: View>(
          _ title: String, isPresented: Binding<[String: Int]>, style: Dictionary<String, Int>,
          @ViewBuilder content: @escaping () -> C, onDismiss: (() -> Void)? = nil, count: Int = max(1, 2)
        ) -> some View { self }
        func row(for item: Item, tint: Color = .red, compact: Bool) -> some View { self }
      }
      Button("a") { }.sheet("t", isPresented: $p, style: [:]) { Text("c") }
      row(for: item, compact: true)
      row(for: item, compact: true, tint: .blue)
      """)
    let sheet = try #require(s.declaration(named: "sheet"))
    let parameters = s.tree.parameters(in: try #require(sheet.parameters))
    #expect(
      parameters.map { $0.label.map(s.tree.text) } == [nil, "isPresented", "style", "content", "onDismiss", "count"])
    #expect(parameters.map(\.hasDefault) == [false, false, false, false, true, true])
    #expect(
      parameters.map { s.text($0.type) } == [
        "String", "Binding<[String: Int]>", "Dictionary<String, Int>", "@escaping () -> C", "(() -> Void)?", "Int",
      ])
    #expect(
      parameters.map { s.tree.text($0.name) } == ["title", "isPresented", "style", "content", "onDismiss", "count"])
    let sheetCall = try #require(s.tree.call(at: s.index(of: "sheet", 1)))
    #expect(s.tree.parameters(takingArgumentsOf: sheetCall, in: s.tree, parameters: parameters) == [0, 1, 2])

    // Arguments go to parameters in order, passing over those with defaults; out of order, none.
    let row = s.tree.parameters(in: try #require(s.declaration(named: "row")?.parameters))
    #expect(row.map { s.tree.text($0.name) } == ["item", "tint", "compact"])
    let rowCall = try #require(s.tree.call(at: s.index(of: "row", 1)))
    #expect(s.tree.parameters(takingArgumentsOf: rowCall, in: s.tree, parameters: row) == [0, 2])
    let misordered = try #require(s.tree.call(at: s.index(of: "row", 2)))
    #expect(s.tree.parameters(takingArgumentsOf: misordered, in: s.tree, parameters: row) == nil)
    #expect(!s.tree.accepts(misordered, in: s.tree, parameters: row))
  }

  @Test("statement bodies are told apart from closures")
  func blockKinds() throws {
    let s = Snippet(
      """
      var body: some View {
        if show { Text("a") } else if other { Text("b") } else { Text("c") }
        ForEach(items) { item in Text(item.name) }
        guard let x = y else { return }
        for i in list where i > 0 { print(i) }
        switch x { case .a: break default: break }
        let v = items.first(where: { $0.ok })
      }
      """)
    func kindOfBrace(after word: String, _ occurrence: Int = 0) -> BlockKind {
      var k = s.index(of: word, occurrence)
      while s.tree.kind(k) != .leftBrace { k += 1 }
      return s.tree.blockKinds[k]
    }
    #expect(kindOfBrace(after: "if") == .statement)
    #expect(kindOfBrace(after: "else", 1) == .statement)
    #expect(kindOfBrace(after: "ForEach") == .closure)
    #expect(kindOfBrace(after: "guard") == .statement)
    #expect(kindOfBrace(after: "for") == .statement)
    #expect(kindOfBrace(after: "switch") == .statement)
    #expect(kindOfBrace(after: "where", 1) == .closure)
    #expect(s.tree.call(at: s.index(of: "show")) == nil, "a condition is not a trailing-closure call")
  }

  @Test("brackets opened in one #if branch and left open are abandoned at #else")
  func unbalancedDirectiveBranches() {
    let s = Snippet(
      """
      var body: some View {
        #if os(iOS)
        NavigationStack {
        #else
        VStack {
        #endif
          Text("x")
        }
      }
      """)
    let vstack = s.index(of: "{", 2)
    #expect(s.tree.partner(of: vstack) == s.index(of: "}", 0))
    #expect(s.tree.partner(of: s.index(of: "{", 0)) == s.index(of: "}", 1))
  }

  @Test("a statement goes on past a trailing comma and to a body opened on a line of its own")
  func statementsOverLines() {
    let s = Snippet(
      """
      func f() {
        if let a = x,
          !a.isEmpty
        {
          use(a)
        } else {
          skip()
        }
        run { value in
          use(value)
        }
        done()
      }
      """)
    let open = s.index(of: "{", 0)
    let starts = s.tree.statements(in: open).map { s.text($0.lowerBound..<($0.lowerBound + 1)) }
    #expect(starts == ["if", "run", "done"])
  }

  @Test("a trailing closure on a line of its own belongs to the call before it")
  func trailingClosuresOnTheirOwnLine() {
    let s = Snippet(
      """
      var body: some View {
        Button
        {
          save()
        } label: {
          Text("Save")
        }
        .keyboardShortcut(.defaultAction)
        Button(role: .cancel)
        {
          close()
        } label:
        {
          Text("Cancel")
        }
        Text("Done")
      }
      """)
    let open = s.index(of: "{", 0)
    let starts = s.tree.statements(in: open).map { s.text($0.lowerBound..<($0.lowerBound + 1)) }
    #expect(starts == ["Button", "Button", "Text"])
  }
}
