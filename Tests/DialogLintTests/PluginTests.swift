import DialogFacts
import Foundation
import Testing

@testable import DialogLintCLI

/// Whether the tests that need what CI provides run: the plugin and GitHub Action tests build
/// dialoglint in packages of their own (minutes on a small machine, the first time), and the
/// GitHub Action and pre-commit tests read YAML with PyYAML. `.ci/run` sets `DIALOGLINT_CI=1`.
let ciTestsEnabled = ProcessInfo.processInfo.environment["DIALOGLINT_CI"] == "1"
/// Why those suites are skipped without it, as the test run says.
let ciTestsReason: Comment =
  "a slow end-to-end run (plugins, Action, pre-commit): DIALOGLINT_CI=1 runs it, as .ci/run does"

/// Runs `swift` with `arguments`, found on PATH as a shell would find it.
func swift(_ arguments: [String], in directory: URL) throws -> Run {
  try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: directory)
}

/// The README's package of an app team, depending on this checkout by path as a user's depends on
/// the main branch: its `App` target uses the build-tool plugin, and its configuration raises one rule,
/// excludes generated code, and leaves out the SwiftUI stand-in that lets it build on Linux.
enum SamplePackage {
  /// `ambiguousAlert`, built where SwiftUI is missing too, with a vague title.
  static let drafts = ambiguousAlert.replacingOccurrences(
    of: "import SwiftUI\n", with: "#if canImport(SwiftUI)\n  import SwiftUI\n#endif\n"
  ).replacingOccurrences(of: "\"Discard this draft?\"", with: "\"Error\"")

  /// Just enough of SwiftUI's names for `drafts` to compile where SwiftUI does not exist.
  static let standIn = """
    #if !canImport(SwiftUI)
      protocol View {}
      @propertyWrapper struct State<Value> {
        var wrappedValue: Value
        var projectedValue: Binding<Value> { Binding() }
      }
      struct Binding<Value> {}
      enum ButtonRole { case cancel, destructive }
      struct Text: View { init(_ text: String) {} }
      struct Button: View { init(_ title: String, role: ButtonRole? = nil, action: () -> Void) {} }
      @resultBuilder enum ViewBuilder { static func buildBlock(_ views: any View...) -> [any View] { views } }
      extension View {
        func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> [any View]) -> some View {
          self
        }
      }
    #endif

    """

  static let configuration = """
    {"exclude": ["Sources/App/Generated/", "Sources/App/SwiftUIStandIn.swift"], "rules": {"vague-alert-title": "warning"}}

    """

  /// The README's manifest with the dependency on the main branch replaced by one on this
  /// checkout, through a link named `dialoglint`, the identity the manifest's plugin names.
  static func create() throws -> Project {
    let manifest = try #require(Readme.files["Package.swift"])
    let release = ".package(url: \"https://github.com/dialoglint/dialoglint\", branch: \"main\")"
    #expect(manifest.contains(release))
    let project = try Project([
      "Package.swift": manifest.replacingOccurrences(of: release, with: ".package(path: \"deps/dialoglint\")"),
      ".dialoglint.json": configuration, "Sources/App/Drafts.swift": drafts,
      "Sources/App/SwiftUIStandIn.swift": standIn,
      "Sources/App/Generated/Old.swift": drafts.replacingOccurrences(of: "Drafts", with: "OldDrafts"),
    ])
    try FileManager.default.createDirectory(
      at: project.root.appendingPathComponent("deps"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: project.root.appendingPathComponent("deps/dialoglint"), withDestinationURL: packageRoot)
    return project
  }
}

@Suite(
  "SwiftPM plugins, in a package that depends on this one", .serialized, .enabled(if: ciTestsEnabled, ciTestsReason))
struct PluginTests {
  /// The lines of `output` that hold `marker` (`error:`, `warning:`).
  func lines(_ output: String, _ marker: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.contains(marker) }
  }

  @Test("swift build runs the build-tool plugin, swift package dialoglint the command plugin; nothing else warns")
  func plugins() throws {
    let sample = try SamplePackage.create()
    defer { sample.remove() }
    try expectBuildShowsFindings(sample)
    try expectCommandRuns(sample)
    try expectReportAloneOnStdout(sample)
    try expectFixOnlyWithPermission(sample)
  }

  /// `swift build` prints what the command line reports for the target's file, with the package's
  /// configuration, as the compiler prints its diagnostics; building dialoglint prints nothing more.
  func expectBuildShowsFindings(_ sample: Project) throws {
    let build = try swift(["build"], in: sample.root)
    let output = build.stdout + build.stderr
    #expect(build.succeeded, "\(output)")
    #expect(lines(output, "error:").isEmpty, "\(output)")
    // dialoglint, its manifest and its plugins compiled from scratch warn of nothing: every warning is a finding.
    #expect(lines(output, "warning:").allSatisfy { $0.hasPrefix(sample.root.path + "/") }, "\(output)")
    let drafts = sample.root.appendingPathComponent("Sources/App/Drafts.swift").path
    let expected = try dialoglint(["--config", ".dialoglint.json", drafts], in: sample.root).stdout
    #expect(expected.contains(": warning: alert title \"Error\"") && expected.contains("[vague-alert-title]"))
    #expect(expected.contains(": warning: alert action \"Yes\"") && expected.contains("[ambiguous-action-label]"))
    let shown = output.split(separator: "\n").filter { $0.hasPrefix(sample.root.path + "/") }
    #expect(shown == expected.split(separator: "\n"), "\(output)")
  }

  /// `swift package dialoglint` prints paths relative to the package, as the command line run
  /// there does; `--target` scans a target's files, and a failing status fails the command.
  func expectCommandRuns(_ sample: Project) throws {
    let relative = try dialoglint(["Sources/App/Drafts.swift"], in: sample.root).stdout
    let command = try swift(["package", "dialoglint"], in: sample.root)
    let output = command.stdout + command.stderr
    #expect(command.succeeded, "\(output)")
    #expect(output.contains(relative) && output.contains("dialoglint: 2 warnings in 2 files"), "\(output)")
    #expect(lines(output, "error:").isEmpty, "\(output)")

    let target = try swift(["package", "dialoglint", "--target", "App", "--fail-on", "warning"], in: sample.root)
    let targetOutput = target.stdout + target.stderr
    #expect(!target.succeeded, "findings at or above --fail-on fail the command")
    #expect(targetOutput.contains(relative), "\(targetOutput)")
    #expect(!targetOutput.contains("Generated"), "the target's files obey the configuration's exclude")
  }

  /// The lines dialoglint wrote to stderr, as `swift package` shows them on its stderr: each after
  /// the plugin's name in brackets, among the lines of the build.
  func notices(_ stderr: String, plugin: String = "DialogLintCommandPlugin") -> [Substring] {
    stderr.split(separator: "\n").compactMap { $0.hasPrefix("[\(plugin)] ") ? $0.dropFirst(plugin.count + 3) : nil }
  }

  /// Through the command plugin as run directly, stdout holds the report alone, byte for byte, and
  /// stderr every notice and the summary; a failing status names dialoglint's own.
  func expectReportAloneOnStdout(_ sample: Project) throws {
    // The two reports a tool reads, which one stray line would make unreadable.
    let reports = [
      ["--format", "sarif", "--fail-on", "never", "Sources"], ["--format", "json", "--fail-on", "never", "Sources"],
    ]
    let others = [
      ["--format", "github", "Sources"], ["--format", "text"], ["--quiet", "Sources"], ["--fix", "--diff", "Sources"],
      ["--format", "json", "--output", "report.json", "Sources"], ["--fail-on", "warning", "Sources"],
      ["--format", "yaml"],
    ]
    for arguments in reports + others {
      let direct = try dialoglint(arguments, in: sample.root)
      let command = try swift(["package", "dialoglint"] + arguments, in: sample.root)
      #expect(command.stdout == direct.stdout, "\(arguments)\n\(command.stderr)")
      #expect(notices(command.stderr) == direct.stderr.split(separator: "\n"), "\(arguments)\n\(command.stderr)")
      // `swift package` ends with its own status 1 after any plugin that failed; the last line says why.
      #expect(command.status == (direct.exit == .clean ? 0 : 1), "\(arguments)\n\(command.stderr)")
      if direct.exit != .clean {
        #expect(command.stderr.hasSuffix("error: dialoglint exited with status \(direct.status)\n"), "\(arguments)")
      }
      if reports.contains(arguments) {
        #expect(throws: Never.self, "\(arguments): \(command.stdout)") {
          try JSONSerialization.jsonObject(with: Data(command.stdout.utf8))
        }
        #expect(notices(command.stderr).last?.hasPrefix("dialoglint: 2 warnings in ") == true, "\(command.stderr)")
      }
    }
    let written = try Data(contentsOf: sample.root.appendingPathComponent("report.json"))
    #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: written) }
  }

  /// `swift package dialoglint --fix` refuses to rewrite sources, which it has no permission to,
  /// and names the command that asks for it; `dialoglint-fix` runs only when it is granted.
  func expectFixOnlyWithPermission(_ sample: Project) throws {
    // An alert that does not give its trigger VoiceOver focus back, which --fix mends.
    let fixable = """
      import SwiftUI

      struct Discard: View {
        @State private var showing = false
        var body: some View {
          Button("Discard") { showing = true }
            .alert("Discard this draft?", isPresented: $showing) {
              Button("Discard", role: .destructive) { }
              Button("Keep Editing", role: .cancel) { }
            }
        }
      }

      """
    let discard = sample.root.appendingPathComponent("Sources/App/Discard.swift")
    let before = Data(fixable.utf8)
    try before.write(to: discard)
    let refused = try swift(
      ["package", "--allow-writing-to-package-directory", "dialoglint", "--fix"], in: sample.root)
    #expect(!refused.succeeded && refused.stdout.isEmpty, "\(refused.stdout)\(refused.stderr)")
    #expect(refused.stderr.contains("swift package --allow-writing-to-package-directory dialoglint-fix"))
    #expect(notices(refused.stderr).isEmpty, "dialoglint did not run\n\(refused.stderr)")
    #expect(try Data(contentsOf: discard) == before)

    let unasked = try swift(["package", "dialoglint-fix"], in: sample.root)
    #expect(!unasked.succeeded && unasked.stderr.contains("--allow-writing-to-package-directory"))
    #expect(try Data(contentsOf: discard) == before)

    let fix = try swift(["package", "--allow-writing-to-package-directory", "dialoglint-fix"], in: sample.root)
    let fixNotices = notices(fix.stderr, plugin: "DialogLintFixCommandPlugin")
    #expect(fix.succeeded && fixNotices.contains { $0.hasPrefix("dialoglint: fixed 1 finding") }, "\(fix.stderr)")
    #expect(try Data(contentsOf: discard) != before)
  }
}
