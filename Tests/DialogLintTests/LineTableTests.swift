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
