/// An old-style (OpenStep) property list, as Xcode writes `project.pbxproj`: dictionaries of
/// `key = value;`, arrays of `(a, b,)` and strings, bare or quoted, with `/* */` and `//` comments.
///
/// A project file holds tens of thousands of small objects: its values are kept in one table, as
/// ranges of the file's bytes, and a string is made only when asked for.
final class PropertyList: Sendable {
  private let bytes: [UInt8]
  private let nodes: [Node]
  /// The values of each array, and the keys and values of each dictionary, in turn.
  private let children: [Int32]

  private enum Node {
    /// The bytes of a string, quotes left out; `escaped` where they hold a `\`.
    case text(start: Int32, end: Int32, escaped: Bool)
    /// `count` values (arrays) or key and value pairs (dictionaries) from `first` in `children`.
    case array(first: Int32, count: Int32)
    case dictionary(first: Int32, count: Int32)
  }

  /// The list `bytes` hold; nil where they are not one (a project file cut short or hand-edited
  /// wrong), nest deeper than a project file does, or are too large to index.
  init?(_ bytes: [UInt8]) {
    guard bytes.count < Int(Int32.max) else { return nil }
    let read = bytes.withUnsafeBufferPointer { buffer -> (nodes: [Node], children: [Int32])? in
      var reader = Reader(bytes: buffer)
      guard reader.value(depth: 0) != nil else { return nil }
      reader.skipSpace()
      return reader.offset == buffer.count ? (reader.nodes, reader.children) : nil
    }
    guard let read else { return nil }
    self.bytes = bytes
    (nodes, children) = read
  }

  /// How deep values, or the groups of a project, may nest: a project file nests five levels
  /// and its groups a few more, and recursion must not run out of stack on hostile input.
  static let depthLimit = 64

  /// The list's outermost value.
  var root: Value { Value(list: self, node: nodes.count - 1) }

  /// One value of the list.
  struct Value: Sendable {
    fileprivate let list: PropertyList
    fileprivate let node: Int

    /// The value of `key`, where this is a dictionary that holds it.
    subscript(key: String) -> Value? {
      guard case .dictionary(let first, let count) = list.nodes[node] else { return nil }
      var key = key
      return key.withUTF8 { key in
        for pair in stride(from: Int(first), to: Int(first + 2 * count), by: 2)
        where list.equals(Int(list.children[pair]), key) {
          return Value(list: list, node: Int(list.children[pair + 1]))
        }
        return nil
      }
    }

    /// Its text, where it is a string.
    var string: String? {
      guard case .text(let start, let end, let escaped) = list.nodes[node] else { return nil }
      let text = list.bytes[Int(start)..<Int(end)]
      return escaped ? String(decoding: Self.unescaped(text), as: UTF8.self) : String(decoding: text, as: UTF8.self)
    }

    /// Whether it is the string `text`, told without making a string of it.
    func `is`(_ text: String) -> Bool {
      var text = text
      return text.withUTF8 { list.equals(node, $0) }
    }

    /// Whether it is a string that ends with `tail`.
    func ends(with tail: String) -> Bool {
      guard let bytes = identifier?.bytes else { return string?.hasSuffix(tail) ?? false }
      return bytes.count >= tail.utf8.count && bytes.suffix(tail.utf8.count).elementsEqual(tail.utf8)
    }

    /// Its bytes, where it is a string written without escapes: a key for tables of identifiers
    /// that makes no string.
    var identifier: Identifier? {
      guard case .text(let start, let end, false) = list.nodes[node] else { return nil }
      return Identifier(bytes: list.bytes[Int(start)..<Int(end)])
    }

    /// The values of an array.
    var elements: [Value] {
      guard case .array(let first, let count) = list.nodes[node] else { return [] }
      return (Int(first)..<Int(first + count)).map { Value(list: list, node: Int(list.children[$0])) }
    }

    /// The keys and values of a dictionary, in the order written.
    var pairs: [(key: Value, value: Value)] {
      guard case .dictionary(let first, let count) = list.nodes[node] else { return [] }
      return stride(from: Int(first), to: Int(first + 2 * count), by: 2).map { pair in
        (Value(list: list, node: Int(list.children[pair])), Value(list: list, node: Int(list.children[pair + 1])))
      }
    }

    /// The keys of a dictionary as strings, with their values, in the order written.
    var entries: [(key: String, value: Value)] { pairs.compactMap { pair in pair.key.string.map { ($0, pair.value) } } }

    /// The strings of an array, or the words of a string (`SUPPORTED_PLATFORMS` is written
    /// either way).
    var words: [String] {
      if let string { return string.split(separator: " ").map(String.init) }
      return elements.compactMap(\.string)
    }

    private static func unescaped(_ text: ArraySlice<UInt8>) -> [UInt8] {
      var read: [UInt8] = []
      var escaping = false
      for byte in text {
        if escaping {
          read.append(
            byte == UInt8(ascii: "n") ? UInt8(ascii: "\n") : byte == UInt8(ascii: "t") ? UInt8(ascii: "\t") : byte)
          escaping = false
        } else if byte == UInt8(ascii: "\\") {
          escaping = true
        } else {
          read.append(byte)
        }
      }
      return read
    }
  }

  /// A string of the list as the key of a table: its bytes, hashed at once rather than one by one
  /// as an array's elements are.
  struct Identifier: Hashable, Sendable {
    fileprivate let bytes: ArraySlice<UInt8>

    static func == (lhs: Identifier, rhs: Identifier) -> Bool {
      lhs.bytes.withUnsafeBytes { left in rhs.bytes.withUnsafeBytes { left.elementsEqual($0) } }
    }

    func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
  }

  /// Whether node `node` is a string of exactly the bytes of `key`.
  private func equals(_ node: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    guard case .text(let start, let end, false) = nodes[node], Int(end - start) == key.count else { return false }
    return bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[Int(start)..<Int(end)]).elementsEqual(key) }
  }

  /// A cursor over the bytes that never traps: a read past the end gives nil. Each value read is
  /// appended to `nodes` after the values it holds.
  private struct Reader {
    /// Every read is at an offset checked against the count first.
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var nodes: [Node] = []
    var children: [Int32] = []
    /// The values of the arrays and dictionaries being read, innermost last.
    private var open: [Int32] = []

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipSpace() {
      while let byte = peek() {
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
          || byte == UInt8(ascii: "\r")
        {
          offset += 1
        } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
          offset += 2
          while offset + 1 < bytes.count,
            !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
          {
            offset += 1
          }
          offset = min(offset + 2, bytes.count)
        } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
          while let byte = peek(), byte != UInt8(ascii: "\n") { offset += 1 }
        } else {
          return
        }
      }
    }

    /// Reads one value; its node's index, or nil where the bytes are no value.
    mutating func value(depth: Int) -> Int32? {
      skipSpace()
      guard depth < PropertyList.depthLimit, let byte = peek() else { return nil }
      switch byte {
      case UInt8(ascii: "{"): return container(depth: depth, closing: UInt8(ascii: "}"))
      case UInt8(ascii: "("): return container(depth: depth, closing: UInt8(ascii: ")"))
      default: return text()
      }
    }

    /// A dictionary's `key = value;` pairs, or an array's values separated by commas.
    private mutating func container(depth: Int, closing: UInt8) -> Int32? {
      offset += 1
      let isDictionary = closing == UInt8(ascii: "}")
      let start = open.count
      while true {
        skipSpace()
        if peek() == closing {
          offset += 1
          break
        }
        if isDictionary {
          guard let key = text() else { return nil }
          open.append(key)
          skipSpace()
          guard peek() == UInt8(ascii: "=") else { return nil }
          offset += 1
        }
        guard let value = value(depth: depth + 1) else { return nil }
        open.append(value)
        skipSpace()
        if peek() == (isDictionary ? UInt8(ascii: ";") : UInt8(ascii: ",")) {
          offset += 1
        } else if isDictionary || peek() != closing {
          return nil
        }
      }
      let first = Int32(children.count)
      children += open[start...]
      let count = Int32(open.count - start)
      open.removeSubrange(start...)
      nodes.append(isDictionary ? .dictionary(first: first, count: count / 2) : .array(first: first, count: count))
      return Int32(nodes.count - 1)
    }

    /// A quoted string, or a bare one: the bytes up to a space or one of the list's punctuation
    /// marks.
    private mutating func text() -> Int32? {
      guard let first = peek() else { return nil }
      var escaped = false
      let start: Int
      let end: Int
      if first == UInt8(ascii: "\"") {
        offset += 1
        start = offset
        while let byte = peek(), byte != UInt8(ascii: "\"") {
          offset += byte == UInt8(ascii: "\\") ? 2 : 1
          escaped = escaped || byte == UInt8(ascii: "\\")
        }
        guard peek() == UInt8(ascii: "\"") else { return nil }
        end = offset
        offset += 1
      } else {
        start = offset
        while let byte = peek(), !Self.ends(byte) { offset += 1 }
        end = offset
        guard end > start else { return nil }
      }
      nodes.append(.text(start: Int32(start), end: Int32(end), escaped: escaped))
      return Int32(nodes.count - 1)
    }

    private static func ends(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "="),
        UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"),
        UInt8(ascii: "}"), UInt8(ascii: "\""):
        return true
      default:
        return false
      }
    }
  }
}
