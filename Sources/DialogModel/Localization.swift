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

  private var values: [String: String] = [:]

  public init() {}

  /// Reads `sources` (`developmentFiles` of them; the first value read for a key wins, a file
  /// that cannot be read adds nothing).
  public init(_ sources: [Source]) {
    let paths = Self.developmentFiles(sources.map(\.path))
    let byPath = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    for path in paths {
      let bytes = byPath[path]!
      let entries = path.hasSuffix(".xcstrings") ? Self.catalogEntries(bytes) : Self.stringsEntries(bytes)
      for (key, value) in entries where values[key] == nil { values[key] = value }
    }
  }

  /// The localization files worth reading, in the order they are read: string catalogs first
  /// (their source language is the development language), then `en.lproj`, then `Base.lproj`;
  /// other languages only when none of those exists.
  public static func developmentFiles(_ paths: [String]) -> [String] {
    func rank(_ path: String) -> Int {
      if path.hasSuffix(".xcstrings") { return 0 }
      if path.contains("/en.lproj/") || path.hasPrefix("en.lproj/") { return 1 }
      if path.contains("/Base.lproj/") || path.hasPrefix("Base.lproj/") { return 2 }
      return 3
    }
    let ranked = paths.map { (rank($0), $0) }
    let development = ranked.contains { $0.0 < 3 }
    return ranked.filter { !development || $0.0 < 3 }.sorted { $0 < $1 }.map(\.1)
  }

  public subscript(key: String) -> String? { values[key] }

  public var isEmpty: Bool { values.isEmpty }

  /// `{"sourceLanguage": "en", "strings": {"key": {"localizations": {"en": {"stringUnit":
  /// {"value": "…"}}}}}}`; a key with no source-language unit reads as itself.
  static func catalogEntries(_ bytes: [UInt8]) -> [(String, String)] {
    guard let root = try? JSONReader.parse(bytes), let strings = root["strings"],
      case .object(let members) = strings.value
    else { return [] }
    let language = root["sourceLanguage"]?.string ?? "en"
    return members.map { member in
      let unit = member.value["localizations"]?[language]?["stringUnit"]?["value"]?.string
      return (member.key, unit ?? member.key)
    }
  }

  /// `"key" = "value";` pairs, with comments; UTF-8 or UTF-16 with a byte-order mark.
  static func stringsEntries(_ bytes: [UInt8]) -> [(String, String)] {
    let utf8 = bytes.count >= 2 && (bytes[0] == 0xFF || bytes[0] == 0xFE) ? Array(decodeText(bytes).utf8) : bytes
    var entries: [(String, String)] = []
    var k = 0
    let count = utf8.count
    func skipTrivia() {
      while k < count {
        let c = utf8[k]
        if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 {
          k += 1
        } else if c == 0xEF && k + 2 < count && utf8[k + 1] == 0xBB && utf8[k + 2] == 0xBF {
          k += 3
        } else if c == UInt8(ascii: "/") && k + 1 < count && utf8[k + 1] == UInt8(ascii: "/") {
          while k < count && utf8[k] != 0x0A { k += 1 }
        } else if c == UInt8(ascii: "/") && k + 1 < count && utf8[k + 1] == UInt8(ascii: "*") {
          k += 2
          while k + 1 < count && !(utf8[k] == UInt8(ascii: "*") && utf8[k + 1] == UInt8(ascii: "/")) { k += 1 }
          k += 2
        } else {
          return
        }
      }
    }
    func quoted() -> String? {
      guard k < count, utf8[k] == UInt8(ascii: "\"") else { return nil }
      k += 1
      var out: [UInt8] = []
      while k < count {
        let c = utf8[k]
        k += 1
        if c == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
        if c == UInt8(ascii: "\\"), k < count {
          let e = utf8[k]
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
    func expect(_ c: UInt8) -> Bool {
      guard k < count, utf8[k] == c else { return false }
      k += 1
      return true
    }
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

  /// UTF-8, or UTF-16 (either byte order) when a byte-order mark says so.
  static func decodeText(_ bytes: [UInt8]) -> String {
    if bytes.count >= 2 && ((bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF)) {
      let littleEndian = bytes[0] == 0xFF
      var units: [UInt16] = []
      var k = 2
      while k + 1 < bytes.count {
        units.append(
          littleEndian ? UInt16(bytes[k]) | UInt16(bytes[k + 1]) << 8 : UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1]))
        k += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
