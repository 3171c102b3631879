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
      call.trailingClosures[0].open == open, let content = tree.block(openedAt: open)
    else { return problem("the content is not a closure after the call") }
    guard values.count == 1, case .call(let valueContext, let value) = values[0], valueContext.file == context.file,
      content.contains(value.name)
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
    guard let contentStart = anchors.contentStart(ofClosure: open, before: statements[0].lowerBound) else {
      return problem("a comment among its parts would be lost")
    }
    let isSheet = tree.isActionSheet(value)
    let allowed: Set<String> =
      isSheet
      ? ["title", "message", "buttons"] : ["title", "message", "dismissButton", "primaryButton", "secondaryButton"]
    guard value.trailingClosures.isEmpty,
      value.arguments.allSatisfy({ tree.label(of: $0).map(allowed.contains) ?? false })
    else { return problem("the value has an argument the fix does not read") }
    guard let titleArgument = tree.argument(value, labelled: "title"), let title = label(titleArgument.value) else {
      return problem("the title cannot be moved")
    }
    var message: MovedCode? = nil
    if let messageValue = tree.legacyMessage(of: value) {
      guard let moved = anchors.movableCode(messageValue) else { return problem("the message cannot be moved") }
      message = moved
    }
    var buttons: [LegacyRewrite.Button] = []
    guard let expressions = tree.legacyButtonExpressions(of: value) else {
      return problem("the buttons are not written as one array literal")
    }
    for expression in expressions {
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
      anchors.legacyRewriteSlots(
        call, binding: binding, bindingLabel: bindingLabel, contentStart: contentStart, close: content.upperBound,
        valueStart: valueStart, title: title, message: message, buttons: buttons))
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
    let actionValue: Range<Int>
    switch tree.legacyButtonAction(call, title: title) {
    case .unread: return problem("a button has an argument the fix does not read")
    case .none: return .success(LegacyRewrite.Button(role: role, label: label, action: .none))
    case .value(let value): actionValue = value
    }
    let body = tree.actionBody(actionValue)
    if case .closure = body {
      guard let code = anchors.movableCode(actionValue) else { return problem("a button's action cannot be moved") }
      return .success(LegacyRewrite.Button(role: role, label: label, action: .closure(code)))
    }
    let isMethod = tree.calledFunction(body).map { function in
      guard let presenter else { return false }
      let members = context.project.index.members(named: function, ofType: presenter, from: context.file)
      return !members.isEmpty && members.allSatisfy { context.project.declaration($0).kind == .function }
    }
    guard isMethod == true else {
      return problem(
        "the action `\(TextResolver.quote(tree.written(actionValue)))` may be an optional closure, which Button does not take"
      )
    }
    return .success(LegacyRewrite.Button(role: role, label: label, action: .function(tree.written(actionValue))))
  }

  /// A title or label: the string of a plain `Text("…")`, `Text(NSLocalizedString(…))` or
  /// `Text(verbatim: name)`, which the modern API reads through the same overload, else the
  /// `Text` expression whole.
  private func label(_ range: Range<Int>) -> LegacyRewrite.Label? {
    if let argument = tree.plainTextArgument(range), let string = anchors.movableCode(argument) {
      return .string(string)
    }
    return anchors.movableCode(range).map { .text($0) }
  }

  private var anchors: EditAnchors { EditAnchors(context: context) }
}
