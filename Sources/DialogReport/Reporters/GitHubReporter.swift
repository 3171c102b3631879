/// Placeholder until issue 4 lands the real reporter.
public struct GitHubReporter: Reporter {
  public init() {}

  public func render(_ report: Report) -> String { TextReporter().render(report) }
}
