import Foundation
import PackagePlugin

/// `swift package dialoglint [--target NAME…] [options] [paths]`: runs dialoglint in the package's
/// folder with the options given, over the paths given, the named targets' files, or the whole
/// package.
///
/// It asks for no permission up front, so a scan needs no flag; `--fix` rewrites sources, and
/// needs the package folder made writable with `--allow-writing-to-package-directory`.
@main
struct DialogLintCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let targets = targetNames.isEmpty ? [] : try context.package.targets(named: targetNames)
    try lint(
      tool: try context.tool(named: "dialoglint").url, in: context.package.directoryURL,
      arguments: extractor.remainingArguments,
      files: targets.flatMap { $0.sourceModule?.sourceFiles.map(\.url) ?? [] })
  }
}

extension DialogLintCommandPlugin {
  /// Why the command did not succeed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs the tool in `folder` with `arguments`, over the Swift files and string catalogs among
  /// `files` when there are any (obeying the configuration's `exclude`, as a folder scan does);
  /// its output goes straight to the user. A status other than 0 (findings at or above
  /// `--fail-on`, or a usage error) fails the command.
  func lint(tool: URL, in folder: URL, arguments: [String], files: [URL]) throws {
    if Self.rewritesSources(arguments) && !Self.canWrite(in: folder) {
      throw Failure(
        description: "--fix rewrites files in \(folder.path(percentEncoded: false)); allow it with "
          + "`swift package --allow-writing-to-package-directory dialoglint --fix …`")
    }
    let named = files.filter { ["swift", "xcstrings", "strings"].contains($0.pathExtension) }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    if !named.isEmpty { process.arguments! += ["--force-exclude", "--"] + named.map { Self.path(of: $0, in: folder) } }
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw Failure(description: "dialoglint ended with status \(process.terminationStatus)")
    }
  }

  /// The path of `url` relative to `root` when it lies inside it, so that findings print short paths.
  static func path(of url: URL, in root: URL) -> String {
    let path = url.path(percentEncoded: false)
    let base = root.path(percentEncoded: false)
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Whether the tool will write to the sources: `--fix` without `--diff`.
  static func rewritesSources(_ arguments: [String]) -> Bool {
    let options = arguments.prefix { $0 != "--" }
    return options.contains("--fix") && !options.contains("--diff")
  }

  /// Whether files can be created in `folder`: SwiftPM's sandbox keeps the package read-only
  /// unless the user allowed writing to it.
  static func canWrite(in folder: URL) -> Bool {
    let probe = folder.appending(path: ".dialoglint-write-check-\(ProcessInfo.processInfo.processIdentifier)")
    guard FileManager.default.createFile(atPath: probe.path(percentEncoded: false), contents: Data()) else {
      return false
    }
    try? FileManager.default.removeItem(at: probe)
    return true
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension DialogLintCommandPlugin: XcodeCommandPlugin {
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
