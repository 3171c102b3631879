import DialogFacts
import SwiftScan

/// Reads which `Alert(…)` or `ActionSheet(…)` values the content of a legacy dialog shows, one per
/// case: the values a closure returns (through `switch`, `if`, `??` and `?:`), and those of the
/// presenter's helpers it calls or is given by name (`content: makeAlert`, `content: alert(for:)`).
struct LegacyValueReader {
  /// One value the content may show.
  enum Value {
    /// `Alert(…)`, `SwiftUI.Alert(…)`, `ActionSheet(…)`, in the file of `context`.
    case call(FileContext, Call)
    /// A value that cannot be read (`optionalAlert` of `optionalAlert ?? Alert(…)`), and why.
    case unknown(String)
  }

  let context: FileContext
  /// The type the dialog is written in, for helper properties and functions.
  let typeName: String?

  /// Helpers may call helpers; this bounds the chain (and breaks cycles).
  static let maximumDepth = 4

  private var project: Project { context.project }

  /// The values the closure opened at `open` shows; nil when it is not known to build a legacy
  /// value at all.
  func values(inClosure open: Int) -> [Value]? {
    values(ofBody: context.tree.statements(in: open), in: context, depth: 0)
  }

  /// The values of content given by name: `makeAlert`, `self.makeAlert`, `alert(for:)`.
  func values(ofReference range: Range<Int>) -> [Value]? {
    values(ofHelper: range, in: context, depth: 0)
  }

  /// Whether the closure opened at `open` builds a view rather than a value: a statement, in any
  /// branch, that makes a type other than `Alert`/`ActionSheet` (`Button(…)`, `VStack { … }`).
  func buildsView(inClosure open: Int) -> Bool { context.tree.buildsView(context.tree.statements(in: open)) }

  /// Whether the closure opened at `open` returns a value, not a statement's side effect
  /// (`{ showBanner = false }`).
  func returnsValue(inClosure open: Int) -> Bool {
    let tree = context.tree
    let expressions = tree.returnedExpressions(tree.statements(in: open), implicit: true)
    return !expressions.isEmpty && !expressions.contains(where: tree.assigns)
  }

  // MARK: Bodies

  /// The values a closure or helper body returns; a returned value that cannot be read is
  /// `.unknown` when the body is known to build legacy values.
  private func values(ofBody statements: [Range<Int>], in context: FileContext, depth: Int) -> [Value]? {
    let tree = context.tree
    var result: [Value] = []
    var unread: [Value] = []
    for expression in tree.returnedExpressions(statements, implicit: true) {
      if let values = values(of: expression, in: context, depth: depth) {
        result += values
      } else {
        unread.append(Self.unreadable(expression, in: tree))
      }
    }
    // `let alert = Alert(…); return alert`: legacy for sure, though which value is not read.
    if result.isEmpty && !tree.makesLegacyValue(statements) { return nil }
    if result.isEmpty && unread.isEmpty {
      unread.append(.unknown("the alert is built in a way dialoglint does not follow"))
    }
    return result + unread
  }

  // MARK: Expressions

  /// The values of one returned expression; nil when it is not known to be a legacy value.
  private func values(of expression: Range<Int>, in context: FileContext, depth: Int) -> [Value]? {
    switch context.tree.legacyValueExpression(expression) {
    case .either(let a, let b)?: return either(a, b, in: context, depth: depth)
    case .legacyValue(let call)?: return [.call(context, call)]
    case .partialLegacyValue?, nil: return nil
    case .other(let range)?: return values(ofHelper: range, in: context, depth: depth)
    }
  }

  /// The values of two alternatives, when at least one is known to be a legacy value.
  private func either(_ a: Range<Int>, _ b: Range<Int>, in context: FileContext, depth: Int) -> [Value]? {
    let first = values(of: a, in: context, depth: depth)
    let second = values(of: b, in: context, depth: depth)
    guard first != nil || second != nil else { return nil }
    return (first ?? [Self.unreadable(a, in: context.tree)]) + (second ?? [Self.unreadable(b, in: context.tree)])
  }

  /// An alternative that cannot be read, named as written.
  private static func unreadable(_ range: Range<Int>, in tree: SyntaxTree) -> Value {
    .unknown("the alert `\(TextResolver.quote(tree.written(range)))` is known at run time")
  }

  /// A helper, used or called: a member of the presenter (`deleteAlert`, `self.makeAlert()`,
  /// `alert(for: item)`, the reference `alert(for:)`) or a static member (`Alerts.offline`).
  private func values(ofHelper range: Range<Int>, in context: FileContext, depth: Int) -> [Value]? {
    guard depth < Self.maximumDepth, let ref = helper(range, in: context) else { return nil }
    let declaration = project.declaration(ref)
    let helperContext = FileContext(project, file: ref.file)
    let tree = helperContext.tree
    // Helpers are looked up by name: one without a name is none.
    guard let name = tree.declaredName(of: declaration) else { return nil }
    var found: [Value]? = nil
    if let body = declaration.body {
      found = values(ofBody: tree.statements(in: body), in: helperContext, depth: depth + 1)
    } else if let initializer = tree.initializer(of: declaration) {
      // A `var` shows its first value, and later ones that cannot be read.
      found = values(of: initializer, in: helperContext, depth: depth + 1).map {
        declaration.isConstant ? $0 : $0 + [.unknown("the var \(name) may change")]
      }
    }
    if let found { return found }
    // `func makeAlert() -> Alert` shows an alert, even when its body cannot be read.
    guard let type = tree.compactType(of: declaration), SwiftUIVocabulary.legacyDialogTypes.contains(type) else {
      return nil
    }
    return [.unknown("the alert \(name) returns cannot be read")]
  }

  /// The one property or function `range` uses or calls as a whole, if it is declared in the
  /// presenter (a single name) or as a static member (a dotted path).
  private func helper(_ range: Range<Int>, in context: FileContext) -> DeclarationRef? {
    let tree = context.tree
    guard let path = tree.dottedPath(skippingSelfIn: range)?.names else {
      return nil
    }
    let candidates: [DeclarationRef]
    if path.count == 1 {
      candidates = typeName.map { project.index.members(named: path[0], ofType: $0, from: context.file) } ?? []
    } else {
      candidates = project.index.staticMembers(at: path.joined(separator: "."), from: context.file)
    }
    let helpers = candidates.filter { [.function, .variable].contains(project.declaration($0).kind) }
    return helpers.count == 1 ? helpers.first : nil
  }
}
