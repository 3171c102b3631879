import DialogFacts

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
      let type = project.tree(property.file).plainType(of: project.declaration(property))
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
      project.tree(property.file).hasAttribute(project.declaration(property), named: SwiftUIName.state.rawValue)
    else { return false }
    return declarations.allSatisfy { ref in
      project.names(inBodyOf: ref).tokens(spelling: "_" + path).isEmpty
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
    return project.names(inBodyOf: ref).tokens(spelling: spelled).map { ($0, tree.callName(holdingArgument: $0)) }
  }

  /// What runs the model's function `function`, whose code at `site` sets the binding: the
  /// presenter's calls of it on the model, its hand-overs of the case `site` runs under, and (when
  /// `followFunctions`) the model's own functions that call it, one level.
  func callers(of function: String, in model: Model, site: Int, context: FileContext, followFunctions: Bool)
    -> [Site]
  {
    let cases = context.tree.caseNames(around: site)
    var result: [Site] = []
    for ref in declarations {
      let presenterContext = FileContext(project, file: ref.file)
      let tree = presenterContext.tree
      let names = project.names(inBodyOf: ref)
      // The calls, by the name of the function called: what runs them is what runs the model's
      // code. Under a case of a switch, only the calls that hand over that case reach it.
      var found = names.tokens(spelling: function).filter { k in
        cases.isEmpty && tree.isMember(k, of: model.root)
      }
      for name in cases {
        found += names.tokens(spelling: name).filter { k in
          tree.isHanded(k, toCallOn: model.root)
        }.compactMap { tree.enclosingBracket(of: $0).map { $0 - 1 } }
      }
      for k in found.sorted() where !names.isInNestedType(k) {
        result += classify(k, in: presenterContext, scope: .presenter(followFunctions: true)).map { site in
          guard case .trigger(_, _, let control) = site else { return site }
          let place = project.place(presenterContext.span(control))
          return .throughModel(
            "in \(model.name).\(function)(), which \(tree.writtenName(at: control)) at \(place) calls")
        }
      }
    }
    if result.isEmpty && followFunctions {
      for ref in model.declarations {
        let modelContext = FileContext(project, file: ref.file)
        let tree = modelContext.tree
        let names = project.names(inBodyOf: ref)
        for k in names.tokens(spelling: function)
        where tree.callsOwnFunction(at: k) && !names.isInNestedType(k) {
          result += classify(k, in: modelContext, scope: .model(model, followFunctions: false))
        }
      }
    }
    guard result.isEmpty else { return result }
    let what = cases.isEmpty ? "\(function)()" : "\(function)() under case .\(cases.joined(separator: ", ."))"
    return [.unknown("in \(model.name).\(what), which \(presenter) does not call")]
  }
}
