import DialogFacts
import SwiftScan

/// How a view is put together around a token: the modifier chain it stands in, the view the chain
/// starts with, and the closures of menus, rows, toolbars and dialogs that hold it.
extension SyntaxTree {
  /// The first token of the call or modifier named at `name`: its `.` when it is a link.
  func linkStart(_ name: Int) -> Int { kind(name - 1) == .period ? name - 1 : name }

  /// The links of the modifier chain that holds the link named at `token`.
  func chain(around token: Int) -> [Call] {
    let k = chainBase(of: token)
    guard let base = call(at: k) else { return chain(after: k + 1) }
    return chain(after: base.end)
  }

  /// The tokens of the view a modifier chain starts with (`HStack { … }`), from the link named at
  /// `token`; nil where the chain starts with no call.
  func chainBaseView(of token: Int) -> Range<Int>? {
    let k = chainBase(of: token)
    return call(at: k).map { k..<$0.end }
  }

  /// The name of the view a modifier chain starts with, from the link named at `token`.
  func chainBase(of token: Int) -> Int {
    var k = token
    // Walk back over `.link(…) { … }` to the start of the chain.
    while kind(k - 1) == .period {
      var end = k - 2
      // Directive lines between links: only a link that starts a line can follow one.
      if tokens[k - 1].startsLine {
        while kind(end)?.isConditionalDirective == true || (kind(end) != nil && isInDirectiveLine(end)) {
          end -= 1
        }
      }
      guard end >= 0 else { break }
      var start = end
      while let closing = kind(start), closing == .rightBrace || closing == .rightParen || closing == .rightSquare,
        let open = partner(of: start)
      {
        start = open - 1
        // `} label: {`
        if kind(start) == .colon && isName(start - 1) && kind(start - 2) == .rightBrace { start -= 2 }
      }
      guard isName(start) else { break }
      k = start
    }
    return k
  }

  /// Whether `index` is part of a `#if`/`#elseif` condition line.
  private func isInDirectiveLine(_ index: Int) -> Bool {
    var k = index
    while k >= 0 && !tokens[k].startsLine { k -= 1 }
    return k >= 0 && (kind(k) == .poundIf || kind(k) == .poundElseif) && directiveLineEnd(k) > index
  }

  /// `LongPressGesture().onEnded { … }`: a gesture value handed to a modifier, which is the
  /// control's link.
  func isGestureValue(_ name: Int) -> Bool {
    guard kind(name - 2) == .rightParen, let open = partner(of: name - 2) else { return false }
    return text(open - 1).hasSuffix("Gesture")
  }

  /// The `{` of the innermost closure around `token` handed to a call named in `names`.
  func enclosingClosure(of token: Int, ownedBy names: Set<String>) -> Int? {
    var found: Int? = nil
    forEachEnclosingClosure(of: token) { open, owner in
      if names.contains(text(owner.call)) { found = open }
      return found == nil
    }
    return found
  }

  /// Whether the control at `token` is built in a `.toolbar { … }` or one of its items.
  func isInToolbar(_ token: Int) -> Bool {
    var found = false
    forEachEnclosingClosure(of: token) { _, owner in
      found = [.toolbar, .toolbarItem, .toolbarItemGroup].contains { self.token(owner.call, is: $0) }
      return !found
    }
    return found
  }

  /// The `Menu`, or the `.contextMenu`/`.swipeActions` of a row, whose item the button at `token`
  /// is, and its name token: the item disappears with it. `ownHolder` says which of those a call of
  /// app's own modifier is (`.macContextMenu { … }`), if any.
  func holder(of token: Int, ownHolder: (Call) -> Trigger.Holder?) -> (Trigger.Holder, Int)? {
    var found: (Trigger.Holder, Int)? = nil
    forEachEnclosingClosure(of: token) { _, owner in
      let name = text(owner.call)
      let legacyMenu: Trigger.Holder? = name == .menuButton ? .menu : nil
      if let holder = Trigger.Holder(rawValue: name) ?? legacyMenu ?? ownModifierHolder(owner.call, ownHolder) {
        // A menu in a row's swipe actions or context menu goes with them: the row stays.
        if found == nil || holder.isRowModifier { found = (holder, owner.call) }
        return !holder.isRowModifier
      }
      return SwiftUIVocabulary.groupingViews.contains(name) || name == .forEach
    }
    return found
  }

  /// The modifier chain of the control that holds the button at `token` in a menu, toolbar item
  /// or swipe action; empty for other buttons.
  func holderLinks(of token: Int, ownHolder: (Call) -> Trigger.Holder?) -> [Call] {
    var links: [Call]? = nil
    forEachEnclosingClosure(of: token) { _, owner in
      let name = text(owner.call)
      // As `holder(of:)` goes: a menu in a row's swipe actions or context menu goes with them.
      if SwiftUIVocabulary.rowItemModifiers.contains(name)
        || ownModifierHolder(owner.call, ownHolder)?.isRowModifier == true
      {
        links = chain(around: owner.call)
        return false
      }
      if SwiftUIVocabulary.itemHolders.contains(name) {
        if links == nil { links = chain(afterCallAt: owner.call) }
        return true
      }
      return SwiftUIVocabulary.groupingViews.contains(name) || name == .forEach
    }
    return links ?? []
  }

  /// What `ownHolder` says of the modifier named at `name`, when it is a link of a name SwiftUI
  /// does not give (`.macContextMenu { … }`): the row modifier it stands for, if any.
  func ownModifierHolder(_ name: Int, _ ownHolder: (Call) -> Trigger.Holder?) -> Trigger.Holder? {
    guard kind(name - 1) == .period, SwiftUIName(rawValue: text(name)) == nil, let call = call(at: name) else {
      return nil
    }
    return ownHolder(call).flatMap { $0.isRowModifier ? $0 : nil }
  }

  /// The row modifier (`contextMenu`, `swipeActions`) that the function declared at `index` hands
  /// one of its parameters to as it is (`contextMenu(menuItems: menuItems)`, `.swipeActions {
  /// actions() }`): what its callers write in that closure are a row's items. Nil for any other,
  /// and for the menu of a list's selected rows (`forSelectionType:`).
  func rowModifierHandingParameter(ofFunction index: Int) -> Trigger.Holder? {
    let declaration = declarations[index]
    guard declaration.kind == .function, let open = declaration.parameters, let body = declaration.body,
      let close = partner(of: body)
    else { return nil }
    let parameters = Set(parameters(in: open).map { name($0.name) })
    for k in (body + 1)..<close {
      guard let holder = Trigger.Holder(rawValue: text(k)), holder.isRowModifier, let call = call(at: k),
        argument(call, labelled: "forSelectionType") == nil
      else { continue }
      let handsArgument = call.arguments.contains {
        $0.value.count == 1 && parameters.contains(text($0.value.lowerBound))
      }
      let handsClosure = call.trailingClosures.contains { closure in
        guard let end = partner(of: closure.open) else { return false }
        let inside = (closure.open + 1)..<end
        return inside.count == 3 && parameters.contains(text(inside.lowerBound))
          && kind(inside.lowerBound + 1) == .leftParen
          && kind(inside.lowerBound + 2) == .rightParen
      }
      if handsArgument || handsClosure { return holder }
    }
    return nil
  }

  /// Whether token `k` stands in a closure or argument list of a control, row, item or label
  /// (`Button { … }`, `Section(header: …)`), up to the modal's content.
  func standsInNonTitleHolder(_ k: Int) -> Bool {
    var inner = k
    while let open = enclosingBracket(of: inner) {
      inner = open
      let holder: String? =
        switch kind(open) {
        case .leftParen?: isName(open - 1) ? text(open - 1) : nil
        case .leftBrace?: owner(ofClosure: open).map { text($0.call) }
        default: nil
        }
      guard let holder else { continue }
      if SwiftUIVocabulary.nonTitleHolders.contains(holder) { return true }
      if SwiftUIVocabulary.presentationModifiers.contains(holder) { return false }
    }
    return false
  }

  /// The generic parameters constrained to `View` in a declaration's header (`<Label: View>`,
  /// `where Content: View`).
  func viewGenerics(in header: Range<Int>) -> Set<String> {
    var names: Set<String> = []
    for k in header where kind(k) == .identifier && kind(k + 1) == .colon && token(k + 2, is: .view) {
      names.insert(text(k))
    }
    return names
  }

  /// Whether `statements` are `EmptyView()` alone.
  func isEmptyView(_ statements: [Range<Int>]) -> Bool {
    guard statements.count == 1, let statement = statements.first else { return false }
    let first = skippingReturn(statement.lowerBound)
    return token(first, is: .emptyView) && kind(first + 1) == .leftParen && first + 3 == statement.upperBound
  }

  /// A statement of a view builder (not an argument, not a value in an expression).
  func isViewPosition(_ k: Int) -> Bool {
    guard let previous = kind(k - 1) else { return true }
    if previous == .colon && isCaseLabel(k - 1) { return true }
    if tokens[k].startsLine {
      return previous != .period && previous != .equal && previous != .binaryOperator && previous != .comma
        && previous != .colon && previous != .leftParen
    }
    return previous == .leftBrace || previous == .semicolon || tokens[k - 1].word == .in
      || tokens[k - 1].word == .return
  }

  /// The parts of a `NavigationLink` at `k`: its label (a closure, when written as one) and where
  /// the call ends; nil when it has no destination to skip.
  func navigationDestination(at k: Int) -> (label: Range<Int>?, end: Int)? {
    guard let call = call(at: k) else { return nil }
    if argument(call, labelled: "destination") != nil {
      let label = closure(call, labelled: "label") ?? closure(call, labelled: nil)
      return (label.flatMap { open in partner(of: open).map { (open + 1)..<$0 } }, call.end)
    }
    guard closure(call, labelled: nil) != nil, argument(call, labelled: "value") == nil else { return nil }
    // `NavigationLink("Title") { Destination() }`: the title is the label.
    guard let label = closure(call, labelled: "label"), let close = partner(of: label) else {
      return call.firstUnlabelledArgument != nil ? (nil, call.end) : nil
    }
    return ((label + 1)..<close, call.end)
  }

  /// How a `ForEach` row (the call `call` over `data`, its content closure opened at `open`) names
  /// its element and the element's identifier, or why it cannot be read.
  func forEachRow(_ call: Call, data: Range<Int>, closure open: Int) -> Result<RowSyntax, RowProblem> {
    guard let signatureEnd = closureSignatureEnd(open) else {
      return .failure(RowProblem(reason: "the trigger's ForEach row has no element name to return focus to"))
    }
    let names = ((open + 1)..<(signatureEnd - 1)).filter { kind($0) != .leftParen && kind($0) != .rightParen }
    guard names.count == 1, let element = names.first, kind(element) == .identifier else {
      return .failure(RowProblem(reason: "the trigger's ForEach row has no element name to return focus to"))
    }
    let isRange = data.contains { text($0) == "..<" || text($0) == "..." } || text(data).hasSuffix(".indices")
    var idPath = isRange ? "" : ".id"
    let explicitID = argument(call, labelled: "id")
    if let id = explicitID {
      let written = text(id.value)
      guard written.hasPrefix("\\."),
        written.dropFirst(2).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
      else {
        return .failure(
          RowProblem(reason: "the trigger's ForEach row is identified by an expression dialoglint cannot read"))
      }
      idPath = written == "\\.self" ? "" : String(written.dropFirst(1))
    }
    let property = skippingSelf(data.lowerBound)
    let dataName = property + 1 == data.upperBound && isName(property) ? name(property) : nil
    return .success(
      RowSyntax(
        element: name(element), idPath: idPath, hasExplicitID: explicitID != nil, isRange: isRange, data: dataName))
  }
}

/// How a `ForEach` row names its element: `item` of `{ item in`, the identifier's path from it
/// (`.id`, `.serialNumber`, empty for `\.self` and ranges), whether `id:` says it, whether the
/// data is a range of numbers, and the property the data is when it is one (`items`).
struct RowSyntax {
  var element: String
  var idPath: String
  var hasExplicitID: Bool
  var isRange: Bool
  var data: String?
}

/// Why a `ForEach` row cannot be read.
struct RowProblem: Error {
  var reason: String
}

/// The modifiers of a call, and the rows a closure builds.
extension SyntaxTree {
  /// The tokens of the call named at `name`, from the name to its last argument or closure.
  func callExtent(at name: Int) -> Range<Int>? { call(at: name).map { name..<$0.end } }

  /// The modifiers after the call named at `name` (`Button(…).help(…)` → `help`); none when no
  /// call is named there.
  func chain(afterCallAt name: Int) -> [Call] { call(at: name).map { chain(after: $0.end) } ?? [] }

  /// The modifiers after `call` up to the first `#if` between them, whose other side may not
  /// hold the ones after it.
  func chainBeforeDirective(after call: Call) -> [Call] {
    Array(
      chain(after: call.end).prefix { link in
        !(call.end..<link.name).contains { kind($0)?.isConditionalDirective == true }
      })
  }

  /// The name of the view the modifier chain around `token` is attached to (`HStack` of
  /// `HStack { … }.onTapGesture { … }`).
  func chainBaseName(of token: Int) -> String { text(chainBase(of: token)) }

  /// Whether the modifier chain around `token` makes its view one accessibility element.
  func isOneElement(chainAround token: Int) -> Bool {
    chain(around: token).contains { self.token($0.name, is: .accessibilityElement) }
  }

  /// The one argument of the `.accessibilityLabel(…)` among `call`'s modifiers, if any.
  func spokenLabel(of call: Call) -> Range<Int>? {
    guard let spoken = chain(after: call.end).first(where: { token($0.name, is: .accessibilityLabel) }),
      spoken.arguments.count == 1, let argument = spoken.arguments.first
    else { return nil }
    return argument.value
  }

  /// The `Menu`, or the `.contextMenu`/`.swipeActions` of a row, that the call named at `name` is.
  func holder(called name: Int) -> Trigger.Holder? { Trigger.Holder(rawValue: text(name)) }

  /// The call that builds a row for each element of its data from the closure `owner` owns
  /// (`ForEach(items) { … }`, `List(items) { … }`, not a labelled closure), and that data.
  func rowBuilder(owning owner: ClosureOwner) -> (call: Call, data: Range<Int>)? {
    let name = text(owner.call)
    guard name == .forEach || name == .list, owner.label == nil, let call = call(at: owner.call),
      let data = call.firstUnlabelledArgument
    else { return nil }
    return (call, data.value)
  }

  /// Whether the closure `owner` owns builds what shows once per row or only while a menu is
  /// open: a `ForEach`, a `List` of data, a `Menu`, a row's context menu or swipe actions.
  func buildsRowsOrMenuItems(_ owner: ClosureOwner) -> Bool {
    let name = text(owner.call)
    // `List(items) { item in … }` builds rows; `List { … }` lists what it holds once.
    let isDataList = name == .list && call(at: owner.call)?.firstUnlabelledArgument != nil
    return name == .forEach || isDataList || Trigger.Holder(rawValue: name) != nil
  }
}
