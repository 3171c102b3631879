import Foundation
import Testing

/// The Swift source that carries rules.json into the binary.
///
/// It is generated and checked in rather than made by a build plugin, because a package's own
/// build plugins do not run when the package is built as another package's plugin tool: the
/// checked-in file builds everywhere, and this test keeps it from drifting from rules.json.
enum EmbeddedRules {
  static let rulesFile = packageRoot.appendingPathComponent("rules.json")
  static let sourceFile = packageRoot.appendingPathComponent("Sources/DialogRules/Catalog/EmbeddedRules.swift")

  /// The source for `json`: a raw string literal with one more `#` than the longest run of `#`
  /// in the text, so that nothing in it can end the literal early.
  static func source(_ json: String) -> String {
    let longestRun = json.split(whereSeparator: { $0 != "#" }).map(\.count).max() ?? 0
    let pounds = String(repeating: "#", count: longestRun + 1)
    let body = json.hasSuffix("\n") ? String(json.dropLast()) : json
    return """
      // swift-format-ignore-file
      // Generated from rules.json by GeneratedFilesTests: edit rules.json, then run DIALOGLINT_RECORD=1 swift test.

      /// rules.json, the built-in rule catalog, as the binary carries it.
      let embeddedRulesJSON: String = \(pounds)\"\"\"
      \(body)
      \"\"\"\(pounds)

      """
  }
}

@Suite("Generated files")
struct GeneratedFilesTests {
  @Test("EmbeddedRules.swift carries rules.json as it is (DIALOGLINT_RECORD=1 regenerates it)")
  func embeddedRules() throws {
    let json = try String(contentsOf: EmbeddedRules.rulesFile, encoding: .utf8)
    try expectGolden(EmbeddedRules.source(json), at: EmbeddedRules.sourceFile)
  }
}
