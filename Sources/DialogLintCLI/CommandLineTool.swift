import DialogModel
import DialogReport
import DialogRules
import Foundation
import SourceText
import SwiftScan

/// The `dialoglint` command: the only place that touches the file system, stdout and stderr.
public enum CommandLineTool {
  public static let version = "0.3.0"

  /// The exit statuses of DESIGN.md §1.
  enum ExitStatus: Int32 {
    case clean = 0
    case findings = 1
    case failure = 2
  }

  /// A problem that stops the run (exit 2), with the message to print.
  struct Failure: Error {
    var message: String
  }

  /// Runs the command with `arguments` (without the program name) and returns the exit status.
  public static func run(_ arguments: [String]) -> Int32 {
    do {
      return try execute(try Options.parse(arguments)).rawValue
    } catch let error as Options.UsageError {
      FileSystem.write(2, "dialoglint: error: \(error.message)\n\(Options.usage)\n")
    } catch let error as Failure {
      FileSystem.write(2, "\(error.message)\n")
    } catch {
      FileSystem.write(2, "dialoglint: error: \(error)\n")
    }
    return ExitStatus.failure.rawValue
  }

  static func execute(_ options: Options) throws -> ExitStatus {
    switch options.mode {
    case .help:
      FileSystem.write(1, Options.usage + "\n")
      return .clean
    case .version:
      FileSystem.write(1, "dialoglint \(version)\n")
      return .clean
    case .dumpTokens:
      return dumpTokens(options.paths)
    case .listRules, .explain, .scan, .explainDialogs:
      break
    }

    let currentDirectory = FileManager.default.currentDirectoryPath
    let configuration = try loadConfiguration(options, currentDirectory: currentDirectory)
    var catalog = try loadCatalog(options, configuration.value)
    let (configured, warnings) = try mapError(configuration.file) { () throws(CatalogError) in
      try configuration.value.apply(to: catalog)
    }
    catalog = configured
    // Warnings name keys and rule ids of a file: without one there are none.
    if let file = configuration.file, !options.quiet {
      let all = configuration.value.warnings + warnings
      for (warning, place) in zip(all, describe(all.map(\.offset), in: file)) {
        FileSystem.write(2, "\(place): warning: \(warning.message)\n")
      }
    }

    switch options.mode {
    case .listRules:
      FileSystem.write(1, Catalog.list(catalog))
      return .clean
    case .explain(let id):
      guard let rule = catalog.rule(id) ?? RuleCatalog.builtIn.rule(id) else {
        throw Failure(
          message: "dialoglint: error: no rule \"\(id)\""
            + Configuration.suggestion(id, catalog.rules.map(\.id)) + "; --list-rules shows them all")
      }
      FileSystem.write(1, Catalog.explain(rule))
      return .clean
    case .explainDialogs:
      return explainDialogs(options, configuration.value, currentDirectory: currentDirectory)
    default:
      return try scan(options, configuration.value, catalog, currentDirectory: currentDirectory)
    }
  }

  /// `--explain-dialogs FILE…`: the files (or the files of folders) read with the project around them
  /// (the current folder), and what the model read of each of their dialogs, then the figures.
  static func explainDialogs(_ options: Options, _ configuration: Configuration, currentDirectory: String) -> ExitStatus
  {
    let discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
    var found = discovery.discover(["."] + options.paths)
    var seen = Set<String>()
    found.swiftFiles = found.swiftFiles.filter { seen.insert(FileDiscovery.normalize($0)).inserted }
    let analysis = Analysis(
      catalog: .builtIn, aliases: configuration.aliases, jobs: options.jobs ?? coreCount, override: nil)
    let input = analysis.read(swiftFiles: found.swiftFiles, localizationFiles: found.localizationFiles)
    var notices = found.notices + input.notices
    let project = analysis.project(input.sources, localization: input.localization, notices: &notices)
    let wanted = Set(discovery.discover(options.paths).swiftFiles.map(FileDiscovery.normalize))
    var counts = ExplanationCounts()
    var output = ""
    var explained = Set<String>()
    for (index, file) in project.files.enumerated() where wanted.contains(FileDiscovery.normalize(file.path)) {
      guard explained.insert(FileDiscovery.normalize(file.path)).inserted else { continue }
      let explanation = project.explanation(of: index)
      output += explanation.text
      counts = counts + explanation.counts
    }
    FileSystem.write(1, output + "summary: \(counts.summary)\n")
    for notice in notices {
      FileSystem.write(2, "\(notice.path ?? "dialoglint"): \(notice.level.rawValue): \(notice.message)\n")
    }
    return notices.contains { $0.level == .error } ? .failure : .clean
  }

  // MARK: Scanning

  static func scan(_ options: Options, _ configuration: Configuration, _ catalog: RuleCatalog, currentDirectory: String)
    throws -> ExitStatus
  {
    let override = try stdinOverride(options)
    let roots = options.paths.isEmpty ? (options.stdinPath != nil ? defaultRoots(configuration) : ["."]) : options.paths
    var discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
    discovery.forceExclude = options.forceExclude
    let found = discovery.discover(roots)
    for path in found.missing {
      throw Failure(message: "dialoglint: error: no such file or folder: \(path)")
    }
    let analysis = Analysis(
      catalog: catalog, aliases: configuration.aliases, jobs: options.jobs ?? coreCount, override: override)
    let input = analysis.read(swiftFiles: found.swiftFiles, localizationFiles: found.localizationFiles)
    let baseline = try options.baseline.map(readBaseline)
    // What every report of the run goes through: discovery's notices, the stdin file alone, the baseline.
    func prepare(_ report: inout Report) {
      report.notices = found.notices + report.notices
      if let stdinPath = options.stdinPath {
        let path = FileDiscovery.normalize(stdinPath)
        report.findings = report.findings.filter { FileDiscovery.normalize($0.location.path) == path }
      }
      var fresh = baseline
      fresh?.apply(to: &report)
    }
    var report: Report
    var fixed: FixRun.Outcome? = nil
    if options.fix {
      let outcome = try FixRun(analysis: analysis, prepare: prepare).run(
        input.sources, localization: input.localization, notices: input.notices)
      report = outcome.report
      report.followsFix = true
      deliver(outcome, options, stdin: override?.1, into: &report, currentDirectory: currentDirectory)
      fixed = outcome
    } else {
      report = analysis.run(input.sources, localization: input.localization, notices: input.notices)
      prepare(&report)
    }

    if let path = options.writeBaseline { try writeBaseline(report, to: path, quiet: options.quiet) }
    printNotices(report.notices, quiet: options.quiet)
    try writeReport(report, options, currentDirectory: currentDirectory)
    if !options.quiet {
      FileSystem.write(2, summaryLine(report, files: found.swiftFiles.count, fixed: fixed, options) + "\n")
    }
    if !report.isComplete { return .failure }
    if options.writeBaseline != nil { return .clean }
    return report.active.contains { options.failOn.fails($0.severity) } ? .findings : .clean
  }

  /// The `--stdin-path` file and the text read from stdin for it, if asked for.
  static func stdinOverride(_ options: Options) throws -> (String, [UInt8])? {
    guard let stdinPath = options.stdinPath else { return nil }
    guard case .success(let bytes) = FileSystem.read("-") else {
      throw Failure(message: "dialoglint: error: cannot read stdin")
    }
    return (stdinPath, bytes)
  }

  static func readBaseline(_ path: String) throws -> Baseline {
    guard case .success(let bytes) = FileSystem.read(path) else {
      throw Failure(message: "\(path): error: cannot read the baseline file")
    }
    return try mapError((path, bytes)) { () throws(CatalogError) in try Baseline.parse(bytes) }
  }

  static func writeBaseline(_ report: Report, to path: String, quiet: Bool) throws {
    guard FileSystem.writeFile(path, Array(Baseline.render(report).utf8)) else {
      throw Failure(message: "dialoglint: error: cannot write the baseline \(path)")
    }
    let count = report.active.count
    if !quiet { FileSystem.write(2, "dialoglint: recorded \(Summary.count(count, "finding")) in \(path)\n") }
  }

  /// The notices on stderr in the compiler's format; `--quiet` keeps only the errors, which
  /// explain an exit status of 2.
  static func printNotices(_ notices: [Notice], quiet: Bool) {
    for notice in notices where !quiet || notice.level == .error {
      var prefix = notice.path ?? "dialoglint"
      if let position = notice.position { prefix += ":\(position.line):\(position.column)" }
      FileSystem.write(2, "\(prefix): \(notice.level.rawValue): \(notice.message)\n")
    }
  }

  /// The report in the chosen format, in the `--output` file or on stdout; on stderr when `--fix`
  /// prints the changed text (`--diff`, `--stdin-path`) on stdout.
  static func writeReport(_ report: Report, _ options: Options, currentDirectory: String) throws {
    let fd: Int32 = options.fix && (options.diff || options.stdinPath != nil) ? 2 : 1
    let colored = colored(options, terminal: options.output == nil && isatty(fd) == 1)
    let reporter = options.format.reporter(version: version, currentDirectory: currentDirectory, colored: colored)
    let rendered = reporter.render(report)
    guard let output = options.output else { return FileSystem.write(fd, rendered) }
    guard FileSystem.writeFile(output, Array(rendered.utf8)) else {
      throw Failure(message: "dialoglint: error: cannot write \(output)")
    }
  }

  /// Whether the text report is coloured: when asked for, or (`auto`) when it goes to a `terminal`
  /// and neither `NO_COLOR` (no-color.org) nor `TERM=dumb` says otherwise.
  static func colored(
    _ options: Options, terminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    switch options.color {
    case .always: true
    case .never: false
    case .auto: terminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }

  /// The line that closes the run: what `--fix` did when asked, then the summary, which says what
  /// `--fix` could do when it was not asked.
  static func summaryLine(_ report: Report, files: Int, fixed: FixRun.Outcome?, _ options: Options) -> String {
    var summary = Summary(report, files: files)
    guard let fixed else { return "dialoglint: \(summary)" }
    summary.fixable = 0
    let done = options.diff ? "--fix would fix" : "fixed"
    let files = Summary.count(fixed.fixed.count, "file")
    return "dialoglint: \(done) \(Summary.count(fixed.count, "finding")) in \(files); \(summary)"
  }

  /// Hands what `--fix` made to where it goes: the files (written safely), a diff on stdout, or
  /// the `--stdin-path` text on stdout. A file that cannot be written is an error notice.
  static func deliver(
    _ outcome: FixRun.Outcome, _ options: Options, stdin: [UInt8]?, into report: inout Report, currentDirectory: String
  ) {
    if let stdinPath = options.stdinPath, let stdin, !options.diff {
      let path = outcome.fixed.keys.first { FileDiscovery.normalize($0) == FileDiscovery.normalize(stdinPath) }
      FileSystem.write(1, path.flatMap { outcome.fixed[$0] } ?? stdin)
      return
    }
    for path in outcome.fixed.keys.sorted() {
      let (before, after) = (outcome.originals[path]!, outcome.fixed[path]!)
      if options.diff {
        FileSystem.write(1, UnifiedDiff.render(path: diffPath(path, currentDirectory), old: before, new: after))
      } else if let problem = FixWriter.replace(path, expecting: before, with: after) {
        report.notices.append(Notice(level: .error, path: path, message: problem))
        report.isComplete = false
      }
    }
  }

  /// A path as `git apply` reads it from the current folder: relative, without `./`.
  static func diffPath(_ path: String, _ currentDirectory: String) -> String {
    let normalized = FileDiscovery.normalize(path)
    let base = FileDiscovery.normalize(currentDirectory) + "/"
    return normalized.hasPrefix(base) ? String(normalized.dropFirst(base.count)) : normalized
  }

  /// With `--stdin-path` and no paths, the project is the configuration's folder.
  static func defaultRoots(_ configuration: Configuration) -> [String] {
    configuration.directory.isEmpty ? ["."] : [configuration.directory]
  }

  // MARK: Configuration and rules

  /// The configuration and the file it came from, as read (nil when there is none).
  static func loadConfiguration(_ options: Options, currentDirectory: String) throws -> (
    value: Configuration, file: (path: String, bytes: [UInt8])?
  ) {
    var path = options.config
    if path == nil {
      // The nearest .dialoglint.json upward from the current folder.
      var folder = currentDirectory
      while true {
        let candidate = folder == "/" ? "/.dialoglint.json" : "\(folder)/.dialoglint.json"
        if FileManager.default.fileExists(atPath: candidate) {
          path = candidate
          break
        }
        guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
        folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
      }
    }
    guard let path else { return (Configuration(), nil) }
    guard case .success(let bytes) = FileSystem.read(path) else {
      throw Failure(message: "\(path): error: cannot read the configuration file")
    }
    let absolute = path.hasPrefix("/") ? path : "\(currentDirectory)/\(path)"
    let directory = FileDiscovery.normalize(String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)]))
    let configuration = try mapError((path, bytes)) { () throws(CatalogError) in
      try Configuration.parse(bytes, directory: directory)
    }
    return (configuration, (path, bytes))
  }

  /// The built-in catalog, extended by `--rules FILE` or the configuration's `rulesFile`.
  static func loadCatalog(_ options: Options, _ configuration: Configuration) throws -> RuleCatalog {
    var path = options.rules
    if path == nil, let file = configuration.rulesFile {
      path = file.hasPrefix("/") ? file : "\(configuration.directory)/\(file)"
    }
    guard let path else { return RuleCatalog.builtIn }
    guard case .success(let bytes) = FileSystem.read(path) else {
      throw Failure(message: "\(path): error: cannot read the rules file")
    }
    return try mapError((path, bytes)) { () throws(CatalogError) in
      try RuleCatalog.parse(bytes, extending: .builtIn)
    }
  }

  /// Runs `body`, turning a `CatalogError` into a failure that names `path:line:column` of `file`.
  static func mapError<T>(_ file: (path: String, bytes: [UInt8])?, _ body: () throws(CatalogError) -> T) throws -> T {
    do {
      return try body()
    } catch {
      let place = file.map { describe([error.offset], in: $0)[0] } ?? "dialoglint"
      throw Failure(message: "\(place): error: \(error.message)")
    }
  }

  /// `path:line:column` of each byte offset in `file`, with one line table for them all.
  static func describe(_ offsets: [Int], in file: (path: String, bytes: [UInt8])) -> [String] {
    let lines = LineTable(file.bytes)
    return offsets.map { offset in
      let (line, column) = lines.position(of: min(offset, file.bytes.count))
      return "\(file.path):\(line):\(column)"
    }
  }

  // MARK: Tokens

  /// `--dump-tokens FILE…`: the token stream in the oracle's format.
  static func dumpTokens(_ paths: [String]) -> ExitStatus {
    var status = ExitStatus.clean
    var output: [UInt8] = []
    for path in paths {
      switch FileSystem.read(path) {
      case .success(let bytes):
        if paths.count > 1 { output += Array("==> \(path) <==\n".utf8) }
        TokenDump.append(bytes, to: &output)
      case .failure(let error):
        FileSystem.write(2, "dialoglint: \(path): \(error)\n")
        status = .failure
      }
      if output.count > 1 << 16 {
        FileSystem.write(1, output)
        output.removeAll(keepingCapacity: true)
      }
    }
    FileSystem.write(1, output)
    return status
  }
}
