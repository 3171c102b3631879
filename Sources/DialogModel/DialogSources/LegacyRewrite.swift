import DialogFacts
import SwiftScan

extension DialogFinder {
  /// The parts of a legacy `.alert(isPresented:content:)` or `.actionSheet(isPresented:content:)`
  /// that a fix moves to `.alert(_:isPresented:actions:message:)` or `.confirmationDialog`, or why
  /// not every part can be read.
  func legacyRewrite(_ call: Call, closure: Int?, values: [LegacyValueReader.Value], presenter: String?) -> Result<
    LegacyRewrite, LegacyRewriteProblem
  > {
    func problem(_ reason: String) -> Result<LegacyRewrite, LegacyRewriteProblem> {
      .failure(LegacyRewriteProblem(reason: reason))
    }
    let around = context.project.structure(context.file).innermost(containing: call.name, in: tree) { _ in true }
    if let older = context.project.olderSystem(
      in: around.map { DeclarationRef(file: context.file, index: $0) }, at: call.name, file: context.file)
    {
      return problem("this code \(older), which has neither the new .alert nor .confirmationDialog")
    }
    if tree.argument(call, labelled: "item") != nil {
      return problem(
        "the item form needs isPresented: and presenting: with a Bool binding made from the item, "
          + "which is the author's to write")
    }
    guard let binding = tree.argument(call, labelled: "isPresented"), let bindingLabel = binding.label,
      call.arguments.count == 1, let open = closure, call.trailingClosures.count == 1,
      call.trailingClosures[0].open == open, let close = tree.partner(of: open)
    else { return problem("the content is not a closure after the call") }
    guard values.count == 1, case .call(let valueContext, let value) = values[0], valueContext.file == context.file,
      (open..<close).contains(value.name)
    else {
      return problem(
        values.count > 1
          ? "the content shows one of several values"
          : "the value is built outside the content closure, and moving it would leave its builder behind")
    }
    let statements = tree.statements(in: open)
    guard tree.closureSignatureEnd(open) == nil, statements.count == 1, value.end == statements[0].upperBound else {
      return problem("the content closure does more than return the value")
    }
    let valueStart = tree.skippingReturn(statements[0].lowerBound)
    // Comments before the value stay where they are; one among the parts would be lost.
    let opened = Int(tree.tokens[open].end)
    let contentStart =
      tree.comments.lazy.filter { $0.range.lowerBound >= opened }
      .prefix { $0.range.upperBound <= Int(tree.tokens[statements[0].lowerBound].start) }
      .map(\.range.upperBound).max() ?? opened
    if tree.comments.contains(where: {
      contentStart <= $0.range.lowerBound && $0.range.lowerBound < Int(tree.tokens[close].start)
    }) {
      return problem("a comment among its parts would be lost")
    }
    let isSheet = tree.token(value.name, is: .actionSheet)
    let allowed: Set<String> =
      isSheet
      ? ["title", "message", "buttons"] : ["title", "message", "dismissButton", "primaryButton", "secondaryButton"]
    guard value.trailingClosures.isEmpty,
      value.arguments.allSatisfy({ $0.label.map { allowed.contains(tree.name($0)) } ?? false })
    else { return problem("the value has an argument the fix does not read") }
    guard let titleArgument = tree.argument(value, labelled: "title"), let title = label(titleArgument.value) else {
      return problem("the title cannot be moved")
    }
    var message: MovedCode? = nil
    if let argument = tree.argument(value, labelled: "message"), !tree.token(argument.value.lowerBound, is: "nil") {
      guard let moved = moved(argument.value) else { return problem("the message cannot be moved") }
      message = moved
    }
    var buttons: [LegacyRewrite.Button] = []
    for expression in legacyButtonExpressions(value) {
      switch button(expression, presenter: presenter) {
      case .success(let button): buttons.append(button)
      case .failure(let failure): return .failure(failure)
      }
    }
    if isSheet && tree.argument(value, labelled: "buttons") == nil {
      buttons = [LegacyRewrite.Button(role: .cancel, label: .systemCancel, action: .none)]
    }
    guard !buttons.isEmpty || !isSheet else { return problem("the action sheet has no buttons") }
    // A confirmation dialog always offers a way out; the action sheet made the user pick a button.
    guard !isSheet || buttons.contains(where: { $0.role == .cancel }) else {
      return problem(
        "a confirmation dialog adds a Cancel that runs none of the sheet's actions, where the sheet had none; "
          + "which button backs out is the author's choice")
    }
    return .success(
      rewrite(
        call, binding: binding, bindingLabel: bindingLabel, contentStart: contentStart, close: close,
        valueStart: valueStart, title: title, message: message, buttons: buttons))
  }

  /// The layout half of the rewrite: where each part goes.
  private func rewrite(
    _ call: Call, binding: Argument, bindingLabel: Int, contentStart: Int, close: Int, valueStart: Int,
    title: LegacyRewrite.Label, message: MovedCode?, buttons: [LegacyRewrite.Button]
  ) -> LegacyRewrite {
    let anchors = EditAnchors(context: context)
    let layout = context.project.layout(of: context.file)
    func insertion(at offset: Int, _ prefix: String, _ suffix: String) -> EditSlot {
      EditSlot(span: SourceSpan(file: context.file, start: offset, end: offset), prefix: prefix, suffix: suffix)
    }
    // One argument per line stays one per line.
    let perLine = tree.tokens[bindingLabel].startsLine
    let argumentIndent = anchors.indent(of: bindingLabel)
    let separator = perLine ? "," + layout.newline + argumentIndent : ", "
    let base = anchors.indent(of: call.name)
    let contentEnd = Int(tree.tokens[close].end)
    return LegacyRewrite(
      title: title, message: message, buttons: buttons,
      name: EditSlot(span: context.span(call.name), prefix: "", suffix: ""),
      titleSlot: insertion(at: Int(tree.tokens[bindingLabel].start), "", separator),
      titleIndent: perLine ? argumentIndent : base,
      afterBinding: insertion(at: Int(tree.tokens[binding.value.upperBound - 1].end), separator, ""),
      content: EditSlot(
        span: SourceSpan(file: context.file, start: contentStart, end: contentEnd), prefix: "", suffix: ""),
      contentKeepsComment: contentStart != Int(tree.tokens[tree.partner(of: close) ?? close].end),
      actionIndent: tree.tokens[valueStart].startsLine ? anchors.indent(of: valueStart) : base + layout.indentUnit,
      closingIndent: tree.tokens[close].startsLine ? anchors.indent(of: close) : base,
      newline: layout.newline)
  }

  /// The button expressions of a legacy value, in the order `ActionReader.legacyButtons` reads them.
  private func legacyButtonExpressions(_ value: Call) -> [Range<Int>] {
    if let buttons = tree.argument(value, labelled: "buttons") {
      guard tree.kind(buttons.value.lowerBound) == .leftSquare else { return [] }
      return tree.arguments(in: buttons.value.lowerBound).map(\.value)
    }
    return ["dismissButton", "primaryButton", "secondaryButton"].compactMap { label in
      value.arguments.first { $0.label.map(tree.name) == label }?.value
    }
  }

  /// One legacy button, or why it cannot be moved.
  private func button(_ expression: Range<Int>, presenter: String?) -> Result<
    LegacyRewrite.Button, LegacyRewriteProblem
  > {
    func problem(_ reason: String) -> Result<LegacyRewrite.Button, LegacyRewriteProblem> {
      .failure(LegacyRewriteProblem(reason: reason))
    }
    guard let (call, role, title) = tree.legacyButton(expression) else {
      return problem("a button is not written as .default(…), .cancel(…) or .destructive(…)")
    }
    var label = LegacyRewrite.Label.systemCancel
    if let title {
      guard let read = self.label(title.value) else { return problem("a button's label cannot be moved") }
      label = read
    } else if role != .cancel {
      return problem("a button has no label")
    }
    let others = call.arguments.filter { $0 != title }
    guard others.allSatisfy({ $0.label == nil || $0.label.map(tree.name) == "action" }),
      others.count + call.trailingClosures.count <= 1,
      call.trailingClosures.allSatisfy({ $0.label == nil })
    else { return problem("a button has an argument the fix does not read") }
    let actionValue =
      others.first?.value
      ?? call.trailingClosures.first.flatMap { closure in
        tree.partner(of: closure.open).map { closure.open..<($0 + 1) }
      }
    guard let actionValue, !(actionValue.count == 1 && tree.token(actionValue.lowerBound, is: "nil")) else {
      return .success(LegacyRewrite.Button(role: role, label: label, action: .none))
    }
    if tree.kind(actionValue.lowerBound) == .leftBrace,
      tree.partner(of: actionValue.lowerBound) == actionValue.upperBound - 1
    {
      guard let code = moved(actionValue) else { return problem("a button's action cannot be moved") }
      return .success(LegacyRewrite.Button(role: role, label: label, action: .closure(code)))
    }
    let name = tree.skippingSelf(actionValue.lowerBound)
    let function = tree.isName(name) && name + 1 == actionValue.upperBound ? tree.name(name) : nil
    let isMethod = function.map { function in
      guard let presenter else { return false }
      let members = context.project.index.members(named: function, ofType: presenter, from: context.file)
      return !members.isEmpty && members.allSatisfy { context.project.declaration($0).kind == .function }
    }
    guard isMethod == true else {
      return problem(
        "the action `\(TextResolver.quote(tree.text(actionValue)))` may be an optional closure, which Button does not take"
      )
    }
    return .success(LegacyRewrite.Button(role: role, label: label, action: .function(tree.text(actionValue))))
  }

  /// A title or label: the string of a plain `Text("…")`, `Text(NSLocalizedString(…))` or
  /// `Text(verbatim: name)`, which the modern API reads through the same overload, else the
  /// `Text` expression whole.
  private func label(_ range: Range<Int>) -> LegacyRewrite.Label? {
    let k = tree.skippingModule(range.lowerBound)
    if tree.token(k, is: .text), let call = tree.call(at: k), call.end == range.upperBound, call.arguments.count == 1,
      call.trailingClosures.isEmpty, let argument = call.arguments.first
    {
      let verbatim = argument.label.map { tree.name($0) == "verbatim" } ?? false
      let isRead =
        verbatim
        ? tree.stringLiteral(at: argument.value.lowerBound)?.end != argument.value.upperBound
        : argument.label == nil && isString(argument.value)
      if isRead, let string = moved(argument.value) { return .string(string) }
    }
    return moved(range).map { .text($0) }
  }

  /// Whether `range` is a string literal, or a call that makes a `String` from a key
  /// (`NSLocalizedString(…)`, `String(localized: …)`).
  private func isString(_ range: Range<Int>) -> Bool {
    if tree.stringLiteral(at: range.lowerBound)?.end == range.upperBound { return true }
    guard let call = tree.call(at: range.lowerBound), call.end == range.upperBound, call.openParen != nil else {
      return false
    }
    if tree.token(call.name, is: "NSLocalizedString") { return true }
    return tree.token(call.name, is: "String") && call.arguments.first?.label.map(tree.name) == "localized"
  }

  /// The code of `range`, ready to move; nil when a following line is indented less than the
  /// line it starts on (its indentation could not be carried over).
  private func moved(_ range: Range<Int>) -> MovedCode? {
    let layout = context.project.layout(of: context.file)
    let indent = Array(FileLayout.indent(before: Int(tree.tokens[range.lowerBound].start), in: tree.bytes))
    let text = tree.bytes[Int(tree.tokens[range.lowerBound].start)..<Int(tree.tokens[range.upperBound - 1].end)]
    let breakByte = layout.newline == "\r" ? UInt8(ascii: "\r") : UInt8(ascii: "\n")
    var lines: [String] = []
    for (index, line) in text.split(separator: breakByte, omittingEmptySubsequences: false).enumerated() {
      var bytes = Array(line)
      if layout.newline == "\r\n", bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
      guard index > 0 else {
        lines.append(String(decoding: bytes, as: UTF8.self))
        continue
      }
      if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
        lines.append("")
        continue
      }
      guard bytes.starts(with: indent) else { return nil }
      lines.append(String(decoding: bytes[indent.count...], as: UTF8.self))
    }
    return MovedCode(lines: lines, newline: layout.newline)
  }
}
