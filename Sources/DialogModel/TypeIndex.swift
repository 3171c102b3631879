import Foundation
import SwiftScan

/// What one file declares under one name, read from its tree when a lookup asks (the index keeps
/// what it gathered per name): no table of every name of every file the index parses is built.
/// Names compare as the `String`s they spell, type names by their simple name (`Inner` of
/// `Outer.Inner`) or qualified one.
struct FileDeclarations {
  let tree: SyntaxTree

  /// The type and extension declarations named `name`, simply (`Inner`) or qualified (`Outer.Inner`).
  func types(named name: String) -> [Int] {
    let dotted = name.contains(".")
    return tree.declarations.indices.filter { index in
      let declaration = tree.declarations[index]
      guard declaration.isType && declaration.hasName else { return false }
      return hasSimpleName(index, name) || (dotted && qualifiedName(index) == name)
    }
  }

  /// The members of the types whose simple name is `type`, by member name.
  func members(ofType type: String) -> [String: [Int]] {
    var members: [String: [Int]] = [:]
    for index in memberIndices(of: type) { members[memberName(index), default: []].append(index) }
    return members
  }

  /// The static members (enum cases, and every member of an enum) of the types whose simple name
  /// is `type`, by member name, with the qualified name of their type.
  func statics(ofType type: String) -> [String: [(index: Int, type: String)]] {
    var statics: [String: [(index: Int, type: String)]] = [:]
    for index in memberIndices(of: type) {
      let declaration = tree.declarations[index]
      let parent = declaration.parent!
      guard declaration.isStatic || declaration.kind == .enumCase || tree.declarations[parent].kind == .enum else {
        continue
      }
      statics[memberName(index), default: []].append((index, qualifiedName(parent)))
    }
    return statics
  }

  /// The named members, in order, of the named types whose simple name is `type`.
  private func memberIndices(of type: String) -> [Int] {
    var isOfType = [Bool](repeating: false, count: tree.declarations.count)
    var found: [Int] = []
    for (index, declaration) in tree.declarations.enumerated() where declaration.hasName {
      if declaration.isType {
        isOfType[index] = hasSimpleName(index, type)
      } else if let parent = declaration.parent, isOfType[parent] {
        found.append(index)
      }
    }
    return found
  }

  private func memberName(_ index: Int) -> String {
    tree.text(tree.declarations[index].name..<tree.declarations[index].nameEnd)
  }

  /// `Outer.Inner` for `Inner` declared in `Outer`; an extension's name as written.
  private func qualifiedName(_ index: Int) -> String {
    let declaration = tree.declarations[index]
    let name = tree.text(declaration.name..<declaration.nameEnd)
    guard declaration.kind != .extension, let parent = declaration.parent,
      tree.declarations[parent].isType && tree.declarations[parent].hasName
    else { return name }
    return "\(qualifiedName(parent)).\(name)"
  }

  /// Whether `simpleTypeName` of the type declaration's name is `name`, without making strings
  /// when both are ASCII (where bytes compare as the strings do).
  private func hasSimpleName(_ index: Int, _ name: String) -> Bool {
    let declaration = tree.declarations[index]
    let start = Int(tree.tokens[declaration.name].start)
    let end = Int(tree.tokens[declaration.nameEnd - 1].end)
    let bytes = tree.bytes
    let dot = UInt8(ascii: ".")
    guard bytes[start..<end].allSatisfy({ $0 < 0x80 }) && name.utf8.allSatisfy({ $0 < 0x80 }) else {
      return simpleTypeName(tree.text(declaration.name..<declaration.nameEnd)) == name
    }
    var last = end
    while last > start && bytes[last - 1] == dot { last -= 1 }
    // A name of dots alone is its own simple name.
    guard last > start else { return bytes[start..<end].elementsEqual(name.utf8) }
    var first = last
    while first > start && bytes[first - 1] != dot { first -= 1 }
    return bytes[first..<last].elementsEqual(name.utf8)
  }
}

/// The types, extensions and members of every scanned file, by name.
///
/// A lookup reads only the files that may declare the name (their `TypeNameSkim` says so, or
/// could not tell), parsing those not parsed yet, and keeps what it gathered for the next
/// lookup of that name. Every file that declares it is among them, so a lookup gives what an
/// index over all files would, in file and declaration order.
final class TypeIndex: @unchecked Sendable {
  private let files: [SourceFile]
  /// The files whose skim found a type name, by the name's key (`TypeNameSkim.key(of:)`), in order.
  private let skimmed: [Int: [Int]]
  /// The files whose skim found a function name, by the name's key, in order.
  private let skimmedFunctions: [Int: [Int]]
  /// The files whose skim could not tell what they declare: read for every name.
  private let unskimmed: [Int]
  private let lock = NSLock()
  private var types: [String: [DeclarationRef]] = [:]
  private var members: [String: [String: [DeclarationRef]]] = [:]
  private var statics: [String: [String: [(ref: DeclarationRef, type: String)]]] = [:]
  private var functions: [String: [DeclarationRef]] = [:]
  /// Names whose files are all parsed, and those being parsed.
  private var parsed: Set<String> = []
  private var parsing: [String: Parsing] = [:]

  init(_ files: [SourceFile]) {
    self.files = files
    var skimmed: [Int: [Int]] = [:]
    var skimmedFunctions: [Int: [Int]] = [:]
    var unskimmed: [Int] = []
    for (index, file) in files.enumerated() {
      guard file.skim.isComplete else {
        unskimmed.append(index)
        continue
      }
      for name in file.skim.names { skimmed[name, default: []].append(index) }
      for name in file.skim.functions { skimmedFunctions[name, default: []].append(index) }
    }
    self.skimmed = skimmed
    self.skimmedFunctions = skimmedFunctions
    self.unskimmed = unskimmed
  }

  /// The declarations of the type `name` (and its extensions) that code in file `file` means: of
  /// several types with one name in different apps or packages, those in the folders nearest to it.
  func declarations(ofType name: String, from file: Int) -> [DeclarationRef] {
    nearest(
      gathered(name, \.types) { file, declarations in declarations.types(named: name).map { ref(file, $0) } }, to: file
    )
  }

  /// The members named `member` of the type `type` as seen from file `file`, from its declaration
  /// and extensions.
  func members(named member: String, ofType type: String, from file: Int) -> [DeclarationRef] {
    nearest(members(of: type)[member] ?? [], to: file)
  }

  /// The functions named `name` in extensions of `View`, in every scanned file: the overloads a
  /// call of the dialog modifier `name` (or of a team's alias of one) may resolve to. A file can
  /// declare one only if its bytes spell a dialog word (`SourceFile.mayHoldDialogs`).
  func viewModifiers(named name: String) -> [DeclarationRef] {
    functions(named: name, ofType: "View").filter { files[$0.file].mayHoldDialogs }
  }

  /// The functions named `name` of the type `type` (its declaration and extensions) as seen from
  /// file `file`: a modifier of the app's own is one of `View`'s. Only the files whose skim found
  /// both names are read, not the hundreds that extend `View`.
  func functions(named name: String, ofType type: String, from file: Int) -> [DeclarationRef] {
    nearest(functions(named: name, ofType: type), to: file)
  }

  /// All members of the type `type` as seen from file `file`, by name.
  func members(ofType type: String, from file: Int) -> [String: [DeclarationRef]] {
    members(of: type).mapValues { nearest($0, to: file) }.filter { !$0.value.isEmpty }
  }

  /// The static member at a dotted path of at least two names (`L10n.ok`, `L10n.Alert.ok`) as seen
  /// from file `file`: a member of that name of a type whose qualified name ends with the path's
  /// other names.
  func staticMembers(at path: String, from file: Int) -> [DeclarationRef] {
    let components = path.split(separator: ".", omittingEmptySubsequences: false)
    guard components.count >= 2, !components.contains(where: \.isEmpty) else { return [] }
    let typePath = components.dropLast()
    let candidates = gathered(String(typePath.last!), \.statics) { file, declarations in
      declarations.statics(ofType: String(typePath.last!)).mapValues { $0.map { (ref(file, $0.index), $0.type) } }
    }
    let matching = (candidates[String(components[components.count - 1])] ?? []).filter { candidate in
      let type = candidate.type.split(separator: ".")
      return type.count >= typePath.count && type.suffix(typePath.count).elementsEqual(typePath)
    }
    return nearest(matching.map(\.ref), to: file)
  }

  /// The references whose files share the longest folder path with file `file`.
  func nearest(_ refs: [DeclarationRef], to file: Int) -> [DeclarationRef] {
    guard refs.count > 1 else { return refs }
    let shared = refs.map { sharedFolders(files[file].path, files[$0.file].path) }
    let best = shared.max() ?? 0
    return zip(refs, shared).filter { $0.1 == best }.map(\.0)
  }

  private func functions(named name: String, ofType type: String) -> [DeclarationRef] {
    let key = "\(type) func \(name)"
    if let known = lock.withLock({ functions[key] }) { return known }
    let declaring = Set(self.files(declaring: name, in: skimmedFunctions))
    let list = self.files(declaring: type, in: skimmed).filter(declaring.contains)
    parse(list, for: key)
    let found = list.flatMap { file in
      let tree = files[file].tree
      return (FileDeclarations(tree: tree).members(ofType: type)[name] ?? [])
        .filter { tree.declarations[$0].kind == .function }.map { ref(file, $0) }
    }
    lock.withLock { functions[key] = found }
    return found
  }

  private func members(of type: String) -> [String: [DeclarationRef]] {
    gathered(type, \.members) { file, declarations in
      declarations.members(ofType: type).mapValues { $0.map { ref(file, $0) } }
    }
  }

  private func ref(_ file: Int, _ index: Int) -> DeclarationRef { DeclarationRef(file: file, index: index) }

  /// What the files that may declare the type `name` hold for it, joined in file order and kept in
  /// `cache` for the next lookup.
  private func gathered<Value: Joinable>(
    _ name: String, _ cache: ReferenceWritableKeyPath<TypeIndex, [String: Value]>,
    _ read: (Int, FileDeclarations) -> Value
  ) -> Value {
    if let known = lock.withLock({ self[keyPath: cache][name] }) { return known }
    let declaring = self.files(declaring: name, in: skimmed)
    parse(declaring, for: name)
    var value = Value.empty
    for file in declaring { value.join(read(file, FileDeclarations(tree: files[file].tree))) }
    lock.withLock { self[keyPath: cache][name] = value }
    return value
  }

  /// Parses `list`, the files that may declare `name`, with every thread that asks for the name
  /// meanwhile taking the next file: a name many files extend (`L10n`) costs hundreds of parses,
  /// which threads waiting for it would otherwise make one after the other.
  private func parse(_ list: [Int], for name: String) {
    let parsing = lock.withLock { () -> Parsing? in
      guard !parsed.contains(name) else { return nil }
      if let running = self.parsing[name] { return running }
      let made = Parsing(count: list.count)
      self.parsing[name] = made
      return made
    }
    guard let parsing else { return }
    while let next = parsing.take() {
      _ = files[list[next]].tree
      parsing.finish()
    }
    parsing.waitUntilFinished()
    lock.withLock {
      parsed.insert(name)
      self.parsing[name] = nil
    }
  }

  /// The files that may declare a type (or with `skimmedFunctions`, a function) named `name`, in
  /// order.
  private func files(declaring name: String, in skimmed: [Int: [Int]]) -> [Int] {
    guard let key = TypeNameSkim.key(of: name) else { return Array(files.indices) }
    guard let skimmed = skimmed[key] else { return unskimmed }
    return unskimmed.isEmpty ? skimmed : (skimmed + unskimmed).sorted()
  }
}

/// Lookup results that join across files, in file order.
private protocol Joinable {
  static var empty: Self { get }
  mutating func join(_ other: Self)
}

extension Array: Joinable {
  static var empty: Self { [] }
  mutating func join(_ other: Self) { self += other }
}

extension Dictionary: Joinable where Value: RangeReplaceableCollection {
  static var empty: Self { [:] }
  mutating func join(_ other: Self) { merge(other) { $0 + $1 } }
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

/// The parsing of one name's files, shared by the threads that need it: each takes the next file.
private final class Parsing: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  private var next = 0
  private var finished = 0

  init(count: Int) { self.count = count }

  /// The position of the next file to parse, or nil when every file is taken.
  func take() -> Int? {
    condition.withLock {
      guard next < count else { return nil }
      next += 1
      return next - 1
    }
  }

  func finish() {
    condition.withLock {
      finished += 1
      if finished == count { condition.broadcast() }
    }
  }

  func waitUntilFinished() {
    condition.lock()
    while finished < count { condition.wait() }
    condition.unlock()
  }
}
