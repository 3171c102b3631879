import DialogFacts
import Foundation
import Testing

@testable import DialogLintCLI

/// `ambiguousAlert` with the `Yes` button silenced by a comment on its line.
let suppressedAlert = ambiguousAlert.replacingOccurrences(
  of: "Button(\"Yes\", role: .destructive) { }",
  with: "Button(\"Yes\", role: .destructive) { }  // dialoglint:disable:this ambiguous-action-label -- legacy copy")

@Suite("Output: the summary line, --quiet, colour, directives and named files", .serialized)
struct OutputTests {
  @Test("every run ends with a summary on stderr, a clean one included")
  func cleanSummary() throws {
    let project = try Project(["A.swift": "struct A {}\n", "B.swift": "struct B {}\n"])
    defer { project.remove() }
    let run = try dialoglint(["."], in: project.root)
    #expect(run.exit == .clean && run.stdout.isEmpty)
    #expect(run.stderr == "dialoglint: no findings in 2 files\n")
  }

  @Test("suppressed and baselined findings are counted apart from each other and from the active ones")
  func summaryCounts() throws {
    let project = try Project(["Old.swift": ambiguousAlert, "Silenced.swift": suppressedAlert])
    defer { project.remove() }
    _ = try dialoglint(["--write-baseline", "baseline.json", "Old.swift"], in: project.root)
    try Data(ambiguousAlert.utf8).write(to: project.root.appendingPathComponent("New.swift"))
    let run = try dialoglint(["--baseline", "baseline.json", "."], in: project.root)
    #expect(run.stderr == "dialoglint: 1 warning in 3 files (1 suppressed, 1 baselined)\n")
    let json = try dialoglint(["--format", "json", "--baseline", "baseline.json", "."], in: project.root)
    #expect(json.stderr == run.stderr, "the summary does not depend on the format")
  }

  @Test("--quiet prints the findings and errors, without the summary or warnings about the run")
  func quiet() throws {
    let source = "// dialoglint:disable:next no-such-rule\n" + ambiguousAlert
    let project = try Project(["A.swift": source])
    defer { project.remove() }
    let loud = try dialoglint(["A.swift"], in: project.root)
    #expect(loud.stderr.contains("unknown rule \"no-such-rule\"") && loud.stderr.contains("dialoglint: 1 warning"))
    let quiet = try dialoglint(["--quiet", "A.swift"], in: project.root)
    #expect(quiet.stdout == loud.stdout && !quiet.stdout.isEmpty)
    #expect(quiet.stderr.isEmpty)
    let missing = try dialoglint(["--quiet", "A.swift", "Gone.swift"], in: project.root)
    #expect(missing.exit == .failure && missing.stderr.contains("Gone.swift: error: no such file or folder"))
    #expect(missing.stdout == loud.stdout, "a missing path stops nothing: A.swift is still reported")
  }

  @Test("--color always marks up severity, place and rule; never and auto off a terminal do not")
  func colorChoice() throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    let colored = try dialoglint(["--color", "always", "A.swift"], in: project.root)
    #expect(colored.stdout.hasPrefix("\u{1B}[1mA.swift:8:16:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m alert action"))
    #expect(colored.stdout.hasSuffix("\u{1B}[2m[ambiguous-action-label]\u{1B}[0m\n"))
    #expect(try dialoglint(["--color", "never", "A.swift"], in: project.root).stdout.contains("\u{1B}") == false)
    #expect(try dialoglint(["A.swift"], in: project.root).stdout.contains("\u{1B}") == false, "stdout is a file here")
    let bad = try dialoglint(["--color", "sometimes", "A.swift"], in: project.root)
    #expect(bad.exit == .failure && bad.stderr.contains("unknown choice 'sometimes' for --color"))
  }

  @Test(
    "on a terminal the report is coloured unless NO_COLOR is set",
    .enabled(if: hasScript, "needs script(1) to give dialoglint a terminal"))
  func colorOnTerminal() throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    let command = "\(binary.path) A.swift"
    let terminal = try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"), ["-u", "NO_COLOR", "TERM=xterm", "script", "-qec", command, "/dev/null"],
      in: project.root)
    #expect(terminal.stdout.contains("\u{1B}[1;33mwarning:"))
    let plain = try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"), ["NO_COLOR=1", "TERM=xterm", "script", "-qec", command, "/dev/null"],
      in: project.root)
    #expect(plain.stdout.contains("warning: alert action") && !plain.stdout.contains("\u{1B}[1;33m"))
  }

  @Test("a directive is a comment that starts with dialoglint:, not documentation that mentions one")
  func directivesInProse() throws {
    let source =
      "/// Silence a finding with `// dialoglint:disable:next ambiguous-action-label` above it.\n"
      + "/* See dialoglint:disable all in the README. */\n" + ambiguousAlert
      + "/** dialoglint:disable:next too-many-actions */\nlet x = 1\n"
    let project = try Project(["A.swift": source])
    defer { project.remove() }
    let run = try dialoglint(["A.swift"], in: project.root)
    #expect(run.stdout.contains("[ambiguous-action-label]"), "the prose silenced nothing")
    #expect(!run.stderr.contains("unknown rule"), "the prose named no rule")
    #expect(run.stderr.contains("warning: dialoglint:disable:next too-many-actions silences nothing"))
  }

  @Test("a file named on the command line is scanned even when excluded, unless --force-exclude")
  func namedExcludedFile() throws {
    let project = try Project([
      "Generated/A.swift": ambiguousAlert, ".dialoglint.json": "{\"exclude\": [\"Generated/\"]}",
    ])
    defer { project.remove() }
    #expect(try dialoglint(["."], in: project.root).stderr == "dialoglint: no findings in 0 files\n")
    let named = try dialoglint(["Generated/A.swift"], in: project.root)
    #expect(named.stdout.hasPrefix("Generated/A.swift:8:16: warning:"))
    let forced = try dialoglint(["--force-exclude", "Generated/A.swift"], in: project.root)
    #expect(forced.stdout.isEmpty && forced.stderr == "dialoglint: no findings in 0 files\n")
  }

  @Test("string catalogs named beside the files resolve their labels, as in a folder scan")
  func namedCatalog() throws {
    let source = ambiguousAlert.replacingOccurrences(of: "Button(\"Yes\"", with: "Button(\"drafts.discard\"")
    let catalog = """
      {"sourceLanguage": "en", "strings": {"drafts.discard": {"localizations": {"en": {"stringUnit":
        {"state": "translated", "value": "Yes"}}}}}}
      """
    let project = try Project(["A.swift": source, "Localizable.xcstrings": catalog])
    defer { project.remove() }
    #expect(try dialoglint(["A.swift"], in: project.root).stdout.isEmpty, "alone, the key is unknown")
    let run = try dialoglint(["A.swift", "Localizable.xcstrings"], in: project.root)
    #expect(run.stdout.hasPrefix("A.swift:8:16: warning: alert action \"Yes\""))
  }
}

/// Whether util-linux `script` can give the binary a terminal (BSD's takes other options).
#if os(Linux)
  let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
#else
  let hasScript = false
#endif
