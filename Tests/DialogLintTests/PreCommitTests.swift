import Foundation
import Testing

@testable import DialogLintCLI

@Suite("The pre-commit hook", .enabled(if: ciTestsEnabled, ciTestsReason))
struct PreCommitTests {
  /// Runs `git` with `arguments` in `directory`.
  func git(_ arguments: [String], in directory: URL) throws -> Run {
    try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: directory)
  }

  @Test("it runs on the staged Swift files as pre-commit passes them, and obeys exclude")
  func stagedFiles() throws {
    let hooks = try #require(readYAML(packageRoot.appendingPathComponent(".pre-commit-hooks.yaml")) as? [[String: Any]])
    let hook = try #require(hooks.first { $0["id"] as? String == "dialoglint" })
    #expect(hook["types"] as? [String] == ["swift"])
    let entry = try #require(hook["entry"] as? String).split(separator: " ").map(String.init)
    #expect(entry.first == "dialoglint")

    let repository = try Project([
      "Staged.swift": ambiguousAlert, "Unstaged.swift": ambiguousAlert, "Generated/Excluded.swift": ambiguousAlert,
      "README.md": "# An app\n", ".dialoglint.json": "{\"exclude\": [\"Generated/\"]}",
    ])
    defer { repository.remove() }
    _ = try git(["init", "-q"], in: repository.root)
    _ = try git(
      ["add", "Staged.swift", "Generated/Excluded.swift", "README.md", ".dialoglint.json"], in: repository.root)
    // What pre-commit hands a hook of `types: [swift]`: the staged files that are Swift.
    let staged = try git(["diff", "--cached", "--name-only", "--diff-filter=ACMR"], in: repository.root).stdout
      .split(separator: "\n").map(String.init).filter { $0.hasSuffix(".swift") }
    #expect(staged.sorted() == ["Generated/Excluded.swift", "Staged.swift"])

    let run = try runProcess(binary, Array(entry.dropFirst()) + staged, in: repository.root)
    #expect(run.exit == .findings, "a warning fails the commit")
    #expect(run.stdout.hasPrefix("Staged.swift:8:16: warning:") && !run.stdout.contains("Excluded.swift"))
    #expect(run.stderr.isEmpty, "quiet: no summary in the commit's output")
  }
}
