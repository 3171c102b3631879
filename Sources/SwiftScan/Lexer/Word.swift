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

  /// The word spelled by the `length` bytes at `p`, or `.none`: the one word that could be there
  /// is found by a perfect hash of the length and four of the bytes, then compared, with no chain
  /// of branches on the length and the first byte (which the processor mispredicts).
  static func classify(_ p: UnsafePointer<UInt8>, _ length: Int, in table: WordTable) -> Word {
    guard length >= 2 && length <= WordTable.longest else { return .none }
    let slot = WordTable.slot(p, length)
    guard table.lengths[slot] == length else { return .none }
    let spelling = slot &* WordTable.stride
    for k in 0..<length where p[k] != table.spellings[spelling &+ k] { return .none }
    return table.words[slot]
  }

  /// Whether the bytes at `p` spell `word` (the caller has checked the length).
  @inline(__always) static func matches(_ p: UnsafePointer<UInt8>, _ word: StaticString) -> Bool {
    let w = word.utf8Start
    for k in 1..<word.utf8CodeUnitCount where p[k] != w[k] { return false }
    return p[0] == w[0]
  }
}

/// Every word but `.none` by the slot of its perfect hash (`slot`), with its spelling: the table
/// `Word.classify` looks words up in. The lexer holds it, so that it is not fetched for every
/// identifier.
struct WordTable {
  /// The longest spelling (`precedencegroup`), and room for it.
  static let longest = 15
  static let stride = 16
  /// A multiplier under which the words' keys have 82 distinct top bytes (found by search).
  private static let multiplier: UInt64 = 0xfcc1_c776_5dcf_f10d

  static let shared = WordTable()

  let words: [Word]
  let lengths: [UInt8]
  /// `stride` bytes a slot, the spelling first.
  let spellings: [UInt8]

  private init() {
    var words = [Word](repeating: .none, count: 256)
    var lengths = [UInt8](repeating: 0, count: 256)
    var spellings = [UInt8](repeating: 0, count: 256 * Self.stride)
    for raw in 1...UInt8.max {
      guard let word = Word(rawValue: raw) else { break }
      // The case's name is its spelling.
      let spelling = Array(String(describing: word).utf8)
      let slot = spelling.withUnsafeBufferPointer { Self.slot($0.baseAddress!, $0.count) }
      precondition(words[slot] == .none && spelling.count <= Self.longest, "the word table's hash is not perfect")
      words[slot] = word
      lengths[slot] = UInt8(spelling.count)
      spellings.replaceSubrange((slot * Self.stride)..<(slot * Self.stride + spelling.count), with: spelling)
    }
    (self.words, self.lengths, self.spellings) = (words, lengths, spellings)
  }

  /// The slot of the `length` bytes at `p` (at least two): their length, first two and last two
  /// bytes, mixed by a multiplication whose top byte is the slot.
  @inline(__always) static func slot(_ p: UnsafePointer<UInt8>, _ length: Int) -> Int {
    let key =
      UInt64(length) << 32 | UInt64(p[0]) << 24 | UInt64(p[1]) << 16 | UInt64(p[length - 2]) << 8
      | UInt64(p[length - 1])
    return Int(truncatingIfNeeded: (key &* multiplier) >> 56)
  }
}
