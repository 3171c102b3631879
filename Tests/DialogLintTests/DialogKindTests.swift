import DialogFacts
import DialogModel
import DialogRules
import Foundation
import Testing

/// A dialog kind is more than a case of `Dialog.Kind`: the steps of README's "Adding a dialog
/// kind" each leave a trace these tests look for, so that a kind added without one fails here.
@Suite("Dialog kinds: each is checked, has fixtures, is fuzzed and is stood in for")
struct DialogKindTests {
  private static func text(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The Swift files under `folder`, with their text (the lexer's fixtures hold bytes that are not UTF-8).
  private static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
    let root = packageRoot.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      (path, String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self))
    }
  }

  @Test("a rule of rules.json applies to the kind", arguments: Dialog.Kind.allCases)
  func ruleApplies(_ kind: Dialog.Kind) {
    #expect(RuleCatalog.builtIn.rules.contains { $0.subjects.contains(.dialog(kind)) }, "no rule names \(kind)")
  }

  @Test("Fixtures/ flag the kind, and Fixtures/fix holds a before/after pair of it", arguments: Dialog.Kind.allCases)
  func fixtures(_ kind: Dialog.Kind) throws {
    let call = ".\(kind.rawValue)("
    let files = try Self.swiftFiles(under: "Fixtures")
    let flagged = files.filter { file in
      !file.path.hasPrefix("fix/")
        && file.text.split(separator: "\n").contains { $0.contains(call) && $0.contains("// expect") }
    }
    #expect(!flagged.isEmpty, "no fixture expects a finding on a \(call)")
    let pairs = files.filter { $0.path.hasPrefix("fix/") && !$0.path.hasSuffix(".fixed.swift") }
    #expect(pairs.contains { $0.text.contains(call) }, "no Fixtures/fix file shows what --fix does to a \(call)")
  }

  @Test("the fuzz dictionary and the SwiftUI stand-in know the kind's modifier", arguments: Dialog.Kind.allCases)
  func fuzzedAndStoodIn(_ kind: Dialog.Kind) throws {
    #expect(try Self.text("Tests/Fuzz/dialogs.dict").contains("\".\(kind.rawValue)(\""))
    let standIn = try Self.text("Tests/SwiftUIStandIn/SwiftUI.swift")
    #expect(standIn.contains("func \(kind.rawValue)<") || standIn.contains("func \(kind.rawValue)("))
  }
}
