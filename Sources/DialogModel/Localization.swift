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

  /// Reads `sources`. String catalogs come first (their source language is the development
  /// language), then `en.lproj`, then `Base.lproj`, then any other language; the first value read
  /// for a key wins. A file that cannot be read adds nothing.
  public init(_ sources: [Source]) {
    func rank(_ path: String) -> Int {
      if path.hasSuffix(".xcstrings") { return 0 }
      if path.contains("/en.lproj/") || path.hasPrefix("en.lproj/") { return 1 }
      if path.contains("/Base.lproj/") || path.hasPrefix("Base.lproj/") { return 2 }
      return 3
    }
    for source in sources.sorted(by: { (rank($0.path), $0.path) < (rank($1.path), $1.path) }) {
      let entries =
        source.path.hasSuffix(".xcstrings") ? Self.catalogEntries(source.bytes) : Self.stringsEntries(source.bytes)
      for (key, value) in entries where values[key] == nil { values[key] = value }
    }
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
    let text = decodeText(bytes)
    var entries: [(String, String)] = []
    var scalars = Array(text.unicodeScalars)[...]
    func skipTrivia() {
      while let c = scalars.first {
        if c == " " || c == "\n" || c == "\r" || c == "\t" || c == "\u{FEFF}" {
          scalars.removeFirst()
        } else if c == "/", scalars.dropFirst().first == "/" {
          while let d = scalars.first, d != "\n" { scalars.removeFirst() }
        } else if c == "/", scalars.dropFirst().first == "*" {
          scalars.removeFirst(2)
          while !scalars.isEmpty && !(scalars.first == "*" && scalars.dropFirst().first == "/") {
            scalars.removeFirst()
          }
          scalars = scalars.dropFirst(2)
        } else {
          return
        }
      }
    }
    func quoted() -> String? {
      guard scalars.first == "\"" else { return nil }
      scalars.removeFirst()
      var out = String.UnicodeScalarView()
      while let c = scalars.popFirst() {
        if c == "\"" { return String(out) }
        if c == "\\", let e = scalars.popFirst() {
          switch e {
          case "n": out.append("\n")
          case "t": out.append("\t")
          case "r": out.append("\r")
          default: out.append(e)
          }
        } else {
          out.append(c)
        }
      }
      return nil
    }
    while true {
      skipTrivia()
      guard let key = quoted() else { return entries }
      skipTrivia()
      guard scalars.popFirst() == "=" else { return entries }
      skipTrivia()
      guard let value = quoted() else { return entries }
      skipTrivia()
      guard scalars.popFirst() == ";" else { return entries }
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
