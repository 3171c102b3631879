import SplitMix
import SwiftScan
import Testing

@Suite("Byte checks before lexing: NUL bytes and the first invalid UTF-8")
struct ByteCheckTests {
  /// The offset of the first ill-formed sequence, as the standard library's decoder finds it.
  static func referenceFirstInvalid(_ bytes: [UInt8]) -> Int? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  @Test(
    "agrees with the standard library's decoder",
    arguments: [
      "", "plain ASCII text that is longer than one word", "café — naïve 📌 ok", "x\u{10FFFF}y",
    ].map { Array($0.utf8) } + [
      [0x80], [0x61, 0xC0, 0xAF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xF0, 0x9F, 0x93], Array("0123456789abcdef".utf8) + [0xFF], [0xC3, 0xA9, 0xC3],
      Array("01234567".utf8) + [0xE2, 0x80, 0x94] + Array("89abcdef".utf8) + [0xF8, 0x88, 0x80, 0x80, 0x80],
    ])
  func examples(_ bytes: [UInt8]) {
    #expect(ByteCheck.firstInvalidUTF8(bytes) == Self.referenceFirstInvalid(bytes))
  }

  @Test("agrees with the standard library's decoder on random mixes of ASCII and multibyte bytes")
  func random() {
    var random = SplitMix64(state: 8)
    let pieces: [[UInt8]] = [
      Array("let x = 1\n".utf8), Array("é".utf8), Array("—".utf8), Array("📌".utf8), [0x80], [0xC2], [0xE2, 0x80],
      [0xF0, 0x9F, 0x93], [0xED, 0xBF, 0xBF], [0xFE], Array("abcdefgh".utf8),
    ]
    for _ in 0..<2000 {
      var bytes: [UInt8] = []
      // Up to 40 pieces: ASCII runs of 32 bytes and more, and what follows them.
      for _ in 0..<random.next(below: 40) {
        let piece = pieces[random.next(below: pieces.count)]
        // Invalid pieces are rare, so that most inputs reach far before failing.
        if piece.count < 4 && piece.first.map({ $0 >= 0x80 }) == true && random.next(below: 4) != 0 { continue }
        bytes += piece
      }
      #expect(ByteCheck.firstInvalidUTF8(bytes) == Self.referenceFirstInvalid(bytes), "\(bytes)")
    }
  }

  @Test("finds a NUL byte only within the limit")
  func nul() {
    // 75 bytes: two runs of 32 at a time, one of 8, then three bytes one at a time.
    let text = Array(String(repeating: "abcdefg ", count: 9).utf8) + Array("xyz".utf8)
    #expect(!ByteCheck.containsNUL(text[...], within: 8192))
    for position in text.indices {
      var bytes = text
      bytes[position] = 0
      #expect(ByteCheck.containsNUL(bytes[...], within: 8192))
      #expect(ByteCheck.containsNUL(bytes[...], within: position + 1))
      #expect(!ByteCheck.containsNUL(bytes[...], within: position))
    }
  }
}
