import SwiftScan

/// Where controls stand in a view's code: how many it shows at once, and in what kind of holder.
extension SyntaxTree {
  /// Whether the code at `index` is in the content of a toolbar item above the keyboard.
  func isInKeyboardItem(_ index: Int) -> Bool {
    var found = false
    forEachEnclosingClosure(of: index) { _, owner in
      if self.token(owner.call, is: .toolbarItem) || self.token(owner.call, is: .toolbarItemGroup),
        let call = self.call(at: owner.call), let placement = argumentText(call, labelled: "placement")
      {
        found = SwiftUIVocabulary.keyboardPlacements.contains(placement)
      }
      return !found
    }
    return found
  }

  /// The controls the code of `range` writes (`Button(…)`, `Toggle(…)`, …) and shows at once: a
  /// menu's items not counted, and a row's swipe actions and the cases of one `switch` each
  /// counting as one, once across the ranges that share `countedOnce`.
  func controlCount(in range: Range<Int>, countedOnce: inout Set<Int>) -> Int {
    var count = 0
    for k in range
    where (kind(k + 1) == .leftParen || kind(k + 1) == .leftBrace) && isBareName(k)
      && SwiftUIVocabulary.focusableControls.contains(text(k))
    {
      // A menu's items are not on screen: the menu is the one control. A row's swipe actions
      // and context menu are the row's: the row is one control, whatever they hold.
      var holder: (open: Int, isRow: Bool)? = nil
      forEachEnclosingClosure(of: k) { open, owner in
        guard range.contains(open) else { return false }
        let name = text(owner.call)
        if name == .menu || SwiftUIVocabulary.rowItemModifiers.contains(name) {
          holder = (owner.call, name != .menu)
        }
        return holder == nil
      }
      if let holder {
        if holder.isRow, countedOnce.insert(holder.open).inserted { count += 1 }
        continue
      }
      var bracket = enclosingBracket(of: k)
      while let open = bracket, range.contains(open), !(kind(open) == .leftBrace && isSwitchBody(open)) {
        bracket = enclosingBracket(of: open)
      }
      if let open = bracket, range.contains(open) {
        if countedOnce.insert(open).inserted { count += 1 }
      } else {
        count += 1
      }
    }
    return count
  }

  /// The names `range` spells bare (not as another value's member), in order.
  func bareNames(in range: Range<Int>) -> [String] { range.filter { isName($0) && isBareName($0) }.map(name) }

  /// The names `range` calls bare (`AsyncButton(`), as written, in order.
  func calledBareNames(in range: Range<Int>) -> [String] {
    range.filter { kind($0 + 1) == .leftParen && isBareName($0) && isName($0) }.map { text($0) }
  }

  /// The stack (`HStack`) a member's body opened at `open` builds as its one view, when nothing
  /// makes it one accessibility element.
  func groupingView(builtByBody open: Int) -> String? {
    let first = tokens[open + 1].word == .return ? open + 2 : open + 1
    guard SwiftUIVocabulary.groupingViews.contains(text(first)), let call = call(at: first),
      statements(in: open).count == 1,
      !chain(after: call.end).contains(where: { token($0.name, is: .accessibilityElement) })
    else { return nil }
    return text(first)
  }

  /// `.accessibilityFocused($name)` or `.accessibilityFocused($name, equals: .value)`, `self.$name`
  /// as well: the focus state's name and the value written, if any.
  func focusBinding(_ link: Call) -> (name: String, value: String?)? {
    guard token(link.name, is: .accessibilityFocused), let first = link.arguments.first,
      case let projection = skippingSelf(first.value.lowerBound), projection + 1 == first.value.upperBound,
      kind(projection) == .identifier
    else { return nil }
    let written = text(projection)
    guard written.hasPrefix("$"), written.count > 1 else { return nil }
    return (String(written.dropFirst()), argumentText(link, labelled: "equals"))
  }
}

/// A control's call (`Button("Delete") { … }`, `PillButton(title: …)`, a `Menu`, a row's
/// `.contextMenu`), as the trigger finder reads it: where it stands and ends, where its label is
/// written, and what its modifiers say of it. The parser's call stays inside this stage.
struct ControlCall {
  private let tree: SyntaxTree
  private let call: Call

  init(_ call: Call, in tree: SyntaxTree) {
    self.tree = tree
    self.call = call
  }

  /// The token of the control's name.
  var name: Int { call.name }
  /// The call's last token, with its trailing closures: where a modifier is added after it.
  var end: Int { call.end }
  /// The title it is handed first, without a label (`Button("Delete")`).
  var title: Range<Int>? { call.firstUnlabelledArgument?.value }
  /// The closure that draws its label (`label:`, or the trailing one after `action:`).
  var labelClosure: Int? { tree.labelClosure(of: call) }
  /// The `title:` or `label:` value handed to an app's own view named `…Button`.
  var appButtonTitle: Range<Int>? { tree.appButtonTitle(call) }
  /// The one argument of an `.accessibilityLabel(…)` among its modifiers.
  var spokenLabel: Range<Int>? { tree.spokenLabel(of: call) }
  /// The SF Symbol its label closure shows when it shows no words.
  var symbol: String? { tree.symbolName(ofIconButton: call) }
  /// Whether it is `.contextMenu(forSelectionType:…)`: the menu of a list's selected rows.
  var isSelectionMenu: Bool { tree.argument(call, labelled: "forSelectionType") != nil }
  /// The type's own names its `.disabled(…)` reads (`entries` of `.disabled(entries.isEmpty)`):
  /// an action that sets one may leave it dimmed.
  var disablingNames: Set<String> {
    guard let link = tree.chain(after: call.end).first(where: { tree.token($0.name, is: .disabled) }),
      let argument = link.arguments.first
    else { return [] }
    return tree.ownNames(in: argument.value)
  }
  /// The collections its `.disabled(…)` counts (`favorites` of
  /// `.disabled(session.account.favorites.isEmpty)`): a destructive action that names one may
  /// empty it.
  var disablingCollections: Set<String> {
    guard let link = tree.chain(after: call.end).first(where: { tree.token($0.name, is: .disabled) }),
      let argument = link.arguments.first
    else { return [] }
    return tree.countedCollections(in: argument.value)
  }
  /// Its modifiers up to the first `#if` between them, whose other side may not hold the ones after it.
  var modifiersBeforeDirective: [ControlCall] {
    tree.chainBeforeDirective(after: call).map { ControlCall($0, in: tree) }
  }

}

extension SyntaxTree {
  /// The control called at its name `token`; nil when no call is there.
  func control(at token: Int) -> ControlCall? { call(at: token).map { ControlCall($0, in: self) } }

  /// The parameter among `parameters` (of a function declared in `declaringTree`) that the call
  /// named at `token` hands the bare name `name` to, by its first such argument; nil when the
  /// call's arguments cannot be matched to the parameters or none of them is only `name`.
  func parameter(
    receiving name: String, inCallAt token: Int, of parameters: [Parameter], declaredIn declaringTree: SyntaxTree
  ) -> Int? {
    guard let call = call(at: token),
      let taking = declaringTree.parameters(takingArgumentsOf: call, in: self, parameters: parameters),
      let argument = call.arguments.indices.first(where: { isOnly(call.arguments[$0].value, name: name) })
    else { return nil }
    return taking[argument]
  }
}
