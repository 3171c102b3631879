import DialogModel
import SwiftScan

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

/// Focus-return helpers: does an action put VoiceOver focus back, and what should it write?
struct FocusReturn {
  static let dialogModifiers: Set<String> = [
    "alert", "confirmationDialog", "actionSheet", "sheet", "fullScreenCover", "popover",
  ]

  let context: CheckContext
  let dialog: Dialog

  /// Whether `body` sets the focus binding back (`name = true`, or `name = value` for the
  /// `equals:` form), directly or in a function of the presenter it calls; nil when unknown.
  func resets(_ body: Action.Body, _ binding: FocusBinding, file: Int) -> Bool? {
    switch body {
    case .none:
      return false
    case .unknown:
      return nil
    case .closure(let open):
      return closureResets(open, binding, file: file, followCalls: true)
    case .function(let name):
      let tree = context.project.tree(file)
      guard let open = functionBody(tree.name(name)) else { return nil }
      return closureResets(open.token, binding, file: open.file, followCalls: false)
    }
  }

  private func closureResets(_ open: Int, _ binding: FocusBinding, file: Int, followCalls: Bool) -> Bool? {
    let tree = context.project.tree(file)
    guard let close = tree.partner(of: open) else { return nil }
    let expected = resetValue(binding)
    for k in (open + 1)..<close {
      guard let end = tree.endOfPath([binding.name], at: k), tree.kind(end) == .equal else { continue }
      let valueEnd = tree.endOfExpression(from: end + 1)
      guard valueEnd > end + 1 else { continue }
      let value = tree.text((end + 1)..<valueEnd)
      if value == expected || (binding.value != nil && value != "nil") { return true }
    }
    // `restoreFocus()` of the same type, followed one level; deeper calls are not, so a function
    // that calls another cannot be judged.
    var unknown = false
    for k in (open + 1)..<close where tree.isName(k) && tree.kind(k + 1) == .leftParen && tree.kind(k - 1) != .period {
      guard let body = functionBody(tree.name(k)) else { continue }
      guard followCalls else {
        unknown = true
        continue
      }
      switch closureResets(body.token, binding, file: body.file, followCalls: false) {
      case true?: return true
      case nil: unknown = true
      case false?: break
      }
    }
    return unknown ? nil : false
  }

  private func functionBody(_ name: String) -> TokenRef? {
    guard let presenter = dialog.presenterName else { return nil }
    return context.project.memberBody(named: name, ofType: presenter, from: dialog.token.file, functionsOnly: true)
  }

  /// Whether the presenter sets the focus flag somewhere besides this dialog (in `onChange`, a
  /// helper, another dialog): then whether an action must set it cannot be told.
  func isSetElsewhere(_ binding: FocusBinding) -> Bool {
    for ref in dialog.presenterDeclarations {
      let tree = context.project.tree(ref.file)
      guard let open = tree.declarations[ref.index].body, let close = tree.partner(of: open) else { continue }
      for k in (open + 1)..<close {
        guard let end = tree.endOfPath([binding.name], at: k), tree.kind(end) == .equal else { continue }
        if ref.file == dialog.token.file && dialog.callRange.contains(k) { continue }
        // Another dialog's actions or `onDismiss` resetting the same flag is not "elsewhere".
        var inDialog = false
        tree.forEachEnclosingClosure(of: k) { _, owner in
          inDialog = Self.dialogModifiers.contains(tree.text(owner.call))
          return !inDialog
        }
        if !inDialog { return true }
      }
    }
    return false
  }

  /// The focus state a fix would use: the presenter's only `@AccessibilityFocusState`, or a new
  /// name made from the trigger's label or the binding.
  func suggestedFocusName(for trigger: Trigger) -> (name: String, exists: Bool) {
    if dialog.focusStates.count == 1, let only = dialog.focusStates.first, only.type?.hasPrefix("Bool") != false,
      !isBound(only.name)
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

  /// Whether some control in the dialog's file already carries `.accessibilityFocused($name)`.
  private func isBound(_ name: String) -> Bool {
    context.project.focusedNames(in: dialog.token.file).contains(name)
  }

  /// How a message names a trigger: `"Delete" (line 14)` or `Button (line 14)`.
  func describe(_ trigger: Trigger) -> String {
    let line = context.line(trigger.token)
    if let label = trigger.label { return "\(context.quoted(label)) (line \(line))" }
    return "\(context.text(trigger.token)) (line \(line))"
  }

  /// The value a reset writes: `true`, or the `equals:` value.
  func resetValue(_ binding: FocusBinding?) -> String { binding?.value ?? "true" }
}

extension CheckContext {
  /// A finding for `rule` at `location`, silenced by a comment on the first line of `scope` too.
  func finding(
    _ rule: Rule, _ message: String, at location: Location, scope: Location, related: [RelatedLocation] = [],
    severity: Severity? = nil
  ) -> Finding {
    Finding(
      ruleID: rule.id, severity: severity ?? rule.severity, message: message, location: location, related: related,
      scope: scope)
  }

  /// A finding for `rule` at `location` within `dialog`.
  func finding(
    _ rule: Rule, _ message: String, at location: Location, in dialog: Dialog, related: [RelatedLocation] = [],
    severity: Severity? = nil
  ) -> Finding {
    finding(rule, message, at: location, scope: scope(of: dialog), related: related, severity: severity)
  }

  /// How a message names an action of a dialog the message calls `noun`: `alert action "Delete"`.
  func describe(_ action: Action, in noun: String) -> String { "\(noun) action \(quoted(action.label))" }

  /// The location of an action: its label when written (a whole string literal), else the control.
  func location(of action: Action) -> Location {
    guard let label = action.labelToken else { return location(action.token) }
    let tree = project.tree(label.file)
    guard let literal = tree.stringLiteral(at: label.token), literal.end > label.token else { return location(label) }
    return location(file: label.file, label.token..<literal.end)
  }

  /// Related locations for triggers.
  func related(_ triggers: [Trigger]) -> [RelatedLocation] {
    triggers.map { RelatedLocation(location: location($0.token), message: "trigger") }
  }
}
