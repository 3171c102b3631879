import Foundation
import Testing

@testable import DialogLintCLI

/// Whether the tests that need what CI provides run: the plugin and GitHub Action tests build
/// dialoglint in packages of their own (minutes on a small machine, the first time), and the
/// GitHub Action and pre-commit tests read YAML with PyYAML. `.ci/run` sets `DIALOGLINT_CI=1`.
let ciTestsEnabled = ProcessInfo.processInfo.environment["DIALOGLINT_CI"] == "1"

/// Runs `swift` with `arguments`, found on PATH as a shell would find it.
func swift(_ arguments: [String], in directory: URL) throws -> Run {
  try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: directory)
}

/// The README's package of an app team, depending on this checkout by path as a user's depends on
/// a release: its `App` target uses the build-tool plugin, and its configuration raises one rule,
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

  /// The README's manifest with the dependency on a release replaced by one on this checkout,
  /// through a link named `dialoglint`, the identity the manifest's plugin names.
  static func create() throws -> Project {
    let manifest = try #require(Readme.files["Package.swift"])
    let release = ".package(url: \"https://github.com/dialoglint/dialoglint\", from: \"\(CommandLineTool.version)\")"
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

@Suite("SwiftPM plugins, in a package that depends on this one", .serialized, .enabled(if: ciTestsEnabled))
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
  }

  /// `swift build` prints what the command line reports for the target's file, with the package's
  /// configuration, as the compiler prints its diagnostics; building dialoglint prints nothing more.
  func expectBuildShowsFindings(_ sample: Project) throws {
    let build = try swift(["build"], in: sample.root)
    let output = build.stdout + build.stderr
    #expect(build.status == 0, "\(output)")
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
    #expect(command.status == 0, "\(output)")
    #expect(output.contains(relative) && output.contains("dialoglint: 2 warnings in 2 files"), "\(output)")
    #expect(lines(output, "error:").isEmpty, "\(output)")

    let target = try swift(["package", "dialoglint", "--target", "App", "--fail-on", "warning"], in: sample.root)
    let targetOutput = target.stdout + target.stderr
    #expect(target.status != 0, "findings at or above --fail-on fail the command")
    #expect(targetOutput.contains(relative), "\(targetOutput)")
    #expect(!targetOutput.contains("Generated"), "the target's files obey the configuration's exclude")

    let fix = try swift(["package", "--allow-writing-to-package-directory", "dialoglint", "--fix"], in: sample.root)
    let fixOutput = fix.stdout + fix.stderr
    #expect(fix.status == 0 && fixOutput.contains("dialoglint: fixed "), "--fix is forwarded\n\(fixOutput)")
  }
}
