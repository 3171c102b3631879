import SwiftScan

/// How an expression that may show text is written: the shapes the text resolver knows, so that
/// it resolves values without reading tokens itself.
enum TextExpression {
  /// `"Delete"`, the whole expression.
  case literal(StringLiteral)
  /// `left ?? right`, split at the first `??` outside brackets.
  case coalescing(left: Range<Int>, right: Range<Int>, leftSource: String)
  /// `"key".localized`, `"key".loco()`: a literal without interpolations and a member of it, the
  /// expression starting there reaching the end (what follows the member is not read).
  /// `bareOrEmptyCall`: nothing follows the member but `()`.
  case literalMember(StringLiteral, member: String, bareOrEmptyCall: Bool, source: String)
  /// `L10n.tr("Localizable", "ok")`, `Text("OK")`: a dotted path called with parentheses and no
  /// trailing closure, the whole expression.
  case call(path: [String], Call)
  /// `L10n.ok`, `ok`: a dotted path of names, the whole expression.
  case constant(path: [String])
  /// Anything else, as written.
  case computed(source: String)
}

extension SyntaxTree {
  /// How the expression `range` is written, as `TextExpression` tells its shapes apart; nil for an
  /// empty range.
  func textExpression(_ range: Range<Int>) -> TextExpression? {
    guard !range.isEmpty else { return nil }
    let start = range.lowerBound
    let literal = stringLiteral(at: start)
    if let literal, literal.end == range.upperBound { return .literal(literal) }
    if let coalescing = firstTopLevel(in: range, where: { token($0, is: "??") }) {
      return .coalescing(
        left: start..<coalescing, right: (coalescing + 1)..<range.upperBound, leftSource: text(start..<coalescing))
    }
    if let literal, !literal.isInterpolated, kind(literal.end) == .period, isName(literal.end + 1),
      endOfExpression(from: start) >= range.upperBound
    {
      let bareOrEmptyCall =
        literal.end + 2 == range.upperBound
        || (kind(literal.end + 2) == .leftParen && kind(literal.end + 3) == .rightParen
          && literal.end + 4 == range.upperBound)
      return .literalMember(
        literal, member: text(literal.end + 1), bareOrEmptyCall: bareOrEmptyCall, source: text(range))
    }
    guard let path = dottedPath(range) else { return .computed(source: text(range)) }
    return path.call.map { .call(path: path.names, $0) } ?? .constant(path: path.names)
  }

  /// The literal that is the whole of `range`, if it is one.
  func wholeLiteral(_ range: Range<Int>) -> StringLiteral? {
    guard let literal = stringLiteral(at: range.lowerBound), literal.end == range.upperBound else { return nil }
    return literal
  }

  /// Whether the declared type of `declaration` is written ending with `suffix`.
  func declaredType(of declaration: Declaration, endsWith suffix: String) -> Bool {
    compactType(of: declaration)?.hasSuffix(suffix) ?? false
  }
}
