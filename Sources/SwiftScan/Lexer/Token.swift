/// The kind of a token: as fine-grained as the parser needs, and mappable onto the oracle's
/// vocabulary (`oracleName`).
///
/// The kinds follow the toolchain's lexer (swift-syntax's `RawTokenKind`) so that token
/// boundaries and kinds can be compared one for one.
public enum TokenKind: UInt8, Sendable {
  case identifier, dollarIdentifier, keyword, wildcard
  case integerLiteral, floatLiteral
  case stringQuote, multilineStringQuote, singleQuote, rawStringDelimiter, stringSegment
  case regexPoundDelimiter, regexSlash, regexPattern
  case binaryOperator, prefixOperator, postfixOperator
  case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
  case period, comma, colon, colonColon, semicolon, equal, arrow, atSign, pound, backslash, backtick
  case exclamationMark, postfixQuestionMark, infixQuestionMark, prefixAmpersand
  case poundIf, poundElseif, poundElse, poundEndif, poundSourceLocation, poundAvailable,
    poundUnavailable
  case shebang, unknown

  /// The name `swift-tokens --lexer` prints for this kind.
  public var oracleName: String {
    switch self {
    case .identifier, .dollarIdentifier: "identifier"
    case .keyword, .wildcard: "keyword"
    case .integerLiteral: "integer"
    case .floatLiteral: "float"
    case .stringQuote, .multilineStringQuote, .singleQuote, .rawStringDelimiter: "string-quote"
    case .stringSegment: "string-segment"
    case .regexPoundDelimiter, .regexSlash, .regexPattern: "regex"
    case .binaryOperator, .prefixOperator, .postfixOperator: "operator"
    case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare, .period, .comma,
      .colon, .colonColon, .semicolon, .equal, .arrow, .atSign, .pound, .backslash, .backtick,
      .exclamationMark, .postfixQuestionMark, .infixQuestionMark, .prefixAmpersand:
      "punctuation"
    case .poundIf, .poundElseif, .poundElse, .poundEndif, .poundSourceLocation, .poundAvailable,
      .poundUnavailable:
      "pound-directive"
    case .shebang: "shebang"
    case .unknown: "unknown"
    }
  }

  /// Whether this kind opens a bracket pair: `(`, `[` or `{`.
  @inlinable public var isOpeningBracket: Bool {
    self == .leftParen || self == .leftSquare || self == .leftBrace
  }

  /// Whether this kind closes a bracket pair: `)`, `]` or `}`.
  @inlinable public var isClosingBracket: Bool {
    self == .rightParen || self == .rightSquare || self == .rightBrace
  }

  /// Whether this kind is a conditional-compilation directive (`#if`, `#elseif`, `#else`, `#endif`).
  @inlinable public var isConditionalDirective: Bool {
    self == .poundIf || self == .poundElseif || self == .poundElse || self == .poundEndif
  }
}

/// A few token kinds as the bits of their raw values: a test of a kind is a shift, which a scanner
/// can make before its switch on the kind, whose indirect branch the processor mispredicts.
struct TokenKindSet {
  private let bits: UInt64

  init(_ kinds: [TokenKind]) {
    bits = kinds.reduce(0) { bits, kind in
      precondition(kind.rawValue < 64, "a token kind set holds the first 64 kinds")
      return bits | 1 << UInt64(kind.rawValue)
    }
  }

  @inline(__always) func contains(_ kind: TokenKind) -> Bool { bits >> UInt64(kind.rawValue) & 1 == 1 }
}

/// One token: its kind and its byte range in the file.
///
/// Offsets are stored as 32-bit values to keep the token array small (12 bytes a token, the word
/// included);
/// `Lexer` refuses nothing, but files of 4 GiB or more are rejected before lexing.
public struct Token: Sendable, Equatable {
  public var kind: TokenKind
  /// The keyword or contextual word the token spells, so that the parser compares one byte.
  public var word: Word
  /// Whether a line break separates this token from the previous one.
  public var startsLine: Bool
  public var start: UInt32
  public var end: UInt32

  @inlinable public init(kind: TokenKind, word: Word = .none, startsLine: Bool, start: Int, end: Int) {
    self.kind = kind
    self.word = word
    self.startsLine = startsLine
    self.start = UInt32(truncatingIfNeeded: start)
    self.end = UInt32(truncatingIfNeeded: end)
  }

  /// The token's bytes as a range of offsets into the file.
  @inlinable public var range: Range<Int> { Int(start)..<Int(end) }

  /// How many generic angle brackets the token opens, less those it closes, read from the file's
  /// `bytes`: the lexer makes `<`, `>`, `>>` and `>?` operators. `<` is 1, `>>` is -2, a token
  /// that is no operator 0.
  func angleChange(in bytes: [UInt8]) -> Int {
    switch kind {
    case .binaryOperator, .prefixOperator, .postfixOperator:
      return bytes[range].reduce(0) { sum, byte in
        sum + (byte == UInt8(ascii: "<") ? 1 : byte == UInt8(ascii: ">") ? -1 : 0)
      }
    default:
      return 0
    }
  }
}

extension [Token] {
  /// The kind of the token at `index`, or nil outside the array, so that look-around needs no
  /// bounds checks.
  @inlinable func kind(at index: Int) -> TokenKind? {
    index >= 0 && index < count ? self[index].kind : nil
  }
}

/// A comment, kept beside the tokens: suppression comments and fixture expectations live here.
public struct Comment: Sendable, Equatable {
  public var start: UInt32
  public var end: UInt32
  /// `/* … */` rather than `// …`.
  public var isBlock: Bool

  @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
}

/// A problem the lexer or parser found and stepped over; scanning always goes on.
public struct ScanDiagnostic: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case unterminatedBlockComment, unterminatedString, unterminatedRegex, invalidUTF8, nulCharacter,
      invalidCharacter, unbalancedBracket
  }
  public var kind: Kind
  public var offset: Int
}

extension Array {
  /// The elements without the spare capacity appending left (a token array is reserved for the
  /// densest code, and a tree may be kept for the whole run); the array itself when little is spare.
  func trimmed() -> [Element] {
    guard capacity - count > count / 8 else { return self }
    return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
    }
  }
}
