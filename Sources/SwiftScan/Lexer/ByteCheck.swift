import SourceText

/// Checks made on a file's bytes before it is lexed, eight bytes at a time where the bytes are
/// ASCII (nearly all source is).
public enum ByteCheck {
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Whether a NUL byte occurs among the first `limit` bytes: Swift source holds none, so a file
  /// with one is binary.
  public static func containsNUL(_ bytes: ArraySlice<UInt8>, within limit: Int) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      let count = min(limit, buffer.count)
      func zeros(_ k: Int) -> UInt64 { ByteWords.zeroBytes(UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)) }
      var k = 0
      while k + 32 <= count {
        if zeros(k) | zeros(k + 8) | zeros(k + 16) | zeros(k + 24) != 0 { return true }
        k += 32
      }
      while k + 8 <= count {
        if zeros(k) != 0 { return true }
        k += 8
      }
      while k < count {
        if base[k] == 0 { return true }
        k += 1
      }
      return false
    }
  }

  /// The offset of the first byte that does not start a valid UTF-8 scalar (the start of the first
  /// ill-formed sequence), if any.
  public static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      let count = buffer.count
      func word(_ k: Int) -> UInt64 { UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self) }
      var k = 0
      while k < count {
        // ASCII runs 32 bytes at a time, then 8.
        if k + 32 <= count && (word(k) | word(k + 8) | word(k + 16) | word(k + 24)) & highBits == 0 {
          k += 32
          continue
        }
        if k + 8 <= count && word(k) & highBits == 0 {
          k += 8
          continue
        }
        if base[k] < 0x80 {
          k += 1
          continue
        }
        let scalar = decodeMultibyteScalar(base, count, at: k)
        guard scalar.value != nil else { return k }
        k += scalar.length
      }
      return nil
    }
  }
}
