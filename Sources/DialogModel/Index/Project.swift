import DialogFacts
import Foundation
import SourceText
import SwiftScan

/// What the model needs to know beyond the source: the team's wrapper modifiers.
public struct ModelOptions: Sendable {
  /// Wrapper modifier names mapped to the dialog kind they present (`alert2` → `.alert`).
  public let aliases: [String: Dialog.Kind]
  /// What a file must spell to hold dialogs, with the aliases (`DialogWords`).
  let dialogWords: TypeNameSkim.Watch?

  public init(aliases: [String: Dialog.Kind] = [:]) {
    self.aliases = aliases
    dialogWords = DialogWords.watch(aliases: aliases.keys)
  }
}

/// Every scanned file, with the index built over all of them once. A class, as it never changes:
/// every reader of the model holds it, and copying a struct of tables and caches would retain each.
public final class Project: Sendable {
  public let files: [SourceFile]
  let index: TypeIndex
  let strings: LocalizationTable
  public let options: ModelOptions
  /// Whether the code in no workspace, then in each, is built for Macs alone.
  private let macOnly: [Bool]
  /// The platform versions the scanned packages are built for.
  let deploymentTargets: DeploymentTargets
  /// What each view type's content holds, made once and shared by every file's analysis.
  let summaries = SharedCache<DeclarationRef, ContentWalker.Summary>()
  let bodyNames = SharedCache<DeclarationRef, BodyNames>()

  /// Where the declarations, previews and `#if` branches of file `file` are.
  func structure(_ file: Int) -> FileStructure { files[file].syntax.structure }

  /// Where each name is spelled in the body of the declaration at `ref`, indexed on first use.
  func names(inBodyOf ref: DeclarationRef) -> BodyNames { bodyNames.value(ref) { BodyNames(self, ref) } }

  /// How file `file` writes line breaks and indentation.
  func layout(of file: Int) -> FileLayout { files[file].syntax.layout }

  /// The body (`{`) of the one member named `name` of `type`, seen from file `file`, among
  /// functions (and computed properties unless `functionsOnly`); nil when there is none or several.
  func memberBody(named name: String, ofType type: String, from file: Int, functionsOnly: Bool = false)
    -> TokenRef?
  {
    let candidates = index.members(named: name, ofType: type, from: file).filter { ref in
      let declaration = declaration(ref)
      return (declaration.kind == .function || (!functionsOnly && declaration.kind == .variable))
        && declaration.body != nil
    }
    guard candidates.count == 1, let ref = candidates.first, let body = declaration(ref).body else { return nil }
    return TokenRef(file: ref.file, token: body)
  }

  /// The declarations that make up the type declared at `ref`: that declaration and the nearest
  /// extensions of its name (or, for an extension, the type it extends and its other extensions).
  /// Other types of the same name stay out.
  func typeDeclarations(around ref: DeclarationRef, named name: String) -> [DeclarationRef] {
    let all = index.declarations(ofType: name, from: ref.file)
    guard declaration(ref).kind != .extension else { return all }
    return [ref] + all.filter { $0 != ref && declaration($0).kind == .extension }
  }

  /// The bodies of the types declared inside `range` of file `file`, by opening `{`.
  func nestedTypeBodies(in range: Range<Int>, file: Int) -> [Int: Int] {
    let structure = structure(file)
    let tree = tree(file)
    var result: [Int: Int] = [:]
    for index in structure.byOpening[structure.firstOpening(atOrAfter: range.lowerBound)...] {
      let body = structure.bodies[index]
      guard body.lowerBound < range.upperBound else { break }
      if tree.declarations[index].isType { result[body.lowerBound] = body.upperBound }
    }
    return result
  }

  /// Why the code of the declaration at `ref` (nil: code at top level) cannot use the APIs a fix
  /// writes: it may run on a system older than they are (`SwiftUIVocabulary.fixAPIs`, or `firsts`),
  /// as its package or the app's own checks say; nil when nothing scanned says so. `token` is
  /// where in it.
  func olderSystem(
    in ref: DeclarationRef?, at token: Int, file: Int, needing firsts: [Platform: Int] = SwiftUIVocabulary.fixAPIs
  ) -> String? {
    let tree = tree(file)
    var platforms = FileContext(self, file: file).platforms(of: token)
    if isMacOnly(file) { platforms.formIntersection([.macOS]) }
    guard
      let older = deploymentTargets.olderSystem(
        of: ref?.index, in: tree, path: files[file].path, platforms: platforms, needing: firsts)
    else { return nil }
    let platform = older.platform.rawValue
    switch older.evidence {
    case .settings(let path, let target, let minimum):
      let builder = target.map { "target \($0) of \(path)" } ?? path
      return "may run on \(platform) before \(older.first) (\(builder) builds for \(platform) \(minimum))"
    case .check(let checkFile, let checkToken, let version):
      let place = "\(files[checkFile].path):\(line(of: FileContext(self, file: checkFile).span(checkToken)))"
      return "may run on \(platform) before \(older.first) (the app checks for \(platform) \(version) at \(place))"
    }
  }

  /// How code a fix writes at `place` names SwiftUI's `name`: through the module where the file's
  /// project declares a type of that name at its top level too (`final class Button: UIButton`),
  /// or in a type around `place` (`struct Toolbar { struct Button … }`), which the bare name would
  /// mean there. One nested elsewhere (`L10n.Alert.Button`) is out of sight, and an extension
  /// declares nothing new.
  public func spelling(of name: SwiftUIName, at place: SourceSpan) -> String {
    let file = place.file
    let project = deploymentTargets.governing(files[file].path)
    let tree = tree(file)
    let context = FileContext(self, file: file)
    var around: Set<String> = []
    var type = context.enclosingType(of: context.token(atOrAfter: place.start))
    while let index = type {
      around.insert(context.typeName(index))
      type = tree.declarations[index].parent
    }
    let shadowing = index.declarations(ofType: name.rawValue, from: file).contains { ref in
      let declaration = declaration(ref)
      guard declaration.kind != .extension, deploymentTargets.governing(files[ref.file].path) == project else {
        return false
      }
      guard let parent = declaration.parent else { return true }
      return around.contains(FileContext(self, file: ref.file).typeName(parent))
    }
    return shadowing ? "\(SwiftUIVocabulary.module).\(name.rawValue)" : name.rawValue
  }

  /// The line table of file `file`, for the model and the reporters.
  public func lines(of file: Int) -> LineTable { files[file].lines }

  /// The 1-based line where `span` starts.
  public func line(of span: SourceSpan) -> Int { lines(of: span.file).lineIndex(of: span.start) + 1 }

  /// The name of file `file` without its folders, as a reader sees it (a byte that is not UTF-8
  /// written `\xFF`).
  public func fileName(of file: Int) -> String {
    FileName.displayed(files[file].path.split(separator: "/").last.map(String.init) ?? files[file].path)
  }

  /// The dialogs and the custom overlays posing as dialogs of file `file`, with everything the
  /// checks may ask of them.
  public func dialogs(in file: Int) -> FileDialogs {
    let context = FileContext(self, file: file)
    let found = DialogFinder(context: context).dialogs()
    return FileDialogs(
      dialogs: found.dialogs,
      overlays: files[file].syntax.fauxDialogs.sites.map { site in
        FauxDialog(
          span: context.span(site.ifToken), condition: site.condition,
          container: context.span(site.container), callSpan: context.span(site.ifToken..<(site.close + 1)))
      }, notDialogs: found.notDialogs)
  }

  public init(
    files: [SourceFile], localization: LocalizationTable = LocalizationTable(),
    xcodeProjects: [XcodeProjectSettings] = [], workspaces: Workspaces = Workspaces(),
    options: ModelOptions = ModelOptions()
  ) {
    self.files = files
    let places = files.map { workspaces.index(of: $0.path) }
    self.index = TypeIndex(files, workspaces: places)
    self.strings = localization
    self.options = options
    deploymentTargets = DeploymentTargets(files, xcodeProjects: xcodeProjects)
    // Only a file that names a module as a word can import it: the others are not parsed for this.
    func isMacOnly(_ group: [SourceFile]) -> Bool {
      !group.contains { ($0.skim.mentionsUIKit || !$0.skim.isComplete) && $0.syntax.imports(["UIKit"]) }
        && group.contains { ($0.skim.mentionsAppKit || !$0.skim.isComplete) && $0.syntax.imports(["AppKit", "Cocoa"]) }
    }
    macOnly =
      [places.contains(nil) && isMacOnly(files)]
      + workspaces.folders.indices.map { workspace in
        isMacOnly(zip(files, places).filter { $0.1 == nil || $0.1 == workspace }.map(\.0))
      }
  }

  /// Whether the code of file `file` is built for Macs alone: no file of its app imports UIKit
  /// and some import AppKit, where text does not grow with Dynamic Type and sheets are never
  /// swiped away.
  public func isMacOnly(_ file: Int) -> Bool { macOnly[index.workspace(of: file).map { $0 + 1 } ?? 0] }

  /// The value of the string table key `key` for the code of file `file`, from its app's tables.
  func string(_ key: String, forCodeIn file: Int) -> String? { strings.value(key, forCodeAt: files[file].path) }

  /// Whether the type declared at `declarations` adopts `View` (or a wrapper of UIKit's), or with
  /// `holdingState` one of the protocols whose conformers hold state a fix may add to: itself, or
  /// through a protocol of the app's that refines it (`protocol PlatformView: View`).
  func isViewType(_ declarations: [DeclarationRef], holdingState: Bool = false, throughProtocols: Bool = true)
    -> Bool
  {
    declarations.contains { ref in
      tree(ref.file).inheritedNames(of: declaration(ref)).contains { text in
        if holdingState
          ? SwiftUIVocabulary.viewConformances.contains(text)
          : SwiftUIVocabulary.viewProtocols.contains(text) || SwiftUIVocabulary.platformWrappers.contains(text)
        {
          return true
        }
        guard throughProtocols, !text.utf8.contains(where: { "<>&? ".utf8.contains($0) }) else { return false }
        let protocols = index.declarations(ofType: text, from: ref.file).filter { declaration($0).kind == .protocol }
        return !protocols.isEmpty && isViewType(protocols, holdingState: holdingState, throughProtocols: false)
      }
    }
  }

  func tree(_ file: Int) -> SyntaxTree { files[file].tree }

  func declaration(_ ref: DeclarationRef) -> Declaration { files[ref.file].tree.declarations[ref.index] }
}

/// Values computed once per run and shared by the threads that analyse files: content summaries of
/// view types and presenters. A value depends only on the source, so a race at worst computes
/// one twice.
final class SharedCache<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = ShortLock()
  private var values: [Key: Value] = [:]

  func value(_ key: Key, _ make: () -> Value) -> Value {
    if let known = lock.withLock({ values[key] }) { return known }
    let made = make()
    lock.withLock { values[key] = made }
    return made
  }
}
