/// What a fix needs to write a legacy dialog with the modern API: the parts of the one
/// `Alert(…)` or `ActionSheet(…)` its content closure builds, as the author wrote them, and where
/// each part goes in the file's own layout.
public struct LegacyRewrite: Sendable {
  /// A title or a button's label.
  public enum Label: Sendable, Equatable {
    /// The string of `Text("…")`, `Text(NSLocalizedString(…))` or `Text(verbatim: name)`, as
    /// written: the modern API reads it through the same overload as `Text` did (a `String` that is
    /// not a literal is shown verbatim by both).
    case string(MovedCode)
    /// Any other `Text` expression (`Text(L10n.ok)`, `Text(verbatim: "OK")`), kept whole: only a
    /// `Text` is sure to read the same way.
    case text(MovedCode)
    /// The label-less `.cancel()`, which the system labels in its own words.
    case systemCancel
  }

  /// What a button runs.
  public enum ActionCode: Sendable, Equatable {
    /// A closure, as written.
    case closure(MovedCode)
    /// A method of the presenter, by name.
    case function(String)
    /// Nothing (`.default(Text("OK"))`, `action: nil`).
    case none
  }

  /// One legacy button: `.default(…)`, `.cancel(…)` or `.destructive(…)`.
  public struct Button: Sendable, Equatable {
    public var role: Role
    public var label: Label
    public var action: ActionCode

    package init(role: Role, label: Label, action: ActionCode) {
      self.role = role
      self.label = label
      self.action = action
    }
  }

  public var title: Label
  /// The `message:` text, when there is one.
  public var message: MovedCode?
  /// In the order the legacy value lists them.
  public var buttons: [Button]
  /// The modifier's name (`actionSheet`), which a confirmation dialog renames.
  public var name: EditSlot
  /// Before the binding argument: the title goes here, the separator after it is the suffix.
  public var titleSlot: EditSlot
  /// The indentation of the line the title goes on.
  public var titleIndent: String
  /// After the binding argument: the prefix is the separator before a new argument.
  public var afterBinding: EditSlot
  /// How many bytes the title's line can take before it is longer than the file's lines are.
  public var titleRoom: Int
  /// The call laid out one argument a line, for a title that does not fit its line; nil when the
  /// call is over lines already or holds more than its binding in its parentheses.
  public var wrapped: Wrapped?
  /// The content closure from its `{` (and a comment ending that line) to its `}`, which the
  /// actions and the closing brace replace.
  public var content: EditSlot
  /// Whether a comment ends the line of the content's `{`, so that even an empty closure closes
  /// on a line of its own.
  public var contentKeepsComment: Bool
  /// The indentation of the content's statements, where each action goes.
  public var actionIndent: String
  /// The indentation of the content's closing brace.
  public var closingIndent: String
  /// How the file breaks lines.
  public var newline: String

  /// Each argument on a line of its own, one level in from the call's line, and `)` on the next,
  /// as formatters wrap a call.
  public struct Wrapped: Sendable {
    /// Before the binding argument, on a line of its own; the title goes on the line before.
    public var titleSlot: EditSlot
    public var titleIndent: String
    /// After the binding argument: a new argument goes on a line of its own, then `)`.
    public var afterBinding: EditSlot
    /// After the binding argument, where nothing follows it: `)` goes on the next line.
    public var closing: EditSlot

    package init(titleSlot: EditSlot, titleIndent: String, afterBinding: EditSlot, closing: EditSlot) {
      self.titleSlot = titleSlot
      self.titleIndent = titleIndent
      self.afterBinding = afterBinding
      self.closing = closing
    }
  }

  package init(
    title: Label, message: MovedCode? = nil, buttons: [Button], name: EditSlot, titleSlot: EditSlot,
    titleIndent: String, afterBinding: EditSlot, titleRoom: Int, wrapped: Wrapped?, content: EditSlot,
    contentKeepsComment: Bool, actionIndent: String, closingIndent: String, newline: String
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.name = name
    self.titleSlot = titleSlot
    self.titleIndent = titleIndent
    self.afterBinding = afterBinding
    self.titleRoom = titleRoom
    self.wrapped = wrapped
    self.content = content
    self.contentKeepsComment = contentKeepsComment
    self.actionIndent = actionIndent
    self.closingIndent = closingIndent
    self.newline = newline
  }
}

/// Code moved elsewhere in its file: its first line as written, each following line without the
/// indentation of the line the code starts on, so that it can be indented where it goes.
public struct MovedCode: Sendable, Equatable {
  package var lines: [String]
  package var newline: String

  /// The code with its following lines indented by `indent`; blank lines stay blank.
  public func placed(at indent: String) -> String {
    lines.dropFirst().reduce(lines[0]) { $0 + newline + ($1.isEmpty ? "" : indent + $1) }
  }

  /// Whether the code spans one line.
  public var isOneLine: Bool { lines.count == 1 }

  package init(lines: [String], newline: String) {
    self.lines = lines
    self.newline = newline
  }
}

/// Why a legacy dialog cannot be written with the modern API by a fix.
public struct LegacyRewriteProblem: Error, Sendable {
  public var reason: String

  package init(reason: String) {
    self.reason = reason
  }
}
