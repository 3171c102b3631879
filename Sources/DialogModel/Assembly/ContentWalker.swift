import DialogFacts
import SwiftScan

/// Reads what a sheet's or full-screen cover's content holds: close controls, headings, scrolling
/// containers, visible text and controls, and modifiers that matter to a modal.
///
/// The content is followed from the closure into the app's own view types (their bodies and
/// helpers, to a bounded depth) through the repo-wide index. A generic container or a depth past
/// the bound leaves the content incomplete, and the content-dependent rules then say nothing. A
/// view of another module (no scanned file declares it) leaves unknown only the facts that its
/// call and its name say it may hold (`foreignView`); SwiftUI's own types are known by the
/// vocabulary. Finding a fact is conclusive; missing one is only conclusive when everything that
/// may hold it was read.
struct ContentWalker {
  let project: Project
  /// How many view types deep the content is followed.
  static let maximumDepth = 8

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
    /// The first of `children` built in the regions the summary starts from, not in a helper they
    /// use: the content's own type when the content is `SomeView(…)`.
    var rootChild: Child?
    /// Why the type's content is unknown unless the code that builds it hands it closures: it is
    /// generic over its content, or stores a view (`let content: Content`).
    var needsContent: String?
  }

  /// A view type the content builds, resolved from where it is named.
  struct Child: Sendable {
    var name: String
    var declarations: [DeclarationRef]
    /// Built inside a `.toolbar`: what it shows sits in the bars.
    var inToolbar = false
    /// Where it is built, to tell whether the views it shows are handed to it there
    /// (`isHandedContent`), asked only of a type whose summary needs them.
    var site: Site?
  }

  /// A call that builds a view type, and the type whose code holds it.
  struct Site: Sendable {
    var file: Int
    var call: Call
    var owner: String?
  }

  /// What one alternative of the content shows: the source it is read from, the type whose body
  /// the alternative is taken from (not followed again as a child), and what names it.
  private struct Alternative {
    var regions: [Region]
    var roots: [Range<Int>]
    var rootFile: Int
    /// The type the roots are written in, when not the presenter.
    var rootOwner: String?
    /// The view type or helper whose body the alternative is a branch of: not followed again.
    var excluded: Set<String> = []
    var view: TypeReference?
  }

  /// More alternatives than this, and the content is judged as a whole.
  static let maximumBranches = 8

  /// Reads the content closure opened at `open` of the presenting file: as a whole, and each of its
  /// branches (`if`/`else`, `switch`, or the body of the one view it shows) on its own.
  func content(ofClosure open: Int, in context: FileContext, presenter: String?, binding: Presentation?) -> ModalContent
  {
    guard let inside = context.tree.interior(of: open) else {
      var content = ModalContent()
      content.noteUnknown("the content closure is not closed")
      return content
    }
    let statements = context.tree.statements(in: open)
    let whole = Alternative(
      regions: [Region(file: context.file, range: inside, owner: presenter)], roots: statements,
      rootFile: context.file)
    var content = walk(whole, presenter: presenter, binding: binding)
    if content.closesAsItMovesOn == nil, let call = context.tree.movingCallback(inClosure: open) {
      content.closesAsItMovesOn = (context.span(call.token), call.name)
    }
    let alternatives = self.alternatives(statements, in: context, owner: presenter)
    if alternatives.count > 1 {
      content.branches = alternatives.map { alternative in
        ContentBranch(view: alternative.view, content: walk(alternative, presenter: presenter, binding: binding))
      }
    }
    return content
  }

  /// The content of one alternative: its regions, then breadth first the view types it builds,
  /// each summarised once per run.
  private func walk(_ alternative: Alternative, presenter: String?, binding: Presentation?) -> ModalContent {
    let root = summarize(alternative.regions, binding: binding, excluding: alternative.excluded, presenter: presenter)
    var content = root.content
    if let reason = unknownRoot(
      alternative.roots, in: FileContext(project, file: alternative.rootFile),
      owner: alternative.rootOwner ?? presenter,
      depth: 0)
    {
      content.noteUnknown(reason)
    }
    content.contentType = root.rootChild.flatMap(reference) ?? alternative.view
    var frontier = root.children
    var visited: Set<DeclarationRef> = []
    for _ in 0..<Self.maximumDepth where !frontier.isEmpty {
      var next: [Child] = []
      for child in frontier {
        guard let key = child.declarations.first, visited.insert(key).inserted else { continue }
        var summary = project.summaries.value(key) { summarize(type: child) }
        if child.inToolbar { summary.content.visibleElements = [] }
        if let needs = summary.needsContent {
          if !isHandedContent(child) {
            summary.content.noteUnknown(needs)
          } else if let reason = unknownHandedRoot(child) {
            summary.content.noteUnknown(reason)
          }
        }
        content.merge(summary.content)
        next += summary.children.map { grandchild in
          var grandchild = grandchild
          grandchild.inToolbar = grandchild.inToolbar || child.inToolbar
          return grandchild
        }
      }
      frontier = next
    }
    if let deeper = frontier.first(where: { $0.declarations.first.map { !visited.contains($0) } ?? false }) {
      content.noteUnknown("\(deeper.name) is nested more than \(Self.maximumDepth) view types deep")
    }
    // Content that shows no text or control of its own but views of other modules is those views:
    // a screen of another module, whose heading, close control and scrolling cannot be known.
    if !content.foreignViews.isEmpty && content.visibleElements.isEmpty {
      let names = content.foreignViews.joined(separator: ", ")
      content.noteUnknown("the content shows nothing of its own but \(names), declared in no scanned file")
    }
    content.closeButtonPlaces = content.closeButtonPlaces.map { place in
      var place = place
      place.closer = closer(for: place, presenter: presenter, binding: binding, contentType: content.contentType)
      return place
    }
    // A name the content sets to false or nil that is the last name of the sheet's binding closes it.
    content.closesItsBinding =
      binding?.value == nil
      && binding?.path?.split(separator: ".").last.map { content.closedNames.contains(String($0)) } == true
    return content
  }

  /// Where a view type is declared, as findings name it.
  private func reference(_ child: Child) -> TypeReference? {
    child.declarations.first.map { ref in
      FileContext(project, file: ref.file).typeReference(to: project.declaration(ref))
    }
  }

  // MARK: Branches

  /// The alternatives of a run of view-builder statements: each `if`/`else` or `switch` at the top
  /// (or inside the one container the statements are) splits the content, and the body of the one
  /// view type they build is split the same way. Empty when there is nothing to split or too much.
  private func alternatives(_ statements: [Range<Int>], in context: FileContext, owner: String?) -> [Alternative] {
    if let split = split(statements, in: context, owner: owner, depth: 0), split.count > 1 {
      return split.count <= Self.maximumBranches ? split : []
    }
    // `ResultOrForm()`: the one view's body picks between two screens.
    let tree = context.tree
    guard statements.count == 1, let statement = statements.first else { return [] }
    let first = tree.skippingReturn(statement.lowerBound)
    guard let called = tree.calledName(at: first), let child = appViewType(called, from: context.file),
      let body = bodyStatements(of: child)
    else { return [] }
    let bodyContext = FileContext(project, file: body.file)
    guard let split = split(body.statements, in: bodyContext, owner: child.name, depth: 0), split.count > 1,
      split.count <= Self.maximumBranches
    else { return [] }
    let site = Region(file: context.file, range: statement, owner: owner)
    return split.map { alternative in
      var alternative = alternative
      alternative.regions.append(site)
      alternative.excluded.insert(child.name)
      alternative.rootOwner = alternative.rootOwner ?? child.name
      alternative.view = alternative.view ?? reference(child)
      return alternative
    }
  }

  /// The alternatives of `statements` of one file, or nil when they do not branch.
  private func split(_ statements: [Range<Int>], in context: FileContext, owner: String?, depth: Int)
    -> [Alternative]?
  {
    let tree = context.tree
    guard depth < 4 else { return nil }
    let region = { (range: Range<Int>) in Region(file: context.file, range: range, owner: owner) }
    // The one container the content is (`NavigationStack { if … }`): its own tokens are shared.
    if statements.count == 1, let statement = statements.first {
      let first = tree.skippingReturn(statement.lowerBound)
      if let (open, inside) = tree.onlyTrailingClosure(ofCallAt: first),
        let inner = split(tree.statements(in: open), in: context, owner: owner, depth: depth + 1)
      {
        let shared = [
          region(statement.lowerBound..<inside.lowerBound), region(inside.upperBound..<statement.upperBound),
        ]
        return inner.map { alternative in
          var alternative = alternative
          alternative.regions += shared
          return alternative
        }
      }
      // `content.navigationTitle(…)`: a helper of the type whose body branches.
      if let name = tree.identifierName(at: first), let owner,
        let helper = project.memberBody(named: name, ofType: owner, from: context.file),
        let inner = split(
          project.tree(helper.file).statements(in: helper.token), in: FileContext(project, file: helper.file),
          owner: owner, depth: depth + 1)
      {
        return inner.map { alternative in
          var alternative = alternative
          alternative.regions.append(region(statement))
          alternative.excluded.insert(name)
          return alternative
        }
      }
    }
    guard let index = statements.firstIndex(where: { tree.isBranching($0) }) else { return nil }
    let shared = statements.enumerated().filter { $0.offset != index }.map { region($0.element) }
    var result: [Alternative] = []
    // A branch that shows `EmptyView()` is a placeholder for a state the modal is not shown in.
    for branch in tree.branches(of: statements[index])?.bodies ?? [] where !branch.isEmpty && !tree.isEmptyView(branch)
    {
      let inner =
        split(branch, in: context, owner: owner, depth: depth + 1) ?? [
          Alternative(
            regions: branch.map(region), roots: branch, rootFile: context.file, view: rootView(branch, in: context))
        ]
      result += inner.map { alternative in
        var alternative = alternative
        alternative.regions += shared
        return alternative
      }
    }
    return result
  }

  /// What names a branch in a finding: the app's view type it builds, else its first view.
  private func rootView(_ statements: [Range<Int>], in context: FileContext) -> TypeReference? {
    let tree = context.tree
    guard let statement = statements.first, let leading = tree.leadingName(of: statement) else { return nil }
    if let child = appViewType(leading.name, from: context.file), let reference = reference(child) {
      return reference
    }
    return TypeReference(name: leading.written, span: context.span(leading.token))
  }

  /// The app's view type named `name`, as seen from file `file`.
  private func appViewType(_ name: String, from file: Int) -> Child? {
    // A function, generic, collection or optional type (`() -> Label`, `Binding<Bool>`) is no view
    // of the app's, and is not looked up: the index would read every file for a name it cannot key.
    guard !name.isEmpty, !name.utf8.contains(where: { "()<>[]-:,&?! ".utf8.contains($0) }) else { return nil }
    let declarations = project.index.declarations(ofType: name, from: file)
    guard !declarations.isEmpty, project.isViewType(declarations) else { return nil }
    return Child(name: name, declarations: declarations)
  }

  /// The statements of a view type's `body`, and its file.
  private func bodyStatements(of child: Child) -> (file: Int, statements: [Range<Int>])? {
    guard let from = child.declarations.first?.file,
      let body = project.memberBody(named: SwiftUIName.body.rawValue, ofType: child.name, from: from)
    else { return nil }
    return (body.file, project.tree(body.file).statements(in: body.token))
  }

  // MARK: Summaries

  /// The summary of one view type: its declaration and extensions, as seen from where it is named.
  private func summarize(type child: Child) -> Summary {
    var content = ModalContent()
    var needsContent: String? = nil
    var regions: [Region] = []
    for ref in child.declarations {
      let tree = project.tree(ref.file)
      let declaration = project.declaration(ref)
      if tree.inheritedNames(of: declaration).contains(where: SwiftUIVocabulary.platformWrappers.contains) {
        content.wrapsPlatformView = true
      }
      // `struct Card<Content: View>`; not `struct Picker<Value: Hashable>`, generic over a value.
      if declaration.kind != .extension, let body = declaration.body,
        !tree.viewGenerics(in: declaration.nameEnd..<body).isEmpty
      {
        needsContent = "\(child.name) is generic over the views it shows"
      }
      guard let inside = declaration.body.flatMap(tree.interior) else { continue }
      regions.append(Region(file: ref.file, range: inside, owner: child.name))
    }
    if let from = child.declarations.first?.file {
      let members = project.index.members(ofType: child.name, from: from)
      // `struct Row: PlatformView`: the body comes from an extension of a protocol, per platform.
      if members[SwiftUIName.body.rawValue] == nil && !content.wrapsPlatformView {
        content.noteUnknown("\(child.name) has no body of its own (an extension of a protocol it adopts gives it)")
      }
      // In the order of the source, so that the same property is named on every run.
      let stored = members.flatMap { name, refs in refs.map { (name, $0) } }.sorted {
        ($0.1.file, $0.1.index) < ($1.1.file, $1.1.index)
      }
      for (name, ref) in stored {
        let member = project.declaration(ref)
        guard member.kind == .variable, member.body == nil, !member.isStatic,
          let text = project.tree(ref.file).typeText(of: member), Self.holdsUnseenView(text)
        else { continue }
        needsContent = "\(child.name) shows a view it is handed (\(name): \(text))"
        break
      }
    }
    var summary = summarize(regions, binding: nil, excluding: [])
    summary.content.merge(content)
    summary.needsContent = needsContent
    // Toolbar content sits in the bars, not in what scrolls.
    if child.declarations.contains(where: { ref in
      project.tree(ref.file).inheritedNames(of: project.declaration(ref)).contains { $0 == .toolbarContent }
    }) {
      summary.content.visibleElements = []
    }
    return summary
  }

  /// Reads regions of source (and the helpers and modifiers of the app's own they use) for facts,
  /// and lists the app's view types they build; a dismissal in code `presenter` owns closes it.
  private func summarize(
    _ start: [Region], binding: Presentation?, excluding excluded: Set<String>, presenter: String? = nil
  ) -> Summary {
    var summary = Summary()
    let bindingPath = binding?.path.map { $0.split(separator: ".").map(String.init) }
    var pending = start
    // A type's bodies hold its helpers: read with them, a helper is read once.
    var visitedHelpers: Set<TokenRef> = []
    func isRead(_ body: TokenRef) -> Bool {
      start.contains { $0.file == body.file && $0.range.contains(body.token) }
        || !visitedHelpers.insert(body).inserted
    }
    var children: Set<String> = []
    while let region = pending.popLast() {
      let isStart = start.contains { $0.file == region.file && $0.range == region.range }
      let regionContext = FileContext(project, file: region.file)
      let tree = regionContext.tree
      var k = region.range.lowerBound
      // A toolbar's items sit in the bars, not in the content that scrolls.
      var toolbarEnd = -1
      while k < region.range.upperBound {
        defer { k += 1 }
        guard let name = tree.nameText(at: k) else { continue }
        let base = tree.base(ofName: k)
        // `StatusEditor.MediaEditView(…)`: a nested type, not a modifier.
        let isQualifiedType = base == .type && name.unicodeScalars.first.map { ("A"..."Z").contains($0) } == true
        // `self.dismiss()`, `self.isPresented = false`: the type's own members, not modifiers.
        // In a view extension's helper, `self` is the view: `self.navigationTitle(…)` is a modifier.
        let isOwnMember = base == .ownMember && region.owner != SwiftUIName.view.rawValue
        if base != .unqualified && !isQualifiedType && !isOwnMember {
          // Another dialog's content (a sheet the content shows), or a screen pushed from it, is
          // that dialog's or screen's business.
          if SwiftUIVocabulary.separateContentModifiers.contains(name) || name == .navigationDestination,
            let end = tree.separateContentEnd(ofModifier: k)
          {
            k = end
            continue
          }
          if tree.setsClosed(k) { summary.content.closedNames.insert(name) }  // `model.isEditing = false`
          readModifier(name, at: k, in: regionContext, into: &summary.content)
          // The views up to the end of a `.toolbar` call sit in its bars.
          if name == .toolbar, let end = tree.callExtent(at: k)?.upperBound { toolbarEnd = max(toolbarEnd, end) }
          // A modifier of the app's own (`extension View { func withCloseButton() … }`): read it too.
          if tree.isFollowedByArguments(k) {
            for ref in project.index.functions(named: name, ofType: SwiftUIName.view.rawValue, from: region.file) {
              guard let body = project.declaration(ref).body,
                visitedHelpers.insert(TokenRef(file: ref.file, token: body)).inserted,
                let inside = project.tree(ref.file).interior(of: body)
              else { continue }
              pending.append(Region(file: ref.file, range: inside, owner: SwiftUIName.view.rawValue))
            }
          }
          if name == .dismiss, tree.isCalledOnWrappedValue(k) {
            noteClose(at: k, in: regionContext, into: &summary.content)  // presentationMode.wrappedValue.dismiss()
            if presenter != nil && region.owner == presenter { summary.content.closesPresenter = regionContext.span(k) }
          }
          continue
        }
        if let bindingPath, isClosing(bindingPath, value: binding?.value, at: k, in: tree) {
          noteClose(at: k, in: regionContext, into: &summary.content)
          continue
        }
        // Past the modifiers above, the name here is unqualified or `self.`'s own.
        if !isQualifiedType && tree.setsClosed(k) {
          // `isPresented = false` on a `@Binding` it was given; `model.isEditing = false` may be the
          // binding the sheet is shown by (the sheet decides, `ModalContent.closedNames`).
          // A checkbox toggling its own `isOn` closes nothing: `.toggle()` counts for a binding
          // named to present.
          let isToggle = tree.isToggle(at: k + 1)
          if let owner = region.owner, isBindingMember(name, of: owner, from: region.file),
            !isToggle || Self.namesPresentation(name)
          {
            noteClose(at: k, in: regionContext, into: &summary.content)
            continue
          }
          summary.content.closedNames.insert(name)
        }
        let isCall = tree.isCalled(k)
        // `dismiss()`, or the action handed on: `action: dismiss`, `action: dismiss.callAsFunction`.
        if isCall || tree.isHandedOn(k), let owner = region.owner, isDismissCall(name, owner: owner, from: region.file)
        {
          noteClose(at: k, in: regionContext, into: &summary.content)
          if owner == presenter { summary.content.closesPresenter = regionContext.span(k) }
          continue
        }
        // `_ReaderController(…)` is a type name too.
        guard let first = name.unicodeScalars.first(where: { $0 != "_" }) else { continue }
        if ("A"..."Z").contains(first) {
          guard isCall else { continue }
          let built = tree.builtView(at: k, qualified: isQualifiedType)
          // A pushed screen is not this content: read the link's label, skip its destination.
          if name == .navigationLink, let destination = tree.navigationDestination(at: k) {
            readView(
              name, at: k, call: built.call, owner: region.owner, inToolbar: k < toolbarEnd, in: regionContext,
              into: &summary.content)
            pending.append(
              contentsOf: destination.label.map { [Region(file: region.file, range: $0, owner: region.owner)] } ?? [])
            k = destination.end - 1
            continue
          }
          readView(
            name, at: k, call: built.call, owner: region.owner, inToolbar: k < toolbarEnd, in: regionContext,
            into: &summary.content)
          if SwiftUIVocabulary.navigationContainers.contains(name) {
            summary.content.closeButtonPlaces.append(
              closeButtonPlace(
                ofContainer: k, owner: region.owner, from: isStart ? region.range.lowerBound - 1 : nil,
                in: regionContext))
          }
          // Shown where it is built, handed to `.modifier(…)`, or a local's (`let row = Row(…)`).
          guard let place = built.place,
            !SwiftUIVocabulary.frameworkTypes.contains(name),
            !SwiftUIVocabulary.visibleViews.contains(name)
          else { continue }
          // The app's own view: a child to follow.
          summary.content.viewTypes.insert(name)
          let declarations = project.index.declarations(ofType: name, from: region.file)
          guard !declarations.isEmpty else {
            // A local value of another module's type (`let point = CGPoint(…)`), or a value of
            // Apple's other frameworks (`UIButton(…)` in a representable), is no view.
            if place == .localValue { continue }
            if SwiftUIVocabulary.isAppleFrameworkValue(name) || SwiftUIVocabulary.isSDKType(name) { continue }
            // A modifier of another module's may add anything to the view: a toolbar, a title.
            guard place != .modifierArgument, let call = built.call else {
              summary.content.noteUnknown("\(name) is not declared in the scanned files")
              continue
            }
            summary.content.foreignViews.append(name)
            for unknown in foreignView(name, call, owner: region.owner, in: regionContext) {
              summary.content.noteUnknown(unknown.reason, for: unknown.facts)
            }
            continue
          }
          if !excluded.contains(name), project.isViewType(declarations), children.insert(name).inserted {
            let site = built.call.map { Site(file: region.file, call: $0, owner: region.owner) }
            let child = Child(name: name, declarations: declarations, inToolbar: k < toolbarEnd, site: site)
            summary.children.append(child)
            if isStart && summary.rootChild == nil { summary.rootChild = child }
          }
        } else if let owner = region.owner, tree.isFunctionHandedOn(k) {
          // A function of the type handed to a child as an action (`onSave: saveAndClose`): what it
          // does (closing the sheet) counts.
          for function in project.index.members(named: name, ofType: owner, from: region.file) {
            let declaration = project.declaration(function)
            guard declaration.kind == .function, let body = declaration.body,
              !isRead(TokenRef(file: function.file, token: body)),
              let inside = project.tree(function.file).interior(of: body)
            else { continue }
            pending.append(Region(file: function.file, range: inside, owner: owner))
          }
        } else if tree.isHelperUse(k), let owner = region.owner {
          // A helper of the same type: `sheetContent`, `makeRows()`.
          guard !excluded.contains(name) else { continue }
          for helper in project.index.members(named: name, ofType: owner, from: region.file) {
            let declaration = project.declaration(helper)
            guard declaration.kind == .variable || declaration.kind == .function, let body = declaration.body,
              !isRead(TokenRef(file: helper.file, token: body)),
              let inside = project.tree(helper.file).interior(of: body)
            else { continue }
            pending.append(Region(file: helper.file, range: inside, owner: owner))
          }
        }
      }
    }
    return summary
  }

  /// What a view of another module (`name`, built by `call`) may hold, as unknown facts with
  /// their reasons: a close control when it is handed a closure, a binding or an object that can
  /// close the modal, or its name or labels say it closes; a heading when its name or labels speak
  /// of a title; scrolling when its name speaks of a list, grid, pager or the like. A view whose
  /// name says it wraps a UIKit or AppKit controller may hold all three. Any other fact is known
  /// to be missing from it.
  private func foreignView(_ name: String, _ call: Call, owner: String?, in context: FileContext) -> [UnknownReason] {
    let tree = context.tree
    let undeclared = "\(name) is declared in no scanned file"
    if NameWords.says(name, NameWords.controllerWords) {
      let why = "\(undeclared), and its name says it may wrap a UIKit or AppKit controller, which brings its own chrome"
      return [UnknownReason(reason: why, facts: .all)]
    }
    var result: [UnknownReason] = []
    let labels = tree.labels(of: call)
    if !tree.closures(handedTo: call).isEmpty {
      result.append(
        UnknownReason(reason: "\(undeclared) and is handed a closure, which may close the modal", facts: .closeControl))
    } else if let argument = call.arguments.first(where: { hands($0, closerOf: owner, in: context) }) {
      let written = TextResolver.quote(tree.written(argument.value))
      result.append(
        UnknownReason(
          reason: "\(undeclared) and is handed `\(written)`, which may close the modal", facts: .closeControl))
    } else if NameWords.says(name, NameWords.closingWords) {
      result.append(
        UnknownReason(reason: "\(undeclared), and its name says it may close the modal", facts: .closeControl))
    } else if let label = labels.first(where: { NameWords.says($0, NameWords.closingWords) }) {
      result.append(
        UnknownReason(reason: "\(undeclared) and is handed \(label):, which may close the modal", facts: .closeControl))
    }
    if NameWords.says(name, NameWords.headingWords) {
      result.append(UnknownReason(reason: "\(undeclared), and its name says it may show a heading", facts: .heading))
    } else if let label = labels.first(where: { NameWords.says($0, NameWords.headingWords) }) {
      result.append(
        UnknownReason(reason: "\(undeclared) and is handed \(label):, which it may show as a heading", facts: .heading))
    }
    if NameWords.says(name, NameWords.scrollingWords) {
      result.append(UnknownReason(reason: "\(undeclared), and its name says it may scroll", facts: .scrolling))
    }
    return result
  }

  /// Whether `argument` hands a view a way to close the modal: a binding (`$isShown`,
  /// `Binding(…)`), a function of `owner`'s (`onClose: close`), or what its label or value names
  /// as an action or an object that can change what presents it (`store: store`, `viewModel: model`).
  private func hands(_ argument: Argument, closerOf owner: String?, in context: FileContext) -> Bool {
    let tree = context.tree
    guard !argument.value.isEmpty else { return false }
    if tree.startsWithBinding(argument) { return true }
    let label = tree.label(of: argument)
    if let label, NameWords.says(label, NameWords.closerWords) {
      return true
    }
    // `onClose:`, `onSelect:`: an action by its label.
    if let label, NameWords.isCallback(label) { return true }
    // The names the value is read through: `store`, `viewModel.player`, `close`.
    for (name, isMember) in tree.readNames(of: argument) {
      if NameWords.says(name, NameWords.closerWords) { return true }
      if let owner, !isMember,
        project.index.members(named: name, ofType: owner, from: context.file).contains(where: {
          project.declaration($0).kind == .function
        })
      {
        return true
      }
    }
    return false
  }

  /// Why a view the content builds at its top is one the walker cannot read, if one is: it must be
  /// a type name or a helper of the owner. `module.coordinator?.toPresentable()` or a closure's
  /// parameter is a view nobody can see from here.
  private func unknownRoot(_ statements: [Range<Int>], in context: FileContext, owner: String?, depth: Int) -> String? {
    let tree = context.tree
    guard depth < 16 else { return "the content nests conditions too deep" }
    for statement in statements {
      switch tree.viewStatementStart(statement) {
      case .skipped, .typeName: continue
      case .conditional:
        for branch in tree.branches(of: statement)?.bodies ?? [] {
          if let reason = unknownRoot(branch, in: context, owner: owner, depth: depth + 1) { return reason }
        }
      case .unreadable(let text):
        return "the content is `\(text)`, which is not a view dialoglint can read"
      case .name(let name, let text):
        guard let owner, !project.index.members(named: name, ofType: owner, from: context.file).isEmpty else {
          return "the content is `\(text)`, which is neither a view type nor a member of \(owner ?? "its type")"
        }
      }
    }
    return nil
  }

  /// A stored property of this type holds a view the walker cannot see: `AnyView`, `some View`,
  /// `any View`, a `Content`/`Label` parameter, or a closure that builds one.
  static func holdsUnseenView(_ type: String) -> Bool { isUnseenView(resultType(type)) }

  /// Whether a result type (`resultType`) is a view the walker cannot see.
  static func isUnseenView(_ result: String) -> Bool {
    let (anyView, content) = (SwiftUIName.anyView.rawValue, SwiftUIName.content.rawValue)
    return [
      anyView, anyView + "?", "someView", "anyView", content, content + "?", SwiftUIName.label.rawValue, "Destination",
    ]
    .contains(result)
  }

  /// What a type returns, without whitespace: the last piece between `->`s that is not empty
  /// (the type itself when it is no function).
  static func resultType(_ type: String) -> String {
    guard type.utf8.allSatisfy({ $0 < 0x80 }) else {
      return type.split(separator: "->").last.map { $0.filter { !$0.isWhitespace } } ?? ""
    }
    // ASCII, nearly every type: the same, a byte for a character and without splitting in pieces.
    let bytes = Array(type.utf8)
    var last = 0..<0
    var start = 0
    var k = 0
    while k <= bytes.count {
      if k == bytes.count || (bytes[k] == UInt8(ascii: "-") && k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: ">"))
      {
        if k > start { last = start..<k }
        if k == bytes.count { break }
        k += 2
        start = k
      } else {
        k += 1
      }
    }
    return String(decoding: bytes[last].filter { !(0x09...0x0D).contains($0) && $0 != 0x20 }, as: UTF8.self)
  }

  /// Whether the views `child` shows of its caller's are handed to it where it is built, and read
  /// there: closures (`Card { … }`), its caller's own properties passed on, or nothing a view but
  /// what an initializer of its own builds.
  private func isHandedContent(_ child: Child) -> Bool {
    guard let site = child.site else { return false }
    let context = FileContext(project, file: site.file)
    let call = site.call
    return !context.tree.closures(handedTo: call).isEmpty
      || forwardsMembers(call, of: site.owner, in: context)
      || buildsItsOwnViews(child, for: call, in: context.tree)
  }

  /// Why a view handed to `child` in a closure where it is built cannot be read
  /// (`Wrapper { route.destination }`); nil when every such closure shows views the walk reads.
  private func unknownHandedRoot(_ child: Child) -> String? {
    guard let site = child.site else { return nil }
    let tree = project.tree(site.file)
    // A view read from a value's property (`route.destination`) is out of the walk's sight;
    // views built here, locals and members are read where they are made, and what a closure's
    // parameter holds (`{ image in image.resizable() }`) is the child's own view.
    for open in tree.closures(handedTo: site.call) {
      if let path = tree.valuePathStatement(inClosure: open) {
        return "\(child.name) shows `\(path)`, a view read from a value's property"
      }
    }
    return nil
  }

  /// Whether every argument of `call` is a property of `owner` (`LoadableImageContent(url: url,
  /// placeholder: placeholder)` in `LoadableImage`'s body) that holds no view of the app's own
  /// type and no computed view: a view such a property holds was handed to `owner`, whose own
  /// summary asks for it where `owner` is built, so the child needs nothing more here.
  private func forwardsMembers(_ call: Call, of owner: String?, in context: FileContext) -> Bool {
    let tree = context.tree
    guard let owner, !call.arguments.isEmpty else { return false }
    return call.arguments.allSatisfy { argument in
      guard let name = tree.plainName(of: argument) else { return false }
      let members = project.index.members(named: name, ofType: owner, from: context.file)
      return !members.isEmpty
        && members.allSatisfy { ref in
          let member = project.declaration(ref)
          guard member.kind == .variable, !member.isStatic, let type = member.type else { return false }
          let name = project.tree(ref.file).comparableType(type)
          guard appViewType(name, from: ref.file) == nil else { return false }
          // A computed view is the owner's own code, not read from here.
          return member.body == nil || !(Self.holdsUnseenView(name) || name.hasPrefix("some"))
        }
    }
  }

  /// Whether every initializer of `child` that `call` (with no closures) can call takes no view:
  /// `Checkbox(title, isOn: $on)` through `extension Checkbox where Label == Text { init(_ title:
  /// String, isOn: Binding<Bool>) }`. The views it shows are then made by the type's own code,
  /// which its summary reads. A type with no initializer of its own (memberwise) is not known so.
  private func buildsItsOwnViews(_ child: Child, for call: Call, in callTree: SyntaxTree) -> Bool {
    var matched = false
    for ref in child.declarations {
      let tree = project.tree(ref.file)
      let container = project.declaration(ref)
      let containerViews = tree.viewGenerics(in: container.nameEnd..<(container.body ?? container.nameEnd))
      for initializer in tree.members(of: ref.index).map({ tree.declarations[$0] })
      where initializer.kind == .initializer {
        guard let open = initializer.parameters else { continue }
        let parameters = tree.parameters(in: open)
        guard tree.accepts(call, in: callTree, parameters: parameters) else { continue }
        let views = containerViews.union(tree.viewGenerics(in: initializer.keyword..<open))
        let takesView = parameters.contains { parameter in
          let type = tree.comparableType(parameter.type)
          // The type text holds no whitespace: its result is the last piece between arrows.
          let result = Self.resultType(type)
          return Self.isUnseenView(result) || views.contains(result) || appViewType(result, from: ref.file) != nil
        }
        if takesView { return false }
        matched = true
      }
    }
    return matched
  }

  /// Whether the text's chain calls a modifier the app declares on `Text` or `View` whose name
  /// says a screen's title (`.navigationTitleText()`).
  private func isStyledAsTitle(_ call: Call, in context: FileContext) -> Bool {
    let tree = context.tree
    return tree.modifierNames(after: call).contains { name in
      guard SwiftUIName(rawValue: name) == nil, NameWords.saysScreenTitle(name) else { return false }
      return [SwiftUIName.text, .view].contains { type in
        !project.index.functions(named: name, ofType: type.rawValue, from: context.file).isEmpty
      }
    }
  }

  /// Facts a framework view tells by itself.
  private func readView(
    _ name: String, at k: Int, call: Call?, owner: String?, inToolbar: Bool, in context: FileContext,
    into content: inout ModalContent
  ) {
    let tree = context.tree
    if SwiftUIVocabulary.visibleViews.contains(name) && !inToolbar && !isIconButton(name, call, in: context) {
      content.visibleElements.append(context.span(k))
    }
    if name == .text, !inToolbar, let call {
      let styled = isStyledAsTitle(call, in: context)
      let slot = EditAnchors(context: context).headerSlot(ofTitle: call, styledAsTitle: styled)
      // The app's title stays the title where the trait cannot go on it.
      if slot != nil || styled {
        content.titleTexts.append(TitleText(span: context.span(k), headerSlot: slot, isStyledAsTitle: styled))
      }
    }
    if SwiftUIVocabulary.navigationContainers.contains(name) { content.navigationContainers.append(context.span(k)) }
    if SwiftUIVocabulary.scrollContainers.contains(name) {
      if call.map(tree.isScrollingDisabled) != true { content.scrollContainers.append(context.span(k)) }
    }
    if name == .button, let call {
      let reader = ActionReader(context: context, typeName: owner)
      let role = tree.buttonRole(call)
      if role == .cancel || role == .close { content.closeControls.append(context.span(k)) }
      if case (let label?, let start) = reader.label(of: ControlCall(call, in: tree)) {
        content.buttonLabels.append(
          ButtonLabel(label: label, written: start.map(tree.writtenLabel(from:)), role: role, span: context.span(k))
        )
      }
    }
    // The toolbar's cancellation slot holds what closes a modal, whatever view it is.
    if name == .toolbarItem, let call, let placement = tree.argumentText(call, labelled: "placement"),
      SwiftUIVocabulary.cancellationPlacements.contains(placement)
    {
      content.closeControls.append(context.span(k))
    }
    if name == .image || name == .label, let call,
      let symbol = tree.argument(call, labelled: "systemName") ?? tree.argument(call, labelled: "systemImage"),
      let literal = tree.stringLiteral(at: symbol.value.lowerBound), !literal.isInterpolated
    {
      content.symbols.insert(literal.value)
    }
  }

  /// A button whose label is only an image: it does not grow with the text size.
  private func isIconButton(_ name: String, _ call: Call?, in context: FileContext) -> Bool {
    let tree = context.tree
    guard name == .button, let call, tree.argument(call, labelled: "title") == nil,
      call.firstUnlabelledArgument == nil,
      let label = tree.labelClosure(of: call),
      let inside = tree.interior(of: label)
    else { return false }
    return !tree.showsWords(in: inside)
  }

  // MARK: Close buttons

  /// Where a close button goes on the root of the navigation container named at `k`, written in
  /// `owner`'s code that starts at the bracket `start` (the modal's closure), or in its type's body
  /// when nil. How the button closes the modal depends on the modal: `closer(for:…)` says.
  private func closeButtonPlace(ofContainer k: Int, owner: String?, from start: Int?, in context: FileContext)
    -> CloseButtonPlace
  {
    CloseButtonPlace(
      container: context.span(k), containerToken: context.ref(k),
      button: EditAnchors(context: context).rootToolbarSlot(ofContainer: k, from: start),
      closer: .unavailable("the modal's closing is not read"), owner: owner)
  }

  /// Notes that the content closes the modal at `k`, and where the closure that does so also
  /// takes the user somewhere.
  private func noteClose(at k: Int, in context: FileContext, into content: inout ModalContent) {
    content.closeControls.append(context.span(k))
    if content.closesAsItMovesOn == nil, let call = context.tree.movingCall(inClosureAround: k) {
      content.closesAsItMovesOn = (context.span(call.token), call.name)
    }
  }

  /// How a button on the root of a navigation container closes the modal: for content written in
  /// the presenter's closure, by setting the presenter's own binding back (the presenter's
  /// `dismiss` would close the presenter); for the content's own type, by its `\.dismiss`.
  private func closer(
    for place: CloseButtonPlace, presenter: String?, binding: Presentation?, contentType: TypeReference?
  )
    -> Closer
  {
    guard let owner = place.owner, owner != SwiftUIName.view.rawValue else {
      return .unavailable("the navigation container is built in an extension of View")
    }
    let file = place.containerToken.file
    if owner == presenter {
      return bindingCloser(binding, presenter: owner, at: place.containerToken)
    }
    guard owner == contentType?.name else {
      return .unavailable(
        "the navigation container is in \(owner), which the content builds and which may be shown elsewhere")
    }
    let declarations = project.index.declarations(ofType: owner, from: file)
    guard !declarations.isEmpty else { return .unavailable("\(owner) is not declared in the scanned files") }
    let members = project.index.members(ofType: owner, from: file)
    for name in members.keys.sorted() {
      let isDismiss = members[name, default: []].contains { ref in
        environmentKey(of: ref)?.filter { !$0.isWhitespace } == "(\\.\(SwiftUIName.dismiss.rawValue))"
      }
      if isDismiss { return .dismiss(name: name, declaredIn: nil) }
    }
    return .dismiss(
      name: SwiftUIName.dismiss.rawValue, declaredIn: DeclaredType(name: owner, declarations: declarations))
  }

  /// The statement that sets the presenter's binding back, written in the presenter's code at
  /// `at`: `showTips = false`, `selection = nil`. Only a `@State` or `@Binding` of the presenter's
  /// own, reachable there and not hidden by a closure's parameter, is known to be settable.
  private func bindingCloser(_ binding: Presentation?, presenter: String, at ref: TokenRef) -> Closer {
    guard let binding, let path = binding.path, binding.value == nil, binding.closure == nil,
      !path.contains(".")
    else { return .unavailable("the modal's binding is not a property the content's closure can set") }
    let members = project.index.members(named: path, ofType: presenter, from: ref.file)
    let settable = members.contains { member in
      let tree = project.tree(member.file)
      let declaration = project.declaration(member)
      return member.file == ref.file
        && (tree.hasAttribute(declaration, named: SwiftUIName.state.rawValue)
          || tree.hasAttribute(declaration, named: SwiftUIName.binding.rawValue))
    }
    guard settable else {
      return .unavailable("\(path) is not a @State or @Binding of \(presenter) declared in the content's file")
    }
    guard !project.tree(ref.file).closureParameterShadows(path, at: ref.token) else {
      return .unavailable("a closure's parameter around the content is named \(path) too")
    }
    return .statement(binding.isItemLike ? "\(path) = nil" : "\(path) = false")
  }

  /// Facts a modifier tells: headings, navigation titles, background interaction, dismissal.
  private func readModifier(_ name: String, at k: Int, in context: FileContext, into content: inout ModalContent) {
    switch context.tree.contentModifier(name, at: k) {
    case .navigationTitle?: content.navigationTitles.append(context.span(k))
    case .heading?: content.headings.append(context.span(k))
    case .backgroundInteraction?: content.backgroundInteraction.append(context.modifierSpan(k))
    // A visible grabber is an element VoiceOver and Switch Control can activate to dismiss.
    case .visibleDragIndicator?: content.closeControls.append(context.span(k))
    case .interactiveDismissDisabled?: content.interactiveDismissDisabled.append(context.span(k))
    case nil: break
    }
  }

  /// `path = false`, `path = nil` or `path.toggle()` (also through `self.`) at `k`.
  private func isClosing(_ path: [String], value: String?, at k: Int, in tree: SyntaxTree) -> Bool {
    guard let end = tree.endOfPath(path, at: k) else { return false }
    // Shown while `mode == .editing`: any other value closes it.
    if let value, let assigned = tree.assignedValue(at: end) {
      return Presentation.sameCase(assigned, value) == false
    }
    return tree.setsClosed(end - 1)
  }

  /// Whether a Boolean's name says it shows something: `isPresented`, `showDetails`, `isSheetOpen`.
  static func namesPresentation(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["present", "show", "sheet", "open", "visible", "expanded"].contains(where: lowered.contains)
  }

  /// Whether `name` is a `@Binding` property of `owner` (a modal told how to close itself).
  private func isBindingMember(_ name: String, of owner: String, from file: Int) -> Bool {
    project.index.members(named: name, ofType: owner, from: file).contains { ref in
      project.tree(ref.file).hasAttribute(project.declaration(ref), named: SwiftUIName.binding.rawValue)
    }
  }

  /// The arguments of the `@Environment(…)` of the property declared at `ref`, as written
  /// (`(\.dismiss)`); nil for another declaration.
  private func environmentKey(of ref: DeclarationRef) -> String? {
    let declaration = project.declaration(ref)
    guard declaration.kind == .variable else { return nil }
    return project.tree(ref.file).attributeArguments(of: declaration, named: SwiftUIName.environment.rawValue)
  }

  /// A call that closes the modal: a name bound to `@Environment(\.dismiss)`, a closure the type
  /// was handed to close itself (`onDismiss()`, `onClose()`), or a `@Binding` set to false.
  private func isDismissCall(_ name: String, owner: String, from file: Int) -> Bool {
    for ref in project.index.members(named: name, ofType: owner, from: file) {
      let declaration = project.declaration(ref)
      let tree = project.tree(ref.file)
      guard declaration.kind == .variable else { continue }
      // `\.dismiss`, not `\.dismissSearch`.
      if let key = environmentKey(of: ref)?.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last,
        key == SwiftUIName.dismiss.rawValue || key == SwiftUIName.presentationMode.rawValue
      {
        return true
      }
      let type = tree.typeText(of: declaration)
      if type?.hasSuffix(SwiftUIName.dismissAction.rawValue) == true { return true }
      let lowered = name.lowercased()
      if type?.holds("->") == true,
        ["dismiss", "close", "cancel", "done", "finish", "complete", "back"].contains(where: lowered.holds)
      {
        return true
      }
    }
    return false
  }
}
