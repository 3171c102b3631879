/// Number and string literals.
extension Lexer {
  // MARK: Numbers

  /// Integer and floating-point literals in every radix; a literal runs on over trailing identifier
  /// characters (`0xZZ`, `12abc`) as the toolchain's lexer does, so that an error is one token.
  mutating func lexNumber() {
    let start = i
    let c1 = byte(i + 1)
    if p[i] == UInt8(ascii: "0") && c1 == UInt8(ascii: "x") {
      lexHexNumber()
      return
    }
    if p[i] == UInt8(ascii: "0") && (c1 == UInt8(ascii: "o") || c1 == UInt8(ascii: "b")) {
      // Digits and `_` continue an identifier, so one skip takes the digits and any bad tail.
      i = skipIdentifierContinuation(from: i + 2)
      emit(.integerLiteral, from: start)
      return
    }

    skipDecimalDigits()
    if byte(i, is: UInt8(ascii: ".")) {
      // `1.foo` is a member access and `t.0.1` a tuple path, not floats.
      guard let next = byte(i + 1), CharacterClass.isDigit(next), previousKind != .period else {
        emit(.integerLiteral, from: start)
        return
      }
    } else if !(byte(i, is: UInt8(ascii: "e")) || byte(i, is: UInt8(ascii: "E"))) {
      i = skipIdentifierContinuation(from: i)
      emit(.integerLiteral, from: start)
      return
    }
    if byte(i, is: UInt8(ascii: ".")) {
      i += 1
      skipDecimalDigits()
    }
    if byte(i, is: UInt8(ascii: "e")) || byte(i, is: UInt8(ascii: "E")) {
      i += 1
      lexExponent()
    }
    emit(.floatLiteral, from: start)
  }

  mutating func lexHexNumber() {
    let start = i
    i += 2
    guard let first = byte(i), CharacterClass.isHexDigit(first) else {
      // The toolchain reads the byte as a Latin-1 scalar here, then skips real scalars.
      if let first = byte(i), CharacterClass.isIdentifierContinue(UInt32(first)) {
        i = skipIdentifierContinuation(from: i)
      }
      emit(.integerLiteral, from: start)
      return
    }
    skipHexDigits()
    let isFractionOrExponent = { (c: UInt8?) in
      c == UInt8(ascii: ".") || c == UInt8(ascii: "p") || c == UInt8(ascii: "P")
    }
    guard isFractionOrExponent(byte(i)) else {
      i = skipIdentifierContinuation(from: i)
      emit(.integerLiteral, from: start)
      return
    }
    var dot: Int? = nil
    if byte(i, is: UInt8(ascii: ".")) {
      dot = i
      i += 1
      // `0xff.description` is a member access.
      if let next = byte(i), !CharacterClass.isHexDigit(next) {
        i = dot!
        emit(.integerLiteral, from: start)
        return
      }
      skipHexDigits()
      if !(byte(i, is: UInt8(ascii: "p")) || byte(i, is: UInt8(ascii: "P"))) {
        if let after = byte(i + 1), !CharacterClass.isDigit(after) { i = dot! }
        emit(.integerLiteral, from: start)
        return
      }
    }
    i += 1  // p or P
    let signed = byte(i, is: UInt8(ascii: "+")) || byte(i, is: UInt8(ascii: "-"))
    if signed { i += 1 }
    if let next = byte(i), !CharacterClass.isDigit(next) {
      if let dot, let afterDot = byte(dot + 1), !CharacterClass.isDigit(afterDot), !signed {
        i = dot  // `0xff.fp`: a member access
        emit(.integerLiteral, from: start)
        return
      }
      i = skipIdentifierContinuation(from: i)
      emit(.floatLiteral, from: start)
      return
    }
    skipDecimalDigits()
    i = skipIdentifierContinuation(from: i)
    emit(.floatLiteral, from: start)
  }

  /// After `e`/`E`: an optional sign, then digits.
  mutating func lexExponent() {
    if byte(i, is: UInt8(ascii: "+")) || byte(i, is: UInt8(ascii: "-")) { i += 1 }
    if let next = byte(i), CharacterClass.isDigit(next) {
      skipDecimalDigits()
    }
    i = skipIdentifierContinuation(from: i)
  }

  @inline(__always) mutating func skipDecimalDigits() {
    while i < count && (CharacterClass.isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
  }

  @inline(__always) mutating func skipHexDigits() {
    while i < count && (CharacterClass.isHexDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
  }

  @inline(__always) func skipIdentifierContinuation(from k: Int) -> Int {
    skip(from: k, while: CharacterClass.isIdentifierContinue)
  }

  // MARK: String delimiters

  /// Lexes a quote: an opening one (`closing == nil`), possibly after `pounds` raw delimiters, or
  /// the closing quote of a literal of kind `closing`.
  mutating func lexQuote(closing: StringKind?, pounds: Int) {
    let start = i
    if p[i] == UInt8(ascii: "'") {
      i += 1
      emit(.singleQuote, from: start)
      enterOrLeaveString(.singleQuote)
      return
    }
    i += 1
    let isTriple =
      closing != .singleLine && byte(i, is: UInt8(ascii: "\"")) && byte(i + 1, is: UInt8(ascii: "\""))
    guard isTriple, !(pounds > 0 && rawStringClosesOnLine(from: i + 2, pounds: pounds)) else {
      emit(.stringQuote, from: start)
      enterOrLeaveString(.singleLine)
      return
    }
    i += 2
    emit(.multilineStringQuote, from: start)
    enterOrLeaveString(.multiLine)
    // The line break after an opening `"""` is not part of the string.
    if closing == nil && isNewline(i) { skipEscapedNewline() }
  }

  /// `#"""#` and `#""" … "#` on one line are single-line literals that begin with a quote.
  func rawStringClosesOnLine(from k: Int, pounds: Int) -> Bool {
    if endOfDelimiter(at: k, pounds: pounds) != nil { return true }
    var k = k
    while k < count && p[k] != UInt8(ascii: "\n") && p[k] != UInt8(ascii: "\r") {
      k += 1
      if p[k - 1] == UInt8(ascii: "\"") && endOfDelimiter(at: k, pounds: pounds) != nil { return true }
    }
    return false
  }

  /// The state change after a quote of `kind`.
  mutating func enterOrLeaveString(_ kind: StringKind) {
    switch states.last {
    case .afterString(_, isRaw: true)?:
      replaceTop(.afterClosingQuote)
    case .afterString(_, isRaw: false)?:
      pop()
    case .afterRawStringDelimiter(let pounds)?:
      replaceTop(.inString(kind, pounds: pounds))
    default:
      push(.inString(kind, pounds: 0))
    }
  }

  /// Skips the trivia that ends a line inside a multi-line string: an optional `\` and `#`s,
  /// spaces and tabs, and the line break.
  mutating func skipEscapedNewline() {
    if byte(i, is: UInt8(ascii: "\\")) { i += 1 }
    i += poundsAt(i)
    i = skipSpacesAndTabs(from: i)
    if isNewline(i) {
      i = endOfLineBreak(at: i)
      sawNewline = true
    }
  }

  // MARK: String content

  /// Lexes one segment of string content: up to an interpolation, the closing quote, the end of a
  /// line (each line of a multi-line string is a segment of its own), or an escaped line break.
  mutating func lexStringContent(_ kind: StringKind, pounds: Int) {
    let start = i
    while true {
      guard i < count else {
        emit(.stringSegment, from: start)
        replaceTop(.afterString(kind, isRaw: pounds > 0))
        return
      }
      let c = p[i]
      switch c {
      case UInt8(ascii: "\\"):
        if let end = endOfDelimiter(at: i + 1, pounds: pounds) {
          if byte(end, is: UInt8(ascii: "(")) {
            emit(.stringSegment, from: start)
            push(.interpolationStart(kind))
            return
          }
          if kind == .multiLine && isNewline(skipSpacesAndTabs(from: end)) {
            emit(.stringSegment, from: start)
            skipEscapedNewline()
            return
          }
          let escape = scanEscape(at: end, multiLine: kind == .multiLine)
          i = escape.end
          // An escaped line break (`\n`, `\u{D}`, …) ends the segment, as a real one does.
          if escape.scalar == 0x0A || escape.scalar == 0x0D {
            emit(.stringSegment, from: start)
            return
          }
        } else {
          i += 1  // in a raw string, a backslash without its `#`s is a character
        }
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        if kind == .multiLine {
          i = endOfLineBreak(at: i)
          emit(.stringSegment, from: start)
          sawNewline = true
        } else {
          emit(.stringSegment, from: start)
          pop()
          diagnose(.unterminatedString, at: i)
        }
        return
      case UInt8(ascii: "\""):
        let closes: Bool
        switch kind {
        case .singleLine:
          closes = endOfDelimiter(at: i + 1, pounds: pounds) != nil
        case .multiLine:
          closes =
            byte(i + 1, is: UInt8(ascii: "\"")) && byte(i + 2, is: UInt8(ascii: "\""))
            && endOfDelimiter(at: i + 3, pounds: pounds) != nil
        case .singleQuote:
          closes = false
        }
        if closes {
          emit(.stringSegment, from: start)
          replaceTop(.afterString(kind, isRaw: pounds > 0))
          return
        }
        i += 1
      case UInt8(ascii: "'") where kind == .singleQuote:
        emit(.stringSegment, from: start)
        replaceTop(.afterString(kind, isRaw: pounds > 0))
        return
      case 0x20...0x7E:
        i += 1
      default:
        i = stepOverScalar(i)
      }
    }
  }

  func skipSpacesAndTabs(from k: Int) -> Int {
    var k = k
    while k < count && (p[k] == UInt8(ascii: " ") || p[k] == UInt8(ascii: "\t")) { k += 1 }
    return k
  }

  /// Where the line break at `k` ends: `\r\n` is one break, as in the toolchain's lexer.
  @inline(__always) func endOfLineBreak(at k: Int) -> Int {
    p[k] == UInt8(ascii: "\r") && byte(k + 1, is: UInt8(ascii: "\n")) ? k + 2 : k + 1
  }

  /// An escape sequence after its `\` (and raw `#`s): where it ends, and the scalar it stands for
  /// when it is valid.
  struct Escape {
    var end: Int
    var scalar: UInt32?
    var isValid: Bool { scalar != nil }
  }

  func scanEscape(at k: Int, multiLine: Bool) -> Escape {
    guard let c = byte(k) else { return Escape(end: k, scalar: nil) }
    switch c {
    case UInt8(ascii: "0"): return Escape(end: k + 1, scalar: 0)
    case UInt8(ascii: "n"): return Escape(end: k + 1, scalar: 0x0A)
    case UInt8(ascii: "r"): return Escape(end: k + 1, scalar: 0x0D)
    case UInt8(ascii: "t"): return Escape(end: k + 1, scalar: 0x09)
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): return Escape(end: k + 1, scalar: UInt32(c))
    case UInt8(ascii: "u"):
      guard byte(k + 1, is: UInt8(ascii: "{")) else { return Escape(end: k + 1, scalar: nil) }
      var e = k + 2
      var value: UInt32 = 0
      var digits = 0
      while let d = byte(e), let digit = CharacterClass.hexValue(d) {
        if digits < 9 { value = value << 4 | UInt32(digit) }
        digits += 1
        e += 1
      }
      guard byte(e, is: UInt8(ascii: "}")) else { return Escape(end: e, scalar: nil) }
      let valid = (1...8).contains(digits) && value <= 0x10FFFF && !(0xD800...0xDFFF).contains(value)
      return Escape(end: e + 1, scalar: valid ? value : nil)
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      // Reached only when spaces stood between the backslash and the line break.
      guard multiLine else { return Escape(end: k, scalar: nil) }
      let e = skipSpacesAndTabs(from: k)
      guard isNewline(e) else { return Escape(end: k, scalar: nil) }
      return Escape(end: endOfLineBreak(at: e), scalar: 0x0A)
    default:
      // A letter or digit is taken into the bad escape; anything else is left for the next step.
      return Escape(end: CharacterClass.isDigit(c) || CharacterClass.isASCIILetter(c) ? k + 1 : k, scalar: nil)
    }
  }

  // MARK: Interpolation

  mutating func lexInterpolationStart(_ kind: StringKind) {
    let start = i
    switch p[i] {
    case UInt8(ascii: "\\"):
      i += 1
      emit(.backslash, from: start)
    case UInt8(ascii: "#"):
      i += poundsAt(i)
      emit(.rawStringDelimiter, from: start)
    default:
      // `lexStringContent` enters this state only before `\`, `#`s and `(`.
      i += 1
      emit(.leftParen, from: start)
      replaceTop(.interpolation(kind, parens: 0))
    }
  }

  mutating func lexInterpolation(_ kind: StringKind, parens: Int) {
    let start = i
    switch p[i] {
    case UInt8(ascii: "("):
      i += 1
      emit(.leftParen, from: start)
      replaceTop(.interpolation(kind, parens: parens + 1))
    case UInt8(ascii: ")"):
      i += 1
      emit(.rightParen, from: start)
      if parens == 0 { pop() } else { replaceTop(.interpolation(kind, parens: parens - 1)) }
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      // Only a single-line string stops here: its interpolation ends with the line.
      emit(.stringSegment, from: start)
      pop()
    default:
      lexCode(preferRegex: false)
    }
  }
}
