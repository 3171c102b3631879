import DialogFacts
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

  /// The process's arguments after its name, each as its bytes spell it (`FileName`), so that a
  /// path that is not UTF-8 names its file.
  public static var arguments: [String] {
    (0..<Int(CommandLine.argc)).dropFirst().compactMap {
      CommandLine.unsafeArgv[$0].map { FileName.decoding(cString: $0) }
    }
  }

  /// Runs the command with `arguments` (without the program name) and returns the exit status. A
  /// scan hands what it is done with to `keepUntilExit`, which may leave it for the exit to free.
  public static func run(_ arguments: [String], keepUntilExit: (@Sendable (AnyObject) -> Void)? = nil) -> Int32 {
    // A file size limit (`ulimit -f`) then fails the write(2) that passes it with EFBIG, which is
    // reported and cleaned up after, instead of killing the run with a temporary file left behind.
    signal(SIGXFSZ, SIG_IGN)
    do {
      defer { StageTimings.report() }
      let options = try Options.parse(arguments)
      return try StageTimings.measure("total") { try execute(options, keepUntilExit: keepUntilExit).rawValue }
    } catch let error as Options.UsageError {
      FileSystem.write(2, "dialoglint: error: \(error.message)\n\(Options.usage)\n")
    } catch let error as Failure {
      // Paths in it are as the user or the file system spelt them.
      FileSystem.write(2, "\(DiagnosticText.escapedLines(error.message))\n")
    } catch {
      FileSystem.write(2, "dialoglint: error: \(error)\n")
    }
    return ExitStatus.failure.rawValue
  }

  static func execute(_ options: Options, keepUntilExit: (@Sendable (AnyObject) -> Void)? = nil) throws -> ExitStatus {
    switch options.mode {
    case .help:
      try emit(Options.usage + "\n", "the help")
      return .clean
    case .version:
      try emit("dialoglint \(version)\n", "the version")
      return .clean
    case .dumpTokens:
      return try dumpTokens(options.paths)
    case .listRules, .explain, .scan, .explainDialogs:
      break
    }

    let currentDirectory = FileSystem.currentFolder()
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
        FileSystem.write(2, "\(DiagnosticText.escaped(place)): warning: \(DiagnosticText.escaped(warning.message))\n")
      }
    }

    switch options.mode {
    case .listRules:
      try emit(Catalog.list(catalog), "the rules")
      return .clean
    case .explain(let id):
      guard let rule = catalog.rule(id) ?? RuleCatalog.builtIn.rule(id) else {
        throw Failure(
          message: "dialoglint: error: no rule \"\(id)\""
            + Configuration.suggestion(id, catalog.rules.map(\.id)) + "; --list-rules shows them all")
      }
      try emit(Catalog.explain(rule), "the rule")
      return .clean
    case .explainDialogs:
      return try explainDialogs(options, configuration.value, catalog, currentDirectory: currentDirectory)
    default:
      let settings = [
        (what: "the configuration", path: configuration.file?.path),
        (what: "the rules file", path: rulesPath(options, configuration.value)),
      ]
      return try scan(
        options, configuration.value, catalog, settings: settings, currentDirectory: currentDirectory,
        keepUntilExit: keepUntilExit)
    }
  }

  /// `--explain-dialogs FILE…`: the files (or the files of folders) read with the project around them
  /// (`explanationRoots`), and what the model read of each of their dialogs, then the figures.
  static func explainDialogs(
    _ options: Options, _ configuration: Configuration, _ catalog: RuleCatalog, currentDirectory: String
  ) throws -> ExitStatus {
    let discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
    let found = discovery.discover(
      explanationRoots(options.paths, currentDirectory: currentDirectory) + options.paths)
    var analysis = Analysis(
      catalog: .builtIn, aliases: configuration.aliases, jobs: options.jobs ?? coreCount, override: nil)
    analysis.rereadsFromDisk = true
    let input = analysis.read(
      swiftFiles: found.swiftFiles, localizationFiles: found.localizationFiles, xcodeProjects: found.xcodeProjects,
      projectFolders: found.projectFolders)
    var notices = found.notices + input.notices
    let project = analysis.project(input.sources, localization: input.localization, notices: &notices)
    // Discovery keeps the first name of a file it reaches twice: a named file is matched by where
    // it is, whichever link the walk reached it through.
    let place = { (path: String) in FileDiscovery.realPath(path) ?? FileDiscovery.normalize(path) }
    let wanted = Set(discovery.discover(options.paths).swiftFiles.map(place))
    let engine = RuleEngine(catalog: catalog)
    var counts = ExplanationCounts()
    var output = ""
    for (index, file) in project.files.enumerated() where wanted.contains(place(file.path)) {
      let explanation = project.explanation(of: index) { engine.verdict(on: $0, in: project) }
      output += explanation.text
      counts = counts + explanation.counts
    }
    try emit(output + "summary: \(counts.summary)\n", "the explanation")
    printNotices(notices, quiet: false)
    return notices.contains { $0.level == .error } ? .failure : .clean
  }

  /// The project around the paths `--explain-dialogs` names: the current folder, where it holds
  /// one of them; and for each path outside it, the project folder that holds it
  /// (`FileDiscovery.projectFolder(of:)`), else the path alone. A file named elsewhere is read
  /// with its own project, never with the current folder's, and the current folder is not walked
  /// for it.
  static func explanationRoots(_ paths: [String], currentDirectory: String) -> [String] {
    let base = FileDiscovery.normalize(currentDirectory)
    let outside = paths.filter { path in
      let absolute = FileDiscovery.absolute(path, in: currentDirectory)
      return absolute != base && !absolute.hasPrefix(base == "/" ? "/" : base + "/")
    }
    return (paths.isEmpty || outside.count < paths.count ? ["."] : [])
      + outside.map { FileDiscovery.projectFolder(of: $0, currentDirectory: currentDirectory) ?? $0 }
  }

  // MARK: Scanning

  /// Scans (and with `--fix`, fixes) the files the options name; `settings` are the files the
  /// configuration and rules were read from, by what they are.
  static func scan(
    _ options: Options, _ configuration: Configuration, _ catalog: RuleCatalog,
    settings: [(what: String, path: String?)], currentDirectory: String,
    keepUntilExit: (@Sendable (AnyObject) -> Void)?
  ) throws -> ExitStatus {
    let override = try stdinOverride(options)
    var roots = options.paths.isEmpty ? ["."] : options.paths
    if let stdinPath = options.stdinPath, options.paths.isEmpty {
      roots =
        FileDiscovery.projectFolder(of: stdinPath, currentDirectory: currentDirectory).map { [$0] }
        ?? FileDiscovery.neighbours(of: stdinPath, currentDirectory: currentDirectory)
    }
    var discovery = FileDiscovery(configuration: configuration, currentDirectory: currentDirectory)
    discovery.forceExclude = options.forceExclude
    // The stdin file under the name it was given, wherever the walk finds it.
    let stdinFile = options.stdinPath.map { FileDiscovery.absolute($0, in: currentDirectory) }
    let named = { (path: String) in
      guard let stdinFile, FileDiscovery.absolute(path, in: currentDirectory) == stdinFile else { return path }
      return options.stdinPath!
    }
    var analysis = Analysis(
      catalog: catalog, aliases: configuration.aliases, jobs: options.jobs ?? coreCount, override: override)
    // A scan ends with the process; --fix makes a project a pass and should free each.
    analysis.keepUntilExit = options.fix ? nil : keepUntilExit
    analysis.rereadsFromDisk = !options.fix
    let baseline = try options.baseline.map(readBaseline)
    // What every report of the run goes through: the stdin file alone, the baseline.
    func prepare(_ report: inout Report) {
      if let stdinPath = options.stdinPath {
        // An editor asks about one file: the rest of the project only informs it.
        report.findings = report.findings.filter { $0.location.path == stdinPath }
        report.notices = report.notices.filter { $0.path == nil || $0.path == stdinPath }
        report.isComplete = !report.notices.contains { $0.level == .error }
      }
      guard var fresh = baseline, let path = options.baseline else { return }
      let paths = BaselinePaths(baseline: path, report: report, currentDirectory: currentDirectory)
      fresh.apply(to: &report, paths: paths.callAsFunction)
    }
    // Once the sources are known, before anything is written.
    func checkOutput(_ found: FileDiscovery.Result) throws {
      let baselines = [(what: "--write-baseline", path: options.writeBaseline), ("--baseline", options.baseline)]
      let sources = found.swiftFiles.map { (what: "a scanned source", path: Optional($0)) }
      let tables = found.localizationFiles.map { (what: "a string table", path: Optional($0)) }
      let projects = found.xcodeProjects.map { (what: "an Xcode project", path: Optional($0)) }
      try CommandLineTool.checkOutput(
        options, reads: baselines + settings + sources + tables + projects, currentDirectory: currentDirectory)
    }
    var report: Report
    var fixed: FixRun.Outcome? = nil
    let found: FileDiscovery.Result
    if options.fix {
      // --fix edits the files in memory: it reads them all first.
      var discovered = StageTimings.measure("discover") { discovery.discover(roots) }
      discovered.swiftFiles = discovered.swiftFiles.map(named)
      found = discovered
      try checkOutput(found)
      let input = analysis.read(
        swiftFiles: found.swiftFiles, localizationFiles: found.localizationFiles, xcodeProjects: found.xcodeProjects,
        projectFolders: found.projectFolders)
      // Discovery's notices first: an error among them (a missing path, a broken link) leaves the run incomplete.
      var outcome = try FixRun(analysis: analysis, prepare: prepare).run(
        input.sources.files, localization: input.localization, notices: found.notices + input.notices)
      report = outcome.report
      try deliver(&outcome, options, stdin: override?.bytes, into: &report, currentDirectory: currentDirectory)
      if outcome.fixed.count < outcome.originals.count {
        // Files left as they were read report what they still hold.
        let notices = report.notices
        let files = input.sources.files.map {
          Analysis.InputFile(path: $0.path, bytes: outcome.fixed[$0.path] ?? $0.bytes)
        }
        report = analysis.run(Analysis.Sources(files), localization: input.localization, notices: [])
        prepare(&report)
        report.notices = notices
        report.isComplete = false
      }
      report.followsFix = true
      fixed = outcome
    } else {
      let scanned = analysis.project { add in discovery.discover(roots) { add(named($0)) } }
      found = scanned.found
      try checkOutput(found)
      report = analysis.report(scanned.project, notices: scanned.notices)
      prepare(&report)
    }

    if let path = options.writeBaseline {
      try writeBaseline(report, to: path, quiet: options.quiet, currentDirectory: currentDirectory)
    }
    let reporter = reporter(options, currentDirectory: currentDirectory)
    printNotices(report.notices + reporter.notices(for: report), quiet: options.quiet)
    try writeReport(StageTimings.measure("render") { reporter.render(report) }, options)
    if !options.quiet {
      FileSystem.write(2, summaryLine(report, files: found.swiftFiles.count, fixed: fixed, options) + "\n")
    }
    if !report.isComplete { return .failure }
    if options.writeBaseline != nil { return .clean }
    return report.active.contains { options.failOn.fails($0.severity) } ? .findings : .clean
  }

  /// The `--stdin-path` file and the text read from stdin for it, if asked for.
  static func stdinOverride(_ options: Options) throws -> Analysis.InputFile? {
    guard let stdinPath = options.stdinPath else { return nil }
    switch FileSystem.readStandardInput(limit: FileSystem.sourceLimit) {
    case .success(let bytes): return Analysis.InputFile(path: stdinPath, bytes: bytes)
    case .failure(let error): throw Failure(message: "dialoglint: error: cannot read stdin: \(error)")
    }
  }

  static func readBaseline(_ path: String) throws -> Baseline {
    let file = try readSettingsFile(path, "baseline file")
    return try mapError(file) { () throws(CatalogError) in try Baseline.parse(file.bytes) }
  }

  /// Records the active findings of `report` in the baseline file at `path`, their paths relative
  /// to its folder.
  static func writeBaseline(_ report: Report, to path: String, quiet: Bool, currentDirectory: String) throws {
    let paths = BaselinePaths(baseline: path, report: report, currentDirectory: currentDirectory)
    let rendered = Baseline.render(report, paths: paths.callAsFunction)
    if let problem = SafeWriter.replace(path, with: Array(rendered.utf8)) {
      throw Failure(message: "dialoglint: error: cannot write the baseline \(FileName.displayed(path)): \(problem)")
    }
    let count = report.active.count
    if !quiet {
      FileSystem.write(
        2, "dialoglint: recorded \(Summary.count(count, "finding")) in \(DiagnosticText.escaped(path: path))\n")
    }
  }

  /// The notices on stderr in the compiler's format, each on its own line; `--quiet` keeps only the
  /// errors, which explain an exit status of 2.
  static func printNotices(_ notices: [Notice], quiet: Bool) {
    for notice in notices where !quiet || notice.level == .error {
      var prefix = notice.path.map { DiagnosticText.escaped(path: $0) } ?? "dialoglint"
      if let position = notice.position { prefix += ":\(position.line):\(position.column)" }
      FileSystem.write(2, "\(prefix): \(notice.level.rawValue): \(DiagnosticText.escaped(notice.message))\n")
    }
  }

  /// Where the report goes without `--output`: stdout, or stderr when `--fix` prints the changed
  /// text (`--diff`, `--stdin-path`) on stdout.
  static func reportDescriptor(_ options: Options) -> Int32 {
    options.fix && (options.diff || options.stdinPath != nil) ? 2 : 1
  }

  /// The reporter of the chosen format, coloured (text) when it writes to a terminal.
  static func reporter(_ options: Options, currentDirectory: String) -> any Reporter {
    let colored = colored(options, terminal: options.output == nil && isatty(reportDescriptor(options)) == 1)
    return options.format.reporter(version: version, currentDirectory: currentDirectory, colored: colored)
  }

  /// The rendered report, in the `--output` file or where `reportDescriptor` says.
  static func writeReport(_ rendered: String, _ options: Options) throws {
    guard let output = options.output else { return try emit(rendered, to: reportDescriptor(options), "the report") }
    if let problem = SafeWriter.replace(output, with: Array(rendered.utf8)) {
      throw Failure(message: "dialoglint: error: cannot write \(FileName.displayed(output)): \(problem)")
    }
  }

  /// Writes `bytes` to stdout, or `fd`; a failed or short write stops the run (exit 2), since what
  /// reached the reader is incomplete.
  static func emit(_ bytes: [UInt8], to fd: Int32 = 1, _ what: String) throws {
    if let code = FileSystem.writeAll(fd, bytes) {
      throw Failure(message: "dialoglint: error: cannot write \(what): \(String(cString: strerror(code)))")
    }
  }

  static func emit(_ text: String, to fd: Int32 = 1, _ what: String) throws { try emit(Array(text.utf8), to: fd, what) }

  /// Whether the text report is coloured: when asked for, or (`auto`) when it goes to a `terminal`
  /// and neither `NO_COLOR` (no-color.org) nor `TERM=dumb` says otherwise.
  static func colored(_ options: Options, terminal: Bool) -> Bool {
    // getenv(3), not `ProcessInfo`, whose environment is a dictionary of every variable, built
    // each time it is asked for.
    func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
    switch options.color {
    case .always: return true
    case .never: return false
    case .auto: return terminal && (variable("NO_COLOR") ?? "").isEmpty && variable("TERM") != "dumb"
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
  /// the `--stdin-path` text on stdout. A file that cannot be written is an error notice, and
  /// leaves `outcome`: its fixes are not counted.
  static func deliver(
    _ outcome: inout FixRun.Outcome, _ options: Options, stdin: [UInt8]?, into report: inout Report,
    currentDirectory: String
  ) throws {
    if let stdinPath = options.stdinPath, let stdin, !options.diff {
      let path = outcome.fixed.keys.first { FileDiscovery.normalize($0) == FileDiscovery.normalize(stdinPath) }
      try emit(path.flatMap { outcome.fixed[$0] } ?? stdin, "the fixed text")
      return
    }
    if options.diff {
      for path in outcome.fixed.keys.sorted() {
        let (before, after) = (outcome.originals[path]!, outcome.fixed[path]!)
        try emit(UnifiedDiff.render(path: diffPath(path, currentDirectory), old: before, new: after), "the diff")
      }
      return
    }
    // A fix that spans files (a property in the type, its uses in an extension elsewhere) is
    // written whole or not at all: half of it would break the build.
    for group in outcome.fileGroups {
      var written: [String] = []
      var failure: (path: String, problem: WriteError)? = nil
      for path in group {
        if let problem = SafeWriter.replace(path, with: outcome.fixed[path]!, expecting: outcome.originals[path]!) {
          failure = (path, problem)
          break
        }
        written.append(path)
      }
      guard let failure else { continue }
      report.isComplete = false
      report.notices.append(Notice(level: .error, path: failure.path, message: "not fixed: \(failure.problem)"))
      outcome.fixed[failure.path] = nil
      for other in group where other != failure.path {
        // A file written before the failure is put back as it was read.
        if written.contains(other),
          let problem = SafeWriter.replace(other, with: outcome.originals[other]!, expecting: outcome.fixed[other]!)
        {
          report.notices.append(
            Notice(
              level: .error, path: other,
              message: "fixed, but restoring it failed (\(problem)) while \(failure.path) could not be fixed with it"))
          continue
        }
        report.notices.append(
          Notice(level: .error, path: other, message: "not fixed: its fixes go with those of \(failure.path)"))
        outcome.fixed[other] = nil
      }
    }
  }

  /// The path a patch names for a fixed file, relative to the current folder, which `git apply`
  /// and `patch -p1` are run from (`UnifiedDiff` decides how it is spelt). It names the file
  /// `--fix` writes: a link's target, since both tools refuse to write through a link, and with
  /// `..` kept where the file lies outside the current folder.
  static func diffPath(_ path: String, _ currentDirectory: String) -> String {
    // The system resolves the path, so a `..` after a link goes where open(2) goes.
    let joined = path.hasPrefix("/") ? path : "\(currentDirectory)/\(path)"
    let file = FileDiscovery.realPath(joined) ?? FileDiscovery.normalize(joined)
    let base = FileDiscovery.realPath(currentDirectory) ?? FileDiscovery.normalize(currentDirectory)
    return relativePath(file, from: base)
  }

  /// `file` relative to the folder `base`, both absolute and without `.`, `..` or links.
  static func relativePath(_ file: String, from base: String) -> String {
    let target = file.split(separator: "/")
    let folder = base.split(separator: "/")
    var common = 0
    while common < target.count - 1 && common < folder.count && target[common] == folder[common] { common += 1 }
    let up = Array(repeating: "..", count: folder.count - common)
    return (up + target[common...].map(String.init)).joined(separator: "/")
  }

  /// `--output` must not name a file the run reads or writes (`files`, by what they are): the
  /// report would replace it.
  static func checkOutput(
    _ options: Options, reads files: [(what: String, path: String?)], currentDirectory: String
  ) throws(Options.UsageError) {
    guard let output = options.output else { return }
    let named = files.compactMap { file in file.path.map { (what: file.what, path: $0) } }
    if let index = FileSystem.firstSameFile(as: output, among: named.map(\.path), currentDirectory: currentDirectory) {
      throw Options.UsageError(message: "--output and \(named[index].what) name the same file (\(named[index].path))")
    }
  }

  // MARK: Configuration and rules

  /// The configuration and the file it came from, as read (nil when there is none).
  static func loadConfiguration(_ options: Options, currentDirectory: String) throws -> (
    value: Configuration, file: (path: String, bytes: [UInt8])?
  ) {
    var path = options.config
    if path == nil {
      // The nearest .dialoglint.json upward from the current folder, or from the --stdin-path file.
      let start =
        options.stdinPath.map { FileDiscovery.folder(of: FileDiscovery.absolute($0, in: currentDirectory)) }
        ?? currentDirectory
      path = FileDiscovery.nearestFolder(from: start) {
        access(FileName.system(FileDiscovery.entry(".dialoglint.json", in: $0)), F_OK) == 0
      }.map { FileDiscovery.entry(".dialoglint.json", in: $0) }
    }
    guard let path else { return (Configuration(), nil) }
    let (_, bytes) = try readSettingsFile(path, "configuration file")
    let absolute = FileDiscovery.absolute(path, in: currentDirectory)
    let directory = FileDiscovery.folder(of: absolute)
    let configuration = try mapError((path, bytes)) { () throws(CatalogError) in
      try Configuration.parse(bytes, directory: directory)
    }
    return (configuration, (path, bytes))
  }

  /// The built-in catalog, extended by `--rules FILE` or the configuration's `rulesFile`.
  static func loadCatalog(_ options: Options, _ configuration: Configuration) throws -> RuleCatalog {
    guard let path = rulesPath(options, configuration) else { return RuleCatalog.builtIn }
    let file = try readSettingsFile(path, "rules file")
    return try mapError(file) { () throws(CatalogError) in try RuleCatalog.parse(file.bytes, extending: .builtIn) }
  }

  /// The rules file: `--rules FILE`, or the configuration's `rulesFile`; nil when there is none.
  static func rulesPath(_ options: Options, _ configuration: Configuration) -> String? {
    guard let file = options.rules ?? configuration.rulesFile else { return nil }
    return options.rules != nil || file.hasPrefix("/") ? file : "\(configuration.directory)/\(file)"
  }

  /// The bytes of a configuration, rules or baseline file; a failure names the file and why.
  static func readSettingsFile(_ path: String, _ what: String) throws -> (path: String, bytes: [UInt8]) {
    switch FileSystem.read(path, limit: FileSystem.dataLimit) {
    case .success(let bytes): return (path, bytes)
    case .failure(let error):
      throw Failure(message: "\(FileName.displayed(path)): error: cannot read the \(what): \(error)")
    }
  }

  /// Runs `body`, turning a `CatalogError` into a failure that names `path:line:column` of `file`,
  /// with a `note:` line for each other place it names.
  static func mapError<T>(_ file: (path: String, bytes: [UInt8])?, _ body: () throws(CatalogError) -> T) throws -> T {
    do {
      return try body()
    } catch {
      // A key or rule id from the file may hold a line break: each diagnostic stays on its line.
      let message = DiagnosticText.escaped(error.message)
      guard let file else { throw Failure(message: "dialoglint: error: \(message)") }
      let places = describe([error.offset] + error.notes.map(\.offset), in: file)
      let notes = zip(places.dropFirst(), error.notes).map { "\n\($0): note: \(DiagnosticText.escaped($1.message))" }
      throw Failure(message: "\(places[0]): error: \(message)" + notes.joined())
    }
  }

  /// `path:line:column` of each byte offset in `file`, with one line table for them all.
  static func describe(_ offsets: [Int], in file: (path: String, bytes: [UInt8])) -> [String] {
    let lines = LineTable(file.bytes)
    return offsets.map { offset in
      let (line, column) = lines.position(of: min(offset, file.bytes.count))
      return "\(FileName.displayed(file.path)):\(line):\(column)"
    }
  }

  // MARK: Tokens

  /// `--dump-tokens FILE…`: the token stream in the oracle's format.
  static func dumpTokens(_ paths: [String]) throws -> ExitStatus {
    var status = ExitStatus.clean
    var output: [UInt8] = []
    for path in paths {
      switch FileSystem.read(path, limit: FileSystem.sourceLimit) {
      case .success(let bytes):
        if paths.count > 1 { output += Array("==> \(DiagnosticText.escaped(path: path)) <==\n".utf8) }
        TokenDump.append(bytes, to: &output)
      case .failure(let error):
        FileSystem.write(2, "dialoglint: \(DiagnosticText.escaped(path: path)): \(error)\n")
        status = .failure
      }
      if output.count > 1 << 16 {
        try emit(output, "the tokens")
        output.removeAll(keepingCapacity: true)
      }
    }
    try emit(output, "the tokens")
    return status
  }
}
