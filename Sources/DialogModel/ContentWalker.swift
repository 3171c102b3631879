import SwiftScan

/// Reads what a sheet's or full-screen cover's content holds: close controls, headings, scrolling
/// containers, visible text and controls, and modifiers that matter to a modal.
///
/// The content is followed from the closure into the app's own view types (their bodies and
/// helpers, to a bounded depth) through the repo-wide index. A view type the index does not know,
/// a generic container, or a depth past the bound leaves the content incomplete, and the
/// content-dependent rules then say nothing. Finding a fact is conclusive; missing one is only
/// conclusive when everything was read.
struct ContentWalker {
  let project: Project
  /// How many view types deep the content is followed.
  static let maximumDepth = 5

  /// A piece of source to read: a token range of a file, with the type it belongs to.
  private struct Region {
    var file: Int
    var range: Range<Int>
    var owner: String?
  }

  /// What one piece of content holds by itself (a sheet's closure, or one view type with its
  /// helpers), and the app's own view types it builds. A type's summary does not depend on the
  /// sheet that shows it, so it is made once per run (`Project.summaries`).
  struct Summary: Sendable {
    var content = ModalContent()
    var children: [Child] = []
  }

  /// A view type the content builds, resolved from where it is named.
  struct Child: Sendable {
    var name: String
    var declarations: [DeclarationRef]
    /// Built inside a `.toolbar`: what it shows sits in the bars.
    var inToolbar = false
  }

  /// Reads the content closure opened at `open` of the presenting file.
  func content(ofClosure open: Int, in context: FileContext, presenter: String?, binding: String?) -> ModalContent {
    guard let close = context.tree.partner(of: open) else {
      var content = ModalContent()
      content.isComplete = false
      return content
    }
    let root = summarize([Region(file: context.file, range: (open + 1)..<close, owner: presenter)], binding: binding)
    var content = root.content
    if !rootsAreKnown(context.tree.statements(in: open), in: context, presenter: presenter, depth: 0) {
      content.isComplete = false
    }
    content.contentType = root.children.first?.declarations.first.map { ref in
      let declaration = FileContext(project, file: ref.file)
      let name = project.declaration(ref).name
      return TypeReference(name: declaration.tree.text(name), span: declaration.span(name))
    }
    // Breadth first over the types the content builds, each summarised once.
    var frontier = root.children
    var visited: Set<DeclarationRef> = []
    for _ in 0..<Self.maximumDepth where !frontier.isEmpty {
      var next: [Child] = []
      for child in frontier {
        guard let key = child.declarations.first, visited.insert(key).inserted else { continue }
        var summary = project.summaries.value(key) { summarize(type: child) }
        if child.inToolbar { summary.content.visibleElements = [] }
        content.merge(summary.content)
        next += summary.children.map { grandchild in
          var grandchild = grandchild
          grandchild.inToolbar = grandchild.inToolbar || child.inToolbar
          return grandchild
        }
      }
      frontier = next
    }
    if frontier.contains(where: { $0.declarations.first.map { !visited.contains($0) } ?? false }) {
      content.isComplete = false  // deeper than the bound
    }
    // A name the content sets to false or nil that is the last name of the sheet's binding closes it.
    content.closesItsBinding =
      binding?.split(separator: ".").last.map { content.closedNames.contains(String($0)) } ?? false
    return content
  }

  /// The summary of one view type: its declaration and extensions, as seen from where it is named.
  private func summarize(type child: Child) -> Summary {
    var content = ModalContent()
    var regions: [Region] = []
    for ref in child.declarations {
      let tree = project.tree(ref.file)
      let declaration = project.declaration(ref)
      if declaration.inheritance.contains(where: { SwiftUIVocabulary.platformWrappers.contains(tree.text($0)) }) {
        content.wrapsPlatformView = true
      }
      if declaration.kind != .extension, let body = declaration.body,
        tree.text(declaration.nameEnd..<body).contains("<")
      {
        content.isComplete = false  // `struct Card<Content: View>`
      }
      guard let body = declaration.body, let close = tree.partner(of: body) else { continue }
      regions.append(Region(file: ref.file, range: (body + 1)..<close, owner: child.name))
    }
    if let from = child.declarations.first?.file {
      for (_, refs) in project.index.members(ofType: child.name, from: from) {
        for ref in refs {
          let member = project.declaration(ref)
          guard member.kind == .variable, member.body == nil, !member.isStatic, let type = member.type else { continue }
          if Self.holdsUnseenView(project.tree(ref.file).text(type)) {
            content.isComplete = false  // `let content: Content`, `let destination: AnyView`
          }
        }
      }
    }
    var summary = summarize(regions, binding: nil)
    summary.content.merge(content)
    // Toolbar content sits in the bars, not in what scrolls.
    if child.declarations.contains(where: { ref in
      project.declaration(ref).inheritance.contains { project.tree(ref.file).text($0) == "ToolbarContent" }
    }) {
      summary.content.visibleElements = []
    }
    return summary
  }

  /// Reads regions of source (and the helpers and modifiers of the app's own they use) for facts,
  /// and lists the app's view types they build.
  private func summarize(_ start: [Region], binding: String?) -> Summary {
    var summary = Summary()
    let bindingPath = binding.map { $0.split(separator: ".").map(String.init) }
    var pending = start
    var visitedHelpers: Set<TokenRef> = []
    var children: Set<String> = []
    while let region = pending.popLast() {
      let regionContext = FileContext(project, file: region.file)
      let tree = regionContext.tree
      var k = region.range.lowerBound
      // A toolbar's items sit in the bars, not in the content that scrolls.
      var toolbarEnd = -1
      while k < region.range.upperBound {
        defer { k += 1 }
        guard tree.isName(k) else { continue }
        let name = tree.text(k)
        // `StatusEditor.MediaEditView(…)`: a nested type, not a modifier.
        let isQualifiedType =
          tree.kind(k - 1) == .period && tree.kind(k - 2) == .identifier
          && tree.text(k - 2).unicodeScalars.first.map { ("A"..."Z").contains($0) } == true
          && name.unicodeScalars.first.map { ("A"..."Z").contains($0) } == true
        // `self.dismiss()`, `self.isPresented = false`: the type's own members, not modifiers.
        let isOwnMember = tree.kind(k - 1) == .period && tree.token(k - 2, is: "self") && tree.kind(k - 3) != .period
        if tree.kind(k - 1) == .period && !isQualifiedType && !isOwnMember {
          // Another dialog's content (a sheet the content shows) is that dialog's business.
          if SwiftUIVocabulary.separateContentModifiers.contains(name), let call = tree.call(at: k),
            call.openParen != nil
          {
            k =
              (tree.closure(call, labelled: "content") ?? tree.closure(call, labelled: nil))
              .flatMap { tree.partner(of: $0) } ?? k
            continue
          }
          if Self.setsClosed(k, in: tree) { summary.content.closedNames.insert(name) }  // `model.isEditing = false`
          readModifier(name, at: k, in: regionContext, into: &summary.content)
          if name == "toolbar", let call = tree.call(at: k) { toolbarEnd = max(toolbarEnd, call.end) }
          // A modifier of the app's own (`extension View { func withCloseButton() … }`): read it too.
          if tree.kind(k + 1) == .leftParen || tree.kind(k + 1) == .leftBrace {
            for ref in project.index.members(named: name, ofType: "View", from: region.file) {
              let declaration = project.declaration(ref)
              guard declaration.kind == .function, let body = declaration.body,
                visitedHelpers.insert(TokenRef(file: ref.file, token: body)).inserted,
                let helperClose = project.tree(ref.file).partner(of: body)
              else { continue }
              pending.append(Region(file: ref.file, range: (body + 1)..<helperClose, owner: "View"))
            }
          }
          if name == "dismiss", tree.kind(k + 1) == .leftParen, tree.token(k - 2, is: "wrappedValue") {
            summary.content.closeControls.append(regionContext.span(k))  // presentationMode.wrappedValue.dismiss()
          }
          continue
        }
        if let bindingPath, isClosing(bindingPath, at: k, in: tree) {
          summary.content.closeControls.append(regionContext.span(k))
          continue
        }
        // Past the modifiers above, the name here is unqualified or `self.`'s own.
        if !isQualifiedType && Self.setsClosed(k, in: tree) {
          // `isPresented = false` on a `@Binding` it was given; `model.isEditing = false` may be the
          // binding the sheet is shown by (the sheet decides, `ModalContent.closedNames`).
          if let owner = region.owner, isBindingMember(name, of: owner, from: region.file) {
            summary.content.closeControls.append(regionContext.span(k))
            continue
          }
          summary.content.closedNames.insert(name)
        }
        let isCall =
          tree.kind(k + 1) == .leftParen || (tree.kind(k + 1) == .leftBrace && tree.blockKinds[k + 1] == .closure)
        if isCall, let owner = region.owner, isDismissCall(name, owner: owner, from: region.file) {
          summary.content.closeControls.append(regionContext.span(k))
          continue
        }
        // `_ReaderController(…)` is a type name too.
        guard let first = name.unicodeScalars.first(where: { $0 != "_" }) else { continue }
        if ("A"..."Z").contains(first) {
          guard isCall else { continue }
          readView(
            name, at: k, owner: region.owner, inToolbar: k < toolbarEnd, in: regionContext, into: &summary.content)
          let position = isQualifiedType ? k - 2 : k
          let isModifierArgument = tree.kind(position - 1) == .leftParen && tree.token(position - 2, is: "modifier")
          guard isViewPosition(position, in: tree) || isModifierArgument,
            !SwiftUIVocabulary.frameworkTypes.contains(name),
            !SwiftUIVocabulary.visibleViews.contains(name)
          else { continue }
          // The app's own view: a child to follow.
          summary.content.viewTypes.insert(name)
          let declarations = project.index.declarations(ofType: name, from: region.file)
          guard !declarations.isEmpty else {
            summary.content.isComplete = false
            continue
          }
          if isViewType(declarations), children.insert(name).inserted {
            summary.children.append(Child(name: name, declarations: declarations, inToolbar: k < toolbarEnd))
          }
        } else if let owner = region.owner, tree.kind(k - 1) == .colon, tree.kind(k + 1) != .leftParen,
          tree.kind(k) == .identifier
        {
          // A function of the type handed to a child as an action (`onSave: saveAndClose`): what it
          // does (closing the sheet) counts.
          for function in project.index.members(named: name, ofType: owner, from: region.file) {
            let declaration = project.declaration(function)
            guard declaration.kind == .function, let body = declaration.body,
              visitedHelpers.insert(TokenRef(file: function.file, token: body)).inserted,
              let helperClose = project.tree(function.file).partner(of: body)
            else { continue }
            pending.append(Region(file: function.file, range: (body + 1)..<helperClose, owner: owner))
          }
        } else if isViewPosition(k, in: tree), let owner = region.owner, !tree.token(k, is: "self"),
          tree.kind(k) == .identifier
        {
          // A helper of the same type: `sheetContent`, `makeRows()`.
          for helper in project.index.members(named: name, ofType: owner, from: region.file) {
            let declaration = project.declaration(helper)
            guard declaration.kind == .variable || declaration.kind == .function, let body = declaration.body,
              visitedHelpers.insert(TokenRef(file: helper.file, token: body)).inserted,
              let helperClose = project.tree(helper.file).partner(of: body)
            else { continue }
            pending.append(Region(file: helper.file, range: (body + 1)..<helperClose, owner: owner))
          }
        }
      }
    }
    return summary
  }

  /// Whether each view the content closure builds at its top is one the walker can read: a type
  /// name, or a helper of the presenter. `module.coordinator?.toPresentable()` or a closure's
  /// parameter is a view nobody can see from here.
  private func rootsAreKnown(_ statements: [Range<Int>], in context: FileContext, presenter: String?, depth: Int)
    -> Bool
  {
    let tree = context.tree
    guard depth < 16 else { return false }
    for statement in statements {
      let first = tree.skippingReturn(statement.lowerBound)
      guard first < statement.upperBound, let kind = tree.kind(first) else { continue }
      if kind.isConditionalDirective || tree.token(first, is: "let") || tree.token(first, is: "var") { continue }
      if tree.token(first, is: "if") || tree.token(first, is: "switch") {
        for k in statement where tree.kind(k) == .leftBrace && tree.blockKinds[k] == .statement {
          guard let close = tree.partner(of: k) else { return false }
          var body = tree.statements(in: k)
          if tree.token(first, is: "switch") {
            // The statements after each `case …:` label.
            body = tree.statements(in: (k + 1)..<close).map { range in
              guard tree.token(range.lowerBound, is: "case") || tree.token(range.lowerBound, is: "default"),
                let colon = range.first(where: { tree.kind($0) == .colon })
              else { return range }
              return (colon + 1)..<range.upperBound
            }.filter { !$0.isEmpty }
          }
          if !rootsAreKnown(body, in: context, presenter: presenter, depth: depth + 1) { return false }
        }
        continue
      }
      guard kind == .identifier, let initial = tree.text(first).unicodeScalars.first(where: { $0 != "_" }) else {
        return false
      }
      if ("A"..."Z").contains(initial) { continue }
      guard let presenter,
        !project.index.members(named: tree.name(first), ofType: presenter, from: context.file).isEmpty
      else {
        return false
      }
    }
    return true
  }

  /// A stored property of this type holds a view the walker cannot see: `AnyView`, `some View`,
  /// `any View`, a `Content`/`Label` parameter, or a closure that builds one.
  static func holdsUnseenView(_ type: String) -> Bool {
    let result = type.split(separator: "->").last.map { $0.filter { !$0.isWhitespace } } ?? ""
    return ["AnyView", "someView", "anyView", "Content", "Label", "Content?", "AnyView?", "Destination"].contains(
      result)
  }

  private func isViewType(_ declarations: [DeclarationRef]) -> Bool {
    declarations.contains { ref in
      let tree = project.tree(ref.file)
      let declaration = project.declaration(ref)
      return declaration.inheritance.contains {
        let text = tree.text($0)
        return SwiftUIVocabulary.viewProtocols.contains(text) || SwiftUIVocabulary.platformWrappers.contains(text)
      }
    }
  }

  /// A statement of a view builder (not an argument, not a value in an expression).
  private func isViewPosition(_ k: Int, in tree: SyntaxTree) -> Bool {
    guard let previous = tree.kind(k - 1) else { return true }
    if previous == .colon && isCaseLabel(k - 1, in: tree) { return true }
    if tree.tokens[k].startsLine {
      return previous != .period && previous != .equal && previous != .binaryOperator && previous != .comma
        && previous != .colon && previous != .leftParen
    }
    return previous == .leftBrace || previous == .semicolon || tree.tokens[k - 1].word == .in
      || tree.tokens[k - 1].word == .return
  }

  /// Whether the `:` at `colon` ends a `case …:` or `default:` label of a `switch`.
  private func isCaseLabel(_ colon: Int, in tree: SyntaxTree) -> Bool {
    // Back to `case`/`default`; another `:` or an opening bracket first means an argument label.
    // The walk stops there, so reading an argument list stays linear.
    var k = colon - 1
    while k >= 0 {
      let token = tree.tokens[k]
      if token.word == .case || token.word == .default { return true }
      if token.kind == .colon || token.kind.isOpeningBracket || token.kind == .semicolon || token.startsLine {
        return false
      }
      if token.kind.isClosingBracket, let partner = tree.partner(of: k) { k = partner }
      k -= 1
    }
    return false
  }

  /// Facts a framework view tells by itself.
  private func readView(
    _ name: String, at k: Int, owner: String?, inToolbar: Bool, in context: FileContext,
    into content: inout ModalContent
  ) {
    let tree = context.tree
    let call = tree.call(at: k)
    if SwiftUIVocabulary.visibleViews.contains(name) && !inToolbar && !isIconButton(name, call, in: context) {
      content.visibleElements.append(context.span(k))
    }
    if SwiftUIVocabulary.navigationContainers.contains(name) { content.navigationContainers.append(context.span(k)) }
    if SwiftUIVocabulary.scrollContainers.contains(name) {
      let disabled = call.map { tree.chain(after: $0.end) }?.contains { link in
        tree.token(link.name, is: "scrollDisabled") && link.arguments.first.map { tree.text($0.value) } == "true"
      }
      if disabled != true { content.scrollContainers.append(context.span(k)) }
    }
    if name == "Button", let call {
      let reader = ActionReader(context: context, typeName: owner)
      let role = reader.role(of: call)
      if role == .cancel || role == .close { content.closeControls.append(context.span(k)) }
      if let label = reader.label(of: call).0 { content.buttonLabels.append((label, context.span(k))) }
    }
    if name == "Image" || name == "Label", let call,
      let symbol = tree.argument(call, labelled: "systemName") ?? tree.argument(call, labelled: "systemImage"),
      let literal = tree.stringLiteral(at: symbol.value.lowerBound), !literal.isInterpolated
    {
      content.symbols.insert(literal.value)
    }
  }

  /// A button whose label is only an image: it does not grow with the text size.
  private func isIconButton(_ name: String, _ call: Call?, in context: FileContext) -> Bool {
    let tree = context.tree
    guard name == "Button", let call, tree.argument(call, labelled: "title") == nil,
      call.firstUnlabelledArgument == nil,
      let label = ActionReader(context: context, typeName: nil).labelClosure(of: call),
      let close = tree.partner(of: label)
    else { return false }
    return !((label + 1)..<close).contains { tree.token($0, is: "Text") || tree.token($0, is: "Label") }
  }

  /// Facts a modifier tells: headings, navigation titles, background interaction, dismissal.
  private func readModifier(_ name: String, at k: Int, in context: FileContext, into content: inout ModalContent) {
    let tree = context.tree
    switch name {
    case "navigationTitle", "navigationBarTitle":
      content.navigationTitles.append(context.span(k))
    case "accessibilityHeading":
      content.headings.append(context.span(k))
    case "accessibilityAddTraits", "accessibility":
      if let call = tree.call(at: k), let paren = call.openParen, let close = tree.partner(of: paren),
        ((paren + 1)..<close).contains(where: { tree.token($0, is: "isHeader") })
      {
        content.headings.append(context.span(k))
      }
    case "presentationBackgroundInteraction":
      if let call = tree.call(at: k), let first = call.arguments.first, tree.text(first.value).hasPrefix(".enabled") {
        content.backgroundInteraction.append(context.modifierSpan(k))
      }
    case "presentationDragIndicator":
      // A visible grabber is an element VoiceOver and Switch Control can activate to dismiss.
      if let call = tree.call(at: k), call.arguments.first.map({ tree.text($0.value) }) == ".visible" {
        content.closeControls.append(context.span(k))
      }
    case "interactiveDismissDisabled":
      if let call = tree.call(at: k), call.arguments.first.map({ tree.text($0.value) }) ?? "true" == "true" {
        content.interactiveDismissDisabled.append(context.span(k))
      }
    default:
      break
    }
  }

  /// `path = false`, `path = nil` or `path.toggle()` (also through `self.`) at `k`.
  private func isClosing(_ path: [String], at k: Int, in tree: SyntaxTree) -> Bool {
    guard let end = tree.endOfPath(path, at: k) else { return false }
    return Self.setsClosed(end - 1, in: tree)
  }

  /// Whether the name at `k` is followed by `= false`, `= nil` or `.toggle()`.
  static func setsClosed(_ k: Int, in tree: SyntaxTree) -> Bool {
    if tree.kind(k + 1) == .period && tree.token(k + 2, is: "toggle") && tree.kind(k + 3) == .leftParen { return true }
    guard tree.kind(k + 1) == .equal else { return false }
    return tree.token(k + 2, is: "false") || tree.token(k + 2, is: "nil")
  }

  /// Whether `name` is a `@Binding` property of `owner` (a modal told how to close itself).
  private func isBindingMember(_ name: String, of owner: String, from file: Int) -> Bool {
    project.index.members(named: name, ofType: owner, from: file).contains { ref in
      let tree = project.tree(ref.file)
      return project.declaration(ref).attributes.contains { tree.text($0.nameEnd - 1) == "Binding" }
    }
  }

  /// A call that closes the modal: a name bound to `@Environment(\.dismiss)`, a closure the type
  /// was handed to close itself (`onDismiss()`, `onClose()`), or a `@Binding` set to false.
  private func isDismissCall(_ name: String, owner: String, from file: Int) -> Bool {
    for ref in project.index.members(named: name, ofType: owner, from: file) {
      let declaration = project.declaration(ref)
      let tree = project.tree(ref.file)
      guard declaration.kind == .variable else { continue }
      if declaration.attributes.contains(where: { attribute in
        tree.text(attribute.nameEnd - 1) == "Environment"
          && attribute.arguments.map { tree.text($0..<(tree.partner(of: $0) ?? $0) + 1) }.map {
            $0.contains("dismiss") || $0.contains("presentationMode")
          } == true
      }) {
        return true
      }
      if let type = declaration.type, tree.text(type).hasSuffix("DismissAction") { return true }
      let lowered = name.lowercased()
      if let type = declaration.type, tree.text(type).contains("->"),
        ["dismiss", "close", "cancel", "done", "finish", "complete", "back"].contains(where: lowered.contains)
      {
        return true
      }
    }
    return false
  }
}
