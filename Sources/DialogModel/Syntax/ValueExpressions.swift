import DialogFacts
import SwiftScan

/// A dotted path of names that is a whole expression: used (`L10n.ok`, `deleteAlert`) or called
/// with parentheses and no trailing closure (`L10n.tr("k")`, `alert(for: item)`).
struct DottedPath {
  var names: [String]
  var call: Call?
}

/// How a value a legacy dialog's content returns is written, as the reader of legacy values
/// tells its shapes apart.
enum LegacyValueExpression {
  /// `optionalAlert ?? Alert(…)`, `isError ? errorAlert : Alert(…)`: one value or the other.
  case either(Range<Int>, Range<Int>)
  /// `Alert(…)`, `SwiftUI.ActionSheet(…)`, the whole expression.
  case legacyValue(Call)
  /// An expression that starts with `Alert` or `ActionSheet` but is not one call of it
  /// (`Alert(…).foo`): no value that can be read.
  case partialLegacyValue
  /// Anything else, past any `try` and `await`: maybe a helper of the presenter's (`makeAlert()`).
  case other(Range<Int>)
}

extension SyntaxTree {
  /// The path of names `range` is, as a whole; nil when it is something else.
  func dottedPath(_ range: Range<Int>) -> DottedPath? {
    var k = range.lowerBound
    var names: [String] = []
    while isName(k) {
      names.append(name(k))
      guard kind(k + 1) == .period, isName(k + 2) else { break }
      k += 2
    }
    guard !names.isEmpty else { return nil }
    if let call = call(at: k), call.openParen != nil, call.trailingClosures.isEmpty, call.end == range.upperBound {
      return DottedPath(names: names, call: call)
    }
    return k + 1 == range.upperBound ? DottedPath(names: names, call: nil) : nil
  }

  /// The path of names `range` is as a whole, past a leading `self.`.
  func dottedPath(skippingSelfIn range: Range<Int>) -> DottedPath? {
    let start = skippingSelf(range.lowerBound)
    return start < range.upperBound ? dottedPath(start..<range.upperBound) : nil
  }

  /// How the returned expression `expression` is written, past any `try` and `await`; nil when
  /// nothing else is left.
  func legacyValueExpression(_ expression: Range<Int>) -> LegacyValueExpression? {
    var start = expression.lowerBound
    while token(start, is: "try") || token(start, is: "await") {
      start += 1
      if kind(start) == .postfixQuestionMark || kind(start) == .exclamationMark { start += 1 }
    }
    // `return try` with nothing after it, in code that does not compile.
    guard start < expression.upperBound else { return nil }
    let range = start..<expression.upperBound
    if let coalescing = firstTopLevel(in: range, where: { token($0, is: "??") }) {
      return .either(range.lowerBound..<coalescing, (coalescing + 1)..<range.upperBound)
    }
    if let question = firstTopLevel(in: range, where: { kind($0) == .infixQuestionMark }),
      let colon = firstTopLevel(in: (question + 1)..<range.upperBound, where: { kind($0) == .colon })
    {
      return .either((question + 1)..<colon, (colon + 1)..<range.upperBound)
    }
    let name = skippingModule(range.lowerBound)
    guard token(name, is: .alert) || token(name, is: .actionSheet) else { return .other(range) }
    guard let call = call(at: name), call.openParen != nil, call.end == range.upperBound else {
      return .partialLegacyValue
    }
    return .legacyValue(call)
  }

  /// The expressions `body` returns: after `return`, in each branch of `if` and `switch`,
  /// and the lone expression of a body that returns it implicitly (`implicit`).
  func returnedExpressions(_ body: [Range<Int>], implicit: Bool) -> [Range<Int>] {
    let code = body.filter { kind($0.lowerBound)?.isConditionalDirective != true }
    var result: [Range<Int>] = []
    for statement in code {
      let isReturn = token(statement.lowerBound, is: "return")
      if let branches = branches(of: statement) {
        // `switch` and `if` as expressions: each branch's lone expression is the value.
        let isValue = isReturn || (implicit && code.count == 1)
        for body in branches.bodies { result += returnedExpressions(body, implicit: isValue) }
      } else if isReturn {
        if statement.count > 1 { result.append((statement.lowerBound + 1)..<statement.upperBound) }
      } else if token(statement.lowerBound, is: "guard") || token(statement.lowerBound, is: "do") {
        for k in statement where kind(k) == .leftBrace && blockKinds[k] == .statement {
          result += returnedExpressions(statements(in: k), implicit: false)
        }
      } else if implicit && code.count == 1 {
        result.append(statement)
      }
    }
    return result
  }

  /// Whether `expression` assigns (`showBanner = false`) rather than being a value.
  func assigns(_ expression: Range<Int>) -> Bool { firstTopLevel(in: expression, where: { kind($0) == .equal }) != nil }

  /// Whether `statements` make an `Alert(…)` or `ActionSheet(…)` anywhere.
  func makesLegacyValue(_ statements: [Range<Int>]) -> Bool {
    guard let first = statements.first, let last = statements.last else { return false }
    return (first.lowerBound..<last.upperBound).contains { k in
      (token(k, is: .alert) || token(k, is: .actionSheet)) && isBareName(k) && kind(k + 1) == .leftParen
    }
  }

  /// Whether `statements` build a view rather than a value: a statement, in any branch, that makes
  /// a type other than `Alert`/`ActionSheet` (`Button(…)`, `VStack { … }`).
  func buildsView(_ statements: [Range<Int>]) -> Bool {
    statements.contains { statement in
      if let branches = branches(of: statement) { return branches.bodies.contains(where: buildsView) }
      let first = skippingReturn(statement.lowerBound)
      guard kind(first) == .identifier, call(at: first) != nil,
        let initial = text(first).unicodeScalars.first, ("A"..."Z").contains(initial)
      else { return false }
      return !token(first, is: .alert) && !token(first, is: .actionSheet)
    }
  }

  /// The declared type of `declaration` without spaces (`Alert?`), if written.
  func compactType(of declaration: Declaration) -> String? {
    declaration.type.map { text($0).filter { !$0.isWhitespace } }
  }

  /// Whether `declaration` is declared as an optional closure that takes and returns nothing
  /// (`(() -> Void)?`), false for one that is not optional (`() -> Void`, `@MainActor () -> ()`),
  /// nil for any other type.
  func isOptionalClosureTakingNothing(_ declaration: Declaration) -> Bool? {
    guard let compact = compactType(of: declaration) else { return nil }
    var type = compact[...]
    let isOptional = type.hasPrefix("(") && type.hasSuffix(")?")
    if isOptional { type = type.dropFirst().dropLast(2) }
    while type.hasPrefix("@"), let call = type.firstIndex(of: "(") { type = type[call...] }
    return type == "()->Void" || type == "()->()" ? isOptional : nil
  }
}
