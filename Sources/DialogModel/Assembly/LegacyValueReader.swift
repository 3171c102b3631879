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
  func buildsView(inClosure open: Int) -> Bool { buildsView(context.tree.statements(in: open)) }

  private func buildsView(_ statements: [Range<Int>]) -> Bool {
    let tree = context.tree
    return statements.contains { statement in
      if let branches = tree.branches(of: statement) { return branches.bodies.contains(where: buildsView) }
      let first = tree.skippingReturn(statement.lowerBound)
      guard tree.kind(first) == .identifier, tree.call(at: first) != nil,
        let initial = tree.text(first).unicodeScalars.first, ("A"..."Z").contains(initial)
      else { return false }
      return !tree.token(first, is: .alert) && !tree.token(first, is: .actionSheet)
    }
  }

  /// Whether the closure opened at `open` returns a value, not a statement's side effect
  /// (`{ showBanner = false }`).
  func returnsValue(inClosure open: Int) -> Bool {
    let tree = context.tree
    let expressions = returned(tree.statements(in: open), in: tree, implicit: true)
    return !expressions.isEmpty
      && !expressions.contains { tree.firstTopLevel(in: $0, where: { tree.kind($0) == .equal }) != nil }
  }

  // MARK: Bodies

  /// The values a closure or helper body returns; a returned value that cannot be read is
  /// `.unknown` when the body is known to build legacy values.
  private func values(ofBody statements: [Range<Int>], in context: FileContext, depth: Int) -> [Value]? {
    let tree = context.tree
    var result: [Value] = []
    var unread: [Value] = []
    for expression in returned(statements, in: tree, implicit: true) {
      if let values = values(of: expression, in: context, depth: depth) {
        result += values
      } else {
        unread.append(Self.unreadable(expression, in: tree))
      }
    }
    // `let alert = Alert(…); return alert`: legacy for sure, though which value is not read.
    if result.isEmpty && !mentionsLegacyValue(statements, in: tree) { return nil }
    if result.isEmpty && unread.isEmpty {
      unread.append(.unknown("the alert is built in a way dialoglint does not follow"))
    }
    return result + unread
  }

  /// The expressions `statements` return: after `return`, in each branch of `if` and `switch`,
  /// and the lone expression of a body that returns it implicitly (`implicit`).
  private func returned(_ statements: [Range<Int>], in tree: SyntaxTree, implicit: Bool) -> [Range<Int>] {
    let code = statements.filter { tree.kind($0.lowerBound)?.isConditionalDirective != true }
    var result: [Range<Int>] = []
    for statement in code {
      let isReturn = tree.token(statement.lowerBound, is: "return")
      if let branches = tree.branches(of: statement) {
        // `switch` and `if` as expressions: each branch's lone expression is the value.
        let isValue = isReturn || (implicit && code.count == 1)
        for body in branches.bodies { result += returned(body, in: tree, implicit: isValue) }
      } else if isReturn {
        if statement.count > 1 { result.append((statement.lowerBound + 1)..<statement.upperBound) }
      } else if tree.token(statement.lowerBound, is: "guard") || tree.token(statement.lowerBound, is: "do") {
        for k in statement where tree.kind(k) == .leftBrace && tree.blockKinds[k] == .statement {
          result += returned(tree.statements(in: k), in: tree, implicit: false)
        }
      } else if implicit && code.count == 1 {
        result.append(statement)
      }
    }
    return result
  }

  /// Whether `statements` make an `Alert(…)` or `ActionSheet(…)` anywhere.
  private func mentionsLegacyValue(_ statements: [Range<Int>], in tree: SyntaxTree) -> Bool {
    guard let first = statements.first, let last = statements.last else { return false }
    return (first.lowerBound..<last.upperBound).contains { k in
      (tree.token(k, is: .alert) || tree.token(k, is: .actionSheet))
        && tree.isBareName(k) && tree.kind(k + 1) == .leftParen
    }
  }

  // MARK: Expressions

  /// The values of one returned expression; nil when it is not known to be a legacy value.
  private func values(of expression: Range<Int>, in context: FileContext, depth: Int) -> [Value]? {
    let tree = context.tree
    var start = expression.lowerBound
    while tree.token(start, is: "try") || tree.token(start, is: "await") {
      start += 1
      if tree.kind(start) == .postfixQuestionMark || tree.kind(start) == .exclamationMark { start += 1 }
    }
    let range = start..<expression.upperBound
    guard !range.isEmpty else { return nil }
    // `optionalAlert ?? Alert(…)`, `isError ? errorAlert : Alert(…)`: one value or the other.
    if let coalescing = tree.firstTopLevel(in: range, where: { tree.token($0, is: "??") }) {
      return either(range.lowerBound..<coalescing, (coalescing + 1)..<range.upperBound, in: context, depth: depth)
    }
    if let question = tree.firstTopLevel(in: range, where: { tree.kind($0) == .infixQuestionMark }),
      let colon = tree.firstTopLevel(in: (question + 1)..<range.upperBound, where: { tree.kind($0) == .colon })
    {
      return either((question + 1)..<colon, (colon + 1)..<range.upperBound, in: context, depth: depth)
    }
    let name = tree.skippingModule(range.lowerBound)
    if tree.token(name, is: .alert) || tree.token(name, is: .actionSheet) {
      guard let call = tree.call(at: name), call.openParen != nil, call.end == range.upperBound else { return nil }
      return [.call(context, call)]
    }
    return values(ofHelper: range, in: context, depth: depth)
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
    .unknown("the alert `\(TextResolver.quote(tree.text(range)))` is known at run time")
  }

  /// A helper, used or called: a member of the presenter (`deleteAlert`, `self.makeAlert()`,
  /// `alert(for: item)`, the reference `alert(for:)`) or a static member (`Alerts.offline`).
  private func values(ofHelper range: Range<Int>, in context: FileContext, depth: Int) -> [Value]? {
    guard depth < Self.maximumDepth, let ref = helper(range, in: context) else { return nil }
    let declaration = project.declaration(ref)
    let helperContext = FileContext(project, file: ref.file)
    let tree = helperContext.tree
    var found: [Value]? = nil
    if let body = declaration.body {
      found = values(ofBody: tree.statements(in: body), in: helperContext, depth: depth + 1)
    } else if let initializer = tree.initializer(of: declaration) {
      // A `var` shows its first value, and later ones that cannot be read.
      found = values(of: initializer, in: helperContext, depth: depth + 1).map {
        declaration.isConstant ? $0 : $0 + [.unknown("the var \(tree.name(declaration.name)) may change")]
      }
    }
    if let found { return found }
    // `func makeAlert() -> Alert` shows an alert, even when its body cannot be read.
    let type = declaration.type.map { tree.text($0).filter { !$0.isWhitespace } }
    guard let type, SwiftUIVocabulary.legacyDialogTypes.contains(type) else { return nil }
    return [.unknown("the alert \(tree.name(declaration.name)) returns cannot be read")]
  }

  /// The one property or function `range` uses or calls as a whole, if it is declared in the
  /// presenter (a single name) or as a static member (a dotted path).
  private func helper(_ range: Range<Int>, in context: FileContext) -> DeclarationRef? {
    let tree = context.tree
    var last = tree.skippingSelf(range.lowerBound)
    var path: [String] = []
    while tree.isName(last) {
      path.append(tree.name(last))
      guard tree.kind(last + 1) == .period, tree.isName(last + 2) else { break }
      last += 2
    }
    let call = tree.call(at: last)
    let isWhole =
      last + 1 == range.upperBound
      || (call?.openParen != nil && call?.trailingClosures.isEmpty == true && call?.end == range.upperBound)
    guard !path.isEmpty, isWhole else { return nil }
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
