import DialogFacts
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

  /// A rule parameter's words, normalised once per run (`RuleEngine`) rather than once per label.
  struct Words: Sendable {
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

  /// The fix that gives the button `role`: `role: .x` in its arguments, or the legacy `.x(…)`.
  func roleFix(_ role: Role) -> FixResult {
    let summary = "give the action role: .\(role.rawValue)"
    switch roleSlot {
    case .argument(let slot)?: return .make(summary, [(.slot(slot), "role: .\(role.rawValue)")])
    case .value(let slot)?: return .make(summary, [(.slot(slot), ".\(role.rawValue)")])
    case .legacyName(let slot)?: return .make(summary, [(.slot(slot), role.rawValue)])
    case nil: return .unavailable("the action is not a button")
    }
  }
}

/// A fixable finding's repair, or why there is none.
enum FixResult {
  case fix(Fix)
  case unavailable(String)
  /// No fix now, for `reason`, which only the rewrite of a legacy alert stands behind: when the
  /// deprecated-alert-api fix rewrites the dialog, the next pass of `--fix` makes this one.
  case afterRewrite(reason: String)

  /// The fix made of the edits at `places`, or the first reason one of them cannot be made.
  ///
  /// An insertion where an earlier edit ends (a Cancel added after the last button, whose action
  /// the fix rewrites) or starts joins that edit, after or before it: `--fix` would not apply two
  /// edits that touch, not knowing their order, and the fix would stay on offer forever. An edit
  /// made twice (one title for two branches) is made once. Whole lines inserted at one place
  /// (declarations) stay edits of their own, so that another fix that declares one of them too
  /// makes the same edit, which `--fix` applies once.
  static func make(_ summary: String, claims: [String: String] = [:], _ places: [(EditPlace, String)]) -> FixResult {
    var edits: [TextEdit] = []
    for (place, code) in places {
      switch place {
      case .slot(let slot):
        let edit = slot.edit(code)
        guard !edits.contains(edit) else { continue }
        let touching = edits.firstIndex { other in
          other.span.file == edit.span.file
            && (other.span.end == edit.span.start || other.span.start == edit.span.start)
        }
        let addsLines = { (edit: TextEdit) in
          edit.span.start == edit.span.end && edit.text.first?.isNewline == true
        }
        if edit.span.start == edit.span.end, let index = touching,
          !(addsLines(edit) && addsLines(edits[index]) && edits[index].span.start == edit.span.start)
        {
          if edits[index].span.end == edit.span.start {
            edits[index].text += edit.text
          } else {
            edits[index].text = edit.text + edits[index].text
          }
        } else {
          edits.append(edit)
        }
      case .unsafe(let reason): return .unavailable(reason)
      }
    }
    return .fix(Fix(summary: summary, edits: edits, claims: claims))
  }
}

extension CheckContext {
  /// A finding for `rule` at `location`, silenced by a comment on the first line of `scope` too.
  func finding(
    _ rule: Rule, _ message: String, at location: SourceSpan, scope: SourceSpan, related: [RelatedLocation] = [],
    severity: Severity? = nil, fix: FixResult? = nil
  ) -> Finding {
    var finding = Finding(
      ruleID: rule.id, severity: severity ?? rule.severity, message: message, location: location, related: related,
      scope: scope)
    switch fix {
    case .fix(let value)?: finding.fix = value
    case .unavailable(let reason)?: finding.fixUnavailable = reason
    case .afterRewrite(let reason)?:
      finding.fixUnavailable = reason
      finding.awaitedRewrites = [scope]
    case nil: break
    }
    return finding
  }

  /// A finding for `rule` at `location` within `dialog`.
  func finding(
    _ rule: Rule, _ message: String, at location: SourceSpan, in dialog: Dialog, related: [RelatedLocation] = [],
    severity: Severity? = nil, fix: FixResult? = nil
  ) -> Finding {
    finding(rule, message, at: location, scope: dialog.callSpan, related: related, severity: severity, fix: fix)
  }

  /// How a message names an action of a dialog the message calls `noun`: `alert action "Delete"`.
  func describe(_ action: Action, in noun: String) -> String { "\(noun) action \(quoted(action.label))" }

  /// Related locations for triggers.
  func related(_ triggers: [Trigger]) -> [RelatedLocation] {
    triggers.map { RelatedLocation(location: $0.span, message: RelatedLocation.trigger) }
  }
}

/// A piece of modal content a content check judges on its own.
struct JudgedContent {
  var content: ModalContent
  /// The branch's view, for content that branches.
  var branch: TypeReference?
}

extension Dialog {
  /// What a content check judges of `fact`: each branch of content that branches, else the whole
  /// content, where nothing unread may hold the fact; never content that brings UIKit's own
  /// chrome, nor that of a popover that never shows as a sheet.
  func judgedContent(_ fact: ContentFacts) -> [JudgedContent] {
    guard let modal, let content = modal.content, modal.alwaysPopover == nil else { return [] }
    let pieces =
      content.branches.isEmpty
      ? [JudgedContent(content: content, branch: nil)]
      : content.branches.map { JudgedContent(content: $0.content, branch: $0.view) }
    return pieces.filter { $0.content.isKnown(fact) && !$0.content.wrapsPlatformView }
  }
}

extension CheckContext {
  /// How a message names the content that fails a check — `sheet content`, or `sheet content in one
  /// branch (ResultView)` — and the branches as related locations.
  func describeContent(of dialog: Dialog, failing: [JudgedContent]) -> (phrase: String, related: [RelatedLocation]) {
    let noun = dialog.kind.noun
    let branches = failing.compactMap(\.branch)
    guard dialog.modal?.content?.branches.isEmpty == false else { return ("\(noun) content", []) }
    let count = failing.count == 1 ? "one branch" : "\(failing.count) branches"
    let names = branches.isEmpty ? "" : " (\(branches.map(\.name).joined(separator: ", ")))"
    return (
      "\(noun) content in \(count)\(names)", branches.map { RelatedLocation(location: $0.span, message: "branch") }
    )
  }
}
