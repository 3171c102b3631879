import Foundation
import PackagePlugin

/// What `swift package dialoglint` and `swift package dialoglint-fix` share: dialoglint run in the
/// package's folder over the paths or targets named, its report on `swift package`'s stdout, its
/// notices and summary on its stderr, and its status as the command's.
///
/// This file is linked into each command plugin's folder: a plugin can import no library, and
/// one copy keeps the two commands from drifting apart.
protocol DialogLintCommand: CommandPlugin {
  /// The options this command always passes, before the user's.
  static var fixedArguments: [String] { get }

  /// Why this command will not run with `arguments`, or nil when it will.
  static func refusal(_ arguments: [String]) -> String?
}

extension DialogLintCommand {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let targets = targetNames.isEmpty ? [] : try context.package.targets(named: targetNames)
    try lint(
      tool: try context.tool(named: "dialoglint").url, in: context.package.directoryURL,
      arguments: extractor.remainingArguments,
      files: targets.flatMap { $0.sourceModule?.sourceFiles.map(\.url) ?? [] })
  }

  /// Runs the tool in `folder` with `arguments`, over the Swift files and string catalogs among
  /// `files` when there are any (obeying the configuration's `exclude`, as a folder scan does),
  /// and ends the plugin with the tool's status when it is not 0.
  ///
  /// SwiftPM prints a plugin's stdout and stderr alike, line by line, on its own stdout, and only
  /// the plugin's diagnostics and progress messages on its stderr. So the report goes to the
  /// plugin's stdout untouched, and each line the tool writes to stderr becomes a progress
  /// message, which SwiftPM prints on stderr after the plugin's name in brackets.
  func lint(tool: URL, in folder: URL, arguments: [String], files: [URL]) throws {
    if let refusal = Self.refusal(arguments) { fail(refusal, status: 2) }
    let named = files.filter { ["swift", "xcstrings", "strings"].contains($0.pathExtension) }
    let process = Process()
    process.executableURL = tool
    process.arguments = Self.fixedArguments + arguments
    if !named.isEmpty { process.arguments! += ["--force-exclude", "--"] + named.map { Self.path(of: $0, in: folder) } }
    process.currentDirectoryURL = folder
    // The plugin's own stdin is closed, and a closed descriptor 0 would be the next file the tool opens.
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.standardOutput
    let notices = Pipe()
    process.standardError = notices
    try process.run()
    forwardLines(of: notices.fileHandleForReading)
    process.waitUntilExit()
    guard process.terminationReason == .exit else {
      fail("dialoglint was stopped by signal \(process.terminationStatus)", status: 2)
    }
    // `swift package` exits 1 after any failed plugin, whatever its status, so the message names
    // dialoglint's own: 1 for findings at or above --fail-on, 2 for a run that could not finish.
    if process.terminationStatus != 0 {
      fail("dialoglint exited with status \(process.terminationStatus)", status: process.terminationStatus)
    }
  }

  /// Reports `message` as the command's error and ends the plugin with `status`.
  ///
  /// An error the plugin reported keeps SwiftPM from adding its own "Plugin ended with exit code".
  func fail(_ message: String, status: Int32) -> Never {
    Diagnostics.error(message)
    exit(status)
  }

  /// Sends each line read from `handle` until its end to SwiftPM as a progress message, which it
  /// prints on stderr as it arrives.
  func forwardLines(of handle: FileHandle) {
    var pending: [UInt8] = []
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      pending += chunk
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        Diagnostics.progress(String(decoding: pending[..<newline], as: UTF8.self))
        pending.removeSubrange(...newline)
      }
    }
    if !pending.isEmpty { Diagnostics.progress(String(decoding: pending, as: UTF8.self)) }
  }
}

extension DialogLintCommand {
  /// The path of `url` relative to `root` when it lies inside it, so that findings print short paths.
  static func path(of url: URL, in root: URL) -> String {
    let path = url.path(percentEncoded: false)
    let base = root.path(percentEncoded: false)
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Whether the tool would write to the sources: `--fix` without `--diff`.
  static func rewritesSources(_ arguments: [String]) -> Bool {
    let options = arguments.prefix { $0 != "--" }
    return options.contains { $0 == "--fix" || $0.hasPrefix("--fix=") } && !options.contains("--diff")
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension DialogLintCommand {
    /// From Xcode's project menu: the files of the targets chosen, or the project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let targetNames = Set(extractor.extractOption(named: "target"))
      let targets = context.xcodeProject.targets.filter { targetNames.contains($0.displayName) }
      try lint(
        tool: try context.tool(named: "dialoglint").url, in: context.xcodeProject.directoryURL,
        arguments: extractor.remainingArguments, files: targets.flatMap(\.inputFiles).map(\.url))
    }
  }
#endif
