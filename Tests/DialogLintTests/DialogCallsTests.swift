import DialogFacts
import SwiftScan
import Testing

@testable import DialogModel

/// What the per-file fact `DialogCalls` reads of a file's calls named like a dialog modifier.
@Suite("Syntax: calls named like a dialog modifier, read when the file is parsed")
struct DialogCallsTests {
  /// The 1-based line of `token` in `syntax`.
  private static func line(_ token: Int, in syntax: FileSyntax) -> Int {
    syntax.lines.lineIndex(of: Int(syntax.tree.tokens[token].start)) + 1
  }

  /// Each site as `line kind` for a modifier (`7 alert`, `9 alias:sheet`) or `line not: reason`.
  private static func sites(_ source: String, aliases: [String: Dialog.Kind] = [:]) -> [String] {
    let syntax = FileSyntax(Array(source.utf8), dialogAliases: aliases)
    return syntax.dialogCalls.sites.map { site in
      switch site {
      case .modifier(let modifier):
        return "\(line(modifier.call.name, in: syntax)) " + (modifier.isAlias ? "alias:" : "") + modifier.kind.rawValue
      case .notModifier(let name, let reason):
        return "\(line(name, in: syntax)) not: \(reason.prefix { $0 != ":" })"
      }
    }
  }

  @Test("modifiers after a value, a closing bracket, self and an #endif; not cases, statics or declarations")
  func modifiersAndOthers() {
    let source = """
      struct Inbox: View {
        @State private var ask = false
        var body: some View {
          List { Text("Mail") }
            .alert("Archive?", isPresented: $ask) { }
            .sheet(isPresented: $ask) { Text("A") }
          #if os(iOS)
            .fullScreenCover(isPresented: $ask) { Text("B") }
          #endif
            .popover(isPresented: $ask) { Text("C") }
            .onAppear { store.send(.alert(.dismiss)) }
        }
        func alert(_ text: String) {}
        func show() { Entry.alert("x"); self.confirmationDialog("Y", isPresented: $ask) { } }
      }
      enum Route { case alert(String) }
      """
    #expect(
      Self.sites(source) == [
        "5 alert", "6 sheet", "8 fullScreenCover", "10 popover",
        "11 not: not a view's modifier (after \"(\")", "14 not: not a view's modifier (after \"Entry\")",
        "14 confirmationDialog",
      ])
  }

  @Test("a bare call starts a statement in a view extension; a team's alias is read as its kind")
  func bareCallsAndAliases() {
    let source = """
      extension View {
        func deleteAlert(isPresented: Binding<Bool>) -> some View {
          alert("Delete?", isPresented: isPresented) { }
        }
      }
      struct Row: View {
        @State var ask = false
        var body: some View { Text("Row").confirmDelete(isPresented: $ask) { } }
      }
      func helper() { alert("x") }
      """
    #expect(
      Self.sites(source, aliases: ["confirmDelete": .confirmationDialog])
        == ["3 alert", "8 alias:confirmationDialog", "10 not: not a view's modifier (after \"{\")"])
  }

  @Test("an overlay posing as a dialog: a dialog-named condition in a layering container, holding a button")
  func fauxDialogs() {
    let source = """
      struct Home: View {
        @State var showAlert = false
        @State var isLoading = false
        var body: some View {
          ZStack {
            Text("Home")
            if showAlert { VStack { Text("Sure?"); Button("OK") { showAlert = false } } }
            if isLoading { Button("Stop") { } }
          }
          .overlay { if model.isPopupVisible { Text("Tip").accessibilityAddTraits(.isModal); Button("X") { } } }
        }
      }
      """
    let syntax = FileSyntax(Array(source.utf8), dialogAliases: [:])
    let conditions = syntax.fauxDialogs.sites.map { site in
      "\(Self.line(site.ifToken, in: syntax)) \(site.condition) in " + syntax.tree.text(site.container)
    }
    #expect(conditions == ["7 showAlert in ZStack"])
  }

  @Test("a file that may hold no dialog reads none")
  func noAliasesNoCalls() {
    let source = "ZStack { if showAlert { Button(\"A\") { } } }.alert(\"B\", isPresented: $c) { }"
    let syntax = FileSyntax(Array(source.utf8))
    #expect(syntax.dialogCalls.sites.isEmpty && syntax.fauxDialogs.sites.isEmpty)
  }
}
