import DialogFacts

/// Whether a dialog's actions, or a modal's `onDismiss`, set the focus bindings of its triggers
/// back: `name = true`, or `name = value` for the `equals:` form, directly or in a function of the
/// presenter they call (one level).
struct FocusResets {
  let project: Project
  let dialog: Dialog

  /// One fact for each distinct binding of the dialog's triggers.
  func focusReturns() -> [FocusReturn] {
    var seen: Set<String> = []
    let bindings = dialog.triggers.flatMap(\.focusBindings).filter {
      seen.insert("\($0.name)=\($0.value ?? "")").inserted
    }
    return bindings.map { binding in
      FocusReturn(
        binding: binding, isSetElsewhere: isSetElsewhere(binding),
        actionResets: (dialog.alert?.actions.all ?? []).map { resets($0.body, binding, file: $0.token.file) },
        onDismissResets: dialog.modal?.onDismiss.flatMap { resets($0, binding, file: dialog.token.file) })
    }
  }

  /// Whether `body` sets `binding` back; nil when unknown.
  private func resets(_ body: Action.Body, _ binding: FocusBinding, file: Int) -> Bool? {
    switch body {
    case .none:
      return false
    case .unknown:
      return nil
    case .closure(let open):
      return closureResets(open, binding, file: file, followCalls: true)
    case .function:
      guard let function = project.tree(file).calledFunction(body), let open = functionBody(function) else {
        return nil
      }
      return closureResets(open.token, binding, file: open.file, followCalls: false)
    }
  }

  private func closureResets(_ open: Int, _ binding: FocusBinding, file: Int, followCalls: Bool) -> Bool? {
    let tree = project.tree(file)
    guard let interior = tree.interior(of: open) else { return nil }
    for k in interior {
      guard case .value(let value)? = tree.assignment(to: [binding.name], at: k, throughMember: false), !value.isEmpty
      else { continue }
      if value == binding.resetValue || (binding.value != nil && value != "nil") { return true }
    }
    // `restoreFocus()` of the same type, followed one level; deeper calls are not, so a function
    // that calls another cannot be judged.
    var unknown = false
    for name in tree.unqualifiedCalls(in: interior) {
      guard let body = functionBody(name) else { continue }
      guard followCalls else {
        unknown = true
        continue
      }
      switch closureResets(body.token, binding, file: body.file, followCalls: false) {
      case true?: return true
      case nil: unknown = true
      case false?: break
      }
    }
    return unknown ? nil : false
  }

  private func functionBody(_ name: String) -> TokenRef? {
    guard let presenter = dialog.presentingType?.name else { return nil }
    return project.memberBody(named: name, ofType: presenter, from: dialog.token.file, functionsOnly: true)
  }

  /// Whether the presenter sets the focus flag somewhere besides this dialog (in `onChange`, a
  /// helper, another dialog): then whether an action must set it cannot be told.
  private func isSetElsewhere(_ binding: FocusBinding) -> Bool {
    for ref in dialog.presentingType?.declarations ?? [] {
      let tree = project.tree(ref.file)
      for k in project.names(inBodyOf: ref).tokens(spelling: binding.name) {
        guard case .value? = tree.assignment(to: [binding.name], at: k, throughMember: false) else { continue }
        if ref.file == dialog.token.file && dialog.callRange.contains(k) { continue }
        // Another dialog's actions or `onDismiss` resetting the same flag is not "elsewhere".
        if !tree.isInDialogClosure(k) { return true }
      }
    }
    return false
  }
}
