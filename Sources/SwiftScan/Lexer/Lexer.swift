/// The tokens, comments and lexing problems of one file.
public struct TokenizedFile: Sendable {
  public var tokens: [Token]
  public var comments: [Comment]
  public var diagnostics: [ScanDiagnostic]
}

/// Turns UTF-8 bytes into Swift tokens, agreeing token for token with the toolchain's lexer.
///
/// The lexer works on bytes, never on `Character`s, and never throws or traps on input: a problem
/// becomes a `ScanDiagnostic` and lexing goes on. Nesting (string interpolation inside string
/// interpolation, raw strings, regex literals) lives on an explicit state stack, so no input can
/// make it recurse. Every step of the main loop consumes at least one byte or pops a state.
public struct Lexer {
  /// Lexes `bytes`.
  public static func tokenize(_ bytes: [UInt8]) -> TokenizedFile {
    bytes.withUnsafeBufferPointer { tokenize($0) }
  }

  /// Lexes the bytes of `buffer`.
  public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> TokenizedFile {
    guard let base = buffer.baseAddress, !buffer.isEmpty else {
      return TokenizedFile(tokens: [], comments: [], diagnostics: [])
    }
    var lexer = Lexer(base, buffer.count)
    defer { lexer.tokens.deallocate() }
    lexer.run()
    let tokens = [Token](UnsafeBufferPointer(start: lexer.tokens.baseAddress, count: lexer.tokenCount))
    return TokenizedFile(tokens: tokens, comments: lexer.comments, diagnostics: lexer.diagnostics)
  }

  // MARK: State

  enum StringKind: Equatable { case singleLine, multiLine, singleQuote }

  /// What the lexer is in the middle of, beyond plain code.
  enum State: Equatable {
    /// After `try?` or `try!`: the next `/` starts a regex rather than a binary operator.
    case preferRegex
    case afterRawStringDelimiter(pounds: Int)
    case inString(StringKind, pounds: Int)
    case afterString(StringKind, isRaw: Bool)
    case afterClosingQuote
    case interpolationStart(StringKind)
    case interpolation(StringKind, parens: Int)
  }

  let p: UnsafePointer<UInt8>
  let count: Int
  var i = 0
  /// Plain code when empty.
  var states: [State] = []
  /// The tokens so far, the first `tokenCount` of a buffer of our own: an array's append asks the
  /// runtime whether the array is the only owner of its storage, for every token.
  var tokens: UnsafeMutableBufferPointer<Token>
  var tokenCount = 0
  var comments: [Comment] = []
  var diagnostics: [ScanDiagnostic] = []
  /// The kind of the last lexeme, empty ones included; nil before the first.
  var previousKind: TokenKind? = nil
  /// The word the last lexeme spells, `.none` for other lexemes: `try`, `func` and a few more
  /// change how a following `?` or `/` lexes.
  var previousWord = Word.none
  /// A line break since the last token.
  var sawNewline = false
  /// A line break since the last lexeme, empty ones included.
  var newlineSinceLexeme = false
  let wordTable = WordTable.shared
  /// `Lexer.punctuation`, fetched once a file.
  let punctuationKinds = Lexer.punctuation

  init(_ p: UnsafePointer<UInt8>, _ count: Int) {
    self.p = p
    self.count = count
    tokens = .allocate(capacity: count / 5 + 16)
  }

  // MARK: Byte access

  /// The byte at `k`, or nil past the end.
  @inline(__always) func byte(_ k: Int) -> UInt8? { k < count ? p[k] : nil }

  @inline(__always) func byte(_ k: Int, is c: UInt8) -> Bool { k < count && p[k] == c }

  @inline(__always) func isNewline(_ k: Int) -> Bool {
    k < count && (p[k] == UInt8(ascii: "\n") || p[k] == UInt8(ascii: "\r"))
  }

  /// The byte before `k`, or 0 at the start of the file (the lexer's look-behind).
  @inline(__always) func previousByte(_ k: Int) -> UInt8 { k > 0 ? p[k - 1] : 0 }

  /// The scalar at `k`, or nil when `k` is past the end or the bytes are not valid UTF-8.
  @inline(__always) func scalar(_ k: Int) -> DecodedScalar? {
    k < count ? decodeScalar(p, count, at: k) : nil
  }

  /// The end of the run of scalars satisfying `predicate` from `k`; invalid UTF-8 ends the run.
  @inline(__always) func skip(from k: Int, while predicate: (UInt32) -> Bool) -> Int {
    var k = k
    while k < count {
      let c = p[k]
      if c < 0x80 {
        guard predicate(UInt32(c)) else { break }
        k += 1
      } else {
        let s = decodeMultibyteScalar(p, count, at: k)
        guard let value = s.value, predicate(value) else { break }
        k += s.length
      }
    }
    return k
  }

  /// Advances past one scalar, valid or not (the lexer's "validating advance").
  @inline(__always) func stepOverScalar(_ k: Int) -> Int {
    p[k] < 0x80 ? k + 1 : k + decodeMultibyteScalar(p, count, at: k).length
  }

  /// The number of `#` at `k`.
  @inline(__always) func poundsAt(_ k: Int) -> Int {
    var e = k
    while e < count && p[e] == UInt8(ascii: "#") { e += 1 }
    return e - k
  }

  /// Where a raw-string delimiter of `pounds` `#` matched at `k` ends, or nil when fewer are there.
  /// Like the toolchain's lexer, a match consumes one `#` more when more are present.
  @inline(__always) func endOfDelimiter(at k: Int, pounds: Int) -> Int? {
    if pounds == 0 { return k }
    let found = poundsAt(k)
    return found >= pounds ? k + min(found, pounds + 1) : nil
  }

  // MARK: Output

  /// Appends a token from `start` to the cursor; an empty lexeme only updates the look-behind.
  @inline(__always) mutating func emit(
    _ kind: TokenKind, from start: Int, word: Word = .none
  ) {
    if i > start {
      if tokenCount == tokens.count { growTokens() }
      tokens.initializeElement(
        at: tokenCount, to: Token(kind: kind, word: word, startsLine: sawNewline, start: start, end: i))
      tokenCount += 1
      sawNewline = false
    }
    previousKind = kind
    previousWord = word
    newlineSinceLexeme = false
  }

  /// Twice the room for tokens: a file of more tokens than a fifth of its bytes.
  mutating func growTokens() {
    let larger = UnsafeMutableBufferPointer<Token>.allocate(capacity: tokens.count * 2)
    _ = larger.initialize(fromContentsOf: tokens)
    tokens.deallocate()
    tokens = larger
  }

  @inline(__always) mutating func diagnose(_ kind: ScanDiagnostic.Kind, at offset: Int) {
    diagnostics.append(ScanDiagnostic(kind: kind, offset: offset))
  }

  @inline(__always) mutating func push(_ state: State) { states.append(state) }
  @inline(__always) mutating func pop() { _ = states.popLast() }
  @inline(__always) mutating func replaceTop(_ state: State) { states[states.count - 1] = state }

  // MARK: Main loop

  mutating func run() {
    while true {
      // Plain code, nearly every token: trivia leaves no state behind (a conflict marker only
      // clears them), so the token after it is plain code too.
      if states.isEmpty {
        skipTrivia(acrossLines: true)
        guard i < count else { return }
        lexCode(preferRegex: false)
        continue
      }
      switch states.last {
      case nil, .preferRegex:
        skipTrivia(acrossLines: true)
      case .interpolation(let kind, _):
        skipTrivia(acrossLines: kind == .multiLine)
      default:
        break
      }
      // Every state answers the end of the file with the end of the file.
      guard i < count else { return }

      // Read after the trivia: a conflict marker in it resets the state.
      switch states.last {
      case nil:
        lexCode(preferRegex: false)
      case .preferRegex:
        pop()
        lexCode(preferRegex: true)
      case .afterRawStringDelimiter(let pounds):
        lexQuote(closing: nil, pounds: pounds)
      case .inString(let kind, let pounds):
        lexStringContent(kind, pounds: pounds)
      case .afterString(let kind, _):
        lexQuote(closing: kind, pounds: 0)
      case .afterClosingQuote:
        let start = i
        i += poundsAt(i)
        pop()
        emit(.rawStringDelimiter, from: start)
      case .interpolationStart(let kind):
        lexInterpolationStart(kind)
      case .interpolation(let kind, let parens):
        lexInterpolation(kind, parens: parens)
      }
    }
  }

  /// Lexes one token of plain code.
  mutating func lexCode(preferRegex: Bool) {
    let start = i
    let c = p[i]
    // Nearly half the tokens are names: a test the processor predicts, before the switch's
    // indirect branch, which it mispredicts.
    if CharacterClass.isASCIIIdentifierStart(c) {
      lexIdentifier()
      return
    }
    // A member's `.` (`.padding`), the next most common: before a name, a `.` is an operator of its
    // own, and one `.` alone is a period whatever binds it.
    if c == UInt8(ascii: ".") && i + 1 < count && CharacterClass.isASCIIIdentifierStart(p[i + 1]) {
      i += 1
      emit(.period, from: start)
      return
    }
    // Brackets, commas and the other tokens of one byte whatever follows, by table.
    let punctuation = punctuationKinds[Int(c)]
    if punctuation != .unknown {
      i += 1
      emit(punctuation, from: start)
      return
    }
    // A `:` or a `=` before a space: a colon, and an `=` alone, which is always the equal sign.
    if (c == UInt8(ascii: ":") || c == UInt8(ascii: "=")) && byte(i + 1, is: UInt8(ascii: " ")) {
      i += 1
      emit(c == UInt8(ascii: ":") ? .colon : .equal, from: start)
      return
    }
    switch c {
    case UInt8(ascii: ":"):
      if byte(i + 1, is: UInt8(ascii: ":")) {
        i += 2
        emit(.colonColon, from: start)
      } else {
        i += 1
        emit(.colon, from: start)
      }
    case UInt8(ascii: "#"):
      lexPound()
    case UInt8(ascii: "!"), UInt8(ascii: "?"):
      if isLeftBound(i) {
        let afterTry = previousWord == .try
        i += 1
        emit(c == UInt8(ascii: "!") ? .exclamationMark : .postfixQuestionMark, from: start)
        // `try?` and `try!` cannot be followed by a binary operator.
        if afterTry { push(.preferRegex) }
      } else {
        lexOperator(preferRegex: preferRegex)
      }
    case UInt8(ascii: "<"):
      if byte(i + 1, is: UInt8(ascii: "#")), let end = editorPlaceholderEnd() {
        i = end
        emit(.identifier, from: start)
      } else {
        lexOperator(preferRegex: preferRegex)
      }
    case UInt8(ascii: "$"):
      lexDollarIdentifier()
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber()
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      lexQuote(closing: nil, pounds: 0)
    case UInt8(ascii: "`"):
      lexBacktick()
    default:
      let s = decodeScalar(p, count, at: i)
      if let value = s.value, CharacterClass.isIdentifierStart(value) {
        lexIdentifier()
      } else if let value = s.value, CharacterClass.isOperatorStart(value) {
        lexOperator(preferRegex: preferRegex)
      } else {
        lexStrayCharacter(s)
      }
    }
  }

  /// By byte, the kind of the token of that one byte whatever follows it, `.unknown` for others.
  private static let punctuation: [TokenKind] = (0...255).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: "@"): .atSign
    case UInt8(ascii: "{"): .leftBrace
    case UInt8(ascii: "["): .leftSquare
    case UInt8(ascii: "("): .leftParen
    case UInt8(ascii: "}"): .rightBrace
    case UInt8(ascii: "]"): .rightSquare
    case UInt8(ascii: ")"): .rightParen
    case UInt8(ascii: ","): .comma
    case UInt8(ascii: ";"): .semicolon
    case UInt8(ascii: "\\"): .backslash
    default: .unknown
    }
  }

  // MARK: Identifiers

  mutating func lexIdentifier() {
    let start = i
    var k = stepOverScalar(i)
    // Eight bytes at a time up to the first that is not a letter, digit, `_` or `$`; the last few
    // bytes of the file one by one.
    while true {
      guard k + 8 <= count else {
        while k < count && CharacterClass.isASCIIIdentifierContinue(p[k]) { k += 1 }
        break
      }
      let x = UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self)
      let other = ~ASCIIWords.identifierBytes(x) & (ASCIIWords.ones &* 0x80)
      if other != 0 {
        k += other.trailingZeroBitCount / 8
        break
      }
      k += 8
    }
    if k < count && p[k] >= 0x80 { k = skip(from: k, while: CharacterClass.isIdentifierContinue) }
    i = k
    if i - start == 1 && p[start] == UInt8(ascii: "_") {
      emit(.wildcard, from: start)
      return
    }
    let word = Word.classify(p + start, i - start, in: wordTable)
    emit(word.isKeyword ? .keyword : .identifier, from: start, word: word)
  }

  mutating func lexDollarIdentifier() {
    let start = i
    i += 1
    var allDigits = true
    while i < count {
      if CharacterClass.isDigit(p[i]) {
        i += 1
        continue
      }
      guard let s = scalar(i), let value = s.value, CharacterClass.isIdentifierContinue(value) else {
        break
      }
      allDigits = false
      i += s.length
    }
    emit(i - start > 1 && allDigits ? .dollarIdentifier : .identifier, from: start)
  }

  /// `` `name` `` is an identifier; a backtick with no partner on its line is punctuation.
  mutating func lexBacktick() {
    let start = i
    var k = i + 1
    while k < count && p[k] != UInt8(ascii: "`") && p[k] != UInt8(ascii: "\n") && p[k] != UInt8(ascii: "\r") {
      k += 1
    }
    if k < count && p[k] == UInt8(ascii: "`") {
      i = k + 1
      emit(.identifier, from: start)
    } else {
      i = start + 1
      emit(.backtick, from: start)
    }
  }

  /// `<#name#>` on one line, or nil.
  func editorPlaceholderEnd() -> Int? {
    var k = i + 2
    while k < count {
      let c = p[k]
      k += 1
      if c == UInt8(ascii: "\n") { return nil }
      if c == UInt8(ascii: "<") && byte(k, is: UInt8(ascii: "#")) { return nil }
      if c == UInt8(ascii: "#") && byte(k, is: UInt8(ascii: ">")) { return k + 1 }
    }
    return nil
  }

  /// A character that starts neither an identifier nor an operator but is not trivia: an
  /// identifier-continuation character, or a curly quote.
  mutating func lexStrayCharacter(_ s: DecodedScalar) {
    let start = i
    i += s.length
    switch s.value {
    case let value? where CharacterClass.isIdentifierContinue(value):
      i = skip(from: i, while: CharacterClass.isIdentifierContinue)
      emit(.identifier, from: start)
    case 0x201C:
      // “text” lexes as one identifier, the closest thing to a string the recovery has.
      if let end = endOfCurlyQuotedText(from: i) { i = end }
      emit(.identifier, from: start)
    default:
      diagnose(.invalidCharacter, at: start)
      emit(.unknown, from: start)
    }
  }

  func endOfCurlyQuotedText(from k: Int) -> Int? {
    var k = k
    while true {
      guard k < count else { return nil }
      let c = p[k]
      switch c {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0:
        return nil
      case UInt8(ascii: "\""):
        return k + 1
      case UInt8(ascii: "\\"):
        if byte(k + 1, is: UInt8(ascii: "(")) { return nil }
        let escape = scanEscape(at: k + 1, multiLine: false)
        guard escape.isValid else { return nil }
        k = escape.end
      default:
        let s = decodeScalar(p, count, at: k)
        guard let value = s.value, value >= 0x20 && value != 0x7F else { return nil }
        k += s.length
        if value == 0x201D { return k }
      }
    }
  }

  // MARK: Pound

  mutating func lexPound() {
    let start = i
    if byte(i + 1, is: UInt8(ascii: "!")) && previousByte(i) == 0 {
      i = endOfLine(from: i)
      emit(.shebang, from: start)
      return
    }
    let pounds = poundsAt(i)
    if byte(i + pounds, is: UInt8(ascii: "\"")) {
      i += pounds
      emit(.rawStringDelimiter, from: start)
      push(.afterRawStringDelimiter(pounds: pounds))
      return
    }
    if let regex = scanRegex(at: i, mustBeRegex: true) {
      emitRegex(regex)
      return
    }
    var k = i + 1
    while k < count && CharacterClass.isASCIIIdentifierStart(p[k]) { k += 1 }
    let directive = Self.directive(p + i + 1, k - i - 1)
    if let directive {
      i = k
      emit(directive, from: start)
    } else {
      i += 1
      emit(.pound, from: start)
    }
  }

  // MARK: Operators

  /// An operator is bound on the left when no whitespace, opening bracket or separator precedes it.
  func isLeftBound(_ k: Int) -> Bool {
    guard k > 0 else { return false }
    switch p[k - 1] {
    case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
      UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "/"):
      return !(k >= 2 && p[k - 2] == UInt8(ascii: "*"))  // the end of a block comment is whitespace
    case 0xA0:
      return !(k >= 2 && p[k - 2] == 0xC2)  // a no-break space
    default:
      return true
    }
  }

  /// An operator ending at `k` is bound on the right when an operand follows without a gap.
  func isRightBound(_ k: Int, leftBound: Bool) -> Bool {
    guard k < count else { return false }
    switch p[k] {
    case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
      UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "."):
      return !leftBound
    case UInt8(ascii: "/"):
      return !(byte(k + 1, is: UInt8(ascii: "/")) || byte(k + 1, is: UInt8(ascii: "*")))
    case 0xC2:
      return !byte(k + 1, is: 0xA0)
    default:
      return true
    }
  }

  mutating func lexOperator(preferRegex: Bool) {
    let start = i
    i = stepOverScalar(i)
    while i < count {
      // A `.` continues an operator only when the operator began with one.
      if p[i] == UInt8(ascii: ".") && p[start] != UInt8(ascii: ".") { break }
      if p[i] == UInt8(ascii: "<") && byte(i + 1, is: UInt8(ascii: "#")) && placeholderEndFollows(i) { break }
      guard let s = scalar(i), let value = s.value, CharacterClass.isOperatorContinue(value) else { break }
      i += s.length
    }

    // Only the first `/` of an operator may start a regex literal.
    var slash = start
    while slash < i && p[slash] != UInt8(ascii: "/") { slash += 1 }
    if slash < i,
      let regex = regexInOperator(at: slash, operatorStart: start, operatorEnd: i, preferRegex: preferRegex)
    {
      if slash > start {
        i = slash
        emit(classifyOperator(start, slash), from: start)
      }
      emitRegex(regex)
      return
    }

    // A `//` or `/*` inside an operator starts a comment.
    if i - start > 2 {
      var k = start + 1
      while k < i {
        if p[k] == UInt8(ascii: "/") && (byte(k + 1, is: UInt8(ascii: "/")) || byte(k + 1, is: UInt8(ascii: "*"))) {
          i = k
          break
        }
        k += 1
      }
    }
    emit(classifyOperator(start, i), from: start)
  }

  /// Whether a `#>` follows `k` on the same line.
  func placeholderEndFollows(_ k: Int) -> Bool {
    var k = k
    while k + 1 < count {
      if p[k] == UInt8(ascii: "\n") { return false }
      if p[k] == UInt8(ascii: "#") && p[k + 1] == UInt8(ascii: ">") { return true }
      k += 1
    }
    return false
  }

  /// Prefix, postfix or binary by the whitespace around it; a few spellings are punctuation.
  func classifyOperator(_ start: Int, _ end: Int) -> TokenKind {
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(end, leftBound: leftBound)
    let length = end - start
    if length == 1 {
      switch p[start] {
      case UInt8(ascii: "="): return .equal
      case UInt8(ascii: "&") where rightBound && !leftBound: return .prefixAmpersand
      case UInt8(ascii: "."): return .period
      case UInt8(ascii: "?"): return leftBound ? .postfixQuestionMark : .infixQuestionMark
      default: break
      }
    } else if length == 2 {
      if p[start] == UInt8(ascii: "-") && p[start + 1] == UInt8(ascii: ">") { return .arrow }
      if p[start] == UInt8(ascii: "*") && p[start + 1] == UInt8(ascii: "/") { return .unknown }
    } else {
      var k = start
      while k + 1 < end {
        if p[k] == UInt8(ascii: "*") && p[k + 1] == UInt8(ascii: "/") { return .unknown }
        k += 1
      }
    }
    if leftBound == rightBound { return .binaryOperator }
    return leftBound ? .postfixOperator : .prefixOperator
  }

  // MARK: Trivia

  /// Skips whitespace, comments, byte-order marks, conflict markers and characters that are not
  /// allowed in Swift source; stops at a line break unless `acrossLines`.
  @inline(__always) mutating func skipTrivia(acrossLines: Bool) {
    // Most tokens follow another at once (`(`, `.`, `)`): a printable byte that starts neither a
    // comment nor a conflict marker is no trivia.
    if i < count, case 0x21...0x7E = p[i], p[i] != UInt8(ascii: "/"), p[i] != UInt8(ascii: "<"),
      p[i] != UInt8(ascii: ">")
    {
      return
    }
    skipTriviaRun(acrossLines: acrossLines)
  }

  private mutating func skipTriviaRun(acrossLines: Bool) {
    while i < count {
      let c = p[i]
      switch c {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        guard acrossLines else { return }
        sawNewline = true
        newlineSinceLexeme = true
        i += 1
      case UInt8(ascii: " "):
        i = endOfSpaces(from: i)
      case UInt8(ascii: "\t"), 0x0B, 0x0C:
        i += 1
      case UInt8(ascii: "/"):
        if byte(i + 1, is: UInt8(ascii: "/")) {
          let start = i
          i = endOfLine(from: i)
          comments.append(Comment(start: UInt32(start), end: UInt32(i), isBlock: false))
        } else if byte(i + 1, is: UInt8(ascii: "*")) {
          skipBlockComment()
        } else {
          return
        }
      case UInt8(ascii: "<"), UInt8(ascii: ">"):
        guard let end = endOfConflictMarker() else { return }
        sawNewline = true
        i = end
        // The toolchain's lexer resumes after a conflict with a fresh cursor: no open string or
        // interpolation, and, unless the marker trails the last token's line, no previous token.
        states.removeAll()
        if newlineSinceLexeme || previousKind == nil {
          previousKind = nil
          previousWord = .none
        }
      case 0xEF where byte(i + 1, is: 0xBB) && byte(i + 2, is: 0xBF):
        i += 3
      case 0x21...0x7E:
        return
      default:
        let s = decodeScalar(p, count, at: i)
        guard let value = s.value else {
          diagnose(.invalidUTF8, at: i)
          i += s.length
          continue
        }
        if CharacterClass.isIdentifierContinue(value) || CharacterClass.isOperatorStart(value)
          || value == 0x201C || value == 0x201D
        {
          return
        }
        if value == 0xA0 {
          i += s.length
          while byte(i, is: 0xC2) && byte(i + 1, is: 0xA0) { i += 2 }
        } else {
          diagnose(value == 0 ? .nulCharacter : .invalidCharacter, at: i)
          i += s.length
        }
      }
    }
  }

  /// Where the run of spaces at `k` ends, eight bytes at a time: indentation is most trivia.
  func endOfSpaces(from k: Int) -> Int {
    var k = k
    while k + 8 <= count {
      let other = UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
      // The lowest byte that is no space is the first in memory.
      if other != 0 { return k + other.trailingZeroBitCount / 8 }
      k += 8
    }
    while k < count && p[k] == UInt8(ascii: " ") { k += 1 }
    return k
  }

  func endOfLine(from k: Int) -> Int {
    var k = k
    while k < count && p[k] != UInt8(ascii: "\n") && p[k] != UInt8(ascii: "\r") { k += 1 }
    return k
  }

  /// Skips a `/* … */` comment, nested ones included.
  mutating func skipBlockComment() {
    let start = i
    var k = i + 2
    var depth = 1
    while depth > 0 {
      guard k < count else {
        diagnose(.unterminatedBlockComment, at: start)
        break
      }
      let c = p[k]
      k += 1
      if c == UInt8(ascii: "*") && byte(k, is: UInt8(ascii: "/")) {
        k += 1
        depth -= 1
      } else if c == UInt8(ascii: "/") && byte(k, is: UInt8(ascii: "*")) {
        k += 1
        depth += 1
      } else if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
        sawNewline = true
      }
    }
    i = k
    comments.append(Comment(start: UInt32(start), end: UInt32(i), isBlock: true))
  }

  /// A version-control conflict (`<<<<<<< ` … `>>>>>>> `, or Perforce's `>>>> ` … `<<<<`) starting
  /// at the cursor at the start of a line: the end of the line holding its closing marker.
  func endOfConflictMarker() -> Int? {
    let before = previousByte(i)
    guard before == UInt8(ascii: "\n") || before == UInt8(ascii: "\r") || before == 0 else { return nil }
    let normal: StaticString = "<<<<<<< "
    let perforce: StaticString = ">>>> "
    let opening: StaticString
    let closing: StaticString
    if starts(with: normal, at: i) {
      (opening, closing) = (normal, ">>>>>>> ")
    } else if starts(with: perforce, at: i) {
      (opening, closing) = (perforce, "<<<<\n")
    } else {
      return nil
    }
    var k = i + opening.utf8CodeUnitCount
    while k < count {
      let lineStart = p[k - 1] == UInt8(ascii: "\n") || p[k - 1] == UInt8(ascii: "\r")
      if lineStart && starts(with: closing, at: k) {
        return endOfLine(from: k + closing.utf8CodeUnitCount)
      }
      k += 1
    }
    return nil
  }

  func starts(with text: StaticString, at k: Int) -> Bool {
    let length = text.utf8CodeUnitCount
    guard k + length <= count else { return false }
    let t = text.utf8Start
    for j in 0..<length where p[k + j] != t[j] { return false }
    return true
  }

  /// The directive kind of `#word` given the `length` bytes of `word` at `p`, or nil for a plain `#`.
  static func directive(_ p: UnsafePointer<UInt8>, _ length: Int) -> TokenKind? {
    switch length {
    case 2: return Word.matches(p, "if") ? .poundIf : nil
    case 4: return Word.matches(p, "else") ? .poundElse : nil
    case 5: return Word.matches(p, "endif") ? .poundEndif : nil
    case 6: return Word.matches(p, "elseif") ? .poundElseif : nil
    case 9: return Word.matches(p, "available") ? .poundAvailable : nil
    case 11: return Word.matches(p, "unavailable") ? .poundUnavailable : nil
    case 14: return Word.matches(p, "sourceLocation") ? .poundSourceLocation : nil
    default: return nil
    }
  }
}
