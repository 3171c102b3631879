import SplitMix

/// Mutates Swift source the way a fuzzer would, with pieces that stress the lexer's states:
/// quotes, raw delimiters, interpolation, regex slashes, comments, odd bytes and line ends.
enum Mutator {
  static let pieces: [[UInt8]] =
    [
      "\"", "\"\"\"", "#", "##\"", "\"#", "\\(", ")", "(", "/", "#/", "/#", "\n", "\r", "\r\n", "\\", "'",
      "`", "/*", "*/", "//", "{", "}", "0x", "1.", "e+", "p-", "<#", "#>", "?", "!", "try", " ", "\t", "$",
      "_", ".", "[", "]", "\\u{1F600}", "\\#(", "<<<<<<< ", ">>>>>>> ", ">>>> ", "<<<<\n", "#if os(iOS)\n",
      "#endif\n", ".alert(", "Button(\"OK\") {", "}", "\u{A0}", "\u{FEFF}", "\u{201C}", "\u{201D}", "\u{301}",
      "😀",
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC0, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x7F]]

  static func mutate(_ source: [UInt8], sources: [[UInt8]], random: inout SplitMix64) -> [UInt8] {
    var bytes = source
    for _ in 0..<(1 + random.next(below: 12)) {
      let position = random.next(below: bytes.count + 1)
      switch random.next(below: 20) {
      case 0..<10:
        bytes.insert(contentsOf: pieces[random.next(below: pieces.count)], at: position)
      case 10..<14 where !bytes.isEmpty:
        bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.next(below: 4)))
      case 14..<17 where !bytes.isEmpty:
        bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
      default:
        let donor = sources[random.next(below: sources.count)]
        let start = random.next(below: donor.count + 1)
        bytes.insert(contentsOf: donor[start..<min(donor.count, start + 1 + random.next(below: 60))], at: position)
      }
    }
    return bytes
  }
}
