import DialogReport
import DialogRules
import Foundation
import SourceText
import SwiftScan
import Testing

@testable import DialogLintCLI

/// One expected finding: `// expect: rule-id` on a line of a fixture.
struct Expectation: Hashable, Comparable, CustomStringConvertible {
  var path: String
  var line: Int
  var rule: String

  static func < (a: Expectation, b: Expectation) -> Bool { (a.path, a.line, a.rule) < (b.path, b.line, b.rule) }
  var description: String { "\(path):\(line): \(rule)" }

  /// The expectations written in the comments of `path`: `expect: a, b`, `expect@+1: a`.
  static func parse(_ path: String) -> [Expectation] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    let bytes = Array(data)
    let file = Lexer.tokenize(bytes)
    let lines = LineTable(bytes)
    var result: [Expectation] = []
    for comment in file.comments {
      let text = String(decoding: bytes[comment.range], as: UTF8.self)
      guard let marker = text.firstRange(of: "expect") else { continue }
      var rest = text[marker.upperBound...]
      var offset = 0
      if rest.first == "@" {
        let number = rest.dropFirst().prefix { $0 == "+" || $0 == "-" || $0.isNumber }
        offset = Int(number.replacing("+", with: "")) ?? 0
        rest = rest.dropFirst(1 + number.count)
      }
      guard rest.first == ":" else { continue }
      let line = lines.lineIndex(of: Int(comment.start)) + 1 + offset
      for id in rest.dropFirst().split(whereSeparator: { $0 == "," || $0 == " " }) where !id.isEmpty {
        result.append(Expectation(path: path, line: line, rule: String(id)))
      }
    }
    return result
  }
}

/// The folders of `Fixtures/` named after rules.
let ruleFixtureFolders: [String] = {
  let fixtures = packageRoot.appendingPathComponent("Fixtures").path
  let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []
  return names.filter { RuleCatalog.builtIn.rule($0) != nil }.sorted()
}()

@Suite("Fixtures: every expected finding, and nothing else")
struct FixtureTests {
  @Test(
    "every rule's findings in Fixtures/<rule-id>/ are exactly those its comments expect", arguments: ruleFixtureFolders)
  func fixtureFolder(_ rule: String) throws {
    let folder = packageRoot.appendingPathComponent("Fixtures/\(rule)").path
    var configuration = Configuration()
    let configPath = folder + "/.dialoglint.json"
    if let data = FileManager.default.contents(atPath: configPath) {
      configuration = try Configuration.parse(Array(data), directory: folder)
    }
    let found = discover(folder, configuration: configuration)
    let report = analyze(found: found, configuration: configuration)
    let expected = found.swiftFiles.flatMap(Expectation.parse)
    // Every rule's findings, not only the folder's: a fixture says all the tool says about it.
    let actual = report.active.map {
      Expectation(path: $0.location.path, line: $0.location.start.line, rule: $0.ruleID)
    }
    let missing = difference(expected, actual)
    let unexpected = difference(actual, expected)
    let messages = Dictionary(grouping: report.active) { "\($0.location.path):\($0.location.start.line): \($0.ruleID)" }
    #expect(missing.isEmpty, "missing findings:\n\(missing.map(\.description).joined(separator: "\n"))")
    #expect(
      unexpected.isEmpty,
      "unexpected findings:\n\(unexpected.map { "\($0) — \(messages[$0.description]?.first?.message ?? "")" }.joined(separator: "\n"))"
    )
    #expect(!expected.filter { $0.rule == rule }.isEmpty, "Fixtures/\(rule)/ expects no finding of its rule")
  }

  @Test("every rule has a fixture folder")
  func everyRuleHasFixtures() {
    for rule in RuleCatalog.builtIn.rules {
      #expect(ruleFixtureFolders.contains(rule.id), "Fixtures/\(rule.id)/ is missing")
    }
  }

  /// `a` minus `b`, as multisets.
  private func difference(_ a: [Expectation], _ b: [Expectation]) -> [Expectation] {
    var remaining = Dictionary(b.map { ($0, 1) }, uniquingKeysWith: +)
    var result: [Expectation] = []
    for item in a.sorted() {
      if let count = remaining[item], count > 0 {
        remaining[item] = count - 1
      } else {
        result.append(item)
      }
    }
    return result
  }
}
