import Foundation
import SourceText
import SwiftScan

/// One scanned Swift file.
public struct SourceFile: Sendable {
  /// The path as the user gave it (relative when the input was relative).
  public let path: String
  let tree: SyntaxTree

  public init(path: String, tree: SyntaxTree) {
    self.path = path
    self.tree = tree
  }

  public var bytes: [UInt8] { tree.bytes }

  /// The file's comments: their byte ranges, and whether each is a `/* … */` block.
  public var comments: [(range: Range<Int>, isBlock: Bool)] { tree.comments.map { ($0.range, $0.isBlock) } }

  /// Where the first token at or after byte `offset` starts, if any.
  public func codeStart(after offset: Int) -> Int? {
    // Tokens are in source order: a binary search finds the first.
    var low = 0
    var high = tree.tokens.count
    while low < high {
      let mid = (low + high) / 2
      if tree.tokens[mid].start >= offset { high = mid } else { low = mid + 1 }
    }
    return low < tree.tokens.count ? Int(tree.tokens[low].start) : nil
  }
}

/// A declaration in a scanned file.
struct DeclarationRef: Sendable, Hashable {
  var file: Int
  var index: Int
}

/// What the model needs to know beyond the source: the team's wrapper modifiers.
public struct ModelOptions: Sendable {
  /// Wrapper modifier names mapped to the dialog kind they present (`alert2` → `.alert`).
  public var aliases: [String: Dialog.Kind]

  public init(aliases: [String: Dialog.Kind] = [:]) { self.aliases = aliases }
}

/// Every scanned file, with the index built over all of them once.
public struct Project: Sendable {
  public let files: [SourceFile]
  let index: TypeIndex
  public let strings: LocalizationTable
  public let options: ModelOptions
  /// No file imports UIKit and some import AppKit: a Mac app, where text does not grow with
  /// Dynamic Type and sheets are never swiped away.
  public let isMacOnly: Bool
  /// What each view type's content holds, made once and shared by every file's analysis.
  let summaries = SharedCache<DeclarationRef, ContentWalker.Summary>()
  let lookups = SharedCache<Int, FileLookup>()
  let layouts = SharedCache<Int, FileLayout>()
  let presenters = SharedCache<DeclarationRef, Presenter>()
  let bodyNames = SharedCache<DeclarationRef, BodyNames>()
  let triggerBindings = SharedCache<TriggerFinder.BindingsKey, [FocusBinding]>()

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

  /// The line table of file `file`, built once for the model and the reporters.
  public func lines(of file: Int) -> LineTable { lookup(file).lines }

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
    files: [SourceFile], localization: LocalizationTable = LocalizationTable(), options: ModelOptions = ModelOptions()
  ) {
    self.files = files
    self.index = TypeIndex(files)
    self.strings = localization
    self.options = options
    var importsUIKit = false
    var importsAppKit = false
    for file in files {
      let tree = file.tree
      // Imports come first; stop at the first declaration.
      let end = min(tree.declarations.first?.start ?? tree.tokens.count, tree.tokens.count)
      for k in 0..<end where tree.tokens[k].word == .import && k + 1 < tree.tokens.count {
        switch tree.text(k + 1) {
        case "UIKit": importsUIKit = true
        case "AppKit", "Cocoa": importsAppKit = true
        default: break
        }
      }
    }
    self.isMacOnly = importsAppKit && !importsUIKit
  }

  func tree(_ file: Int) -> SyntaxTree { files[file].tree }

  func declaration(_ ref: DeclarationRef) -> Declaration { files[ref.file].tree.declarations[ref.index] }
}

/// Values computed once per run and shared by the threads that analyse files: content summaries of
/// view types, lookups of files. A value depends only on the source, so a race at worst computes
/// one twice.
final class SharedCache<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  func value(_ key: Key, _ make: () -> Value) -> Value {
    lock.lock()
    if let known = values[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = make()
    lock.lock()
    values[key] = made
    lock.unlock()
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
  /// Names some control binds with `.accessibilityFocused($name…)`.
  let focusedNames: Set<String>
  let lines: LineTable

  init(_ tree: SyntaxTree) {
    lines = LineTable(tree.bytes)
    let bodies = tree.declarations.map { declaration -> Range<Int> in
      guard let open = declaration.body, let close = tree.partner(of: open) else { return 0..<0 }
      return open..<close
    }
    self.bodies = bodies
    byOpening = tree.declarations.indices.filter { !bodies[$0].isEmpty }.sorted {
      bodies[$0].lowerBound < bodies[$1].lowerBound
    }
    var previews: [Range<Int>] = []
    var focused: Set<String> = []
    for k in tree.tokens.indices {
      let kind = tree.tokens[k].kind
      if kind == .pound, tree.token(k + 1, is: "Preview") {
        var open = k + 2
        if tree.kind(open) == .leftParen, let close = tree.partner(of: open) { open = close + 1 }
        if tree.kind(open) == .leftBrace, let close = tree.partner(of: open) { previews.append(open..<close) }
      } else if kind == .identifier, tree.token(k - 2, is: "accessibilityFocused"), tree.kind(k - 1) == .leftParen {
        let text = tree.text(k)
        if text.hasPrefix("$") { focused.insert(String(text.dropFirst())) }
      }
    }
    self.previews = previews
    self.focusedNames = focused
  }

  /// The position in `byOpening` of the first body that opens at or after `token`.
  func firstOpening(atOrAfter token: Int) -> Int {
    var low = 0
    var high = byOpening.count
    while low < high {
      let mid = (low + high) / 2
      if bodies[byOpening[mid]].lowerBound < token { low = mid + 1 } else { high = mid }
    }
    return low
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

/// The types, extensions and members of every scanned file, by name.
struct TypeIndex: Sendable {
  /// Types and extensions by simple name (`Inner`) and by qualified name (`Outer.Inner`).
  private var types: [String: [DeclarationRef]] = [:]
  /// Members by the simple name of their type, then by member name (extensions included).
  private var members: [String: [String: [DeclarationRef]]] = [:]
  /// Static members (enum cases and members of enums included) by their own name, with the
  /// qualified name of their type: a dotted path is matched against it only when looked up, as
  /// few of them ever are.
  private var staticMembers: [String: [(ref: DeclarationRef, type: String)]] = [:]
  /// Each file's path, to tell apart types of one name in different apps or packages.
  private let paths: [String]

  init(_ files: [SourceFile]) {
    paths = files.map(\.path)
    for (fileIndex, file) in files.enumerated() {
      let tree = file.tree
      // The names of each type declaration, by declaration index (nil for others).
      var typeNames: [(qualified: String, simple: String)?] = Array(repeating: nil, count: tree.declarations.count)
      for (index, declaration) in tree.declarations.enumerated() where declaration.hasName {
        let ref = DeclarationRef(file: fileIndex, index: index)
        let parentNames = declaration.parent.flatMap { typeNames[$0] }
        if declaration.isType {
          let name = tree.text(declaration.name..<declaration.nameEnd)
          let qualified = declaration.kind == .extension ? name : parentNames.map { "\($0.qualified).\(name)" } ?? name
          let simple = simpleTypeName(name)
          typeNames[index] = (qualified, simple)
          types[simple, default: []].append(ref)
          if qualified != simple { types[qualified, default: []].append(ref) }
          continue
        }
        guard let parent = declaration.parent, let parentNames else { continue }
        let name = tree.text(declaration.name..<declaration.nameEnd)
        members[parentNames.simple, default: [:]][name, default: []].append(ref)
        if declaration.isStatic || declaration.kind == .enumCase || tree.declarations[parent].kind == .enum {
          staticMembers[name, default: []].append((ref, parentNames.qualified))
        }
      }
    }
  }

  /// The declarations of the type `name` (and its extensions) that code in file `file` means: of
  /// several types with one name in different apps or packages, those in the folders nearest to it.
  func declarations(ofType name: String, from file: Int) -> [DeclarationRef] {
    nearest(types[name] ?? [], to: file)
  }

  /// The members named `member` of the type `type` as seen from file `file`, from its declaration
  /// and extensions.
  func members(named member: String, ofType type: String, from file: Int) -> [DeclarationRef] {
    nearest(members[type]?[member] ?? [], to: file)
  }

  /// The members named `member` of the type `type` in every scanned file: the overloads a call
  /// may resolve to, wherever they are declared.
  func allMembers(named member: String, ofType type: String) -> [DeclarationRef] {
    members[type]?[member] ?? []
  }

  /// All members of the type `type` as seen from file `file`, by name.
  func members(ofType type: String, from file: Int) -> [String: [DeclarationRef]] {
    (members[type] ?? [:]).mapValues { nearest($0, to: file) }.filter { !$0.value.isEmpty }
  }

  /// The static member at a dotted path of at least two names (`L10n.ok`, `L10n.Alert.ok`) as seen
  /// from file `file`: a member of that name whose type's qualified name ends with the path's
  /// other names.
  func staticMembers(at path: String, from file: Int) -> [DeclarationRef] {
    let components = path.split(separator: ".", omittingEmptySubsequences: false)
    guard components.count >= 2, !components.contains(where: \.isEmpty),
      let candidates = staticMembers[String(components[components.count - 1])]
    else { return [] }
    let typePath = components.dropLast()
    let matching = candidates.filter { candidate in
      let type = candidate.type.split(separator: ".")
      return type.count >= typePath.count && type.suffix(typePath.count).elementsEqual(typePath)
    }
    return nearest(matching.map(\.ref), to: file)
  }

  /// The references whose files share the longest folder path with file `file`.
  func nearest(_ refs: [DeclarationRef], to file: Int) -> [DeclarationRef] {
    guard refs.count > 1 else { return refs }
    let shared = refs.map { sharedFolders(paths[file], paths[$0.file]) }
    let best = shared.max() ?? 0
    return zip(refs, shared).filter { $0.1 == best }.map(\.0)
  }
}

/// How many leading folders (`.` and empty names left out, the file's own name never counted) two
/// paths have in common.
func sharedFolders(_ a: String, _ b: String) -> Int {
  var a = a
  var b = b
  // Most paths are ASCII, where a name equals another exactly when its bytes do.
  let shared = a.withUTF8 { a in
    b.withUTF8 { b in
      a.allSatisfy { $0 < 0x80 } && b.allSatisfy { $0 < 0x80 } ? sharedFolders(ascii: a, b) : nil
    }
  }
  if let shared { return shared }
  func folders(_ path: String) -> [Substring] { path.split(separator: "/").dropLast().filter { $0 != "." } }
  return zip(folders(a), folders(b)).prefix { $0 == $1 }.count
}

/// `sharedFolders` over ASCII bytes.
private func sharedFolders(ascii a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
  var folders = (a: FolderNames(a), b: FolderNames(b))
  var count = 0
  while let x = folders.a.next(), let y = folders.b.next(), a[x].elementsEqual(b[y]) { count += 1 }
  return count
}

/// The folder names of a path's bytes, left to right, as byte ranges: `/`-separated, empty and `.`
/// names skipped, the last name (the file's, before any trailing `/`) left out.
private struct FolderNames: IteratorProtocol {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func next() -> Range<Int>? {
    let slash = UInt8(ascii: "/")
    while position < bytes.count {
      let start = position
      while position < bytes.count && bytes[position] != slash { position += 1 }
      let name = start..<position
      while position < bytes.count && bytes[position] == slash { position += 1 }
      // The last name is the file's.
      guard position < bytes.count else { return nil }
      if name.isEmpty || (name.count == 1 && bytes[name.lowerBound] == UInt8(ascii: ".")) { continue }
      return name
    }
    return nil
  }
}
