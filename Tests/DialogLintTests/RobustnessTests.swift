import DialogFacts
import DialogReport
import Foundation
import SourceText
import SplitMix
import Testing

@Suite("Robustness: the whole pipeline on broken and hostile code")
struct RobustnessTests {
  /// The fixtures of the rule folders, as byte arrays.
  static let sources: [[UInt8]] = {
    let fixtures = packageRoot.appendingPathComponent("Fixtures")
    let walker = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
    var result: [[UInt8]] = []
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "swift", !url.path.contains("/lexer/"),
        let data = FileManager.default.contents(atPath: url.path)
      {
        result.append(Array(data))
      }
    }
    return result.sorted { $0.count < $1.count }
  }()

  static let pieces: [String] = [
    "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#if os(iOS)\n", "#else\n", "#endif\n", ".alert(", ".sheet(",
    "Button(", "isPresented:", "$show", " = true", ".toggle()", "role: .cancel", "{ item in ", "\n", "//", "/*", ".",
    ",", ":", "actions:", "content:", "label:", "onDismiss:", "@AccessibilityFocusState var f: Bool\n",
    ".accessibilityFocused($f)", "struct V: View {", "var body: some View {", "if show {", "ZStack {", "Alert(",
    "case .alert(", "\\(", "try? ", "await ", "catch {", "Task {", "ForEach(x) {",
  ]

  @Test("mutated fixtures never crash the analysis, and every finding lies inside its file")
  func mutatedFixtures() {
    var random = SplitMix64(state: 0xD1A1)
    for _ in 0..<300 {
      var bytes = Self.sources[random.next(below: Self.sources.count)]
      for _ in 0..<(1 + random.next(below: 10)) {
        let position = random.next(below: bytes.count + 1)
        switch random.next(below: 4) {
        case 0, 1:
          bytes.insert(contentsOf: Array(Self.pieces[random.next(below: Self.pieces.count)].utf8), at: position)
        case 2 where !bytes.isEmpty:
          bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.next(below: 40)))
        default:
          let donor = Self.sources[random.next(below: Self.sources.count)]
          let start = random.next(below: donor.count)
          bytes.insert(contentsOf: donor[start..<min(donor.count, start + random.next(below: 200))], at: position)
        }
      }
      let source = String(decoding: bytes, as: UTF8.self)
      let report = analyze(source: source)
      let lines = LineTable(Array(source.utf8)).lineStarts.count
      for finding in report.findings {
        #expect(finding.location.start.line >= 1 && finding.location.start.line <= lines)
        #expect(finding.location.start <= finding.location.end)
      }
    }
  }

  @Test("deeply nested dialogs and views are analysed without recursion trouble")
  func deepNesting() {
    let depth = 5_000
    let source =
      "struct V: View {\n  @State var show = false\n  var body: some View {\n"
      + String(repeating: "VStack { if show { ", count: depth)
      + "Button(\"Delete\") { show = true }.alert(\"T\", isPresented: $show) { Button(\"Yes\") { } }"
      + String(repeating: " } }", count: depth) + "\n  }\n}\n"
    let report = analyze(source: source)
    #expect(report.findings.contains { $0.ruleID == "ambiguous-action-label" })
  }

  @Test("a chain of 140,000 labelled trailing closures does not recurse")
  func labelledClosureChain() {
    let source =
      "struct V: View {\n @State var show = false\n var body: some View {\n Foo {}"
      + String(repeating: " a: {}", count: 140_000)
      + " a: { show = true }\n .alert(\"Title here\", isPresented: $show) { Button(\"Go\") {} }\n }\n}\n"
      + "struct Foo: View { var body: some View { EmptyView() } }\n"
    let report = analyze(source: source)
    #expect(report.findings.contains { $0.ruleID == "alert-focus-return" })
  }

  @Test("thousands of suppression regions cost linear time (one pass per rule)")
  func manySuppressionRegions() {
    let alerts = (0..<50).map { _ in "Text(\"a\").alert(\"Error\", isPresented: $x) { }\n" }.joined()
    let source = alerts + String(repeating: "// dialoglint:disable vague-alert-title\n", count: 20_000)
    let report = analyze(source: source)
    #expect(report.findings.filter { $0.ruleID == "vague-alert-title" }.count == 50)
  }
}
