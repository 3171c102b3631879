import DialogModel
import DialogReport
import DialogRules
import Foundation

@testable import DialogLintCLI

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Runs the analysis the CLI runs over `source`, presented as the file `path`, plus the files of
/// `folder` if any; returns the report.
func analyze(
  source: String? = nil, path: String = "Example.swift", folder: String? = nil,
  catalog: RuleCatalog = .builtIn, configuration: Configuration = Configuration()
) -> Report {
  var swiftFiles: [String] = []
  var localizationFiles: [String] = []
  if let folder {
    let found = FileDiscovery(configuration: configuration, currentDirectory: FileManager.default.currentDirectoryPath)
      .discover([folder])
    swiftFiles = found.swiftFiles
    localizationFiles = found.localizationFiles
  }
  let (configured, _) = try! configuration.apply(to: catalog)
  let analysis = Analysis(
    catalog: configured, aliases: configuration.aliases, jobs: 2, override: source.map { (path, Array($0.utf8)) })
  return analysis.run(swiftFiles: swiftFiles, localizationFiles: localizationFiles)
}
