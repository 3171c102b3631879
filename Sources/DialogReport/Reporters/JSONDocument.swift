/// A JSON document as the reporters write it: objects keep their members in the order given, so
/// the output is the same on every run and every machine.
enum JSONDocument: Sendable {
  case string(String)
  case integer(Int)
  case bool(Bool)
  case array([JSONDocument])
  case object([(key: String, value: JSONDocument)])

  /// An object of the members whose value is not nil, in the order written.
  static func members(_ pairs: KeyValuePairs<String, JSONDocument?>) -> JSONDocument {
    .object(pairs.compactMap { pair in pair.value.map { (pair.key, $0) } })
  }

  /// `{"text": text}`, SARIF's message shape.
  static func text(_ text: String) -> JSONDocument { .members(["text": .string(text)]) }

  /// The document pretty-printed with two-space indentation and a final line break.
  var pretty: String {
    var output: [UInt8] = []
    write(to: &output, indent: 0)
    output.append(UInt8(ascii: "\n"))
    return String(decoding: output, as: UTF8.self)
  }

  private func write(to output: inout [UInt8], indent: Int) {
    switch self {
    case .string(let text):
      Self.writeString(text, to: &output)
    case .integer(let number):
      output += String(number).utf8
    case .bool(let flag):
      output += (flag ? "true" : "false").utf8
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]".utf8
        return
      }
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        output += (index == 0 ? "\n" : ",\n").utf8
        Self.writeIndent(indent + 1, to: &output)
        element.write(to: &output, indent: indent + 1)
      }
      output.append(UInt8(ascii: "\n"))
      Self.writeIndent(indent, to: &output)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}".utf8
        return
      }
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        output += (index == 0 ? "\n" : ",\n").utf8
        Self.writeIndent(indent + 1, to: &output)
        Self.writeString(member.key, to: &output)
        output += ": ".utf8
        member.value.write(to: &output, indent: indent + 1)
      }
      output.append(UInt8(ascii: "\n"))
      Self.writeIndent(indent, to: &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func writeIndent(_ level: Int, to output: inout [UInt8]) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Writes `text` as a JSON string (RFC 8259 §7): quote, backslash and control characters
  /// escaped, everything else as its UTF-8 bytes.
  static func writeString(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output += "\\\"".utf8
      case UInt8(ascii: "\\"): output += "\\\\".utf8
      case UInt8(ascii: "\n"): output += "\\n".utf8
      case UInt8(ascii: "\r"): output += "\\r".utf8
      case UInt8(ascii: "\t"): output += "\\t".utf8
      case 0..<0x20:
        output += "\\u00".utf8
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
