import SwiftScan

/// What a dialog call's closures are and what code in a closure does to the names it touches:
/// sets them, removes through them, hands a row's element to them.
extension SyntaxTree {
  /// The tokens of a modal's `onDismiss`: its argument (none for `onDismiss: nil`), or in
  /// `.sheet(isPresented: $x) { … } content: { … }` the first trailing closure, which Swift hands
  /// to `onDismiss`.
  func onDismissValue(_ call: Call) -> Range<Int>? {
    if let argument = argument(call, labelled: "onDismiss") { return isNil(argument.value) ? nil : argument.value }
    guard closure(call, labelled: "content") != nil, let first = call.trailingClosures.first, first.label == nil,
      let close = partner(of: first.open)
    else { return nil }
    return first.open..<(close + 1)
  }

  /// Whether `value` is `nil` alone.
  func isNil(_ value: Range<Int>) -> Bool { value.count == 1 && tokens[value.lowerBound].word == .nil }

  /// The property a value reads (`bookToDelete`, `model.selection` of a `presenting:` argument),
  /// as a path.
  func propertyPath(_ value: Range<Int>) -> [String]? {
    guard let path = dottedPath(skippingSelfIn: value), path.call == nil else { return nil }
    return path.names
  }

  /// The type's own properties the closure opened at `open` sets to `element` alone (`selected`
  /// of `selected = book` and of `self.selected = book`).
  func propertiesSet(to element: String, inClosure open: Int) -> Set<String> {
    guard let close = partner(of: open) else { return [] }
    return Set(
      ((open + 3)..<close).compactMap { k in
        guard token(k, spells: element), kind(k - 1) == .equal, endOfExpression(from: k) == k + 1, isName(k - 2),
          base(ofName: k - 2).isOwn, ![.let, .var].contains(tokens[k - 3].word),
          !declaresLocally(element, at: k, inside: open)
        else { return nil }
        return name(k - 2)
      })
  }

  /// Whether the name `name` at token `k` is one the code inside the block opened at `open`
  /// declares around `k`, shadowing the type's: a `let` or `var` before it in a block that holds
  /// it (`if let clip`, `let clip = …`), or a parameter of a closure that holds it (`clip in`,
  /// `$clip in`).
  func declaresLocally(_ name: String, at k: Int, inside open: Int) -> Bool {
    let bare = name.hasPrefix("$") ? String(name.dropFirst()) : name
    var bracket = enclosingBracket(of: k)
    while let current = bracket, current > open {
      if let end = closureSignatureEnd(current),
        ((current + 1)..<end).contains(where: { token($0, spells: bare) || token($0, spells: "$" + bare) })
      {
        return true
      }
      bracket = enclosingBracket(of: current)
    }
    return ((open + 1)..<k).contains { d in
      [.let, .var].contains(tokens[d].word) && token(d + 1, spells: bare)
        && (enclosingBracket(of: d).flatMap { partner(of: $0) }.map { $0 > k } ?? true)
    }
  }

  /// Whether the closure opened at `open` sets `path` to `element` alone (`bookToDelete = book`).
  func sets(_ path: [String], to element: String, inClosure open: Int) -> Bool {
    guard let close = partner(of: open) else { return false }
    return ((open + 1)..<close).contains { k in
      guard let end = endOfPath(path, at: k), kind(end) == .equal else { return false }
      return token(end + 1, spells: element) && endOfExpression(from: end + 1) == end + 2
    }
  }

  /// The one parameter of the dialog's actions closure (`item` of `presenting: x) { item in`).
  func actionsParameter(_ call: Call) -> String? {
    guard let open = closure(call, labelled: "actions") ?? closure(call, labelled: nil),
      let end = closureSignatureEnd(open), end == open + 3, kind(open + 1) == .identifier
    else { return nil }
    return name(open + 1)
  }

  /// The first of `names` the code in `range` changes: hands on whole (`$selection`) or assigns
  /// (`selection = …`); not a member of one (`$model.query`), nor a name it declares
  /// (`if let topic = model.topic`).
  func firstChanged(of names: Set<String>, in range: Range<Int>) -> String? {
    range.lazy.compactMap { k -> String? in
      guard self.isName(k), self.kind(k - 1) != .period, self.kind(k + 1) != .period else { return nil }
      let name = self.name(k)
      if name.hasPrefix("$") { return names.contains(String(name.dropFirst())) ? String(name.dropFirst()) : nil }
      let declares = [.let, .var].contains(self.tokens[k - 1].word)
      return names.contains(name) && self.kind(k + 1) == .equal && !declares ? name : nil
    }.first
  }

  /// Whether the code in `body` calls a method `call` accepts on one of `paths` from the type's
  /// own names, or on what holds it: `bookmarks.removeAll { … }` and `self.list.delete(…)` for
  /// `bookmarks` and `list`; `model.items.append(…)` and `model.widget.addItem(…)` for
  /// `model.widget.items`.
  func calls(on paths: Set<[String]>, in body: Range<Int>, _ call: (String) -> Bool) -> Bool {
    body.contains { k in
      guard isName(k), base(ofName: k).isOwn else { return false }
      var along = paths.filter { $0[0] == name(k) }
      var (last, depth) = (k, 1)
      while !along.isEmpty && kind(last + 1) == .period && isName(last + 2) {
        last += 2
        if kind(last + 1) == .leftParen || kind(last + 1) == .leftBrace { return call(name(last)) }
        along = along.filter { depth < $0.count && $0[depth] == name(last) }
        depth += 1
      }
      return false
    }
  }

  /// The first of `names` whose method builds a view the block `body` shows, one of its
  /// statements (`updater` of `updater.announcementView()`), with the call as written up to its
  /// `(`: what the object builds may change it.
  func builder(among names: Set<String>, ofBlock body: Range<Int>) -> (name: String, call: String)? {
    statements(in: body.lowerBound).lazy.compactMap { statement -> (name: String, call: String)? in
      let k = self.skippingSelf(statement.lowerBound)
      guard self.isName(k), names.contains(self.name(k)), self.base(ofName: k).isOwn, self.kind(k + 1) == .period,
        self.isName(k + 2), self.kind(k + 3) == .leftParen
      else { return nil }
      return (self.name(k), "\(self.name(k)).\(self.name(k + 2))(…)")
    }.first
  }

  /// The block of the action of the control called at `name`: its `action:` closure, else its
  /// first trailing closure (`Button("Save") { … }`, `.onTapGesture { … }`), which after an
  /// `action:` argument is the label.
  func actionBlock(ofControlAt name: Int) -> Range<Int>? {
    guard let call = call(at: name) else { return nil }
    let open =
      argument(call, labelled: "action") == nil ? closure(call, labelled: nil) : closure(call, labelled: "action")
    return open.flatMap(block(openedAt:))
  }

  /// The names the code in `body` declares (`let items = …`, `for item in …`, `if let item`),
  /// which stand for its own values there, not the type's.
  func declaredNames(in body: Range<Int>) -> Set<String> {
    Set(body.filter { k in isName(k) && [.let, .var, .for].contains(tokens[k - 1].word) }.map(name))
  }

  /// Whether the code in `body` sets one of `names` (`= …`, `.toggle()`), or when not
  /// `settingThem`, removes through it: a call of a removing verb on it or with it
  /// (`model.removeCertificate()`, `delete(item)`), named after it (`clearHistory()`) or after all
  /// of something (`deleteAllAttachments()`), not any use (`session.saveVisitHistory()`).
  func uses(anyOf names: Set<String>, settingThem: Bool, in body: Range<Int>) -> Bool {
    func removing(_ k: Int) -> Bool { isName(k) && NameWords.removes(name(k)) }
    return body.contains { k in
      if !settingThem, isName(k), kind(k + 1) == .leftParen,
        NameWords.removesAll(name(k)) || names.contains(where: { NameWords.removes(name(k), named: $0) })
      {
        return true
      }
      guard namesOwn(anyOf: names, at: k) else { return false }
      if isAssigned(k) || isToggle(at: k + 1) { return true }
      guard !settingThem else { return false }
      if kind(k + 1) == .period && removing(k + 2) { return true }
      // An argument of a removing call: `delete(item)`, `store.remove(c, from: list)`.
      guard let paren = enclosingBracket(of: k), kind(paren) == .leftParen else { return false }
      return removing(paren - 1)
    }
  }

  /// The tokens followed by `(` in the closure opened at `open` (`dismiss(`, `model.close(`, but
  /// also `if (`), each with whether nothing stands between the parentheses (`dismiss()`), in
  /// order and read as they are asked for.
  func parenthesized(inClosure open: Int) -> some Sequence<(token: Int, isEmpty: Bool)> {
    let body = interior(of: open) ?? 0..<0
    return body.lazy.filter { self.kind($0 + 1) == .leftParen }.map { ($0, self.kind($0 + 2) == .rightParen) }
  }

  /// The first call of the innermost closure around `k` whose name says it takes the user
  /// somewhere (`NameWords.movesOn`: `scrollTo(item.id)`, `openURL(url)`), if any.
  func movingCall(inClosureAround k: Int) -> (token: Int, name: String)? {
    var open = enclosingBracket(of: k)
    while let bracket = open, !(kind(bracket) == .leftBrace && blockKinds[bracket] == .closure) {
      open = enclosingBracket(of: bracket)
    }
    return open.flatMap { movingCall(inClosure: $0) }
  }

  /// The first call of the closure opened at `open` that takes the user somewhere: one whose name
  /// says so (`moves`, `NameWords.movesOn` unless told), or an append to one of the navigation
  /// paths `paths` gives (`path.append(.detail)`), named with what it appends to. `paths` is asked
  /// once, at the first append: it reads the whole file.
  func movingCall(
    inClosure open: Int, named moves: (String) -> Bool = NameWords.movesOn,
    appendingTo paths: () -> Set<String> = { [] }
  ) -> (token: Int, name: String)? {
    var known: Set<String>? = nil
    for call in parenthesized(inClosure: open) {
      if let function = functionName(at: call.token), moves(function.name) {
        return (call.token, function.name)
      }
      if let receiver = appendReceiver(at: call.token) {
        known = known ?? paths()
        if known?.contains(receiver) == true { return (call.token, "\(receiver).append") }
      }
    }
    return nil
  }

  /// The first call that takes the user somewhere in a callback (`onSelect: { … }`) handed to a
  /// view in the closure opened at `open`: what a modal's content runs as it closes, when the
  /// content closes itself after calling back (a recipient picked, a conversation pushed).
  func movingCallback(inClosure open: Int) -> (token: Int, name: String)? {
    guard let inside = interior(of: open) else { return nil }
    for k in inside
    where kind(k + 1) == .colon && kind(k + 2) == .leftBrace && isName(k) && NameWords.isCallback(name(k)) {
      if let moving = movingCall(inClosure: k + 2, appendingTo: navigationPathNames) { return moving }
    }
    return nil
  }

  /// The names of the file's navigation paths, by their last name: what a `NavigationStack(path:)`
  /// is handed (`path` of `$path`, `$router.path`), and properties declared as a `NavigationPath`
  /// (`var path: NavigationPath`, `var path = NavigationPath()`); a backport's stack and path
  /// (`NBNavigationStack`, `NBNavigationPath`) as well.
  func navigationPathNames() -> Set<String> {
    var names: Set<String> = []
    func ends(_ k: Int, with type: SwiftUIName) -> Bool { name(k).hasSuffix(type.rawValue) }
    for k in tokens.indices where isName(k) {
      if ends(k, with: .navigationStack), kind(k + 1) == .leftParen, token(k + 2, spells: "path"),
        kind(k + 3) == .colon,
        let path = dottedPath(skippingSelfIn: (k + 4)..<endOfExpression(from: k + 4)),
        path.call == nil, let last = path.names.last
      {
        names.insert(last.hasPrefix("$") ? String(last.dropFirst()) : last)
      } else if ends(k, with: .navigationPath), kind(k - 1) == .colon || kind(k - 1) == .equal, isName(k - 2) {
        names.insert(name(k - 2))
      }
    }
    return names
  }

  /// The last name of what the call at `k` appends to (`path` of `router.path.append(.detail)`).
  func appendReceiver(at k: Int) -> String? {
    isName(k) && name(k) == "append" && kind(k - 1) == .period && isName(k - 2) ? name(k - 2) : nil
  }

  /// The name called at `k` when it is one of the type's own (`reload()`, `self.reload()`).
  func ownCallName(at k: Int) -> String? {
    isName(k) && kind(k + 1) == .leftParen && base(ofName: k).isOwn ? name(k) : nil
  }

  /// The names `range` reads of the type's own, bare or through `self.`.
  func ownNames(in range: Range<Int>) -> Set<String> {
    Set(range.filter { isName($0) && base(ofName: $0).isOwn }.map(name))
  }

  /// The names `range` calls unqualified (`restoreFocus()`, not `model.restore()`), in order.
  func unqualifiedCalls(in range: Range<Int>) -> [String] {
    range.filter { isName($0) && kind($0 + 1) == .leftParen && kind($0 - 1) != .period }.map(name)
  }

  /// Whether `token` stands in a closure handed to a dialog modifier (its actions, content or
  /// `onDismiss`), at any depth.
  func isInDialogClosure(_ token: Int) -> Bool {
    var inDialog = false
    forEachEnclosingClosure(of: token) { _, owner in
      inDialog = SwiftUIVocabulary.presentationModifiers.contains(text(owner.call))
      return !inDialog
    }
    return inDialog
  }

  /// The tokens of `body`, a block from its `{`, that always show what one of `names` presents:
  /// each names it where it is set to anything but `false` or `nil`, outside any `if`, loop or
  /// closure in the block (an error alert a callback may show leaves the action's own path alone).
  /// With `always` false, those that may show it, wherever in the block.
  func showings(of names: Set<String>, in body: Range<Int>, always: Bool) -> [Int] {
    body.filter { k in
      namesOwn(anyOf: names, at: k) && isAssigned(k) && !setsClosed(k)
        && (!always || enclosingBracket(of: k) == body.lowerBound)
    }
  }

  /// Whether the code at token `k` runs whenever the code of `body` does: no `if`, `guard`,
  /// `switch`, loop or `catch` of `body` holds it (a `do` does, and closures run as they are called).
  func isUnconditional(_ k: Int, in body: Range<Int>) -> Bool {
    var open = enclosingBracket(of: k)
    while let bracket = open, body.contains(bracket) {
      if kind(bracket) == .leftBrace && blockKinds[bracket] == .statement && tokens[bracket - 1].word != .do {
        return false
      }
      open = enclosingBracket(of: bracket)
    }
    return true
  }

  /// The first of `names` the code of `body` may show: set to anything but `false` or `nil`,
  /// wherever in it (an `if` or a callback may be the way there).
  func firstShown(of names: Set<String>, in body: Range<Int>) -> String? {
    body.lazy.compactMap { self.shown(of: names, at: $0) }.first
  }

  /// The one of `names` the name at `k` sets to anything but `false` or `nil`; when `orHanded`,
  /// also the one it hands on whole (`$clip`), which the code it goes to may set. With `open`,
  /// not a name the block opened there declares around `k` (`declaresLocally`), unless written
  /// through `self.`.
  func shown(of names: Set<String>, at k: Int, orHanded: Bool = false, scopedIn open: Int? = nil) -> String? {
    guard isName(k) else { return nil }
    var found: String?
    if orHanded, name(k).hasPrefix("$"), kind(k + 1) != .period, names.contains(String(name(k).dropFirst())) {
      found = String(name(k).dropFirst())
    } else if namesOwn(anyOf: names, at: k) && isAssigned(k) && !setsClosed(k) {
      found = name(k)
    }
    guard let found, let open, kind(k - 1) != .period else { return found }
    return declaresLocally(name(k), at: k, inside: open) ? nil : found
  }

  /// The collections whose size the code of `range` reads (`favorites` of
  /// `account.favorites.isEmpty`).
  func countedCollections(in range: Range<Int>) -> Set<String> {
    Set(range.compactMap { sizeRead(at: $0)?.last })
  }

  /// Where the path that starts at the name `k` reads a collection's size: the path to the
  /// collection (`model`, `widget`, `items` of `model.widget.items.isEmpty`); nil elsewhere.
  func sizeRead(at k: Int) -> [String]? {
    guard isName(k), kind(k - 1) != .period else { return nil }
    var path = [name(k)]
    var last = k
    while kind(last + 1) == .period && isName(last + 2) {
      last += 2
      path.append(name(last))
    }
    guard path.count > 1, let member = path.popLast(), NameWords.sizeMembers.contains(member) else { return nil }
    return path
  }

  /// Whether the code of `body` names one of `names`, as a value or a member of one.
  func mentions(anyOf names: Set<String>, in body: Range<Int>) -> Bool {
    body.contains { isName($0) && names.contains(name($0)) }
  }

  /// Whether token `k` names one of `names` of the type's own, bare or through `self.`.
  private func namesOwn(anyOf names: Set<String>, at k: Int) -> Bool {
    isName(k) && (kind(k - 1) != .period || base(ofName: k).isOwn) && names.contains(name(k))
  }

  /// Whether the name at `k` is assigned (`name = …`), not declared (`let name = …`).
  private func isAssigned(_ k: Int) -> Bool { kind(k + 1) == .equal && ![.let, .var].contains(tokens[k - 1].word) }
}
