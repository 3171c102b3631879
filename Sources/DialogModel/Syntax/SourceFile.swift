import DialogFacts
import Foundation
import SourceText
import SwiftScan

/// One Swift file of the project: its bytes, and its syntax tree.
///
/// A file that may hold a dialog, a custom overlay posing as one or a suppression comment is
/// parsed when it is read; any other file can add nothing of its own to a report, and is parsed
/// only if the model reaches it through the type index (`TypeIndex`), which most files never are.
/// Such a file given a way to read it again keeps no bytes until then: a scan's memory is that of
/// the files it parses, not of the whole tree. A class, as it never changes: copies of a struct
/// would retain its path, names and tree for every reader.
public final class SourceFile: Sendable {
  /// The path as the user gave it (relative when the input was relative).
  public let path: String
  /// Whether the file's bytes spell a word that dialogs, custom overlays and suppression comments
  /// need (`DialogWords`): only such a file can have findings or directives of its own.
  public let mayHoldDialogs: Bool
  /// What the file may declare, read from its bytes.
  let skim: TypeNameSkim
  private let parsed: ParsedFile

  /// Reads `bytes`, parsing them at once when the file may hold dialogs or its skim is not
  /// complete (the index then has to parse it anyway). A file not parsed now is parsed from
  /// `reread()` when it is needed, when there is one (a file changed meanwhile is read as it is
  /// then), and else from `bytes`, kept until then.
  public init(
    path: String, bytes: [UInt8], options: ModelOptions = ModelOptions(),
    reread: (@Sendable () -> Result<[UInt8], Error>)? = nil
  ) {
    self.path = path
    skim = TypeNameSkim(bytes, watching: options.dialogWords)
    mayHoldDialogs = options.dialogWords == nil || DialogWords.mayOccur(skim)
    parsed = ParsedFile(
      bytes, now: mayHoldDialogs || !skim.isComplete, dialogAliases: mayHoldDialogs ? options.aliases : nil,
      reread: reread)
  }

  /// Why the file could not be read again when the model needed it, after the model is done:
  /// what it declares was then missing from the scan.
  public var lateReadFailure: String? { parsed.lateReadFailure }

  /// The bytes the file's tree was made from.
  public var bytes: [UInt8] { tree.bytes }

  var syntax: FileSyntax { parsed.syntax() }

  var tree: SyntaxTree { syntax.tree }

  /// The line table of the file's bytes.
  public var lines: LineTable { syntax.lines }

  /// Parses the file now unless it is parsed or being parsed: a thread that needs many files
  /// starts on those no other thread has.
  func parseUnlessStarted() { parsed.parseUnlessStarted() }

  /// The file's comments: their byte ranges, and whether each is a `/* … */` block.
  public var comments: [(range: Range<Int>, isBlock: Bool)] { tree.comments.map { ($0.range, $0.isBlock) } }

  /// Where the first token at or after byte `offset` starts, if any.
  public func codeStart(after offset: Int) -> Int? {
    let tree = tree
    // Tokens are in source order: a binary search finds the first.
    let low = tree.tokens.partitionPoint { $0.start >= offset }
    return low < tree.tokens.count ? Int(tree.tokens[low].start) : nil
  }
}

/// A file's syntax, made when the file is read or on first use (once, by whichever thread needs it
/// first; the others wait for it).
private final class ParsedFile: @unchecked Sendable {
  private let early: FileSyntax?
  /// Guards the state below; the model asks for a file's syntax thousands of times a scan.
  private let lock = ShortLock()
  private var late: FileSyntax?
  private var isStarted = false
  /// What a late parse reads: the bytes, or a way to read them again.
  private var bytes: [UInt8]?
  private let reread: (@Sendable () -> Result<[UInt8], Error>)?
  private var failure: String?
  /// Where a thread waits for a parse another thread has started, for as long as a parse takes.
  private let parsed = NSCondition()

  init(
    _ bytes: [UInt8], now: Bool, dialogAliases: [String: Dialog.Kind]?,
    reread: (@Sendable () -> Result<[UInt8], Error>)?
  ) {
    early = now ? FileSyntax(bytes, dialogAliases: dialogAliases) : nil
    self.bytes = now || reread != nil ? nil : bytes
    self.reread = now ? nil : reread
  }

  func syntax() -> FileSyntax {
    if let early { return early }
    if let late = lock.withLock({ late }) { return late }
    parseUnlessStarted()
    parsed.lock()
    defer { parsed.unlock() }
    while true {
      if let late = lock.withLock({ late }) { return late }
      parsed.wait()
    }
  }

  var lateReadFailure: String? { lock.withLock { failure } }

  /// Parses the file unless it is parsed or another thread is parsing it.
  func parseUnlessStarted() {
    guard early == nil else { return }
    let source = lock.withLock { () -> [UInt8]?? in
      guard !isStarted else { return nil }
      isStarted = true
      defer { bytes = nil }
      return .some(bytes)
    }
    guard let source else { return }
    var failure: String?
    let made: FileSyntax
    if let source {
      made = FileSyntax(source)
    } else {
      switch reread!() {
      case .success(let bytes): made = FileSyntax(bytes)
      case .failure(let error):
        failure = "\(error)"
        made = FileSyntax([])
      }
    }
    lock.withLock {
      late = made
      self.failure = failure
    }
    // A waiter holds `parsed` from its last look at `late` until it waits: it cannot miss this.
    parsed.withLock { parsed.broadcast() }
  }
}

/// The words without which a file holds no dialog, custom overlay or suppression comment, looked
/// for in its bytes as whole ASCII words (a superset of the tokens that spell them).
enum DialogWords {
  /// The modifiers `DialogFinder` takes for dialogs (`Dialog.Kind`), a suppression comment's
  /// marker (`dialoglint:`, without the colon), then the layering containers a faux dialog sits
  /// in; a team's aliases of dialog modifiers come after them.
  static let words =
    Dialog.Kind.allCases.map(\.rawValue) + ["dialoglint"] + SwiftUIVocabulary.layeringContainers.sorted()
  /// Bits of the containers among `words`: with one, a faux dialog needs a condition named with a
  /// dialog word too.
  static let containers: UInt64 = (1 << UInt64(words.count) - 1) ^ (1 << UInt64(Dialog.Kind.allCases.count + 1) - 1)
  /// Bits of the dialog modifiers and aliases among `words`, which count only where a function of
  /// that name may be called or declared: `DialogFinder` reads names before a `(`, and
  /// `TypeIndex.viewModifiers` a team's own `func alert<Item>(…)`; an `alert` property, a
  /// `case alert` or UIKit's `preferredStyle: .alert` make no dialog.
  static let calledOnly: UInt64 = ~(containers | 1 << UInt64(Dialog.Kind.allCases.count))
  /// What to watch for with `aliases`; nil when an alias is not made of ASCII words, so that every
  /// file may hold it.
  static func watch(aliases: some Collection<String>) -> TypeNameSkim.Watch? {
    guard aliases.allSatisfy({ $0.utf8.allSatisfy(ASCIIWords.isWordByte) }) else { return nil }
    // A faux dialog's condition (`if showAlert`) names one of its words, in any case.
    return TypeNameSkim.Watch(
      words + aliases.sorted(), calledOnly: calledOnly, inConditions: FauxDialogSites.dialogWords)
  }

  /// Whether a file with the skim `skim` may hold a dialog, a team's alias of one, a faux dialog
  /// or a suppression comment.
  static func mayOccur(_ skim: TypeNameSkim) -> Bool {
    skim.watchedWords & ~containers != 0 || (skim.watchedWords & containers != 0 && skim.conditionHoldsWord)
  }
}
