import Foundation
import SwiftScan

/// One scanned Swift file.
public struct SourceFile: Sendable {
  /// The path as the user gave it (relative when the input was relative).
  public let path: String
  public let tree: SyntaxTree

  public init(path: String, tree: SyntaxTree) {
    self.path = path
    self.tree = tree
  }
}

/// A declaration in a scanned file.
public struct DeclarationRef: Sendable, Hashable {
  public var file: Int
  public var index: Int

  public init(file: Int, index: Int) {
    self.file = file
    self.index = index
  }
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
  public let index: TypeIndex
  public let strings: LocalizationTable
  public let options: ModelOptions
  /// No file imports UIKit and some import AppKit: a Mac app, where text does not grow with
  /// Dynamic Type and sheets are never swiped away.
  public let isMacOnly: Bool
  /// What each view type's content holds, made once and shared by every file's analysis.
  let summaries = SummaryCache()

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

  public func tree(_ file: Int) -> SyntaxTree { files[file].tree }

  public func declaration(_ ref: DeclarationRef) -> Declaration { files[ref.file].tree.declarations[ref.index] }
}

/// The content summaries of view types, shared across the threads that analyse files. A summary
/// depends only on the source, so a race at worst computes one twice.
final class SummaryCache: @unchecked Sendable {
  private let lock = NSLock()
  private var summaries: [DeclarationRef: ContentWalker.Summary] = [:]

  func summary(of key: DeclarationRef, _ make: () -> ContentWalker.Summary) -> ContentWalker.Summary {
    lock.lock()
    if let known = summaries[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = make()
    lock.lock()
    summaries[key] = made
    lock.unlock()
    return made
  }
}

/// The types, extensions and members of every scanned file, by name.
public struct TypeIndex: Sendable {
  /// Types and extensions by simple name (`Inner`) and by qualified name (`Outer.Inner`).
  public private(set) var types: [String: [DeclarationRef]] = [:]
  /// Members by the simple name of their type, then by member name (extensions included).
  public private(set) var members: [String: [String: [DeclarationRef]]] = [:]
  /// Static members by every dotted suffix of their path of at least two names
  /// (`L10n.Alert.ok` and `Alert.ok`).
  public private(set) var staticMembers: [String: [DeclarationRef]] = [:]
  /// The folders of each file's path, to tell apart types of one name in different apps or packages.
  private var folders: [[Substring]] = []

  init(_ files: [SourceFile]) {
    folders = files.map { $0.path.split(separator: "/").dropLast().filter { $0 != "." } }
    for (fileIndex, file) in files.enumerated() {
      let tree = file.tree
      var qualifiedNames: [String?] = []
      qualifiedNames.reserveCapacity(tree.declarations.count)
      for (index, declaration) in tree.declarations.enumerated() {
        let ref = DeclarationRef(file: fileIndex, index: index)
        let name = declaration.hasName ? tree.text(declaration.name..<declaration.nameEnd) : nil
        let parentName = declaration.parent.flatMap { qualifiedNames[$0] }
        var qualified: String? = nil
        if let name {
          qualified = declaration.kind == .extension || parentName == nil ? name : "\(parentName!).\(name)"
        }
        qualifiedNames.append(declaration.isType ? qualified : nil)
        if declaration.isType, let name, let qualified {
          let simple = String(name.split(separator: ".").last ?? Substring(name))
          types[simple, default: []].append(ref)
          if qualified != simple { types[qualified, default: []].append(ref) }
        } else if let name, let parent = declaration.parent, let parentName = qualifiedNames[parent] {
          let owner = String(parentName.split(separator: ".").last ?? Substring(parentName))
          members[owner, default: [:]][name, default: []].append(ref)
          if declaration.isStatic || declaration.kind == .enumCase || tree.declarations[parent].kind == .enum {
            let path = parentName.split(separator: ".").map(String.init) + [name]
            for start in 0..<(path.count - 1) {
              staticMembers[path[start...].joined(separator: "."), default: []].append(ref)
            }
          }
        }
      }
    }
  }

  /// The declarations of the type `name` (and its extensions) that code in file `file` means: of
  /// several types with one name in different apps or packages, those in the folders nearest to it.
  public func declarations(ofType name: String, from file: Int) -> [DeclarationRef] {
    nearest(types[name] ?? [], to: file)
  }

  /// The members named `member` of the type `type` as seen from file `file`, from its declaration
  /// and extensions.
  public func members(named member: String, ofType type: String, from file: Int) -> [DeclarationRef] {
    nearest(members[type]?[member] ?? [], to: file)
  }

  /// All members of the type `type` as seen from file `file`, by name.
  public func members(ofType type: String, from file: Int) -> [String: [DeclarationRef]] {
    (members[type] ?? [:]).mapValues { nearest($0, to: file) }.filter { !$0.value.isEmpty }
  }

  /// The static member at a dotted path (`L10n.ok`) as seen from file `file`.
  public func staticMembers(at path: String, from file: Int) -> [DeclarationRef] {
    nearest(staticMembers[path] ?? [], to: file)
  }

  /// The references whose files share the longest folder path with file `file`.
  func nearest(_ refs: [DeclarationRef], to file: Int) -> [DeclarationRef] {
    guard refs.count > 1 else { return refs }
    let base = folders[file]
    func shared(_ ref: DeclarationRef) -> Int {
      zip(base, folders[ref.file]).prefix { $0 == $1 }.count
    }
    let best = refs.map(shared).max() ?? 0
    return refs.filter { shared($0) == best }
  }
}
