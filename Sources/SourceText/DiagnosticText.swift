/// Text made safe for the line-based formats (the compiler's, GitHub's workflow commands, stderr).
///
/// Every tool that reads those formats splits on line breaks, and some (editors, terminals) also
/// on U+2028, U+2029 or NEL, or act on other control characters. A label taken from a CRLF file
/// or a file name with a line break in it would otherwise cut one diagnostic into several, or
/// forge one. Such characters are written as Swift escapes (`\n`, `\r`, `\t`, `\u{2028}`); in a
/// path, a byte that is not UTF-8 as `\xFF` (`FileName`).
public enum DiagnosticText {
  /// `text` with every control character and Unicode line or paragraph separator escaped.
  public static func escaped(_ text: String) -> String {
    // Most text has nothing to escape: return it as it is.
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var output = ""
    output.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        output += escape(scalar)
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// The path `path` made safe the same way, each byte of it that is not UTF-8 written `\xFF`.
  public static func escaped(path: String) -> String { escaped(FileName.displayed(path)) }

  /// `text` escaped line by line, its line feeds kept: for text of several lines (a rule's help)
  /// that a terminal shows as written, but whose other control characters must not act on it.
  public static func escapedLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
  }

  /// Whether `scalar` must not appear raw in a diagnostic line: a C0 or C1 control character,
  /// DEL, a line or paragraph separator, or a file name's byte.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F: false
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    default: FileName.isRawByte(scalar)  // private use, where `FileName` keeps a path's raw bytes
    }
  }

  /// The escape that stands for `scalar`: `\n`, `\r`, `\t`, or `\u{…}` in hex.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }
}
