import DialogFacts
import DialogReport

/// `--fix`: the safe fixes applied pass by pass until none is left, and the report of what remains.
///
/// Each pass analyses the files as they now are and applies the fixes that go together
/// (`FixSelection`); a fix that waited is made again from the new text in the next pass. The
/// number of passes is bounded, so a fix that keeps coming back cannot loop forever.
struct FixRun {
  static let maximumPasses = 8

  var analysis: Analysis
  /// What the report goes through before its fixes count (the baseline): a finding it silences is
  /// not fixed.
  var prepare: (inout Report) throws -> Void

  struct Outcome {
    /// The report of the fixed files.
    var report: Report
    /// The files as read, and as fixed, by path; only changed files are in `fixed`.
    var originals: [String: [UInt8]]
    var fixed: [String: [UInt8]]
    /// The files each applied fix edits.
    var applied: [Set<String>]

    /// How many findings were fixed: those whose files are all in `fixed` (a file that could not
    /// be written leaves it).
    var count: Int { applied.filter { $0.isSubset(of: fixed.keys) }.count }

    /// The changed files, in groups that one fix or a chain of fixes edits together, each sorted
    /// by path, the groups by their first path.
    var fileGroups: [[String]] {
      var group: [String: Int] = [:]
      var members: [[String]] = []
      for path in fixed.keys.sorted() {
        group[path] = members.count
        members.append([path])
      }
      for files in applied {
        let groups = Set(files.compactMap { group[$0] }).sorted()
        guard let first = groups.first else { continue }
        for other in groups.dropFirst() where !members[other].isEmpty {
          for path in members[other] { group[path] = first }
          members[first] += members[other]
          members[other] = []
        }
      }
      return members.filter { !$0.isEmpty }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }
  }

  func run(_ initial: [Analysis.InputFile], localization: [Analysis.InputFile], notices: [Notice]) throws -> Outcome {
    var sources = initial
    var report = analysis.run(Analysis.Sources(sources), localization: localization, notices: notices)
    try prepare(&report)
    var applied: [Set<String>] = []
    for _ in 0..<Self.maximumPasses {
      let fixable = report.active.filter { $0.fix != nil }
      let taken = FixSelection.compatible(fixable.compactMap(\.fix))
      let fixes = taken.compactMap { fixable[$0].fix }
      let edits = Dictionary(grouping: fixes.flatMap(\.edits), by: \.location.path)
      var changed = false
      for index in sources.indices {
        guard let fileEdits = edits[sources[index].path] else { continue }
        let bytes = FixSelection.apply(fileEdits, to: sources[index].bytes)
        changed = changed || bytes != sources[index].bytes
        sources[index].bytes = bytes
      }
      guard changed else { break }
      applied += fixes.map { Set($0.edits.map(\.location.path)) }
      let before = report
      report = analysis.run(Analysis.Sources(sources), localization: localization, notices: notices)
      try prepare(&report)
      let waiting = Set(fixable.indices).subtracting(taken).sorted().map { fixable[$0] }
      applied += Self.madeToGo(waiting, takenFrom: taken.map { fixable[$0] }, before: before, after: report)
    }
    var originals: [String: [UInt8]] = [:]
    var fixed: [String: [UInt8]] = [:]
    for (before, after) in zip(initial, sources) where before.bytes != after.bytes {
      originals[after.path] = before.bytes
      fixed[after.path] = after.bytes
    }
    return Outcome(report: report, originals: originals, fixed: fixed, applied: applied)
  }

  /// The files of the fixes of `waiting` whose findings the fixes `taken` in the pass from `before`
  /// to `after` made go (a legacy button's role, which the rewrite of its alert gives): each counts
  /// as fixed, as the summary promised. Told by rule and file, as lines move: what went beyond the
  /// fixes taken, among all findings and among the fixable ones, up to the fixes that waited.
  private static func madeToGo(
    _ waiting: [ReportedFinding], takenFrom taken: [ReportedFinding], before: Report, after: Report
  ) -> [Set<String>] {
    func key(_ finding: ReportedFinding) -> String { "\(finding.location.path) \(finding.ruleID)" }
    func counts(_ findings: [ReportedFinding]) -> [String: Int] {
      Dictionary(findings.map { (key($0), 1) }, uniquingKeysWith: +)
    }
    func isFixable(_ finding: ReportedFinding) -> Bool { finding.fix != nil || finding.fixAfter != nil }
    let (all, allAfter) = (counts(before.active), counts(after.active))
    let (fixable, fixableAfter) = (counts(before.active.filter(isFixable)), counts(after.active.filter(isFixable)))
    let fixed = counts(taken)
    var result: [Set<String>] = []
    for (bucket, findings) in Dictionary(grouping: waiting, by: key) {
      let fixedHere = fixed[bucket] ?? 0
      let gone = min(
        findings.count, (all[bucket] ?? 0) - fixedHere - (allAfter[bucket] ?? 0),
        (fixable[bucket] ?? 0) - fixedHere - (fixableAfter[bucket] ?? 0))
      for finding in findings.prefix(max(0, gone)) {
        result.append(Set(finding.fix?.edits.map(\.location.path) ?? []))
      }
    }
    return result
  }
}
