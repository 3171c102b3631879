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
