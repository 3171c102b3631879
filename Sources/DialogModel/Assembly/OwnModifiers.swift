import SwiftScan

/// The repository's own dialog modifiers: `extension View { func alert<Content: View>(
/// isPresented:content:) }` and friends, which show a custom overlay (or wrap SwiftUI's dialog
/// inside). A call that resolves to one is not SwiftUI's dialog.
struct OwnModifiers {
  let project: Project

  /// A declaration a call resolves to.
  struct Match {
    /// `alert(isPresented:content:)`.
    var signature: String
    /// `Views/Overlay.swift:12`.
    var location: String
    /// SwiftUI's legacy `alert(isPresented:content:)`, `alert(item:content:)` or
    /// `actionSheet(…)` takes the same labels: what the content builds tells them apart.
    var overlapsLegacyForm: Bool
  }

  /// The declaration in an extension of `View` that the modifier `call` of `context`, named like
  /// a SwiftUI dialog, resolves to: same name, and arguments its parameters take. Nil when there is
  /// none (the call is SwiftUI's, whatever else the repository declares under that name).
  func declaration(calledBy call: Call, in context: FileContext) -> Match? {
    let name = context.tree.calleeName(of: call)
    for ref in project.index.viewModifiers(named: name, from: context.file) {
      let declaration = project.declaration(ref)
      let tree = project.tree(ref.file)
      guard declaration.kind == .function, !declaration.isStatic, let open = declaration.parameters,
        !isInBody(of: declaration, ref.file, call.name, context.file)
      else { continue }
      let parameters = tree.parameters(in: open)
      guard tree.accepts(call, in: context.tree, parameters: parameters) else { continue }
      let labels = parameters.map { (tree.label(of: $0) ?? "_") + ":" }.joined()
      let nameStart = FileContext(project, file: ref.file).span(declaration.name).start
      let line = project.lines(of: ref.file).lineIndex(of: nameStart) + 1
      return Match(
        signature: "\(name)(\(labels))", location: "\(project.files[ref.file].path):\(line)",
        overlapsLegacyForm: DialogCalls.hasLegacyLabels(call, in: context.tree))
    }
    return nil
  }

  /// Whether token `token` of file `file` is in the body of `declaration`: a function that called
  /// itself would never return, so a call there with its labels is SwiftUI's (a wrapper forwarding
  /// to SwiftUI under the same name).
  private func isInBody(of declaration: SwiftScan.Declaration, _ declarationFile: Int, _ token: Int, _ file: Int)
    -> Bool
  {
    guard declarationFile == file, let open = declaration.body, let body = project.tree(file).interior(of: open) else {
      return false
    }
    return body.contains(token)
  }
}
