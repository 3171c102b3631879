import SourceText
import SwiftScan

/// How a file is laid out: what a new line and one level of indentation are written as.
struct FileLayout: Sendable {
  let newline: String
  let indentUnit: String
  /// Whether the file writes two statements on one line, joined by `;`.
  let joinsStatements: Bool
  /// How long a line may grow: the file's longest, and at least 120 bytes.
  let lineLimit: Int
  /// Whether the file opens most of its blocks over lines with `{` on a line of its own (Allman).
  let opensBlocksOnOwnLine: Bool

  init(_ tree: SyntaxTree, lines: LineTable) {
    let bytes = tree.bytes
    // The first line break says how the file ends its lines: LF, CRLF, or CR alone.
    let lineBreak = bytes.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    switch lineBreak {
    case let k? where bytes[k] == UInt8(ascii: "\r"):
      newline = k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
    default:
      newline = "\n"
    }
    // Tabs when more lines of code start with one than with a space (a stray tab in a file of
    // spaces is not its style); else the narrowest indentation of a line is one level.
    var narrowest = Int.max
    var tabbed = 0
    var spaced = 0
    for token in tree.tokens where token.startsLine {
      let indent = Self.indent(before: Int(token.start), in: bytes)
      guard let first = indent.first else { continue }
      if first == UInt8(ascii: "\t") {
        tabbed += 1
      } else {
        spaced += 1
        narrowest = min(narrowest, indent.count)
      }
    }
    indentUnit =
      tabbed > spaced ? "\t" : String(repeating: " ", count: narrowest == .max ? 4 : min(narrowest, 8))
    // Lines longer than a common linter's limit are the file's own only when it has some.
    var longest = 0
    for (line, start) in lines.lineStarts.enumerated() {
      var end = line + 1 < lines.lineStarts.count ? lines.lineStarts[line + 1] : bytes.count
      while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
      longest = max(longest, end - start)
    }
    lineLimit = max(120, longest)
    let tokens = tree.tokens
    joinsStatements = tokens.indices.contains { k in
      tokens[k].kind == .semicolon && k + 1 < tokens.count && !tokens[k + 1].startsLine
    }
    var ownLine = 0
    var trailing = 0
    for k in tokens.indices where tokens[k].kind == .leftBrace && k + 1 < tokens.count && tokens[k + 1].startsLine {
      if tokens[k].startsLine { ownLine += 1 } else { trailing += 1 }
    }
    opensBlocksOnOwnLine = ownLine > trailing
  }

  /// The spaces and tabs that start the line holding `offset`, up to it.
  static func indent(before offset: Int, in bytes: [UInt8]) -> ArraySlice<UInt8> {
    // Most lines hold nothing but their indentation before `offset`: it is walked once, back.
    var blank = offset
    while blank > 0 && (bytes[blank - 1] == UInt8(ascii: " ") || bytes[blank - 1] == UInt8(ascii: "\t")) { blank -= 1 }
    if blank == 0 || bytes[blank - 1] == UInt8(ascii: "\n") || bytes[blank - 1] == UInt8(ascii: "\r") {
      return bytes[blank..<offset]
    }
    var start = offset
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") && bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
    var end = start
    while end < offset && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
    return bytes[start..<end]
  }
}
