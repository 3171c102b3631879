import DialogFacts
import SwiftScan

/// What a statement among a dialog's actions is, as the action reader reads it
/// (`SyntaxTree.actionStatement`).
enum ActionStatement {
  /// Nothing the dialog shows: an empty statement, a `let` or `var`, a compiler directive.
  case nothing
  /// An `if`/`else` chain or a `switch`: the statements of each branch, and whether one of them
  /// always runs.
  case branching(bodies: [[Range<Int>]], isExhaustive: Bool)
  /// A statement that starts with no name, as written whole.
  case unreadable(String)
  /// A control, a view or a helper, by the name it starts with.
  case named(ActionView)
}

/// A control, view or helper an action statement starts with: `Button("OK") { … }`,
/// `SwiftUI.Toggle(…)`, `deleteButtons`, `self.buttons(for: item)`.
struct ActionView {
  /// The name as written, backticks kept.
  var written: String
  /// Where the name is.
  var token: Int
  /// The call the name makes, when arguments or a closure follow it.
  var call: Call?
  /// The name of the member of the type it may be, past a `self.` and without backticks; nil
  /// when no name follows the `self.`.
  var memberName: String?
}

extension SyntaxTree {
  /// What an action statement is: a branching statement, a control or helper by its name (past
  /// `return` and `SwiftUI.`), nothing the dialog shows, or something no action can be read from.
  func actionStatement(_ statement: Range<Int>) -> ActionStatement {
    let first = skippingModule(skippingReturn(statement.lowerBound))
    guard first < statement.upperBound else { return .nothing }
    if let branches = branches(of: statement) {
      return .branching(bodies: branches.bodies, isExhaustive: branches.isExhaustive)
    }
    if token(first, is: "let") || token(first, is: "var") || kind(first)?.isConditionalDirective == true {
      return .nothing
    }
    guard isName(first) else { return .unreadable(text(statement)) }
    let member = skippingSelf(first)
    return .named(
      ActionView(
        written: text(first), token: first, call: call(at: first), memberName: isName(member) ? name(member) : nil))
  }

  /// Whether the closure opened at `open` holds nothing: `{}`.
  func isEmptyClosure(_ open: Int) -> Bool { partner(of: open) == open + 1 }

  /// The label expression that starts at `start`, as written.
  func writtenLabel(from start: Int) -> String { text(labelRange(from: start)) }
}

/// A function an action calls or hands on by name: `dismiss()`, `self.close()`,
/// `action: router.dismiss`.
struct FunctionName {
  /// The name, without backticks.
  var name: String
  /// Whether it is spelled as SwiftUI's dismiss actions are called: `dismiss`, `dismissWindow`.
  var isDismissAction: Bool
  /// Whether it is the type's own: bare, or through `self.`.
  var isOwn: Bool
}

extension SyntaxTree {
  /// The function named at `k`; nil when `k` is no name.
  func functionName(at k: Int) -> FunctionName? {
    guard isName(k) else { return nil }
    return FunctionName(
      name: name(k), isDismissAction: token(k, is: .dismiss) || token(k, is: .dismissWindow),
      isOwn: base(ofName: k).isOwn)
  }
}

/// The one view a button's label closure shows its words with (`SyntaxTree.labelView`).
enum LabelView {
  /// `Text(…)`, read whole so that `Text(verbatim:)` counts.
  case text(Call)
  /// `Label(…)`, read by its title.
  case label(Call)
}

extension SyntaxTree {
  /// The one `Text` or `Label` the label closure opened at `open` shows; nil when it shows none,
  /// or several.
  func labelView(inClosure open: Int) -> LabelView? {
    let found = textAndLabelCalls(inClosure: open)
    guard found.count == 1, let call = found.first else { return nil }
    return token(call.name, is: .text) ? .text(call) : .label(call)
  }
}
