import DialogFacts
import DialogReport
import Foundation
import SplitMix
import Testing

@testable import DialogLintCLI
@testable import DialogModel
@testable import DialogRules

/// `--fix` run in memory over `sources` (path and text) and the `localization` files, as the
/// command line runs it.
func fix(_ sources: [(path: String, bytes: [UInt8])], localization: [String] = []) throws -> FixRun.Outcome {
  let analysis = Analysis(catalog: .builtIn, aliases: [:], jobs: 2, override: nil)
  let input = sources.map { Analysis.InputFile(path: $0.path, bytes: $0.bytes) }
  let strings = try localization.map {
    Analysis.InputFile(path: $0, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: $0))))
  }
  return try FixRun(analysis: analysis, prepare: { _ in }).run(input, localization: strings, notices: [])
}

/// A check's correction, named for the test list, with where it is written.
struct NamedCorrection: CustomTestStringConvertible, Sendable {
  let correction: Correction
  let location: SnippetLocation?
  var testDescription: String { "\(correction.rule): \(correction.before.split(separator: "\n").first ?? "")…" }

  /// Where the correction is written in its check's file when it was found, else here.
  func sourceLocation(_ here: SourceLocation = #_sourceLocation) -> SourceLocation { location?.at() ?? here }

  static let all = Checks.all.flatMap { check in
    let locations = SnippetLocation.all(of: check, "Correction")
    return check.corrections.enumerated().map { index, correction in
      NamedCorrection(
        correction: correction, location: locations.count == check.corrections.count ? locations[index] : nil)
    }
  }
}

/// That `report`'s modal-focus-return finding is fixable, or, given a `reason`, not fixable for a
/// reason that holds it.
func expectFocusFix(in report: Report, unavailable reason: String?, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  let focus = try #require(
    report.active.first { $0.ruleID == "modal-focus-return" }, sourceLocation: sourceLocation)
  if let reason {
    #expect(focus.fix == nil, sourceLocation: sourceLocation)
    #expect(
      focus.fixUnavailable?.contains(reason) == true, "\(focus.fixUnavailable ?? "fixable")",
      sourceLocation: sourceLocation)
  } else {
    #expect(focus.fix != nil, "\(focus.fixUnavailable ?? "")", sourceLocation: sourceLocation)
  }
}

/// Whether `swiftc -parse` accepts `text`; nil when there is no `swiftc` to ask.
func swiftParses(_ text: [UInt8]) throws -> Bool? {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dialoglint-parse-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("Input.swift")
  try Data(text).write(to: file)
  guard let run = try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-parse", file.path]) else {
    return nil
  }
  return run.succeeded
}

@Suite("Fixes: corrections, golden files, and a round trip over every fixture")
struct FixTests {
  @Test("each check's corrections: --fix turns the code before into the code after", arguments: NamedCorrection.all)
  func correction(_ named: NamedCorrection) throws {
    let correction = named.correction
    let outcome = try fix([("Example.swift", Array(correction.before.utf8))])
    let fixed = outcome.fixed["Example.swift"].map { String(decoding: $0, as: UTF8.self) } ?? correction.before
    #expect(fixed == correction.after, sourceLocation: named.sourceLocation())
    #expect(
      !outcome.report.active.contains { $0.ruleID == correction.rule }, "the fixed finding is still there",
      sourceLocation: named.sourceLocation())
    let again = try fix([("Example.swift", Array(correction.after.utf8))])
    #expect(again.fixed.isEmpty, "a second --fix changes the result", sourceLocation: named.sourceLocation())
  }

  @Test("a fix's edits that touch are joined in order, and an edit made twice is made once")
  func touchingEdits() throws {
    func at(_ start: Int, _ end: Int) -> EditPlace {
      .slot(EditSlot(span: SourceSpan(file: 0, start: start, end: end), prefix: "", suffix: ""))
    }
    let made = FixResult.make(
      "",
      [
        (at(10, 20), "R"), (at(20, 20), "+after"), (at(10, 10), "before+"), (at(30, 30), "X"), (at(30, 30), "X"),
        (at(30, 30), "Y"),
      ])
    guard case .fix(let fix) = made else {
      Issue.record("no fix")
      return
    }
    #expect(fix.edits.map(\.text) == ["before+R+after", "XY"])
  }

  @Test("every fixable rule has a correction")
  func everyFixableRuleHasACorrection() {
    let corrected = Set(NamedCorrection.all.map(\.correction.rule))
    let fixable = [
      "alert-focus-return", "modal-focus-return", "missing-cancel-role", "missing-destructive-role",
      "modal-title-heading", "deprecated-alert-api", "modal-missing-close-control",
    ]
    for rule in fixable {
      #expect(corrected.contains(rule), "\(rule) has no correction")
    }
  }

  /// The inputs of `Fixtures/fix/`: each `NAME.swift` beside its golden `NAME.fixed.swift`.
  static let goldenInputs: [String] = {
    let folder = packageRoot.appendingPathComponent("Fixtures/fix").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".fixed.swift") }.sorted()
  }()

  @Test(
    "Fixtures/fix/NAME.swift fixes into NAME.fixed.swift (DIALOGLINT_RECORD=1 rewrites them)", arguments: goldenInputs)
  func golden(_ name: String) throws {
    let folder = packageRoot.appendingPathComponent("Fixtures/fix")
    let input = try Data(contentsOf: folder.appendingPathComponent(name))
    let outcome = try fix([(name, Array(input))])
    let fixed = outcome.fixed[name] ?? Array(input)
    let golden = folder.appendingPathComponent(name.replacingOccurrences(of: ".swift", with: ".fixed.swift"))
    try expectGolden(fixed, at: golden)
  }

  @Test("Fixtures/fix, before and after --fix, type-checks against the SwiftUI stand-in (Tests/SwiftUIStandIn)")
  func typeChecks() throws {
    let script = packageRoot.appendingPathComponent("Tests/SwiftUIStandIn/typecheck")
    guard (try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "--version"]))?.succeeded == true else {
      print("swiftc is not on PATH: the type check of Fixtures/fix is skipped")
      return
    }
    let run = try runProcess(script, [], in: packageRoot)
    #expect(run.succeeded, "\(run.stdout)\(run.stderr)")
  }

  /// Every folder of `Fixtures/` holding Swift code that a rule reads.
  static let fixtureFolders: [String] = {
    let fixtures = packageRoot.appendingPathComponent("Fixtures").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      return name != "lexer" && FileManager.default.fileExists(atPath: "\(fixtures)/\(name)", isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }()

  @Test(
    "round trip: the fixed findings are gone, no other finding appears, what parsed still parses, a second fix is a no-op",
    arguments: fixtureFolders)
  func roundTrip(_ folder: String) throws {
    var found = discover(packageRoot.appendingPathComponent("Fixtures/\(folder)").path)
    // A golden beside its input declares the same types again: the project is the inputs.
    found.swiftFiles.removeAll { $0.hasSuffix(".fixed.swift") }
    let sources = try found.swiftFiles.map { ($0, Array(try Data(contentsOf: URL(fileURLWithPath: $0)))) }
    let outcome = try fix(sources, localization: found.localizationFiles)
    let before = analyze(found: found)

    // What remains is what could not be fixed: every fixable finding is gone (one fixable after
    // another rule's fix too), and none appears. Only a finding of a dialog another fix changes,
    // or of one sharing a trigger with it, may go too; every other one stays.
    func counts(_ findings: [ReportedFinding]) -> [String: Int] {
      Dictionary(findings.map { ("\($0.location.path) \($0.ruleID)", 1) }, uniquingKeysWith: +)
    }
    func place(_ location: ReportedLocation) -> String {
      "\(location.path):\(location.start.line):\(location.start.column)"
    }
    let changedDialogs = Set(before.active.filter { $0.fix != nil }.map { place($0.dialog) })
    let changedTriggers = Set(
      before.active.filter { changedDialogs.contains(place($0.dialog)) }.flatMap { $0.related.map { place($0.0) } })
    let unfixable = before.active.filter { $0.fix == nil && $0.fixAfter == nil }
    let fixable = Summary(before, files: sources.count).fixable
    #expect(
      outcome.count == fixable, "--fix repairs \(outcome.count) findings of \(folder), its summary says \(fixable)")
    let remaining = counts(outcome.report.active)
    for (key, count) in remaining {
      let most = counts(unfixable)[key] ?? 0
      #expect(count <= most, "\(key): \(count) remain of \(most) not fixable")
    }
    let untouched = unfixable.filter { finding in
      !changedDialogs.contains(place(finding.dialog))
        && !finding.related.contains { changedTriggers.contains(place($0.0)) }
    }
    for (key, count) in counts(untouched) {
      #expect(remaining[key] ?? 0 >= count, "\(key): a finding no fix touched is gone")
    }

    for (path, fixed) in outcome.fixed {
      guard let parsedBefore = try swiftParses(outcome.originals[path]!) else {
        print("swiftc is not on PATH: the parse check of the fixed files is skipped")
        break
      }
      if parsedBefore { #expect(try swiftParses(fixed) == true, "\(path) no longer parses after --fix") }
    }

    let fixedSources = sources.map { ($0.0, outcome.fixed[$0.0] ?? $0.1) }
    #expect(
      try fix(fixedSources, localization: found.localizationFiles).fixed.isEmpty, "a second --fix changes \(folder)")
  }

  /// A view whose alert stands in an extension in another file: the focus state a fix adds goes
  /// into the type, its uses into the extension.
  static let profileType = """
    import SwiftUI

    struct ProfileView: View {
        @State var isConfirmingSignOut = false

        var body: some View { signOutSection }
    }

    """
  static let profileExtension = """
    import SwiftUI

    extension ProfileView {
        var signOutSection: some View {
            Button("Sign Out") { isConfirmingSignOut = true }
                .alert("Sign out?", isPresented: $isConfirmingSignOut) {
                    Button("Sign Out", role: .destructive) { isConfirmingSignOut = false }
                    Button("Cancel", role: .cancel) {}
                }
        }
    }

    """

  @Test("a focus state that an extension in another file uses is declared in the type, and not private")
  func focusStateAcrossFiles() throws {
    let (type, ext) = (Self.profileType, Self.profileExtension)
    let outcome = try fix([("Profile.swift", Array(type.utf8)), ("Profile+SignOut.swift", Array(ext.utf8))])
    let fixedType = outcome.fixed["Profile.swift"].map { String(decoding: $0, as: UTF8.self) } ?? ""
    #expect(fixedType.contains("    @AccessibilityFocusState var isSignOutFocused: Bool\n"))
    let fixedExtension = outcome.fixed["Profile+SignOut.swift"].map { String(decoding: $0, as: UTF8.self) } ?? ""
    #expect(fixedExtension.contains(".accessibilityFocused($isSignOutFocused)"))
    #expect(outcome.report.active.isEmpty)
  }

  @Test("a Done button in an extension in another file reads a \\.dismiss declared in the type, not private")
  func dismissAcrossFiles() throws {
    let type = """
      import SwiftUI

      struct Home: View {
          @State private var showPlans = false
          @AccessibilityFocusState private var isPlansFocused: Bool

          var body: some View {
              Button("Plans") { showPlans = true }
                  .accessibilityFocused($isPlansFocused)
                  .sheet(isPresented: $showPlans, onDismiss: { isPlansFocused = true }) { PlansView() }
          }
      }

      struct PlansView: View {
          let plans = ["Monthly"]

          var body: some View { content }
      }

      """
    let ext = """
      import SwiftUI

      extension PlansView {
          var content: some View {
              NavigationStack {
                  List(plans, id: \\.self) { Text($0) }
                      .navigationTitle("Plans")
              }
          }
      }

      """
    let outcome = try fix([("Plans.swift", Array(type.utf8)), ("Plans+Content.swift", Array(ext.utf8))])
    let fixedType = outcome.fixed["Plans.swift"].map { String(decoding: $0, as: UTF8.self) } ?? ""
    #expect(fixedType.contains("    let plans = [\"Monthly\"]\n    @Environment(\\.dismiss) var dismiss\n"))
    let fixedExtension = outcome.fixed["Plans+Content.swift"].map { String(decoding: $0, as: UTF8.self) } ?? ""
    #expect(fixedExtension.contains("            Button(\"Done\") { dismiss() }\n"))
    #expect(outcome.report.active.isEmpty)
  }

  @Test("a Cancel the app writes through L10n goes into a file whose folder uses L10n, not into another")
  func labelsOfTheFolder() throws {
    let strings = "enum L10n {\n    static let cancel = \"Cancel\"\n}\n"
    let list = """
      import SwiftUI

      struct TaskList: View {
          @State private var confirmClear = false

          var body: some View {
              Button("Clear") { confirmClear = true }
                  .alert("Clear the list?", isPresented: $confirmClear) {
                      Button("Clear", role: .destructive) {}
                      Button(L10n.cancel, role: .cancel) {}
                  }
          }
      }

      """
    func task(_ name: String) -> String {
      """
      import SwiftUI

      struct \(name)Task: View {
          @State private var confirm = false

          var body: some View {
              Button("\(name)") { confirm = true }
                  .confirmationDialog("\(name) the task?", isPresented: $confirm) {
                      Button("\(name)", role: .destructive) {}
                  }
          }
      }

      """
    }
    let outcome = try fix([
      ("App/Strings.swift", Array(strings.utf8)), ("App/Tasks/TaskList.swift", Array(list.utf8)),
      ("App/Tasks/DeleteTask.swift", Array(task("Delete").utf8)),
      ("App/Settings/ResetTask.swift", Array(task("Reset").utf8)),
    ])
    let delete = outcome.fixed["App/Tasks/DeleteTask.swift"].map { String(decoding: $0, as: UTF8.self) }
    #expect(
      delete?.contains("Button(L10n.cancel, role: .cancel) { isDeleteFocused = true }") == true, "\(delete ?? "")")
    #expect(outcome.fixed["App/Settings/ResetTask.swift"] == nil)
    let reasons = outcome.report.active.compactMap(\.fixUnavailable)
    #expect(
      reasons.contains("the app writes \"Cancel\" as L10n.cancel, which no file of this folder uses"), "\(reasons)")

    // A value's name (`strings.cancel`) another file of the folder spells is not this file's.
    let owned = list.replacingOccurrences(
      of: "struct TaskList: View {", with: "struct TaskList: View {\n    let strings = Strings()"
    ).replacingOccurrences(of: "L10n.cancel", with: "strings.cancel")
    let values = try fix([
      ("App/Strings.swift", Array("struct Strings {\n    let cancel = \"Cancel\"\n}\n".utf8)),
      ("App/Tasks/TaskList.swift", Array(owned.utf8)), ("App/Tasks/DeleteTask.swift", Array(task("Delete").utf8)),
    ])
    #expect(values.fixed["App/Tasks/DeleteTask.swift"] == nil, "\(values.report.active.compactMap(\.fixUnavailable))")
  }

  @Test("a Done label another app of the scan writes through its own L10n is not written into this one")
  func labelsOfAnotherApp() throws {
    // Two apps, each with its own `L10n`: the first says Done more often, through a name the
    // second's `L10n` lacks; the view that needs a Done button writes none itself.
    func app(_ name: String, strings: String, done: String, title: String, sheets: Int) -> [(
      path: String, bytes: [UInt8]
    )] {
      let shown = (0..<sheets).map { index in
        """
                .sheet(isPresented: $showSheet\(index)) {
                    NavigationStack {
                        Text("Sheet")
                            .navigationTitle("Sheet")
                            .toolbar { Button(\(done)) { showSheet\(index) = false } }
                    }
                }
        """
      }
      let home = """
        import SwiftUI

        struct \(name)Home: View {
        \((0..<sheets).map { "    @State private var showSheet\($0) = false\n" }.joined())    @State private var showAbout = false

            var body: some View {
                Button("About") { showAbout = true }
                    .sheet(isPresented: $showAbout) { \(name)About() }
        \(shown.joined(separator: "\n"))
            }
        }

        """
      let about = """
        import SwiftUI

        struct \(name)About: View {
            var body: some View {
                NavigationStack {
                    Text("About")
                        .navigationTitle(\(title))
                }
            }
        }

        """
      return [
        ("\(name)/Sources/Strings.swift", Array(strings.utf8)), ("\(name)/Sources/Home.swift", Array(home.utf8)),
        ("\(name)/Sources/About.swift", Array(about.utf8)),
      ]
    }
    let first = app(
      "Weather", strings: "enum L10n {\n    static let doneLabel = \"Done\"\n    static let about = \"About\"\n}\n",
      done: "L10n.doneLabel", title: "L10n.about", sheets: 3)
    let second = app(
      "Tides",
      strings:
        "enum L10n {\n    enum Common {\n        static let done = \"Done\"\n        static let about = \"About\"\n    }\n}\n",
      done: "L10n.Common.done", title: "L10n.Common.about", sheets: 1)
    let outcome = try fix(first + second)
    let fixed = { (path: String) in outcome.fixed[path].map { String(decoding: $0, as: UTF8.self) } ?? "" }
    #expect(fixed("Weather/Sources/About.swift").contains("Button(L10n.doneLabel) { dismiss() }"))
    #expect(fixed("Tides/Sources/About.swift").contains("Button(L10n.Common.done) { dismiss() }"))
  }

  @Test("a label is written as its own package writes it, not as most of the scan does")
  func labelsOfEachPackage() throws {
    // Two packages: one writes Cancel as a literal, more often; the other through its `Strings`,
    // and a file of it that writes no Cancel moves a legacy alert whose `.cancel()` needs one.
    func package(_ name: String, cancel: String, alerts: Int) -> [(path: String, bytes: [UInt8])] {
      let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "\(name)", platforms: [.iOS(.v16)], targets: [.target(name: "\(name)")])

        """
      let states = (0..<alerts).map { "    @State private var confirm\($0) = false\n" }.joined()
      let shown = (0..<alerts).map { index in
        """
                    .alert("Delete?", isPresented: $confirm\(index)) {
                        Button("Delete", role: .destructive) {}
                        Button(\(cancel), role: .cancel) {}
                    }
        """
      }
      let view = """
        import SwiftUI

        enum Strings {
            static var cancel: String { Bundle.main.localizedString(forKey: "cancel", value: nil, table: nil) }
            static var archive: String { Bundle.main.localizedString(forKey: "archive", value: nil, table: nil) }
        }

        struct \(name)View: View {
        \(states)
            var body: some View {
                Text("\(name)")
        \(shown.joined(separator: "\n"))
            }
        }

        """
      let legacy = """
        import SwiftUI

        struct \(name)Archive: View {
            @State private var confirmArchive = false

            var body: some View {
                Text(Strings.archive)
                    .alert(isPresented: $confirmArchive) {
                        Alert(title: Text("Archive?"), primaryButton: .default(Text("Archive")), secondaryButton: .cancel())
                    }
            }
        }

        """
      return [
        ("\(name)/Package.swift", Array(manifest.utf8)), ("\(name)/Sources/\(name)/View.swift", Array(view.utf8)),
        ("\(name)/Sources/\(name)/Archive.swift", Array(legacy.utf8)),
      ]
    }
    let outcome = try fix(
      package("Weather", cancel: "\"Cancel\"", alerts: 3) + package("Tides", cancel: "Strings.cancel", alerts: 1))
    let fixed = { (path: String) in outcome.fixed[path].map { String(decoding: $0, as: UTF8.self) } ?? "" }
    #expect(fixed("Weather/Sources/Weather/Archive.swift").contains("Button(\"Cancel\", role: .cancel) {}"))
    #expect(fixed("Tides/Sources/Tides/Archive.swift").contains("Button(Strings.cancel, role: .cancel) {}"))
  }

  /// A popover in a file that writes no `.onChange(of:)`, in the package `platforms` declares, with
  /// `attribute` on its type.
  static func popoverPackage(platforms: String, attribute: String = "", folder: String = "Sources/Timers") -> [(
    path: String, bytes: [UInt8]
  )] {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(name: "Timers", platforms: [\(platforms)], targets: [.target(name: "Timers")])

      """
    let view = """
      import SwiftUI

      \(attribute)struct SleepTimerControl: View {
          @State private var showTimers = false

          var body: some View {
              Button("Sleep Timer") { showTimers = true }
                  .popover(isPresented: $showTimers) { Text("15 minutes") }
          }
      }

      """
    return [("Timers/Package.swift", Array(manifest.utf8)), ("Timers/\(folder)/Sleep.swift", Array(view.utf8))]
  }

  @Test(
    "a popover's new .onChange(of:) takes the form every platform of its package has",
    arguments: [
      (".iOS(.v17), .macOS(.v14)", "", ".onChange(of: showTimers) {\n"),
      (".iOS(.v15), .macOS(.v12)", "", ".onChange(of: showTimers) { _ in\n"),
      (".iOS(.v15), .macOS(.v12)", "@available(iOS 17.0, macOS 14, *)\n", ".onChange(of: showTimers) {\n"),
      (".iOS(.v17), .macOS(.v10_15)", "", nil),
    ])
  func popoverFormFromPackage(platforms: String, attribute: String, form: String?) throws {
    // A manifest governs its targets' folders only: not an app's code beside it.
    let beside = try fix(Self.popoverPackage(platforms: platforms, attribute: attribute, folder: "App"))
    #expect(beside.fixed.isEmpty)

    let sources = Self.popoverPackage(platforms: platforms, attribute: attribute)
    let outcome = try fix(sources)
    let fixed = outcome.fixed[sources[1].path].map { String(decoding: $0, as: UTF8.self) }
    if let form {
      #expect(fixed?.contains(form) == true, "\(fixed ?? "not fixed")")
      #expect(fixed.map { try? swiftParses(Array($0.utf8)) } != .some(.some(false)))
    } else {
      #expect(fixed == nil)
      #expect(outcome.report.active.contains { $0.fixUnavailable?.contains("Package.swift") == true })
    }
  }

  @Test(
    "a Tuist manifest's deployment targets govern its folder, when every target of it names them",
    arguments: [
      (".macOS(\"13.0\")", "", ".onChange(of: showTimers) { _ in\n"),
      (".multiplatform(iOS: \"17.0\", macOS: \"14.0\")", "", ".onChange(of: showTimers) {\n"),
      (".macOS(targetVersion: \"14.0\")", "", ".onChange(of: showTimers) {\n"),
      (".multiplatform(iOS: nil, macOS: \"13.0\")", "", ".onChange(of: showTimers) { _ in\n"),
      // A target that names none gets Tuist's defaults, which the scan does not know.
      (".macOS(\"14.0\")", ".target(name: \"TimersTests\", destinations: .macOS, product: .unitTests),", nil),
      // Nor does it know what a variable, build settings or an unscanned .xcconfig say.
      ("minimumTargets", "", nil),
      (
        ".macOS(\"14.0\")",
        ".target(name: \"Tool\", destinations: .macOS, product: .app, deploymentTargets: .macOS(\"14.0\"), "
          + "settings: .settings(configurations: [.debug(name: \"Debug\", xcconfig: \"Tool.xcconfig\")])),", nil
      ),
      (
        ".macOS(\"14.0\")",
        ".target(name: \"Tool\", destinations: .macOS, product: .app, deploymentTargets: .macOS(\"14.0\"), "
          + "settings: .settings(base: [\"MACOSX_DEPLOYMENT_TARGET\": \"12.0\"])),", nil
      ),
    ])
  func popoverFormFromTuist(deploymentTargets: String, otherTarget: String, form: String?) throws {
    let manifest = """
      import ProjectDescription

      let project = Project(
          name: "Timers",
          targets: [
              .target(
                  name: "Timers",
                  destinations: .macOS,
                  product: .app,
                  deploymentTargets: \(deploymentTargets),
                  sources: ["Sources/**"],
                  dependencies: [.target(name: "TimersKit")]
              ),
              \(otherTarget)
          ]
      )

      """
    let view = Self.popoverPackage(platforms: "")[1]
    let outcome = try fix([("Timers/Project.swift", Array(manifest.utf8)), view])
    let fixed = outcome.fixed[view.path].map { String(decoding: $0, as: UTF8.self) }
    if let form {
      #expect(fixed?.contains(form) == true, "\(fixed ?? "not fixed")")
    } else {
      #expect(fixed == nil)
      #expect(outcome.report.active.contains { $0.fixUnavailable?.contains("Tuist Project.swift") == true })
    }
  }

  @Test(
    "a Tuist project's targets may be declared in its helpers, which its folder shares; a non-Tuist Project.swift rules nothing",
    arguments: [
      ("Timers/Project.swift", "import ProjectDescription\n", "Timers/Tuist", true),
      ("Timers/Project.swift", "import ProjectDescription\n", "Other/Tuist", false),
      ("Timers/Sources/Timers/Project.swift", "import Foundation\n", "Tuist", false),
    ])
  func popoverFormFromTuistHelpers(manifestPath: String, manifestImport: String, helpers: String, governs: Bool)
    throws
  {
    let manifest = """
      \(manifestImport)import ProjectDescriptionHelpers

      let project = Project(name: "Timers", targets: [.timers])

      """
    let helper = """
      import ProjectDescription

      public extension Target {
          static let timers: Target = .target(
              name: "Timers",
              destinations: .macOS,
              product: .app,
              deploymentTargets: .macOS("13.0"),
              sources: ["Sources/**"]
          )
      }

      """
    let view = Self.popoverPackage(platforms: "")[1]
    let outcome = try fix([
      (manifestPath, Array(manifest.utf8)),
      ("\(helpers)/ProjectDescriptionHelpers/Target+Timers.swift", Array(helper.utf8)), view,
    ])
    let fixed = outcome.fixed[view.path].map { String(decoding: $0, as: UTF8.self) }
    #expect((fixed?.contains(".onChange(of: showTimers) { _ in\n") == true) == governs, "\(fixed ?? "not fixed")")
  }

  /// A view in `path` that shows a sheet and watches a value with `.onChange(of:)` in `handler`'s form.
  static func changeWatcher(_ path: String, handler: String) -> (path: String, bytes: [UInt8]) {
    let view = """
      import SwiftUI

      struct VolumeControl: View {
          @State private var volume = 0.5
          @State private var showPresets = false
          @AccessibilityFocusState private var isPresetsFocused: Bool

          var body: some View {
              Slider(value: $volume)
                  .onChange(of: volume) \(handler)
              Button("Presets") { showPresets = true }
                  .accessibilityFocused($isPresetsFocused)
                  .sheet(isPresented: $showPresets, onDismiss: { isPresetsFocused = true }) { Text("Quiet") }
          }
      }

      """
    return (path, Array(view.utf8))
  }

  @Test(
    "without a package, a popover's new .onChange(of:) takes the form of the nearest files that write one",
    arguments: [
      ([("App/Timers/Alarm.swift", "{ _, level in print(level) }")], ".onChange(of: showTimers) {\n"),
      ([("App/Timers/Alarm.swift", "{ level in print(level) }")], ".onChange(of: showTimers) { _ in\n"),
      (
        [
          ("App/Timers/Alarm.swift", "{ _, level in print(level) }"), ("Legacy/Old.swift", "{ level in print(level) }"),
        ],
        ".onChange(of: showTimers) {\n"
      ),
      (
        [
          ("App/Timers/Alarm.swift", "{ _, level in print(level) }"),
          ("App/Timers/Old.swift", "{ level in print(level) }"),
        ],
        ".onChange(of: showTimers) { _ in\n"
      ),
    ])
  func popoverFormFromNearestFiles(handlers: [(path: String, handler: String)], form: String) throws {
    let view = Self.popoverPackage(platforms: "", folder: "App")[1]
    let sources =
      [("App/Timers/Sleep.swift", view.bytes)] + handlers.map { Self.changeWatcher($0.path, handler: $0.handler) }
    let outcome = try fix(sources)
    let fixed = outcome.fixed["App/Timers/Sleep.swift"].map { String(decoding: $0, as: UTF8.self) }
    #expect(fixed?.contains(form) == true, "\(fixed ?? "not fixed")")
  }

  @Test(
    "a popover's new .onChange(of:) takes the old form where the app checks for a newer system, none of a package's")
  func popoverFormAgainstNewerEvidence() throws {
    let view = Self.popoverPackage(platforms: "", folder: "App")[1]
    // The app checks for iOS 17, so it runs before it: the old form, whatever the nearest file writes.
    let checked = try fix([
      ("App/Timers/Sleep.swift", view.bytes),
      Self.changeWatcher("App/Timers/Alarm.swift", handler: "{ _, level in print(level) }"),
      Self.olderSystemView(check: "#available(iOS 17, *)"),
    ])
    let fixed = checked.fixed["App/Timers/Sleep.swift"].map { String(decoding: $0, as: UTF8.self) }
    #expect(fixed?.contains(".onChange(of: showTimers) { _ in\n") == true, "\(fixed ?? "not fixed")")

    // A package built for iOS 17 says nothing of the app beside it, even once --fix has written
    // the new form into the package's own file.
    let package = Self.popoverPackage(platforms: ".iOS(.v17), .macOS(.v14)")
    let outcome = try fix(package + [("App/Timers/Sleep.swift", view.bytes)])
    #expect(outcome.fixed[package[1].path] != nil)
    #expect(outcome.fixed["App/Timers/Sleep.swift"] == nil)
  }

  @Test("a button in the menu of a list's selected rows gets no focus fix: no binding on the list names the row")
  func selectionMenuTrigger() throws {
    let source = """
      import SwiftUI

      struct Entry: Identifiable {
          let id: Int
          var name: String
      }

      struct EntriesView: View {
          @State private var entries: [Entry] = []
          @State private var selection: Set<Entry.ID> = []
          @State private var editing: Entry?

          var body: some View {
              List(selection: $selection) {
                  ForEach(entries) { entry in
                      Text(entry.name)
                  }
              }
              .contextMenu(forSelectionType: Entry.ID.self) { ids in
                  Button("Edit…") { editing = entries.first { ids.contains($0.id) } }
              }
              .sheet(item: $editing) { entry in
                  Text(entry.name)
              }
          }
      }

      """
    let report = analyze(source: source, path: "Entries/EntriesView.swift")
    let focus = try #require(report.active.first { $0.ruleID == "modal-focus-return" })
    #expect(focus.fix == nil)
    let reason = focus.fixUnavailable ?? ""
    #expect(reason.contains("the menu of a list's selected rows"), "\(reason)")
  }

  @Test(
    "a colour or a shape with a gesture gets no focus fix unless it is made an element",
    arguments: [
      ("Color.clear", "", "the control is a Color with a gesture, which VoiceOver does not reach"),
      ("RoundedRectangle(cornerRadius: 8)", "", "the control is a RoundedRectangle with a gesture"),
      ("Circle()", ".accessibilityElement()\n.accessibilityLabel(\"Pick\")", nil),
    ])
  func paintTrigger(paint: String, element: String, reason: String?) throws {
    let source = """
      import SwiftUI

      struct SwatchView: View {
          @State private var isPicking = false

          var body: some View {
              \(paint)
                  .frame(width: 44, height: 44)
                  \(element)
                  .onTapGesture { isPicking = true }
                  .sheet(isPresented: $isPicking) {
                      Text("Colours")
                  }
          }
      }

      """
    let report = analyze(source: source, path: "Swatch/SwatchView.swift")
    try expectFocusFix(in: report, unavailable: reason)
  }

  @Test(
    "a sheet whose content closes the presenting screen gets no focus fix",
    arguments: [
      ("self.dismiss()", "its content can close the screen that holds the trigger (line 18)"),
      ("presentationMode.wrappedValue.dismiss()", "its content can close the screen that holds the trigger"),
      ("onClose()", "its content can close the screen that holds the trigger"),
      ("isSaving = false", nil),
      // Another value's dismiss (the model that shows the sheet) closes the sheet, not the screen.
      ("model.dismiss()", nil),
    ])
  func contentClosingPresenter(completion: String, reason: String?) throws {
    let source = """
      import SwiftUI

      final class ScopeModel {
          func dismiss() {}
      }

      struct ScopeEditor: View {
          @Environment(\\.dismiss) private var dismiss
          @Environment(\\.presentationMode) private var presentationMode
          @State private var isSaving = false
          let model = ScopeModel()
          let onClose: () -> Void

          var body: some View {
              Button("Save as Named Scope…") { isSaving = true }
                  .sheet(isPresented: $isSaving) {
                      NameForm { name in
                          \(completion)
                      }
                  }
          }
      }

      struct NameForm: View {
          let onSave: (String) -> Void

          var body: some View {
              Button("Save") { onSave("Scope") }
          }
      }

      """
    let report = analyze(source: source, path: "Scopes/ScopeEditor.swift")
    try expectFocusFix(in: report, unavailable: reason)
  }

  /// An app's view (no package) that shows an alert from a button and, elsewhere in its file,
  /// makes the availability check `check`; `attribute` on the type, `branch` around it.
  static func olderSystemView(check: String, attribute: String = "", branch: String? = nil, legacy: Bool = false)
    -> (path: String, bytes: [UInt8])
  {
    let alert =
      legacy
      ? ".alert(isPresented: $showDone) { Alert(title: Text(\"Saved\"), dismissButton: .cancel()) }"
      : ".alert(\"Saved\", isPresented: $showDone) { Button(\"Close\", role: .cancel) {} }"
    let view = """
      import SwiftUI

      \(branch.map { "#if \($0)\n" } ?? "")\(attribute)struct ExportButton: View {
          @State private var showDone = false

          var body: some View {
              Button("Export") { showDone = true }
                  \(alert)
          }

          func prepare() {
              if \(check) { print("ready") }
          }
      }
      \(branch == nil ? "" : "#endif\n")
      """
    return ("App/Export/ExportButton.swift", Array(view.utf8))
  }

  @Test(
    "an app that checks for a system older than the focus and dialog APIs gets no fix that writes them",
    arguments: [
      ("#available(iOS 15, *)", "", nil, false, "ExportButton may run on iOS before 15 (the app checks for iOS 15 at "),
      ("#unavailable(iOS 14)", "", nil, false, "ExportButton may run on iOS before 15 (the app checks for iOS 14 at "),
      ("#available(iOS 14, *)", "", nil, true, "this code may run on iOS before 15 (the app checks for iOS 14 at "),
      ("#available(iOS 16, *)", "", nil, false, nil),
      ("#available(iOS 15, macOS 12, *)", "@available(iOS 15, macOS 12, *)\n", nil, false, nil),
      ("#available(iOS 15, *)", "", "os(macOS)", false, nil),
      ("#available(macOS 11, *)", "", "os(macOS)", false, "ExportButton may run on macOS before 12"),
    ] as [(String, String, String?, Bool, String?)])
  func olderSystems(check: String, attribute: String, branch: String?, legacy: Bool, reason: String?) throws {
    let source = Self.olderSystemView(check: check, attribute: attribute, branch: branch, legacy: legacy)
    let outcome = try fix([source])
    let fixed = outcome.fixed[source.path].map { String(decoding: $0, as: UTF8.self) }
    if let reason {
      #expect(fixed == nil, "\(fixed ?? "")")
      let reasons = outcome.report.active.compactMap(\.fixUnavailable)
      #expect(reasons.contains { $0.contains(reason) }, "\(reasons)")
      #expect(reasons.contains { $0.contains("App/Export/ExportButton.swift:") } || !reason.contains("checks"))
    } else {
      #expect(fixed?.contains("@AccessibilityFocusState") == true, "\(fixed ?? "not fixed")")
    }
  }

  @Test("a check in a package's code speaks of that package: an app beside it keeps its fixes")
  func checkInAnotherProject() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(name: "Timers", platforms: [.iOS(.v17)], targets: [.target(name: "Timers")])

      """
    let packaged = """
      import SwiftUI

      struct TimerList: View {
          @State private var showStarted = false

          var body: some View {
              Button("Start") { showStarted = true }
                  .alert("Started", isPresented: $showStarted) { Button("Close", role: .cancel) {} }
          }

          func legacy() -> Bool {
              if #available(iOS 14, *) { return false }
              return true
          }
      }

      """
    let app = Self.olderSystemView(check: "#available(iOS 16, *)")
    let outcome = try fix([
      ("Timers/Package.swift", Array(manifest.utf8)), ("Timers/Sources/Timers/Legacy.swift", Array(packaged.utf8)), app,
    ])
    let fixed = outcome.fixed[app.path].map { String(decoding: $0, as: UTF8.self) }
    #expect(
      fixed?.contains("@AccessibilityFocusState") == true, "\(outcome.report.active.compactMap(\.fixUnavailable))")

    // The same check in the app's own code still says it runs on iOS 14.
    let own = try fix([("App/Legacy.swift", Array(packaged.utf8)), app])
    #expect(own.fixed[app.path] == nil)
  }

  @Test(
    "a button a fix writes is SwiftUI.Button only where the project declares a type Button in sight",
    arguments: [
      ("final class Button {}", "App", true),
      ("extension Button { func primary() -> some View { self } }", "App", false),
      ("enum Strings { enum Button { static let ok = \"OK\" } }", "App", false),
      // Nested in the type the fix writes into, through an extension in another file.
      ("extension SaveButton { enum Button { case save } }", "App", true),
      // The package beside the app is another project: its Button is not the app's.
      ("public final class Button {}", "Kit/Sources/Kit", false),
    ])
  func buttonSpelling(declaration: String, folder: String, qualified: Bool) throws {
    let view = """
      import SwiftUI

      struct SaveButton: View {
          @State private var showSaved = false

          var body: some View {
              SwiftUI.Button("Save") { showSaved = true }
                  .alert("Saved", isPresented: $showSaved, actions: {})
          }
      }

      """
    let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Kit\")\n"
    let sources = [
      ("App/SaveButton.swift", Array(view.utf8)), ("Kit/Package.swift", Array(manifest.utf8)),
      ("\(folder)/Declarations.swift", Array("import SwiftUI\n\(declaration)\n".utf8)),
    ]
    let fixed = String(decoding: try #require(try fix(sources).fixed["App/SaveButton.swift"]), as: UTF8.self)
    #expect(fixed.contains("actions: { \(qualified ? "SwiftUI." : "")Button(\"OK\")"), "\(fixed)")
  }

  /// A legacy alert whose trigger has no focus binding: its actions can return focus only once
  /// the deprecated-alert-api fix has rewritten it, in `--fix`'s next pass.
  static func legacyAlert(_ buttons: String) -> (path: String, bytes: [UInt8]) {
    let source = """
      import SwiftUI

      struct TrashView: View {
          @State private var confirmEmpty = false

          var body: some View {
              Button("Empty Trash") { confirmEmpty = true }
                  .actionSheet(isPresented: $confirmEmpty) {
                      ActionSheet(title: Text("Empty the trash?"), buttons: [\(buttons)])
                  }
          }
      }

      """
    return ("Trash/TrashView.swift", Array(source.utf8))
  }

  @Test("a focus return the legacy API alone stands in the way of is fixable after its rewrite, in every format")
  func fixableAfterRewrite() throws {
    let source = Self.legacyAlert(#".destructive(Text("Empty")) { }, .cancel()"#)
    let report = analyze(source: String(decoding: source.bytes, as: UTF8.self), path: source.path)
    let focus = try #require(report.active.first { $0.ruleID == "alert-focus-return" })
    #expect(focus.fix == nil && focus.fixUnavailable == nil && focus.fixAfter == "deprecated-alert-api")
    #expect(Summary(report, files: 1).fixable == 2)
    #expect(TextReporter().render(report).contains("[alert-focus-return] [fixable after deprecated-alert-api]"))
    #expect(JSONReporter().render(report).contains(#""fixAfter": "deprecated-alert-api""#))
    #expect(SARIFReporter(version: "1", currentDirectory: "/").render(report).contains(#""fixAfter""#))

    // --fix does what the count says: both findings, the focus return in the second pass.
    let outcome = try fix([source])
    #expect(outcome.count == 2 && outcome.report.active.isEmpty, "\(outcome.report.active.map(\.message))")
    let fixed = String(decoding: try #require(outcome.fixed[source.path]), as: UTF8.self)
    #expect(fixed.contains(".confirmationDialog(") && fixed.contains(".accessibilityFocused("))

    // Where the rewrite is withheld (an action sheet with no way out), so is the focus return.
    let withheld = Self.legacyAlert(#".destructive(Text("Empty")) { }"#)
    let unfixed = analyze(source: String(decoding: withheld.bytes, as: UTF8.self), path: withheld.path)
    let stays = try #require(unfixed.active.first { $0.ruleID == "alert-focus-return" })
    #expect(stays.fixAfter == nil && stays.fixUnavailable == Action.legacyResetProblem)
    #expect(Summary(unfixed, files: 1).fixable == 0)
  }

  @Test("a dialog whose trigger also opens a legacy alert is fixable after that alert's rewrite, as counted")
  func sharedTriggerAfterRewrite() throws {
    let source = """
      import SwiftUI

      struct IntegrityCheck: View {
          @State private var confirmCheck = false
          @State private var checking = false

          var body: some View {
              Button("Check Integrity") { confirmCheck = true; checking = true }
                  .alert(isPresented: $confirmCheck) {
                      Alert(title: Text("Check the file?"), primaryButton: .default(Text("Check")), secondaryButton: .cancel())
                  }
                  .alert("Checking…", isPresented: $checking) {
                      Button("Stop", role: .cancel) {}
                  }
          }
      }

      """
    let path = "Library/IntegrityCheck.swift"
    let report = analyze(source: source, path: path)
    let focus = report.active.filter { $0.ruleID == "alert-focus-return" }
    #expect(
      focus.count == 2 && focus.allSatisfy { $0.fixAfter == "deprecated-alert-api" }, "\(focus.map(\.fixUnavailable))")
    let outcome = try fix([(path, Array(source.utf8))])
    #expect(outcome.count == Summary(report, files: 1).fixable, "\(outcome.report.active.map(\.message))")
    #expect(outcome.report.active.isEmpty, "\(outcome.report.active.map(\.message))")
  }

  @Test(
    "a legacy alert with no buttons takes its OK after the rewrite, its trigger bound or not",
    arguments: ["", "\n            .accessibilityFocused($isPauseFocused)"])
  func legacyAlertWithoutButtons(binding: String) throws {
    let source = """
      import SwiftUI

      struct PauseButton: View {
          @State private var showPaused = false
          @AccessibilityFocusState private var isPauseFocused: Bool

          var body: some View {
              Button("Pause") { showPaused = true }\(binding)
                  .alert(isPresented: $showPaused) {
                      Alert(title: Text("Downloads paused"))
                  }
          }
      }

      """
    let path = "Downloads/PauseButton.swift"
    let report = analyze(source: source, path: path)
    let focus = try #require(report.active.first { $0.ruleID == "alert-focus-return" })
    #expect(focus.fixAfter == "deprecated-alert-api", "\(focus.fixUnavailable ?? "")")
    let outcome = try fix([(path, Array(source.utf8))])
    #expect(outcome.count == Summary(report, files: 1).fixable)
    #expect(outcome.report.active.isEmpty, "\(outcome.report.active.map(\.message))")
  }

  @Test("a package built for a system older than the focus APIs gets no focus fix, and says which manifest")
  func olderPackage() throws {
    let sources = Self.popoverPackage(platforms: ".iOS(.v14), .macOS(.v12)")
    let outcome = try fix(sources)
    #expect(outcome.fixed.isEmpty)
    let reasons = outcome.report.active.compactMap(\.fixUnavailable)
    #expect(
      reasons.contains { $0.contains("may run on iOS before 15 (Timers/Package.swift builds for iOS 14)") },
      "\(reasons)")
  }

  @Test(
    "a sheet whose onDismiss may go on to another dialog gets no focus fix; one that closes another keeps it",
    arguments: [
      ("onDismiss: startPending", "showLogin = true", false),
      ("onDismiss: { startPending() }", "if pending != nil { showLogin = true }", false),
      ("onDismiss: { pending = nil; self.showLogin = true }", "", false),
      ("onDismiss: startPending", "showLogin = false", true),
    ])
  func dismissalShowingAnotherDialog(onDismiss: String, function: String, isFixed: Bool) throws {
    let source = """
      import SwiftUI

      struct ServersView: View {
          @State private var showEntry = false
          @State private var showLogin = false
          @State private var pending: URL?

          var body: some View {
              Button("Enter Address") { showEntry = true }
                  .sheet(isPresented: $showEntry, \(onDismiss)) {
                      Text("Entry")
                  }
                  .sheet(isPresented: $showLogin) {
                      Text("Login")
                  }
          }

          private func startPending() {
              \(function)
          }
      }

      """
    let path = "App/ServersView.swift"
    let outcome = try fix([(path, Array(source.utf8))])
    #expect((outcome.fixed[path] != nil) == isFixed)
    let focus = outcome.report.active.first { $0.ruleID == "modal-focus-return" && $0.location.start.line == 10 }
    #expect(
      isFixed
        ? focus == nil
        : focus?.fixUnavailable == "what runs as it closes may show another dialog (it sets showLogin), which takes "
          + "focus from the trigger", "\(focus?.fixUnavailable ?? "no finding")")
  }

  @Test(
    "a sheet whose content adds to what the if around its trigger counts gets no focus fix",
    arguments: [
      ("model.addItem(item)", "model.items.isEmpty", false),
      ("model.deleteAll()", "!model.items.isEmpty", false),
      ("model.addItem(item)", "model.items.count < 3", false),
      ("model.refresh()", "model.items.isEmpty", true),
      ("model.addItem(item)", "model.isEditable", true),
      ("model.items.append(item)", "model.items.isEmpty", false),
      ("model.layout.addRow()", "model.layout.rows.isEmpty", false),
      ("model.layout.rows.removeAll()", "!model.layout.rows.isEmpty", false),
      ("model.log.addEntry(item)", "model.layout.rows.isEmpty", true),
    ])
  func contentChangingCount(call: String, condition: String, isFixed: Bool) throws {
    let source = """
      import SwiftUI

      final class WidgetModel: ObservableObject {
          @Published var items: [String] = []
          @Published var isEditable = true
          @Published var showAddItem = false
          @Published var layout = Layout()
          @Published var log = Log()
          func addItem(_ item: String) { items.append(item) }
          func deleteAll() { items = [] }
          func refresh() {}
      }

      struct Layout {
          var rows: [String] = []
          mutating func addRow() { rows.append("") }
      }

      struct Log {
          mutating func addEntry(_ entry: String) {}
      }

      struct WidgetEditor: View {
          @StateObject private var model = WidgetModel()

          var body: some View {
              VStack {
                  if \(condition) {
                      Button("Add First Item") { model.showAddItem = true }
                  }
              }
              .sheet(isPresented: $model.showAddItem) {
                  ItemPicker { item in
                      \(call)
                  }
              }
          }
      }

      struct ItemPicker: View {
          let onPick: (String) -> Void

          var body: some View {
              NavigationStack {
                  List {
                      Button("Light") { onPick("light") }
                  }
                  .navigationTitle("Add Item")
              }
          }
      }

      """
    let path = "App/WidgetEditor.swift"
    let outcome = try fix([(path, Array(source.utf8))])
    // The picker gets its Done button either way.
    let fixed = outcome.fixed[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    #expect(fixed.contains(".accessibilityFocused(") == isFixed)
    let focus = outcome.report.active.first { $0.ruleID == "modal-focus-return" }
    #expect(
      isFixed
        ? focus == nil
        : (focus?.fixUnavailable?.hasPrefix("its content changes model") == true
          && focus?.fixUnavailable?.contains(", which decides whether the trigger is shown") == true),
      "\(focus?.fixUnavailable ?? "no finding")")
  }

  @Test(
    "an action that opens another screen returns no focus; one that opens a thing it does not name does",
    arguments: [
      ("navigation.openSheet(.login)", false), ("router.push(.login)", false), ("present(login)", false),
      ("door.open()", true), ("load()", true), ("path.append(\"login\")", false), ("recent.append(\"login\")", true),
    ])
  func actionOpeningScreen(call: String, returnsFocus: Bool) throws {
    let source = """
      import SwiftUI

      struct AccountsView: View {
          @State private var showAdd = false
          @State private var path = NavigationPath()
          @State private var recent: [String] = []

          var body: some View {
              NavigationStack(path: $path) {
                  Button("Add Account") { showAdd = true }
                      .confirmationDialog("Add an account", isPresented: $showAdd) {
                          Button("Log In") { \(call) }
                          Button("Cancel", role: .cancel) {}
                      }
              }
          }
      }

      """
    let path = "App/AccountsView.swift"
    let fixed = try fix([(path, Array(source.utf8))]).fixed[path].map { String(decoding: $0, as: UTF8.self) }
    #expect(fixed?.contains("Button(\"Cancel\", role: .cancel) { isAddAccountFocused = true }") == true)
    // Cancel sends focus back, and Log In too where it opens no screen.
    let returns = fixed?.components(separatedBy: "isAddAccountFocused = true").count ?? 0
    #expect(returns - 1 == (returnsFocus ? 2 : 1), "\(fixed ?? "not fixed")")
  }

  @Test("a popover built for Macs alone gets no focus fix: it also closes as the user moves to another control")
  func macPopover() throws {
    let view = Self.popoverPackage(platforms: "", folder: "App")[1]
    let text = String(decoding: view.bytes, as: UTF8.self)
    let appKit = ("App/AppDelegate.swift", Array("import AppKit\n\nfinal class AppDelegate: NSObject {}\n".utf8))
    let branch =
      text.replacingOccurrences(of: "struct SleepTimerControl", with: "#if os(macOS)\nstruct SleepTimerControl")
      + "#endif\n"
    // A file of the app writes .onChange(of:), so the form a new one takes is known.
    let watcher = Self.changeWatcher("App/Timers/Alarm.swift", handler: "{ level in print(level) }")
    for sources in [[(view.path, view.bytes), appKit], [(view.path, Array(branch.utf8))]] {
      let outcome = try fix(sources + [watcher])
      #expect(outcome.fixed.isEmpty)
      let focus = try #require(outcome.report.active.first { $0.ruleID == "modal-focus-return" })
      #expect(focus.fixUnavailable?.hasPrefix("on macOS a popover also closes as the user moves") == true)
    }
    // The same popover in an app for iPhone and iPad, where it closes only as the user closes it.
    #expect(try fix([(view.path, view.bytes), watcher]).fixed[view.path] != nil)
  }

  @Test("a line's indentation before an offset is its leading spaces and tabs, up to the offset")
  func indentation() {
    var random = SplitMix64(state: 0x1DE7)
    let pieces = [" ", "    ", "\t", "\n", "\r", "\r\n", "x", "/* c */", "é"]
    for _ in 0..<1000 {
      let bytes = Array(
        (0..<random.next(below: 12)).map { _ in pieces[random.next(below: pieces.count)] }.joined().utf8)
      for offset in 0...bytes.count {
        var start = offset
        while start > 0 && bytes[start - 1] != 0x0A && bytes[start - 1] != 0x0D { start -= 1 }
        var end = start
        while end < offset && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        #expect(FileLayout.indent(before: offset, in: bytes) == bytes[start..<end], "\(bytes) at \(offset)")
      }
    }
  }

  @Test("a legacy button under a backticked label moves with its action; buttons of no one array stay")
  func legacyButtonLabels() throws {
    let source = """
      import SwiftUI

      struct SaveView: View {
          @State private var showSaved = false
          @State private var showPick = false
          let extra: [ActionSheet.Button] = []

          var body: some View {
              VStack {
                  Button("Save") { showSaved = true }
                  Button("Pick") { showPick = true }
              }
              .alert(isPresented: $showSaved) {
                  Alert(title: Text("Saved"), `dismissButton`: .default(Text("Done"), action: { log() }))
              }
              .actionSheet(isPresented: $showPick) {
                  ActionSheet(title: Text("Pick one"), buttons: [.default(Text("First")) {}, .cancel()] + extra)
              }
          }

          func log() {}
      }

      """
    let outcome = try fix([("SaveView.swift", Array(source.utf8))])
    let fixed = outcome.fixed["SaveView.swift"].map { String(decoding: $0, as: UTF8.self) } ?? ""
    #expect(
      fixed.contains(".alert(\"Saved\", isPresented: $showSaved) {\n            Button(\"Done\") {\n"), "\(fixed)")
    #expect(fixed.contains("                log()\n"), "\(fixed)")
    #expect(fixed.contains("+ extra"), "\(fixed)")
    let reasons = outcome.report.active.compactMap(\.fixUnavailable)
    #expect(reasons.contains { $0.contains("the buttons are not written as one array literal") }, "\(reasons)")
  }
}

@Suite("--fix through the binary: files written safely, diffs git applies, stdin for editors", .serialized)
struct FixCommandTests {
  static let source = """
    import SwiftUI

    struct Drafts: View {
    \t@State private var confirm = false

    \tvar body: some View {
    \t\tButton("Discard Draft") { confirm = true }
    \t\t\t.alert("Discard this draft?", isPresented: $confirm) {
    \t\t\t\tButton("Discard") { discard() }
    \t\t\t\tButton("Keep Editing") {}
    \t\t\t}
    \t}
    }

    """.replacingOccurrences(of: "\n", with: "\r\n")

  @Test("--fix rewrites the file in its own style (tabs, CRLF), keeps its permissions, and reports what remains")
  func fixInPlace() throws {
    let project = try Project(["Drafts.swift": Self.source])
    defer { project.remove() }
    let file = project.root.appendingPathComponent("Drafts.swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    let run = try dialoglint(["--fix", "."], in: project.root)
    #expect(run.exit == .clean)
    let fixed = try String(contentsOf: file, encoding: .utf8)
    #expect(fixed.contains("\t@AccessibilityFocusState private var isDiscardDraftFocused: Bool\r\n"))
    #expect(fixed.contains("\t\t\t.accessibilityFocused($isDiscardDraftFocused)\r\n"))
    #expect(fixed.contains("Button(\"Keep Editing\", role: .cancel) { isDiscardDraftFocused = true }"))
    #expect(!fixed.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare line feed crept in")
    let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(permissions == 0o640)
    #expect(run.stderr.contains("fixed 3 findings in 1 file"))
    _ = try dialoglint(["--fix", "."], in: project.root)
    #expect(try String(contentsOf: file, encoding: .utf8) == fixed, "a second --fix changed the file")
  }

  @Test("--fix --diff writes nothing and prints a diff that git apply accepts")
  func diff() throws {
    let project = try Project(["Sources/Drafts.swift": Self.source])
    defer { project.remove() }
    let run = try dialoglint(["--fix", "--diff", "Sources"], in: project.root)
    #expect(run.stdout.hasPrefix("--- a/Sources/Drafts.swift\n+++ b/Sources/Drafts.swift\n@@ "))
    let file = project.root.appendingPathComponent("Sources/Drafts.swift")
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.source)
    let patch = project.root.appendingPathComponent("fix.patch")
    try Data(run.stdout.utf8).write(to: patch)
    guard
      let apply = try? runProcess(
        URL(fileURLWithPath: "/usr/bin/env"), ["git", "apply", "fix.patch"], in: project.root)
    else {
      print("git is not on PATH: the git apply check is skipped")
      return
    }
    #expect(apply.succeeded, "git apply: \(apply.stderr)")
    #expect(
      try dialoglint(["--fix", "--diff", "Sources"], in: project.root).stdout.isEmpty, "the applied diff left fixes")
  }

  @Test("--fix --stdin-path prints the fixed text on stdout and the report on stderr")
  func stdin() throws {
    let project = try Project(["Other.swift": "struct Other {}\n"])
    defer { project.remove() }
    let run = try dialoglint(["--fix", "--stdin-path", "Drafts.swift", "."], in: project.root, stdin: Self.source)
    #expect(run.stdout.contains("Button(\"Keep Editing\", role: .cancel) { isDiscardDraftFocused = true }"))
    #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Drafts.swift").path))
    #expect(run.stderr.contains("fixed 3 findings"))
  }

  @Test("a file changed on disk since it was read is not written")
  func changedOnDisk() throws {
    let project = try Project(["A.swift": "let a = 1\n"])
    defer { project.remove() }
    let path = project.root.appendingPathComponent("A.swift").path
    let problem = SafeWriter.replace(path, with: Array("let a = 2\n".utf8), expecting: Array("let a = 0\n".utf8))
    #expect(problem == .changed)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "let a = 1\n")
    #expect(SafeWriter.replace(path, with: Array("let a = 2\n".utf8), expecting: Array("let a = 1\n".utf8)) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "let a = 2\n")
  }
}
