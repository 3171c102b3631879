import DialogFacts
import SourceText
import SwiftScan

/// What the model reads of one file: its syntax tree and the facts every later question about the
/// file starts from, all made once, when the file is parsed. A class, as the model asks for it
/// thousands of times a scan: a reader holds one reference, not a copy of each table.
final class FileSyntax: Sendable {
  let tree: SyntaxTree
  let structure: FileStructure
  let layout: FileLayout
  let lines: LineTable
  /// Its calls named like a dialog modifier and its overlays posing as dialogs, when the file may
  /// hold dialogs (`aliases` given).
  let dialogCalls: DialogCalls
  let fauxDialogs: FauxDialogSites
  /// Its `.onChange(of:)` modifiers.
  let changeHandlers: ChangeHandlers

  init(_ bytes: [UInt8], dialogAliases aliases: [String: Dialog.Kind]? = nil) {
    let tree = SyntaxTree(bytes)
    let structure = FileStructure(tree)
    self.tree = tree
    self.structure = structure
    lines = LineTable(bytes)
    layout = FileLayout(tree, lines: lines)
    dialogCalls = aliases.map { DialogCalls(tree, structure: structure, aliases: $0) } ?? .none
    fauxDialogs = aliases == nil ? .none : FauxDialogSites(tree, structure: structure)
    changeHandlers = ChangeHandlers(tree)
  }

  /// Whether the file imports one of `modules`: imports come first, so up to its first declaration.
  func imports(_ modules: Set<String>) -> Bool {
    let end = min(tree.declarations.first?.start ?? tree.tokens.count, tree.tokens.count)
    return (0..<end).contains { k in
      tree.tokens[k].word == .import && k + 1 < tree.tokens.count && modules.contains(tree.text(k + 1))
    }
  }
}
