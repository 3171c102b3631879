/// Regex literals: `#/…/#` (also multi-line), and bare `/…/` where an expression can begin.
extension Lexer {
  /// The pieces of a regex literal found by `scanRegex`, as byte offsets.
  struct RegexScan {
    var start: Int
    var pounds: Int
    /// The end of the pattern; the closing slash, if any, follows it.
    var patternEnd: Int
    var hasClosingSlash: Bool
    var closingPounds: Int
  }

  /// Emits the tokens of a scanned regex literal and moves the cursor past it.
  mutating func emitRegex(_ regex: RegexScan) {
    var k = regex.start
    func piece(_ kind: TokenKind, _ length: Int, _ lexer: inout Lexer) {
      lexer.i = k + length
      lexer.emit(kind, from: k)
      k += length
    }
    if regex.pounds > 0 { piece(.regexPoundDelimiter, regex.pounds, &self) }
    piece(.regexSlash, 1, &self)
    piece(.regexPattern, regex.patternEnd - k, &self)
    if regex.hasClosingSlash {
      piece(.regexSlash, 1, &self)
      if regex.closingPounds > 0 { piece(.regexPoundDelimiter, regex.closingPounds, &self) }
    } else {
      diagnose(.unterminatedRegex, at: regex.start)
    }
  }

  /// A `/` inside an operator at `slash` (the operator spans `operatorStart..<operatorEnd`) starts
  /// a regex literal only where an expression may begin; otherwise it is an operator.
  func regexInOperator(at slash: Int, operatorStart: Int, operatorEnd: Int, preferRegex: Bool) -> RegexScan? {
    let leftBound = isLeftBound(operatorStart)
    // `func /` and `operator /` name an operator.
    guard !leftBound, previousWord != .func, previousWord != .operator else { return nil }
    var mustBeRegex = false
    if !isRightBound(operatorEnd, leftBound: leftBound) {
      // `/` on its own, spaced like a binary operator.
      mustBeRegex = preferRegex
      guard mustBeRegex || isInRegexPosition else { return nil }
      // In an argument list an unapplied operator (`reduce(0, /)`) is legal: stay unsure there.
      switch previousKind {
      case .leftParen?, .leftSquare?, .comma?, .colon?, .colonColon?: break
      default: mustBeRegex = true
      }
    }
    return scanRegex(at: slash, mustBeRegex: mustBeRegex)
  }

  /// Whether the previous token leaves the lexer expecting an expression rather than an operator.
  var isInRegexPosition: Bool {
    guard let previousKind else { return true }
    switch previousKind {
    case .leftBrace, .leftParen, .leftSquare, .prefixOperator, .prefixAmpersand, .binaryOperator, .equal,
      .semicolon, .comma, .colon, .infixQuestionMark, .poundIf, .poundElse, .poundElseif, .poundEndif,
      .unknown:
      return true
    case .keyword:
      // These keywords end an operand (`self / 2`), so a slash after them divides.
      switch previousWord {
      case .true, .false, .Any, .nil, .self, .Self, .super: return false
      default: return true
      }
    default:
      return false
    }
  }

  /// Scans a regex literal whose opening `#`s or `/` are at `start`, without moving the cursor.
  /// When `mustBeRegex` is false, anything doubtful (a space after the opening slash, an unbalanced
  /// `)`, no closing slash on the line) means this is not a regex.
  func scanRegex(at start: Int, mustBeRegex: Bool) -> RegexScan? {
    let pounds = poundsAt(start)
    let openSlash = start + pounds
    guard byte(openSlash, is: UInt8(ascii: "/")) else { return nil }
    var k = openSlash + 1
    if pounds == 0 {
      if let next = byte(k) {
        if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") {
          guard mustBeRegex else { return nil }
        } else if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
          return nil  // a comment
        }
      }
      if previousByte(openSlash) == UInt8(ascii: "*") { return nil }  // the end of a comment
    }

    // `#/` followed by only blanks up to a line break opens a multi-line literal.
    var firstNewline: Int? = nil
    if pounds > 0 {
      let afterBlanks = skipSpacesAndTabs(from: k)
      if isNewline(afterBlanks) {
        firstNewline = afterBlanks
        k = afterBlanks
      }
    }

    var groupDepth = 0
    var classDepth = 0
    var lastBlank: Int? = nil
    var lastSlashEnd: Int? = nil
    scanning: while true {
      // The closing delimiter?
      if byte(k, is: UInt8(ascii: "/")) {
        lastSlashEnd = k + 1
        let closing = pounds > 0 ? poundsAt(k + 1) : 0
        if closing >= pounds {
          if closing == 0 {
            if let next = byte(k + 1), next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
              break scanning  // prefer the comment: unterminated
            }
            if let lastBlank, lastBlank + 1 == k, !mustBeRegex { return nil }
          }
          return RegexScan(
            start: start, pounds: pounds, patternEnd: k, hasClosingSlash: true, closingPounds: closing)
        }
      }
      // One character of the pattern.
      var escaped = false
      while true {
        guard k < count else {
          if let firstNewline { k = firstNewline }
          break scanning
        }
        let charStart = k
        let s = decodeScalar(p, count, at: k)
        k += s.length
        guard let value = s.value else { break }
        switch value {
        case 0x0A, 0x0D:
          if firstNewline == nil {
            k = charStart
            break scanning
          }
        case 0x5C where !escaped:  // backslash: the next character is escaped
          escaped = true
          continue
        case 0x28 where !escaped && classDepth == 0:
          groupDepth += 1
        case 0x29 where !escaped && classDepth == 0:
          if groupDepth == 0 {
            guard mustBeRegex else { return nil }
          } else {
            groupDepth -= 1
          }
        case 0x5B where !escaped:
          classDepth += 1
        case 0x5D where !escaped:
          if classDepth > 0 { classDepth -= 1 }
        case 0x20 where !escaped:
          lastBlank = charStart
        case 0x09 where !escaped && firstNewline != nil:
          lastBlank = charStart
        default:
          break
        }
        break
      }
    }
    guard mustBeRegex else { return nil }

    // Unterminated. A `#/…/` or `#/…/#` missing some closing `#`s still ends where it seems to.
    var scan = RegexScan(start: start, pounds: pounds, patternEnd: k, hasClosingSlash: false, closingPounds: 0)
    if pounds > 0 && k > openSlash + 1 {
      if p[k - 1] == UInt8(ascii: "/") {
        scan.patternEnd = k - 1
        scan.hasClosingSlash = true
      } else if p[k - 1] == UInt8(ascii: "#"), let lastSlashEnd, lastSlashEnd <= k,
        poundsAt(lastSlashEnd) >= k - lastSlashEnd
      {
        scan.patternEnd = lastSlashEnd - 1
        scan.hasClosingSlash = true
        scan.closingPounds = k - lastSlashEnd
      }
    }
    return scan
  }
}
