// libFuzzer entry point for the whole pipeline: lexer, parser, type index, dialog model, checks,
// suppressions, and the text, JSON, SARIF and GitHub reporters. Tests/Fuzz/run builds it against
// the pipeline's modules compiled with -sanitize=fuzzer,address. It drives the pipeline through
// `Analysis.run(_:localization:)`, the entry the command line uses, and the reporters, so that it
// depends on no model API.
//
// An input is one Swift file, or several joined by lines `//--- NAME` (a NAME ending in .strings or
// .xcstrings is a localization file), so that the index across files and the string tables are
// fuzzed too. A crash, a hang, or output that breaks what its format promises is a finding.

import DialogReport
import DialogRules
import JSONReading
import SourceText

@testable import DialogLintCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let (sources, strings) = FuzzInput.files(Array(UnsafeBufferPointer(start: data, count: size)))
  let analysis = Analysis(
    catalog: .builtIn, aliases: ["alert2": .alert, "sheet2": .sheet], jobs: 1, override: nil)
  let report = analysis.run(Analysis.Sources(sources), localization: strings)
  for format in OutputFormat.allCases {
    let output = format.reporter(version: "0.0.0-fuzz", currentDirectory: "/fuzz").render(report)
    OutputCheck(report: report, output: output).check(format)
  }
  return 0
}

/// Splits an input into files at lines `//--- NAME`.
enum FuzzInput {
  static let marker = Array("//--- ".utf8)

  static func files(_ bytes: [UInt8]) -> (sources: [Analysis.InputFile], strings: [Analysis.InputFile]) {
    var sources: [Analysis.InputFile] = []
    var strings: [Analysis.InputFile] = []
    var name = "Fuzz.swift"
    var start = 0
    var index = 0
    func add(_ end: Int) {
      let file = Analysis.InputFile(path: path(name, sources.count + strings.count), bytes: Array(bytes[start..<end]))
      if file.path.hasSuffix(".strings") || file.path.hasSuffix(".xcstrings") {
        strings.append(file)
      } else {
        sources.append(file)
      }
    }
    while index < bytes.count {
      let lineEnd = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      if bytes[index..<lineEnd].starts(with: marker) {
        add(index)
        name = String(decoding: bytes[(index + marker.count)..<lineEnd], as: UTF8.self)
        start = min(lineEnd + 1, bytes.count)
      }
      index = lineEnd + 1
    }
    add(bytes.count)
    return (sources, strings)
  }

  /// A path for file number `number` named `name`: any characters but `/` (no folder may climb
  /// out of the run's base), `.strings` files in `en.lproj`.
  static func path(_ name: String, _ number: Int) -> String {
    let file = "F\(number)-" + name.replacing("/", with: "_")
    return file.hasSuffix(".strings") ? "en.lproj/\(file)" : file
  }
}

/// What every output must be whatever the input: the checks that a consumer of each format relies on.
struct OutputCheck {
  let report: Report
  let output: String

  func check(_ format: OutputFormat) {
    switch format {
    case .text:
      let diagnostic = try! Regex(#"^.*:[0-9]+:[0-9]+: (error|warning|note): "#)
      checkLines(count: report.active.reduce(0) { $0 + 1 + $1.related.count }, diagnostic)
    case .github:
      checkLines(count: report.active.count, try! Regex("^::(error|warning|notice) file="))
    case .json: expect(array(parsed()).count == report.active.count, "one JSON object per active finding")
    case .sarif: checkSARIF(parsed())
    }
  }

  func expect(_ condition: Bool, _ what: String) {
    if !condition { fatalError("broken output: \(what)\n\(output)") }
  }

  /// One diagnostic per line, none with a character that would break a line for its reader.
  func checkLines(count: Int, _ diagnostic: Regex<AnyRegexOutput>) {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    expect(lines.count == count + 1 && lines.last == "", "one line per diagnostic")
    for line in lines.dropLast() {
      expect(!line.unicodeScalars.contains(where: DiagnosticText.needsEscape), "a raw control character in a line")
      expect(line.contains(diagnostic), "a line in the format")
    }
  }

  func parsed() -> JSONNode {
    do {
      return try JSONReader.parse(Array(output.utf8))
    } catch {
      expect(false, "not JSON: expected \(error.expected) at byte \(error.offset)")
      fatalError()
    }
  }

  /// What ../shared/sarif/validate --github checks that the reporter could get wrong.
  func checkSARIF(_ log: JSONNode) {
    let run = array(log["runs"]).first
    let rules = array(run?["tool"]?["driver"]?["rules"])
    for rule in rules {
      for field in ["shortDescription", "fullDescription", "help"] {
        let text = rule[field]?["text"]?.string ?? ""
        let shows = text.unicodeScalars.contains {
          !$0.properties.isWhitespace && $0.properties.generalCategory != .control
        }
        expect(shows && (field == "help" || text.unicodeScalars.count <= 1024), "a rule \(field) within GitHub's limit")
      }
      expect((rule["name"]?.string?.unicodeScalars.count ?? 0) <= 255, "a rule name within 255 characters")
      expect(array(rule["properties"]?["tags"]).count <= 20, "at most 20 tags")
    }
    let results = array(run?["results"])
    expect(results.count == min(report.findings.count, 25_000), "every finding a result, up to 25,000")
    for result in results {
      let index = integer(result["ruleIndex"])
      expect(index >= 0 && index < rules.count && rules[index]["id"]?.string == result["ruleId"]?.string, "ruleIndex")
      let location = result["locations"].map(array)?.first?["physicalLocation"]
      let uri = location?["artifactLocation"]?["uri"]?.string ?? ""
      expect(!uri.isEmpty && !uri.hasPrefix("/") && !uri.split(separator: "/").contains(".."), "a relative uri")
      let region = location?["region"]
      let (line, column) = (integer(region?["startLine"]), integer(region?["startColumn"]))
      let (endLine, endColumn) = (integer(region?["endLine"]), integer(region?["endColumn"]))
      expect(line >= 1 && column >= 1, "a region from line 1, column 1")
      expect(endLine > line || (endLine == line && endColumn >= column), "a region that ends after it starts")
    }
  }

  func array(_ node: JSONNode?) -> [JSONNode] {
    guard case .array(let elements)? = node?.value else { return [] }
    return elements
  }

  func integer(_ node: JSONNode?) -> Int {
    guard case .number(let number)? = node?.value, let value = Int(exactly: number) else { return -1 }
    return value
  }
}
