import SourceText

/// A change to a scanned file: the bytes of `span` replaced by `text` (an insertion when the span
/// is empty).
public struct TextEdit: Sendable, Hashable {
  public var span: SourceSpan
  public var text: String

  public init(span: SourceSpan, text: String) {
    self.span = span
    self.text = text
  }
}

/// A place where code can be added, with what must surround it there for the result to read as
/// the file is written: separators, line breaks and indentation.
public struct EditSlot: Sendable, Hashable {
  /// What the edit replaces; empty for an insertion.
  public var span: SourceSpan
  public var prefix: String
  public var suffix: String
  /// For a slot inside a line: how many characters the line can take before it is longer than
  /// the file's lines are, and what goes around the code instead, on a new line, when it cannot.
  package var room = Int.max
  package var overflow: (prefix: String, suffix: String)? {
    get { overflowPrefix.map { ($0, overflowSuffix) } }
    set {
      overflowPrefix = newValue?.prefix
      overflowSuffix = newValue?.suffix ?? ""
    }
  }
  private var overflowPrefix: String?
  private var overflowSuffix = ""
  /// What the overflow replaces when it lays out more than the slot (a call's arguments, one a line).
  package var overflowSpan: SourceSpan?

  package init(span: SourceSpan, prefix: String, suffix: String) {
    self.span = span
    self.prefix = prefix
    self.suffix = suffix
  }

  /// The edit that puts `code` in the slot.
  public func edit(_ code: String) -> TextEdit {
    let text = prefix + code + suffix
    if let overflow, !code.contains(where: \.isNewline), text.count - (span.end - span.start) > room {
      return TextEdit(span: overflowSpan ?? span, text: overflow.prefix + code + overflow.suffix)
    }
    return TextEdit(span: span, text: text)
  }

  /// The slot with more written around what goes in it.
  package func wrapping(prefix before: String, suffix after: String) -> EditSlot {
    var slot = self
    slot.prefix = prefix + before
    slot.suffix = after + suffix
    slot.overflow = overflow.map { ($0.prefix + before, after + $0.suffix) }
    return slot
  }
}

/// Where an edit goes, or why none can be made safely.
public enum EditPlace: Sendable {
  case slot(EditSlot)
  case unsafe(String)
}

/// Where a button's role is written or goes.
public enum RoleSlot: Sendable {
  /// `role: .x` goes here.
  case argument(EditSlot)
  /// The value of an existing `role:` argument: `.x` replaces it.
  case value(EditSlot)
  /// The name of a legacy button (`default` of `.default(Text("X"))`): `x` replaces it.
  case legacyName(EditSlot)
}
