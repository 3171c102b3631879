import Foundation

/// A glob pattern over `/`-separated relative paths, read once and matched without backtracking.
///
/// `*` and `?` stay within a name (`?` is one Unicode scalar; names are compared in NFC), `**`
/// spans folders. A pattern without `/` matches a name anywhere (`*.generated.swift`); a pattern
/// that names a folder matches everything under it.
///
/// Both levels (the names of a path, the scalars of a name) are a list of pieces joined by stars.
/// The first piece must match at the start and the last at the end; each piece between them is
/// matched at its leftmost place, since no later place leaves more room for the pieces after it.
/// So nothing is ever retried: the time is linear in the pattern (read once, into pieces), and for
/// a path it is linear in the path's length times the length of the piece being looked for, at
/// worst. Before any of that, a path shorter than what the pattern needs at least is refused at
/// once, so a huge pattern costs nothing per file.
struct Glob: Sendable {
  /// The pattern as written.
  let text: String
  /// The pattern's names between `**`s; for a pattern without `/`, the one name looked for.
  private let names: Pieces<NamePattern>
  /// Whether the pattern has no `/`, and so matches any one name of a path.
  private let matchesAnyName: Bool

  init(_ text: String) {
    self.text = text
    var pattern = Self.composed(text)
    if pattern.hasPrefix("./") { pattern.removeFirst(2) }
    matchesAnyName = !pattern.contains("/")
    if matchesAnyName {
      names = Pieces([[NamePattern(pattern)]])
      return
    }
    var parts = pattern.split(separator: "/").map(String.init)
    // A folder also stands for what is under it.
    if parts.last != "**" { parts.append("**") }
    names = Pieces(parts.split(separator: "**", omittingEmptySubsequences: false).map { $0.map(NamePattern.init) })
  }

  func matches(_ path: String) -> Bool {
    let scalars = Array(Self.composed(path).unicodeScalars)
    let components = scalars.split(separator: "/").map { $0.indices }
    if matchesAnyName {
      return components.contains { names.pieces[0][0].matches(scalars[$0]) }
    }
    return names.match(count: components.count) { piece, start in
      zip(names.pieces[piece], components[start...]).allSatisfy { name, range in name.matches(scalars[range]) }
    }
  }

  /// `text` in NFC, so that "é" typed in a pattern matches "é" decomposed in a file name.
  private static func composed(_ text: String) -> String {
    text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
  }

  /// One name's pattern: runs of scalars (`nil` for `?`) joined by `*`.
  struct NamePattern: Sendable {
    let pieces: Pieces<Unicode.Scalar?>

    init(_ text: String) {
      let scalars = text.unicodeScalars.map { $0 == "?" ? nil : $0 }
      pieces = Pieces(scalars.split(separator: "*", omittingEmptySubsequences: false).map(Array.init))
    }

    func matches(_ name: ArraySlice<Unicode.Scalar>) -> Bool {
      pieces.match(count: name.count) { piece, start in
        zip(pieces.pieces[piece], name.dropFirst(start)).allSatisfy { wanted, scalar in
          wanted == nil || wanted == scalar
        }
      }
    }
  }

  /// Runs of elements joined by stars, where a star matches any run of items (scalars or names).
  struct Pieces<Element: Sendable>: Sendable {
    /// The runs in order; the first and the last may be empty, the others are not (`**` is `*`).
    let pieces: [[Element]]
    /// The fewest items a match needs: the length of every run.
    let minimumCount: Int

    init(_ runs: [[Element]]) {
      var pieces = [runs[0]]
      pieces += runs.dropFirst().dropLast().filter { !$0.isEmpty }
      if runs.count > 1 { pieces.append(runs[runs.count - 1]) }
      self.pieces = pieces
      minimumCount = pieces.reduce(0) { $0 + $1.count }
    }

    /// Whether `count` items match; `matchesAt(piece, start)` says whether piece `piece` matches
    /// the items from `start` (as many as it has elements).
    func match(count: Int, _ matchesAt: (Int, Int) -> Bool) -> Bool {
      guard count >= minimumCount else { return false }
      let last = pieces.count - 1
      guard last > 0 else { return count == pieces[0].count && matchesAt(0, 0) }
      let end = count - pieces[last].count
      guard matchesAt(0, 0), matchesAt(last, end) else { return false }
      var start = pieces[0].count
      for piece in pieces.indices.dropFirst().dropLast() {
        let length = pieces[piece].count
        while start + length <= end && !matchesAt(piece, start) { start += 1 }
        guard start + length <= end else { return false }
        start += length
      }
      return true
    }
  }
}
