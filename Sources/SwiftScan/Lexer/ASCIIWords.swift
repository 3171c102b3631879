/// The maximal runs of ASCII letters, digits and `_` in some bytes: what the skims that read a file
/// without lexing it look at. A run next to a non-ASCII byte or a `$` may be part of a longer
/// identifier, so a skim that takes runs for tokens finds more than the lexer, never less.
public enum ASCIIWords {
  /// Calls `body` with each run, left to right.
  @inline(__always) public static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    table.withUnsafeBufferPointer { isWord in
      var k = 0
      while true {
        while k < count && !isWord[Int(base[k])] { k += 1 }
        guard k < count else { return }
        let start = k
        k += 1
        while k < count && isWord[Int(base[k])] { k += 1 }
        body(start..<k)
      }
    }
  }

  /// `0`–`9`, `A`–`Z`, `_` and `a`–`z`, by byte.
  private static let table = (0...255).map { byte in
    let byte = UInt8(byte)
    return CharacterClass.isASCIIIdentifierStart(byte) || CharacterClass.isDigit(byte)
  }

  @inline(__always) public static func isWordByte(_ byte: UInt8) -> Bool { table[Int(byte)] }
}

/// A few words to recognise among the runs of `ASCIIWords`: a table of the lengths of the words
/// that start with each byte turns away nearly every run at once; the rest are compared byte by
/// byte.
public struct WordSet: Sendable {
  private let words: [[UInt8]]
  /// By first byte, bit `n` set when a word of `n` bytes starts with it (63 for 63 and more).
  private let lengths: [UInt64]

  public init(_ words: [String]) {
    self.words = words.map { Array($0.utf8) }
    var lengths = [UInt64](repeating: 0, count: 256)
    for word in self.words where !word.isEmpty { lengths[Int(word[0])] |= 1 << UInt64(min(word.count, 63)) }
    self.lengths = lengths
  }

  /// The position in the list of the word that `bytes[range]` spells, if any.
  @inline(__always) public func index(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard (lengths[Int(bytes[range.lowerBound])] >> UInt64(min(range.count, 63))) & 1 != 0 else { return nil }
    return words.firstIndex { word in
      word.count == range.count
        && word.withUnsafeBufferPointer { word in
          var k = 0
          while k < word.count && word[k] == bytes[range.lowerBound + k] { k += 1 }
          return k == word.count
        }
    }
  }

  /// Whether one of the words (written in lowercase) occurs in `bytes`, in any case, inside a word
  /// or not.
  public func occurs(caseInsensitivelyIn bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var firsts = [Bool](repeating: false, count: 256)
    for word in words where !word.isEmpty {
      firsts[Int(word[0])] = true
      firsts[Int(word[0] & ~0x20)] = true
    }
    return firsts.withUnsafeBufferPointer { firsts in
      for k in bytes.indices where firsts[Int(bytes[k])] {
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
