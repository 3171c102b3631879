import Foundation
import PackagePlugin

/// Runs dialoglint over a target's Swift files as part of its build, so that the findings show up
/// where the compiler's do: as `warning:` and `error:` lines in `swift build`, and in Xcode's issue
/// navigator. A finding at error severity fails the build, as a compiler error would.
@main
struct DialogLintBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    return lintCommands(
      tool: try context.tool(named: "dialoglint").url, name: module.name,
      files: module.sourceFiles.map(\.url), configurationSearchStart: context.package.directoryURL)
  }
}

extension DialogLintBuildToolPlugin {
  /// The command that lints `files`: none for a target without Swift.
  ///
  /// It declares no output files, so the build system runs it on every build (as SwiftLint's
  /// plugin runs) and the findings stay in view until they are fixed. The files are named one by
  /// one, so `--force-exclude` makes the configuration's `exclude` and `include` apply to them as
  /// to a folder scan. The configuration is passed explicitly because a build command's working
  /// folder is not the package's: it is the nearest `.dialoglint.json` upward from the package's
  /// (or Xcode project's) folder, as the command line run there finds it.
  func lintCommands(tool: URL, name: String, files: [URL], configurationSearchStart: URL) -> [Command] {
    let swiftFiles = files.filter { $0.pathExtension == "swift" }
    guard !swiftFiles.isEmpty else { return [] }
    // String catalogs resolve localised labels, as they do when a folder is scanned.
    let catalogs = files.filter { ["xcstrings", "strings"].contains($0.pathExtension) }
    // Not --quiet: a suppression comment naming no rule is a warning the issue navigator should show.
    var arguments = ["--force-exclude"]
    let configuration = nearestConfiguration(from: configurationSearchStart)
    if let configuration { arguments += ["--config", configuration.path(percentEncoded: false)] }
    let inputs = swiftFiles + catalogs
    return [
      .buildCommand(
        displayName: "dialoglint \(name)", executable: tool,
        arguments: arguments + ["--"] + inputs.map { $0.path(percentEncoded: false) },
        inputFiles: inputs + (configuration.map { [$0] } ?? []), outputFiles: [])
    ]
  }

  /// The nearest `.dialoglint.json` in `folder` or a folder above it.
  func nearestConfiguration(from folder: URL) -> URL? {
    var folder = folder.standardizedFileURL
    while true {
      let candidate = folder.appending(path: ".dialoglint.json")
      if FileManager.default.fileExists(atPath: candidate.path(percentEncoded: false)) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if parent.path(percentEncoded: false) == folder.path(percentEncoded: false) { return nil }
      folder = parent
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension DialogLintBuildToolPlugin: XcodeBuildToolPlugin {
    /// An Xcode target's Swift files, with the configuration found from the project's folder.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      lintCommands(
        tool: try context.tool(named: "dialoglint").url, name: target.displayName,
        files: target.inputFiles.map(\.url), configurationSearchStart: context.xcodeProject.directoryURL)
    }
  }
#endif
