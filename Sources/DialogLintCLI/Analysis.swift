import DialogFacts
import DialogModel
import DialogReport
import DialogRules
import Foundation
import SwiftScan

/// One run of the pipeline: read and parse every file in parallel, index them once, run the rules
/// per file in parallel, then place, suppress and sort the findings.
struct Analysis {
  var catalog: RuleCatalog
  var aliases: [String: Dialog.Kind]
  var jobs: Int
  /// Text that replaces (or adds) one file, for `--stdin-path`.
  var override: InputFile?
  /// Where the project goes when its report is made, for the process's exit to free; nil: it is
  /// freed then (`--fix` makes a project a pass).
  var keepUntilExit: (@Sendable (AnyObject) -> Void)?

  /// Whether a file the parse stage leaves unparsed is read again from disk if the model needs
  /// it, instead of held: a scan of files on disk (not `--fix`, which edits them in memory).
  var rereadsFromDisk = false

  /// The build settings of the Xcode projects around files held in memory (`read` sets them); a
  /// scan of files on disk reads those its walk finds.
  var xcodeProjects: [XcodeProjectSettings] = []
  /// The apps and packages side by side among files held in memory, from the folders the walk
  /// that found them met a project in (`read` sets them).
  var workspaces = Workspaces()

  /// A file's path, as reports name it, and its bytes.
  struct InputFile: Sendable {
    var path: String
    var bytes: [UInt8]
  }

  /// The files of a run, which the parse stage empties: the bytes a `SourceFile` does not keep are
  /// then freed, so that a scan holds the files it parsed, not the whole tree.
  final class Sources: @unchecked Sendable {
    fileprivate(set) var files: [InputFile]

    init(_ files: [InputFile]) { self.files = files }
  }

  /// A file that was parsed, or why not.
  enum Loaded: Sendable {
    case source(SourceFile, notice: Notice? = nil)
    case failed(Notice)
    /// A file that could not be read: its notice comes with those of reading.
    case unread(Notice)
  }

  /// Reads the files, the `--stdin-path` text standing in for its file, and keeps the Xcode
  /// projects' settings for the model; a file that cannot be read (a Swift file, a string table, a
  /// project) is an error notice.
  mutating func read(
    swiftFiles: [String], localizationFiles: [String], xcodeProjects: [String] = [], projectFolders: [String] = []
  ) -> (sources: Sources, localization: [InputFile], notices: [Notice]) {
    workspaces = Workspaces(projectFolders: projectFolders)
    var list = swiftFiles
    if let override, !list.contains(where: { samePath($0, override.path) }) { list.append(override.path) }
    let paths = list
    let analysis = self
    let read = parallelMap(paths.count, jobs: jobs) { analysis.readSource(paths[$0]) }
    var notices: [Notice] = []
    let sources = zip(paths, read).compactMap { path, result in
      switch result {
      case .success(let bytes): return InputFile(path: path, bytes: bytes)
      case .failure(let error):
        notices.append(Self.unreadable(path, error))
        return nil
      }
    }
    let tables = Self.readTables(localizationFiles)
    let projects = Self.readData(xcodeProjects)
    self.xcodeProjects = projects.files.map { XcodeProjectSettings(path: $0.path, bytes: $0.bytes) }
    return (Sources(sources), tables.files, notices + tables.notices + projects.notices)
  }

  /// A scan of files on disk: each Swift file `discover` finds is read and parsed at once, this
  /// thread walking the folders while the other jobs read, then reading with them, so that the
  /// walk is no stage of its own and only the files in flight are held. `discover` hands every
  /// Swift file to the function it is given, and returns all it found.
  func project(discovering discover: (@escaping (String) -> Void) -> FileDiscovery.Result) -> (
    project: Project, found: FileDiscovery.Result, notices: [Notice]
  ) {
    let options = ModelOptions(aliases: aliases)
    var found = FileDiscovery.Result()
    var tables: (files: [InputFile], notices: [Notice]) = ([], [])
    var strings = LocalizationTable([])
    var xcodeProjects: (files: [InputFile], notices: [Notice]) = ([], [])
    var workspaces = Workspaces()
    let loaded = StageTimings.measure("discover+read+parse") {
      pipelinedMap(jobs: jobs) { add in
        var hasOverride = false
        found = StageTimings.measure("discover") {
          discover { path in
            hasOverride = hasOverride || override.map { samePath(path, $0.path) } ?? false
            add(path)
          }
        }
        if let override, !hasOverride { add(override.path) }
        // The string tables and the Xcode projects' settings, while the other jobs parse.
        tables = Self.readTables(found.localizationFiles)
        xcodeProjects = Self.readData(found.xcodeProjects)
        workspaces = Workspaces(projectFolders: found.projectFolders)
        strings = StageTimings.measure("localization") { Self.table(tables.files, workspaces) }
      } each: { path -> Loaded in
        switch readSource(path) {
        case .success(let bytes):
          Self.parse(InputFile(path: path, bytes: bytes), options: options, reread: reread(path))
        case .failure(let error): .unread(Self.unreadable(path, error))
        }
      }
    }
    var notices = found.notices
    let files = Self.sourceFiles(
      loaded, tableNotices: tables.notices + xcodeProjects.notices, notices: &notices)
    let settings = xcodeProjects.files.map { XcodeProjectSettings(path: $0.path, bytes: $0.bytes) }
    let project = StageTimings.measure("index") {
      Project(
        files: files, localization: strings, xcodeProjects: settings,
        workspaces: workspaces, options: options)
    }
    return (project, found, notices)
  }

  /// The bytes of the Swift file at `path`, or the stdin text standing in for it.
  private func readSource(_ path: String) -> Result<[UInt8], ReadError> {
    if let override, samePath(path, override.path) { return .success(override.bytes) }
    return FileSystem.read(path, limit: FileSystem.sourceLimit, stopEarly: Self.isBinary)
  }

  /// The error notice of a file that cannot be read.
  private static func unreadable(_ path: String, _ error: ReadError) -> Notice {
    Notice(level: .error, path: path, message: error.description)
  }

  /// The development language's string tables among `paths`: other languages' are never read, as
  /// labels are judged in the development language.
  private static func readTables(_ paths: [String]) -> (files: [InputFile], notices: [Notice]) {
    readData(LocalizationTable.developmentFiles(paths))
  }

  /// The files at `paths`, each a data file: one that cannot be read is an error notice.
  private static func readData(_ paths: [String]) -> (files: [InputFile], notices: [Notice]) {
    var notices: [Notice] = []
    let files = paths.compactMap { path -> InputFile? in
      switch FileSystem.read(path, limit: FileSystem.dataLimit) {
      case .success(let bytes): return InputFile(path: path, bytes: bytes)
      case .failure(let error):
        notices.append(unreadable(path, error))
        return nil
      }
    }
    return (files, notices)
  }

  private static func table(_ files: [InputFile], _ workspaces: Workspaces) -> LocalizationTable {
    LocalizationTable(files.map { LocalizationTable.Source(path: $0.path, bytes: $0.bytes) }, workspaces: workspaces)
  }

  /// The pipeline over files held in memory: parse, index, check, then place, suppress and sort the
  /// findings. The command line calls it with the files it read, the fuzzer with its input. An
  /// error among the notices leaves the run incomplete.
  func run(_ sources: Sources, localization: [InputFile], notices: [Notice] = []) -> Report {
    var notices = notices
    let project = self.project(sources, localization: localization, notices: &notices)
    return report(project, notices: notices)
  }

  /// The findings of `project`'s files, placed, suppressed and sorted, after `notices`.
  func report(_ project: Project, notices: [Notice]) -> Report {
    var notices = notices
    let files = project.files
    let engine = RuleEngine(catalog: catalog)
    let perFile = StageTimings.measure("model+checks") {
      // Only a file that may hold dialogs has dialogs of its own; others are read through it.
      let dialogs = parallelMap(files.count, jobs: jobs) { index in
        project.files[index].mayHoldDialogs ? project.dialogs(in: index) : .none
      }
      let wording = Wording(dialogs, in: project)
      let presenters = Presenters(dialogs, in: project) { parallelMap($0, jobs: jobs, $1) }
      return parallelMap(files.count, jobs: jobs) { index in
        project.files[index].mayHoldDialogs
          ? engine.findings(for: dialogs[index], in: project, wording: wording, presenters: presenters) : []
      }
    }

    var findings: [ReportedFinding] = []
    let knownRules = Set(catalog.rules.map(\.id))
    // Line tables and suppression comments, built only for files that need them.
    var positions: [Int: FilePositions] = [:]
    var comments: [Int: SuppressionComments] = [:]
    func prepare(_ index: Int) {
      guard positions[index] == nil else { return }
      let file = files[index]
      positions[index] = FilePositions(path: file.path, bytes: file.bytes, lines: project.lines(of: index))
      comments[index] = SuppressionComments(file, lines: positions[index]!.lines)
    }
    // One string per flagged line, shared by its findings: a line of generated code can be megabytes.
    var lineTexts: [Int: [Int: String]] = [:]
    func lineText(_ file: Int, _ line: Int) -> String {
      if let text = lineTexts[file]?[line] { return text }
      let text = positions[file]!.lineText(line)
      lineTexts[file, default: [:]][line] = text
      return text
    }
    for (index, file) in files.enumerated()
    where !perFile[index].isEmpty
      || (file.mayHoldDialogs
        && file.comments.contains(where: { SuppressionComments.directiveStart(file.bytes, $0.range) != nil }))
    {
      prepare(index)
    }
    for finding in perFile.joined() {
      let file = finding.location.file
      let dialogFile = finding.scope.file
      prepare(file)
      prepare(dialogFile)
      let location = positions[file]!.location(finding.location.start, finding.location.end)
      let scope = positions[dialogFile]!.location(finding.scope.start, finding.scope.end)
      // A comment on the finding's line, or else on the first line of its dialog call.
      let directive: SuppressionComments.Directive?
      if file == dialogFile {
        directive = comments[file]!.suppression(
          rule: finding.ruleID, line: location.start.line, scopeLine: scope.start.line)
      } else {
        directive =
          comments[file]!.suppression(rule: finding.ruleID, line: location.start.line, scopeLine: nil)
          ?? comments[dialogFile]!.suppression(rule: finding.ruleID, line: nil, scopeLine: scope.start.line)
      }
      let related = finding.related.map { related -> (ReportedLocation, String) in
        prepare(related.location.file)
        return (
          positions[related.location.file]!.location(related.location.start, related.location.end), related.message
        )
      }
      let fix = finding.fix.map { fix in
        ReportedFix(
          summary: fix.summary,
          edits: fix.edits.map { edit in
            prepare(edit.span.file)
            return ReportedEdit(
              location: positions[edit.span.file]!.location(edit.span.start, edit.span.end),
              bytes: edit.span.start..<edit.span.end, text: edit.text)
          }, claims: fix.claims)
      }
      findings.append(
        ReportedFinding(
          ruleID: finding.ruleID, severity: finding.severity, message: finding.message, location: location,
          lineText: lineText(file, location.start.line),
          contextText: lineText(file, location.start.line - 1) + "\n" + lineText(file, location.start.line + 1),
          related: related, dialog: scope,
          suppression: directive.map { Suppression(kind: .inSource, justification: $0.justification) }, fix: fix,
          fixUnavailable: finding.fixUnavailable, fixAfter: finding.fixAfter))
    }
    for index in comments.keys.sorted() {
      notices += suppressionNotices(comments[index]!, positions[index]!, knownRules: knownRules)
    }
    // The model is done: a file it could not read again is known now.
    for file in files {
      guard let failure = file.lateReadFailure else { continue }
      notices.append(
        Notice(
          level: .error, path: file.path,
          message: "\(failure) when read again for the model: what it declares is missing from this scan"))
    }
    keepUntilExit?(project)
    return Report(
      findings: findings, notices: notices, rules: catalog.rules, isComplete: !notices.contains { $0.level == .error })
  }

  /// Warnings about suppression comments that name no rule or silence nothing.
  private func suppressionNotices(_ comments: SuppressionComments, _ positions: FilePositions, knownRules: Set<String>)
    -> [Notice]
  {
    var notices: [Notice] = []
    for directive in comments.directives {
      for (rule, offset) in zip(directive.rules, directive.ruleOffsets)
      where rule != "all" && !knownRules.contains(rule) {
        notices.append(
          Notice(
            level: .warning, path: positions.path, position: positions.position(offset),
            message: "unknown rule \"\(rule)\" in suppression comment"
              + Configuration.suggestion(rule, Array(knownRules))))
      }
    }
    for directive in comments.unused where directive.rules.allSatisfy({ $0 == "all" || knownRules.contains($0) }) {
      notices.append(
        Notice(
          level: .warning, path: positions.path, position: positions.position(directive.offset),
          message: "dialoglint:\(directive.kind.rawValue) \(directive.rules.joined(separator: " ")) silences nothing"))
    }
    return notices
  }

  /// The files parsed and indexed; a file that cannot be parsed is a notice.
  func project(_ sources: Sources, localization: [InputFile], notices: inout [Notice]) -> Project {
    let options = ModelOptions(aliases: aliases)
    // The string tables need nothing of the sources: they are read while those are parsed.
    let (loaded, strings) = alongside(jobs: jobs) {
      StageTimings.measure("parse") {
        parallelMap(sources.files.count, jobs: jobs) { index in
          Self.parse(sources.files[index], options: options, reread: reread(sources.files[index].path))
        }
      }
    } _: {
      StageTimings.measure("localization") { Self.table(localization, workspaces) }
    }
    sources.files = []
    let files = Self.sourceFiles(loaded, tableNotices: [], notices: &notices)
    return StageTimings.measure("index") {
      Project(
        files: files, localization: strings, xcodeProjects: xcodeProjects, workspaces: workspaces, options: options)
    }
  }

  /// The files parsed among `loaded`; the notices of those not read, then `tableNotices`, then
  /// those of parsing, are added to `notices` in that order.
  private static func sourceFiles(_ loaded: [Loaded], tableNotices: [Notice], notices: inout [Notice]) -> [SourceFile] {
    var files: [SourceFile] = []
    var parsing: [Notice] = []
    for item in loaded {
      switch item {
      case .source(let file, let notice):
        files.append(file)
        if let notice { parsing.append(notice) }
      case .failed(let notice): parsing.append(notice)
      case .unread(let notice): notices.append(notice)
      }
    }
    notices += tableNotices + parsing
    return files
  }

  /// How the file at `path` is read again when the model needs it and the parse stage kept no
  /// bytes: nil unless `rereadsFromDisk`, and for the stdin text, which is on no disk.
  private func reread(_ path: String) -> (@Sendable () -> Result<[UInt8], Error>)? {
    guard rereadsFromDisk, !(override.map { samePath(path, $0.path) } ?? false) else { return nil }
    return { FileSystem.read(path, limit: FileSystem.sourceLimit).mapError { $0 } }
  }

  /// A NUL byte does not occur in Swift source: one in the first 8 KiB makes a binary file.
  static func isBinary(_ bytes: ArraySlice<UInt8>) -> Bool { ByteCheck.containsNUL(bytes, within: 8192) }

  /// Reads one file (parsing it when it may hold dialogs): a binary file is skipped, invalid UTF-8
  /// scanned as far as it goes.
  private static func parse(
    _ file: InputFile, options: ModelOptions, reread: (@Sendable () -> Result<[UInt8], Error>)?
  ) -> Loaded {
    let (path, bytes) = (file.path, file.bytes)
    if isBinary(bytes[...]) {
      return .failed(Notice(level: .warning, path: path, message: "binary file; skipped"))
    }
    let source = SourceFile(path: path, bytes: bytes, options: options, reread: reread)
    guard let offset = ByteCheck.firstInvalidUTF8(bytes) else { return .source(source) }
    let position = FilePositions(path: path, bytes: bytes).position(offset)
    return .source(
      source,
      notice: Notice(
        level: .warning, path: path, position: position, message: "not valid UTF-8; scanned as far as possible"))
  }

  private func samePath(_ a: String, _ b: String) -> Bool {
    FileDiscovery.normalize(a) == FileDiscovery.normalize(b)
  }
}
