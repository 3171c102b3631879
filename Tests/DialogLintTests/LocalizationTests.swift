import DialogFacts
import JSONReading
import SplitMix
import Testing

@testable import DialogModel

@Suite("String tables: .strings pairs as Apple's format spells them")
struct LocalizationTests {
  @Test("pairs with escapes, comments, spacing and a byte-order mark; reading stops at the first malformed pair")
  func examples() {
    let cases: [(String, [String])] = [
      (#""a" = "A";"#, ["a=A"]),
      ("\u{FEFF}/* note */ \"a\"\t=\n\"A\"; // end\n\"b\" = \"B\";", ["a=A", "b=B"]),
      (#""quote \"x\"" = "line\nnext\ttab\rret \\ back \u";"#, ["quote \"x\"=line\nnext\ttab\rret \\ back u"]),
      (#""é" = "Étape";"#, ["é=Étape"]),
      (#""a" = "A"; "b" "B";"#, ["a=A"]),
      (#""a" = "A"; "b" = "unterminated;"#, ["a=A"]),
      (#""a" = "ends in \"#, []),
      ("/* open comment", []),
    ]
    for (source, expected) in cases {
      let entries = LocalizationTable.stringsEntries(Array(source.utf8)).map { "\($0)=\($1)" }
      #expect(entries == expected, "\(source)")
    }
  }

  @Test("UTF-16 tables, either byte order, read as their UTF-8 text")
  func utf16() {
    let text = "\"a\" = \"Ä\";"
    let little: [UInt8] =
      [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    for bytes in [little, big] {
      #expect(LocalizationTable.stringsEntries(bytes).map { "\($0)=\($1)" } == ["a=Ä"])
    }
  }

  @Test("UTF-16 transcodes as the standard library decodes it, lone surrogates and odd bytes included")
  func transcoding() {
    var random = SplitMix64(state: 0x16)
    let units: [UInt16] = [0x41, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xD83D, 0xDE00, 0xDBFF, 0xDFFF, 0xFEFF, 0xE9]
    for n in 0..<2000 {
      let text = (0..<random.next(below: 12)).map { _ in units[random.next(below: units.count)] }
      let littleEndian = n % 2 == 0
      var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
      for unit in text {
        let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
        bytes += littleEndian ? [low, high] : [high, low]
      }
      if n % 3 == 0 { bytes.append(0x41) }
      let expected = Array(String(decoding: text, as: UTF16.self).utf8)
      #expect(LocalizationTable.utf8Text(bytes) == expected, "\(text)")
    }
    #expect(LocalizationTable.utf8Text([0xFF, 0x41]) == Array(String(decoding: [0xFF, 0x41], as: UTF8.self).utf8))
  }

  @Test("random damage to a table reads as a byte-at-a-time reading of it does")
  func mutants() {
    let table = Array(
      "/* Title */\n\"inbox.archive\" = \"Archive \\\"%@\\\"\";\n// c\n\"a\\nb\" = \"x\\\\y\";\n\"é\" = \"ü\";\n".utf8)
    var random = SplitMix64(state: 0x5717)
    let alphabet = Array("\"\\=;/* \nnAé".utf8)
    for n in 0..<3000 {
      let bytes = random.damaged(table, edits: 4, from: alphabet)
      let read = LocalizationTable.stringsEntries(bytes).map { "\($0)=\($1)" }
      #expect(read == Self.byteAtATime(bytes), "mutant \(n): \(String(decoding: bytes, as: UTF8.self))")
    }
  }

  /// The format read one byte at a time, every string rebuilt: what the reader's shortcuts must
  /// agree with.
  static func byteAtATime(_ utf8: [UInt8]) -> [String] {
    var entries: [String] = []
    var k = 0
    func skipTrivia() {
      while k < utf8.count {
        if [0x20, 0x0A, 0x0D, 0x09].contains(utf8[k]) {
          k += 1
        } else if utf8[k...].starts(with: [0xEF, 0xBB, 0xBF]) {
          k += 3
        } else if utf8[k...].starts(with: Array("//".utf8)) {
          while k < utf8.count && utf8[k] != 0x0A { k += 1 }
        } else if utf8[k...].starts(with: Array("/*".utf8)) {
          k += 2
          while k + 1 < utf8.count && !utf8[k...].starts(with: Array("*/".utf8)) { k += 1 }
          k += 2
        } else {
          return
        }
      }
    }
    func quoted() -> String? {
      guard k < utf8.count, utf8[k] == UInt8(ascii: "\"") else { return nil }
      k += 1
      var out: [UInt8] = []
      while k < utf8.count {
        let c = utf8[k]
        k += 1
        if c == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
        guard c == UInt8(ascii: "\\"), k < utf8.count else {
          out.append(c)
          continue
        }
        let escaped = utf8[k]
        k += 1
        out.append([UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D][escaped] ?? escaped)
      }
      return nil
    }
    func expect(_ c: Character) -> Bool {
      guard k < utf8.count, utf8[k] == c.asciiValue! else { return false }
      k += 1
      return true
    }
    while true {
      skipTrivia()
      guard let key = quoted() else { return entries }
      skipTrivia()
      guard expect("=") else { return entries }
      skipTrivia()
      guard let value = quoted() else { return entries }
      skipTrivia()
      guard expect(";") else { return entries }
      entries.append("\(key)=\(value)")
    }
  }
}

@Suite("String catalogs: the source language's values, read without building the document")
struct StringCatalogTests {
  @Test("random catalogs and damaged ones read as the whole document, built, reads")
  func againstTheBuiltDocument() {
    var random = SplitMix64(state: 0xC47A)
    for n in 0..<3000 {
      var bytes = Array(Self.catalog(&random).utf8)
      if n % 2 == 1 { bytes = random.damaged(bytes, edits: 3, from: Array("{}[]\":, \\u0e9anlx".utf8)) }
      let read = LocalizationTable.catalogEntries(bytes).map { "\($0)=\($1)" }
      #expect(read == Self.built(bytes), "catalog \(n): \(String(decoding: bytes, as: UTF8.self))")
    }
  }

  @Test("nesting past the reader's bound anywhere makes the catalog unreadable")
  func nesting() {
    let deep =
      String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
    for document in [
      #"{"strings": {"a": {"comment": \#(deep)}}}"#, #"{"version": \#(deep), "strings": {"a": {}}}"#,
    ] {
      #expect(Self.built(Array(document.utf8)) == [])
      #expect(LocalizationTable.catalogEntries(Array(document.utf8)).isEmpty)
    }
  }

  /// The catalog read from the whole document, built: the last member of each key counts.
  static func built(_ bytes: [UInt8]) -> [String] {
    guard let root = try? JSONReader.parse(bytes), case .object(let members)? = root["strings"]?.value else {
      return []
    }
    let language = root["sourceLanguage"]?.string ?? "en"
    return members.map { member in
      let unit = member.value["localizations"]?[language]?["stringUnit"]?["value"]?.string
      return "\(member.key)=\(unit ?? member.key)"
    }
  }

  /// A catalog with the members of each object in random order, some repeated, some of another
  /// type than a catalog has, and escapes in its strings.
  static func catalog(_ random: inout SplitMix64) -> String {
    func pick<T>(_ values: [T]) -> T { values[random.next(below: values.count)] }
    let texts = [
      #""OK""#, #""Delete \"%@\"?""#, #""\u00e9t\u00e9 \ud83d\ude00\n""#, #""""#, "12", "null", "true", "[1, 2.5e3]",
    ]
    func object(_ members: [String]) -> String {
      var members = members
      for _ in 0..<random.next(below: 2) { members.append(pick(members.isEmpty ? [#""x": 1"#] : members)) }
      for k in members.indices.reversed() { members.swapAt(k, random.next(below: k + 1)) }
      return "{" + members.joined(separator: pick([",", ", ", ",\n  "])) + "}"
    }
    func unit() -> String {
      object(
        [#""state": "translated""#, #""value": \#(pick(texts))"#]
          + (random.next(below: 4) == 0 ? [#""variations": {"plural": {"one": {"stringUnit": {"value": "x"}}}}"#] : []))
    }
    func entry() -> String {
      let languages = ["en", "de", "fr", "ja"].filter { _ in random.next(below: 3) != 0 }
      let localizations = object(
        languages.map {
          #""\#($0)": \#(random.next(below: 6) == 0 ? pick(texts) : object([#""stringUnit": \#(unit())"#]))"#
        })
      var members = [#""localizations": \#(random.next(below: 8) == 0 ? "[]" : localizations)"#]
      if random.next(below: 2) == 0 { members.append(#""comment": "Alert title""#) }
      if random.next(below: 2) == 0 { members.append(#""extractionState": "manual""#) }
      return object(members)
    }
    let keys = ["delete.title", "ok", #"caf\u00e9"#, #"a\\b"#, "", "Retry"]
    let strings = object(
      (0..<random.next(below: 5)).map { _ in
        #""\#(pick(keys))": \#(random.next(below: 10) == 0 ? pick(texts) : entry())"#
      })
    var top = [#""strings": \#(random.next(below: 12) == 0 ? "[]" : strings)"#, #""version": "1.0""#]
    for _ in 0..<pick([0, 1, 1, 1, 2]) {
      top.append(#""sourceLanguage": \#(pick([#""en""#, #""de""#, #""fr""#, "3"]))"#)
    }
    return pick(["", "\u{FEFF}", " \n"]) + object(top) + pick(["", "\n", " x"])
  }
}

extension SplitMix64 {
  /// `bytes` after one to `edits + 1` random removals, insertions and replacements from `alphabet`.
  mutating func damaged(_ bytes: [UInt8], edits: Int, from alphabet: [UInt8]) -> [UInt8] {
    var bytes = bytes
    for _ in 0...next(below: edits) {
      let at = next(below: bytes.count)
      switch next(below: 3) {
      case 0: bytes.remove(at: at)
      case 1: bytes.insert(alphabet[next(below: alphabet.count)], at: at)
      default: bytes[at] = alphabet[next(below: alphabet.count)]
      }
    }
    return bytes
  }
}
