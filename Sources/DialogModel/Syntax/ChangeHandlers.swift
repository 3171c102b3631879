import DialogFacts
import SwiftScan

/// The `.onChange(of:)` modifiers of a file, read when it is parsed: what runs as a popover
/// closes, what a change of one property changes in turn, and which of SwiftUI's forms the file
/// writes them in.
struct ChangeHandlers: Sendable {
  /// An `.onChange(of:)` modifier.
  struct Handler: Sendable {
    /// Which of SwiftUI's two forms of the modifier it is written in.
    enum Form: Sendable {
      /// iOS 14's `{ newValue in … }` or `perform:`.
      case perform
      /// iOS 17's `{ oldValue, newValue in … }` or `{ … }`.
      case oldAndNew
    }

    /// The token of its name.
    var name: Int
    /// What it watches, written without spaces (`selection==nil`).
    var watched: String
    /// The property it watches, when it watches one (`selection` of `selection == nil` is not).
    var watchedPath: [String]?
    var body: Action.Body
    var form: Form
  }

  let handlers: [Handler]

  /// The forms the file writes its handlers in.
  let forms: Set<Handler.Form>

  init(_ tree: SyntaxTree) {
    var handlers: [Handler] = []
    for k in tree.tokens.indices where tree.kind(k - 1) == .period && tree.token(k, is: .onChange) {
      guard let call = tree.call(at: k), let watched = tree.argument(call, labelled: "of") else { continue }
      let form: Handler.Form
      let body: Action.Body
      if let perform = tree.argument(call, labelled: "perform") {
        form = .perform
        body = tree.actionBody(perform.value)
      } else if let open = tree.closure(call, labelled: nil) {
        form = tree.parameterCount(open) == 1 ? .perform : .oldAndNew
        body = .closure(open)
      } else {
        continue
      }
      handlers.append(
        Handler(
          name: k, watched: tree.compactText(watched.value), watchedPath: tree.propertyPath(watched.value), body: body,
          form: form))
    }
    self.handlers = handlers
    forms = Set(handlers.map(\.form))
  }
}

extension SyntaxTree {
  /// The tokens of `range` written without the spaces between them.
  func compactText(_ range: Range<Int>) -> String { range.map { text($0..<($0 + 1)) }.joined() }

  /// The number of parameters of the closure opened at `open`, `_` included; without a
  /// signature, as many as its highest `$n` says.
  fileprivate func parameterCount(_ open: Int) -> Int {
    guard let end = closureSignatureEnd(open) else {
      let close = partner(of: open) ?? open
      let anonymous = ((open + 1)..<close).filter { kind($0) == .dollarIdentifier }.map {
        text($0..<($0 + 1))
      }
      return anonymous.contains("$1") ? 2 : anonymous.contains("$0") ? 1 : 0
    }
    var k = open + 1
    if kind(k) == .leftSquare, let close = partner(of: k) { k = close + 1 }
    let signature = k..<(end - 1)
    guard !signature.isEmpty else { return 0 }
    let inner = kind(k) == .leftParen ? topLevelTokens(in: k) : Array(signature)
    return inner.filter { kind($0) == .comma }.count + 1
  }
}
