import DialogModel
import DialogReport
import DialogRules
import Foundation
import Testing

@testable import DialogLintCLI

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The folder of this build's products — `.build/debug`, `.build/release`, or either under
/// `--build-path` — where `swift build` puts the `dialoglint` binary beside the test bundle.
///
/// Found from the file that holds this code, the test bundle's executable:
/// `NAME.xctest/Contents/MacOS/NAME` on macOS, `NAME.xctest` itself on Linux; the `.xctest` stands
/// in the products folder on both. `Bundle.main` will not do: on macOS it is the `xctest` tool or
/// SwiftPM's testing helper, which live in the toolchain.
let productsFolder: URL = {
  final class InTestBundle {}
  let bundle = Bundle(for: InTestBundle.self)
  let file = (bundle.executableURL ?? bundle.bundleURL).standardizedFileURL
  var folder = file
  while folder.pathExtension != "xctest" {
    guard folder.pathComponents.count > 1 else { fatalError("\(file.path) is not in an .xctest bundle") }
    folder.deleteLastPathComponent()
  }
  return folder.deletingLastPathComponent()
}()

/// Whether `DIALOGLINT_RECORD=1` asks the tests to rewrite the files they compare against.
private let isRecording = ProcessInfo.processInfo.environment["DIALOGLINT_RECORD"] == "1"

/// Expects `actual` to be, byte for byte, the golden file `golden` (bytes, not `String ==`, which
/// would call NFC and NFD spellings of "é" equal).
///
/// With `DIALOGLINT_RECORD=1` it writes `actual` to `golden` instead (only when it differs, so that
/// a generated source keeps its date and nothing rebuilds) and fails all the same: a run that
/// recorded has compared nothing, and must not pass for one that did.
func expectGolden(_ actual: [UInt8], at golden: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let root = packageRoot.path + "/"
  let name = golden.path.hasPrefix(root) ? String(golden.path.dropFirst(root.count)) : golden.path
  let written = FileManager.default.contents(atPath: golden.path).map { Array($0) }
  if isRecording {
    if written != actual {
      try FileManager.default.createDirectory(
        at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual).write(to: golden, options: .atomic)
    }
    let what = written == actual ? "recorded \(name) (unchanged)" : "recorded \(name)"
    Issue.record("\(what); run again without DIALOGLINT_RECORD", sourceLocation: sourceLocation)
  } else if let written {
    if written != actual {
      Issue.record(
        "\(name) differs at \(firstDifference(actual, written))\nDIALOGLINT_RECORD=1 swift test re-records it",
        sourceLocation: sourceLocation)
    }
  } else {
    Issue.record("\(name) is missing: DIALOGLINT_RECORD=1 swift test records it", sourceLocation: sourceLocation)
  }
}

/// Expects the UTF-8 of `actual` to be the golden file `golden`; see the byte form.
func expectGolden(_ actual: String, at golden: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
  try expectGolden(Array(actual.utf8), at: golden, sourceLocation: sourceLocation)
}

/// Where `actual` first differs from `expected`: the line, and that line of each. Lines are
/// compared as bytes, so a line end or a Unicode normalisation that differs shows too.
private func firstDifference(_ actual: [UInt8], _ expected: [UInt8]) -> String {
  let a = actual.split(separator: 0x0A, omittingEmptySubsequences: false)
  let e = expected.split(separator: 0x0A, omittingEmptySubsequences: false)
  for index in 0..<max(a.count, e.count) where a.dropFirst(index).first != e.dropFirst(index).first {
    func show(_ line: ArraySlice<UInt8>?) -> String {
      line.map { String(reflecting: String(decoding: $0, as: UTF8.self)) } ?? "<end>"
    }
    return
      "line \(index + 1):\n  got:      \(show(a.dropFirst(index).first))\n  expected: \(show(e.dropFirst(index).first))"
  }
  return "nowhere"
}

/// The files the CLI would scan in `folder`.
func discover(_ folder: String, configuration: Configuration = Configuration()) -> FileDiscovery.Result {
  FileDiscovery(configuration: configuration, currentDirectory: FileManager.default.currentDirectoryPath)
    .discover([folder])
}

/// Runs the analysis the CLI runs over `source`, presented as the file `path`, plus the `found`
/// files; returns the report.
func analyze(
  source: String? = nil, path: String = "Example.swift", found: FileDiscovery.Result = FileDiscovery.Result(),
  catalog: RuleCatalog = .builtIn, configuration: Configuration = Configuration()
) -> Report {
  let (configured, _) = try! configuration.apply(to: catalog)
  var analysis = Analysis(
    catalog: configured, aliases: configuration.aliases, jobs: 2,
    override: source.map { Analysis.InputFile(path: path, bytes: Array($0.utf8)) })
  let input = analysis.read(
    swiftFiles: found.swiftFiles, localizationFiles: found.localizationFiles, xcodeProjects: found.xcodeProjects,
    projectFolders: found.projectFolders)
  return analysis.run(input.sources, localization: input.localization, notices: input.notices)
}

/// dialoglint's exit statuses (DESIGN.md §1) by name, as tests compare them.
typealias ExitStatus = CommandLineTool.ExitStatus

/// What a run of a program printed, and how it ended.
struct Run {
  var status: Int32
  var stdout: String
  var stderr: String

  /// The status by dialoglint's name for it; nil for one it never returns, such as the -1 of a run
  /// killed after its timeout.
  var exit: ExitStatus? { ExitStatus(rawValue: status) }

  /// Whether the program ended with status 0: success, for a program other than dialoglint.
  var succeeded: Bool { status == 0 }
}

/// Runs `executable` with `arguments` in `directory` (the current one when nil), feeding it
/// `stdin`, with `environment` added to this process's. The output goes to files rather than
/// pipes, which a program printing much to both could fill while the other is read. A program still
/// running after `timeout` seconds is killed and its status is -1: a hang fails the test instead of
/// stopping the suite.
func runProcess(
  _ executable: URL, _ arguments: [String], in directory: URL? = nil, stdin: String = "",
  environment: [String: String] = [:], timeout: Double = 120
) throws -> Run {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialoglint-run-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let out = scratch.appendingPathComponent("out")
  let err = scratch.appendingPathComponent("err")
  let input = scratch.appendingPathComponent("in")
  try Data(stdin.utf8).write(to: input)
  try Data().write(to: out)
  try Data().write(to: err)
  process.standardOutput = try FileHandle(forWritingTo: out)
  process.standardError = try FileHandle(forWritingTo: err)
  process.standardInput = try FileHandle(forReadingFrom: input)
  try process.run()
  let pid = process.processIdentifier
  let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
  DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
  process.waitUntilExit()
  watchdog.cancel()
  let killed = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
  // Bytes a file name brings may not be UTF-8: decode them as the terminal would show them.
  return Run(
    status: killed ? -1 : process.terminationStatus, stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
    stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
}
