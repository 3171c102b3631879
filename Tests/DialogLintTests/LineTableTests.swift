import SplitMix
import Testing

@testable import SourceText

@Suite("Line tables: lines, columns and UTF-16 columns")
struct LineTableTests {
  /// The UTF-16 column of `offset`, counted from the start of its line.
  static func naiveUTF16Column(_ offset: Int, in text: String) -> Int {
    let bytes = Array(text.utf8)
    var start = offset
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return String(decoding: bytes[start..<offset], as: UTF8.self).utf16.count + 1
  }

  @Test("lines start where a reading of one byte at a time finds them, past eight bytes at a time")
  func lineStarts() {
    var random = SplitMix64(state: 21)
    let pieces: [[UInt8]] = [
      Array("let x = 1".utf8), [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), [0x09], [0x0B], [0x0C], [0x8A], [0x8D],
      [0x00], [0x1A], [0x2D], Array("abcdefghijklmnop".utf8),
    ]
    for _ in 0..<3000 {
      var bytes: [UInt8] = []
      for _ in 0..<random.next(below: 16) { bytes += pieces[random.next(below: pieces.count)] }
      var starts = [0]
      for (k, byte) in bytes.enumerated()
      where byte == 0x0A || (byte == 0x0D && (k + 1 == bytes.count || bytes[k + 1] != 0x0A)) {
        starts.append(k + 1)
      }
      #expect(LineTable(bytes).lineStarts == starts, "\(bytes)")
    }
  }

  @Test("a partition point is the first index past the partition, as a linear search finds it")
  func partitionPoint() {
    var random = SplitMix64(state: 34)
    for _ in 0..<2000 {
      let values = (0..<random.next(below: 40)).map { _ in random.next(below: 20) }.sorted()
      let pivot = random.next(below: 22) - 1
      #expect(values.partitionPoint { $0 > pivot } == (values.firstIndex { $0 > pivot } ?? values.endIndex))
      let slice = values.dropFirst(values.count / 3)
      #expect(slice.partitionPoint { $0 >= pivot } == (slice.firstIndex { $0 >= pivot } ?? slice.endIndex))
    }
  }

  @Test("UTF-16 columns on a line far longer than the checkpoint spacing are counted exactly")
  func longLine() {
    var line = ""
    for k in 0..<3000 { line += k % 7 == 0 ? "é📌 x; " : "Text(\"\(k)\"); " }
    let text = "import SwiftUI\n" + line + "\nlet end = 1\n"
    let bytes = Array(text.utf8)
    let table = LineTable(bytes)
    var offsets = Array(stride(from: 0, to: bytes.count, by: 997)) + [bytes.count - 1]
    // Offsets on and around the checkpoints of the long line.
    let lineStart = table.lineStarts[1]
    for mark in stride(from: lineStart, to: bytes.count, by: LineTable.checkpointSpacing) {
      offsets += [mark - 1, mark, mark + 1].filter { $0 >= 0 && $0 < bytes.count }
    }
    for offset in offsets where bytes[offset] & 0xC0 != 0x80 {
      #expect(table.utf16Column(of: offset, in: bytes) == Self.naiveUTF16Column(offset, in: text), "offset \(offset)")
    }
  }
}
