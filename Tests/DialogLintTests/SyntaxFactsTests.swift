import DialogFacts
import SwiftScan
import Testing

@testable import DialogModel

/// What the syntax layer reads of small inputs, so that a change to a reader shows here, not only
/// in the end-to-end findings it feeds.
@Suite("Syntax: expressions, #if items, legacy buttons, modifier bindings and .onChange handlers")
struct SyntaxFactsTests {
  /// The tree of `source`, and the tokens of the expression after the first `=` up to the end of
  /// that line.
  private static func expression(_ source: String) -> (SyntaxTree, Range<Int>) {
    let tree = SyntaxTree(Array(source.utf8))
    let equal = tree.tokens.indices.first { tree.kind($0) == .equal }!
    let end = tree.tokens.indices.first { $0 > equal && tree.tokens[$0].startsLine } ?? tree.tokens.count
    return (tree, (equal + 1)..<end)
  }

  @Test(
    "text expressions by shape",
    arguments: [
      ("let a = \"Delete\"\n", "literal Delete"),
      ("let a = name ?? \"Guest\"\n", "coalescing name"),
      ("let a = \"key\".localized\n", "member localized bare"),
      ("let a = \"key\".loco()\n", "member loco bare"),
      ("let a = \"key\".localized(with: x)\n", "member localized"),
      ("let a = L10n.tr(\"Localizable\", \"ok\")\n", "call L10n.tr"),
      ("let a = L10n.Alert.ok\n", "constant L10n.Alert.ok"),
      ("let a = items.count + 1\n", "computed items.count + 1"),
      ("let a = Text(\"OK\") { }\n", "computed Text(\"OK\") { }"),
    ])
  func textExpressions(source: String, expected: String) {
    let (tree, range) = Self.expression(source)
    let shape: String
    switch tree.textExpression(range) {
    case .literal(let literal)?: shape = "literal \(literal.value)"
    case .coalescing(_, _, let left)?: shape = "coalescing \(left)"
    case .literalMember(_, let member, let bare, _)?: shape = "member \(member)" + (bare ? " bare" : "")
    case .call(let path, _)?: shape = "call \(path.joined(separator: "."))"
    case .constant(let path)?: shape = "constant \(path.joined(separator: "."))"
    case .computed(let source)?: shape = "computed \(source)"
    case nil: shape = "none"
    }
    #expect(shape == expected)
  }

  @Test(
    "legacy values by shape",
    arguments: [
      ("let a = try? Alert(title: Text(\"A\"))\n", "legacy"),
      ("let a = SwiftUI.ActionSheet(title: Text(\"A\"))\n", "legacy"),
      ("let a = flag ? errorAlert : Alert(title: Text(\"A\"))\n", "either"),
      ("let a = Alert(title: Text(\"A\")).padding\n", "partial"),
      ("let a = await makeAlert()\n", "other makeAlert()"),
    ])
  func legacyValues(source: String, expected: String) {
    let (tree, range) = Self.expression(source)
    let shape: String
    switch tree.legacyValueExpression(range) {
    case .legacyValue?: shape = "legacy"
    case .either?: shape = "either"
    case .partialLegacyValue?: shape = "partial"
    case .other(let range)?: shape = "other \(tree.text(range))"
    case nil: shape = "none"
    }
    #expect(shape == expected)
  }

  @Test("#if blocks are one item each, nested ones inside their branch")
  func statementItems() {
    let source = """
      func f() {
          a()
          #if os(iOS)
          b()
          #if DEBUG
          c()
          #endif
          #elseif os(macOS)
          d()
          #endif
          e()
      }
      """
    let tree = SyntaxTree(Array(source.utf8))
    let open = tree.tokens.indices.first { tree.kind($0) == .leftBrace }!
    let items = tree.statementItems(tree.statements(in: open)).map { item in
      switch item {
      case .statement(let range): return tree.text(range)
      case .conditional(let branches, let hasElse):
        return "#if \(branches.map(\.count)) else: \(hasElse)"
      }
    }
    #expect(items == ["a()", "#if [4, 1] else: false", "e()"])
  }

  @Test("legacy buttons: labelled ones in order, backticks allowed; a buttons: array only whole")
  func legacyButtons() {
    func buttons(_ value: String) -> [String]? {
      let tree = SyntaxTree(Array("let a = \(value)\n".utf8))
      let k = tree.tokens.indices.first { tree.token($0, is: .alert) || tree.token($0, is: .actionSheet) }!
      return tree.legacyButtonExpressions(of: tree.call(at: k)!)?.map { tree.text($0) }
    }
    #expect(
      buttons("Alert(title: t, primaryButton: .default(a), secondaryButton: .cancel())")
        == [".default(a)", ".cancel()"])
    #expect(buttons("Alert(title: t, `dismissButton`: .default(a))") == [".default(a)"])
    #expect(buttons("ActionSheet(title: t, buttons: [.default(a), .cancel()])") == [".default(a)", ".cancel()"])
    #expect(buttons("ActionSheet(title: t, buttons: [.cancel()] + more)") == nil)
    #expect(buttons("ActionSheet(title: t, buttons: makeButtons())") == nil)
  }

  @Test("a dialog modifier's binding: the first of SwiftUI's labels, else an alias's first $ argument")
  func modifierBindings() {
    let source = """
      struct V: View {
          var body: some View {
              Text("A")
                  .sheet(item: $item, onDismiss: reset) { Text("B") }
                  .alert("Error", isPresented: $showError, presenting: error) { _ in }
                  .confirm(title: "Sure?", $isAsking) { }
                  .confirm(title: "Sure?", show: $isAsking2) { }
      }
      }
      """
    let syntax = FileSyntax(Array(source.utf8), dialogAliases: ["confirm": .confirmationDialog])
    let bindings = syntax.dialogCalls.sites.compactMap { site -> String? in
      guard case .modifier(let modifier) = site else { return nil }
      let binding = modifier.binding.map { "\($0.kind.rawValue) \($0.written)" } ?? "none"
      return "\(modifier.name): \(binding) [\(modifier.labels.sorted().joined(separator: ","))]"
    }
    #expect(
      bindings == [
        "sheet: item $item [item,onDismiss]",
        "alert: isPresented $showError [isPresented,presenting]",
        "confirm: isPresented $isAsking [title]",
        "confirm: isPresented $isAsking2 [show,title]",
      ])
  }

  @Test(".onChange(of:) handlers: what each watches, its form and its body")
  func changeHandlers() {
    let source = """
      struct V: View {
          var body: some View {
              Text("A")
                  .onChange(of: selection == nil) { isClosed in reset() }
                  .onChange(of: model.query) { old, new in search() }
                  .onChange(of: isShown, perform: reset)
                  .onChange(of: count) { }
                  .onChange(of: other)
      }
      }
      """
    let handlers = FileSyntax(Array(source.utf8)).changeHandlers
    let read = handlers.handlers.map { handler in
      let body: String
      switch handler.body {
      case .closure: body = "closure"
      case .function: body = "function"
      case .none, .unknown: body = "other"
      }
      let path = handler.watchedPath?.joined(separator: ".") ?? "-"
      return "\(handler.watched) \(path) \(handler.form == .perform ? "perform" : "oldAndNew") \(body)"
    }
    #expect(
      read == [
        "selection==nil - perform closure",
        "model.query model.query oldAndNew closure",
        "isShown isShown perform function",
        "count count oldAndNew closure",
      ])
    #expect(handlers.forms == [.perform, .oldAndNew])
  }

  @Test(
    "legacy rewrite: a button's action besides its label",
    arguments: [
      ("let a = .default(Text(\"A\"), action: delete)\n", "value delete"),
      ("let a = .default(Text(\"A\")) { delete() }\n", "value { delete() }"),
      ("let a = .cancel(reset)\n", "value reset"),
      ("let a = .cancel()\n", "none"),
      ("let a = .cancel(nil)\n", "none"),
      ("let a = .destructive(Text(\"A\"), role: r)\n", "unread"),
      ("let a = .default(Text(\"A\"), action: a) { b() }\n", "unread"),
    ])
  func legacyButtonActions(source: String, expected: String) {
    let (tree, range) = Self.expression(source)
    let (call, _, title) = tree.legacyButton(range)!
    switch tree.legacyButtonAction(call, title: title) {
    case .unread: #expect(expected == "unread")
    case .none: #expect(expected == "none")
    case .value(let value): #expect("value \(tree.text(value))" == expected)
    }
  }

  @Test(
    "legacy rewrite: the string argument of a plain Text title",
    arguments: [
      ("let a = Text(\"Delete\")\n", "\"Delete\""),
      ("let a = SwiftUI.Text(NSLocalizedString(\"k\", comment: \"\"))\n", "NSLocalizedString(\"k\", comment: \"\")"),
      ("let a = Text(String(localized: \"k\"))\n", "String(localized: \"k\")"),
      ("let a = Text(verbatim: name)\n", "name"),
      ("let a = Text(verbatim: \"x\")\n", "-"),
      ("let a = Text(title)\n", "-"),
      ("let a = Text(\"A\").bold()\n", "-"),
    ])
  func plainTextArguments(source: String, expected: String) {
    let (tree, range) = Self.expression(source)
    #expect(tree.plainTextArgument(range).map { tree.text($0) } ?? "-" == expected)
  }

  @Test(
    "a call of the type's own function, not its declaration or another value's",
    arguments: [
      ("reload()", true), ("self.reload()", true), ("func reload()", false), ("model.reload()", false),
      ("action: reload", false),
    ])
  func ownFunctionCalls(source: String, expected: Bool) {
    let tree = SyntaxTree(Array("\(source)\n".utf8))
    let k = tree.tokens.indices.first { tree.token($0, is: "reload") }!
    #expect(tree.callsOwnFunction(at: k) == expected)
  }

  @Test(
    "action statements by shape",
    arguments: [
      ("if on { Button(\"A\") {} } else { Text(\"B\") }", "branching 2 exhaustive"),
      ("if on { Button(\"A\") {} }", "branching 1"),
      ("switch mode { case .a: Button(\"A\") {} default: EmptyView() }", "branching 2 exhaustive"),
      ("let count = 1", "nothing"),
      ("return SwiftUI.Toggle(\"T\", isOn: $on)", "named Toggle call member Toggle"),
      ("`Button`(\"C\") {}", "named `Button` call member Button"),
      ("self.buttons(for: item)", "named self member buttons"),
      ("deleteButtons", "named deleteButtons member deleteButtons"),
      ("42", "unreadable 42"),
    ])
  func actionStatements(statement: String, expected: String) {
    let tree = SyntaxTree(Array("let actions = {\n\(statement)\n}\n".utf8))
    let open = tree.tokens.indices.first { tree.kind($0) == .leftBrace }!
    let shape: String
    switch tree.statements(in: open).first.map(tree.actionStatement) {
    case .nothing?: shape = "nothing"
    case .branching(let bodies, let isExhaustive)?:
      shape = "branching \(bodies.count)" + (isExhaustive ? " exhaustive" : "")
    case .unreadable(let written)?: shape = "unreadable \(written)"
    case .named(let view)?:
      shape =
        "named \(view.written)" + (view.call == nil ? "" : " call") + (view.memberName.map { " member \($0)" } ?? "")
    case nil: shape = "no statement"
    }
    #expect(shape == expected)
  }

  @Test("views built in content: where each stands, and its call")
  func builtViews() {
    let source = """
      struct V: View {
          var body: some View {
              VStack {
                  Row()
                  let row = Other(x: 1)
                  Text("A").modifier(Close())
                  Module.Nested()
                  Spacer(minLength: Gap())
                  Plain
              }
          }
      }
      """
    let tree = SyntaxTree(Array(source.utf8))
    let read = ["Row", "Other", "Close", "Nested", "Gap", "Plain"].map { name in
      let k = tree.tokens.indices.first { tree.text($0) == name }!
      let built = tree.builtView(at: k, qualified: name == "Nested")
      let place = built.place.map { "\($0)" } ?? "none"
      return "\(name) \(place)" + (built.call == nil ? "" : " call")
    }
    #expect(
      read == [
        "Row shown call", "Other localValue call", "Close modifierArgument call", "Nested shown call", "Gap none call",
        "Plain shown",
      ])
  }

  @Test(
    "how a name stands: declared, a label, named in code, called, handed on as a binding",
    arguments: [
      ("func delete() {}", "declaredFunction"),
      ("var delete = 1", "declared"),
      ("case delete", "declared"),
      ("Row(delete: x)", "label"),
      ("delete()", "called named"),
      ("action: delete", "named"),
      ("Toggle(isOn: $delete)", "named binding"),
      ("Sheet(isShown: $delete.animation())", "named binding"),
      ("print($delete.wrappedValue)", "named"),
    ])
  func nameUses(source: String, expected: String) {
    let tree = SyntaxTree(Array("\(source)\n".utf8))
    let k = tree.tokens.indices.first { tree.token($0, isName: "delete") || tree.token($0, isName: "$delete") }!
    var uses: [String] = []
    if tree.isDeclaredFunctionName(k) { uses.append("declaredFunction") }
    if !tree.isDeclaredFunctionName(k) && !tree.isNamedInCode(k) {
      uses.append(tree.kind(k + 1) == .colon ? "label" : "declared")
    }
    // A declaration is followed by its parameters: called only where it is named in code.
    if tree.isNamedInCode(k) {
      if tree.isCalledWithArguments(k) { uses.append("called") }
      uses.append("named")
    }
    if tree.token(k, isName: "$delete"), tree.isWholeBinding(k) { uses.append("binding") }
    #expect(uses.joined(separator: " ") == expected)
  }

  @Test("a row builder's data, and the modifiers before an #if in a chain")
  func rowsAndChains() {
    let source = """
      ForEach(store.items) { item in
        Button("A") {}
          .contextMenu { Text("M") }
        #if os(iOS)
          .swipeActions { Text("S") }
        #endif
      }
      List { Text("B") }
      """
    let tree = SyntaxTree(Array(source.utf8))
    var owners: [ClosureOwner] = []
    let button = tree.tokens.indices.first { tree.token($0, isName: "Button") }!
    tree.forEachEnclosingClosure(of: button) { _, owner in
      owners.append(owner)
      return true
    }
    let rows = owners.compactMap { tree.rowBuilder(owning: $0) }
    #expect(rows.map { tree.text($0.data) } == ["store.items"])
    #expect(owners.map(tree.buildsRowsOrMenuItems) == [true])
    let list = tree.tokens.indices.first { tree.token($0, isName: "List") }!
    var listOwners: [ClosureOwner] = []
    tree.forEachEnclosingClosure(of: list + 2) { _, owner in
      listOwners.append(owner)
      return true
    }
    #expect(listOwners.map(tree.buildsRowsOrMenuItems) == [false])
    let call = tree.call(at: button)!
    #expect(tree.chainBeforeDirective(after: call).map { tree.text($0.name) } == ["contextMenu"])
    #expect(tree.chain(afterCallAt: button).map { tree.text($0.name) } == ["contextMenu", "swipeActions"])
  }
}
