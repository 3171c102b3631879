import JSONReading

/// The strings of the app's development language, from `Localizable.xcstrings` (JSON) and
/// `*.lproj/*.strings` files, so that a label written as a key reads as the user sees it.
public struct LocalizationTable: Sendable {
  /// One localization file to read.
  public struct Source: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// Every table's values: what code in no workspace reads.
  private var values: [String: String] = [:]
  /// What code in each workspace reads, by the workspace's index: its own tables' values, and
  /// those of the tables in none.
  private var byWorkspace: [[String: String]] = []
  private var workspaces = Workspaces()

  public init() {}

  /// Reads `sources` (`developmentFiles` of them; the first value read for a key wins, a file
  /// that cannot be read adds nothing), for code in each of `workspaces` apart.
  public init(_ sources: [Source], workspaces: Workspaces = Workspaces()) {
    guard !workspaces.folders.isEmpty else {
      values = Self.values(sources)
      return
    }
    self.workspaces = workspaces
    let places = sources.map { workspaces.index(of: $0.path) }
    byWorkspace = workspaces.folders.indices.map { workspace in
      Self.values(zip(sources, places).filter { $0.1 == nil || $0.1 == workspace }.map(\.0))
    }
    // One app's tables are all there are.
    values = byWorkspace.count == 1 && !places.contains(nil) ? byWorkspace[0] : Self.values(sources)
  }

  private static func values(_ sources: [Source]) -> [String: String] {
    let byPath = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    var values: [String: String] = [:]
    for path in developmentFiles(sources.map(\.path)) {
      let bytes = byPath[path]!
      let entries = path.hasSuffix(".xcstrings") ? catalogEntries(bytes) : stringsEntries(bytes)
      values.merge(entries) { first, _ in first }
    }
    return values
  }

  /// The localization files worth reading, in the order they are read: string catalogs first
  /// (their source language is the development language), then `en.lproj`, then `Base.lproj`;
  /// other languages only when none of those exists.
  public static func developmentFiles(_ paths: [String]) -> [String] {
    func rank(_ path: String) -> Int {
      if path.hasSuffix(".xcstrings") { return 0 }
      if path.holds("/en.lproj/") || path.hasPrefix("en.lproj/") { return 1 }
      if path.holds("/Base.lproj/") || path.hasPrefix("Base.lproj/") { return 2 }
      return 3
    }
    let ranked = paths.map { (rank($0), $0) }
    let development = ranked.contains { $0.0 < 3 }
    return ranked.filter { !development || $0.0 < 3 }.sorted { $0 < $1 }.map(\.1)
  }

  /// The value of `key` for code in the file at `path`.
  public func value(_ key: String, forCodeAt path: String) -> String? {
    guard let workspace = workspaces.index(of: path) else { return values[key] }
    return byWorkspace[workspace][key]
  }

  /// `{"sourceLanguage": "en", "strings": {"key": {"localizations": {"en": {"stringUnit":
  /// {"value": "…"}}}}}}`; a key with no source-language unit reads as itself. A document that is
  /// not strict JSON gives nothing; of a key an object repeats, the last counts. Read without
  /// building the document: the other languages' units, most of its bytes, are only checked.
  static func catalogEntries(_ bytes: [UInt8]) -> [(String, String)] {
    var language: String?
    // The strings as read with the language known when they were reached (nil: not an object),
    // and where they start, to read them again if a language follows them.
    var strings: (entries: [(String, String)]?, language: String, offset: Int)?
    func entries(_ reader: inout JSONReader, _ language: String) throws(JSONSyntaxError) -> [(String, String)]? {
      var entries: [(String, String)] = []
      let path = ["localizations", language, "stringUnit", "value"]
      let isObject = try reader.members(depth: 1) { reader, key throws(JSONSyntaxError) in
        entries.append((key, try string(at: path[...], in: &reader, depth: 2) ?? key))
      }
      return isObject ? entries : nil
    }
    var reader = JSONReader(document: bytes)
    do throws(JSONSyntaxError) {
      let isObject = try reader.members(depth: 0) { reader, key throws(JSONSyntaxError) in
        switch key {
        case "sourceLanguage": language = try reader.string(depth: 1)
        case "strings":
          let offset = reader.offset
          strings = (try entries(&reader, language ?? "en"), language ?? "en", offset)
        default: try reader.skipValue(depth: 1)
        }
      }
      try reader.end()
      guard isObject, let strings else { return [] }
      guard strings.language != language ?? "en" else { return strings.entries ?? [] }
      reader = JSONReader(document: bytes, at: strings.offset)
      return try entries(&reader, language ?? "en") ?? []
    } catch {
      return []
    }
  }

  /// The string at the end of `path` (the last member of each key) in the value here; nil when
  /// there is none.
  private static func string(at path: ArraySlice<String>, in reader: inout JSONReader, depth: Int)
    throws(JSONSyntaxError) -> String?
  {
    guard let first = path.first else { return try reader.string(depth: depth) }
    var found: String?
    _ = try reader.members(depth: depth) { reader, key throws(JSONSyntaxError) in
      if key == first {
        found = try string(at: path.dropFirst(), in: &reader, depth: depth + 1)
      } else {
        try reader.skipValue(depth: depth + 1)
      }
    }
    return found
  }

  /// `"key" = "value";` pairs, with comments; UTF-8 or UTF-16 with a byte-order mark.
  static func stringsEntries(_ bytes: [UInt8]) -> [(String, String)] {
    utf8Text(bytes).withUnsafeBufferPointer { bytes in
      var reader = StringsFileReader(bytes: bytes)
      return reader.entries()
    }
  }

  /// The UTF-8 text of a table: its bytes, or with a UTF-16 byte-order mark (either order), the rest
  /// transcoded, each ill-formed unit a U+FFFD as `String(decoding:as:)` makes it. Other bytes
  /// that start with 0xFF or 0xFE are repaired as UTF-8.
  static func utf8Text(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.count >= 2, bytes[0] == 0xFF || bytes[0] == 0xFE else { return bytes }
    guard (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) else {
      return Array(String(decoding: bytes, as: UTF8.self).utf8)
    }
    let littleEndian = bytes[0] == 0xFF
    let count = (bytes.count - 2) / 2
    func unit(_ n: Int) -> UInt32 {
      let (a, b) = (UInt32(bytes[2 + 2 * n]), UInt32(bytes[3 + 2 * n]))
      return littleEndian ? a | b << 8 : a << 8 | b
    }
    var out: [UInt8] = []
    out.reserveCapacity(count * 3 / 2)
    var n = 0
    while n < count {
      var scalar = unit(n)
      n += 1
      if scalar & 0xFC00 == 0xD800, n < count, unit(n) & 0xFC00 == 0xDC00 {
        scalar = 0x10000 + (scalar - 0xD800) << 10 + (unit(n) - 0xDC00)
        n += 1
      } else if scalar & 0xF800 == 0xD800 {
        scalar = 0xFFFD
      }
      // The UTF-8 form: a lead byte (0xC0, 0xE0, 0xF0 before 1, 2, 3 more), then six bits a byte.
      let trailing = scalar < 0x80 ? 0 : scalar < 0x800 ? 1 : scalar < 0x10000 ? 2 : 3
      let lead: UInt32 = trailing == 0 ? 0 : 0xF0 << UInt32(3 - trailing) & 0xF0
      out.append(UInt8(lead | scalar >> UInt32(6 * trailing)))
      for shift in stride(from: 6 * (trailing - 1), through: 0, by: -6) {
        out.append(UInt8(0x80 | scalar >> UInt32(shift) & 0x3F))
      }
    }
    return out
  }
}

/// Reads the `"key" = "value";` pairs of a `.strings` file's UTF-8 bytes, up to the first thing
/// that is not one.
private struct StringsFileReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var k = 0

  mutating func entries() -> [(String, String)] {
    var entries: [(String, String)] = []
    while true {
      skipTrivia()
      guard let key = quoted() else { return entries }
      skipTrivia()
      guard expect(UInt8(ascii: "=")) else { return entries }
      skipTrivia()
      guard let value = quoted() else { return entries }
      skipTrivia()
      guard expect(UInt8(ascii: ";")) else { return entries }
      entries.append((key, value))
    }
  }

  private mutating func skipTrivia() {
    let count = bytes.count
    while k < count {
      let c = bytes[k]
      if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 {
        k += 1
      } else if c == 0xEF && k + 2 < count && bytes[k + 1] == 0xBB && bytes[k + 2] == 0xBF {
        k += 3
      } else if c == UInt8(ascii: "/") && k + 1 < count && bytes[k + 1] == UInt8(ascii: "/") {
        while k < count && bytes[k] != 0x0A { k += 1 }
      } else if c == UInt8(ascii: "/") && k + 1 < count && bytes[k + 1] == UInt8(ascii: "*") {
        k += 2
        while k + 1 < count && !(bytes[k] == UInt8(ascii: "*") && bytes[k + 1] == UInt8(ascii: "/")) { k += 1 }
        k += 2
      } else {
        return
      }
    }
  }

  /// A quoted string with its escapes read; nil when none starts here or it does not end.
  private mutating func quoted() -> String? {
    let (quote, backslash) = (UInt8(ascii: "\""), UInt8(ascii: "\\"))
    let count = bytes.count
    guard k < count, bytes[k] == quote else { return nil }
    k += 1
    // Most strings have no escape: their bytes are the value.
    let start = k
    while k < count && bytes[k] != quote && bytes[k] != backslash { k += 1 }
    if k < count && bytes[k] == quote {
      k += 1
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(k - 1)]), as: UTF8.self)
    }
    var out = Array(bytes[start..<k])
    while k < count {
      let c = bytes[k]
      k += 1
      if c == quote { return String(decoding: out, as: UTF8.self) }
      if c == backslash, k < count {
        let e = bytes[k]
        k += 1
        switch e {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        default: out.append(e)
        }
      } else {
        out.append(c)
      }
    }
    return nil
  }

  private mutating func expect(_ c: UInt8) -> Bool {
    guard k < bytes.count, bytes[k] == c else { return false }
    k += 1
    return true
  }
}
