import DialogFacts
import Foundation
import SwiftScan

/// The types, extensions and members of every scanned file, by name.
///
/// A lookup reads only the files that may declare the name (their `TypeNameSkim` says so, or
/// could not tell), parsing those not parsed yet, and keeps what it read of each file for the next
/// lookup of that name. Every file that declares it is among them, so a lookup gives what an
/// index over all files would, in file and declaration order.
///
/// Code means the declarations nearest to it (`nearest(_:to:)`): a lookup from a file reads the
/// candidates that share the most folders with it first, and the farther ones only when those
/// hold nothing. A model type that every feature of every app extends costs a feature's files,
/// not the tree's. Apps and packages scanned side by side (`Workspaces`) never mean each other's
/// declarations: another app's `ContentView`, `extension Data` or `func alert(…)` is not this one's.
final class TypeIndex: @unchecked Sendable {
  private let files: [SourceFile]
  /// The files whose skim found a type name, by the name's key (`TypeNameSkim.key(of:)`), in order.
  private let skimmed: [Int: [Int]]
  /// The files whose skim found a function name, by the name's key, in order.
  private let skimmedFunctions: [Int: [Int]]
  /// The files whose skim could not tell what they declare: read for every name.
  private let unskimmed: [Int]
  /// The workspace of each file (`Workspaces`), by its index among the workspaces' folders.
  private let workspaces: [Int?]
  private let lock = ShortLock()
  /// What each file read so far declares under a name, by name and file.
  private let types = Reads<[Int]>()
  private let members = Reads<[String: [Int]]>()
  private let statics = Reads<[String: [(index: Int, type: String)]]>()
  /// The functions of a type by name, as a workspace (or -1: every file) sees them.
  private var functions: [Level: [DeclarationRef]] = [:]
  /// The candidates of a name as seen from a file, by shared folders, most first.
  private var levels: [Level: [[Int]]] = [:]
  /// What lookups from a file found.
  private var answers: [Question: [DeclarationRef]] = [:]
  private var seenMembers: [Level: SeenMembers] = [:]
  private var lastSeenMembers: (key: Level, seen: SeenMembers)?

  init(_ files: [SourceFile], workspaces: [Int?]) {
    self.files = files
    self.workspaces = workspaces
    var skimmed: [Int: [Int]] = [:]
    var skimmedFunctions: [Int: [Int]] = [:]
    var unskimmed: [Int] = []
    // A table that grows by doubling hashes every name again at each step.
    skimmed.reserveCapacity(files.reduce(0) { $0 + $1.skim.names.count })
    skimmedFunctions.reserveCapacity(files.reduce(0) { $0 + $1.skim.functions.count })
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
    let declared = { (declarations: FileDeclarations) in declarations.types(named: name) }
    return nearest(Question(.type, name, from: file), of: name, name, from: file, types, declared) { file, types in
      types.map { ref(file, $0) }
    }
  }

  /// The members named `member` of the type `type` as seen from file `file`, from its declaration
  /// and extensions. Asked about every name a modal's content calls: one look under the lock, for
  /// what the file has seen of the type and the name in it, answers most.
  func members(named member: String, ofType type: String, from file: Int) -> [DeclarationRef] {
    let key = Level(name: type, file: file)
    var seen: SeenMembers? = nil
    while true {
      let (known, found, next) = lock.withLock { () -> (SeenMembers?, [DeclarationRef]?, Int) in
        guard let known = seen ?? knownSeenMembers(key) else { return (nil, nil, 0) }
        if let refs = known.members[member] { return (known, refs, 0) }
        return (known, known.levelsRead == known.levels.count ? [] : nil, known.levelsRead)
      }
      if let found { return found }
      guard let known else {
        seen = seenMembers(ofType: type, from: file)
        continue
      }
      seen = known
      readMembers(ofType: type, level: next, into: known)
    }
  }

  /// The functions named `name` in extensions of `View`, in every scanned file: the overloads a
  /// call of the dialog modifier `name` (or of a team's alias of one) may resolve to. A file can
  /// declare one only if its bytes spell a dialog word (`SourceFile.mayHoldDialogs`).
  func viewModifiers(named name: String, from file: Int) -> [DeclarationRef] {
    functions(named: name, ofType: SwiftUIName.view.rawValue, seenFrom: file).filter { files[$0.file].mayHoldDialogs }
  }

  /// The functions named `name` of the type `type` (its declaration and extensions) as seen from
  /// file `file`: a modifier of the app's own is one of `View`'s. Only the files whose skim found
  /// both names are read, not the hundreds that extend `View`.
  func functions(named name: String, ofType type: String, from file: Int) -> [DeclarationRef] {
    nearest(functions(named: name, ofType: type, seenFrom: file), to: file)
  }

  /// All members of the type `type` as seen from file `file`, by name: every file that may declare
  /// the type is read.
  func members(ofType type: String, from file: Int) -> [String: [DeclarationRef]] {
    let seen = seenMembers(ofType: type, from: file)
    for level in seen.levels.indices { readMembers(ofType: type, level: level, into: seen) }
    return lock.withLock { seen.members }
  }

  /// What file `file` has seen so far of the members of the type `type`.
  private func seenMembers(ofType type: String, from file: Int) -> SeenMembers {
    let key = Level(name: type, file: file)
    if let known = lock.withLock({ knownSeenMembers(key) }) { return known }
    let levels = levels(of: type, from: file)
    return lock.withLock {
      let seen = seenMembers[key] ?? SeenMembers(levels: levels)
      seenMembers[key] = seen
      lastSeenMembers = (key, seen)
      return seen
    }
  }

  /// What the file and type of `key` have seen so far, if anything; under the lock.
  private func knownSeenMembers(_ key: Level) -> SeenMembers? {
    // A walk asks for one type's members from one file many times over: no hashing then.
    if let last = lastSeenMembers, last.key == key { return last.seen }
    let seen = seenMembers[key]
    if let seen { lastSeenMembers = (key, seen) }
    return seen
  }

  /// Adds level `level` of the candidates to what `seen` holds, unless it holds it already: the
  /// members of names no nearer level has. The level is merged outside the lock and swapped in
  /// under it: a level of the files that extend `View` holds thousands of members, and while such
  /// a merge held the lock the other jobs spun on it.
  private func readMembers(ofType type: String, level: Int, into seen: SeenMembers) {
    guard let known = lock.withLock({ seen.levelsRead <= level ? seen.members : nil }) else { return }
    let list = seen.levels[level]
    let values = read(list, type, members, { $0.members(ofType: type) })
    var merged = known
    for (file, members) in zip(list, values) {
      for (name, indices) in members where known[name] == nil {
        merged[name, default: []] += indices.map { ref(file, $0) }
      }
    }
    lock.withLock {
      guard seen.levelsRead == level else { return }
      seen.members = merged
      seen.levelsRead += 1
    }
  }

  /// The static member at a dotted path of at least two names (`L10n.ok`, `L10n.Alert.ok`) as seen
  /// from file `file`: a member of that name of a type whose qualified name ends with the path's
  /// other names.
  func staticMembers(at path: String, from file: Int) -> [DeclarationRef] {
    let components = path.split(separator: ".", omittingEmptySubsequences: false)
    guard components.count >= 2, !components.contains(where: \.isEmpty) else { return [] }
    let typePath = components.dropLast()
    let type = String(typePath.last!)
    let member = String(components[components.count - 1])
    let question = Question(.staticMember, path, from: file)
    let declared = { (declarations: FileDeclarations) in declarations.statics(ofType: type) }
    return nearest(question, of: typePath.joined(separator: "."), type, from: file, statics, declared) {
      file, statics in
      (statics[member] ?? []).filter { candidate in
        let type = candidate.type.split(separator: ".")
        return type.count >= typePath.count && type.suffix(typePath.count).elementsEqual(typePath)
      }.map { ref(file, $0.index) }
    }
  }

  /// The references whose files share the longest folder path with file `file`.
  func nearest(_ refs: [DeclarationRef], to file: Int) -> [DeclarationRef] {
    guard refs.count > 1 else { return refs }
    let shared = refs.map { sharedFolders(files[file].path, files[$0.file].path) }
    let best = shared.max() ?? 0
    return zip(refs, shared).filter { $0.1 == best }.map(\.0)
  }

  /// The answer to `question`: `nearest(_:to:)` of what `found` gives for every file that may
  /// declare the type `type`, reading only as far as it must: the candidates a level of shared
  /// folders at a time, the first level where `found` gives anything being the answer. What a file
  /// declares under `name` (`type`'s simple name) is kept in `cache`.
  private func nearest<Value>(
    _ question: Question, of type: String, _ name: String, from file: Int,
    _ cache: Reads<Value>, _ declared: (FileDeclarations) -> Value, found: (Int, Value) -> [DeclarationRef]
  ) -> [DeclarationRef] {
    if let known = lock.withLock({ answers[question] }) { return known }
    var answer: [DeclarationRef] = []
    for level in levels(of: type, from: file) {
      answer = zip(level, read(level, name, cache, declared)).flatMap(found)
      if !answer.isEmpty { break }
    }
    lock.withLock { answers[question] = answer }
    return answer
  }

  /// The files that may declare the type `name`, grouped by how many folders they share with file
  /// `file`, most first, in file order within a group.
  private func levels(of name: String, from file: Int) -> [[Int]] {
    let key = Level(name: name, file: file)
    if let known = lock.withLock({ levels[key] }) { return known }
    let candidates = files(declaringType: name).filter { sees(from: file, $0) }
    var byShared: [Int: [Int]] = [:]
    // Most names have one candidate, a level of its own whatever the folders.
    for candidate in candidates where candidates.count > 1 {
      byShared[sharedFolders(files[file].path, files[candidate].path), default: []].append(candidate)
    }
    let made = candidates.count == 1 ? [candidates] : byShared.sorted { $0.key > $1.key }.map(\.value)
    lock.withLock { levels[key] = made }
    return made
  }

  /// What each file of `list` declares under `name`, as `declared` reads it: parsed and read once,
  /// then kept in `cache`.
  private func read<Value>(
    _ list: [Int], _ name: String, _ cache: Reads<Value>, _ declared: (FileDeclarations) -> Value
  ) -> [Value] {
    let (read, known) = lock.withLock {
      let read = cache.named(name)
      return (read, list.map { read.byFile[$0] })
    }
    let missing = zip(list, known).filter { $0.1 == nil }.map(\.0)
    guard !missing.isEmpty else { return known.map { $0! } }
    parse(missing)
    let values = missing.map { declared(FileDeclarations(tree: files[$0].tree)) }
    return lock.withLock {
      for (file, value) in zip(missing, values) { read.byFile[file] = value }
      return list.map { read.byFile[$0]! }
    }
  }

  /// The functions named `name` of the type `type` in the files that file `file`'s workspace sees.
  private func functions(named name: String, ofType type: String, seenFrom file: Int) -> [DeclarationRef] {
    let key = Level(name: "\(type) func \(name)", file: workspaces[file] ?? -1)
    if let known = lock.withLock({ functions[key] }) { return known }
    let list = common(files(declaring: type, in: skimmed), files(declaring: name, in: skimmedFunctions)).filter {
      sees(from: file, $0)
    }
    let found = zip(list, read(list, type, members, { $0.members(ofType: type) })).flatMap { file, members in
      (members[name] ?? []).filter { files[file].tree.declarations[$0].kind == .function }.map { ref(file, $0) }
    }
    lock.withLock { functions[key] = found }
    return found
  }

  /// The workspace of file `file`, by its index among the workspaces' folders, if any.
  func workspace(of file: Int) -> Int? { workspaces[file] }

  /// Whether code in file `file` may mean a declaration of file `other`: one of its own workspace,
  /// or of none, or any when it is in none.
  private func sees(from file: Int, _ other: Int) -> Bool {
    workspaces[file] == nil || workspaces[other] == nil || workspaces[file] == workspaces[other]
  }

  private func ref(_ file: Int, _ index: Int) -> DeclarationRef { DeclarationRef(file: file, index: index) }

  /// Parses the files of `list`, with every thread that needs some of them meanwhile taking the
  /// ones no other thread is parsing: a name many files extend (`L10n`) costs hundreds of parses,
  /// which threads waiting for it would otherwise make one after the other.
  private func parse(_ list: [Int]) {
    for file in list { files[file].parseUnlessStarted() }
    for file in list { _ = files[file].tree }
  }

  /// The files that may declare the type `name`, in order. A qualified name (`L10n.Alert`) is
  /// declared only where every one of its names is (`enum L10n { enum Alert`, `extension
  /// L10n.Alert`), not in the hundred files that extend a model type `Alert`.
  private func files(declaringType name: String) -> [Int] {
    // Nearly every name has no dot, and splitting one by `Character`s is what costs.
    guard name.utf8.contains(UInt8(ascii: ".")) else { return files(declaring: name, in: skimmed) }
    let names = name.split(separator: ".", omittingEmptySubsequences: false)
    guard names.count > 1, names.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(ASCIIWords.isWordByte) }) else {
      return files(declaring: name, in: skimmed)
    }
    return names.dropLast().reduce(files(declaring: name, in: skimmed)) { list, outer in
      common(list, files(declaring: String(outer), in: skimmed))
    }
  }

  /// The files of both ascending lists, in order.
  private func common(_ a: [Int], _ b: [Int]) -> [Int] {
    var both: [Int] = []
    var (i, j) = (0, 0)
    while i < a.count && j < b.count {
      if a[i] < b[j] {
        i += 1
      } else if a[i] > b[j] {
        j += 1
      } else {
        both.append(a[i])
        (i, j) = (i + 1, j + 1)
      }
    }
    return both
  }

  /// The files that may declare a type (or with `skimmedFunctions`, a function) named `name`, in
  /// order.
  private func files(declaring name: String, in skimmed: [Int: [Int]]) -> [Int] {
    guard let key = TypeNameSkim.key(of: name) else { return Array(files.indices) }
    guard let skimmed = skimmed[key] else { return unskimmed }
    return unskimmed.isEmpty ? skimmed : merged(skimmed, unskimmed)
  }

  /// The files of two ascending lists with none in common, in order.
  private func merged(_ a: [Int], _ b: [Int]) -> [Int] {
    var both: [Int] = []
    both.reserveCapacity(a.count + b.count)
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i] < b[j]) {
        both.append(a[i])
        i += 1
      } else {
        both.append(b[j])
        j += 1
      }
    }
    return both
  }

  /// What the files read so far declare under one name, by file.
  private final class Read<Value> {
    var byFile: [Int: Value] = [:]
  }

  /// The reads of one kind (types, members or statics), by name.
  private final class Reads<Value> {
    private var byName: [String: Read<Value>] = [:]

    /// The read under `name`, made empty on first use.
    func named(_ name: String) -> Read<Value> {
      if let read = byName[name] { return read }
      let read = Read<Value>()
      byName[name] = read
      return read
    }
  }

  /// The members of a type as a file sees them, read a level of candidates at a time: by name,
  /// those of the nearest level that has the name.
  private final class SeenMembers {
    let levels: [[Int]]
    var levelsRead = 0
    var members: [String: [DeclarationRef]] = [:]

    init(levels: [[Int]]) { self.levels = levels }
  }

  /// A lookup and the file that makes it.
  private struct Question: Hashable {
    enum Kind: Hashable {
      case type
      case staticMember
    }
    let kind: Kind
    let name: String
    let file: Int

    init(_ kind: Kind, _ name: String, from file: Int) {
      self.kind = kind
      self.name = name
      self.file = file
    }
  }

  private struct Level: Hashable {
    let name: String
    let file: Int
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
