import Foundation
import Testing

@testable import DialogLintCLI

@Suite(
  "Settings files: duplicate keys, versions and unknown keys are errors; baselines match any spelling", .serialized)
struct SettingsFileTests {
  @Test(
    "a key set twice is an error naming both places, in any settings file",
    arguments: [
      (
        "--config", "{\"rules\": {\"ambiguous-action-label\": \"off\",\n  \"ambiguous-action-label\": \"error\"}}",
        "settings.json:2:3: error: duplicate key \"ambiguous-action-label\"", "settings.json:1:12: note:"
      ),
      (
        "--config", "{\"exclude\": [], \"exclude\": [\"A.swift\"]}",
        "settings.json:1:17: error: duplicate key \"exclude\"", "settings.json:1:2: note: \"exclude\" first set here"
      ),
      (
        "--rules", "{\"rules\": [{\"id\": \"a\", \"id\": \"b\", \"check\": \"action-label\", \"summary\": \"x\"}]}",
        "settings.json:1:24: error: duplicate key \"id\"", "settings.json:1:13: note: \"id\" first set here"
      ),
      (
        "--rules",
        "{\"rules\": [{\"id\": \"a\", \"check\": \"action-label\", \"severity\": \"note\", \"summary\": \"x\"},\n"
          + "{\"id\": \"a\", \"check\": \"action-label\", \"severity\": \"note\", \"summary\": \"y\"}]}",
        "settings.json:2:8: error: a second rule with id \"a\"",
        "settings.json:1:19: note: the first rule with id \"a\""
      ),
      (
        "--baseline", "{\"version\": 1, \"findings\": [], \"version\": 1}",
        "settings.json:1:32: error: duplicate key \"version\"", "settings.json:1:2: note: \"version\" first set here"
      ),
    ])
  func duplicateKeys(_ flag: String, _ text: String, _ error: String, _ note: String) throws {
    let project = try Project(["A.swift": ambiguousAlert, "settings.json": text])
    defer { project.remove() }
    let run = try dialoglint([flag, "settings.json", "A.swift"], in: project.root)
    #expect(run.exit == .failure)
    #expect(run.stderr.contains(error + "\n" + note), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test(
    "a baseline's version and keys are checked like a rules file's",
    arguments: [
      ("--baseline", "{\"version\": 2, \"findings\": []}", "settings.json:1:13: error: expected \"version\": 1"),
      ("--baseline", "{\"version\": 1, \"finding\": []}", "settings.json:1:1: error: expected a baseline"),
      (
        "--baseline", "{\"version\": 1, \"findings\": [], \"notes\": 3}",
        "settings.json:1:32: error: unknown baseline key \"notes\" (expected one of \"version\", \"findings\")"
      ),
      (
        "--baseline", "{\"findings\": [{\"ruleId\": \"a\", \"path\": \"A.swift\", \"line\": \"x\", \"count\": 2}]}",
        "settings.json:1:63: error: unknown baseline finding key \"count\""
      ),
      ("--rules", "{\"version\": \"1\", \"rules\": []}", "settings.json:1:13: error: expected \"version\": 1"),
      ("--rules", "{\"rules\": [], \"rulez\": []}", "settings.json:1:15: error: unknown rules file key \"rulez\""),
    ])
  func versionsAndKeys(_ flag: String, _ text: String, _ error: String) throws {
    let project = try Project(["A.swift": ambiguousAlert, "settings.json": text])
    defer { project.remove() }
    let run = try dialoglint([flag, "settings.json", "A.swift"], in: project.root)
    #expect(run.exit == .failure)
    #expect(run.stderr.contains(error), "\(run.stderr)")
  }

  @Test("a baseline matches its findings whatever spelling the scan uses: ./, absolute, a link, from the folder above")
  func baselineSpellings() throws {
    let project = try Project(["Sources/A.swift": ambiguousAlert, "Sources/B.swift": ambiguousAlert])
    defer { project.remove() }
    let write = try dialoglint(["--write-baseline", "baseline.json", "Sources"], in: project.root)
    #expect(write.stderr.contains("recorded 2 findings in baseline.json"))
    let recorded = try String(contentsOfFile: project.path("baseline.json"), encoding: .utf8)
    #expect(recorded.contains("\"path\": \"Sources/A.swift\""))
    let parent = project.root.deletingLastPathComponent()
    try FileManager.default.createSymbolicLink(
      atPath: project.path("Linked"), withDestinationPath: project.path("Sources"))
    let name = project.root.lastPathComponent
    let scans: [(arguments: [String], directory: URL)] = [
      (["--baseline", "baseline.json", "./Sources"], project.root),
      (["--baseline", "baseline.json", "Sources/A.swift", "./Sources/B.swift"], project.root),
      (["--baseline", project.path("baseline.json"), project.path("Sources")], project.root),
      (["--baseline", "baseline.json", "Linked"], project.root),
      (["--baseline", "\(name)/baseline.json", "\(name)/Sources"], parent),
      (["--baseline", "../baseline.json", "."], project.root.appendingPathComponent("Sources")),
    ]
    for scan in scans {
      let run = try dialoglint(scan.arguments + ["--fail-on", "warning"], in: scan.directory)
      #expect(run.exit == .clean && run.stdout.isEmpty, "\(scan.arguments): \(run.stdout)")
    }
    // A finding that is not in the baseline is still new, whatever the spelling.
    try Data((ambiguousAlert + "// edited\n").replacing("\"Yes\"", with: "\"No\"").utf8).write(
      to: project.root.appendingPathComponent("Sources/B.swift"))
    let edited = try dialoglint(["--baseline", "baseline.json", "--fail-on", "warning", "./Sources"], in: project.root)
    #expect(edited.exit == .findings && edited.stdout.hasPrefix("./Sources/B.swift:8:16: warning: alert action \"No\""))
  }

  @Test("a key holding a line break stays on the line of its diagnostic")
  func keysWithLineBreaks() throws {
    let project = try Project([
      "A.swift": ambiguousAlert, ".dialoglint.json": "{\"ru\\nles\": {}}",
      "dup.json": "{\"a\\u2028b\": 1, \"a\\u2028b\": 2}",
    ])
    defer { project.remove() }
    let warning = try dialoglint(["A.swift"], in: project.root)
    #expect(
      warning.stderr.contains(
        ".dialoglint.json:1:2: warning: unknown configuration key \"ru\\nles\" "
          + "(expected aliases, exclude, include, rules, rulesFile)\n"), "\(warning.stderr)")
    let duplicate = try dialoglint(["--rules", "dup.json", "A.swift"], in: project.root)
    #expect(printed(duplicate, "dup.json:1:17: error: duplicate key \"a\\u{2028}b\""), "\(duplicate.stderr)")
  }
}
