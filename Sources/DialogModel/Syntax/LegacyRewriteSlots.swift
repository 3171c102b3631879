import DialogFacts
import SwiftScan

/// Where the parts of a legacy alert or action sheet go when a fix moves them to the modern API.
extension EditAnchors {
  /// Where the content closure opened at `open` starts for the rewrite, its first statement at
  /// `first`: past the comments before the value, which stay where they are; nil when a comment
  /// stands among its parts, which would be lost.
  func contentStart(ofClosure open: Int, before first: Int) -> Int? {
    guard let close = tree.partner(of: open) else { return nil }
    let opened = Int(tree.tokens[open].end)
    let contentStart =
      tree.comments.lazy.filter { $0.range.lowerBound >= opened }
      .prefix { $0.range.upperBound <= Int(tree.tokens[first].start) }
      .map(\.range.upperBound).max() ?? opened
    let losesComment = tree.comments.contains {
      contentStart <= $0.range.lowerBound && $0.range.lowerBound < Int(tree.tokens[close].start)
    }
    return losesComment ? nil : contentStart
  }

  /// The layout half of the rewrite: where each part goes.
  func legacyRewriteSlots(
    _ call: Call, binding: Argument, bindingLabel: Int, contentStart: Int, close: Int, valueStart: Int,
    title: LegacyRewrite.Label, message: MovedCode?, buttons: [LegacyRewrite.Button]
  ) -> LegacyRewrite {
    func insertion(at offset: Int, _ prefix: String, _ suffix: String) -> EditSlot {
      EditSlot(span: SourceSpan(file: context.file, start: offset, end: offset), prefix: prefix, suffix: suffix)
    }
    // One argument per line stays one per line.
    let perLine = tree.tokens[bindingLabel].startsLine
    let argumentIndent = indent(of: bindingLabel)
    let separator = perLine ? "," + layout.newline + argumentIndent : ", "
    let base = indent(of: call.name)
    let contentEnd = Int(tree.tokens[close].end)
    let labelStart = Int(tree.tokens[bindingLabel].start)
    let bindingEnd = Int(tree.tokens[binding.value.upperBound - 1].end)
    var wrapped: LegacyRewrite.Wrapped?
    if !perLine, let paren = call.openParen, Int(tree.tokens[paren].end) == labelStart,
      tree.kind(binding.value.upperBound) == .rightParen,
      Int(tree.tokens[binding.value.upperBound].start) == bindingEnd
    {
      let line = layout.newline + base + layout.indentUnit
      wrapped = LegacyRewrite.Wrapped(
        titleSlot: insertion(at: labelStart, line, "," + line), titleIndent: base + layout.indentUnit,
        afterBinding: insertion(at: bindingEnd, "," + line, layout.newline + base),
        closing: insertion(at: bindingEnd, layout.newline + base, ""))
    }
    return LegacyRewrite(
      title: title, message: message, buttons: buttons,
      name: EditSlot(span: context.span(call.name), prefix: "", suffix: ""),
      titleSlot: insertion(at: Int(tree.tokens[bindingLabel].start), "", separator),
      titleIndent: perLine ? argumentIndent : base,
      afterBinding: insertion(at: bindingEnd, separator, ""),
      titleRoom: layout.lineLimit - lineLength(at: labelStart), wrapped: wrapped,
      content: EditSlot(
        span: SourceSpan(file: context.file, start: contentStart, end: contentEnd), prefix: "", suffix: ""),
      contentKeepsComment: contentStart != Int(tree.tokens[tree.partner(of: close) ?? close].end),
      actionIndent: tree.tokens[valueStart].startsLine ? indent(of: valueStart) : base + layout.indentUnit,
      closingIndent: tree.tokens[close].startsLine ? indent(of: close) : base,
      newline: layout.newline)
  }

  /// The code of `range`, ready to move; nil when a following line is indented less than the
  /// line it starts on (its indentation could not be carried over).
  func movableCode(_ range: Range<Int>) -> MovedCode? {
    let indent = Array(FileLayout.indent(before: Int(tree.tokens[range.lowerBound].start), in: tree.bytes))
    let text = tree.bytes[Int(tree.tokens[range.lowerBound].start)..<Int(tree.tokens[range.upperBound - 1].end)]
    let breakByte = layout.newline == "\r" ? UInt8(ascii: "\r") : UInt8(ascii: "\n")
    var lines: [String] = []
    for (index, line) in text.split(separator: breakByte, omittingEmptySubsequences: false).enumerated() {
      var bytes = Array(line)
      if layout.newline == "\r\n", bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
      guard index > 0 else {
        lines.append(String(decoding: bytes, as: UTF8.self))
        continue
      }
      if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
        lines.append("")
        continue
      }
      guard bytes.starts(with: indent) else { return nil }
      lines.append(String(decoding: bytes[indent.count...], as: UTF8.self))
    }
    return MovedCode(lines: lines, newline: layout.newline)
  }
}
