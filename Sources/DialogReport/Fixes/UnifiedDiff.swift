import SourceText

/// A unified diff of two versions of a file, as `diff -u` and `git diff` print it and `git apply`
/// and `patch -p1` read it: `a/` and `b/` paths spelt as `git diff` spells them, hunks with three
/// lines of context.
public enum UnifiedDiff {
  static let context = 3

  /// The diff of `old` and `new`, the file at `path` (relative to the folder the patch is applied
  /// from); empty when they are equal.
  public static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
    let before = lines(old)
    let after = lines(new)
    let script = editScript(before, after)
    guard script.contains(where: { $0 != .keep }) else { return "" }
    var output = "--- \(name("a/" + path))\n+++ \(name("b/" + path))\n"
    for hunk in hunks(script) {
      output += hunk.header
      for (operation, oldLine, newLine) in hunk.lines {
        switch operation {
        case .keep: output += " " + text(before[oldLine])
        case .delete: output += "-" + text(before[oldLine])
        case .insert: output += "+" + text(after[newLine])
        }
      }
    }
    return output
  }

  /// A file name in a `---` or `+++` line as `git diff` writes it with `core.quotePath=false`, which
  /// `git apply` and GNU `patch` both read back: in double quotes with C escapes when it holds a
  /// control character, `"` or `\` (a raw line feed would end the line, and a tab the name), and
  /// followed by a tab when it holds a space, since `patch` otherwise takes the space for the end of
  /// the name. Other bytes, non-ASCII included, are written as they are, unless the name is not
  /// UTF-8 (`FileName`): then every non-ASCII byte is quoted, as git's default `core.quotePath`
  /// quotes it.
  static func name(_ path: String) -> String {
    let bytes = FileName.bytes(path)
    let raw = !bytes.elementsEqual(path.utf8)
    let mustQuote = { (byte: UInt8) in Self.mustQuote(byte) || (raw && byte >= 0x80) }
    let tab = bytes.contains(UInt8(ascii: " ")) ? "\t" : ""
    guard bytes.contains(where: mustQuote) else { return path + tab }
    var quoted: [UInt8] = [UInt8(ascii: "\"")]
    for byte in bytes {
      guard mustQuote(byte) else {
        quoted.append(byte)
        continue
      }
      quoted.append(UInt8(ascii: "\\"))
      if let letter = escapeLetters[byte] {
        quoted.append(letter)
      } else {
        // Three octal digits, as git writes any other control byte.
        quoted += [byte >> 6, (byte >> 3) & 7, byte & 7].map { UInt8(ascii: "0") + $0 }
      }
    }
    quoted.append(UInt8(ascii: "\""))
    return String(decoding: quoted, as: UTF8.self) + tab
  }

  /// The bytes `git diff` puts a name in quotes for: ASCII controls, DEL, `"` and `\`.
  private static func mustQuote(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// The bytes written as a backslash and a letter in a quoted name.
  private static let escapeLetters: [UInt8: UInt8] = [
    0x07: UInt8(ascii: "a"), 0x08: UInt8(ascii: "b"), 0x09: UInt8(ascii: "t"), 0x0A: UInt8(ascii: "n"),
    0x0B: UInt8(ascii: "v"), 0x0C: UInt8(ascii: "f"), 0x0D: UInt8(ascii: "r"),
    UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
  ]

  enum Operation: Equatable {
    case keep, delete, insert
  }

  /// The file's lines, each with its line break (`\n`, `\r\n`); the last may have none.
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for (k, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      result.append(bytes[start...k])
      start = k + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  /// A line as a diff prints it, with the marker `git apply` expects after a last line with no
  /// line break.
  private static func text(_ line: ArraySlice<UInt8>) -> String {
    let string = String(decoding: line, as: UTF8.self)
    return line.last == UInt8(ascii: "\n") ? string : string + "\n\\ No newline at end of file\n"
  }

  /// The shortest edit script from `a` to `b` (Myers), after the common head and tail.
  static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation] {
    var head = 0
    while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] {
      tail += 1
    }
    let x = Array(a[head..<(a.count - tail)])
    let y = Array(b[head..<(b.count - tail)])
    return Array(repeating: .keep, count: head) + myers(x, y) + Array(repeating: .keep, count: tail)
  }

  private static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation] {
    let n = a.count
    let m = b.count
    let offset = n + m
    var v = [Int](repeating: 0, count: 2 * offset + 2)
    var trace: [[Int]] = []
    search: for d in 0...offset {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m { break search }
      }
    }
    // Walk back through the saved frontiers.
    var operations: [Operation] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previous = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : v[offset + previous]
      let previousY = previousX - previous
      while x > previousX && y > previousY {
        operations.append(.keep)
        x -= 1
        y -= 1
      }
      guard d > 0 else { break }
      operations.append(x == previousX ? .insert : .delete)
      x = previousX
      y = previousY
    }
    return operations.reversed()
  }

  struct Hunk {
    var header: String
    var lines: [(Operation, Int, Int)]
  }

  /// The script's changes with their context, joined where the contexts meet.
  static func hunks(_ script: [Operation]) -> [Hunk] {
    // Each step with the old and new line it stands at.
    var steps: [(Operation, Int, Int)] = []
    var oldLine = 0
    var newLine = 0
    for operation in script {
      steps.append((operation, oldLine, newLine))
      if operation != .insert { oldLine += 1 }
      if operation != .delete { newLine += 1 }
    }
    let changed = steps.indices.filter { steps[$0].0 != .keep }
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(steps.count - 1, index + context)
      if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...range.upperBound
      } else {
        groups.append(range)
      }
    }
    return groups.map { group in
      let lines = Array(steps[group])
      let oldCount = lines.filter { $0.0 != .insert }.count
      let newCount = lines.filter { $0.0 != .delete }.count
      let oldStart = oldCount == 0 ? lines[0].1 : lines[0].1 + 1
      let newStart = newCount == 0 ? lines[0].2 : lines[0].2 + 1
      return Hunk(header: "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n", lines: lines)
    }
  }
}
