import DialogFacts
import SwiftScan

/// Where a view built in a modal's content stands, which tells whether the content shows it
/// (`SyntaxTree.builtView`).
enum BuiltViewPlace {
  /// Handed to `modifier(_:)`: `.modifier(CloseButton())`.
  case modifierArgument
  /// A statement of a view builder: shown where it is written.
  case shown
  /// A local's value (`let row = Row(…)`): shown where the name is used.
  case localValue
}

/// A view built in a modal's content by calling a type's name: `Row(…)`, `Card { … }`,
/// `Module.Row(…)`.
struct BuiltView {
  /// The call, when arguments on the name's line or a closure follow the name.
  var call: Call?
  /// Where the view stands; nil for an argument or a value inside an expression.
  var place: BuiltViewPlace?
}

extension SyntaxTree {
  /// The view built by the type named at `k`, reached through a module or an outer type
  /// (`Module.Row(…)`) when `qualified`.
  func builtView(at k: Int, qualified: Bool) -> BuiltView {
    let start = qualified ? k - 2 : k
    let place: BuiltViewPlace? =
      isModifierArgument(start)
      ? .modifierArgument : isViewPosition(start) ? .shown : isLocalValue(start) ? .localValue : nil
    return BuiltView(call: call(at: k), place: place)
  }

  /// The name a view-builder statement starts with (a `return` skipped): where it is, as
  /// written, and without backticks; nil when it starts with no name.
  func leadingName(of statement: Range<Int>) -> (token: Int, written: String, name: String)? {
    let first = skippingReturn(statement.lowerBound)
    guard let written = nameText(at: first) else { return nil }
    return (first, written, name(first))
  }

  /// Whether a modifier chained after `container` turns its scrolling off: `.scrollDisabled(true)`.
  func isScrollingDisabled(after container: Call) -> Bool {
    chain(after: container.end).contains { link in
      token(link.name, is: .scrollDisabled) && firstArgumentText(of: link) == "true"
    }
  }

  /// The names of the modifiers chained after `call`, in order and without backticks:
  /// `.bold().navigationTitleText()` → `bold`, `navigationTitleText`.
  func modifierNames(after call: Call) -> [String] { chain(after: call.end).map { name($0.name) } }

  /// A declared type as the content walker compares it: without spaces or optional marks
  /// (`() -> Label`, `AnyView?` → `()->Label`, `AnyView`).
  func comparableType(_ type: Range<Int>) -> String { text(type).filter { !$0.isWhitespace && $0 != "?" } }
}

extension FileContext {
  /// The type `declaration` declares, as findings name it: its name as written, and where.
  func typeReference(to declaration: Declaration) -> TypeReference {
    TypeReference(name: tree.text(declaration.name), span: span(declaration.name))
  }
}
