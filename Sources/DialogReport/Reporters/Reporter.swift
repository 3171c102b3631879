/// Renders a report in one output format.
public protocol Reporter: Sendable {
  func render(_ report: Report) -> String
}

/// The output formats of `--format`.
public enum OutputFormat: String, Sendable, CaseIterable {
  case text, json, sarif, github

  public var reporter: any Reporter {
    switch self {
    case .text: TextReporter()
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .github: GitHubReporter()
    }
  }
}
