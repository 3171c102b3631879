import DialogFacts
import Testing

@testable import JSONReading

@Suite("JSON reader: strict RFC 8259, with the offset of the first error")
struct JSONReaderTests {
  @Test("strings: runs, escapes, surrogate pairs, and where an unterminated or raw control character is reported")
  func strings() {
    let long = String(repeating: "abcdefgh ", count: 40)
    let cases: [(String, Result<String, JSONSyntaxError>)] = [
      (#""""#, .success("")),
      (#""\#(long)""#, .success(long)),
      (#""a\"b\\c\/d\b\f\n\r\t""#, .success("a\"b\\c/d\u{8}\u{C}\n\r\t")),
      (#""\#(long)\u00e9\#(long)""#, .success(long + "é" + long)),
      (#""x\ud83d\ude00y""#, .success("x😀y")),
      (#""é 日本 ✓""#, .success("é 日本 ✓")),
      ("\"\(long)", .failure(JSONSyntaxError(offset: 1 + long.utf8.count, expected: "'\"' to end the string"))),
      ("\"ab\u{1}cd\"", .failure(JSONSyntaxError(offset: 3, expected: "an escaped control character"))),
      (
        "\"\(long)\n\"",
        .failure(JSONSyntaxError(offset: 1 + long.utf8.count, expected: "an escaped control character"))
      ),
      (#""ab\"#, .failure(JSONSyntaxError(offset: 4, expected: "an escape sequence"))),
      (
        #""ab\x""#,
        .failure(JSONSyntaxError(offset: 4, expected: "a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)"))
      ),
      (#""\ud83dx""#, .success("\u{FFFD}x")),
      (#""\ud83d\u0041""#, .failure(JSONSyntaxError(offset: 7, expected: "a low surrogate"))),
    ]
    for (document, expected) in cases {
      let read = Result { () throws(JSONSyntaxError) -> String in
        try JSONReader.parse(Array(document.utf8)).string ?? "not a string"
      }
      #expect(read == expected, "\(document)")
    }
  }

  @Test("whitespace between tokens, a byte-order mark, and what may follow the document")
  func whitespace() throws {
    let document = "\u{FEFF} \t\n\r{ \n\t \"a\" \r: [ 1 ,\n\n  true , null ] \n} \n"
    let root = try JSONReader.parse(Array(document.utf8))
    #expect(
      root["a"]?.value
        == .array([
          JSONNode(value: .number(1), offset: 21), JSONNode(value: .bool(true), offset: 28),
          JSONNode(value: .null, offset: 35),
        ]))
    #expect(throws: JSONSyntaxError(offset: 5, expected: "the end of the document")) {
      try JSONReader.parse(Array("{} \n x".utf8))
    }
    #expect(throws: JSONSyntaxError(offset: 3, expected: "a value")) { try JSONReader.parse(Array(" \n\t".utf8)) }
  }
}
