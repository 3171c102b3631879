import SourceText

/// Prints tokens in the format of the toolchain oracle, `swift-tokens --lexer`.
///
/// One line a token: `LINE:COL KIND TEXT`, with `\`, line feed, carriage return and tab written as
/// `\\ \n \r \t`, other control bytes as `\u{XX}`, and every other byte passed through.
public enum TokenDump {
  /// Appends the dump of `bytes` to `output`.
  public static func append(_ bytes: [UInt8], to output: inout [UInt8]) {
    let file = Lexer.tokenize(bytes)
    let lines = LineTable(bytes)
    var line = 0
    for token in file.tokens {
      let start = Int(token.start)
      while line + 1 < lines.lineStarts.count && lines.lineStarts[line + 1] <= start { line += 1 }
      output.append(contentsOf: "\(line + 1):\(start - lines.lineStarts[line] + 1) \(token.kind.oracleName) ".utf8)
      for k in token.range { appendEscaped(bytes[k], to: &output) }
      output.append(UInt8(ascii: "\n"))
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Appends `byte`, escaped; called once a byte of the file, so it allocates nothing.
  static func appendEscaped(_ byte: UInt8, to output: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
    case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
    case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
    case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
    case 0..<0x20, 0x7F:
      output.append(contentsOf: #"\u{"#.utf8)
      output.append(hexDigits[Int(byte >> 4)])
      output.append(hexDigits[Int(byte & 15)])
      output.append(UInt8(ascii: "}"))
    default:
      output.append(byte)
    }
  }
}
