/// The words the lexer itself classifies as keywords, and the `#` directives.
///
/// Contextual keywords (`some`, `get`, `async`, …) are identifiers to the lexer, as to the toolchain's.
enum Keywords {
  /// The keyword class of the identifier of `length` bytes at `p`; `.none` for a plain identifier.
  static func classify(_ p: UnsafePointer<UInt8>, _ length: Int) -> Lexer.KeywordClass {
    switch length {
    case 2:
      switch p[0] {
      case UInt8(ascii: "a"):
        if matches(p, "as") { return .other }
      case UInt8(ascii: "d"):
        if matches(p, "do") { return .other }
      case UInt8(ascii: "i"):
        if matches(p, "if") { return .other }
        if matches(p, "in") { return .other }
        if matches(p, "is") { return .other }
      default: break
      }
    case 3:
      switch p[0] {
      case UInt8(ascii: "A"):
        if matches(p, "Any") { return .isExpression }
      case UInt8(ascii: "f"):
        if matches(p, "for") { return .other }
      case UInt8(ascii: "l"):
        if matches(p, "let") { return .other }
      case UInt8(ascii: "n"):
        if matches(p, "nil") { return .isExpression }
      case UInt8(ascii: "t"):
        if matches(p, "try") { return .try }
      case UInt8(ascii: "v"):
        if matches(p, "var") { return .other }
      default: break
      }
    case 4:
      switch p[0] {
      case UInt8(ascii: "S"):
        if matches(p, "Self") { return .isExpression }
      case UInt8(ascii: "c"):
        if matches(p, "case") { return .other }
      case UInt8(ascii: "e"):
        if matches(p, "else") { return .other }
        if matches(p, "enum") { return .other }
      case UInt8(ascii: "f"):
        if matches(p, "func") { return .declaresOperator }
      case UInt8(ascii: "i"):
        if matches(p, "init") { return .other }
      case UInt8(ascii: "s"):
        if matches(p, "self") { return .isExpression }
      case UInt8(ascii: "t"):
        if matches(p, "true") { return .isExpression }
      default: break
      }
    case 5:
      switch p[0] {
      case UInt8(ascii: "b"):
        if matches(p, "break") { return .other }
      case UInt8(ascii: "c"):
        if matches(p, "catch") { return .other }
        if matches(p, "class") { return .other }
      case UInt8(ascii: "d"):
        if matches(p, "defer") { return .other }
      case UInt8(ascii: "f"):
        if matches(p, "false") { return .isExpression }
      case UInt8(ascii: "g"):
        if matches(p, "guard") { return .other }
      case UInt8(ascii: "i"):
        if matches(p, "inout") { return .other }
      case UInt8(ascii: "s"):
        if matches(p, "super") { return .isExpression }
      case UInt8(ascii: "t"):
        if matches(p, "throw") { return .other }
      case UInt8(ascii: "w"):
        if matches(p, "where") { return .other }
        if matches(p, "while") { return .other }
      default: break
      }
    case 6:
      switch p[0] {
      case UInt8(ascii: "d"):
        if matches(p, "deinit") { return .other }
      case UInt8(ascii: "i"):
        if matches(p, "import") { return .other }
      case UInt8(ascii: "p"):
        if matches(p, "public") { return .other }
      case UInt8(ascii: "r"):
        if matches(p, "repeat") { return .other }
        if matches(p, "return") { return .other }
      case UInt8(ascii: "s"):
        if matches(p, "static") { return .other }
        if matches(p, "struct") { return .other }
        if matches(p, "switch") { return .other }
      case UInt8(ascii: "t"):
        if matches(p, "throws") { return .other }
      default: break
      }
    case 7:
      switch p[0] {
      case UInt8(ascii: "d"):
        if matches(p, "default") { return .other }
      case UInt8(ascii: "p"):
        if matches(p, "private") { return .other }
      default: break
      }
    case 8:
      switch p[0] {
      case UInt8(ascii: "c"):
        if matches(p, "continue") { return .other }
      case UInt8(ascii: "i"):
        if matches(p, "internal") { return .other }
      case UInt8(ascii: "o"):
        if matches(p, "operator") { return .declaresOperator }
      case UInt8(ascii: "p"):
        if matches(p, "protocol") { return .other }
      case UInt8(ascii: "r"):
        if matches(p, "rethrows") { return .other }
      default: break
      }
    case 9:
      switch p[0] {
      case UInt8(ascii: "e"):
        if matches(p, "extension") { return .other }
      case UInt8(ascii: "s"):
        if matches(p, "subscript") { return .other }
      case UInt8(ascii: "t"):
        if matches(p, "typealias") { return .other }
      default: break
      }
    case 11:
      switch p[0] {
      case UInt8(ascii: "f"):
        if matches(p, "fallthrough") { return .other }
        if matches(p, "fileprivate") { return .other }
      default: break
      }
    case 14:
      switch p[0] {
      case UInt8(ascii: "a"):
        if matches(p, "associatedtype") { return .other }
      default: break
      }
    case 15:
      switch p[0] {
      case UInt8(ascii: "p"):
        if matches(p, "precedencegroup") { return .other }
      default: break
      }
    default: break
    }
    return .none
  }

  /// The directive kind of `#word` given the `length` bytes of `word` at `p`, or nil for a plain `#`.
  static func directive(_ p: UnsafePointer<UInt8>, _ length: Int) -> TokenKind? {
    switch length {
    case 2: return matches(p, "if") ? .poundIf : nil
    case 4: return matches(p, "else") ? .poundElse : nil
    case 5: return matches(p, "endif") ? .poundEndif : nil
    case 6: return matches(p, "elseif") ? .poundElseif : nil
    case 9: return matches(p, "available") ? .poundAvailable : nil
    case 11: return matches(p, "unavailable") ? .poundUnavailable : nil
    case 14: return matches(p, "sourceLocation") ? .poundSourceLocation : nil
    default: return nil
    }
  }

  /// Whether the bytes at `p` spell `word` (the caller has checked the length).
  @inline(__always) static func matches(_ p: UnsafePointer<UInt8>, _ word: StaticString) -> Bool {
    let w = word.utf8Start
    for k in 1..<word.utf8CodeUnitCount where p[k] != w[k] { return false }
    return p[0] == w[0]
  }
}
