import DialogFacts
import Foundation
import SwiftScan
import Testing

@testable import DialogLintCLI
@testable import DialogModel

@Suite("Type index: lookups over lazily parsed files")
struct TypeIndexTests {
  /// Every fixture, as the CLI reads it, with some files declaring types under one name in
  /// different folders.
  static let files: [SourceFile] = {
    let walker = FileManager.default.enumerator(atPath: packageRoot.path + "/Fixtures")
    var paths: [String] = []
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".swift") { paths.append("Fixtures/" + path) }
    }
    var files = paths.sorted().map { path in
      SourceFile(
        path: path, bytes: Array(FileManager.default.contents(atPath: packageRoot.path + "/" + path) ?? Data()))
    }
    // Names the index must compare as strings: spaced, backticked, non-ASCII, nested, dotted.
    let tricky = """
      extension Outer . Inner { static let spaced = 1 }
      enum Café { case crème; enum Menu { static let e\u{301} = 2 } }
      extension Cafe\u{301}.Menu { func tapped() {} }
      struct `Quoted` { var `default` = 0; struct Nested { enum Deeper { case x } } }
      extension Quoted.Nested.Deeper { static func make() -> Self { .x } }
      """
    files.append(SourceFile(path: "App/Tricky.swift", bytes: Array(tricky.utf8)))
    let shared =
      "struct Shared { static let title = \"A\"; func helper() {} }\nenum L10n { enum Alert { static let ok = \"OK\" } }\n"
    for folder in ["App/Sources/Feature", "App/Sources/Other", "Package/Sources"] {
      files.append(SourceFile(path: "\(folder)/Shared.swift", bytes: Array(shared.utf8)))
    }
    return files
  }()

  @Test(
    "apps scanned side by side never mean each other's declarations, string tables or platforms"
  )
  func workspacesSideBySide() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dialoglint-workspaces-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "Overlays/Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(name: "Overlays", targets: [.target(name: "Overlays")])
      """,
      "Overlays/Sources/Overlays/Alert.swift": """
      import SwiftUI

      extension View {
        func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View) -> some View {
          overlay { if isPresented.wrappedValue { VStack { Text(title); actions() } } }
        }
      }
      """,
      "Overlays/Sources/Overlays/en.lproj/Localizable.strings": "\"trash.empty\" = \"Delete\";\n",
      "Notes/Notes.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
      // A Mac app: its sheet never needs to scroll for Dynamic Type, whatever the other app imports.
      "Desk/Desk.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
      "Desk/Desk/AboutView.swift": """
      import AppKit
      import SwiftUI

      struct AboutView: View {
        @State private var isShowingCredits = false
        @AccessibilityFocusState private var isCreditsFocused: Bool

        var body: some View {
          Button("Credits") { isShowingCredits = true }
            .accessibilityFocused($isCreditsFocused)
            .sheet(isPresented: $isShowingCredits, onDismiss: { isCreditsFocused = true }) {
              VStack {
                Text("Credits").font(.title).accessibilityAddTraits(.isHeader)
                Text("Made by the Desk team.")
                Button("Close") { isShowingCredits = false }
              }
            }
        }
      }
      """,
      // The key reads "Delete" only in the other app's table: here it is no destructive word.
      "Notes/Notes/TrashView.swift": """
      import SwiftUI

      struct TrashView: View {
        @State private var isAsking = false
        @AccessibilityFocusState private var isEmptyFocused: Bool

        var body: some View {
          Button("Empty Trash") { isAsking = true }
            .accessibilityFocused($isEmptyFocused)
            .confirmationDialog("Empty the trash?", isPresented: $isAsking) {
              Button("trash.empty") { isEmptyFocused = true }
              Button("Cancel", role: .cancel) { isEmptyFocused = true }
            }
        }
      }
      """,
      "Notes/Notes/NoteView.swift": """
      import SwiftUI
      import UIKit

      struct NoteView: View {
        @State private var isConfirming = false

        var body: some View {
          Button("Delete Note") { isConfirming = true }
            .alert("Delete this note?", isPresented: $isConfirming) {
              Button("OK") {}
            }
        }
      }
      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    func findings(_ folder: String) -> [String] {
      analyze(found: discover(root.appendingPathComponent(folder).path)).findings.map { finding in
        "\(finding.location.path.split(separator: "/").suffix(2).joined(separator: "/")):\(finding.location.start.line) \(finding.ruleID)"
      }
    }
    #expect(findings("Notes") == ["Notes/NoteView.swift:9 alert-focus-return"])
    #expect(findings("Desk") == [])
    #expect(findings("") == findings("Notes"))
    // A workspace around both makes them one app, whose package's modifier the call means and
    // whose table says what the key reads.
    let workspace = root.appendingPathComponent("Notes.xcworkspace")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    #expect(
      findings("")
        == ["Notes/TrashView.swift:11 missing-destructive-role", "Desk/AboutView.swift:11 modal-not-scrollable"]
        .sorted())
    try FileManager.default.removeItem(at: workspace)
    // In one app, its own modifier is what the call means.
    try FileManager.default.moveItem(
      at: root.appendingPathComponent("Overlays/Sources/Overlays/Alert.swift"),
      to: root.appendingPathComponent("Notes/Notes/Alert.swift"))
    #expect(findings("Notes") == [])
  }

  @Test(
    "each lookup (types, members, statics, functions) from any file finds what an index over every file's declarations finds, in order"
  )
  func sameAsEveryFile() {
    let project = DialogModel.Project(files: Self.files)
    var types: [String: [DeclarationRef]] = [:]
    var members: [String: [String: [DeclarationRef]]] = [:]
    var statics: [String: [(ref: DeclarationRef, type: String)]] = [:]
    for (file, source) in Self.files.enumerated() {
      let declarations = Reference(source.tree)
      for (name, indices) in declarations.types {
        types[name, default: []] += indices.map { DeclarationRef(file: file, index: $0) }
      }
      for (type, byName) in declarations.members {
        for (name, indices) in byName {
          members[type, default: [:]][name, default: []] += indices.map { DeclarationRef(file: file, index: $0) }
        }
      }
      for (_, byName) in declarations.statics {
        for (name, found) in byName {
          statics[name, default: []] += found.map { (DeclarationRef(file: file, index: $0.index), $0.type) }
        }
      }
    }
    // Every lookup asked from files in different folders.
    let askers = Array(stride(from: 0, to: Self.files.count, by: 5)) + Array(Self.files.indices.suffix(4))
    for from in askers {
      for (name, refs) in types {
        let expected = project.index.nearest(refs.sorted { ($0.file, $0.index) < ($1.file, $1.index) }, to: from)
        #expect(project.index.declarations(ofType: name, from: from) == expected, "\(name)")
      }
      for (type, byName) in members {
        let all = byName.mapValues { refs in
          project.index.nearest(refs.sorted { ($0.file, $0.index) < ($1.file, $1.index) }, to: from)
        }
        // All members asked before the single ones from half the files, after them from the others.
        if from % 2 == 1 { #expect(project.index.members(ofType: type, from: from) == all, "\(type)") }
        for (name, refs) in byName {
          #expect(project.index.members(named: name, ofType: type, from: from) == all[name], "\(type).\(name)")
          let functions = project.index.nearest(
            refs.filter { project.declaration($0).kind == .function }.sorted {
              ($0.file, $0.index) < ($1.file, $1.index)
            },
            to: from)
          #expect(
            project.index.functions(named: name, ofType: type, from: from) == functions, "\(type).\(name)()")
        }
        #expect(project.index.members(ofType: type, from: from) == all, "\(type)")
      }
      // Each static member by its whole path and by its type's last name alone.
      for (member, found) in statics {
        for type in Set(found.map(\.type)) {
          for path in Set(["\(type).\(member)", "\(type.split(separator: ".").last!).\(member)"]) {
            let typePath = path.split(separator: ".").dropLast()
            let expected = found.filter { candidate in
              let type = candidate.type.split(separator: ".")
              return type.count >= typePath.count && type.suffix(typePath.count).elementsEqual(typePath)
            }.map(\.ref).sorted { ($0.file, $0.index) < ($1.file, $1.index) }
            #expect(
              project.index.staticMembers(at: path, from: from) == project.index.nearest(expected, to: from), "\(path)")
          }
        }
      }
    }
  }

  @Test("a file's declarations read for one name are those a table of all its names holds")
  func fileDeclarations() {
    for source in Self.files {
      let reference = Reference(source.tree)
      let declarations = FileDeclarations(tree: source.tree)
      for (name, indices) in reference.types {
        #expect(declarations.types(named: name) == indices, "\(source.path): \(name)")
      }
      for (type, members) in reference.members {
        #expect(declarations.members(ofType: type) == members, "\(source.path): \(type)")
        let statics = declarations.statics(ofType: type).mapValues { $0.map { "\($0.index) \($0.type)" } }
        let expected = (reference.statics[type] ?? [:]).mapValues { $0.map { "\($0.index) \($0.type)" } }
        #expect(statics == expected, "\(source.path): static \(type)")
      }
    }
  }

  /// Every type and member of a file by name, built in one pass over its declarations: what
  /// `FileDeclarations` must answer for each name.
  struct Reference {
    var types: [String: [Int]] = [:]
    var members: [String: [String: [Int]]] = [:]
    var statics: [String: [String: [(index: Int, type: String)]]] = [:]

    init(_ tree: SyntaxTree) {
      var typeNames: [(qualified: String, simple: String)?] = Array(repeating: nil, count: tree.declarations.count)
      for (index, declaration) in tree.declarations.enumerated() where declaration.hasName {
        let parentNames = declaration.parent.flatMap { typeNames[$0] }
        let name = tree.text(declaration.name..<declaration.nameEnd)
        if declaration.isType {
          let qualified = declaration.kind == .extension ? name : parentNames.map { "\($0.qualified).\(name)" } ?? name
          let simple = String(name.split(separator: ".").last ?? Substring(name))
          typeNames[index] = (qualified, simple)
          types[simple, default: []].append(index)
          if qualified != simple { types[qualified, default: []].append(index) }
          continue
        }
        guard let parent = declaration.parent, let parentNames else { continue }
        members[parentNames.simple, default: [:]][name, default: []].append(index)
        if declaration.isStatic || declaration.kind == .enumCase || tree.declarations[parent].kind == .enum {
          statics[parentNames.simple, default: [:]][name, default: []].append((index, parentNames.qualified))
        }
      }
    }
  }

  @Test("a type declared in several folders resolves to the nearest; static paths match on their last names")
  func nearestAndStatic() throws {
    let project = DialogModel.Project(files: Self.files)
    let last = Self.files.count - 1
    let shared = project.index.declarations(ofType: "Shared", from: last)
    #expect(shared.map(\.file) == [last])
    #expect(project.index.declarations(ofType: "Shared", from: last - 2).map(\.file) == [last - 2])
    #expect(project.index.staticMembers(at: "L10n.Alert.ok", from: last).map(\.file) == [last])
    #expect(project.index.staticMembers(at: "Alert.ok", from: last).map(\.file) == [last])
    #expect(project.index.staticMembers(at: "ok", from: last).isEmpty)
    #expect(project.index.staticMembers(at: "Other.Alert.ok", from: last).isEmpty)
  }

  @Test("a lookup reads the files nearest to the asking file first, and the farther ones only when it must")
  func readsNearestFirst() {
    let sources = [
      ("App/Feature/AlbumView.swift", "struct AlbumView { var album: Album }"),
      ("App/Feature/Album.swift", "struct Album { var title = \"\" }"),
      ("App/Other/Album+Cover.swift", "extension Album { var cover: String { \"\" } }"),
      ("Other/Album.swift", "struct Album { var cover = \"\"; var year = 0 }"),
      ("Other/Alert.swift", "struct Alert { static let ok = \"\" }"),
      ("Resources/L10n.swift", "enum L10n { enum Alert { static let ok = \"OK\" } }"),
    ]
    let read = ReadFiles()
    let files = sources.map { path, text in
      SourceFile(path: path, bytes: Array(text.utf8), options: ModelOptions()) {
        read.add(path)
        return .success(Array(text.utf8))
      }
    }
    let index = DialogModel.Project(files: files).index
    #expect(index.declarations(ofType: "Album", from: 0).map(\.file) == [1])
    #expect(read.paths == ["App/Feature/Album.swift"])
    // `cover` is not in the nearest folder: the next one has it, and the other app is never read.
    #expect(index.members(named: "cover", ofType: "Album", from: 0).map(\.file) == [2])
    #expect(index.members(named: "title", ofType: "Album", from: 0).map(\.file) == [1])
    #expect(!read.paths.contains("Other/Album.swift"))
    // A name no file declares reads them all; every member as seen from the view, nearest first.
    #expect(index.members(named: "year", ofType: "Album", from: 0).map(\.file) == [3])
    #expect(
      index.members(ofType: "Album", from: 0).mapValues { $0.map(\.file) } == ["title": [1], "cover": [2], "year": [3]])
    // Only files that declare both names can declare `L10n.Alert`.
    #expect(index.staticMembers(at: "L10n.Alert.ok", from: 0).map(\.file) == [5])
    #expect(!read.paths.contains("Other/Alert.swift"))
    #expect(index.staticMembers(at: "Alert.ok", from: 0).map(\.file) == [4, 5])
  }

  /// The paths of the files read again, in order.
  final class ReadFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [String] = []
    var paths: [String] { lock.withLock { read } }
    func add(_ path: String) { lock.withLock { read.append(path) } }
  }

  @Test("a file left unparsed keeps no bytes when it can be read again, and is parsed from that reading")
  func reread() {
    let first = Array("struct Model { var title = \"\" }".utf8)
    let again = Array("struct Model { var title = \"\"; var subtitle = \"\" }".utf8)
    let source = SourceFile(path: "Model.swift", bytes: first, options: ModelOptions(), reread: { .success(again) })
    #expect(!source.mayHoldDialogs)
    let project = DialogModel.Project(files: [source])
    #expect(project.index.members(named: "subtitle", ofType: "Model", from: 0).count == 1)
    #expect(source.bytes == again)
    // A file with a dialog is parsed as read; a file with no way to read it again keeps its bytes.
    let alert = Array(
      "struct V: View { var body: some View { Text(\"\").alert(\"A\", isPresented: .constant(true)) {} } }".utf8)
    #expect(SourceFile(path: "V.swift", bytes: alert, options: ModelOptions(), reread: { .success([]) }).bytes == alert)
    #expect(SourceFile(path: "Model.swift", bytes: first, options: ModelOptions()).bytes == first)
  }

  struct Vanished: Error, CustomStringConvertible {
    var description: String { "cannot open: No such file or directory" }
  }

  @Test("a file that cannot be read again says so once the model is done, rather than passing for empty")
  func failedReread() {
    let model = Array("struct Model { var title = \"\" }".utf8)
    let source = SourceFile(
      path: "Model.swift", bytes: model, options: ModelOptions(), reread: { .failure(Vanished()) })
    #expect(source.lateReadFailure == nil)
    let project = DialogModel.Project(files: [source])
    #expect(project.index.members(named: "title", ofType: "Model", from: 0).isEmpty)
    #expect(source.lateReadFailure == "cannot open: No such file or directory")
  }

  @Test("folders shared by two paths ignore `.`, empty names and the file's own name, in ASCII or not")
  func sharedFolderCount() {
    #expect(sharedFolders("App/Sources/A.swift", "App/Sources/B.swift") == 2)
    #expect(sharedFolders("./App//Sources/A.swift", "App/Sources/Other/B.swift") == 2)
    #expect(sharedFolders("App/A.swift", "App/A.swift/") == 1)
    #expect(sharedFolders("Écrans/Réglages/A.swift", "Écrans/Réglages/B.swift") == 2)
    #expect(sharedFolders("A.swift", "B.swift") == 0)
  }

  @Test("a body's names give the tokens that spell a name, as written or between backticks, in order")
  func bodyNames() {
    let project = DialogModel.Project(files: Self.files)
    for file in project.files.indices {
      let tree = project.tree(file)
      for index in tree.declarations.indices {
        guard let open = tree.declarations[index].body, let close = tree.partner(of: open) else { continue }
        let names = project.names(inBodyOf: DeclarationRef(file: file, index: index))
        let body = (open + 1)..<close
        // Bytes, not `String`s, are compared: `e\u{301}` is not `é` to the index either.
        for name in Set(body.filter(tree.isName).map { Array(tree.text($0).utf8) }) + [Array("absent".utf8)] {
          let isBackticked = name.count >= 2 && name.first == UInt8(ascii: "`") && name.last == UInt8(ascii: "`")
          let bare = isBackticked ? Array(name.dropFirst().dropLast()) : name
          let spelling = body.filter { k in
            let text = Array(tree.text(k).utf8)
            return tree.isName(k) && (text == bare || text == [UInt8(ascii: "`")] + bare + [UInt8(ascii: "`")])
          }
          #expect(
            names.tokens(spelling: String(decoding: bare, as: UTF8.self)) == spelling,
            "\(project.files[file].path): \(String(decoding: bare, as: UTF8.self))")
        }
      }
    }
  }
}

@Suite("A file gone between the read and the model")
struct VanishedFileTests {
  @Test("is an error of the run, which is then incomplete")
  func vanished() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dialoglint-vanished-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let view = folder.appendingPathComponent("Home.swift").path
    let details = folder.appendingPathComponent("Details.swift").path
    try Data(
      """
      import SwiftUI
      struct Home: View {
        @State private var show = false
        var body: some View { Text("Home").sheet(isPresented: $show) { Details() } }
      }
      """.utf8
    ).write(to: URL(fileURLWithPath: view))
    try Data("struct Details { let title = \"Details\" }".utf8).write(to: URL(fileURLWithPath: details))
    var analysis = Analysis(catalog: .builtIn, aliases: [:], jobs: 1, override: nil)
    analysis.rereadsFromDisk = true
    let input = analysis.read(swiftFiles: [view, details], localizationFiles: [])
    try FileManager.default.removeItem(atPath: details)
    var notices = input.notices
    let project = analysis.project(input.sources, localization: input.localization, notices: &notices)
    let report = analysis.report(project, notices: notices)
    #expect(!report.isComplete)
    #expect(
      report.notices.contains { notice in
        notice.level == .error && notice.path == details && notice.message.contains("missing from this scan")
      })
  }
}
