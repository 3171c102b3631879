import DialogFacts
import DialogModel
import SourceText

/// The `dialoglint:` comments of one file, and the findings they silence.
///
/// - `// dialoglint:disable:next RULE-ID [RULE-ID…]` silences the next line of code;
/// - `// dialoglint:disable:this RULE-ID` silences its own line;
/// - `// dialoglint:disable RULE-ID` … `// dialoglint:enable RULE-ID` silences the lines between;
/// - `all` stands for every rule; ` -- reason` after the ids is kept as the justification.
///
/// A comment aimed at the first line of a dialog call silences the whole call, so that one comment
/// covers findings on its actions too.
public struct SuppressionComments: Sendable {
  public struct Directive: Sendable, Equatable {
    public enum Kind: String, Sendable {
      case next = "disable:next"
      case this = "disable:this"
      case disable, enable
    }
    public var kind: Kind
    public var rules: [String]
    /// Where each rule id is written, for warnings about unknown ids.
    public var ruleOffsets: [Int]
    public var justification: String?
    /// The 1-based line the comment is on, and the line it aims at (`next`, `this`).
    public var line: Int
    public var target: Int
    public var offset: Int

    func covers(_ rule: String) -> Bool { rules.contains("all") || rules.contains(rule) }
  }

  public private(set) var directives: [Directive] = []
  /// Per rule, for each directive, the line of the next `enable` of that rule: found once per rule
  /// in one backward pass.
  private var endsByRule: [String: [Int]] = [:]
  /// Which directives silenced something, for warnings about unused ones.
  private var used: Set<Int> = []

  /// Reads the directives among `file`'s comments; `lines` places them.
  public init(_ file: SourceFile, lines: LineTable) {
    let bytes = file.bytes
    for comment in file.comments {
      guard let base = Self.directiveStart(bytes, comment.range) else { continue }
      let text = String(decoding: bytes[base..<comment.range.upperBound], as: UTF8.self)
      var body = text[...]
      if comment.isBlock, body.hasSuffix("*/") { body = body.dropLast(2) }
      var justification: String? = nil
      if let dashes = body.firstRange(of: " -- ") {
        justification = body[dashes.upperBound...].trimmingCharacters(in: " ")
        body = body[..<dashes.lowerBound]
      }
      let words = body.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
      guard let first = words.first, let kind = Directive.Kind(rawValue: String(first)) else { continue }
      let offsets = words.dropFirst().map { base + body.utf8.distance(from: body.startIndex, to: $0.startIndex) }
      let line = lines.lineIndex(of: comment.range.lowerBound) + 1
      var target = line
      if kind == .next {
        // The next line holding code, so that a note between the comment and the code is fine.
        target = file.codeStart(after: comment.range.upperBound).map { lines.lineIndex(of: $0) + 1 } ?? line + 1
      }
      directives.append(
        Directive(
          kind: kind, rules: words.dropFirst().map(String.init), ruleOffsets: offsets, justification: justification,
          line: line, target: target, offset: comment.range.lowerBound))
    }
  }

  /// For each directive, the line of the first `enable` of `rule` after it, or `Int.max`.
  private mutating func regionEnds(_ rule: String) -> [Int] {
    if let known = endsByRule[rule] { return known }
    var ends = [Int](repeating: .max, count: directives.count)
    var next = Int.max
    for index in directives.indices.reversed() {
      ends[index] = next
      if directives[index].kind == .enable && directives[index].covers(rule) { next = directives[index].line }
    }
    endsByRule[rule] = ends
    return ends
  }

  /// The first directive that silences a finding of `rule` on `line`, else the first aimed at
  /// `scopeLine`, the first line of its dialog call; marks it used. A nil line is not in this file.
  public mutating func suppression(rule: String, line: Int?, scopeLine: Int?) -> Directive? {
    var aimedAtScope: Int? = nil
    for (index, directive) in directives.enumerated() where directive.covers(rule) {
      switch directive.kind {
      case .this, .next:
        if directive.target == line { return use(index) }
        if aimedAtScope == nil && directive.target == scopeLine { aimedAtScope = index }
      case .disable:
        if let line, line > directive.line && line < regionEnds(rule)[index] { return use(index) }
      case .enable:
        break
      }
    }
    return aimedAtScope.map { use($0) }
  }

  private mutating func use(_ index: Int) -> Directive {
    used.insert(index)
    return directives[index]
  }

  /// The offset just past `dialoglint:` when the text of the comment spanning `range` of `bytes`
  /// starts with it (after `//`, `///`, `/*` or `/**` and blanks), else nil: a comment that
  /// mentions a directive in its prose, as documentation does, is not one. A byte check, so that
  /// files without directives cost nothing more.
  public static func directiveStart(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    let marker: StaticString = "dialoglint:"
    let length = marker.utf8CodeUnitCount
    guard range.count >= 2 + length, bytes[range.lowerBound] == UInt8(ascii: "/") else { return nil }
    let opener = bytes[range.lowerBound + 1]  // `/` or `*`
    var k = range.lowerBound + 2
    while k < range.upperBound && bytes[k] == opener { k += 1 }
    while k < range.upperBound && (bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t")) { k += 1 }
    guard k + length <= range.upperBound else { return nil }
    let m = marker.utf8Start
    return (0..<length).allSatisfy({ bytes[k + $0] == m[$0] }) ? k + length : nil
  }

  /// The directives that silenced nothing (`enable` aside).
  public var unused: [Directive] {
    directives.enumerated().filter { !used.contains($0.offset) && $0.element.kind != .enable }.map(\.element)
  }
}

extension Substring {
  func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
