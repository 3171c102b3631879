import DialogModel
import DialogReport
import DialogRules
import Foundation

@testable import DialogLintCLI

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Whether `DIALOGLINT_RECORD=1` asks the tests to rewrite the files they compare against.
let isRecording = ProcessInfo.processInfo.environment["DIALOGLINT_RECORD"] == "1"

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
  let analysis = Analysis(
    catalog: configured, aliases: configuration.aliases, jobs: 2,
    override: source.map { Analysis.InputFile(path: path, bytes: Array($0.utf8)) })
  return analysis.run(swiftFiles: found.swiftFiles, localizationFiles: found.localizationFiles)
}

/// What a run of a program printed, and how it ended.
struct Run {
  var status: Int32
  var stdout: String
  var stderr: String
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
