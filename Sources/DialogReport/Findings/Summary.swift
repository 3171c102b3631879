import DialogRules

/// The line that closes every run, clean ones too: the findings that count, by severity, and the
/// number of files scanned; findings silenced by a comment and by the baseline are counted apart,
/// since one is a decision in the code and the other a debt still to pay.
public struct Summary: Sendable, Equatable, CustomStringConvertible {
  /// Active findings per severity.
  public var counts: [Severity: Int] = [:]
  public var files: Int
  public var suppressed = 0
  public var baselined = 0
  /// Active findings `--fix` can repair, now or once another fix is made.
  public var fixable = 0

  public init(_ report: Report, files: Int) {
    self.files = files
    for finding in report.findings {
      switch finding.suppression?.kind {
      case nil:
        counts[finding.severity, default: 0] += 1
        if finding.fix != nil || finding.fixAfter != nil { fixable += 1 }
      case .inSource: suppressed += 1
      case .baseline: baselined += 1
      }
    }
  }

  /// `2 errors, 1 warning in 127 files (3 suppressed, 12 baselined); 2 fixable with --fix`;
  /// `no findings in 1 file`.
  public var description: String {
    let found = Severity.allCases.reversed().compactMap { severity in
      counts[severity].map { Self.count($0, severity.rawValue) }
    }
    var text = "\(found.isEmpty ? "no findings" : found.joined(separator: ", ")) in \(Self.count(files, "file"))"
    let silenced = [(suppressed, "suppressed"), (baselined, "baselined")].filter { $0.0 > 0 }
    if !silenced.isEmpty { text += " (\(silenced.map { "\($0.0) \($0.1)" }.joined(separator: ", ")))" }
    if fixable > 0 { text += "; \(fixable) fixable with --fix" }
    return text
  }

  /// `1 warning`, `2 warnings`.
  public static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
