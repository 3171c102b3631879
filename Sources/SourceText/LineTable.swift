/// Converts byte offsets into 1-based lines and columns, built only when something is reported.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as in the Swift compiler. Columns count UTF-8 bytes
/// (what swiftc prints); `utf16Column` gives the UTF-16 count SARIF consumers expect.
public struct LineTable: Sendable {
  /// The offset at which each line starts.
  public let lineStarts: [Int]

  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts = [0]
    var k = 0
    let count = bytes.count
    while k < count {
      let c = bytes[k]
      k += 1
      if c == UInt8(ascii: "\n") || (c == UInt8(ascii: "\r") && (k == count || bytes[k] != UInt8(ascii: "\n"))) {
        starts.append(k)
      }
    }
    lineStarts = starts
  }

  public init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { LineTable($0) }
  }

  /// The 0-based index of the line holding `offset`.
  public func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let mid = (low + high) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid }
    }
    return low
  }

  /// The 1-based line and UTF-8 column of `offset`.
  public func position(of offset: Int) -> (line: Int, column: Int) {
    let line = lineIndex(of: offset)
    return (line + 1, offset - lineStarts[line] + 1)
  }

  /// The 1-based column of `offset` counted in UTF-16 code units, as SARIF's `utf16CodeUnits`.
  public func utf16Column(of offset: Int, in bytes: [UInt8]) -> Int {
    let start = lineStarts[lineIndex(of: offset)]
    var units = 0
    var k = start
    while k < offset && k < bytes.count {
      let c = bytes[k]
      // A 4-byte sequence is a surrogate pair; every other lead byte is one unit.
      if c & 0xC0 != 0x80 { units += c >= 0xF0 ? 2 : 1 }
      k += 1
    }
    return units + 1
  }
}
