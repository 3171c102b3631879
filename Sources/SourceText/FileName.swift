/// A path as the system spells it, in a `String`, whatever its bytes.
///
/// A name on Linux is any bytes but `/` and NUL, and `String(cString:)` turns the bytes that are not
/// UTF-8 into U+FFFD, which names no file. So each such byte is held as one of the last 128 scalars
/// of Unicode (U+10FF80–U+10FFFF, private use), the scalar 0x10FF00 + the byte; a name that spells
/// one of those scalars in valid UTF-8 has its four bytes held the same way, so every name has one
/// spelling. The system is handed the bytes (`bytes`, `system`), a reader sees `\xFF` (`displayed`).
public enum FileName {
  /// The scalar that would hold byte 0x00: byte `b` is held as `rawBase + b`, used for `b` ≥ 0x80
  /// only, since the bytes below are ASCII and always valid.
  private static let rawBase: UInt32 = 0x10FF00

  static func isRawByte(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= rawBase + 0x80 }

  /// The name whose bytes are `bytes`.
  public static func decoding(_ bytes: some Collection<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    if text.utf8.elementsEqual(bytes), !text.unicodeScalars.contains(where: isRawByte) { return text }
    let bytes = Array(bytes)
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      let length = sequenceLength(bytes[index])
      if index + length <= bytes.count {
        let piece = bytes[index..<index + length]
        let decoded = String(decoding: piece, as: UTF8.self)
        if decoded.utf8.elementsEqual(piece), let scalar = decoded.unicodeScalars.first, !isRawByte(scalar) {
          scalars.append(scalar)
          index += length
          continue
        }
      }
      scalars.append(Unicode.Scalar(rawBase + UInt32(bytes[index]))!)
      index += 1
    }
    return String(scalars)
  }

  /// The name of a C string, as `readdir`, `realpath` and `argv` give it.
  public static func decoding(cString: UnsafePointer<CChar>) -> String {
    var length = 0
    while cString[length] != 0 { length += 1 }
    return decoding(
      UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self), count: length))
  }

  /// The bytes `name` stands for.
  public static func bytes(_ name: String) -> [UInt8] {
    guard name.unicodeScalars.contains(where: isRawByte) else { return Array(name.utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars {
      if isRawByte(scalar) {
        bytes.append(UInt8(scalar.value - rawBase))
      } else {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    return bytes
  }

  /// `name` as a NUL-terminated C string for the system's calls.
  public static func system(_ name: String) -> [CChar] {
    bytes(name).map { CChar(bitPattern: $0) } + [0]
  }

  /// `name` for a reader: each byte that is not UTF-8 written `\xFF`.
  public static func displayed(_ name: String) -> String {
    guard name.unicodeScalars.contains(where: isRawByte) else { return name }
    var output = ""
    for scalar in name.unicodeScalars {
      if isRawByte(scalar) {
        let byte = scalar.value - rawBase
        output += "\\x" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// The length of the UTF-8 sequence that `lead` starts, or 1 when it starts none.
  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 1
    }
  }
}
