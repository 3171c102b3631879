import DialogFacts
import SwiftScan

/// The calls of a file named like a dialog modifier (`Dialog.Kind`) or a team's alias of one, in
/// source order, read when the file is parsed: each one a view's modifier, or a name that is not
/// one, with the reason.
///
/// `.alert(` is often not a modifier: an enum case (`case .alert(`), a reducer action
/// (`send(.alert(…))`), a static member (`Entry.alert(`), a declaration (`func alert(`). A real
/// modifier follows `)`, `}`, `]`, a value or a `#endif`, or is called bare inside a view
/// extension or modifier.
struct DialogCalls: Sendable {
  enum Site: Sendable {
    /// A view's modifier.
    case modifier(Modifier)
    /// The name at the token is no view's modifier, for the reason given.
    case notModifier(Int, reason: String)
  }

  /// A view's modifier named like a dialog, with what its arguments say.
  struct Modifier: Sendable {
    let kind: Dialog.Kind
    let call: Call
    /// Its name as written (`alert`, a team's `alert2`).
    let name: String
    /// Whether it is a team's alias rather than SwiftUI's own.
    let isAlias: Bool
    /// The labels of its arguments.
    let labels: Set<String>
    /// The argument that binds the dialog, if any.
    let binding: Binding?

    /// The argument that binds a dialog: `isPresented:`, `item:`, `error:` or `presenting:`, or a
    /// wrapper's first `$` argument, whatever its label (read as `isPresented:`).
    struct Binding: Sendable {
      let kind: Presentation.Kind
      let argument: Argument
      /// The value as written (`$showDelete`).
      let written: String
    }

    init(_ kind: Dialog.Kind, _ call: Call, isAlias: Bool, in tree: SyntaxTree) {
      self.kind = kind
      self.call = call
      name = tree.text(call.name)
      self.isAlias = isAlias
      let written = call.arguments.map { argument in argument.label.map(tree.text) }
      labels = Set(written.compactMap { $0 })
      let labelled = Presentation.Kind.allCases.lazy.compactMap { kind in
        written.firstIndex(of: kind.rawValue).map { (kind, call.arguments[$0]) }
      }.first
      // A value starts with `$` when its first token does.
      let wrapper =
        isAlias ? call.arguments.first { !$0.value.isEmpty && tree.text($0.value.lowerBound).hasPrefix("$") } : nil
      binding =
        (labelled
        ?? wrapper.map { argument in
          (argument.label.flatMap { Presentation.Kind(rawValue: tree.text($0)) } ?? .isPresented, argument)
        }).map { kind, argument in Binding(kind: kind, argument: argument, written: tree.text(argument.value)) }
    }
  }

  let sites: [Site]

  /// No calls: a file that spells no dialog word.
  static let none = DialogCalls(sites: [])

  private init(sites: [Site]) { self.sites = sites }

  init(_ tree: SyntaxTree, structure: FileStructure, aliases: [String: Dialog.Kind]) {
    var sites: [Site] = []
    for k in tree.tokens.indices where tree.tokens[k].kind == .identifier && tree.kind(k + 1) == .leftParen {
      // Compare bytes first: a string is made only for the few names that may be dialogs.
      let builtIn = Self.dialogKind(ofModifierAt: k, in: tree)
      guard let kind = builtIn ?? (aliases.isEmpty ? nil : aliases[tree.text(k)]) else { continue }
      guard Self.isModifier(k, in: tree, structure: structure) else {
        // A declaration of the name is no candidate; anything else is told why it is left out.
        if !tree.token(k - 1, is: "func") && !tree.token(k - 1, is: "case") {
          sites.append(.notModifier(k, reason: Self.reasonNotAModifier(k, in: tree)))
        }
        continue
      }
      guard let call = tree.call(at: k), call.openParen != nil else { continue }
      sites.append(.modifier(Modifier(kind, call, isAlias: builtIn == nil, in: tree)))
    }
    self.sites = sites
  }

  /// The dialog kind of the modifier named at token `k`, compared byte by byte.
  private static func dialogKind(ofModifierAt k: Int, in tree: SyntaxTree) -> Dialog.Kind? {
    let length = Int(tree.tokens[k].end - tree.tokens[k].start)
    guard length < SwiftUIVocabulary.kindsByLength.count else { return nil }
    return SwiftUIVocabulary.kindsByLength[length].first { tree.token(k, isName: $0.rawValue) }
  }

  /// Whether `call` has the labels of one of SwiftUI's legacy dialog modifiers
  /// (`SwiftUIVocabulary.legacyModifiers`): no title, a binding and content.
  static func hasLegacyLabels(_ call: Call, in tree: SyntaxTree) -> Bool {
    guard SwiftUIVocabulary.legacyModifiers.contains(where: { tree.token(call.name, isName: $0) }) else { return false }
    let labels = call.arguments.map { $0.label.map(tree.name) }
    let hasContent = labels.contains(SwiftUIVocabulary.legacyContentLabel) || call.trailingClosures.count == 1
    return hasContent && labels.allSatisfy { $0.map(SwiftUIVocabulary.legacyLabels.contains) ?? false }
  }

  private static func isModifier(_ k: Int, in tree: SyntaxTree, structure: FileStructure) -> Bool {
    // `content.alert(` and `self.alert(` are modifiers; `Entry.alert(` a static member, `.alert(` a case.
    switch tree.base(ofName: k) {
    case .value, .ownMember: return true
    case .type, .implicit: return false
    case .unqualified:
      // Bare `alert(…)`: the start of a statement inside a type that extends or modifies views.
      guard let previous = tree.kind(k - 1) else { return false }
      let startsStatement =
        tree.tokens[k].startsLine || previous == .leftBrace || previous == .semicolon || tree.token(k - 1, is: "return")
      guard startsStatement, !tree.token(k - 1, is: "func"),
        let type = structure.innermost(containing: k, in: tree, where: { $0.isType })
      else {
        return false
      }
      let declaration = tree.declarations[type]
      return declaration.kind == .extension
        || declaration.inheritance.contains { SwiftUIVocabulary.viewConformances.contains(tree.text($0)) }
    }
  }

  /// Why the name at `k`, spelled like a dialog modifier, is not taken for one.
  private static func reasonNotAModifier(_ k: Int, in tree: SyntaxTree) -> String {
    let before = tree.kind(k - 1) == .period ? k - 2 : k - 1
    let place = before >= 0 ? "after \"\(tree.text(before))\"" : "at the start of the file"
    return "not a view's modifier (\(place)): an enum case, a static member or another value's function"
  }
}
