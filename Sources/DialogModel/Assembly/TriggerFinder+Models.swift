import DialogFacts
import SwiftScan

/// What sets a binding held by a model (`$viewModel.isShowing`): the model's initializer, a
/// subscription or code after an await (events), or a function of the model that a control of the
/// presenter calls (`Button("Delete", action: viewModel.confirmDelete)`) or hands the case it
/// switches on (`context.send(viewAction: .delete)` to `case .delete: isShowing = true`). DESIGN §2
/// follows a control's action within the presenting type only: such a control is no trigger.
extension TriggerFinder {
  /// A model held by a property of the presenter.
  struct Model {
    /// The presenter's property that holds it (`viewModel`).
    let root: String
    /// Its type's name, as the presenter spells it.
    let name: String
    /// Its declaration and extensions.
    let declarations: [DeclarationRef]
  }

  /// The model that the presenter's property `root` holds: a type declared in the scanned files
  /// that is not a view. Of `Model.Context`, the model itself stands for a context it does not
  /// declare (a view model base class's).
  func model(heldBy root: String) -> Model? {
    let properties = project.index.members(named: root, ofType: presenter, from: file).filter {
      project.declaration($0).kind == .variable
    }
    guard properties.count == 1, let property = properties.first,
      let type = declaredType(project.declaration(property), in: project.tree(property.file))
    else { return nil }
    var candidates = ["\(presenter).\(type)", type]
    if let dot = type.lastIndex(of: ".") { candidates.append(String(type[..<dot])) }
    for name in candidates {
      let refs = project.index.declarations(ofType: name, from: property.file)
      guard !refs.isEmpty else { continue }
      // Two types of one name (in two apps of the repository) cannot be told apart from here.
      guard !project.isViewType(refs), refs.filter({ project.declaration($0).kind != .extension }).count == 1 else {
        return nil
      }
      return Model(root: root, name: name, declarations: refs)
    }
    return nil
  }

  /// Whether `path` is a `@State` of the presenter that its code never sets and hands on only to
  /// its dialogs (`$isShowing` is no dialog's argument elsewhere, `_isShowing` is not written):
  /// no control shows the dialog.
  func isNeverSet(_ path: String) -> Bool {
    let properties = project.index.members(named: path, ofType: presenter, from: file)
    guard properties.count == 1, let property = properties.first,
      project.declaration(property).attributes.contains(where: {
        project.tree(property.file).text($0.nameEnd - 1) == .state
      })
    else { return false }
    return declarations.allSatisfy { ref in
      let tree = project.tree(ref.file)
      return project.names(inBodyOf: ref).tokens(spelling: "_" + path).allSatisfy {
        !tree.token($0, spells: "_" + path)
      }
        && projections(of: path, in: ref).allSatisfy {
          $0.call.map(SwiftUIVocabulary.presentationModifiers.contains) == true
        }
    }
  }

  /// Where the declaration at `ref` spells the binding of the property `name` (`$name`), each with
  /// the name of the call it is an argument of, if it is one.
  func projections(of name: String, in ref: DeclarationRef) -> [(token: Int, call: String?)] {
    let tree = project.tree(ref.file)
    let spelled = "$" + name
    return project.names(inBodyOf: ref).tokens(spelling: spelled).filter { tree.token($0, spells: spelled) }.map { k in
      guard let open = tree.enclosingBracket(of: k), tree.kind(open) == .leftParen, tree.isName(open - 1) else {
        return (k, nil)
      }
      return (k, tree.name(open - 1))
    }
  }

  /// The type a property declares (`var model: Model`) or makes (`= Model()`), when it is a plain
  /// type name.
  private func declaredType(_ declaration: Declaration, in tree: SyntaxTree) -> String? {
    if let type = declaration.type {
      var end = type.upperBound
      while end > type.lowerBound, [.postfixQuestionMark, .exclamationMark].contains(tree.kind(end - 1)) { end -= 1 }
      return isTypePath(type.lowerBound..<end, in: tree) ? tree.text(type.lowerBound..<end) : nil
    }
    guard let start = declaration.initializer else { return nil }
    var k = start
    while tree.isName(k) && tree.kind(k + 1) == .period { k += 2 }
    guard tree.isName(k), tree.kind(k + 1) == .leftParen, isTypePath(start..<(k + 1), in: tree) else { return nil }
    return tree.text(start..<(k + 1))
  }

  /// Whether `range` spells `Name` or `Outer.Name`, capitalised.
  private func isTypePath(_ range: Range<Int>, in tree: SyntaxTree) -> Bool {
    guard !range.isEmpty, range.count % 2 == 1 else { return false }
    return range.allSatisfy { k in
      (k - range.lowerBound) % 2 == 1
        ? tree.kind(k) == .period
        : tree.kind(k) == .identifier && tree.text(k).first.map { $0.isUppercase } == true
    }
  }

  /// What runs the model's function `function`, whose code at `site` sets the binding: the
  /// presenter's calls of it on the model, its hand-overs of the case `site` runs under, and (when
  /// `followFunctions`) the model's own functions that call it, one level.
  func callers(of function: String, in model: Model, site: Int, context: FileContext, followFunctions: Bool)
    -> [Site]
  {
    let cases = caseNames(around: site, in: context.tree)
    var result: [Site] = []
    for ref in declarations {
      let presenterContext = FileContext(project, file: ref.file)
      let tree = presenterContext.tree
      let names = project.names(inBodyOf: ref)
      // The calls, by the name of the function called: what runs them is what runs the model's
      // code. Under a case of a switch, only the calls that hand over that case reach it.
      var found = names.tokens(spelling: function).filter { k in
        cases.isEmpty && tree.token(k, spells: function) && isMember(k, of: model.root, in: tree)
      }
      for name in cases {
        found += names.tokens(spelling: name).filter { k in
          tree.token(k, spells: name) && isHanded(k, toCallOn: model.root, in: tree)
        }.compactMap { tree.enclosingBracket(of: $0).map { $0 - 1 } }
      }
      for k in found.sorted() where !names.isInNestedType(k) {
        result += classify(k, in: presenterContext, scope: .presenter(followFunctions: true)).map { site in
          guard case .trigger(_, _, let control) = site else { return site }
          let place = project.place(presenterContext.span(control))
          return .throughModel("in \(model.name).\(function)(), which \(tree.text(control)) at \(place) calls")
        }
      }
    }
    if result.isEmpty && followFunctions {
      for ref in model.declarations {
        let modelContext = FileContext(project, file: ref.file)
        let tree = modelContext.tree
        let names = project.names(inBodyOf: ref)
        for k in names.tokens(spelling: function)
        where tree.token(k, spells: function) && tree.kind(k + 1) == .leftParen && !tree.token(k - 1, is: "func")
          && tree.base(ofName: k).isOwn && !names.isInNestedType(k)
        {
          result += classify(k, in: modelContext, scope: .model(model, followFunctions: false))
        }
      }
    }
    guard result.isEmpty else { return result }
    let what = cases.isEmpty ? "\(function)()" : "\(function)() under case .\(cases.joined(separator: ", ."))"
    return [.unknown("in \(model.name).\(what), which \(presenter) does not call")]
  }

  /// Whether the name at `k` is a member of the presenter's property `root`: `root.name`,
  /// `root?.name`, `self.root.name`.
  private func isMember(_ k: Int, of root: String, in tree: SyntaxTree) -> Bool {
    guard tree.kind(k - 1) == .period else { return false }
    let holder = tree.kind(k - 2) == .postfixQuestionMark ? k - 3 : k - 2
    return tree.token(holder, spells: root)
      && tree.base(ofName: holder).isOwn
  }

  /// Whether the name at `k` is a case handed whole to a method of the property `root`:
  /// `root.send(viewAction: .name)`, `root.handle(.name(item))`.
  private func isHanded(_ k: Int, toCallOn root: String, in tree: SyntaxTree) -> Bool {
    guard tree.kind(k - 1) == .period, let open = tree.enclosingBracket(of: k), tree.kind(open) == .leftParen,
      [.leftParen, .comma, .colon].contains(tree.kind(k - 2)),
      [.rightParen, .comma, .leftParen].contains(tree.kind(k + 1)),
      tree.isName(open - 1)
    else { return false }
    return isMember(open - 1, of: root, in: tree)
  }

  /// The cases of the `switch` in the function around `token` under which it runs
  /// (`presentMedia` of `case .presentMedia:`); empty outside a switch, or under `default:`.
  private func caseNames(around token: Int, in tree: SyntaxTree) -> [String] {
    var k = token
    while let open = tree.enclosingBracket(of: k) {
      k = open
      guard tree.kind(open) == .leftBrace else { continue }
      guard tree.blockKinds[open] == .statement else { return [] }
      guard tree.isSwitchBody(open), let label = tree.caseLabel(before: token, inSwitch: open) else { continue }
      return tree.token(label, is: "case") ? caseLabelNames(after: label, in: tree) : []
    }
    return []
  }

  /// The enum cases a `case` label at `label` matches: `.a`, `.b(let x)`, `let .c(x)`.
  private func caseLabelNames(after label: Int, in tree: SyntaxTree) -> [String] {
    var names: [String] = []
    var k = label + 1
    while let kind = tree.kind(k), kind != .colon {
      if kind.isOpeningBracket, let close = tree.partner(of: k) {
        k = close + 1
        continue
      }
      let leads =
        k == label + 1 || tree.kind(k - 1) == .comma || tree.token(k - 1, is: "let") || tree.token(k - 1, is: "var")
      if kind == .period, leads, tree.isName(k + 1) { names.append(tree.name(k + 1)) }
      k += 1
    }
    return names
  }
}

extension SyntaxTree {
  /// Whether the `{` at `open` is a `switch`'s body: `switch` starts its subject, which holds no
  /// braces and does not start before the line.
  func isSwitchBody(_ open: Int) -> Bool {
    var k = open - 1
    while k >= 0 {
      if kind(k) == .rightParen || kind(k) == .rightSquare, let partner = partner(of: k) {
        k = partner - 1
        continue
      }
      if token(k, is: "switch") { return true }
      if tokens[k].startsLine || kind(k) == .leftBrace || kind(k) == .rightBrace || kind(k) == .semicolon {
        return false
      }
      k -= 1
    }
    return false
  }

  /// The `case` or `default` label (one that starts a line) of the switch body `open` under which
  /// the token at `index` runs.
  func caseLabel(before index: Int, inSwitch open: Int) -> Int? {
    var statement = index
    while let bracket = enclosingBracket(of: statement), bracket != open { statement = bracket }
    var k = statement - 1
    while k > open {
      if kind(k)?.isClosingBracket == true, let partner = partner(of: k) {
        k = partner - 1
        continue
      }
      if (token(k, is: "case") || token(k, is: "default")) && tokens[k].startsLine { return k }
      k -= 1
    }
    return nil
  }
}
