import DialogFacts
import SwiftScan

/// The custom overlays of a file standing in for dialogs, read when the file is parsed:
/// `if showAlert { … }` directly inside a `ZStack` or an `.overlay { … }`, holding buttons, where
/// the Boolean's name says alert, dialog, popup, modal or sheet. An overlay marked
/// `.accessibilityAddTraits(.isModal)` is taken as made accessible on purpose, and preview code
/// never ships.
struct FauxDialogSites: Sendable {
  static let dialogWords = ["alert", "dialog", "popup", "modal", "sheet"]

  /// One overlay: its `if`, its condition as written, the container's name and the `}` that
  /// closes the `if`.
  struct Site: Sendable {
    let ifToken: Int
    let condition: String
    let container: Int
    let close: Int
  }

  let sites: [Site]

  /// No overlays: a file that spells no dialog word.
  static let none = FauxDialogSites(sites: [])

  private init(sites: [Site]) { self.sites = sites }

  init(_ tree: SyntaxTree, structure: FileStructure) {
    var sites: [Site] = []
    for k in tree.tokens.indices where tree.tokens[k].word == .if {
      // `if showAlert {`, `if viewModel.isPopupVisible {`
      var end = k + 1
      var name: String? = nil
      while tree.isName(end) && !tree.token(end, is: "let") && !tree.token(end, is: "case") {
        name = tree.name(end)
        guard tree.kind(end + 1) == .period else { break }
        end += 2
      }
      guard let condition = name, tree.kind(end + 1) == .leftBrace, tree.blockKinds[end + 1] == .statement,
        let bodyClose = tree.partner(of: end + 1)
      else { continue }
      let lowered = condition.lowercased()
      guard Self.dialogWords.contains(where: lowered.holds) else { continue }
      guard let container = tree.enclosingBracket(of: k), tree.kind(container) == .leftBrace,
        tree.blockKinds[container] == .closure, let owner = tree.owner(ofClosure: container),
        SwiftUIVocabulary.layeringContainers.contains(tree.text(owner.call))
      else { continue }
      let holdsButton = ((end + 2)..<bodyClose).contains { t in
        tree.isName(t) && tree.text(t).hasSuffix("Button") && tree.kind(t - 1) != .period
          && (tree.kind(t + 1) == .leftParen || tree.kind(t + 1) == .leftBrace)
      }
      let markedModal = ((end + 2)..<bodyClose).contains { t in
        tree.token(t, is: "isModal") && tree.kind(t - 1) == .period
      }
      guard holdsButton, !markedModal, !structure.isInPreview(k, in: tree) else { continue }
      sites.append(
        Site(ifToken: k, condition: tree.text((k + 1)..<(end + 1)), container: owner.call, close: bodyClose))
    }
    self.sites = sites
  }
}
