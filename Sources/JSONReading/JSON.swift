/// A JSON value with the byte offset where it starts, so that a configuration error can name
/// the line and column it is about.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONNode])
  case object([(key: String, keyOffset: Int, value: JSONNode)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// What the value is, for messages: "a string", "an object", …
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON value and where it starts.
public struct JSONNode: Sendable, Equatable {
  public var value: JSONValue
  public var offset: Int

  public init(value: JSONValue, offset: Int) {
    self.value = value
    self.offset = offset
  }

  public subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.last { $0.key == key }?.value
  }

  public var string: String? {
    if case .string(let s) = value { return s }
    return nil
  }

  /// A key that an object of this document sets twice (outer objects first, then in document
  /// order), with the offsets of its two keys. Walked with a stack: nesting is bounded, but deep.
  public func firstDuplicateKey() -> (key: String, first: Int, second: Int)? {
    var pending = [self]
    while let node = pending.popLast() {
      switch node.value {
      case .object(let members):
        var seen: [String: Int] = [:]
        for member in members {
          if let first = seen[member.key] { return (member.key, first, member.keyOffset) }
          seen[member.key] = member.keyOffset
        }
        pending += members.reversed().map(\.value)
      case .array(let elements):
        pending += elements.reversed()
      default:
        continue
      }
    }
    return nil
  }
}

/// A syntax error in a JSON document, at a byte offset.
public struct JSONSyntaxError: Error, Equatable, Sendable {
  public var offset: Int
  public var expected: String
}

/// A strict RFC 8259 reader over bytes. Nesting is bounded (`maximumDepth`) so that a hostile
/// file cannot exhaust the stack.
public struct JSONReader {
  public static let maximumDepth = 512

  private let bytes: [UInt8]
  private var i = 0

  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    var reader = JSONReader(document: bytes)
    let node = try reader.value(depth: 0, build: true)
    try reader.end()
    return node
  }

  /// A reader at the start of `bytes`, past a UTF-8 byte-order mark (editors write one), or at
  /// `offset`: for reading a large document member by member (`members`), building only what is
  /// wanted and checking the rest as `parse` would.
  public init(document bytes: [UInt8], at offset: Int? = nil) {
    self.bytes = bytes
    i = offset ?? (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
  }

  /// Where the reader is.
  public var offset: Int { i }

  /// The end of the document: nothing but whitespace after the reader.
  public mutating func end() throws(JSONSyntaxError) {
    skipWhitespace()
    guard i == bytes.count else { throw JSONSyntaxError(offset: i, expected: "the end of the document") }
  }

  /// Checks the value here, at nesting `depth`, without building it.
  public mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
    _ = try value(depth: depth, build: false)
  }

  /// The string here, at nesting `depth`; nil, the value checked, when it is another value.
  public mutating func string(depth: Int) throws(JSONSyntaxError) -> String? {
    skipWhitespace()
    guard i < bytes.count, bytes[i] == UInt8(ascii: "\""), depth < Self.maximumDepth else {
      try skipValue(depth: depth)
      return nil
    }
    return try string(build: true)
  }

  /// Calls `body` with each key of the object here, at nesting `depth`, in document order, with
  /// the reader at the key's value, which `body` must read (`skipValue`, `string` or `members` at
  /// `depth + 1`). False, the value checked, when it is no object.
  public mutating func members(
    depth: Int, _ body: (inout JSONReader, String) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard i < bytes.count, bytes[i] == UInt8(ascii: "{"), depth < Self.maximumDepth else {
      try skipValue(depth: depth)
      return false
    }
    i += 1
    skipWhitespace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
      i += 1
      return true
    }
    while true {
      try body(&self, try key(build: true))
      skipWhitespace()
      if try endOfList(UInt8(ascii: "}"), "',' or '}'") { return true }
    }
  }

  private mutating func skipWhitespace() {
    i = bytes.withUnsafeBufferPointer { bytes in
      var k = i
      while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x0A || bytes[k] == 0x0D || bytes[k] == 0x09 { k += 1 }
      return k
    }
  }

  /// The value here; with `build` false only checked, and `.null` returned.
  private mutating func value(depth: Int, build: Bool) throws(JSONSyntaxError) -> JSONNode {
    skipWhitespace()
    let start = i
    guard i < bytes.count else { throw JSONSyntaxError(offset: i, expected: "a value") }
    guard depth < Self.maximumDepth else { throw JSONSyntaxError(offset: i, expected: "less nesting") }
    switch bytes[i] {
    case UInt8(ascii: "{"):
      i += 1
      var members: [(key: String, keyOffset: Int, value: JSONNode)] = []
      skipWhitespace()
      if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
        i += 1
        return JSONNode(value: .object(members), offset: start)
      }
      while true {
        skipWhitespace()
        let keyOffset = i
        let key = try key(build: build)
        let member = try value(depth: depth + 1, build: build)
        if build { members.append((key, keyOffset, member)) }
        skipWhitespace()
        if try endOfList(UInt8(ascii: "}"), "',' or '}'") { return JSONNode(value: .object(members), offset: start) }
      }
    case UInt8(ascii: "["):
      i += 1
      var elements: [JSONNode] = []
      skipWhitespace()
      if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
        i += 1
        return JSONNode(value: .array(elements), offset: start)
      }
      while true {
        let element = try value(depth: depth + 1, build: build)
        if build { elements.append(element) }
        skipWhitespace()
        if try endOfList(UInt8(ascii: "]"), "',' or ']'") { return JSONNode(value: .array(elements), offset: start) }
      }
    case UInt8(ascii: "\""):
      let string = try string(build: build)
      return JSONNode(value: build ? .string(string) : .null, offset: start)
    case UInt8(ascii: "t"):
      try word("true")
      return JSONNode(value: .bool(true), offset: start)
    case UInt8(ascii: "f"):
      try word("false")
      return JSONNode(value: .bool(false), offset: start)
    case UInt8(ascii: "n"):
      try word("null")
      return JSONNode(value: .null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let number = try number(build: build)
      return JSONNode(value: build ? .number(number) : .null, offset: start)
    default:
      throw JSONSyntaxError(offset: i, expected: "a value")
    }
  }

  /// An object's key and the `:` after it, whitespace before each.
  private mutating func key(build: Bool) throws(JSONSyntaxError) -> String {
    skipWhitespace()
    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
      throw JSONSyntaxError(offset: i, expected: "a string key")
    }
    let key = try string(build: build)
    skipWhitespace()
    try expect(UInt8(ascii: ":"), "':' after the key")
    return key
  }

  /// After a list element: true at the closing bracket, false after a comma.
  private mutating func endOfList(_ close: UInt8, _ expected: String) throws(JSONSyntaxError) -> Bool {
    guard i < bytes.count else { throw JSONSyntaxError(offset: i, expected: expected) }
    if bytes[i] == close {
      i += 1
      return true
    }
    guard bytes[i] == UInt8(ascii: ",") else { throw JSONSyntaxError(offset: i, expected: expected) }
    i += 1
    return false
  }

  private mutating func expect(_ byte: UInt8, _ expected: String) throws(JSONSyntaxError) {
    guard i < bytes.count, bytes[i] == byte else { throw JSONSyntaxError(offset: i, expected: expected) }
    i += 1
  }

  private mutating func word(_ text: StaticString) throws(JSONSyntaxError) {
    let length = text.utf8CodeUnitCount
    guard i + length <= bytes.count,
      (0..<length).allSatisfy({ bytes[i + $0] == text.utf8Start[$0] })
    else { throw JSONSyntaxError(offset: i, expected: "a value") }
    i += length
  }

  private mutating func number(build: Bool) throws(JSONSyntaxError) -> Double {
    let start = i
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    func digits(_ reader: inout JSONReader) -> Int {
      let from = reader.i
      while reader.i < reader.bytes.count, reader.bytes[reader.i] &- UInt8(ascii: "0") < 10 { reader.i += 1 }
      return reader.i - from
    }
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw JSONSyntaxError(offset: i, expected: "a digit") }
    if integerDigits > 1 && bytes[i - integerDigits] == UInt8(ascii: "0") {
      throw JSONSyntaxError(offset: i - integerDigits, expected: "a number without leading zeros")
    }
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits(&self) > 0 else { throw JSONSyntaxError(offset: i, expected: "a digit after '.'") }
    }
    if i < bytes.count && (bytes[i] | 0x20) == UInt8(ascii: "e") {
      i += 1
      if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
      guard digits(&self) > 0 else { throw JSONSyntaxError(offset: i, expected: "a digit in the exponent") }
    }
    return build ? Double(String(decoding: bytes[start..<i], as: UTF8.self)) ?? 0 : 0
  }

  /// The string here, its escapes decoded; with `build` false only checked, and empty.
  private mutating func string(build: Bool) throws(JSONSyntaxError) -> String {
    i += 1  // the opening quote
    // The bytes as read with the escapes decoded, made into one `String` at the end; a string
    // without escapes (nearly all) is made straight from the document's bytes.
    var decoded: [UInt8] = []
    var runStart = i
    func append(_ scalar: Unicode.Scalar) { if build { decoded += Array(String(scalar).utf8) } }
    while true {
      // Up to the next quote, backslash or control character at once.
      i = bytes.withUnsafeBufferPointer { bytes in
        var k = i
        while k < bytes.count && bytes[k] >= 0x20 && bytes[k] != UInt8(ascii: "\"") && bytes[k] != UInt8(ascii: "\\") {
          k += 1
        }
        return k
      }
      guard i < bytes.count else { throw JSONSyntaxError(offset: i, expected: "'\"' to end the string") }
      let c = bytes[i]
      if c == UInt8(ascii: "\"") {
        defer { i += 1 }
        guard build else { return "" }
        guard !decoded.isEmpty else { return String(decoding: bytes[runStart..<i], as: UTF8.self) }
        decoded += bytes[runStart..<i]
        return String(decoding: decoded, as: UTF8.self)
      }
      if c < 0x20 { throw JSONSyntaxError(offset: i, expected: "an escaped control character") }
      if build { decoded += bytes[runStart..<i] }
      i += 1
      guard i < bytes.count else { throw JSONSyntaxError(offset: i, expected: "an escape sequence") }
      let escape = bytes[i]
      i += 1
      switch escape {
      case UInt8(ascii: "\""): append("\"")
      case UInt8(ascii: "\\"): append("\\")
      case UInt8(ascii: "/"): append("/")
      case UInt8(ascii: "b"): append("\u{8}")
      case UInt8(ascii: "f"): append("\u{C}")
      case UInt8(ascii: "n"): append("\n")
      case UInt8(ascii: "r"): append("\r")
      case UInt8(ascii: "t"): append("\t")
      case UInt8(ascii: "u"):
        var unit = try hex4()
        if (0xD800..<0xDC00).contains(unit), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"),
          bytes[i + 1] == UInt8(ascii: "u")
        {
          i += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else {
            throw JSONSyntaxError(offset: i - 6, expected: "a low surrogate")
          }
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        append(Unicode.Scalar(unit) ?? "\u{FFFD}")
      default:
        throw JSONSyntaxError(offset: i - 1, expected: "a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)")
      }
      runStart = i
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard i + 4 <= bytes.count else { throw JSONSyntaxError(offset: i, expected: "four hex digits") }
    var value: UInt32 = 0
    for k in 0..<4 {
      let c = bytes[i + k]
      let digit: UInt8
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
      default: throw JSONSyntaxError(offset: i + k, expected: "four hex digits")
      }
      value = value << 4 | UInt32(digit)
    }
    i += 4
    return value
  }
}
