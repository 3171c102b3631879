/// What a file may declare and import, read from its bytes without lexing it: the names after
/// `struct`, `class`, `enum`, `actor`, `protocol` and `extension`, those after `func`, and the
/// modules it mentions.
///
/// It reads comments and strings as code, so it finds more than the parser does, never less: a
/// type declaration is a keyword token followed, across whitespace and comments, by its name
/// token (and for an extension `.` and more names), and the skim records every ASCII identifier
/// so placed. Where the bytes after a keyword are anything it does not fully understand (a
/// non-ASCII byte, an unterminated comment, a raw identifier), it gives up on the file
/// (`isComplete` false), and the file must be parsed to be known.
public struct TypeNameSkim: Sendable {
  /// The keys (`key(of:)`) of the names declared types may have in the file, ascending, each once.
  public private(set) var names: [Int] = []
  /// The keys of the names functions may have in the file (operators have none), ascending, each
  /// once.
  public private(set) var functions: [Int] = []
  /// Whether every type and function the parser can find in the file has its name among `names`
  /// and `functions`.
  public private(set) var isComplete = true
  /// Whether the file mentions `UIKit`, and `AppKit` or `Cocoa`, as a word.
  public private(set) var mentionsUIKit = false
  public private(set) var mentionsAppKit = false

  /// Bit `n` is set when the `n`th of the watched words occurs as a word (bit 63 for any after the
  /// 63rd), as `Watch` says.
  public private(set) var watchedWords: UInt64 = 0
  /// Whether a name after an `if` may hold one of the watched condition words.
  public private(set) var conditionHoldsWord = false

  /// What a caller looks for besides declarations, in the same pass. A class: every file's skim
  /// shares one, and copying its tables would retain each of them for every file.
  public final class Watch: Sendable {
    /// The skim's keywords, then the words whose occurrences set the bits of `watchedWords`: one
    /// lookup a word.
    fileprivate let all: WordSet
    /// For each keyword, its place among the watched words when it is one of them too.
    fileprivate let watchedKeywords: [Int?]
    /// The bits of the words that count only where a function of that name may be called or
    /// declared: where the first byte after the word that is no whitespace or comment is `(`, `<`,
    /// `{` or a backtick, or one the skim does not read.
    fileprivate let calledOnly: UInt64
    /// Words looked for in any case inside the names right after an `if` (`if model.showAlert`),
    /// through `conditionHoldsWord`; a name the skim cannot read may hold one.
    fileprivate let inConditions: WordSet

    public init(_ words: [String], calledOnly: UInt64 = 0, inConditions: [String] = []) {
      all = WordSet(TypeNameSkim.keywords + words)
      watchedKeywords = TypeNameSkim.keywords.map { words.firstIndex(of: $0) }
      self.calledOnly = calledOnly
      self.inConditions = WordSet(inConditions)
    }

    static let none = Watch([])
  }

  public init(_ bytes: [UInt8], watching watch: Watch? = nil) {
    bytes.withUnsafeBufferPointer { scan($0, watch ?? .none) }
  }

  /// The key of a name as a lookup spells it (`Inner`, `Outer.Inner`, `` `Inner` ``): that of its
  /// last identifier. Nil when the name is not made of ASCII identifiers, dots, spaces and
  /// backticks: such a name is found only in files the skim could not read.
  public static func key(of name: String) -> Int? {
    var name = name
    return name.withUTF8 { bytes -> Int? in
      var end = bytes.count
      while end > 0 && !ASCIIWords.isWordByte(bytes[end - 1]) {
        guard [UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "`")].contains(bytes[end - 1]) else { return nil }
        end -= 1
      }
      var start = end
      while start > 0 && ASCIIWords.isWordByte(bytes[start - 1]) { start -= 1 }
      guard start < end,
        bytes[..<start].allSatisfy({ ASCIIWords.isWordByte($0) || $0 == 0x2E || $0 == 0x20 || $0 == 0x60 })
      else { return nil }
      return hash(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }
  }

  /// FNV-1a of a name's bytes: names are short, and a collision only makes a lookup check one more
  /// candidate (the index, one more file).
  public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash)
  }

  /// The type keywords (the last, `extension`, takes dotted names), the modules, `func`, then `if`.
  private static let keywords = [
    "struct", "class", "enum", "actor", "protocol", "extension", "UIKit", "AppKit", "Cocoa", "func", "if",
  ]

  private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ watch: Watch) {
    let keywordCount = Self.keywords.count
    // Where the name after the last `func` starts: a function declared is counted as one called,
    // whatever follows its name.
    var functionName = -1
    watch.all.forEachCandidate(in: bytes) { range in
      guard let found = watch.all.index(of: range, in: bytes) else { return }
      if let index = found < keywordCount ? watch.watchedKeywords[found] : found - keywordCount {
        let bit: UInt64 = 1 << min(index, 63)
        if bit & watch.calledOnly == 0 || range.lowerBound == functionName
          || mayBeCalled(bytes, after: range.upperBound)
        {
          watchedWords |= bit
        }
      }
      switch found {
      // Once the skim has given up on the file's types, it still reads the words.
      case let keyword where keyword <= 5 && isComplete:
        name(bytes, after: range.upperBound, dotted: range.count == 9, isType: true)
      case 6: mentionsUIKit = true
      case 7, 8: mentionsAppKit = true
      case 9:
        functionName = skipTrivia(bytes, from: range.upperBound) ?? -1
        if isComplete { name(bytes, after: range.upperBound, dotted: false, isType: false) }
      // `` `if` `` (a view helper's name) is an identifier, never the keyword.
      case 10 where !conditionHoldsWord && (range.lowerBound == 0 || bytes[range.lowerBound - 1] != UInt8(ascii: "`")):
        conditionHoldsWord = namesHold(watch.inConditions, bytes, after: range.upperBound)
      default: break
      }
    }
    // Appended as found, made distinct once: a set would hash each key, and again as it grows.
    names = Self.distinct(names)
    functions = Self.distinct(functions)
  }

  private static func distinct(_ keys: [Int]) -> [Int] {
    var distinct: [Int] = []
    distinct.reserveCapacity(keys.count)
    for key in keys.sorted() where distinct.last != key { distinct.append(key) }
    return distinct
  }

  /// Records the name after a keyword that ends at `start` (a type's, or a function's), and for an
  /// extension the names after each `.`. The words it reads are read again as words: a name may itself be a
  /// keyword that the parser takes for the start of another declaration (`struct class Name`).
  private mutating func name(
    _ bytes: UnsafeBufferPointer<UInt8>, after start: Int, dotted: Bool, isType: Bool
  ) {
    let count = bytes.count
    var k = start
    while true {
      guard let next = skipTrivia(bytes, from: k) else {
        isComplete = false
        return
      }
      k = next
      guard k < count else { return }
      let backticked = bytes[k] == UInt8(ascii: "`")
      // Anything else that is not an identifier is no name: the parser declares nothing there.
      guard backticked || ASCIIWords.isWordByte(bytes[k]) else { return }
      if backticked { k += 1 }
      let nameStart = k
      while k < count && ASCIIWords.isWordByte(bytes[k]) { k += 1 }
      let name = nameStart..<k
      if backticked {
        // `` `Name` ``; a raw identifier with other characters is for the parser to read.
        guard !name.isEmpty, k < count, bytes[k] == UInt8(ascii: "`") else {
          isComplete = false
          return
        }
        k += 1
      } else if k < count && (bytes[k] >= 0x80 || bytes[k] == UInt8(ascii: "$")) {
        // The identifier goes on in bytes the skim does not read.
        isComplete = false
        return
      }
      let key = Self.hash(UnsafeBufferPointer(rebasing: bytes[name]))
      if isType { names.append(key) } else { functions.append(key) }
      guard dotted, let dot = skipTrivia(bytes, from: k), dot < count, bytes[dot] == UInt8(ascii: ".") else { return }
      k = dot + 1
    }
  }

  /// Whether the names after the `if` that ends at `start` (`if a.b.c`, read as the parser reads a
  /// condition) may hold one of `words`: a name the skim does not read (backticked, `$0`,
  /// non-ASCII) may.
  private func namesHold(_ words: WordSet, _ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Bool {
    let count = bytes.count
    var k = start
    while true {
      guard let first = skipTrivia(bytes, from: k) else { return true }
      guard first < count, ASCIIWords.isWordByte(bytes[first]) else {
        return first < count && [UInt8(ascii: "`"), UInt8(ascii: "$")].contains(bytes[first])
      }
      var end = first
      while end < count && ASCIIWords.isWordByte(bytes[end]) { end += 1 }
      if end < count && (bytes[end] >= 0x80 || bytes[end] == UInt8(ascii: "$")) { return true }
      if words.occurs(caseInsensitivelyIn: UnsafeBufferPointer(rebasing: bytes[first..<end])) { return true }
      guard let dot = skipTrivia(bytes, from: end) else { return true }
      guard dot < count, bytes[dot] == UInt8(ascii: ".") else { return false }
      k = dot + 1
    }
  }

  /// Whether the word that ends at `end` may be a function's name, called or declared.
  private func mayBeCalled(_ bytes: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
    guard let next = skipTrivia(bytes, from: end) else { return true }
    return next < bytes.count
      && [UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "{"), UInt8(ascii: "`")].contains(bytes[next])
  }

  /// The first byte at or after `start` that is not ASCII whitespace or in a comment; nil when a
  /// comment does not end, or a byte comes first that the lexer might skip as trivia (a control
  /// character, a non-ASCII byte) but the skim does not read.
  private func skipTrivia(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var k = start
    let count = bytes.count
    while k < count {
      switch bytes[k] {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        k += 1
      case UInt8(ascii: "/") where k + 1 < count && bytes[k + 1] == UInt8(ascii: "/"):
        while k < count && bytes[k] != 0x0A && bytes[k] != 0x0D { k += 1 }
      case UInt8(ascii: "/") where k + 1 < count && bytes[k + 1] == UInt8(ascii: "*"):
        var depth = 1
        k += 2
        while depth > 0 {
          guard k + 1 < count else { return nil }
          if bytes[k] == UInt8(ascii: "/") && bytes[k + 1] == UInt8(ascii: "*") {
            depth += 1
            k += 2
          } else if bytes[k] == UInt8(ascii: "*") && bytes[k + 1] == UInt8(ascii: "/") {
            depth -= 1
            k += 2
          } else {
            k += 1
          }
        }
      case 0x21...0x7E:
        return k
      default:
        return nil
      }
    }
    return k
  }
}
