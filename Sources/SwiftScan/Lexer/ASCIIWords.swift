import CWordBytes

/// The maximal runs of ASCII letters, digits and `_` in some bytes: what the skims that read a file
/// without lexing it look at. A run next to a non-ASCII byte or a `$` may be part of a longer
/// identifier, so a skim that takes runs for tokens finds more than the lexer, never less.
public enum ASCIIWords {
  /// Calls `body` with each run, left to right, whose first byte and the one after it (0 past the
  /// end), as `first << 8 | second`, `mayStart` accepts. Sixty-four bytes at a time: a mask of
  /// their word bytes (`dl_word_bytes64`, in vector registers) gives where runs start; only a run
  /// that may start there is followed to its end.
  @inline(__always) public static func forEach(
    in bytes: UnsafeBufferPointer<UInt8>, startingWith mayStart: (Int) -> Bool, _ body: (Range<Int>) -> Void
  ) {
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    table.withUnsafeBufferPointer { isWord in
      @inline(__always) func visit(_ start: Int) {
        let pair = Int(base[start]) << 8 | (start + 1 < count ? Int(base[start + 1]) : 0)
        guard mayStart(pair) else { return }
        var end = start + 1
        while end < count && isWord[Int(base[end])] { end += 1 }
        body(start..<end)
      }
      // Bit 0 set when the byte before the sixty-four is a word byte.
      var before: UInt64 = 0
      var k = 0
      while k < count {
        let word = k + 64 <= count ? dl_word_bytes64(base + k) : tailWordBytes(base + k, count - k)
        var starts = word & ~(word << 1 | before)
        before = word >> 63
        while starts != 0 {
          visit(k + starts.trailingZeroBitCount)
          starts &= starts - 1
        }
        k += 64
      }
    }
  }

  /// `dl_word_bytes64` of the last `count` (< 64) bytes, read from a copy with zeros after them.
  private static func tailWordBytes(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
    var padded = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    return withUnsafeMutableBytes(of: &padded) { buffer in
      buffer.copyMemory(from: UnsafeRawBufferPointer(start: start, count: count))
      return dl_word_bytes64(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// The high bit of each of the eight bytes of `x` that is an ASCII letter or digit.
  @inline(__always) private static func lettersAndDigits(_ x: UInt64) -> UInt64 {
    // Letters of either case, or-ed with 0x20, are the lowercase ones.
    between(x, 0x2F, 0x3A) | between(x | ones &* 0x20, 0x60, 0x7B)
  }

  /// The high bit of each of the eight bytes of `x` that may continue an ASCII identifier: a word
  /// byte or `$`. Not four `between`s: sums of one shape side by side are what the compiler packs
  /// into vector registers, and for the few bytes of a name, moving the result back costs more
  /// than the packing saves.
  @inline(__always) static func identifierBytes(_ x: UInt64) -> UInt64 {
    lettersAndDigits(x) | equal(x, UInt8(ascii: "_")) | equal(x, UInt8(ascii: "$"))
  }

  /// The high bit of each byte of `x` equal to `byte`, exactly.
  @inline(__always) static func equal(_ x: UInt64, _ byte: UInt8) -> UInt64 {
    let y = x ^ (ones &* UInt64(byte))
    // A byte's low seven bits plus 0x7F reach its high bit, with no carry out, unless all are zero.
    return ~(((y & (ones &* 0x7F)) &+ (ones &* 0x7F)) | y) & (ones &* 0x80)
  }

  /// The high bit of each byte of `y` strictly between `low` and `high` (both at most 128); none
  /// with the high bit set. Each byte's sums stay below 256, so no byte carries into the next.
  @inline(__always) static func between(_ y: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
    let seven = y & (ones &* 0x7F)
    return (ones &* (127 + high) &- seven) & ~y & (seven &+ ones &* (127 - low)) & (ones &* 0x80)
  }

  static let ones: UInt64 = 0x0101_0101_0101_0101

  /// `0`–`9`, `A`–`Z`, `_` and `a`–`z`, by byte.
  private static let table = (0...255).map { byte in
    let byte = UInt8(byte)
    return CharacterClass.isASCIIIdentifierStart(byte) || CharacterClass.isDigit(byte)
  }

  @inline(__always) public static func isWordByte(_ byte: UInt8) -> Bool { table[Int(byte)] }
}

/// A few words to recognise among the runs of `ASCIIWords`: tables of the words by first byte and
/// by length turn away nearly every run at once, and leave at most a word or two to compare byte
/// by byte.
public struct WordSet: Sendable {
  private let words: [[UInt8]]
  /// By first byte, bit `n` set when word `n` starts with it; by length (63 for 63 and more), bit
  /// `n` set when word `n` has it. Words from the 63rd on share bit 63.
  private let firsts: [UInt64]
  private let lengths: [UInt64]
  /// Bit `256 * a + b` set when a word's first two bytes are `a` and `b` (a word of one byte: any
  /// `b`): the runs `index(of:in:)` can find, for `forEachCandidate`.
  private let starts: [UInt64]
  /// Bit `256 * a + b` set when a word's first two bytes match `a` and `b` in any case (a word of
  /// one byte: any `b`): where `occurs(caseInsensitivelyIn:)` compares.
  private let pairs: [UInt64]

  public init(_ words: [String]) {
    self.words = words.map { Array($0.utf8) }
    var firsts = [UInt64](repeating: 0, count: 256)
    var lengths = [UInt64](repeating: 0, count: 64)
    var starts = [UInt64](repeating: 0, count: 65536 / 64)
    var pairs = [UInt64](repeating: 0, count: 65536 / 64)
    func set(_ a: UInt8, _ b: UInt8, in bits: inout [UInt64]) {
      let pair = Int(a) << 8 | Int(b)
      bits[pair >> 6] |= 1 << UInt64(pair & 63)
    }
    let anyByte = (0...255).map(UInt8.init)
    // The bytes that match a lowercase word byte `w` when or-ed with 0x20: none when `w` lacks it.
    func cases(_ w: UInt8) -> [UInt8] { w & 0x20 == 0 ? [] : [w, w & ~0x20] }
    for (n, word) in self.words.enumerated() where !word.isEmpty {
      let bit: UInt64 = 1 << UInt64(min(n, 63))
      firsts[Int(word[0])] |= bit
      lengths[min(word.count, 63)] |= bit
      for b in word.count > 1 ? [word[1]] : anyByte { set(word[0], b, in: &starts) }
      for a in cases(word[0]) {
        for b in word.count > 1 ? cases(word[1]) : anyByte { set(a, b, in: &pairs) }
      }
    }
    (self.firsts, self.lengths, self.starts, self.pairs) = (firsts, lengths, starts, pairs)
  }

  /// Calls `body` with each run of `ASCIIWords` in `bytes` that starts as one of the words does:
  /// every run `index(of:in:)` finds, and few others.
  @inline(__always) public func forEachCandidate(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void
  ) {
    starts.withUnsafeBufferPointer { starts in
      ASCIIWords.forEach(in: bytes, startingWith: { starts[$0 >> 6] >> UInt64($0 & 63) & 1 != 0 }, body)
    }
  }

  /// The position in the list of the word that `bytes[range]` spells, if any.
  @inline(__always) public func index(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var candidates = firsts[Int(bytes[range.lowerBound])] & lengths[min(range.count, 63)]
    while candidates != 0 {
      let n = candidates.trailingZeroBitCount
      candidates &= candidates - 1
      if n == 63 { return words.indices.dropFirst(63).first { spells(words[$0], range, bytes) } }
      if spells(words[n], range, bytes) { return n }
    }
    return nil
  }

  @inline(__always) private func spells(_ word: [UInt8], _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    word.count == range.count
      && word.withUnsafeBufferPointer { word in
        var k = 0
        while k < word.count && word[k] == bytes[range.lowerBound + k] { k += 1 }
        return k == word.count
      }
  }

  /// Whether one of the words (written in lowercase) occurs in `bytes`, in any case, inside a word
  /// or not.
  public func occurs(caseInsensitivelyIn bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    pairs.withUnsafeBufferPointer { pairs in
      for k in bytes.indices {
        let pair = Int(bytes[k]) << 8 | (k + 1 < bytes.count ? Int(bytes[k + 1]) : 0)
        guard pairs[pair >> 6] >> UInt64(pair & 63) & 1 != 0 else { continue }
        for word in words where k + word.count <= bytes.count && word[0] == bytes[k] | 0x20 {
          var n = 1
          while n < word.count && bytes[k + n] | 0x20 == word[n] { n += 1 }
          if n == word.count { return true }
        }
      }
      return false
    }
  }
}
