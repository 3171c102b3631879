import DialogFacts
import Foundation
import SourceText
import Testing

@testable import DialogLintCLI

/// The `dialoglint` binary that `swift build` built beside the tests, in whatever products folder.
let binary = productsFolder.appendingPathComponent("dialoglint")

/// Runs the binary with `arguments` in `directory`, feeding `stdin`; killed after `timeout` seconds.
func dialoglint(_ arguments: [String], in directory: URL = packageRoot, stdin: String? = nil, timeout: Double = 120)
  throws -> Run
{
  try #require(
    FileManager.default.isExecutableFile(atPath: binary.path),
    "no dialoglint in \(productsFolder.path): build the package (swift build --build-tests) before testing")
  return try runProcess(binary, arguments, in: directory, stdin: stdin ?? "", timeout: timeout)
}

/// Makes `file` a Swift file that cannot be read; false, with a printed reason, where it cannot.
func makeUnreadable(_ file: URL) throws -> Bool {
  guard getuid() == 0 else {
    try Data("struct X {}".utf8).write(to: file)
    chmod(file.path, 0)
    return true
  }
  #if os(Linux)
    // root reads any file; a link to this process's own memory fails to read at offset 0.
    try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/proc/self/mem")
    return true
  #else
    print("unreadable-file test skipped: running as root")
    return false
  #endif
}

/// A scratch project: files written from a dictionary, removed afterwards.
struct Project {
  let root: URL

  init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("dialoglint-project-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

let ambiguousAlert = """
  import SwiftUI

  struct Drafts: View {
    @State private var confirm = false
    var body: some View {
      Text("Draft")
        .alert("Discard this draft?", isPresented: $confirm) {
          Button("Yes", role: .destructive) { }
          Button("Keep Editing", role: .cancel) { }
        }
    }
  }

  """

@Suite("End to end: the built binary, its output and its exit status", .serialized)
struct EndToEndTests {
  @Test("a clean tree prints no findings and exits 0")
  func cleanTree() throws {
    let project = try Project([
      "Clean.swift": "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n"
    ])
    defer { project.remove() }
    let run = try dialoglint(["."], in: project.root)
    #expect(run.exit == .clean)
    #expect(run.stdout.isEmpty)
  }

  @Test("findings print in the compiler's format; --fail-on decides the status")
  func findingsAndFailOn() throws {
    let project = try Project(["Drafts.swift": ambiguousAlert])
    defer { project.remove() }
    let run = try dialoglint(["Drafts.swift"], in: project.root)
    #expect(run.exit == .clean, "a warning does not fail the default --fail-on error")
    #expect(
      run.stdout
        == "Drafts.swift:8:16: warning: alert action \"Yes\" is ambiguous out of context; name what it does "
        + "(\"Delete\", \"Keep Editing\") [ambiguous-action-label]\n")
    #expect(try dialoglint(["--fail-on", "warning", "."], in: project.root).exit == .findings)
    #expect(try dialoglint(["--fail-on=note", "."], in: project.root).exit == .findings)
    #expect(try dialoglint(["--fail-on", "never", "."], in: project.root).exit == .clean)
    let config = try Project([
      "Drafts.swift": ambiguousAlert,
      ".dialoglint.json": "{\"rules\": {\"ambiguous-action-label\": \"error\"}}",
    ])
    defer { config.remove() }
    let strict = try dialoglint(["."], in: config.root)
    #expect(strict.exit == .findings)
    #expect(strict.stdout.contains(": error: alert action \"Yes\""))
  }

  @Test(
    "an Xcode project's deployment targets decide whether a fix may write the focus APIs, beside its folders only",
    arguments: [("14.0", true), ("\"15.0\"", false)])
  func xcodeProjectTargets(iOS: String, refused: Bool) throws {
    let settings = """
      buildSettings = {
          IPHONEOS_DEPLOYMENT_TARGET = 17.0;
          MACOSX_DEPLOYMENT_TARGET = 13.0;
      };
      buildSettings = {
          IPHONEOS_DEPLOYMENT_TARGET = \(iOS);
      };

      """
    let view = String(decoding: FixTests.olderSystemView(check: "true").bytes, as: UTF8.self)
    let project = try Project(["App/App.xcodeproj/project.pbxproj": settings, "App/Export/ExportButton.swift": view])
    defer { project.remove() }
    let run = try dialoglint(["--format", "json", "."], in: project.root)
    #expect(run.exit == .clean)
    let reason = "may run on iOS before 15 (App/App.xcodeproj builds for iOS 14)"
    #expect(run.stdout.contains(reason) == refused, "\(run.stdout)")
    #expect(run.stdout.contains("\"fix\"") == !refused)
    // --fix reads the files into memory first: it reads the project's settings as the scan does.
    let diff = try dialoglint(["--fix", "--diff", "."], in: project.root)
    #expect(diff.stdout.contains("@AccessibilityFocusState") == !refused, "\(diff.stdout)")
    // The project governs the folder that holds it: code beside that folder is not its.
    let beside = try Project(["App/App.xcodeproj/project.pbxproj": settings, "Export/ExportButton.swift": view])
    defer { beside.remove() }
    #expect(!(try dialoglint(["--format", "json", "."], in: beside.root).stdout.contains(reason)))
  }

  @Test(
    "a target's deployment target overrides its project's; a target that sets none takes the project's",
    arguments: [
      ("17.0", false, "Release Staging", false), (nil, false, "Release Staging", true),
      ("17.0", true, "Release Staging", false),
      ("17.0", false, "Release", true), ("\"$(inherited)\"", false, "Release Staging", true),
    ])
  func xcodeTargetOverrides(appTarget: String?, oneLineList: Bool, appConfiguration: String, refused: Bool) throws {
    // Read wrong, a project's targets would raise its minimum and let a fix write APIs it lacks: a
    // configuration the project has none of that name for gives the lowest set anywhere.
    let own = appTarget.map { "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \($0);\r\n" } ?? ""
    // The app target's configuration list, also as Xcode writes some objects: on one line.
    let appList =
      oneLineList
      ? "\t\tL2 = {isa = XCConfigurationList; buildConfigurations = (B1, ); };\r"
      : """
      \t\tL2 /* Build configuration list for PBXNativeTarget "App" */ = {\r
      \t\t\tisa = XCConfigurationList;\r
      \t\t\tbuildConfigurations = (\r
      \t\t\t\tB1 /* Release Staging */,\r
      \t\t\t);\r
      \t\t};\r
      """
    // As Xcode writes it (here with CRLF line ends): the project's configuration list, a list and
    // a configuration for each target, each target naming its list and its product type.
    let settings = """
      // !$*UTF8*$!\r
      {\r
      \tobjects = {\r
      \t\tA1 /* Release Staging */ = {\r
      \t\t\tisa = XCBuildConfiguration;\r
      \t\t\tbuildSettings = {\r
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.0;\r
      \t\t\t};\r
      \t\t\tname = "Release Staging";\r
      \t\t};\r
      \t\tB1 /* Release Staging */ = {\r
      \t\t\tisa = XCBuildConfiguration;\r
      \t\t\tbuildSettings = {\r
      \(own)\t\t\t\tPRODUCT_NAME = App;\r
      \t\t\t};\r
      \t\t\tname = "\(appConfiguration)";\r
      \t\t};\r
      \t\tT1 /* Release Staging */ = {\r
      \t\t\tisa = XCBuildConfiguration;\r
      \t\t\tbuildSettings = {\r
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 13.0;\r
      \t\t\t};\r
      \t\t\tname = "Release Staging";\r
      \t\t};\r
      \t\tN1 /* App */ = {\r
      \t\t\tisa = PBXNativeTarget;\r
      \t\t\tbuildConfigurationList = L2 /* Build configuration list for PBXNativeTarget "App" */;\r
      \t\t\tproductType = "com.apple.product-type.application";\r
      \t\t};\r
      \t\tN2 /* Checks */ = {\r
      \t\t\tisa = PBXNativeTarget;\r
      \t\t\tbuildConfigurationList = L3 /* Build configuration list for PBXNativeTarget "Checks" */;\r
      \t\t\tproductType = "com.apple.product-type.bundle.unit-test";\r
      \t\t};\r
      \t\tP1 /* Project object */ = {\r
      \t\t\tisa = PBXProject;\r
      \t\t\tbuildConfigurationList = L1 /* Build configuration list for PBXProject "App" */;\r
      \t\t\ttargets = (\r
      \t\t\t\tN1 /* App */,\r
      \t\t\t\tN2 /* Checks */,\r
      \t\t\t);\r
      \t\t};\r
      \t\tL1 /* Build configuration list for PBXProject "App" */ = {\r
      \t\t\tisa = XCConfigurationList;\r
      \t\t\tbuildConfigurations = (\r
      \t\t\t\tA1 /* Release Staging */,\r
      \t\t\t);\r
      \t\t};\r
      \(appList)
      \t\tL3 /* Build configuration list for PBXNativeTarget "Checks" */ = {\r
      \t\t\tisa = XCConfigurationList;\r
      \t\t\tbuildConfigurations = (\r
      \t\t\t\tT1 /* Release Staging */,\r
      \t\t\t);\r
      \t\t};\r
      \t};\r
      \trootObject = P1 /* Project object */;\r
      }\r

      """
    let view = String(decoding: FixTests.olderSystemView(check: "true").bytes, as: UTF8.self)
    let project = try Project(["App/App.xcodeproj/project.pbxproj": settings, "App/Export/ExportButton.swift": view])
    defer { project.remove() }
    let run = try dialoglint(["--format", "json", "."], in: project.root)
    // The test bundle's iOS 13 ships no code of the app, unless the configurations cannot be read.
    let lowest = appConfiguration == "Release" ? 13 : 14
    #expect(run.stdout.contains("may run on iOS before 15 (App/App.xcodeproj builds for iOS \(lowest))") == refused)
    #expect(run.stdout.contains("\"fix\"") == !refused, "\(run.stdout)")
  }

  @Test("an .xcconfig sets what its project's settings leave out, for the project whose folder holds it")
  func xcconfigTargets() throws {
    let settings = "buildSettings = {\n    MACOSX_DEPLOYMENT_TARGET = 13.0;\n};\n"
    let view = String(decoding: FixTests.olderSystemView(check: "true").bytes, as: UTF8.self)
    let reason = "may run on iOS before 15 (App/App.xcodeproj builds for iOS 14)"
    let configuration = "IPHONEOS_DEPLOYMENT_TARGET = 14.0\n"
    let project = try Project([
      "App/App.xcodeproj/project.pbxproj": settings, "App/Configurations/App.xcconfig": configuration,
      "App/Export/ExportButton.swift": view,
    ])
    defer { project.remove() }
    #expect(try dialoglint(["--format", "json", "."], in: project.root).stdout.contains(reason))
    // One beside the project, in no folder of it, is not its.
    let beside = try Project([
      "App/App.xcodeproj/project.pbxproj": settings, "Configurations/App.xcconfig": configuration,
      "App/Export/ExportButton.swift": view,
    ])
    defer { beside.remove() }
    #expect(!(try dialoglint(["--format", "json", "."], in: beside.root).stdout.contains(reason)))
  }

  /// A project of three targets as Xcode writes it: an iOS app whose group lists its file, a
  /// watch extension and a tvOS app that each compile a synchronized folder. `appFile` is how
  /// the app's file reference is placed.
  private static func threeTargetProject(appFile: String) -> String {
    func configuration(_ id: String, _ settings: String) -> String {
      "\t\t\(id) = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(settings)\t\t\t};\n"
        + "\t\t\tname = Release;\n\t\t};\n"
    }
    func target(_ id: String, _ name: String, list: String, phases: String, folders: String) -> String {
      "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list);\n"
        + "\t\t\tbuildPhases = (\n\(phases)\t\t\t);\n\t\t\tfileSystemSynchronizedGroups = (\n\(folders)\t\t\t);\n"
        + "\t\t\tname = \"\(name)\";\n\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t};\n"
    }
    return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
      + "\t\tF1 /* ExportButton.swift in Sources */ = {isa = PBXBuildFile; fileRef = R1 /* ExportButton.swift */; };\n"
      + "\t\tR1 /* ExportButton.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; \(appFile)};\n"
      + "\t\tG0 = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\tG1 /* Export */,\n\t\t\t\tS1 /* Watch */,\n"
      + "\t\t\t\tS2 /* TV */,\n\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
      + "\t\tG1 /* Export */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\tR1 /* ExportButton.swift */,\n"
      + "\t\t\t);\n\t\t\tpath = Export;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
      + "\t\tS1 /* Watch */ = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n\t\t\tpath = Watch;\n"
      + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
      + "\t\tS2 /* TV */ = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n\t\t\tpath = \"Export TV\";\n"
      + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
      + "\t\tB1 /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = (\n"
      + "\t\t\t\tF1 /* ExportButton.swift in Sources */,\n\t\t\t);\n\t\t};\n"
      + configuration("C0", "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n\t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 7.0;\n")
      + configuration("C1", "\t\t\t\tSDKROOT = iphoneos;\n")
      + configuration("C2", "\t\t\t\tSDKROOT = watchos;\n")
      + configuration("C3", "\t\t\t\tSDKROOT = appletvos;\n\t\t\t\tTVOS_DEPLOYMENT_TARGET = 16.0;\n")
      + ["L0": "C0", "L1": "C1", "L2": "C2", "L3": "C3"].sorted { $0.key < $1.key }.map { list, configuration in
        "\t\t\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configuration), ); };\n"
      }.joined()
      + target("N1", "App", list: "L1", phases: "\t\t\t\tB1 /* Sources */,\n", folders: "")
      + target("N2", "Watch", list: "L2", phases: "", folders: "\t\t\t\tS1 /* Watch */,\n")
      + target("N3", "Export TV", list: "L3", phases: "", folders: "\t\t\t\tS2 /* TV */,\n")
      + "\t\tP1 /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = L0;\n"
      + "\t\t\tmainGroup = G0;\n\t\t\tprojectDirPath = \"\";\n\t\t\ttargets = (\n\t\t\t\tN1 /* App */,\n"
      + "\t\t\t\tN2 /* Watch */,\n\t\t\t\tN3 /* Export TV */,\n\t\t\t);\n\t\t};\n"
      + "\t};\n\trootObject = P1 /* Project object */;\n}\n"
  }

  @Test(
    "an Xcode project's targets govern the files they compile, and only those",
    arguments: [
      ("path = ExportButton.swift; sourceTree = \"<group>\"; ", true),
      ("path = /tmp/ExportButton.swift; sourceTree = \"<absolute>\"; ", false),
    ])
  func xcodeTargetMembership(appFile: String, placed: Bool) throws {
    let view = String(decoding: FixTests.olderSystemView(check: "true").bytes, as: UTF8.self)
    let project = try Project([
      "App/App.xcodeproj/project.pbxproj": Self.threeTargetProject(appFile: appFile),
      "App/Export/ExportButton.swift": view,
      "App/Watch/WatchButton.swift": view.replacingOccurrences(of: "ExportButton", with: "WatchButton"),
      "App/Export TV/ShelfButton.swift": view.replacingOccurrences(of: "ExportButton", with: "ShelfButton"),
    ])
    defer { project.remove() }
    let run = try dialoglint(["--format", "json", "."], in: project.root)
    let findings = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    func focusFinding(in file: String) -> [String: Any]? {
      findings.first {
        ($0["path"] as? String)?.hasSuffix(file) == true && $0["ruleId"] as? String == "alert-focus-return"
      }
    }
    // The iOS app's file is not held to the watch extension's version, where the project says
    // which target compiles it; where it cannot tell, the lowest of every target holds.
    let app = try #require(focusFinding(in: "ExportButton.swift"))
    #expect((app["fix"] != nil) == placed, "\(app)")
    if !placed {
      #expect("\(app)".contains("may run on watchOS before 8 (App/App.xcodeproj builds for watchOS 7)"))
    }
    let watch = try #require(focusFinding(in: "WatchButton.swift"))
    #expect(watch["fix"] == nil)
    let builder = placed ? "target Watch of App/App.xcodeproj" : "App/App.xcodeproj"
    #expect("\(watch)".contains("may run on watchOS before 8 (\(builder) builds for watchOS 7)"))
    // A tvOS target's focus engine returns focus: its file gets no focus finding.
    #expect(focusFinding(in: "ShelfButton.swift") == nil || !placed)
    let explain = try dialoglint(["--explain-dialogs", "App/Export TV/ShelfButton.swift"], in: project.root)
    #expect(
      explain.stdout.contains("built for tvOS only (target Export TV of App/App.xcodeproj)") == placed,
      "\(explain.stdout)")
  }

  @Test("bad arguments and a missing path exit 2 with a message")
  func usageErrors() throws {
    let unknown = try dialoglint(["--frobnicate"])
    #expect(unknown.exit == .failure && unknown.stderr.contains("unknown option '--frobnicate'"))
    let format = try dialoglint(["--format", "xml", "Fixtures"])
    #expect(format.exit == .failure && format.stderr.contains("unknown format 'xml'"))
    let value = try dialoglint(["--jobs"])
    #expect(value.exit == .failure && value.stderr.contains("--jobs needs a value"))
    let missing = try dialoglint(["no/such/folder"])
    #expect(missing.exit == .failure && missing.stderr.contains("no/such/folder: error: no such file or folder"))
  }

  @Test("a malformed configuration stops the run with its file, line, column and what was expected")
  func malformedConfiguration() throws {
    let project = try Project([
      "A.swift": ambiguousAlert,
      ".dialoglint.json": "{\n  \"rules\": {\n    \"ambiguous-action-label\": \"loud\"\n  }\n}\n",
    ])
    defer { project.remove() }
    let run = try dialoglint(["."], in: project.root)
    #expect(run.exit == .failure)
    #expect(run.stderr.contains(".dialoglint.json:3:31: error: expected \"off\", \"error\", \"warning\" or \"note\""))
    #expect(run.stdout.isEmpty)

    let huge = try Project([
      "A.swift": ambiguousAlert, ".dialoglint.json": "{\"rules\": {\"too-many-actions\": {\"maximum\": 1e300}}}",
    ])
    defer { huge.remove() }
    let number = try dialoglint(["."], in: huge.root)
    #expect(
      number.exit == .failure && number.stderr.contains("expected a whole number from 0 to 1000000 for \"maximum\""))

    let syntax = try Project(["A.swift": ambiguousAlert, ".dialoglint.json": "{\"exclude\": [\"a\",]}"])
    defer { syntax.remove() }
    let broken = try dialoglint(["."], in: syntax.root)
    #expect(broken.exit == .failure && broken.stderr.contains(".dialoglint.json:1:18: error: expected a value"))
  }

  @Test("unknown keys and rule ids in the configuration are warnings, not silence")
  func configurationWarnings() throws {
    let project = try Project([
      "A.swift": ambiguousAlert,
      ".dialoglint.json": "{\"rulez\": {}, \"rules\": {\"ambiguous-action-labels\": \"off\"}}",
    ])
    defer { project.remove() }
    let run = try dialoglint(["."], in: project.root)
    #expect(run.exit == .clean)
    #expect(run.stderr.contains("warning: unknown configuration key \"rulez\""))
    #expect(
      run.stderr.contains(
        "unknown rule \"ambiguous-action-labels\" in configuration (did you mean \"ambiguous-action-label\"?)"))
    #expect(run.stdout.contains("[ambiguous-action-label]"), "a misspelt rule id turns nothing off")
  }

  @Test("a malformed rules file stops the run with its file, line and column")
  func malformedRules() throws {
    let project = try Project([
      "A.swift": ambiguousAlert,
      "team-rules.json":
        "{\"rules\": [{\"id\": \"no-got-it\", \"check\": \"action-label\", \"severity\": 3, \"summary\": \"x\"}]}",
    ])
    defer { project.remove() }
    let run = try dialoglint(["--rules", "team-rules.json", "."], in: project.root)
    #expect(run.exit == .failure)
    #expect(
      run.stderr.contains("team-rules.json:1:69: error: expected \"severity\": \"error\", \"warning\" or \"note\""))
  }

  @Test("an unreadable file is reported, and the other files' findings still are")
  func unreadableFile() throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    guard try makeUnreadable(project.root.appendingPathComponent("Locked.swift")) else { return }
    let run = try dialoglint(["A.swift", "Locked.swift"], in: project.root)
    #expect(run.exit == .failure, "an I/O error is exit status 2")
    #expect(run.stderr.contains("Locked.swift: error: cannot"))
    #expect(run.stdout.contains("A.swift:8:16: warning: alert action \"Yes\""))
  }

  @Test("the notices of a scan come in one order with any number of jobs: reading's, then parsing's")
  func noticeOrder() throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    try Data([0x00, 0x01] + Array(repeating: 0x41, count: 100)).write(
      to: project.root.appendingPathComponent("Binary.swift"))
    try Data(Array("let a = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)).write(
      to: project.root.appendingPathComponent("Latin1.swift"))
    guard try makeUnreadable(project.root.appendingPathComponent("Unread.swift")) else { return }
    let runs = try [1, 2, 4].map {
      try dialoglint(["--jobs", "\($0)", "A.swift", "Binary.swift", "Latin1.swift", "Unread.swift"], in: project.root)
    }
    let lines = runs[0].stderr.split(separator: "\n")
    let unread = try #require(lines.firstIndex { $0.contains("Unread.swift: error") })
    let binary = try #require(lines.firstIndex { $0.contains("Binary.swift: warning: binary file") })
    let utf8 = try #require(lines.firstIndex { $0.contains("Latin1.swift:1:10: warning: not valid UTF-8") })
    #expect(unread < binary && binary < utf8)
    for run in runs {
      #expect(run.exit == .failure)
      #expect(run.stderr == runs[0].stderr)
      #expect(run.stdout == runs[0].stdout)
    }
  }

  @Test("a binary file named .swift and invalid UTF-8 are notices, never crashes")
  func oddFiles() throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    try Data([0x00, 0x01, 0xFF, 0x00] + Array(repeating: 0x41, count: 100)).write(
      to: project.root.appendingPathComponent("Binary.swift"))
    try Data(Array("let a = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)).write(
      to: project.root.appendingPathComponent("Latin1.swift"))
    let run = try dialoglint(["."], in: project.root)
    #expect(run.exit == .clean)
    #expect(run.stderr.contains("Binary.swift: warning: binary file; skipped"))
    #expect(run.stderr.contains("Latin1.swift:1:10: warning: not valid UTF-8; scanned as far as possible"))
    #expect(run.stdout.contains("A.swift:8:16"))
  }

  @Test("--stdin-path lints stdin as that file, with the rest of the project indexed")
  func stdinPath() throws {
    // The content type lives in another file; its findings need the whole project.
    let presenter = """
      import SwiftUI
      struct Home: View {
        @State private var showTips = false
        var body: some View {
          Text("Home")
            .sheet(isPresented: $showTips) { TipsView() }
        }
      }

      """
    let tips = "import SwiftUI\nstruct TipsView: View {\n  var body: some View { Text(\"Swipe to archive.\") }\n}\n"
    let project = try Project(["Sources/Home.swift": presenter, "Sources/TipsView.swift": tips])
    defer { project.remove() }
    let whole = try dialoglint(["."], in: project.root)
    let expected = whole.stdout.split(separator: "\n").filter { $0.hasPrefix("Sources/Home.swift:") }
    #expect(!expected.isEmpty)
    let edited = try dialoglint(["--stdin-path", "Sources/Home.swift", "."], in: project.root, stdin: presenter)
    #expect(edited.stdout.split(separator: "\n").filter { $0.hasPrefix("Sources/Home.swift:") } == expected)
    // Unsaved text differs from the file on disk: stdin wins.
    let unsaved = try dialoglint(
      ["--stdin-path", "Sources/Home.swift", "."], in: project.root,
      stdin: presenter.replacingOccurrences(of: "Text(\"Home\")", with: "Text(\"Home\")\n"))
    #expect(unsaved.stdout.contains("Sources/Home.swift:7:"))
  }

  @Test("--stdin-path alone indexes the file's project, whatever the current folder, and reports that file only")
  func stdinPathProject() throws {
    let presenter = """
      import SwiftUI
      struct Home: View {
        @State private var confirm = false
        var body: some View {
          Button("Clear") { confirm = true }
            .alert("Clear the history?", isPresented: $confirm) {
              Button(L10n.yes, role: .destructive) { }
              Button("Cancel", role: .cancel) { }
            }
        }
      }

      """
    // The label resolves through another file of the project; a binary file of the project and a
    // Swift file beside the project are not the edited file's business.
    let project = try Project([
      "App/Package.swift": "// swift-tools-version:5.9\n",
      "App/Sources/Home.swift": presenter,
      "App/Sources/Strings.swift": "enum L10n { static let yes = \"Yes\" }\n",
      "App/Sources/Junk.swift": "\u{0}\u{1}",
      "Beside/Other.swift": ambiguousAlert,
    ])
    defer { project.remove() }
    let app = project.root.appendingPathComponent("App")
    let whole = try dialoglint(["."], in: app)
    let expected = whole.stdout.split(separator: "\n").filter { $0.hasPrefix("Sources/Home.swift:") }
    #expect(expected.contains { $0.hasSuffix("[ambiguous-action-label]") }, "\(whole.stdout)")
    #expect(whole.stderr.contains("Sources/Junk.swift"))

    let fromSubfolder = try dialoglint(
      ["--stdin-path", "Home.swift"], in: app.appendingPathComponent("Sources"), stdin: presenter)
    #expect(fromSubfolder.stdout.split(separator: "\n").map { "Sources/" + $0 } == expected.map(String.init))
    #expect(!fromSubfolder.stderr.contains("Junk.swift"), "another file's notice: \(fromSubfolder.stderr)")
    #expect(fromSubfolder.stderr.contains("in 4 files"), "the project's Swift files: \(fromSubfolder.stderr)")

    let absolute = app.appendingPathComponent("Sources/Home.swift").path
    let fromRoot = try dialoglint(["--stdin-path", absolute], in: URL(fileURLWithPath: "/"), stdin: presenter)
    #expect(fromRoot.stdout.split(separator: "\n").count == expected.count, "\(fromRoot.stdout)")
    #expect(fromRoot.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix(absolute + ":") })
    #expect(fromRoot.stderr.contains("in 4 files"), "not the whole disk: \(fromRoot.stderr)")

    // With no project marker, the file's own folder is the project.
    let loose = try dialoglint(
      ["--stdin-path", "Beside/Other.swift"], in: project.root, stdin: ambiguousAlert)
    #expect(loose.stdout.hasPrefix("Beside/Other.swift:"))
    #expect(loose.stderr.contains("in 1 file"), "\(loose.stderr)")
  }

  @Test("--stdin-path in a local package of a repository gives the repository scan's findings for that file")
  func stdinPathLocalPackage() throws {
    let presenter = """
      import SwiftUI
      struct Home: View {
        @State private var confirm = false
        var body: some View {
          Button("Clear") { confirm = true }
            .alert("Clear the history?", isPresented: $confirm) {
              Button(Strings.yes, role: .destructive) { }
              Button(Strings.no, role: .cancel) { }
            }
            .sheet(isPresented: $confirm) { HistoryView() }
        }
      }

      """
    // The labels and the sheet's content live outside the local package that holds the file.
    let project = try Project([
      ".git/HEAD": "ref: refs/heads/main\n",
      "Package.swift": "// swift-tools-version:5.9\n",
      "App/Strings.swift": "enum Strings { static let yes = \"Yes\"; static let no = \"No\" }\n",
      "App/HistoryView.swift":
        "import SwiftUI\nstruct HistoryView: View { var body: some View { Text(\"History\") } }\n",
      "Packages/Feature/Package.swift": "// swift-tools-version:5.9\n",
      "Packages/Feature/Sources/Feature/Home.swift": presenter,
    ])
    defer { project.remove() }
    let whole = try dialoglint(["--fail-on", "never", "."], in: project.root)
    let path = "Packages/Feature/Sources/Feature/Home.swift"
    let expected = whole.stdout.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map(String.init)
    #expect(expected.filter { $0.contains("[modal-missing-close-control]") }.count == 1, "\(whole.stdout)")
    let feature = project.root.appendingPathComponent("Packages/Feature")
    let edited = try dialoglint(
      ["--fail-on", "never", "--stdin-path", "Sources/Feature/Home.swift"], in: feature, stdin: presenter)
    let own = edited.stdout.split(separator: "\n").filter { $0.hasPrefix("Sources/Feature/Home.swift:") }
    #expect(own.map { "Packages/Feature/" + $0 } == expected, "\(edited.stdout)")

    // `..` climbs from the current folder: a file of that name under it is another file.
    let other = project.root.appendingPathComponent("App")
    let climbing = try dialoglint(
      ["--fail-on", "never", "--stdin-path", "../Packages/Feature/Sources/Feature/Home.swift"], in: other,
      stdin: presenter)
    let climbed = climbing.stdout.split(separator: "\n").filter { $0.hasPrefix("../" + path + ":") }
    #expect(climbed.map { String($0.dropFirst(3)) } == expected, "\(climbing.stdout)")
  }

  @Test("--stdin-path with no project marker up its path reads its own folder's files only, not those below")
  func stdinPathNoMarker() throws {
    let project = try Project([
      "Loose/Other.swift": ambiguousAlert,
      "Loose/Strings.swift": "enum L10n { static let yes = \"Yes\" }\n",
      "Loose/Deep/Far.swift": "struct Far {}\n",
    ])
    defer { project.remove() }
    let run = try dialoglint(["--stdin-path", "Loose/Other.swift"], in: project.root, stdin: ambiguousAlert)
    #expect(run.stdout.hasPrefix("Loose/Other.swift:"), "\(run.stdout)")
    #expect(run.stderr.contains("in 2 files"), "\(run.stderr)")
  }

  @Test("Swift files named alone (a pre-commit hook's) resolve their labels through their project's tables")
  func namedFilesReadTheProjectsTables() throws {
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "confirm.yes": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Yes"}}}}}}
      """
    let project = try Project([
      ".git/HEAD": "ref: refs/heads/main\n",
      "Resources/Localizable.xcstrings": catalog,
      "Sources/A.swift": """
      import SwiftUI
      struct A: View {
        @State private var confirm = false
        var body: some View {
          Text("Drafts")
            .alert("Discard the draft?", isPresented: $confirm) {
              Button("confirm.yes", role: .destructive) { }
              Button("Cancel", role: .cancel) { }
            }
        }
      }

      """,
    ])
    defer { project.remove() }
    let whole = try dialoglint(["--fail-on", "never", "."], in: project.root)
    #expect(whole.stdout.contains("[ambiguous-action-label]"), "\(whole.stdout)")
    let named = try dialoglint(["--fail-on", "never", "Sources/A.swift"], in: project.root)
    #expect(named.stdout == whole.stdout, "\(named.stdout)")
  }

  @Test("a baseline keeps old findings quiet through edits, and new ones still count")
  func baseline() throws {
    let project = try Project(["A.swift": ambiguousAlert])
    defer { project.remove() }
    let write = try dialoglint(
      ["--write-baseline", "baseline.json", "--fail-on", "warning", "A.swift"], in: project.root)
    #expect(write.exit == .clean)
    #expect(write.stderr.contains("recorded 1 finding in baseline.json"))
    // Lines inserted above, and a second ambiguous button added below.
    let edited =
      "// a comment\n// another\n"
      + ambiguousAlert.replacingOccurrences(
        of: "Button(\"Keep Editing\", role: .cancel) { }",
        with: "Button(\"Keep Editing\", role: .cancel) { }\n      Button(\"No\") { }")
    try Data(edited.utf8).write(to: project.root.appendingPathComponent("A.swift"))
    let run = try dialoglint(["--baseline", "baseline.json", "--fail-on", "warning", "A.swift"], in: project.root)
    #expect(run.exit == .findings)
    #expect(!run.stdout.contains("\"Yes\""))
    #expect(run.stdout.contains("A.swift:12:14: warning: alert action \"No\""))

    let broken = try Project(["A.swift": ambiguousAlert, "baseline.json": "{\"findings\": [{\"ruleId\": 1}]}"])
    defer { broken.remove() }
    let bad = try dialoglint(["--baseline", "baseline.json", "."], in: broken.root)
    #expect(bad.exit == .failure && bad.stderr.contains("baseline.json:1:15: error: expected a finding with"))
  }

  @Test("a baselined finding is matched by its own dialog, not by a new one written on a line like its")
  func baselineOwnDialog() throws {
    func alert(_ title: String, _ binding: String) -> String {
      """
          Text("\(title)")
            .alert("\(title)", isPresented: $\(binding)) {
              Button("Yes", role: .destructive) { }
              Button("Keep", role: .cancel) { }
            }

      """
    }
    func view(_ body: String) -> String {
      "import SwiftUI\nstruct V: View {\n  @State private var a = false\n  @State private var b = false\n"
        + "  var body: some View {\n    VStack {\n" + body + "    }\n  }\n}\n"
    }
    let project = try Project(["V.swift": view(alert("Delete the draft?", "a"))])
    defer { project.remove() }
    let write = try dialoglint(["--write-baseline", "baseline.json", "V.swift"], in: project.root)
    #expect(write.stderr.contains("recorded 1 finding"), "\(write.stderr)")
    // A new dialog above the old one, with a line of the same text.
    try Data(view(alert("Archive the draft?", "b") + alert("Delete the draft?", "a")).utf8).write(
      to: project.root.appendingPathComponent("V.swift"))
    let run = try dialoglint(["--baseline", "baseline.json", "--fail-on", "never", "V.swift"], in: project.root)
    let reported = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[ambiguous-action-label]") }
    #expect(reported.count == 1 && reported[0].hasPrefix("V.swift:9:"), "\(run.stdout)")
  }

  @Test("output is identical whatever --jobs is")
  func deterministicOrder() throws {
    let one = try dialoglint(["--jobs", "1", "--fail-on", "never", "Fixtures"])
    let four = try dialoglint(["--jobs", "4", "--fail-on", "never", "Fixtures"])
    #expect(one.exit == .clean && four.exit == .clean)
    #expect(!one.stdout.isEmpty)
    #expect(one.stdout == four.stdout)
    let lines = one.stdout.split(separator: "\n").filter { !$0.contains(": note: ") || $0.hasSuffix("]") }
    #expect(lines.count > 100)
  }

  @Test("folders are walked with DESIGN's skips, excludes apply, links out of the roots are not followed")
  func discovery() throws {
    let project = try Project([
      "App/A.swift": ambiguousAlert,
      "App/.build/B.swift": ambiguousAlert,
      "App/Pods/C.swift": ambiguousAlert,
      "App/Generated/D.swift": ambiguousAlert,
      "Outside/E.swift": ambiguousAlert,
      ".dialoglint.json": "{\"exclude\": [\"**/Generated/**\"]}",
    ])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root.appendingPathComponent("App/Linked").path,
      withDestinationPath: project.root.appendingPathComponent("Outside").path)
    let run = try dialoglint(["App"], in: project.root)
    let paths = Set(run.stdout.split(separator: "\n").map { $0.split(separator: ":")[0] })
    #expect(paths == ["App/A.swift"])
  }

  @Test("--list-rules and --explain print the catalog")
  func catalog() throws {
    let list = try dialoglint(["--list-rules"])
    #expect(list.exit == .clean && list.stdout.split(separator: "\n").count == 14)
    let explain = try dialoglint(["--explain", "alert-focus-return"])
    #expect(explain.exit == .clean)
    #expect(explain.stdout.contains("WCAG 2.2: 2.4.3 — https://www.w3.org/WAI/WCAG22/Understanding/focus-order.html"))
    let unknown = try dialoglint(["--explain", "alert-focus-retrun"])
    #expect(unknown.exit == .failure && unknown.stderr.contains("did you mean \"alert-focus-return\""))
  }

  @Test("suppression comments: unknown rule ids and unused ones are warnings")
  func suppressionWarnings() throws {
    let source =
      "// dialoglint:disable:next ambiguous-action-lable\n" + ambiguousAlert
      + "// dialoglint:disable:next vague-alert-title\nlet x = 1\n"
    let project = try Project(["A.swift": source])
    defer { project.remove() }
    let run = try dialoglint(["A.swift"], in: project.root)
    #expect(
      run.stderr.contains("A.swift:1:28: warning: unknown rule \"ambiguous-action-lable\" in suppression comment"))
    #expect(run.stderr.contains("warning: dialoglint:disable:next vague-alert-title silences nothing"))
  }
}

@Suite("--explain-dialogs: what the model read, and why each unknown is unknown")
struct ExplainDialogsTests {
  static let golden = packageRoot.appendingPathComponent("Tests/DialogLintTests/Golden/explain.expected.txt")

  @Test("the explanation of a fixture matches its golden file (DIALOGLINT_RECORD=1 rewrites it)")
  func matchesGolden() throws {
    let folder = packageRoot.appendingPathComponent("Fixtures/modal-title-heading")
    let run = try dialoglint(["--explain-dialogs", "BranchingSheets.swift"], in: folder)
    #expect(run.exit == .clean)
    try expectGolden(run.stdout, at: Self.golden)
  }

  @Test("it says why a trigger, actions, a label or content is unknown")
  func reasons() throws {
    let project = try Project([
      "Feed.swift": """
      import SwiftUI
      struct Feed: View {
        @State private var showShare = false
        @State private var failed = false
        let title: String
        var body: some View {
          List { Text("Posts") }
            .task { do { try await load() } catch { failed = true } }
            .alert("Could not load", isPresented: $failed) {
              Button(title) { }
              ForEach(options) { Button($0.name) { } }
            }
            .sheet(isPresented: $showShare) { ShareSheet() }
        }
      }

      """
    ])
    defer { project.remove() }
    let run = try dialoglint(["--explain-dialogs", "Feed.swift"], in: project.root)
    #expect(run.stdout.contains("failed set at Feed.swift:8:47 in a catch block: an event, not a control"))
    #expect(run.stdout.contains("actions: how many cannot be told: ForEach builds the actions"))
    #expect(run.stdout.contains("(label unknown: `title`: title is set at run time)"))
    #expect(
      run.stdout.contains(
        "unknown: ShareSheet is declared in no scanned file, and its name says it may wrap a UIKit or AppKit "
          + "controller, which brings its own chrome"))
    #expect(run.stdout.contains("trigger: none: nothing sets showShare, a @State the type never hands on"))
    #expect(
      run.stdout.hasSuffix(
        "summary: 2 dialogs: trigger decided for 2; actions known for 0 of 1 alerts, labels known for 0 of 2 buttons; content judged for 0 of 1 modals (in part for 0 more; close control for 0, heading for 0, scrolling for 0)\n"
      ))
  }

  @Test("of a file outside the current folder, it reads that file's project, not the current folder's")
  func fileOfAnotherProject() throws {
    let app = try Project([
      "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n",
      "Sources/App/Feed.swift": ambiguousAlert,
    ])
    defer { app.remove() }
    // The folder the command runs in declares a modifier of its own named like SwiftUI's.
    let here = try Project([
      "Alerts.swift": """
      import SwiftUI
      extension View {
        func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
          self
        }
      }

      """
    ])
    defer { here.remove() }
    let feed = app.root.appendingPathComponent("Sources/App/Feed.swift").path
    let run = try dialoglint(["--explain-dialogs", feed], in: here.root)
    #expect(run.stdout.contains("alert \"Discard this draft?\""))
    #expect(!run.stdout.contains("Alerts.swift"))
    #expect(!run.stdout.contains("not a SwiftUI dialog"))
  }

  @Test("of a content type handed several views, it names the first, on every run")
  func handedViewsInOrder() throws {
    let project = try Project([
      "Card.swift": """
      import SwiftUI
      struct Card<Content: View>: View {
        let badge: AnyView?
        let header: AnyView
        let content: Content
        var body: some View { VStack { header; content } }
      }
      struct Board: View {
        @State private var showCard = false
        var body: some View {
          Button("Card") { showCard = true }
            .sheet(isPresented: $showCard) { Card(badge: nil, header: AnyView(Text("A")), content: Text("B")) }
        }
      }

      """
    ])
    defer { project.remove() }
    // Each process hashes with a seed of its own, so that an order taken from a dictionary differs.
    let runs = try (0..<6).map { _ in try dialoglint(["--explain-dialogs", "Card.swift"], in: project.root).stdout }
    #expect(runs[0].contains("Card shows a view it is handed (badge: AnyView?)"), "\(runs[0])")
    #expect(Set(runs).count == 1)
  }
}

@Suite("Runs outside a laptop: limits on threads and processes never make a run wait forever")
struct ConstrainedRunTests {
  static let source = """
    import SwiftUI

    struct V: View {
        @State private var show = false
        var body: some View {
            Button("Delete") { show = true }
                .alert("Delete the item?", isPresented: $show) { Button("Delete", role: .destructive) {} }
        }
    }

    """

  @Test("a worker thread that cannot start is a warning, and the run goes on with the threads there are")
  func threadLimit() throws {
    let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: setpriv.path) else {
      print("thread-limit test skipped: it needs root and setpriv to run as a user limited to one process")
      return
    }
    let project = try Project(Dictionary(uniqueKeysWithValues: (0..<8).map { ("V\($0).swift", Self.source) }))
    defer { project.remove() }
    chmod(project.root.path, 0o755)
    // `ulimit -u 1` for a user with no other process: the scan's own process is the one allowed.
    let run = try runProcess(
      setpriv,
      [
        "--reuid=65534", "--regid=65534", "--clear-groups", "/bin/bash", "-c",
        "ulimit -u 1 && exec \"$0\" --jobs 4 --fail-on never .", binary.path,
      ], in: project.root, timeout: 60)
    #expect(run.exit == .clean, "killed after 60 s (-1): the run waited for a thread that never started")
    #expect(run.stderr.contains("warning: cannot start a worker thread"))
    #expect(run.stdout.components(separatedBy: "[alert-focus-return]").count == 9, "\(run.stdout)")
  }

  @Test("--jobs far beyond the work starts threads for the work only")
  func jobsBeyondTheWork() throws {
    let project = try Project(["V.swift": Self.source])
    defer { project.remove() }
    let run = try dialoglint(["--jobs", "100000", "--fail-on", "never", "."], in: project.root, timeout: 60)
    #expect(run.exit == .clean, "killed after 60 s (-1): 99,999 threads for one file")
    #expect(run.stdout.contains("[alert-focus-return]"))
  }
}

@Suite("Every text output escapes what the sources, tables and rules files bring")
struct EscapedOutputTests {
  /// Whether `output` holds a control character other than the line feeds between its lines, or a
  /// line that a CI log would take for a workflow command.
  static func isUnsafe(_ output: String) -> Bool {
    output.unicodeScalars.contains { $0 != "\n" && DiagnosticText.needsEscape($0) }
      || output.split(separator: "\n").contains { $0.hasPrefix("::") }
  }

  @Test("--explain-dialogs escapes file names and string-table values")
  func explainDialogs() throws {
    let name = "Feed\u{1B}[31m.swift"
    let project = try Project([
      name: """
      import SwiftUI
      struct Feed: View {
        @State private var confirm = false
        var body: some View {
          Button("feed.delete") { confirm = true }
            .alert("feed.title", isPresented: $confirm) { Button("feed.delete", role: .destructive) { } }
        }
      }

      """,
      "en.lproj/Localizable.strings": """
      "feed.title" = "Delete?\\n::error file=x.swift::forged";
      "feed.delete" = "Delete\\u001B]0;owned\\u0007";

      """,
    ])
    defer { project.remove() }
    let run = try dialoglint(["--explain-dialogs", name], in: project.root)
    #expect(run.stdout.contains("Delete?\\n::error file=x.swift::forged"), "\(run.stdout)")
    #expect(run.stdout.contains("Feed\\u{1B}[31m.swift:6:"), "\(run.stdout)")
    #expect(!Self.isUnsafe(run.stdout), "\(run.stdout)")
  }

  @Test("--list-rules and --explain escape what a team's rules file says")
  func catalog() throws {
    let rules = """
      {"rules": [{"id": "no-got-it", "check": "action-label", "severity": "error", "kinds": ["alert"],
        "summary": "Say what it does\\u001B[2J\\r::error::forged", "help": "First line.\\nSecond\\u0007 line.",
        "parameters": {"labels": ["Got it"]}}]}
      """
    let project = try Project(["team.json": rules])
    defer { project.remove() }
    let list = try dialoglint(["--rules", "team.json", "--list-rules"], in: project.root)
    #expect(list.stdout.contains("Say what it does\\u{1B}[2J\\r::error::forged"), "\(list.stdout)")
    #expect(!Self.isUnsafe(list.stdout), "\(list.stdout)")
    let explain = try dialoglint(["--rules", "team.json", "--explain", "no-got-it"], in: project.root)
    #expect(explain.stdout.contains("First line.\nSecond\\u{7} line."), "\(explain.stdout)")
    #expect(!Self.isUnsafe(explain.stdout), "\(explain.stdout)")
  }
}
