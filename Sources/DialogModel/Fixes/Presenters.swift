import DialogFacts

/// The types fixes may add members to, each read once after every file's dialogs are assembled:
/// the types that present dialogs, and the content types a close button's fix declares
/// `dismiss` in.
public struct Presenters: Sendable {
  private let byType: [DeclaredType: Presenter]

  /// The types the dialogs of `files` name, each once.
  private static func types(in files: [FileDialogs]) -> [DeclaredType] {
    var types: Set<DeclaredType> = []
    for dialog in files.lazy.flatMap(\.dialogs) {
      if let type = dialog.presentingType { types.insert(type) }
      let content = dialog.modal?.content
      for place in (content?.closeButtonPlaces ?? []) + (content?.branches.flatMap(\.content.closeButtonPlaces) ?? []) {
        if case .dismiss(_, let type?) = place.closer { types.insert(type) }
      }
    }
    return Array(types)
  }

  /// The presenters of `files`' dialogs; `map` makes one per type, as `project.presenter(of:)`
  /// reads it (in parallel where the caller can).
  public init(
    _ files: [FileDialogs], in project: Project,
    map: (_ count: Int, _ body: @Sendable (Int) -> Presenter) -> [Presenter] = { count, body in
      (0..<count).map(body)
    }
  ) {
    let types = Self.types(in: files)
    var byType = Dictionary(uniqueKeysWithValues: zip(types, map(types.count) { project.presenter(of: types[$0]) }))
    var dialogsOpened: [DeclaredType: [SourceSpan: [String]]] = [:]
    var labelled: [DeclaredType: [String: [(trigger: Trigger, binding: String)]]] = [:]
    for dialog in files.lazy.flatMap(\.dialogs) {
      guard let type = dialog.presentingType else { continue }
      for target in Set(dialog.triggers.map(\.focusTarget)) {
        dialogsOpened[type, default: [:]][target, default: []].append(dialog.presentation?.path ?? "")
      }
      for trigger in dialog.triggers where trigger.holder == nil {
        guard let label = trigger.label?.value else { continue }
        labelled[type, default: [:]][label, default: []].append((trigger, dialog.presentation?.path ?? ""))
      }
    }
    for (type, opened) in dialogsOpened {
      byType[type]?.sharedFocusTargets = opened.filter { $0.value.count > 1 }
    }
    // Controls of one label that open dialogs of different bindings in one build; those of
    // different builds share a name.
    for (type, labels) in labelled {
      for controls in labels.values {
        for a in controls {
          let twin = controls.contains { b in
            b.trigger.focusTarget != a.trigger.focusTarget && b.binding != a.binding
              && !a.trigger.platforms.isDisjoint(with: b.trigger.platforms)
          }
          if twin { byType[type]?.sameLabelTargets.insert(a.trigger.focusTarget) }
        }
      }
    }
    self.byType = byType
  }

  /// What a fix sees of `type`; nil when it is none of the scan's dialogs' types.
  public func presenter(of type: DeclaredType?) -> Presenter? { type.flatMap { byType[$0] } }
}

extension Project {
  /// The type `type`, as a fix that adds a property to it sees it.
  func presenter(of type: DeclaredType) -> Presenter {
    let (name, declarations) = (type.name, type.declarations)
    let first = declarations[0]
    let isView = isViewType(declarations, holdingState: true)
    let taken = Set(index.members(ofType: name, from: first.file).keys).union(
      declarations.flatMap { tree($0.file).spelledNames(of: declaration($0)) })
    func unsafe(_ reason: String) -> Presenter {
      Presenter(name: name, memberSlots: .failure(MemberProblem(reason: reason)), takenNames: taken)
    }
    guard let primary = declarations.first(where: { declaration($0).kind != .extension }),
      let body = declaration(primary).body
    else { return unsafe("only extensions of \(name) are scanned, and an extension cannot hold a stored property") }
    guard isView else { return unsafe("\(name) is not declared as a View") }
    if let older = olderSystem(in: primary, at: body, file: primary.file) {
      return unsafe("\(name) \(older), where the property a fix adds does not exist")
    }
    let members = tree(primary.file).members(of: primary.index)
    guard
      let slots = EditAnchors(context: FileContext(self, file: primary.file)).memberSlots(
        inTypeBody: body, declarations: members)
    else { return unsafe("the #if directives of \(name) cannot be read") }
    var presenter = Presenter(name: name, memberSlots: .success(slots), takenNames: taken)
    let file = tree(primary.file)
    // A type with no attributed property of its own follows the rest of its file.
    presenter.attributesOnOwnLine =
      file.attributesOnOwnLine(members) ?? file.attributesOnOwnLine(Array(file.declarations.indices))
      ?? false
    (presenter.writesSelf, presenter.writesSelfBeforeProjections) = writesSelf(
      declarations, stored: file.storedPropertyNames(members))
    return presenter
  }

  /// How the code of `declarations` reaches the properties named `stored` and their projections:
  /// whether more often through `self.` than by bare name. Projections follow the values where
  /// none is written.
  private func writesSelf(_ declarations: [DeclarationRef], stored: Set<String>) -> (
    values: Bool, projections: Bool
  ) {
    var values = OwnUses()
    var projections = OwnUses()
    for ref in declarations {
      guard let body = declaration(ref).body else { continue }
      let uses = tree(ref.file).uses(of: stored, inBody: body)
      values.add(uses.values)
      projections.add(uses.projections)
    }
    return (
      values.writesSelf, projections.qualified + projections.bare == 0 ? values.writesSelf : projections.writesSelf
    )
  }

}
