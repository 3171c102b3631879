import PackagePlugin

/// Builds rules.json (at the package root) into the DialogRules module as a string constant, so
/// that the binary carries the catalog and rules.json stays the one source of truth.
@main
struct EmbedRules: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let input = context.package.directoryURL.appending(path: "rules.json")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRules.swift")
    return [
      .buildCommand(
        displayName: "Embedding rules.json into \(target.name)",
        executable: try context.tool(named: "embed-rules").url,
        arguments: [input.path(percentEncoded: false), output.path(percentEncoded: false)],
        inputFiles: [input],
        outputFiles: [output])
    ]
  }
}
