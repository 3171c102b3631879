import DialogReport
import DialogRules
import Foundation
import SourceText
import Testing

/// Where one of a check's snippets (an example or a correction) is written, so that a failing
/// snippet is reported on its own lines rather than on the test's.
///
/// `Example` and `Correction` do not record `#filePath` and `#line`, so the check's file is read
/// instead: it is named after the check's type (one check per file), and its Nth line that starts
/// with `Example(` (or `Correction(`) holds its Nth example (or correction).
struct SnippetLocation: Sendable {
  var filePath: String
  /// The line of the `Example(` or `Correction(`.
  var line: Int
  /// The line of the code's first line and the indentation the literal strips, for a multi-line
  /// string literal; nil for a one-line one, whose code all stands on `line`.
  var code: (line: Int, indent: Int)?

  /// The location of the snippet's code at `codeLine` (1-based) and `column` (1-based, in bytes).
  func at(codeLine: Int = 1, column: Int = 1) -> SourceLocation {
    let module = filePath.split(separator: "/").drop { $0 != "Sources" }.dropFirst().first.map(String.init) ?? "?"
    let fileID = "\(module)/\(URL(fileURLWithPath: filePath).lastPathComponent)"
    guard let code else { return SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1) }
    return SourceLocation(
      fileID: fileID, filePath: filePath, line: code.line + codeLine - 1, column: code.indent + column)
  }

  /// The locations of `check`'s snippets made by `constructor` (`Example` or `Correction`), in
  /// order; empty when its file cannot be found.
  static func all(of check: any Check.Type, _ constructor: String) -> [SnippetLocation] {
    let name = "\(check).swift"
    let sources = packageRoot.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? []
    guard let file = files.first(where: { $0.lastPathComponent == name }),
      let text = try? String(contentsOf: file, encoding: .utf8)
    else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let starts = lines.indices.filter { lines[$0].drop { $0 == " " }.hasPrefix("\(constructor)(") }
    return starts.enumerated().map { number, start in
      let end = number + 1 < starts.count ? starts[number + 1] : lines.count
      // A multi-line literal's code starts after its opening `"""`; its closing one sets the indentation.
      let open = (start..<end).first { lines[$0].hasSuffix("\"\"\"") }
      let close = open.flatMap { open in (open + 1..<end).first { lines[$0].drop { $0 == " " }.hasPrefix("\"\"\"") } }
      let code = open.flatMap { open in close.map { (line: open + 2, indent: lines[$0].prefix { $0 == " " }.count) } }
      return SnippetLocation(filePath: file.path, line: start + 1, code: code)
    }
  }
}

/// An example with its `↓` markers taken out, where they were (byte offsets), and where it is
/// written.
struct MarkedExample: CustomTestStringConvertible, Sendable {
  let rule: String
  let code: String
  let markers: [Int]
  /// The check's name for it in `Golden/examples.expected.txt`: `HeadingCheck example 2`.
  let name: String
  let location: SnippetLocation?
  var testDescription: String { "\(rule): \(code.split(separator: "\n").first ?? "")…" }

  init(_ example: Example, name: String, location: SnippetLocation?) {
    rule = example.rule
    var text = ""
    var markers: [Int] = []
    for character in example.code {
      if character == "↓" {
        markers.append(text.utf8.count)
      } else {
        text.append(character)
      }
    }
    code = text
    self.markers = markers
    self.name = name
    self.location = location
  }

  static let all: [MarkedExample] = Checks.all.flatMap { check in
    let locations = SnippetLocation.all(of: check, "Example")
    return check.examples.enumerated().map { index, example in
      MarkedExample(
        example, name: "\(check) example \(index + 1)",
        location: locations.count == check.examples.count ? locations[index] : nil)
    }
  }

  /// Where the code's byte `offset` is written: in the check's file when it was found, else here.
  func sourceLocation(ofOffset offset: Int = 0, _ here: SourceLocation = #_sourceLocation) -> SourceLocation {
    let lines = code.utf8.prefix(offset).split(separator: 0x0A, omittingEmptySubsequences: false)
    return location?.at(codeLine: lines.count, column: (lines.last?.count ?? 0) + 1) ?? here
  }

  /// The findings of the example's rule in `report`, as the golden file keeps them:
  /// `LINE:COLUMN: message`, the position within the example.
  func findingLines(_ report: Report) -> [String] {
    report.active.filter { $0.ruleID == rule }.map {
      "\($0.location.start.line):\($0.location.start.column): \($0.message)"
    }
  }
}

/// The byte offsets where findings of `rule` start in a report of one file.
func findingStarts(_ report: Report, rule: String, source: String) -> [Int] {
  let lineStarts = LineTable(Array(source.utf8)).lineStarts
  return report.active.filter { $0.ruleID == rule }.map { finding in
    lineStarts[finding.location.start.line - 1] + finding.location.start.column - 1
  }.sorted()
}

/// What each example's findings say, kept in `Golden/examples.expected.txt`: for each example with
/// findings of its rule, its name and rule, then a line per finding.
enum ExampleMessages {
  static let golden = packageRoot.appendingPathComponent("Tests/DialogLintTests/Golden/examples.expected.txt")

  static func header(_ example: MarkedExample) -> String { "\(example.name) (\(example.rule))" }

  /// The golden text for the findings of every example.
  static func render() -> String {
    MarkedExample.all.map { example in
      let lines = example.findingLines(analyze(source: example.code))
      return lines.isEmpty ? "" : header(example) + "\n" + lines.map { "  \($0)\n" }.joined()
    }.joined()
  }

  /// The finding lines the golden file keeps for each example, by header.
  static let recorded: [String: [String]] = {
    guard let data = FileManager.default.contents(atPath: golden.path) else { return [:] }
    var result: [String: [String]] = [:]
    var header = ""
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      if line.hasPrefix("  ") {
        result[header, default: []].append(String(line.dropFirst(2)))
      } else {
        header = String(line)
      }
    }
    return result
  }()
}

@Suite("Each check's own examples, as SwiftLint runs its rule examples")
struct CheckExampleTests {
  @Test("the example triggers exactly at its ↓ marks", arguments: MarkedExample.all)
  func triggersAtMarks(_ example: MarkedExample) {
    let report = analyze(source: example.code)
    let starts = findingStarts(report, rule: example.rule, source: example.code)
    for marker in example.markers where !starts.contains(marker) {
      Issue.record(
        "no \(example.rule) finding starts at this ↓", sourceLocation: example.sourceLocation(ofOffset: marker))
    }
    for start in starts where !example.markers.contains(start) {
      Issue.record(
        "a \(example.rule) finding starts here, where no ↓ is", sourceLocation: example.sourceLocation(ofOffset: start))
    }
  }

  @Test("the example's findings say what Golden/examples.expected.txt says", arguments: MarkedExample.all)
  func messages(_ example: MarkedExample) {
    let lines = example.findingLines(analyze(source: example.code))
    #expect(
      lines == ExampleMessages.recorded[ExampleMessages.header(example)] ?? [],
      "\(ExampleMessages.header(example)): DIALOGLINT_RECORD=1 swift test re-records the golden file",
      sourceLocation: example.sourceLocation())
  }

  @Test(
    "Golden/examples.expected.txt holds every example's findings and nothing else (DIALOGLINT_RECORD=1 rewrites it)")
  func messagesGolden() throws {
    try expectGolden(ExampleMessages.render(), at: ExampleMessages.golden)
  }

  @Test("every example is found where its check is written")
  func located() {
    for check in Checks.all {
      let found = SnippetLocation.all(of: check, "Example").count
      #expect(
        found == check.examples.count,
        "\(check): \(found) lines start with Example( for \(check.examples.count) examples")
      let corrections = SnippetLocation.all(of: check, "Correction").count
      #expect(corrections == check.corrections.count, "\(check): \(corrections) lines start with Correction(")
    }
  }

  @Test("inside a block comment the example is silent", arguments: MarkedExample.all)
  func silentInComment(_ example: MarkedExample) {
    let report = analyze(source: "/*\n\(example.code)\n*/\n")
    #expect(report.active.isEmpty, sourceLocation: example.sourceLocation())
  }

  @Test("inside a string literal the example is silent", arguments: MarkedExample.all)
  func silentInString(_ example: MarkedExample) {
    let report = analyze(source: "let snippet = #\"\"\"\n\(example.code)\n\"\"\"#\n")
    #expect(report.active.isEmpty, sourceLocation: example.sourceLocation())
  }

  @Test("after an emoji-prefixed line the findings shift with it", arguments: MarkedExample.all)
  func shiftedByEmoji(_ example: MarkedExample) {
    let prefix = "// 🎉 ünïcödé 😀 prefix\n"
    let source = prefix + example.code
    let report = analyze(source: source)
    #expect(
      findingStarts(report, rule: example.rule, source: source) == example.markers.map { $0 + prefix.utf8.count },
      sourceLocation: example.sourceLocation())
    let columns = report.active.filter { $0.ruleID == example.rule }.map(\.location.start.utf16Column)
    let plain = analyze(source: example.code).active.filter { $0.ruleID == example.rule }.map(
      \.location.start.utf16Column)
    #expect(columns == plain, sourceLocation: example.sourceLocation())
  }

  @Test("after a disable comment the example is silenced", arguments: MarkedExample.all.filter { !$0.markers.isEmpty })
  func silencedByComment(_ example: MarkedExample) {
    let report = analyze(source: "// dialoglint:disable \(example.rule)\n\(example.code)")
    #expect(
      report.findings.contains { $0.ruleID == example.rule && $0.suppression != nil },
      sourceLocation: example.sourceLocation())
    #expect(!report.active.contains { $0.ruleID == example.rule }, sourceLocation: example.sourceLocation())
  }

  @Test("every check is named by a rule of the built-in catalog")
  func everyCheckHasARule() {
    for check in Checks.all {
      #expect(RuleCatalog.builtIn.rules.contains { $0.check == check.name }, "no rule runs the check \(check.name)")
    }
  }

  @Test("every rule of the built-in catalog has triggering and non-triggering examples")
  func everyRuleHasExamples() {
    for rule in RuleCatalog.builtIn.rules {
      let examples = MarkedExample.all.filter { $0.rule == rule.id }
      #expect(examples.contains { !$0.markers.isEmpty }, "\(rule.id) has no triggering example")
      #expect(examples.contains { $0.markers.isEmpty }, "\(rule.id) has no non-triggering example")
    }
  }
}
