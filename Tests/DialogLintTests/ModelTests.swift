import DialogFacts
import SplitMix
import SwiftScan
import Testing

@testable import DialogModel

/// A project of `files` (path → source), with `localization` (path → contents) as its string tables.
private func project(_ files: [String: String], localization: [String: String] = [:]) -> DialogModel.Project {
  let sources = files.sorted { $0.key < $1.key }.map {
    SourceFile(path: $0.key, bytes: Array($0.value.utf8))
  }
  let tables = localization.map { LocalizationTable.Source(path: $0.key, bytes: Array($0.value.utf8)) }
  return DialogModel.Project(files: sources, localization: LocalizationTable(tables))
}

@Suite("Model: what the dialog model reads, and why it leaves something out")
struct ModelTests {
  static let overlay = """
    import SwiftUI

    extension View {
      func alert<Card: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Card) -> some View {
        overlay { if isPresented.wrappedValue { content() } }
      }
    }

    struct Inbox: View {
      @State private var showCard = false
      @State private var showLegacy = false
      @State private var showModern = false
      @Bindable var store: StoreOf<InboxFeature>

      var body: some View {
        List { Text("Mail") }
          .alert(isPresented: $showCard) { Text("Archived") }
          .alert(isPresented: $showLegacy) { Alert(title: Text("Couldn’t Archive")) }
          .alert("Archive all?", isPresented: $showModern) { Button("Archive") {} }
          .alert($store.scope(state: \\.alert, action: \\.alert))
          .confirmAlert(item: $store.pending)
          .onAppear { store.send(.alert(.dismiss)) }
      }
    }

    enum InboxAction { case alert(String) }

    #Preview {
      Text("Inbox").alert("Preview", isPresented: .constant(true)) {}
    }
    """

  /// A wrapper with the labels of SwiftUI's alert, which hands its arguments on to SwiftUI's.
  static let banner = """
    import SwiftUI

    extension View {
      func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
      }
    }
    """

  @Test("calls named like a dialog modifier that are not SwiftUI dialogs are listed, with the reason")
  func notDialogs() {
    let project = project(["App/Banner.swift": Self.banner, "App/Inbox.swift": Self.overlay])
    // In the wrapper's own body, a call with its labels is SwiftUI's: a function calling itself never returns.
    #expect(project.dialogs(in: 0).dialogs.map { project.line(of: $0.nameSpan) } == [5])
    let found = project.dialogs(in: 1)
    #expect(found.dialogs.map { project.line(of: $0.nameSpan) } == [18])
    let reasons = found.notDialogs.map { "\(project.line(of: $0.span)): \($0.reason)" }
    #expect(
      reasons == [
        "17: resolves to the repository's own alert(isPresented:content:) in App/Inbox.swift:4",
        "19: resolves to the repository's own alert(_:isPresented:actions:) in App/Banner.swift:4",
        "20: no isPresented:, item:, error: or presenting: argument, which every SwiftUI alert takes",
        "22: not a view's modifier (after \"(\"): an enum case, a static member or another value's function",
        "29: in preview code, which never ships",
      ])
  }

  @Test("an action that shows another dialog gives it its triggers, and always showing it returns no focus")
  func chainedDialogs() {
    let source = """
      import SwiftUI

      struct Account: View {
        @State private var confirm = false
        @State private var confirmAgain = false
        @State private var failed = false
        @State private var sheet = false

        var body: some View {
          Button("Delete") { confirm = true }
            .alert("Delete?", isPresented: $confirm) {
              Button("Continue") { goOn() }
              Button("Try") { Task { failed = true } }
              Button("Hide") { sheet = false }
            }
            .alert("Sure?", isPresented: $confirmAgain) { Button("Yes") {} }
            .alert("Failed", isPresented: $failed) { Button("OK") {} }
            .sheet(isPresented: $sheet) { Text("Sheet") }
        }

        private func goOn() { confirmAgain = true }
      }
      """
    let project = project(["App/Account.swift": source])
    let dialogs = project.dialogs(in: 0).dialogs
    #expect(dialogs[0].alert?.actions.all.map(\.showsDialog) == [true, false, false])
    #expect(dialogs[1].triggers.map { project.line(of: $0.span) } == [10])
    #expect(dialogs[1].shownAfter.map { project.line(of: $0) } == 11)
    // "Try" shows it from a Task, which may run later or not at all: the alert still follows.
    #expect(dialogs[2].triggers.map { project.line(of: $0.span) } == [10])
    #expect(dialogs[2].shownAfter.map { project.line(of: $0) } == 11)
  }

  @Test("a sheet's content type is the view its closure builds, not one a helper builds further in")
  func contentType() {
    let source = """
      import SwiftUI

      struct Filters: View {
        @State private var showAll = false
        @State private var showPicker = false

        var body: some View {
          List { Text("Filters") }
            .sheet(isPresented: $showAll) {
              NavigationStack { expandedList }
            }
            .sheet(isPresented: $showPicker) {
              NavigationStack { LevelPicker() }
            }
        }

        private var expandedList: some View {
          Form { LevelRow() }
        }
      }

      struct LevelPicker: View {
        var body: some View { LevelRow() }
      }

      struct LevelRow: View {
        var body: some View { Text("Level") }
      }
      """
    let project = project(["App/Filters.swift": source])
    let types = project.dialogs(in: 0).dialogs.map { $0.modal?.content?.contentType?.name }
    #expect(types == [nil, "LevelPicker"])
  }

  @Test(
    "a platform condition of #if is read per platform: os(…) is known, other tests may go either way",
    arguments: [
      ("#if os(iOS)", "#if os(iOS) || os(visionOS)", false),
      ("#if os(tvOS)", "#if !os(tvOS)", true),
      ("#if os(macOS)", "#if os(iOS)\n#elseif os(tvOS)\n#else", false),
      ("#if os(iOS)", "#if os(iOS)\n#elseif os(tvOS)\n#else", true),
      ("#if os(iOS) && DEBUG", "#if !os(iOS)", true),
      ("#if os(iOS) || DEBUG", "#if !os(iOS)", false),
      ("#if !(os(iOS) || os(tvOS))", "#if os(tvOS)", true),
      ("#if canImport(UIKit)", "#if os(macOS)", false),
    ])
  func platformConditions(first: String, second: String, exclusive: Bool) {
    let source = "\(first)\nlet a = 1\n#endif\n\(second)\nlet b = 2\n#endif\n"
    let project = project(["App/Flags.swift": source])
    let a = source.utf8.count - source.split(separator: "let a", maxSplits: 1)[1].utf8.count
    let b = source.utf8.count - source.split(separator: "let b", maxSplits: 1)[1].utf8.count
    #expect(project.structure(0).inExclusiveBranches(a, b) == exclusive)
  }

  @Test("a trigger's holder is the Menu or the row's context menu or swipe actions it is an item of")
  func triggerHolders() {
    let source = """
      import SwiftUI

      struct Inbox: View {
        @State private var showArchive = false
        @State private var showFlag = false
        @State private var showDelete = false
        @State private var showMove = false
        let messages: [Message]

        var body: some View {
          List {
            ForEach(messages) { message in
              Text(message.subject)
                .swipeActions { Button("Flag") { showFlag = true } }
                .contextMenu { Button("Delete") { showDelete = true } }
            }
          }
          .toolbar {
            Menu("More") { Button("Archive") { showArchive = true } }
            Button("Move") { showMove = true }
          }
          .alert("Archive all?", isPresented: $showArchive) {}
          .alert("Flag?", isPresented: $showFlag) {}
          .alert("Delete?", isPresented: $showDelete) {}
          .alert("Move?", isPresented: $showMove) {}
        }
      }
      """
    let project = project(["App/Inbox.swift": source])
    let holders = project.dialogs(in: 0).dialogs.map { $0.triggers.map(\.holder) }
    #expect(holders == [[.menu], [.swipeActions], [.contextMenu], [nil]])
  }

  @Test("a label a fix adds is written as its own file writes it, else as the app most often does")
  func wordingPerFile() {
    func screen(_ name: String, cancel: String) -> String {
      """
      import SwiftUI

      struct \(name): View {
        @State private var confirm = false

        var body: some View {
          Button("Remove") { confirm = true }
            .alert("Remove?", isPresented: $confirm) {
              Button("Remove", role: .destructive) {}
              Button(\(cancel), role: .cancel) {}
            }
        }
      }
      """
    }
    let app = project([
      "App/A.swift": screen("A", cancel: #""Cancel""#),
      "App/B.swift": screen("B", cancel: #"NSLocalizedString("Cancel", comment: "")"#),
      "App/C.swift": screen("C", cancel: #""Cancel""#),
      "App/D.swift": "import SwiftUI\n\nstruct D: View {\n  var body: some View { Text(\"D\") }\n}\n",
    ])
    let wording = Wording((0..<4).map { app.dialogs(in: $0) }, in: app)
    let written = (0..<4).map { try? wording.label("Cancel", in: $0, of: app).get() }
    #expect(written == [#""Cancel""#, #"NSLocalizedString("Cancel", comment: "")"#, #""Cancel""#, #""Cancel""#])
    // A cancel-role key no string table turns into words is the app's Cancel all the same.
    let keyed = project(["App/E.swift": screen("E", cancel: #""action.cancel""#)])
    let keyedWording = Wording([keyed.dialogs(in: 0)], in: keyed)
    #expect((try? keyedWording.label("Cancel", in: 0, of: keyed).get()) == #""action.cancel""#)
  }

  @Test("a dialog written with a deprecated API names it as messages do, and a modern one names none")
  func legacyAPIs() {
    let source = """
      import SwiftUI

      struct Drafts: View {
        @State private var showDiscard = false
        @State private var pending: Draft?
        @State private var showShare = false
        @State private var showModern = false

        var body: some View {
          Text("Draft")
            .alert(isPresented: $showDiscard) { Alert(title: Text("Discard?")) }
            .alert(item: $pending) { draft in Alert(title: Text(draft.title)) }
            .actionSheet(isPresented: $showShare) { ActionSheet(title: Text("Share"), buttons: [.cancel()]) }
            .alert("Discard?", isPresented: $showModern) {}
        }
      }
      """
    let project = project(["App/Drafts.swift": source])
    let apis = project.dialogs(in: 0).dialogs.map { $0.alert?.legacyAPI?.shown }
    #expect(apis == [".alert(isPresented:content:)", ".alert(item:content:)", ".actionSheet(…)", nil])
  }

  @Test("a button's red tint is the modifier that paints it red, and none for another colour")
  func redTints() {
    let source = """
      import SwiftUI

      struct Drafts: View {
        @State private var showDiscard = false

        var body: some View {
          Text("Draft")
            .alert("Discard?", isPresented: $showDiscard) {
              Button("Discard") {}.foregroundColor(.red)
              Button("Erase") {}.bold().tint(Color.red)
              Button("Keep") {}.foregroundStyle(.blue)
              Button("Later") {}
            }
        }
      }
      """
    let project = project(["App/Drafts.swift": source])
    let tints = project.dialogs(in: 0).dialogs.flatMap { ($0.alert?.actions.all ?? []).map(\.redTint) }
    #expect(tints == [.foregroundColor, .tint, nil, nil])
  }

  @Test("a sheet's content holds the places of every view type it builds, not the first few")
  func everyPlace() {
    let parts = (1...6).map { "struct Part\($0): View { var body: some View { Text(\"Line \($0)\") } }" }
    let source = """
      import SwiftUI

      struct Report: View {
        @State private var showParts = false

        var body: some View {
          Button("Parts") { showParts = true }
            .sheet(isPresented: $showParts) { VStack { Part1(); Part2(); Part3(); Part4(); Part5(); Part6() } }
        }
      }

      """ + parts.joined(separator: "\n")
    let project = project(["App/Report.swift": source])
    let lines = project.dialogs(in: 0).dialogs.first?.modal?.content?.visibleElements.map { project.line(of: $0) }
    #expect(lines == [11, 12, 13, 14, 15, 16])
  }

  @Test("every public type of the SwiftUI stand-in is one of SwiftUI's types in the vocabulary")
  func standInTypesAreKnown() throws {
    let standIn = try String(
      contentsOf: packageRoot.appendingPathComponent("Tests/SwiftUIStandIn/SwiftUI.swift"), encoding: .utf8)
    // Top-level declarations only: `Font.Weight` is not a type a view is built from.
    let declaration = try Regex(#"(?m)^(?:@\w+ )*public (?:struct|enum|class|protocol) ([A-Za-z]\w*)"#)
    let types = standIn.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
    #expect(types.count > 40)
    for name in types {
      #expect(SwiftUIVocabulary.isSDKType(name), "the stand-in declares \(name), which the vocabulary does not know")
    }
  }

  @Test("a sheet's content holds every reason it is unknown, once each; the explanation lists three")
  func everyReason() {
    let source = """
      import SwiftUI

      struct Report: View {
        @State private var showGauges = false

        var body: some View {
          Button("Gauges") { showGauges = true }
            .sheet(isPresented: $showGauges) { Gauges() }
        }
      }

      struct Gauges: View {
        var body: some View {
          VStack { Text("Gauges"); Dial {}; Meter {}; Dial {}; Needle {}; Bezel {}; Crown {} }
        }
      }
      """
    let project = project(["App/Report.swift": source])
    let reasons = project.dialogs(in: 0).dialogs.first?.modal?.content?.unknown
    let undeclared = ["Dial", "Meter", "Needle", "Bezel", "Crown"].map {
      "\($0) is declared in no scanned file and is handed a closure, which may close the modal"
    }
    #expect(reasons == undeclared.map { UnknownReason(reason: $0, facts: .closeControl) })
    let judge = { (_: ModalContent) in ContentVerdict(hasHeading: false, hasCloseControl: false) }
    let listed = project.explanation(of: 0, judge: judge).text.split(separator: "\n").filter {
      $0.contains("unknown (")
    }
    #expect(listed == undeclared.prefix(3).map { "    unknown (close control): \($0)" })
  }

  @Test(
    "an app's own method on a key of its string tables reads as the key's text, and nothing else does",
    arguments: [
      ("\"general_cancel\".loco()", nil),
      ("\"general_cancel\".loco", nil),
      ("\"general_cancel\".loco(count)", "\"general_cancel\".loco(count) is computed at run time"),
      ("\"Cancel\".uppercased()", "\"Cancel\".uppercased() is computed at run time"),
    ] as [(String, String?)])
  func appLocalizationMethod(expression: String, reason: String?) throws {
    let tables = ["App/en.lproj/Localizable.strings": "\"general_cancel\" = \"Cancel\";\n"]
    #expect(try Self.unknownReason(of: expression, localization: tables) == reason)
  }

  static let strings = """
    import SwiftUI

    enum L10n {
      static let archive = L10n.tr("Localizable", "inbox.archive")
      static var undo: String { return NSLocalizedString("inbox.undo", value: "Undo", comment: "") }
    }

    struct MessageRow {
      let subject: String
      var draftTitle = "Draft"

      func probe(sender: String?, message: Message) {
        _ = PROBE
      }
    }
    """

  @Test(
    "the resolver says in words why a text is unknown, and nothing when it is known",
    arguments: [
      ("\"Archive\"", nil),
      ("L10n.undo", nil),
      ("sender ?? \"Unknown Sender\"", nil),
      ("sender", "from the variable sender"),
      ("subject", "subject is set at run time"),
      ("draftTitle", "draftTitle is a var that may change"),
      ("message.subject", "message.subject is a property of a value known at run time"),
      ("L10n.delete", "L10n.delete is not declared in the scanned files"),
      ("L10n.archive", "key \"inbox.archive\" is in no Localizable.strings or .xcstrings"),
      ("\"inbox.flag\".localized", "key \"inbox.flag\" is in no Localizable.strings or .xcstrings"),
      ("String(format: \"%d new\", 3)", "String(…) is computed at run time"),
      (
        "sender ?? \"\"",
        "from the variable sender; the fallback after ?? is empty, a stand-in for a value that is always there"
      ),
    ] as [(String, String?)])
  func unknownReason(expression: String, reason: String?) throws {
    #expect(try Self.unknownReason(of: expression) == reason)
  }

  /// Why the resolver cannot tell the text of `expression`, written in `strings`' probe.
  static func unknownReason(of expression: String, localization: [String: String] = [:]) throws -> String? {
    let source = strings.replacing("PROBE", with: expression)
    let project = project(["Row.swift": source], localization: localization)
    let tree = SyntaxTree(Array(source.utf8))
    // The expression's tokens: those after `_ =` up to the end of the function.
    let equals = try #require(tree.tokens.indices.first { tree.kind($0) == .equal && tree.token($0 - 1, is: "_") })
    let end = try #require(tree.tokens.indices.first { $0 > equals && tree.tokens[$0].startsLine })
    return TextResolver(project: project).unknownReason(file: 0, (equals + 1)..<end, in: "MessageRow")
  }
}

@Suite("Model: a property's type read for the views it holds")
struct ResultTypeTests {
  @Test("an ASCII type's result reads byte by byte as the last piece between arrows, without whitespace, reads")
  func againstCharacters() {
    var random = SplitMix64(state: 0x7E5)
    let pieces = [
      "-", ">", "->", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "?", "()", "Content", "some", "View", "é", "\u{A0}",
    ]
    for n in 0..<5000 {
      let type = (0..<random.next(below: 9)).map { _ in pieces[random.next(below: n % 3 == 0 ? pieces.count : 14)] }
        .joined()
      let characters = type.split(separator: "->").last.map { $0.filter { !$0.isWhitespace } } ?? ""
      #expect(ContentWalker.resultType(type) == characters, "\(type.debugDescription)")
    }
    #expect(ContentWalker.holdsUnseenView("() -> some View"))
    #expect(ContentWalker.holdsUnseenView("Content ->"))
    #expect(!ContentWalker.holdsUnseenView("Content ->\t"))
    #expect(!ContentWalker.holdsUnseenView("(Content) -> Bool"))
  }

  @Test("an app's modifier that applies a view modifier building a button is no place for the focus binding")
  func modifierBuildingItsOwnControl() {
    let source = """
      import SwiftUI
      struct CloseButtonModifier: ViewModifier {
        let action: () -> Void
        func body(content: Content) -> some View {
          content.toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close", action: action) } }
        }
      }
      struct SwipeModifier: ViewModifier {
        let action: () -> Void
        func body(content: Content) -> some View { content.onTapGesture(count: 2, perform: action) }
      }
      extension View {
        func closeButton(action: @escaping () -> Void) -> some View { modifier(CloseButtonModifier(action: action)) }
        func doubleTap(action: @escaping () -> Void) -> some View { modifier(SwipeModifier(action: action)) }
      }
      struct Editor: View {
        @State private var showUnsaved = false
        @State private var showInfo = false
        var body: some View {
          Form { Text("A") }
            .closeButton { showUnsaved = true }
            .alert("Discard?", isPresented: $showUnsaved) { Button("Discard", role: .destructive) {} }
          Text("Info")
            .doubleTap { showInfo = true }
            .alert("Info", isPresented: $showInfo) { Button("OK") {} }
        }
      }
      """
    let dialogs = project(["App/Editor.swift": source]).dialogs(in: 0).dialogs
    #expect(dialogs.count == 2)
    guard dialogs.count == 2, let closing = dialogs[0].triggers.first, let tapping = dialogs[1].triggers.first else {
      return
    }
    guard case .unsafe(let reason) = closing.focusSlot else {
      Issue.record("the close button's focus slot is the Form")
      return
    }
    #expect(reason.contains(".closeButton(…)"))
    guard case .slot = tapping.focusSlot else {
      Issue.record("a double tap on the text is the text's own: its focus slot is on it")
      return
    }
  }
}
