/// The words the parser recognises without comparing bytes: the keywords the lexer classifies
/// (as the toolchain's does) and the contextual words of declarations (`override`, `actor`, `get`, …).
/// The lexer records a token's word when it lexes it; comparing words is one byte.
public enum Word: UInt8, Sendable {
  case none
  // Keywords: the lexer gives these tokens the kind `.keyword`.
  case `Any`
  case `as`
  case `associatedtype`
  case `break`
  case `case`
  case `catch`
  case `class`
  case `continue`
  case `default`
  case `defer`
  case `deinit`
  case `do`
  case `else`
  case `enum`
  case `extension`
  case `fallthrough`
  case `false`
  case `fileprivate`
  case `for`
  case `func`
  case `guard`
  case `if`
  case `import`
  case `in`
  case `init`
  case `inout`
  case `internal`
  case `is`
  case `let`
  case `nil`
  case `operator`
  case `precedencegroup`
  case `private`
  case `protocol`
  case `public`
  case `repeat`
  case `rethrows`
  case `return`
  case `self`
  case `Self`
  case `static`
  case `struct`
  case `subscript`
  case `super`
  case `switch`
  case `throw`
  case `throws`
  case `true`
  case `try`
  case `typealias`
  case `var`
  case `where`
  case `while`
  // Contextual words: identifiers to the lexer.
  case `actor`
  case `open`
  case `final`
  case `override`
  case `lazy`
  case `weak`
  case `unowned`
  case `mutating`
  case `nonmutating`
  case `nonisolated`
  case `required`
  case `convenience`
  case `dynamic`
  case `optional`
  case `indirect`
  case `package`
  case `consuming`
  case `borrowing`
  case `get`
  case `set`
  case `didSet`
  case `willSet`
  case _modify
  case _read
  case `some`
  case `any`
  case `async`
  case `await`
  case `macro`

  /// Whether the lexer classifies the word as a keyword.
  @inlinable public var isKeyword: Bool { self != .none && rawValue <= Word.`while`.rawValue }

  /// A keyword whose next `{` at its depth is a statement body.
  public var opensStatementBody: Bool {
    switch self {
    case .if, .do, .for, .else, .guard, .while, .catch, .defer, .repeat, .switch: true
    default: false
    }
  }

  /// The word spelled by the `length` bytes at `p`, or `.none`.
  static func classify(_ p: UnsafePointer<UInt8>, _ length: Int) -> Word {
    switch length {
    case 2:
      switch p[0] {
      case UInt8(ascii: "a"):
        if matches(p, "as") { return .`as` }
      case UInt8(ascii: "d"):
        if matches(p, "do") { return .`do` }
      case UInt8(ascii: "i"):
        if matches(p, "if") { return .`if` }
        if matches(p, "in") { return .`in` }
        if matches(p, "is") { return .`is` }
      default: break
      }
    case 3:
      switch p[0] {
      case UInt8(ascii: "A"):
        if matches(p, "Any") { return .`Any` }
      case UInt8(ascii: "a"):
        if matches(p, "any") { return .`any` }
      case UInt8(ascii: "f"):
        if matches(p, "for") { return .`for` }
      case UInt8(ascii: "g"):
        if matches(p, "get") { return .`get` }
      case UInt8(ascii: "l"):
        if matches(p, "let") { return .`let` }
      case UInt8(ascii: "n"):
        if matches(p, "nil") { return .`nil` }
      case UInt8(ascii: "s"):
        if matches(p, "set") { return .`set` }
      case UInt8(ascii: "t"):
        if matches(p, "try") { return .`try` }
      case UInt8(ascii: "v"):
        if matches(p, "var") { return .`var` }
      default: break
      }
    case 4:
      switch p[0] {
      case UInt8(ascii: "S"):
        if matches(p, "Self") { return .`Self` }
      case UInt8(ascii: "c"):
        if matches(p, "case") { return .`case` }
      case UInt8(ascii: "e"):
        if matches(p, "else") { return .`else` }
        if matches(p, "enum") { return .`enum` }
      case UInt8(ascii: "f"):
        if matches(p, "func") { return .`func` }
      case UInt8(ascii: "i"):
        if matches(p, "init") { return .`init` }
      case UInt8(ascii: "l"):
        if matches(p, "lazy") { return .`lazy` }
      case UInt8(ascii: "o"):
        if matches(p, "open") { return .`open` }
      case UInt8(ascii: "s"):
        if matches(p, "self") { return .`self` }
        if matches(p, "some") { return .`some` }
      case UInt8(ascii: "t"):
        if matches(p, "true") { return .`true` }
      case UInt8(ascii: "w"):
        if matches(p, "weak") { return .`weak` }
      default: break
      }
    case 5:
      switch p[0] {
      case UInt8(ascii: "_"):
        if matches(p, "_read") { return ._read }
      case UInt8(ascii: "a"):
        if matches(p, "actor") { return .`actor` }
        if matches(p, "async") { return .`async` }
        if matches(p, "await") { return .`await` }
      case UInt8(ascii: "b"):
        if matches(p, "break") { return .`break` }
      case UInt8(ascii: "c"):
        if matches(p, "catch") { return .`catch` }
        if matches(p, "class") { return .`class` }
      case UInt8(ascii: "d"):
        if matches(p, "defer") { return .`defer` }
      case UInt8(ascii: "f"):
        if matches(p, "false") { return .`false` }
        if matches(p, "final") { return .`final` }
      case UInt8(ascii: "g"):
        if matches(p, "guard") { return .`guard` }
      case UInt8(ascii: "i"):
        if matches(p, "inout") { return .`inout` }
      case UInt8(ascii: "m"):
        if matches(p, "macro") { return .`macro` }
      case UInt8(ascii: "s"):
        if matches(p, "super") { return .`super` }
      case UInt8(ascii: "t"):
        if matches(p, "throw") { return .`throw` }
      case UInt8(ascii: "w"):
        if matches(p, "where") { return .`where` }
        if matches(p, "while") { return .`while` }
      default: break
      }
    case 6:
      switch p[0] {
      case UInt8(ascii: "d"):
        if matches(p, "deinit") { return .`deinit` }
        if matches(p, "didSet") { return .`didSet` }
      case UInt8(ascii: "i"):
        if matches(p, "import") { return .`import` }
      case UInt8(ascii: "p"):
        if matches(p, "public") { return .`public` }
      case UInt8(ascii: "r"):
        if matches(p, "repeat") { return .`repeat` }
        if matches(p, "return") { return .`return` }
      case UInt8(ascii: "s"):
        if matches(p, "static") { return .`static` }
        if matches(p, "struct") { return .`struct` }
        if matches(p, "switch") { return .`switch` }
      case UInt8(ascii: "t"):
        if matches(p, "throws") { return .`throws` }
      default: break
      }
    case 7:
      switch p[0] {
      case UInt8(ascii: "_"):
        if matches(p, "_modify") { return ._modify }
      case UInt8(ascii: "d"):
        if matches(p, "default") { return .`default` }
        if matches(p, "dynamic") { return .`dynamic` }
      case UInt8(ascii: "p"):
        if matches(p, "private") { return .`private` }
        if matches(p, "package") { return .`package` }
      case UInt8(ascii: "u"):
        if matches(p, "unowned") { return .`unowned` }
      case UInt8(ascii: "w"):
        if matches(p, "willSet") { return .`willSet` }
      default: break
      }
    case 8:
      switch p[0] {
      case UInt8(ascii: "c"):
        if matches(p, "continue") { return .`continue` }
      case UInt8(ascii: "i"):
        if matches(p, "internal") { return .`internal` }
        if matches(p, "indirect") { return .`indirect` }
      case UInt8(ascii: "m"):
        if matches(p, "mutating") { return .`mutating` }
      case UInt8(ascii: "o"):
        if matches(p, "operator") { return .`operator` }
        if matches(p, "override") { return .`override` }
        if matches(p, "optional") { return .`optional` }
      case UInt8(ascii: "p"):
        if matches(p, "protocol") { return .`protocol` }
      case UInt8(ascii: "r"):
        if matches(p, "rethrows") { return .`rethrows` }
        if matches(p, "required") { return .`required` }
      default: break
      }
    case 9:
      switch p[0] {
      case UInt8(ascii: "b"):
        if matches(p, "borrowing") { return .`borrowing` }
      case UInt8(ascii: "c"):
        if matches(p, "consuming") { return .`consuming` }
      case UInt8(ascii: "e"):
        if matches(p, "extension") { return .`extension` }
      case UInt8(ascii: "s"):
        if matches(p, "subscript") { return .`subscript` }
      case UInt8(ascii: "t"):
        if matches(p, "typealias") { return .`typealias` }
      default: break
      }
    case 11:
      switch p[0] {
      case UInt8(ascii: "c"):
        if matches(p, "convenience") { return .`convenience` }
      case UInt8(ascii: "f"):
        if matches(p, "fallthrough") { return .`fallthrough` }
        if matches(p, "fileprivate") { return .`fileprivate` }
      case UInt8(ascii: "n"):
        if matches(p, "nonmutating") { return .`nonmutating` }
        if matches(p, "nonisolated") { return .`nonisolated` }
      default: break
      }
    case 14:
      switch p[0] {
      case UInt8(ascii: "a"):
        if matches(p, "associatedtype") { return .`associatedtype` }
      default: break
      }
    case 15:
      switch p[0] {
      case UInt8(ascii: "p"):
        if matches(p, "precedencegroup") { return .`precedencegroup` }
      default: break
      }
    default: break
    }
    return .none
  }

  /// Whether the bytes at `p` spell `word` (the caller has checked the length).
  @inline(__always) static func matches(_ p: UnsafePointer<UInt8>, _ word: StaticString) -> Bool {
    let w = word.utf8Start
    for k in 1..<word.utf8CodeUnitCount where p[k] != w[k] { return false }
    return p[0] == w[0]
  }
}
