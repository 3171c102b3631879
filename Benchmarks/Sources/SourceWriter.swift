/// Builds the text of one generated Swift file line by line, with indentation.
struct SourceWriter {
  private(set) var bytes: [UInt8] = []
  var level = 0
  /// Four spaces, two spaces or a tab, chosen per file as real projects differ.
  let indentUnit: [UInt8]
  /// `\n`, or `\r\n` for the odd file saved on Windows.
  let lineEnd: [UInt8]

  init(indentUnit: String, lineEnd: String) {
    self.indentUnit = Array(indentUnit.utf8)
    self.lineEnd = Array(lineEnd.utf8)
    bytes.reserveCapacity(48 * 1024)
  }

  var count: Int { bytes.count }

  /// One line at the current indentation; an empty `text` writes a blank line.
  mutating func line(_ text: String) {
    if !text.isEmpty {
      for _ in 0..<level { bytes += indentUnit }
      bytes += text.utf8
    }
    bytes += lineEnd
  }

  /// A line that opens a block: what follows is indented one more level.
  mutating func open(_ text: String) {
    line(text)
    level += 1
  }

  /// Closes a block opened by `open`.
  mutating func close(_ text: String = "}") {
    level = max(level - 1, 0)
    line(text)
  }

  /// A line written at column zero whatever the indentation (`#if`, `#endif`, multi-line string
  /// bodies in some styles).
  mutating func flushLeft(_ text: String) {
    bytes += text.utf8
    bytes += lineEnd
  }
}
