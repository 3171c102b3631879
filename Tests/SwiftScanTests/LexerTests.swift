import SourceText
import SplitMix
import Testing

@testable import SwiftScan

/// Tokens of `source` as `kind text` lines.
func lexed(_ source: String) -> [String] {
  let bytes = Array(source.utf8)
  return Lexer.tokenize(bytes).tokens.map { token in
    "\(token.kind) \(String(decoding: bytes[token.range], as: UTF8.self))"
  }
}

@Suite("Lexer: tricky literals, token by token")
struct LexerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let source: String
    let tokens: [String]
    var testDescription: String { source.debugDescription }
  }

  static let cases: [Case] = [
    Case(
      source: #"Button("Delete \(name)?", role: .destructive)"#,
      tokens: [
        "identifier Button", "leftParen (", "stringQuote \"", "stringSegment Delete ", "backslash \\",
        "leftParen (", "identifier name", "rightParen )", "stringSegment ?", "stringQuote \"", "comma ,",
        "identifier role", "colon :", "period .", "identifier destructive", "rightParen )",
      ]),
    Case(
      source: ##"#"a "quoted" \#(x) \(y)"#"##,
      tokens: [
        "rawStringDelimiter #", "stringQuote \"", "stringSegment a \"quoted\" ", "backslash \\",
        "rawStringDelimiter #", "leftParen (", "identifier x", "rightParen )", #"stringSegment  \(y)"#,
        "stringQuote \"", "rawStringDelimiter #",
      ]),
    Case(
      source: "\"\\(\"\\(\"\\(1)\")\")\"",
      tokens: [
        "stringQuote \"", "backslash \\", "leftParen (", "stringQuote \"", "backslash \\", "leftParen (",
        "stringQuote \"", "backslash \\", "leftParen (", "integerLiteral 1", "rightParen )", "stringQuote \"",
        "rightParen )", "stringQuote \"", "rightParen )", "stringQuote \"",
      ]),
    Case(
      source: "let s = \"\"\"\n  one\\\n  two\n  \"\"\"",
      tokens: [
        "keyword let", "identifier s", "equal =", "multilineStringQuote \"\"\"", "stringSegment   one",
        "stringSegment   two\n", "stringSegment   ", "multilineStringQuote \"\"\"",
      ]),
    Case(
      source: "\"a\\nb\"",
      tokens: ["stringQuote \"", "stringSegment a\\n", "stringSegment b", "stringQuote \""]),
    Case(source: "\"open\nnext", tokens: ["stringQuote \"", "stringSegment open", "identifier next"]),
    Case(
      source: "x = 0x1p-2 + 1_000 + 1.5e3 + 0b1010 + 0o17 + 0xff.description",
      tokens: [
        "identifier x", "equal =", "floatLiteral 0x1p-2", "binaryOperator +", "integerLiteral 1_000",
        "binaryOperator +", "floatLiteral 1.5e3", "binaryOperator +", "integerLiteral 0b1010",
        "binaryOperator +", "integerLiteral 0o17", "binaryOperator +", "integerLiteral 0xff", "period .",
        "identifier description",
      ]),
    Case(
      source: "t.0.1",
      tokens: ["identifier t", "period .", "integerLiteral 0", "period .", "integerLiteral 1"]),
    Case(
      source: "let r = /a+b/\nlet q = x / y / z",
      tokens: [
        "keyword let", "identifier r", "equal =", "regexSlash /", "regexPattern a+b", "regexSlash /",
        "keyword let", "identifier q", "equal =", "identifier x", "binaryOperator /", "identifier y",
        "binaryOperator /", "identifier z",
      ]),
    Case(
      source: "let r = #/\n  a b # comment\n/#",
      tokens: [
        "keyword let", "identifier r", "equal =", "regexPoundDelimiter #", "regexSlash /",
        "regexPattern \n  a b # comment\n", "regexSlash /", "regexPoundDelimiter #",
      ]),
    Case(
      source: "f(/a/, /b/); xs.reduce(0, /)",
      tokens: [
        "identifier f", "leftParen (", "regexSlash /", "regexPattern a", "regexSlash /", "comma ,",
        "regexSlash /", "regexPattern b", "regexSlash /", "rightParen )", "semicolon ;", "identifier xs",
        "period .", "identifier reduce", "leftParen (", "integerLiteral 0", "comma ,", "binaryOperator /",
        "rightParen )",
      ]),
    Case(
      source: "x = try? /a b/",
      tokens: [
        "identifier x", "equal =", "keyword try", "postfixQuestionMark ?", "regexSlash /",
        "regexPattern a b", "regexSlash /",
      ]),
    Case(
      source: "a!=b; c != d; e?.f ?? g",
      tokens: [
        "identifier a", "exclamationMark !", "equal =", "identifier b", "semicolon ;", "identifier c",
        "binaryOperator !=", "identifier d", "semicolon ;", "identifier e", "postfixQuestionMark ?",
        "period .", "identifier f", "binaryOperator ??", "identifier g",
      ]),
    Case(
      source: "a +/* c */b -//d",
      tokens: ["identifier a", "binaryOperator +", "identifier b", "binaryOperator -"]),
    Case(
      source: "`my name` `class` $0 $x $ _ a$b",
      tokens: [
        "identifier `my name`", "identifier `class`", "dollarIdentifier $0", "identifier $x", "identifier $",
        "wildcard _", "identifier a$b",
      ]),
    Case(
      source: "let café = 名前 + 😀",
      tokens: ["keyword let", "identifier café", "equal =", "identifier 名前", "binaryOperator +", "identifier 😀"]),
    Case(
      source: "#if os(iOS)\n.alert(x)\n#elseif DEBUG\n#else\n#endif\n#Preview { }",
      tokens: [
        "poundIf #if", "identifier os", "leftParen (", "identifier iOS", "rightParen )", "period .",
        "identifier alert", "leftParen (", "identifier x", "rightParen )", "poundElseif #elseif",
        "identifier DEBUG", "poundElse #else", "poundEndif #endif", "pound #", "identifier Preview",
        "leftBrace {", "rightBrace }",
      ]),
    Case(
      source: "/* outer /* inner */ still */ x // end",
      tokens: ["identifier x"]),
    Case(
      source: "#!/usr/bin/env swift\nprint(1)",
      tokens: ["shebang #!/usr/bin/env swift", "identifier print", "leftParen (", "integerLiteral 1", "rightParen )"]),
    Case(source: "\u{FEFF}import SwiftUI", tokens: ["keyword import", "identifier SwiftUI"]),
    Case(source: "a\r\nb\rc", tokens: ["identifier a", "identifier b", "identifier c"]),
    Case(source: "<#name#> “curly” ”", tokens: ["identifier <#name#>", "identifier “curly”", "unknown ”"]),
    Case(
      source: "@State private var x: Int?",
      tokens: [
        "atSign @", "identifier State", "keyword private", "keyword var", "identifier x", "colon :", "identifier Int",
        "postfixQuestionMark ?",
      ]),
  ]

  @Test("lexes to the expected tokens", arguments: cases)
  func lexes(_ testCase: Case) {
    #expect(lexed(testCase.source) == testCase.tokens)
  }

  @Test("comments are kept beside the tokens")
  func comments() {
    let source = "a // one\n/* two /* three */ */ b /// doc"
    let bytes = Array(source.utf8)
    let file = Lexer.tokenize(bytes)
    let texts = file.comments.map { String(decoding: bytes[$0.range], as: UTF8.self) }
    #expect(texts == ["// one", "/* two /* three */ */", "/// doc"])
    #expect(file.comments.map(\.isBlock) == [false, true, false])
  }

  @Test("a token records whether a line break precedes it")
  func startsLine() {
    let file = Lexer.tokenize(Array("a b\n  c /*\n*/ d".utf8))
    #expect(file.tokens.map(\.startsLine) == [false, false, true, true])
  }

  /// Every word the lexer knows, spelled out here rather than read from `Word`'s case names.
  static let spellings = [
    "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
    "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
    "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while", "actor", "open", "final", "override", "lazy",
    "weak", "unowned", "mutating", "nonmutating", "nonisolated", "required", "convenience", "dynamic", "optional",
    "indirect", "package", "consuming", "borrowing", "get", "set", "didSet", "willSet", "_modify", "_read", "some",
    "any", "async", "await", "macro",
  ]

  static func classify(_ text: [UInt8]) -> Word {
    text.withUnsafeBufferPointer { Word.classify($0.baseAddress!, $0.count, in: WordTable.shared) }
  }

  @Test("each word's spelling, and nothing else, classifies as a word")
  func words() {
    let words = Self.spellings.map { Self.classify(Array($0.utf8)) }
    #expect(!words.contains(.none))
    #expect(Set(words.map(\.rawValue)).count == Self.spellings.count)
    #expect(zip(Self.spellings, words).allSatisfy { $0 == "\($1)" })
    let known = Set(Self.spellings.map { Array($0.utf8) })
    // Near misses (a byte changed, dropped or added, a letter's case flipped) and random names.
    var texts: [[UInt8]] = []
    for spelling in known {
      texts += [spelling.dropLast(), spelling.dropFirst(), spelling + [0x73], [0x5F] + spelling].map(Array.init)
      for k in spelling.indices {
        for byte: UInt8 in [spelling[k] ^ 0x20, spelling[k] &+ 1, 0x5F, 0x30] {
          var changed = spelling
          changed[k] = byte
          texts.append(changed)
        }
      }
    }
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789".utf8)
    var random = SplitMix64(state: 0x57)
    for _ in 0..<20_000 {
      texts.append((0...random.next(below: 17)).map { _ in alphabet[random.next(below: alphabet.count)] })
    }
    let wrong = texts.filter { !$0.isEmpty && (Self.classify($0) != .none) != known.contains($0) }
    #expect(wrong.count == 0, "\(wrong.prefix(5).map { String(decoding: $0, as: UTF8.self) })")
  }

  @Test("line table: lines end at LF, CRLF and lone CR; UTF-16 columns count surrogate pairs")
  func lineTable() {
    let bytes = Array("a\r\nb\rc\nd😀é x".utf8)
    let table = LineTable(bytes)
    #expect(table.lineStarts == [0, 3, 5, 7])
    let x = bytes.count - 1
    #expect(table.position(of: x) == (4, 9))  // d(1) 😀(4) é(2) space(1): byte column 9
    #expect(table.utf16Column(of: x, in: bytes) == 6)  // d(1) 😀(2) é(1) space(1)
  }
}
