import Foundation
import SourceText
import SwiftScan

/// A declaration in a scanned file.
struct DeclarationRef: Sendable, Hashable {
  var file: Int
  var index: Int
}

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
  public let strings: LocalizationTable
  public let options: ModelOptions
  /// No file imports UIKit and some import AppKit: a Mac app, where text does not grow with
  /// Dynamic Type and sheets are never swiped away.
  public let isMacOnly: Bool
  /// The platform versions the scanned packages are built for.
  let deploymentTargets: DeploymentTargets
  /// What each view type's content holds, made once and shared by every file's analysis.
  let summaries = SharedCache<DeclarationRef, ContentWalker.Summary>()
  let lookups = SharedCache<Int, FileLookup>()
  let layouts = SharedCache<Int, FileLayout>()
  /// Only the files a report or a message places something in need one.
  let lineTables = SharedCache<Int, LineTable>()
  let presenters = SharedCache<DeclarationRef, Presenter>()
  let bodyNames = SharedCache<DeclarationRef, BodyNames>()
  let triggerBindings = SharedCache<TriggerFinder.BindingsKey, [FocusBinding]>()
  /// Whether a property or function builds the actions of some dialog of its type, by declaration.
  let buildsDialogActions = SharedCache<DeclarationRef, Bool>()

  /// The lookups of file `file`, built on first use.
  func lookup(_ file: Int) -> FileLookup { lookups.value(file) { FileLookup(tree(file)) } }

  /// Where each name is spelled in the body of the declaration at `ref`, indexed on first use.
  func names(inBodyOf ref: DeclarationRef) -> BodyNames { bodyNames.value(ref) { BodyNames(self, ref) } }

  /// How file `file` writes line breaks and indentation, read on first use.
  func layout(of file: Int) -> FileLayout { layouts.value(file) { FileLayout(tree(file)) } }

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
    let lookup = lookup(file)
    let tree = tree(file)
    var result: [Int: Int] = [:]
    for index in lookup.byOpening[lookup.firstOpening(atOrAfter: range.lowerBound)...] {
      let body = lookup.bodies[index]
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
    var platforms = lookup(file).platforms(holding: Int(tree.tokens[token].start))
    if isMacOnly { platforms.formIntersection([.macOS]) }
    guard
      let older = deploymentTargets.olderSystem(
        of: ref?.index, in: tree, path: files[file].path, platforms: platforms, needing: firsts)
    else { return nil }
    let platform = older.platform.rawValue
    switch older.evidence {
    case .settings(let path, let minimum):
      return "may run on \(platform) before \(older.first) (\(path) builds for \(platform) \(minimum))"
    case .check(let checkFile, let checkToken, let version):
      let start = Int(self.tree(checkFile).tokens[checkToken].start)
      let place = "\(files[checkFile].path):\(line(of: SourceSpan(file: checkFile, start: start, end: start)))"
      return "may run on \(platform) before \(older.first) (the app checks for \(platform) \(version) at \(place))"
    }
  }

  /// The line table of file `file`, built once for the model and the reporters.
  public func lines(of file: Int) -> LineTable { lineTables.value(file) { LineTable(tree(file).bytes) } }

  /// The 1-based line where `span` starts.
  public func line(of span: SourceSpan) -> Int { lines(of: span.file).lineIndex(of: span.start) + 1 }

  /// The dialogs and the custom overlays posing as dialogs of file `file`, with everything the
  /// checks may ask of them.
  public func dialogs(in file: Int) -> FileDialogs {
    let context = FileContext(self, file: file)
    let found = DialogFinder(context: context).dialogs()
    return FileDialogs(
      dialogs: found.dialogs, overlays: FauxDialogFinder.fauxDialogs(in: context), notDialogs: found.notDialogs)
  }

  public init(
    files: [SourceFile], localization: LocalizationTable = LocalizationTable(),
    xcodeProjects: [XcodeProjectSettings] = [], options: ModelOptions = ModelOptions()
  ) {
    self.files = files
    self.index = TypeIndex(files)
    self.strings = localization
    self.options = options
    deploymentTargets = DeploymentTargets(files, xcodeProjects: xcodeProjects)
    /// Whether `file` imports one of `modules`: imports come first, so up to its first declaration.
    func imports(_ file: SourceFile, _ modules: Set<String>) -> Bool {
      let tree = file.tree
      let end = min(tree.declarations.first?.start ?? tree.tokens.count, tree.tokens.count)
      return (0..<end).contains { k in
        tree.tokens[k].word == .import && k + 1 < tree.tokens.count && modules.contains(tree.text(k + 1))
      }
    }
    // Only a file that names a module as a word can import it: the others are not parsed for this.
    let importsUIKit = files.contains { file in
      (file.skim.mentionsUIKit || !file.skim.isComplete) && imports(file, ["UIKit"])
    }
    self.isMacOnly =
      !importsUIKit
      && files.contains { file in
        (file.skim.mentionsAppKit || !file.skim.isComplete) && imports(file, ["AppKit", "Cocoa"])
      }
  }

  /// Whether the type declared at `declarations` adopts `View` (or a wrapper of UIKit's), or with
  /// `holdingState` one of the protocols whose conformers hold state a fix may add to: itself, or
  /// through a protocol of the app's that refines it (`protocol PlatformView: View`).
  func isViewType(_ declarations: [DeclarationRef], holdingState: Bool = false, throughProtocols: Bool = true)
    -> Bool
  {
    declarations.contains { ref in
      let tree = tree(ref.file)
      return declaration(ref).inheritance.contains {
        let text = tree.text($0)
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
/// view types, lookups of files. A value depends only on the source, so a race at worst computes
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

/// Lookups of one file that the model asks for again and again, built once.
struct FileLookup: Sendable {
  /// Each declaration's body as a token range, by declaration index (empty without a body).
  let bodies: [Range<Int>]
  /// Declarations with a body, ordered by where the body opens.
  let byOpening: [Int]
  /// The closures of `#Preview { … }` blocks.
  let previews: [Range<Int>]
  /// The branches of `#if` blocks as byte ranges, each with the block it belongs to and the
  /// platform `X` its condition names when the whole condition is `os(X)`.
  let conditionalBranches: [(block: Int, range: Range<Int>, platform: String?)]
  /// For each of `conditionalBranches`, the platforms a build of it may be for.
  private let branchPlatforms: [Set<Platform>]

  init(_ tree: SyntaxTree) {
    let bodies = tree.declarations.map { declaration -> Range<Int> in
      guard let open = declaration.body, let close = tree.partner(of: open) else { return 0..<0 }
      return open..<close
    }
    self.bodies = bodies
    byOpening = tree.declarations.indices.filter { !bodies[$0].isEmpty }.sorted {
      bodies[$0].lowerBound < bodies[$1].lowerBound
    }
    var previews: [Range<Int>] = []
    for k in tree.tokens.indices where tree.tokens[k].kind == .pound && tree.token(k + 1, is: "Preview") {
      var open = k + 2
      if tree.kind(open) == .leftParen, let close = tree.partner(of: open) { open = close + 1 }
      if tree.kind(open) == .leftBrace, let close = tree.partner(of: open) { previews.append(open..<close) }
    }
    self.previews = previews
    (conditionalBranches, branchPlatforms) = Self.conditionalBranches(in: tree)
  }

  private static func conditionalBranches(in tree: SyntaxTree) -> (
    [(block: Int, range: Range<Int>, platform: String?)], [Set<Platform>]
  ) {
    var result: [(block: Int, range: Range<Int>, platform: String?)] = []
    var platforms: [Set<Platform>] = []
    /// For each `#if` still open, the token of its `#if`, where its current branch starts, and
    /// the platforms on which an earlier branch's condition may be false.
    var open: [(block: Int, start: Int, untaken: Set<Platform>)] = []
    /// `X` of a directive whose whole condition is `os(X)`.
    func platform(_ directive: Int) -> String? {
      let condition = (directive + 1)..<tree.directiveLineEnd(directive)
      guard condition.count == 4, tree.token(directive + 1, is: "os"), tree.kind(directive + 2) == .leftParen else {
        return nil
      }
      return tree.text(directive + 3)
    }
    func close(at end: Int) {
      guard let branch = open.last else { return }
      let directive = branch.start
      let bytes = Int(tree.tokens[directive].start)..<Int(tree.tokens[end].start)
      result.append((branch.block, bytes, tree.kind(directive) == .poundElse ? nil : platform(directive)))
      let condition = (directive + 1)..<tree.directiveLineEnd(directive)
      func holds(on platform: Platform) -> Bool? {
        tree.kind(directive) == .poundElse ? true : BuildCondition(tree, condition, on: platform).value
      }
      platforms.append(branch.untaken.filter { holds(on: $0) != false })
      open[open.count - 1].untaken = branch.untaken.filter { holds(on: $0) != true }
    }
    for k in tree.tokens.indices {
      switch tree.tokens[k].kind {
      case .poundIf:
        open.append((k, k, Set(Platform.builds)))
      case .poundElseif, .poundElse:
        close(at: k)
        if !open.isEmpty { open[open.count - 1].start = k }
      case .poundEndif:
        close(at: k)
        _ = open.popLast()
      default:
        break
      }
    }
    return (result, platforms)
  }

  /// The platform of the innermost `#if os(X)` branch that holds byte `offset`, if any.
  func platform(holding offset: Int) -> String? {
    conditionalBranches.filter { $0.platform != nil && $0.range.contains(offset) }
      .max { $0.range.lowerBound < $1.range.lowerBound }?.platform
  }

  /// Whether no build holds both bytes `a` and `b`: they stand in different branches of one `#if`,
  /// or in branches for different platforms (`#if os(tvOS)` and another block's `#else`).
  func inExclusiveBranches(_ a: Int, _ b: Int) -> Bool {
    let holdingA = conditionalBranches.filter { $0.range.contains(a) }
    let sameBlock = conditionalBranches.contains { other in
      other.range.contains(b) && holdingA.contains { $0.block == other.block && $0.range != other.range }
    }
    return sameBlock || platforms(holding: a).isDisjoint(with: platforms(holding: b))
  }

  /// The platforms a build that holds byte `offset` may be for.
  func platforms(holding offset: Int) -> Set<Platform> {
    conditionalBranches.indices.reduce(into: Set(Platform.builds)) { platforms, index in
      if conditionalBranches[index].range.contains(offset) { platforms.formIntersection(branchPlatforms[index]) }
    }
  }

  /// The position in `byOpening` of the first body that opens at or after `token`.
  func firstOpening(atOrAfter token: Int) -> Int {
    byOpening.partitionPoint { bodies[$0].lowerBound >= token }
  }

  /// The innermost declaration whose body holds `token` and that satisfies `accept`.
  func innermost(containing token: Int, in tree: SyntaxTree, where accept: (Declaration) -> Bool) -> Int? {
    // The last body opened before the token, then up the nesting until one holds it.
    let low = firstOpening(atOrAfter: token)
    var candidate = low > 0 ? byOpening[low - 1] : nil
    while let index = candidate {
      if bodies[index].contains(token) && bodies[index].lowerBound != token && accept(tree.declarations[index]) {
        return index
      }
      candidate = tree.declarations[index].parent
    }
    return nil
  }
}

/// The value of an `#if` condition in a build for one platform: `os(…)` is known, any other
/// test (`DEBUG`, `canImport(…)`) may go either way (nil).
private struct BuildCondition {
  let tree: SyntaxTree
  let platform: Platform
  var k: Int
  let end: Int
  private(set) var value: Bool?

  init(_ tree: SyntaxTree, _ condition: Range<Int>, on platform: Platform) {
    self.tree = tree
    self.platform = platform
    k = condition.lowerBound
    end = condition.upperBound
    value = nil
    let whole = disjunction()
    value = k == end ? whole : nil
  }

  private mutating func disjunction() -> Bool? {
    var value = conjunction()
    while k < end, tree.text(k) == "||" {
      k += 1
      let next = conjunction()
      value = value == true || next == true ? true : (value == false && next == false ? false : nil)
    }
    return value
  }

  private mutating func conjunction() -> Bool? {
    var value = term()
    while k < end, tree.text(k) == "&&" {
      k += 1
      let next = term()
      value = value == false || next == false ? false : (value == true && next == true ? true : nil)
    }
    return value
  }

  private mutating func term() -> Bool? {
    guard k < end else { return nil }
    if tree.text(k) == "!" {
      k += 1
      return term().map { !$0 }
    }
    if tree.kind(k) == .leftParen, let close = tree.partner(of: k), close < end {
      k += 1
      let value = disjunction()
      k = close + 1
      return value
    }
    let name = tree.text(k)
    k += 1
    guard tree.kind(k) == .leftParen, let close = tree.partner(of: k), close < end else {
      return name == "true" ? true : (name == "false" ? false : nil)
    }
    defer { k = close + 1 }
    guard name == "os", close == k + 2 else { return nil }
    return tree.text(k + 1) == platform.rawValue
  }
}
