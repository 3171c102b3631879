import DialogFacts

/// How the app writes the labels of its dialogs' buttons, gathered from every dialog of the scan:
/// what a fix writes for an "OK" or a "Cancel" so that it speaks the app's language (`L10n.cancel`
/// where the app says so) rather than English.
public struct Wording: Sendable {
  /// How one app (or the whole scan) writes its labels.
  private struct Tally: Sendable {
    /// For each label, as a user reads it, the expressions that write it and how often each does.
    var spellings: [String: [String: Int]] = [:]
    /// How many labels are written as plain string literals, and how many through other expressions.
    var literals = 0
    var expressions = 0
  }

  /// The whole scan's labels, and each project's: the files one Xcode project or package manifest
  /// governs (a scan of several apps holds several), under the manifest's path.
  private var scan = Tally()
  private var projects: [String: Tally] = [:]
  /// Each project's expressions written as a button's title.
  private var titles: [String: Set<String>] = [:]
  /// For each label, the spelling each file writes it with (its first).
  private var fileSpellings: [String: [Int: String]] = [:]
  /// For each spelling, a file it is read from.
  private var origins: [String: Int] = [:]

  /// The labels a fix may add: the OK that replaces the system's, a confirmation dialog's Cancel,
  /// and the Done (or Close) that closes a modal.
  public static let addedLabels = ["OK", "Cancel", "Done", "Close"]

  /// Gathers the labels of the dialogs of `files` and of the buttons in their modals' content. A
  /// cancel-role label the scan cannot read is the app's Cancel all the same. An added label none
  /// of them writes is looked for among the constants of the types they write labels through
  /// (`L10n.ok` beside `L10n.retry`).
  public init(_ files: [FileDialogs], in project: Project) {
    /// The type each constant-written label is read from, and a file that reads it.
    var roots: [String: Int] = [:]
    func gather(_ label: ResolvedText?, written: String?, role: Role, file: Int) {
      // A label view (`Text("OK")`) cannot stand where a button takes its title.
      guard let written, !written.hasPrefix("Text("), !written.hasPrefix("Label(") else { return }
      let isLiteral = Self.isLiteral(written)
      let key = Self.projectKey(of: file, in: project)
      for tally in [nil, key] { update(tally) { if isLiteral { $0.literals += 1 } else { $0.expressions += 1 } } }
      titles[key, default: []].insert(written)
      // A key no string table of the scan turns into words reads as itself (`"action.cancel"`).
      let isUnreadKey = Self.isKey(written) && label?.value == String(written.dropFirst().dropLast())
      let text: String
      if role == .cancel && (isUnreadKey || (!isLiteral && label?.isComplete != true)) {
        text = "Cancel"
      } else if let label, label.isComplete, !isUnreadKey {
        text = label.value
      } else {
        return
      }
      for tally in [nil, key] { update(tally) { $0.spellings[text, default: [:]][written, default: 0] += 1 } }
      origins[written] = origins[written] ?? file
      if fileSpellings[text]?[file] == nil { fileSpellings[text, default: [:]][file] = written }
      let path = written.split(separator: ".")
      if path.count == 2, path.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) {
        roots[String(path[0])] = roots[String(path[0])] ?? file
      }
    }
    for dialog in files.lazy.flatMap(\.dialogs) {
      for action in dialog.alert?.actions.all ?? [] where action.control == .button {
        gather(action.label, written: action.labelWritten, role: action.role, file: action.span.file)
      }
      for button in dialog.modal?.content?.buttonLabels ?? [] {
        gather(button.label, written: button.written, role: button.role, file: button.span.file)
      }
    }
    let resolver = TextResolver(project: project)
    for text in Self.addedLabels where scan.spellings[text] == nil {
      for (root, file) in roots.sorted(by: { $0.key < $1.key }) {
        let members = project.index.members(ofType: root, from: file).keys.sorted()
        if let member = members.first(where: { resolver.text(ofConstant: [root, $0], from: file)?.value == text }) {
          for tally in [nil, Self.projectKey(of: file, in: project)] {
            update(tally) { $0.spellings[text] = ["\(root).\(member)": 0] }
          }
          origins["\(root).\(member)"] = file
          break
        }
      }
    }
  }

  /// Changes the whole scan's tally (`project` nil) or a project's.
  private mutating func update(_ project: String?, _ change: (inout Tally) -> Void) {
    guard let project else { return change(&scan) }
    change(&projects[project, default: Tally()])
  }

  /// The project file `file` belongs to: the manifest that governs it, "" when none does.
  private static func projectKey(of file: Int, in project: Project) -> String {
    project.deploymentTargets.governing(project.files[file].path) ?? ""
  }

  /// How a new button labelled `text` is written in file `file`: as the file itself writes it;
  /// else its project's most used spelling of it that the file can reach (a literal,
  /// Foundation's own, or a name the file already uses), or the scan's where the project writes
  /// none; the literal when the project writes its labels as literals; or why neither will do.
  public func label(_ text: String, in file: Int, of project: Project) -> Result<String, WordingProblem> {
    if let own = fileSpellings[text]?[file] { return .success(own) }
    let literal = "\"\(text)\""
    let own = projects[Self.projectKey(of: file, in: project)]
    let tally = own.flatMap { $0.spellings[text] == nil ? nil : $0 } ?? scan
    let written = (tally.spellings[text] ?? [:]).sorted { ($0.value, $1.key) > ($1.value, $0.key) }
    if let reachable = written.first(where: { isReachable($0.key, from: file, of: project) }) {
      return .success(reachable.key)
    }
    if let other = written.first {
      return .failure(
        WordingProblem(reason: "the app writes \"\(text)\" as \(other.key), which no file of this folder uses"))
    }
    let balance = own ?? scan
    guard balance.expressions > balance.literals else { return .success(literal) }
    return .failure(
      WordingProblem(reason: "the app writes its dialogs' labels through localised names, and none says \"\(text)\""))
  }

  /// Whether code of file `file`'s project writes `expression` as a button's title, as a fix may.
  public func isTitle(_ expression: String, in file: Int, of project: Project) -> Bool {
    titles[Self.projectKey(of: file, in: project)]?.contains(expression) == true
  }

  private static func isLiteral(_ written: String) -> Bool { written.hasPrefix("\"") }

  /// Whether a literal reads as a string table's key rather than as words (`"action.cancel"`).
  private static func isKey(_ written: String) -> Bool {
    let text = written.dropFirst().dropLast()
    return isLiteral(written) && written.hasSuffix("\"") && text.contains { $0 == "." || $0 == "_" }
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-") }
  }

  /// Whether `written` can be used in file `file` as it is: a literal, one of Foundation's own
  /// localised strings, or an expression whose first name the file spells too, or, for a type's
  /// name, another file of its folder (of the same target, as a folder's files are; a value's
  /// name is the file's own), and that names the same type as where it is read from (a scan of
  /// several apps holds a `L10n` of each).
  private func isReachable(_ written: String, from file: Int, of project: Project) -> Bool {
    guard let root = Self.appRoot(of: written) else { return true }
    guard !root.isEmpty else { return false }
    let folder = Self.folder(of: project.files[file].path)
    guard
      project.tree(file).mentions(root)
        || (!project.index.declarations(ofType: root, from: file).isEmpty
          && project.files.indices.contains(where: {
            $0 != file && Self.folder(of: project.files[$0].path) == folder && project.tree($0).mentions(root)
          }))
    else { return false }
    guard let origin = origins[written], origin != file else { return true }
    return Set(project.index.declarations(ofType: root, from: file))
      == Set(project.index.declarations(ofType: root, from: origin))
  }

  /// The folder of the file at `path`, with its trailing `/`.
  private static func folder(of path: String) -> Substring {
    path[..<(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)]
  }

  /// The first name of an expression the app writes a label through (`L10n` of `L10n.cancel`);
  /// nil for a literal and for Foundation's own localised strings, which every file reaches.
  private static func appRoot(of written: String) -> String? {
    let root = String(written.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    return isLiteral(written)
      || ["String", "NSLocalizedString", SwiftUIName.localizedStringKey.rawValue].contains(root)
      ? nil : root
  }
}

/// Why a fix cannot write a label in the app's words.
public struct WordingProblem: Error, Sendable {
  public var reason: String
}
