import DialogFacts
import Foundation
import Testing

@testable import DialogLintCLI

/// The files the README shows in full, each marked `<!-- file: PATH -->` above its code block.
enum Readme {
  static let text = (try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  /// Path → contents of every marked block.
  static var files: [String: String] {
    var files: [String: String] = [:]
    for match in text.matches(of: /<!-- file: (?<path>[^ ]+) -->\n```[a-z]*\n(?<body>(?s:.*?))```\n/) {
      files[String(match.path)] = String(match.body)
    }
    return files
  }

  /// The language of every code block that holds a file format rather than commands or output.
  static var fileBlockCount: Int { text.matches(of: /\n```(json|yaml|swift)\n/).count }
}

@Suite("README: every file it shows is complete and runs")
struct ReadmeTests {
  @Test("every JSON, YAML and Swift block is marked with the file it is, so that a test runs it")
  func blocksMarked() {
    #expect(Readme.files.count == Readme.fileBlockCount)
    #expect(
      Set(Readme.files.keys) == [
        "Package.swift", ".github/workflows/dialoglint.yml", ".pre-commit-config.yaml", ".vscode/tasks.json",
        ".dialoglint.json", "tools/team-rules.json",
      ])
  }

  @Test("the configuration and the team rules file it names run as written: team rules beside the built-in ones")
  func configurationExample() throws {
    let files = Readme.files
    let source = ambiguousAlert.replacingOccurrences(
      of: "Button(\"Keep Editing\", role: .cancel) { }",
      with: "Button(\"Keep Editing\", role: .cancel) { }\n      Button(\"Got it\") { }")
    let project = try Project([
      ".dialoglint.json": try #require(files[".dialoglint.json"]),
      "tools/team-rules.json": try #require(files["tools/team-rules.json"]),
      "App/Drafts.swift": source, "App/Generated/Drafts.swift": source,
    ])
    defer { project.remove() }
    let run = try dialoglint(["."], in: project.root)
    #expect(run.exit == .findings)
    #expect(run.stderr == "dialoglint: 2 errors in 1 file\n", "no warning about the configuration")
    #expect(run.stdout.contains("App/Drafts.swift:8:16: error: alert action \"Yes\""), "raised to error")
    #expect(
      run.stdout.contains("App/Drafts.swift:10:14: error: alert action \"Got it\"")
        && run.stdout.contains("[no-got-it]"))
  }

  @Test("the VS Code task's command runs, and its problem matcher reads every line it prints")
  func vsCodeTask() throws {
    let data = Data(try #require(Readme.files[".vscode/tasks.json"]).utf8)
    let task = try #require(
      ((JSONSerialization.jsonObject(with: data) as? [String: Any])?["tasks"] as? [[String: Any]])?.first)
    let command = try #require(task["command"] as? String).split(separator: " ").map(String.init)
    let matcher = (task["problemMatcher"] as? [String: Any])?["pattern"] as? [String: Any]
    let pattern = try Regex(try #require(matcher?["regexp"] as? String))
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    #expect(command.first == "dialoglint")
    let run = try dialoglint(Array(command.dropFirst()), in: project.root)
    #expect(run.exit == .clean && !run.stdout.isEmpty)
    for line in run.stdout.split(separator: "\n") { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
  }

  /// Every pin of dialoglint in the README: what pins it (the manifest's requirement, the
  /// workflow's `uses:`, pre-commit's `rev:`) and what it names.
  static var pins: [(kind: String, reference: String)] {
    let text = Readme.text
    let manifest = text.matches(of: /\.package\(url: "https:\/\/github\.com\/dialoglint\/dialoglint", ([^)]*)\)/)
    let action = text.matches(of: /uses: dialoglint\/dialoglint@(\S*)/)
    let preCommit = text.matches(of: /repo: https:\/\/github\.com\/dialoglint\/dialoglint\n +rev: (\S*)/)
    return manifest.map { ("manifest", String($0.1)) } + action.map { ("workflow", String($0.1)) }
      + preCommit.map { ("pre-commit", String($0.1)) }
  }

  @Test("every pin of dialoglint in the README names the main branch: the repository has no release tag yet")
  func pinsNameMain() {
    let pins = Self.pins
    #expect(pins.map(\.kind) == ["manifest", "workflow", "pre-commit"], "\(pins)")
    for pin in pins {
      #expect(pin.reference == (pin.kind == "manifest" ? "branch: \"main\"" : "main"), "\(pin)")
    }
  }
}
