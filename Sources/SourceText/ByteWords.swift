/// Eight bytes of a file read as one word, in memory order (the lowest byte first).
public enum ByteWords {
  /// The high bit of each byte of `word` that is zero, and maybe of some above the lowest such:
  /// `(x - 1) & ~x` sets the high bit of the lowest zero byte exactly, and a borrow out of it may
  /// also set those above. Not zero exactly when a byte is.
  @inlinable public static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
  }

  /// `zeroBytes` of the bytes of `word` equal to `byte`.
  @inlinable public static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
    zeroBytes(word ^ (0x0101_0101_0101_0101 &* UInt64(byte)))
  }
}
