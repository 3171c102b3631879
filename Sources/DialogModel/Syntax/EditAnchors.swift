import DialogFacts
import SwiftScan

/// Whether a name a fix makes up can be written as it is: one identifier, not a keyword, not
/// starting with a digit.
public func isPlainIdentifier(_ name: String) -> Bool { SyntaxTree.isIdentifier(name) }

/// The anchors of the edits a fix makes, read from one file's tokens.
struct EditAnchors {
  let context: FileContext

  var tree: SyntaxTree { context.tree }
  var layout: FileLayout { context.project.layout(of: context.file) }

  /// The indentation of the line that holds token `k`.
  func indent(of k: Int) -> String {
    String(decoding: FileLayout.indent(before: Int(tree.tokens[k].start), in: tree.bytes), as: UTF8.self)
  }

  private func offset(after k: Int) -> Int { Int(tree.tokens[k].end) }

  /// The length in bytes from the start of the line that holds `offset` to the end of the line
  /// that holds `end` (by default, the same line).
  func lineLength(at offset: Int, to end: Int? = nil) -> Int {
    let bytes = tree.bytes
    var start = offset
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") && bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
    var lineEnd = end ?? offset
    while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") && bytes[lineEnd] != UInt8(ascii: "\r") {
      lineEnd += 1
    }
    return lineEnd - start
  }

  /// The slot, told how much its line can take at its place: the limit less the line's length.
  private func fitted(_ slot: EditSlot, overflow: (prefix: String, suffix: String)) -> EditSlot {
    var fitted = slot
    fitted.room = layout.lineLimit - lineLength(at: slot.span.start, to: slot.span.end)
    fitted.overflow = overflow
    return fitted
  }
  private func insertion(at offset: Int, _ prefix: String, _ suffix: String = "") -> EditSlot {
    EditSlot(span: SourceSpan(file: context.file, start: offset, end: offset), prefix: prefix, suffix: suffix)
  }
  /// Whether tokens `a` and `b` (`a <= b`) stand on one line; a token stands on its own.
  func sameLine(_ a: Int, _ b: Int) -> Bool { a >= b || !(a + 1...b).contains { tree.tokens[$0].startsLine } }

  /// Where a line break goes after token `k`: past a `//` comment that ends its line.
  private func lineEnd(after k: Int) -> Int {
    let bytes = tree.bytes
    var offset = offset(after: k)
    var peek = offset
    while peek < bytes.count && (bytes[peek] == UInt8(ascii: " ") || bytes[peek] == UInt8(ascii: "\t")) { peek += 1 }
    if peek + 1 < bytes.count && bytes[peek] == UInt8(ascii: "/") && bytes[peek + 1] == UInt8(ascii: "/") {
      offset = peek
      while offset < bytes.count && bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
        offset += 1
      }
    }
    return offset
  }

  // MARK: Statements

  /// Where a statement goes in the closure opened at `open` so that it runs last, or first when
  /// the closure may leave early (`return`, `guard`, `throw`), in the closure's own style.
  func statementSlot(inClosure open: Int) -> EditPlace {
    guard let close = tree.partner(of: open) else { return .unsafe("the closure is not closed") }
    let bodyStart = tree.closureSignatureEnd(open) ?? open + 1
    let head = bodyStart - 1  // `{`, or the `in` of a signature
    let statements = tree.statements(in: open)
    guard let last = statements.last, let first = statements.first else {
      if sameLine(head, close) {
        // `{ }`, `{}`, `{ _ in }`
        let span = SourceSpan(file: context.file, start: offset(after: head), end: Int(tree.tokens[close].start))
        return .slot(EditSlot(span: span, prefix: " ", suffix: " "))
      }
      // A comment that says the closure does nothing (`/* no-op */`) is no longer true: the
      // statement takes its place.
      if let comment = noOpComment(between: offset(after: head), and: Int(tree.tokens[close].start)) {
        return .slot(
          EditSlot(
            span: SourceSpan(file: context.file, start: comment.lowerBound, end: comment.upperBound), prefix: "",
            suffix: ""))
      }
      // A closure with only comments: the statement goes after them, on the line before `}`.
      guard tree.tokens[close].startsLine else {
        return .slot(insertion(at: lineEnd(after: head), layout.newline + indent(of: close) + layout.indentUnit))
      }
      let lineStart = Int(tree.tokens[close].start) - indent(of: close).utf8.count
      return .slot(insertion(at: lineStart, indent(of: close) + layout.indentUnit, layout.newline))
    }
    if leavesEarly(bodyStart..<close) {
      if sameLine(head, first.lowerBound) && sameLine(first.lowerBound, close) {
        return .slot(insertion(at: offset(after: head), " ", ";"))
      }
      return .slot(insertion(at: lineEnd(after: head), layout.newline + indent(of: first.lowerBound)))
    }
    if sameLine(head, close) {
      return layout.joinsStatements
        ? .slot(insertion(at: offset(after: last.upperBound - 1), "; "))
        : .slot(unfolded(head: head, close: close, statements: first.lowerBound..<last.upperBound))
    }
    // `if done { reset() }}`: the `}` a new last line would carry goes on a line of its own. One
    // after a space, a `;` or a comment keeps its place.
    let glued =
      Int(tree.tokens[close].start) == offset(after: last.upperBound - 1) ? layout.newline + indent(of: head) : ""
    return .slot(
      insertion(at: lineEnd(after: last.upperBound - 1), layout.newline + indent(of: last.lowerBound), glued))
  }

  /// The offsets of the one comment between `start` and `end`, when nothing else but spaces stands
  /// there and its words only say that nothing is done (`no-op`, `Do nothing`, `Intentionally empty`).
  private func noOpComment(between start: Int, and end: Int) -> Range<Int>? {
    let bytes = tree.bytes
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var (from, to) = (start, end)
    while from < to, isSpace(bytes[from]) { from += 1 }
    while to > from, isSpace(bytes[to - 1]) { to -= 1 }
    let text = String(decoding: bytes[from..<to], as: UTF8.self)
    let body: Substring
    if text.hasPrefix("/*"), text.hasSuffix("*/"), text.count >= 4, !text.dropFirst(2).dropLast(2).contains("*/") {
      body = text.dropFirst(2).dropLast(2)
    } else if text.hasPrefix("//"), !text.contains(where: \.isNewline) {
      body = text.dropFirst(2)
    } else {
      return nil
    }
    let words = body.lowercased().split(whereSeparator: { !$0.isLetter }).joined(separator: " ")
    return Self.noOpWords.contains(words) ? from..<to : nil
  }

  private static let noOpWords: Set<String> = [
    "no op", "noop", "nothing", "do nothing", "does nothing", "nothing to do", "intentionally empty", "empty",
  ]

  /// Where a statement goes right after the statement that holds token `k` in the block opened at
  /// `open`, in the block's own style.
  func statementSlot(after k: Int, inBlock open: Int) -> EditPlace {
    guard let close = tree.partner(of: open) else { return .unsafe("the closure is not closed") }
    let statements = tree.statements(in: open)
    guard let index = statements.firstIndex(where: { $0.contains(k) }) else {
      return .unsafe("the statement that opens it cannot be read")
    }
    let statement = statements[index]
    let end = statement.upperBound - 1
    // `case .a: show = true`: a new line would stand at the case's indentation.
    if [.case, .default].contains(tree.tokens[statement.lowerBound].word) {
      return .unsafe("the statement that opens it follows a case label")
    }
    let joined = EditPlace.slot(insertion(at: offset(after: end), "; "))
    let head = (tree.closureSignatureEnd(open) ?? open + 1) - 1
    if sameLine(head, close), index == statements.count - 1, !layout.joinsStatements {
      // `{ Task { show = true } }`: the outer closure would stay on one line around new lines.
      if let outer = tree.enclosingBracket(of: open), tree.kind(outer) == .leftBrace,
        let outerClose = tree.partner(of: outer), sameLine(outer, outerClose)
      {
        return .unsafe("the statement that opens it is in a one-line closure inside another")
      }
      return .slot(unfolded(head: head, close: close, statements: statements[0].lowerBound..<end + 1))
    }
    guard tree.tokens[statement.lowerBound].startsLine, tree.tokens[end + 1].startsLine else {
      return layout.joinsStatements ? joined : .unsafe("the statement that opens it shares its line with another")
    }
    return .slot(insertion(at: lineEnd(after: end), layout.newline + indent(of: statement.lowerBound)))
  }

  /// A one-line closure written over lines, its statements first and the slot last, for a file
  /// that never joins statements with `;`; the line breaks of the file and its indentation.
  /// Comments beside the statements keep the closure on its line.
  private func unfolded(head: Int, close: Int, statements: Range<Int>) -> EditSlot {
    let bytes = tree.bytes
    let inside = offset(after: head)..<Int(tree.tokens[close].start)
    let code = Int(tree.tokens[statements.lowerBound].start)..<offset(after: statements.upperBound - 1)
    let isBare =
      (inside.lowerBound..<code.lowerBound).allSatisfy { bytes[$0] == UInt8(ascii: " ") }
      && (code.upperBound..<inside.upperBound).allSatisfy { bytes[$0] == UInt8(ascii: " ") }
      && !tree.comments.contains { inside.contains($0.range.lowerBound) }
    guard isBare else { return insertion(at: code.upperBound, "; ") }
    let base = indent(of: head)
    let line = layout.newline + base + layout.indentUnit
    let written = String(decoding: bytes[code], as: UTF8.self)
    return EditSlot(
      span: SourceSpan(file: context.file, start: inside.lowerBound, end: inside.upperBound),
      prefix: line + written + line, suffix: layout.newline + base)
  }

  /// Whether code in `range`, outside nested closures, may leave before its end.
  private func leavesEarly(_ range: Range<Int>) -> Bool {
    var k = range.lowerBound
    while k < range.upperBound {
      if tree.kind(k) == .leftBrace, tree.blockKinds[k] == .closure, let close = tree.partner(of: k) {
        k = close + 1
        continue
      }
      let word = tree.tokens[k].word
      if word == .return || word == .guard || word == .throw { return true }
      k += 1
    }
    return false
  }

  /// Where the action of `Button(…, action: f)` becomes a closure that calls `f` and then the
  /// statement put in the slot: `Button("X") { f(); … }`.
  func functionActionSlot(_ call: Call, action: Argument) -> EditPlace {
    guard let paren = call.openParen, let close = tree.partner(of: paren),
      action.value.upperBound == close, let index = call.arguments.firstIndex(of: action)
    else { return .unsafe("the action is not the last argument") }
    let function = tree.text(action.value)
    let start =
      index > 0 ? offset(after: call.arguments[index - 1].value.upperBound - 1) : Int(tree.tokens[paren].start)
    let span = SourceSpan(file: context.file, start: start, end: offset(after: close))
    // The new closure trails the call, so its `)` comes first: where the file closed the call on a
    // line of its own, it stays there.
    let opening: String
    if index == 0 {
      opening = ""
    } else if tree.tokens[close].startsLine {
      opening = layout.newline + indent(of: close) + ")"
    } else {
      opening = ")"
    }
    // On lines of their own, unless the file joins statements with `;`.
    let base = indent(of: call.name)
    let line = layout.newline + base + layout.indentUnit
    let (head, tail) =
      layout.joinsStatements
      ? ("\(opening) { \(function)(); ", " }")
      : ("\(opening) {\(line)\(function)()\(line)", layout.newline + base + "}")
    if call.trailingClosures.isEmpty {
      guard index > 0 else { return .unsafe("the button has no label") }
      return .slot(EditSlot(span: span, prefix: head, suffix: tail))
    }
    // `Button(action: f) { Label(…) }`: the trailing closure is the label.
    guard call.trailingClosures.count == 1 else { return .unsafe("the button has several trailing closures") }
    return .slot(EditSlot(span: span, prefix: head, suffix: tail + " label:"))
  }

  // MARK: Arguments and modifiers

  /// Where `role:` goes in a `Button(…)` call: before `action:`, after the title and image, or in
  /// new parentheses.
  func roleSlot(_ call: Call) -> RoleSlot {
    if let role = tree.argument(call, labelled: "role") {
      return .value(EditSlot(span: context.span(role.value), prefix: "", suffix: ""))
    }
    guard let paren = call.openParen else { return .argument(insertion(at: offset(after: call.name), "(", ")")) }
    // Arguments written one per line take the role on a line of its own.
    if let action = tree.argument(call, labelled: "action"), let label = action.label {
      let separator = tree.tokens[label].startsLine ? "," + layout.newline + indent(of: label) : ", "
      return .argument(insertion(at: Int(tree.tokens[label].start), "", separator))
    }
    guard let last = call.arguments.last else { return .argument(insertion(at: offset(after: paren), "")) }
    let first = last.label ?? last.value.lowerBound
    let separator = tree.tokens[first].startsLine ? "," + layout.newline + indent(of: first) : ", "
    return .argument(insertion(at: offset(after: last.value.upperBound - 1), separator))
  }

  /// Where a modifier goes right after the call that ends before token `end`: on a line of its
  /// own when the chain goes on that way (aligned with the next link; else one level in from a
  /// one-line view at `base`, level with a link or a view over several lines, as a one-line view
  /// is when another edit `spansLines`), else inline.
  func modifierSlot(after end: Int, alignedWith base: Int, isLink: Bool, spansLines: Bool = false) -> EditSlot {
    guard tree.kind(end) != nil, tree.tokens[end].startsLine else {
      // On one line with the view, unless that makes the line too long: then on a line of its own.
      let inline = insertion(at: offset(after: end - 1), "")
      // A call over several lines (`}.popover(…) {`) is wrapped with its links lined up with its
      // start, which keeps the next link's closure one level in.
      let line = layout.newline + indent(of: base) + (sameLine(base, end - 1) ? layout.indentUnit : "")
      return fitted(inline, overflow: (line, tree.kind(end) == .period ? line : ""))
    }
    let at = lineEnd(after: end - 1)
    let next = tree.skippingDirectives(from: end)
    if tree.kind(next) == .period, tree.tokens[next].startsLine {
      return insertion(at: at, layout.newline + indent(of: next))
    }
    // A call over several lines that closes on a line of its own (a closing bracket first on it)
    // has its modifiers lined up with its start; one that closes after its last argument
    // (`action: { … })`, arguments aligned under the first) has them one level in, as one on a
    // single line does.
    var lastLine = end - 1
    while lastLine > base, !tree.tokens[lastLine].startsLine { lastLine -= 1 }
    let closesOnOwnLine = lastLine > base && [.rightBrace, .rightParen, .rightSquare].contains(tree.kind(lastLine))
    let isOneLevelIn = !isLink && !spansLines && !closesOnOwnLine
    return insertion(at: at, layout.newline + indent(of: base) + (isOneLevelIn ? layout.indentUnit : ""))
  }

  /// Where a Done button goes as a toolbar item on the view chain whose last link ends before token
  /// `end`: a new item at the end of the chain's `.toolbar { … }` closure opened at `toolbar`, or a
  /// new `.toolbar` after the last link. The slot takes the view's code on one line and writes the
  /// rest on lines of their own, as the chain is written. Done confirms, where the platforms put
  /// it (trailing on iOS); the cancellation place when the toolbar already has a confirmation.
  func toolbarItemSlot(after end: Int, alignedWith base: Int, isLink: Bool, toolbar: Int?) -> EditPlace {
    let confirms = toolbar.flatMap { open in tree.partner(of: open).map { (open + 1)..<$0 } }?.contains {
      tree.token($0, is: .confirmationAction)
    }
    let placement: SwiftUIName = confirms == true ? .cancellationAction : .confirmationAction
    let item = "\(SwiftUIName.toolbarItem.rawValue)(placement: .\(placement.rawValue)) {"
    let place: EditPlace
    if let toolbar {
      place = statementSlot(inClosure: toolbar)
    } else {
      place = .slot(modifierSlot(after: end, alignedWith: base, isLink: isLink))
    }
    guard case .slot(let slot) = place else { return place }
    // The slot's own line break and indentation say where the new code starts; one line when it
    // has none.
    guard let lineStart = slot.prefix.lastIndex(where: \.isNewline) else {
      let toolbarName = SwiftUIName.toolbar.rawValue
      return .slot(
        toolbar == nil
          ? slot.wrapping(prefix: ".\(toolbarName) { \(item) ", suffix: " } }")
          : slot.wrapping(prefix: "\(item) ", suffix: " }"))
    }
    let indent = String(slot.prefix[slot.prefix.index(after: lineStart)...])
    let unit = layout.indentUnit
    let newline = layout.newline
    guard toolbar == nil else {
      return .slot(slot.wrapping(prefix: item + newline + indent + unit, suffix: newline + indent + "}"))
    }
    return .slot(
      slot.wrapping(
        prefix: ".\(SwiftUIName.toolbar.rawValue) {" + newline + indent + unit + item + newline + indent + unit + unit,
        suffix: newline + indent + unit + "}" + newline + indent + "}"))
  }

  /// Where a new member may go in the type whose body opens at `open`, whose members are
  /// `declarations`: a stored property first, then after each stored property that stands at the
  /// top level of the body, each with the `#if` branches around it and the group of properties it
  /// ends; a type with the nested types declared before those properties, else first. Nil when
  /// the body's directives cannot be read.
  func memberSlots(inTypeBody open: Int, declarations: [Int]) -> MemberSlots? {
    guard let branches = tree.conditionalBranches(inBlock: open) else { return nil }
    let first = insertion(at: lineEnd(after: open), layout.newline + indent(of: open) + layout.indentUnit)
    var slots = [
      MemberSlot(edit: first, branches: [], property: nil, followsFocusState: false, followsWrapper: false, run: 0)
    ]
    var typeSlot = first
    var run = 0
    for index in declarations {
      let declaration = tree.declarations[index]
      guard declaration.kind == .variable, declaration.isDirectMember, declaration.body == nil, !declaration.isStatic
      else {
        // A function, a computed property or a type ends a group of properties; a constant does not.
        if slots.count > 1, slots[slots.count - 1].run == run, !declaration.isStatic { run += 1 }
        if declaration.isType, declaration.isDirectMember, slots.count == 1,
          !branches.contains(where: { $0.contains(declaration.start) }),
          let body = declaration.body, let close = tree.partner(of: body)
        {
          typeSlot = insertion(at: lineEnd(after: close), layout.newline + indent(of: declaration.start))
        }
        continue
      }
      let end = tree.initializer(of: declaration)?.upperBound ?? declaration.type?.upperBound ?? declaration.nameEnd
      let edit = insertion(
        at: lineEnd(after: max(end, declaration.nameEnd) - 1), layout.newline + indent(of: declaration.start))
      let around = branches.filter { $0.contains(declaration.start) }.map { branch in
        Int(tree.tokens[branch.lowerBound].start)..<Int(tree.tokens[branch.upperBound].start)
      }
      let isFocusState = declaration.attributes.contains {
        tree.text($0.name..<$0.nameEnd) == .accessibilityFocusState
      }
      slots.append(
        MemberSlot(
          edit: edit, branches: around, property: tree.name(declaration.name),
          followsFocusState: isFocusState,
          followsWrapper: !declaration.attributes.isEmpty, run: run))
    }
    return MemberSlots(properties: slots, type: typeSlot)
  }

  /// Where a closure goes after a call that has none: ` { … }` on lines of their own.
  func trailingClosureSlot(_ call: Call) -> EditPlace {
    guard call.trailingClosures.isEmpty, let paren = call.openParen, let close = tree.partner(of: paren) else {
      return .unsafe("the call's closures cannot be told apart")
    }
    let base = indent(of: call.name)
    return .slot(
      insertion(
        at: offset(after: close), " {" + layout.newline + base + layout.indentUnit,
        layout.newline + base + "}"))
  }

  /// Where a labelled argument goes after the argument `after` of `call`: `, label: …`, on a line
  /// of its own when the call writes one argument per line.
  func argumentSlot(after argument: Argument, of call: Call, label: String, open: String, close: String) -> EditSlot {
    let starts = call.arguments.map { $0.label ?? $0.value.lowerBound }.filter { tree.tokens[$0].startsLine }
    let perLine =
      starts.count == call.arguments.count || (starts.count >= 1 && starts.count == call.arguments.count - 1)
    let separator = perLine ? "," + layout.newline + indent(of: starts[starts.count - 1]) : ", "
    let slot = insertion(at: offset(after: argument.value.upperBound - 1), "\(separator)\(label): \(open)", close)
    guard !perLine else { return slot }
    // Too long for the call's line: every argument goes on a line of its own, one level in from
    // the call, and `)` on the next, as formatters wrap a call (one level further when the call
    // follows a view on its line, as a link that may move down; not after the `}` that opens its
    // line, `}.sheet(`, where the chain goes on from the brace).
    let link = tree.linkStart(call.name)
    let startsLine =
      tree.tokens[link].startsLine || (tree.kind(link - 1) == .rightBrace && tree.tokens[link - 1].startsLine)
    let base = indent(of: call.name) + (startsLine ? "" : layout.indentUnit)
    let line = layout.newline + base + layout.indentUnit
    if let paren = call.openParen, let closeParen = tree.partner(of: paren), sameLine(paren, closeParen) {
      let inside = offset(after: paren)..<Int(tree.tokens[closeParen].start)
      if !tree.comments.contains(where: { inside.contains($0.range.lowerBound) }) {
        let written = call.arguments.map { line + tree.text(($0.label ?? $0.value.lowerBound)..<$0.value.upperBound) }
        let split = (call.arguments.firstIndex(of: argument) ?? written.count - 1) + 1
        let before = written[..<split].joined(separator: ",") + "," + line + "\(label): \(open)"
        let after = written[split...].map { "," + $0 }.joined() + layout.newline + base
        var wrapped = fitted(slot, overflow: (before, close + after))
        wrapped.overflowSpan = SourceSpan(file: context.file, start: inside.lowerBound, end: inside.upperBound)
        return wrapped
      }
    }
    // Comments in the parentheses, or a call over lines already: the argument goes on a line of
    // its own, one level in from the call.
    return fitted(slot, overflow: ("," + line + "\(label): \(open)", close))
  }

  /// The slot that replaces the expression `value` (`nil`) with a closure.
  func closure(replacing value: Range<Int>) -> EditSlot {
    EditSlot(span: context.span(value), prefix: "{ ", suffix: " }")
  }

  /// The slot that replaces the expression `value` with a closure calling it first: one
  /// statement a line, unless the file joins statements with `;` or the modifier named at
  /// `modifier` shares its line with what it modifies (whose line another edit may split). An
  /// `optional` closure is called through `?` (`onDone?()`).
  func closureReplacing(function value: Range<Int>, ofModifierAt modifier: Int, optional: Bool = false)
    -> EditSlot
  {
    let function = tree.text(value) + (optional ? "?" : "")
    let startsLine = tree.kind(modifier - 1) == .period && tree.tokens[modifier - 1].startsLine
    guard !layout.joinsStatements, startsLine else {
      return EditSlot(span: context.span(value), prefix: "{ \(function)(); ", suffix: " }")
    }
    let base = indent(of: value.lowerBound)
    let line = layout.newline + base + layout.indentUnit
    return EditSlot(
      span: context.span(value), prefix: "{\(line)\(function)()\(line)", suffix: layout.newline + base + "}")
  }

  /// Where a toolbar item goes on the root of the navigation container named at `k`: the one view
  /// chain its closure shows, standing on every side of the `#if`s around the container, with its
  /// bar shown and its toolbar (if any) made of items.
  func rootToolbarSlot(ofContainer k: Int, from start: Int?) -> EditPlace {
    guard SwiftUIVocabulary.stackNavigationContainers.contains(tree.text(k)) else {
      return .unsafe("a \(tree.text(k)) has several columns; which shows the close button is the author's call")
    }
    guard let call = tree.call(at: k), call.trailingClosures.count == 1, let open = call.trailingClosures.first?.open
    else { return .unsafe("the navigation container's content is not one closure") }
    // The other side of an `#if` around the container would be left without the button.
    let stop = start ?? context.enclosingType(of: k).flatMap { tree.declarations[$0].body } ?? 0
    var inner = k
    while let bracket = tree.enclosingBracket(of: inner), bracket >= stop {
      if tree.conditionalBranches(inBlock: bracket)?.contains(where: { $0.contains(inner) }) != false {
        return .unsafe(
          "the navigation container stands in an #if branch, and the other side would have no close button")
      }
      inner = bracket
    }
    let statements = tree.statements(in: open)
    guard statements.count == 1, let statement = statements.first,
      !tree.topLevelTokens(in: open).contains(where: { tree.kind($0)?.isConditionalDirective == true })
    else { return .unsafe("the navigation container's root is not one view") }
    let first = tree.skippingReturn(statement.lowerBound)
    guard tree.kind(first) == .identifier, !tree.token(first, is: "if"), !tree.token(first, is: "switch") else {
      return .unsafe("the navigation container's root is not one view")
    }
    let rootEnd = tree.call(at: first)?.end ?? first + 1
    let links = tree.chain(after: rootEnd)
    let end = links.last?.end ?? rootEnd
    guard end == statement.upperBound else { return .unsafe("the navigation container's root is not one view chain") }
    var toolbar: Int? = nil
    var linkStart = rootEnd
    for link in links {
      // A button on one side of an `#if` between links would be missing on the other.
      guard tree.skippingDirectives(from: linkStart) == linkStart else {
        return .unsafe("the root's modifiers are split by #if")
      }
      linkStart = link.end
      let name = tree.text(link.name)
      if name == .navigationBarHidden || name == .toolbarVisibility {
        return .unsafe("the root hides or sets the visibility of its bars")
      }
      guard name == .toolbar else { continue }
      guard link.openParen == nil, let items = link.trailingClosures.first?.open, link.trailingClosures.count == 1
      else {
        return .unsafe("the root's .toolbar(…) is not a closure of items the fix can add to")
      }
      guard toolbar == nil else { continue }
      let itemStatements = tree.statements(in: items)
      let allItems = itemStatements.allSatisfy { item in
        tree.token(item.lowerBound, is: .toolbarItem) || tree.token(item.lowerBound, is: .toolbarItemGroup)
      }
      guard allItems, !tree.topLevelTokens(in: items).contains(where: { tree.kind($0)?.isConditionalDirective == true })
      else {
        return .unsafe("the root's .toolbar holds views or #if branches, which a ToolbarItem cannot join")
      }
      toolbar = items
    }
    let last = links.last
    let onItsLine = last.map { tree.tokens[$0.name - 1].startsLine } ?? false
    return toolbarItemSlot(
      after: end, alignedWith: onItsLine ? (last?.name ?? first) - 1 : first, isLink: onItsLine, toolbar: toolbar)
  }

  /// Where `.accessibilityAddTraits(.isHeader)` goes on the `Text` of `call` when it is set in a
  /// title font (`.font(.title)`, `.font(Font.largeTitle.bold())`) or `styledAsTitle`, and stands
  /// in no control, row, item or label argument: after the last link of its chain. Nil where the
  /// trait would not build everywhere: text joined by `+` or returned as `Text` must stay `Text`,
  /// and a chain split by `#if` would carry it on one side only.
  func headerSlot(ofTitle call: Call, styledAsTitle: Bool) -> EditSlot? {
    let links = tree.chain(after: call.end)
    guard let last = links.last, !links.contains(where: { tree.token($0.name, is: .accessibilityAddTraits) }),
      styledAsTitle || hasTitleFont(links), !tree.token(call.name - 1, isName: "+"), !tree.token(last.end, isName: "+"),
      !(call.name..<last.end).contains(where: {
        [.poundIf, .poundElseif, .poundElse, .poundEndif].contains(tree.kind($0))
      }),
      !returnsText(call.name), !tree.standsInNonTitleHolder(call.name)
    else { return nil }
    // Level with the last link when it has a line of its own.
    let onItsLine = last.name != call.name && tree.tokens[last.name - 1].startsLine
    return modifierSlot(
      after: last.end, alignedWith: onItsLine ? last.name - 1 : call.name, isLink: onItsLine)
  }

  /// Whether a `.font` link of the chain sets a title font.
  private func hasTitleFont(_ links: [Call]) -> Bool {
    guard let font = links.first(where: { tree.token($0.name, is: .font) }), let value = font.arguments.first?.value
    else { return false }
    var name = value.lowerBound
    if tree.token(name, is: .fontType) { name += 1 }
    return tree.kind(name) == .period && SwiftUIVocabulary.titleFonts.contains(tree.text(name + 1))
  }

  /// Whether the member that holds token `k` is declared to be or return a `Text`.
  private func returnsText(_ k: Int) -> Bool {
    guard let member = context.enclosingMember(of: k) else { return false }
    return tree.declaredType(of: tree.declarations[member], endsWith: SwiftUIName.text.rawValue)
  }
}
