import DialogModel

/// Label matching shared by the label and role checks.
enum Labels {
  /// Lowercased, with everything but letters, digits and single spaces removed: "OK!" → "ok",
  /// "Not now." → "not now".
  static func normalized(_ text: String) -> String {
    var result = ""
    var pendingSpace = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingSpace && !result.isEmpty { result.append(" ") }
        pendingSpace = false
        result.append(character)
      } else if character.isWhitespace || character == "-" {
        pendingSpace = true
      }
    }
    return result
  }

  /// A rule parameter's words, normalised once per check call rather than once per label.
  struct Words {
    fileprivate let list: [(word: String, normalized: String)]

    init(_ words: [String]) { list = words.map { ($0, Labels.normalized($0)) } }
  }

  /// Whether a known label is exactly one of `words` (case and punctuation aside).
  static func label(_ label: ResolvedText?, isOneOf words: Words) -> Bool {
    guard let label, label.isComplete else { return false }
    let normalized = normalized(label.value)
    return words.list.contains { $0.normalized == normalized }
  }

  /// The one of `words` a label starts with as whole words ("Delete", "Delete All", not
  /// "Deleted"), as written in the parameter. An interpolation after the words is fine:
  /// "Delete \(name)?".
  static func label(_ label: ResolvedText?, startsWithOneOf words: Words) -> String? {
    guard let label else { return nil }
    let prefix = normalized(String(label.knownPrefix))
    let hasMore = !label.isComplete
    for (word, expected) in words.list {
      guard !expected.isEmpty, prefix.hasPrefix(expected) else { continue }
      let rest = prefix.dropFirst(expected.count)
      if rest.isEmpty && (hasMore ? label.knownPrefix.last?.isLetter != true : true) { return word }
      if rest.first == " " { return word }
    }
    return nil
  }
}

extension Action {
  /// A button whose role says neither that it backs out nor that it destroys: none, or `.confirm`.
  var isPlainButton: Bool { control == .button && (role == .none || role == .confirm) }
}

/// How focus-return messages name things: the focus state a fix would use, and the triggers.
struct FocusNames {
  let context: CheckContext
  let dialog: Dialog

  /// The focus state a fix would use: the presenter's only `@AccessibilityFocusState`, or a new
  /// name made from the trigger's label or the binding.
  func suggestedFocusName(for trigger: Trigger) -> (name: String, exists: Bool) {
    if dialog.focusStates.count == 1, let only = dialog.focusStates.first, only.type?.hasPrefix("Bool") != false,
      !only.isBound
    {
      return (only.name, true)
    }
    if let label = trigger.label, label.isComplete {
      let words = Labels.normalized(label.value).split(separator: " ").prefix(3)
      let stem = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      if !stem.isEmpty, stem.unicodeScalars.allSatisfy({ $0.isASCII }) { return ("is\(stem)ButtonFocused", false) }
    }
    var stem = dialog.presentation?.path?.split(separator: ".").last.map(String.init) ?? "dialog"
    for prefix in ["isShowing", "isPresenting", "showing", "show", "isPresented", "presenting", "present", "is"]
    where stem.hasPrefix(prefix) && stem.count > prefix.count {
      stem = String(stem.dropFirst(prefix.count))
      break
    }
    return ("is\(stem.prefix(1).uppercased() + stem.dropFirst())TriggerFocused", false)
  }

  /// How a message names a trigger: `"Delete" (line 14)` or `Button (line 14)`.
  func describe(_ trigger: Trigger) -> String {
    let line = context.line(trigger.span)
    if let label = trigger.label { return "\(context.quoted(label)) (line \(line))" }
    return "\(trigger.name) (line \(line))"
  }
}

extension CheckContext {
  /// A finding for `rule` at `location`, silenced by a comment on the first line of `scope` too.
  func finding(
    _ rule: Rule, _ message: String, at location: SourceSpan, scope: SourceSpan, related: [RelatedLocation] = [],
    severity: Severity? = nil
  ) -> Finding {
    Finding(
      ruleID: rule.id, severity: severity ?? rule.severity, message: message, location: location, related: related,
      scope: scope)
  }

  /// A finding for `rule` at `location` within `dialog`.
  func finding(
    _ rule: Rule, _ message: String, at location: SourceSpan, in dialog: Dialog, related: [RelatedLocation] = [],
    severity: Severity? = nil
  ) -> Finding {
    finding(rule, message, at: location, scope: dialog.callSpan, related: related, severity: severity)
  }

  /// How a message names an action of a dialog the message calls `noun`: `alert action "Delete"`.
  func describe(_ action: Action, in noun: String) -> String { "\(noun) action \(quoted(action.label))" }

  /// Related locations for triggers.
  func related(_ triggers: [Trigger]) -> [RelatedLocation] {
    triggers.map { RelatedLocation(location: $0.span, message: "trigger") }
  }
}
