/// Converts byte offsets into 1-based lines and columns, built only when something is reported.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as in the Swift compiler. Columns count UTF-8 bytes
/// (what swiftc prints); `utf16Column` gives the UTF-16 count SARIF consumers expect.
public struct LineTable: Sendable {
  /// The offset at which each line starts.
  public let lineStarts: [Int]
  /// For each line longer than `checkpointSpacing` bytes, by line index: the UTF-16 length of the
  /// line up to every `checkpointSpacing` bytes, so that a column on a long line (minified or
  /// generated code) is counted from the nearest checkpoint rather than from the line's start.
  private let checkpoints: [Int: [Int]]
  static let checkpointSpacing = 4096

  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts = [0]
    var k = 0
    let count = bytes.count
    while k < count {
      // Eight bytes at a time to the first that may end a line.
      if k + 8 <= count {
        let breaks = Self.lineBreaks(UnsafeRawPointer(bytes.baseAddress! + k).loadUnaligned(as: UInt64.self))
        guard breaks != 0 else {
          k += 8
          continue
        }
        k += breaks.trailingZeroBitCount / 8
      }
      let c = bytes[k]
      k += 1
      if c == UInt8(ascii: "\n") || (c == UInt8(ascii: "\r") && (k == count || bytes[k] != UInt8(ascii: "\n"))) {
        starts.append(k)
      }
    }
    lineStarts = starts
    var checkpoints: [Int: [Int]] = [:]
    let spacing = Self.checkpointSpacing
    for (line, start) in starts.enumerated() {
      let end = line + 1 < starts.count ? starts[line + 1] : count
      guard end - start > spacing else { continue }
      var units: [Int] = []
      var total = 0
      for offset in start..<end {
        if offset > start && (offset - start) % spacing == 0 { units.append(total) }
        total += Self.utf16Units(bytes[offset])
      }
      checkpoints[line] = units
    }
    self.checkpoints = checkpoints
  }

  /// `ByteWords.zeroBytes` of the bytes of `word` that are `\n` or `\r`: the lowest is exact.
  @inline(__always) private static func lineBreaks(_ word: UInt64) -> UInt64 {
    ByteWords.bytes(word, equalTo: UInt8(ascii: "\n")) | ByteWords.bytes(word, equalTo: UInt8(ascii: "\r"))
  }

  public init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { LineTable($0) }
  }

  /// The 0-based index of the line holding `offset`.
  public func lineIndex(of offset: Int) -> Int {
    max(lineStarts.partitionPoint { $0 > offset } - 1, 0)
  }

  /// The 1-based line and UTF-8 column of `offset`.
  public func position(of offset: Int) -> (line: Int, column: Int) {
    let line = lineIndex(of: offset)
    return (line + 1, offset - lineStarts[line] + 1)
  }

  /// The 1-based column of `offset` counted in UTF-16 code units, as SARIF's `utf16CodeUnits`.
  public func utf16Column(of offset: Int, in bytes: [UInt8]) -> Int {
    let line = lineIndex(of: offset)
    var k = lineStarts[line]
    var units = 0
    if let marks = checkpoints[line] {
      let passed = min((offset - k) / Self.checkpointSpacing, marks.count)
      if passed > 0 {
        units = marks[passed - 1]
        k += passed * Self.checkpointSpacing
      }
    }
    while k < offset && k < bytes.count {
      units += Self.utf16Units(bytes[k])
      k += 1
    }
    return units + 1
  }

  /// The UTF-16 code units a UTF-8 byte adds: a 4-byte sequence is a surrogate pair, every other
  /// lead byte one unit, a continuation byte none.
  @inline(__always) static func utf16Units(_ byte: UInt8) -> Int {
    byte & 0xC0 == 0x80 ? 0 : byte >= 0xF0 ? 2 : 1
  }
}
