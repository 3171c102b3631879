/// Character classes of the Swift lexical grammar, over Unicode scalar values.
///
/// The tables are those of The Swift Programming Language's "Lexical Structure" (identifiers after
/// N1518 Annex X, operators from the math, arrow, dingbat and box-drawing blocks), as the
/// toolchain's lexer applies them.
enum CharacterClass {
  @inline(__always) static func isASCIIIdentifierStart(_ c: UInt8) -> Bool {
    (c | 0x20) &- UInt8(ascii: "a") < 26 || c == UInt8(ascii: "_")
  }

  /// Letters, digits, `_` and `$`.
  @inline(__always) static func isASCIIIdentifierContinue(_ c: UInt8) -> Bool {
    isASCIIIdentifierStart(c) || c &- UInt8(ascii: "0") < 10 || c == UInt8(ascii: "$")
  }

  @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- UInt8(ascii: "0") < 10 }

  @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
    isDigit(c) || (c | 0x20) &- UInt8(ascii: "a") < 6
  }

  /// The value of a hexadecimal digit, or nil for any other byte.
  @inline(__always) static func hexValue(_ c: UInt8) -> UInt8? {
    if isDigit(c) { return c &- UInt8(ascii: "0") }
    let letter = (c | 0x20) &- UInt8(ascii: "a")
    return letter < 6 ? letter + 10 : nil
  }

  @inline(__always) static func isASCIILetter(_ c: UInt8) -> Bool {
    (c | 0x20) &- UInt8(ascii: "a") < 26
  }

  static func isIdentifierContinue(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIIdentifierContinue(UInt8(c)) }
    switch c {
    case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
      0xF8...0xFF, 0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x200B...0x200D,
      0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF,
      0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
      0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44,
      0xFE47...0xFFF8:
      return true
    case 0x10000...0xEFFFD:
      return c & 0xFFFF <= 0xFFFD
    default:
      return false
    }
  }

  static func isIdentifierStart(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIIdentifierStart(UInt8(c)) }
    guard isIdentifierContinue(c) else { return false }
    switch c {
    case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return false
    default: return true
    }
  }

  static func isOperatorStart(_ c: UInt32) -> Bool {
    if c < 0x80 {
      switch UInt8(c) {
      case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
        UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
        UInt8(ascii: "~"), UInt8(ascii: "."), UInt8(ascii: "?"):
        return true
      default:
        return false
      }
    }
    switch c {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7, 0x2016,
      0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
      0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3030:
      return true
    default:
      return false
    }
  }

  static func isOperatorContinue(_ c: UInt32) -> Bool {
    if isOperatorStart(c) { return true }
    switch c {
    case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
      0xE0100...0xE01EF:
      return true
    default:
      return false
    }
  }
}

/// One decoded UTF-8 scalar: its value (nil when the bytes are not valid UTF-8) and how many bytes
/// the lexer steps over for it.
struct DecodedScalar {
  var value: UInt32?
  var length: Int
}

extension UInt8 {
  /// RFC 3629: a byte that can begin a UTF-8 sequence.
  @inline(__always) var isUTF8Start: Bool { self < 0x80 || (self >= 0xC2 && self < 0xF5) }
}

/// Decodes the scalar at `i` (which must be < `count`) the way the toolchain's lexer does: an
/// invalid lead byte swallows the continuation bytes after it, a truncated sequence stops before the
/// byte that breaks it, and overlong forms and surrogates are invalid.
@inline(__always)
func decodeScalar(_ p: UnsafePointer<UInt8>, _ count: Int, at i: Int) -> DecodedScalar {
  let lead = p[i]
  if lead < 0x80 { return DecodedScalar(value: UInt32(lead), length: 1) }
  return decodeMultibyteScalar(p, count, at: i)
}

func decodeMultibyteScalar(_ p: UnsafePointer<UInt8>, _ count: Int, at i: Int) -> DecodedScalar {
  let lead = p[i]
  guard lead.isUTF8Start else {
    var k = i + 1
    while k < count && !p[k].isUTF8Start { k += 1 }
    return DecodedScalar(value: nil, length: k - i)
  }
  let width = (~lead).leadingZeroBitCount
  var value = UInt32(lead << width) >> width
  var k = i + 1
  for _ in 1..<width {
    guard k < count, p[k] & 0xC0 == 0x80 else { return DecodedScalar(value: nil, length: k - i) }
    value = value << 6 | UInt32(p[k] & 0x3F)
    k += 1
  }
  let bits = 32 - value.leadingZeroBitCount
  let minimal = bits <= 11 ? width == 2 : bits <= 16 ? width == 3 : width == 4
  let valid = minimal && value <= 0x10FFFF && !(0xD800...0xDFFF).contains(value)
  return DecodedScalar(value: valid ? value : nil, length: k - i)
}
