import CWordBytes
import SplitMix
import Testing

@testable import SwiftScan

@Suite("ASCII words: the runs the skims read, and the word sets they look for")
struct ASCIIWordsTests {
  /// The runs of `[0-9A-Za-z_]` in `bytes`, one byte at a time.
  static func runs(_ bytes: [UInt8]) -> [Range<Int>] {
    func isWord(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }
    var result: [Range<Int>] = []
    var start: Int? = nil
    for (k, byte) in bytes.enumerated() {
      if isWord(byte) {
        if start == nil { start = k }
      } else if let first = start {
        result.append(first..<k)
        start = nil
      }
    }
    if let first = start { result.append(first..<bytes.count) }
    return result
  }

  /// Calls `check` with `count` random bytes for every byte value at every place among them: no
  /// byte's answer may depend on its neighbours'.
  static func eachByteAtEachPlace(
    of count: Int, seed: UInt64, _ check: (_ bytes: [UInt8], _ byte: UInt8, _ place: Int) -> Void
  ) {
    var random = SplitMix64(state: seed)
    for byte in 0...255 {
      for place in 0..<count {
        var bytes = (0..<count).map { _ in UInt8(random.next(below: 256)) }
        bytes[place] = UInt8(byte)
        check(bytes, UInt8(byte), place)
      }
    }
  }

  @Test("the identifier bytes of eight are those the lexer continues a name with, one by one")
  func identifierBytes() {
    Self.eachByteAtEachPlace(of: 8, seed: 0x1D) { bytes, byte, place in
      let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
      let found = ASCIIWords.identifierBytes(word) >> UInt64(8 * place + 7) & 1 == 1
      #expect(found == CharacterClass.isASCIIIdentifierContinue(byte), "byte \(byte) at \(place)")
    }
  }

  @Test("the word bytes of sixty-four, in vector registers and one at a time, are the word bytes one by one")
  func wordBytes() {
    Self.eachByteAtEachPlace(of: 64, seed: 0x64) { bytes, byte, place in
      let expected = bytes.indices.reduce(UInt64(0)) { mask, k in
        mask | (ASCIIWords.isWordByte(bytes[k]) ? 1 << UInt64(k) : 0)
      }
      #expect(
        bytes.withUnsafeBufferPointer { dl_word_bytes64($0.baseAddress!) } == expected, "byte \(byte) at \(place)")
      #expect(bytes.withUnsafeBufferPointer { dl_word_bytes64_scalar($0.baseAddress!) } == expected)
    }
  }

  @Test("sixty-four bytes at a time finds the runs one byte at a time does, at every length and alignment")
  func sameRuns() {
    var random = SplitMix64(state: 0xA5C11)
    // Every byte value near the edges of the classes, and some anywhere.
    let edges: [UInt8] = [
      0x00, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x5E, 0x5F, 0x60, 0x61, 0x7A, 0x7B, 0x7F,
    ]
    let alphabet = edges + [0x20, 0x2E, 0x80, 0xC3, 0xDF, 0xE1, 0xFA, 0xFF] + Array("struct func alert".utf8)
    // Up to three sixty-fours and a tail, so that runs cross from one to the next.
    for n in 0..<4000 {
      let bytes = (0..<random.next(below: 220)).map { _ in
        random.next(below: 4) == 0 ? UInt8(random.next(below: 256)) : alphabet[random.next(below: alphabet.count)]
      }
      var found: [Range<Int>] = []
      bytes.withUnsafeBufferPointer { ASCIIWords.forEach(in: $0, startingWith: { _ in true }) { found.append($0) } }
      #expect(found == Self.runs(bytes), "case \(n): \(bytes)")
    }
    for byte in 0...255 {
      let bytes = [UInt8](repeating: UInt8(byte), count: 130)
      var found: [Range<Int>] = []
      bytes.withUnsafeBufferPointer { ASCIIWords.forEach(in: $0, startingWith: { _ in true }) { found.append($0) } }
      #expect(found == Self.runs(bytes), "byte \(byte)")
    }
  }

  @Test("a run is followed only when its first two bytes may start a word: every word of the set is among them")
  func candidates() {
    var random = SplitMix64(state: 0xCA4D)
    let set = WordSet(["struct", "if", "alert", "x", "Alert"])
    let alphabet = Array("structifalertxAlrsz_9 .(\n".utf8) + [0xC3, 0xA9]
    for n in 0..<4000 {
      let bytes = (0..<random.next(below: 40)).map { _ in alphabet[random.next(below: alphabet.count)] }
      var found: [Range<Int>] = []
      bytes.withUnsafeBufferPointer { set.forEachCandidate(in: $0) { found.append($0) } }
      let expected = Self.runs(bytes).filter { run in
        let second = run.count > 1 ? bytes[run.lowerBound + 1] : nil
        return ["st", "if", "al", "Al"].contains {
          $0.utf8.elementsEqual([bytes[run.lowerBound], second].compactMap { $0 })
        }
          || bytes[run.lowerBound] == UInt8(ascii: "x")
      }
      #expect(found == expected, "case \(n): \(String(decoding: bytes, as: UTF8.self))")
    }
  }

  @Test("a word set finds its words by position, and a case-insensitive search finds them anywhere")
  func wordSet() {
    let set = WordSet(["alert", "sheet", "a"] + (0..<70).map { "w\($0)" })
    let text = Array("x alert sheets a w5 w69 w70 Alert".utf8)
    var found: [Int] = []
    text.withUnsafeBufferPointer { bytes in
      set.forEachCandidate(in: bytes) { range in set.index(of: range, in: bytes).map { found.append($0) } }
    }
    #expect(found == [0, 2, 8, 72])
    let lower = WordSet(["dialog", "popup"])
    for (text, expected) in [
      ("MyDIALOGView", true), ("PopUpMenu", true), ("dialo g", false), ("", false), ("p", false),
    ] {
      #expect(Array(text.utf8).withUnsafeBufferPointer { lower.occurs(caseInsensitivelyIn: $0) } == expected, "\(text)")
    }
  }
}
