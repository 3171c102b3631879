/// Renders a report in one output format.
public protocol Reporter: Sendable {
  func render(_ report: Report) -> String

  /// What the format had to leave out of `report`, for the run's other channels (stderr); the
  /// rendered output carries it too.
  func notices(for report: Report) -> [Notice]
}

extension Reporter {
  public func notices(for report: Report) -> [Notice] { [] }
}

/// The output formats of `--format`.
public enum OutputFormat: String, Sendable, CaseIterable {
  case text, json, sarif, github

  /// The reporter for this format. SARIF names the tool's `version`, and makes its artifact URIs
  /// relative to `currentDirectory` (absolute), against which relative paths are resolved; text is
  /// `colored` for a terminal.
  public func reporter(version: String, currentDirectory: String, colored: Bool = false) -> any Reporter {
    switch self {
    case .text: TextReporter(colored: colored)
    case .json: JSONReporter()
    case .sarif: SARIFReporter(version: version, currentDirectory: currentDirectory)
    case .github: GitHubReporter()
    }
  }
}
