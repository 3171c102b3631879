/// A string literal read from its tokens.
public struct StringLiteral: Sendable, Equatable {
  /// The text, with escapes decoded and each interpolation replaced by U+FFFC.
  public var value: String
  /// Whether the literal holds interpolations.
  public var isInterpolated: Bool
  /// The index of the first token after the literal.
  public var end: Int
}

extension SyntaxTree {
  /// The string literal that starts at `index` (a quote or raw delimiter), or nil.
  public func stringLiteral(at index: Int) -> StringLiteral? {
    var k = index
    var pounds = 0
    if kind(k) == .rawStringDelimiter {
      pounds = Int(tokens[k].end - tokens[k].start)
      k += 1
    }
    guard let quote = kind(k), quote == .stringQuote || quote == .multilineStringQuote else { return nil }
    let isMultiline = quote == .multilineStringQuote
    k += 1
    var scalars = String.UnicodeScalarView()
    var interpolated = false
    while k < tokens.count {
      switch tokens[k].kind {
      case .stringSegment:
        decodeSegment(tokens[k].range, pounds: pounds, into: &scalars)
        k += 1
      case .backslash:
        // `\(` or `\#(`: skip to the matching `)`.
        var open = k + 1
        if kind(open) == .rawStringDelimiter { open += 1 }
        guard kind(open) == .leftParen, let close = partner(of: open) else { return nil }
        scalars.append("\u{FFFC}")
        interpolated = true
        k = close + 1
      case .stringQuote, .multilineStringQuote:
        k += 1
        if pounds > 0 {
          guard kind(k) == .rawStringDelimiter else { return nil }
          k += 1
        }
        var value = String(scalars)
        if isMultiline { value = Self.removingIndentation(value) }
        return StringLiteral(value: value, isInterpolated: interpolated, end: k)
      default:
        return nil  // unterminated
      }
    }
    return nil
  }

  /// A multi-line literal's lines lose the indentation of its closing delimiter, and the line
  /// break before the delimiter.
  static func removingIndentation(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let last = lines.last ?? ""
    let lastIsBlank = last.allSatisfy { $0 == " " || $0 == "\t" }
    let indentation = lastIsBlank ? last.count : 0
    if lastIsBlank { lines.removeLast() }
    return lines.map { $0.dropFirst(min(indentation, $0.prefix { $0 == " " || $0 == "\t" }.count)) }
      .joined(separator: "\n")
  }

  /// Appends the decoded text of a string segment: escapes (`\n`, `\u{…}`, `\#n` in raw strings)
  /// are turned into the characters they stand for.
  private func decodeSegment(_ range: Range<Int>, pounds: Int, into scalars: inout String.UnicodeScalarView) {
    var k = range.lowerBound
    var run = k
    func flush(_ end: Int, _ scalars: inout String.UnicodeScalarView) {
      if end > run { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
    }
    while k < range.upperBound {
      guard bytes[k] == UInt8(ascii: "\\") else {
        k += 1
        continue
      }
      var e = k + 1
      var found = 0
      while e < range.upperBound && found < pounds && bytes[e] == UInt8(ascii: "#") {
        e += 1
        found += 1
      }
      guard found == pounds, e < range.upperBound else {
        k += 1
        continue
      }
      flush(k, &scalars)
      let c = bytes[e]
      switch c {
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "0"): scalars.append("\0")
      case UInt8(ascii: "u"):
        var hexEnd = e + 2
        var value: UInt32 = 0
        while hexEnd < range.upperBound, let digit = CharacterClass.hexValue(bytes[hexEnd]) {
          value = value &<< 4 | UInt32(digit)
          hexEnd += 1
        }
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        e = hexEnd  // at the `}`
      default: scalars.append(Unicode.Scalar(c))
      }
      k = e + 1
      run = k
    }
    flush(range.upperBound, &scalars)
  }
}
