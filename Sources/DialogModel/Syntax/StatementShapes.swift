import SwiftScan

/// The shapes of statements the model asks about: conditionals and switches, their case labels,
/// `catch` blocks, assignments and where code suspends.
extension SyntaxTree {
  /// Whether a statement is an `if` or a `switch`.
  func isConditional(_ statement: Range<Int>) -> Bool {
    let first = skippingReturn(statement.lowerBound)
    return token(first, is: "if") || token(first, is: "switch")
  }

  /// Whether a statement picks one of several views. `if #available(…)` does not: it shows the same
  /// content on another system.
  func isBranching(_ statement: Range<Int>) -> Bool {
    isConditional(statement) && !text(skippingReturn(statement.lowerBound) + 1).hasPrefix("#")
  }

  /// Whether the `{` at `open` is a `switch`'s body: `switch` starts its subject, which holds no
  /// braces and does not start before the line.
  func isSwitchBody(_ open: Int) -> Bool {
    var k = open - 1
    while k >= 0 {
      if kind(k) == .rightParen || kind(k) == .rightSquare, let partner = partner(of: k) {
        k = partner - 1
        continue
      }
      if token(k, is: "switch") { return true }
      if tokens[k].startsLine || kind(k) == .leftBrace || kind(k) == .rightBrace || kind(k) == .semicolon {
        return false
      }
      k -= 1
    }
    return false
  }

  /// The `case` or `default` label (one that starts a line) of the switch body `open` under which
  /// the token at `index` runs.
  func caseLabel(before index: Int, inSwitch open: Int) -> Int? {
    var statement = index
    while let bracket = enclosingBracket(of: statement), bracket != open { statement = bracket }
    var k = statement - 1
    while k > open {
      if kind(k)?.isClosingBracket == true, let partner = partner(of: k) {
        k = partner - 1
        continue
      }
      if (token(k, is: "case") || token(k, is: "default")) && tokens[k].startsLine { return k }
      k -= 1
    }
    return nil
  }

  /// Whether the `:` at `colon` ends a `case …:` or `default:` label of a `switch`.
  func isCaseLabel(_ colon: Int) -> Bool {
    // Back to `case`/`default`; another `:` or an opening bracket first means an argument label.
    // The walk stops there, so reading an argument list stays linear.
    var k = colon - 1
    while k >= 0 {
      let token = tokens[k]
      if token.word == .case || token.word == .default { return true }
      if token.kind == .colon || token.kind.isOpeningBracket || token.kind == .semicolon || token.startsLine {
        return false
      }
      if token.kind.isClosingBracket, let partner = partner(of: k) { k = partner }
      k -= 1
    }
    return false
  }

  /// The cases of the `switch` in the function around `token` under which it runs
  /// (`presentMedia` of `case .presentMedia:`); empty outside a switch, or under `default:`.
  func caseNames(around token: Int) -> [String] {
    var k = token
    while let open = enclosingBracket(of: k) {
      k = open
      guard kind(open) == .leftBrace else { continue }
      guard blockKinds[open] == .statement else { return [] }
      guard isSwitchBody(open), let label = caseLabel(before: token, inSwitch: open) else { continue }
      return self.token(label, is: "case") ? caseLabelNames(after: label) : []
    }
    return []
  }

  /// Whether the token at `token` runs under one case without values of a `switch` on `element`
  /// itself inside the closure opened at `open` (`case .language:` of `switch action { … }`):
  /// among rows of distinct elements, one row at most shows it.
  func runsUnderOneCase(of element: String, at token: Int, inClosure open: Int) -> Bool {
    var k = token
    while let bracket = enclosingBracket(of: k), bracket != open {
      k = bracket
      guard kind(bracket) == .leftBrace, blockKinds[bracket] == .statement, self.token(bracket - 2, is: "switch"),
        self.token(bracket - 1, spells: element), let label = caseLabel(before: token, inSwitch: bracket)
      else { continue }
      return self.token(label, is: "case") && kind(label + 1) == .period && isName(label + 2)
        && kind(label + 3) == .colon
    }
    return false
  }

  /// The enum cases a `case` label at `label` matches: `.a`, `.b(let x)`, `let .c(x)`.
  private func caseLabelNames(after label: Int) -> [String] {
    var names: [String] = []
    var k = label + 1
    while let current = kind(k), current != .colon {
      if current.isOpeningBracket, let close = partner(of: k) {
        k = close + 1
        continue
      }
      let leads =
        k == label + 1 || kind(k - 1) == .comma || token(k - 1, is: "let") || token(k - 1, is: "var")
      if current == .period, leads, isName(k + 1) { names.append(name(k + 1)) }
      k += 1
    }
    return names
  }

  /// `catch { … }`, `catch let error { … }`.
  func isCatchBlock(_ open: Int) -> Bool {
    var k = open - 1
    while k >= 0 {
      if kind(k)?.isClosingBracket == true, let partner = partner(of: k) {
        if kind(k) == .rightBrace { return false }
        k = partner - 1
        continue
      }
      let word = tokens[k].word
      if word == .catch { return true }
      if word.opensStatementBody { return false }
      k -= 1
    }
    return false
  }

  /// Where the assignment to the path at `token` takes effect: after its value
  /// (`receipt = try? await booking.confirm()` sets the binding once the await is over).
  func assignmentEnd(_ token: Int) -> Int {
    var k = token + 1
    while kind(k) == .period, isName(k + 1) { k += 2 }
    return kind(k) == .equal ? endOfExpression(from: k + 1) : token
  }

  /// Whether code in `range` suspends before `token`: an `await` other than the one that calls
  /// `token` itself (`await start()`), not in a closure that ends before it (`Task { await … }`)
  /// nor under another case of a switch.
  func awaits(in range: Range<Int>, before token: Int) -> Bool {
    var k = range.lowerBound
    while k < token {
      if kind(k) == .leftBrace, let close = partner(of: k) {
        if close < token && blockKinds[k] == .closure {
          k = close + 1
          continue
        }
        if close > token, isSwitchBody(k), let label = caseLabel(before: token, inSwitch: k) {
          k = label
        }
      }
      if self.token(k, is: "await") && k != token - 1 && !(k == token - 2 && self.token(token - 1, is: "try")) {
        return true
      }
      k += 1
    }
    return false
  }

  /// Whether the name at `k` is followed by `= false`, `= nil` or `.toggle()`.
  func setsClosed(_ k: Int) -> Bool {
    if isToggle(at: k + 1) { return true }
    guard kind(k + 1) == .equal else { return false }
    return token(k + 2, is: "false") || token(k + 2, is: "nil")
  }

  /// Whether `.toggle()` starts at token `period`.
  func isToggle(at period: Int) -> Bool {
    kind(period) == .period && token(period + 1, is: "toggle") && kind(period + 2) == .leftParen
  }

  /// What the code at `k` does to the property `path`: sets it (`path = value`, the value as
  /// written) or toggles it (`path.toggle()`); nil for anything else. With `throughMember`, a
  /// one-name path is also the last member of a longer one (`state.bindings.isShowing = true`).
  func assignment(to path: [String], at k: Int, throughMember: Bool) -> Assignment? {
    let end =
      throughMember && path.count == 1 && kind(k - 1) == .period && token(k, spells: path[0])
      ? k + 1 : endOfPath(path, at: k)
    guard let end else { return nil }
    if kind(end) == .equal { return .value(text((end + 1)..<endOfExpression(from: end + 1))) }
    if isToggle(at: end) { return .toggle }
    return nil
  }
}

/// What a statement does to a property: sets it to a value, as written, or toggles it.
enum Assignment {
  case value(String)
  case toggle
}

/// One item of a run of statements: a statement, or an `#if` block whose branches hold
/// statements.
enum StatementItem {
  case statement(Range<Int>)
  /// `#if … #elseif … #else … #endif`: each branch's statements, and whether one is `#else`.
  case conditional(branches: [[Range<Int>]], hasElse: Bool)
}

extension SyntaxTree {
  /// The statements of a body (`statements(in:)`), with each `#if` block as one item.
  func statementItems(_ statements: [Range<Int>]) -> [StatementItem] {
    var items: [StatementItem] = []
    var k = 0
    while k < statements.count {
      guard kind(statements[k].lowerBound) == .poundIf else {
        items.append(.statement(statements[k]))
        k += 1
        continue
      }
      var branches: [[Range<Int>]] = [[]]
      var hasElse = false
      var nesting = 0
      k += 1
      while k < statements.count {
        let kind = kind(statements[k].lowerBound)
        if kind == .poundIf { nesting += 1 }
        if kind == .poundEndif {
          if nesting == 0 { break }
          nesting -= 1
        }
        if nesting == 0 && (kind == .poundElseif || kind == .poundElse) {
          hasElse = hasElse || kind == .poundElse
          branches.append([])
        } else {
          branches[branches.count - 1].append(statements[k])
        }
        k += 1
      }
      items.append(.conditional(branches: branches, hasElse: hasElse))
      k += 1
    }
    return items
  }
}

/// One branch of an `if` or `switch` statement that holds a token.
struct StatementBranch {
  /// The statement's first token (`if`, `switch`).
  var statement: Int
  /// Which of its blocks holds the token; for a `switch`, which clause.
  var index: Int
  /// The names its conditions read, but those they bind.
  var conditionNames: Set<String>
  /// Whether the statement is a `switch`, its branches its clauses.
  var isSwitch: Bool
  /// The collections whose emptiness or count a condition tests, as paths from one of
  /// `conditionNames` (`model`, `widget`, `items` of `model.widget.items.isEmpty`).
  var countedPaths: Set<[String]> = []
}

extension SyntaxTree {
  /// The branches of the `if` and `switch` statements around `token`, innermost first: for a
  /// `switch`, the clause (`case .loaded:`) it stands in.
  func statementBranches(around token: Int) -> [StatementBranch] {
    var result: [StatementBranch] = []
    var k = token
    while let open = enclosingBracket(of: k) {
      let inner = k
      k = open
      guard kind(open) == .leftBrace, blockKinds[open] == .statement,
        let parent = enclosingBracket(of: open), kind(parent) == .leftBrace,
        let statement = statements(in: parent).first(where: { $0.contains(open) }),
        case let keyword = tokens[statement.lowerBound].word, keyword == .if || keyword == .switch
      else { continue }
      // The statement's own blocks, in order, and the names its conditions read between them.
      var index = 0
      var names: Set<String> = []
      var counted: Set<[String]> = []
      var j = statement.lowerBound
      while j < statement.upperBound {
        if kind(j) == .leftBrace && blockKinds[j] == .statement {
          if j < open { index += 1 }
          j = (partner(of: j) ?? j) + 1
          continue
        }
        // A name the condition binds (`visitHistory` of `if let visitHistory = session.visitHistory`)
        // is a local copy: what the code does with it leaves the condition as it was.
        let isBound = [.let, .var].contains(tokens[j - 1].word) && kind(j + 1) == .equal
        if isName(j) && kind(j - 1) != .period && !isBound {
          names.insert(name(j))
          if let path = sizeRead(at: j) { counted.insert(path) }
        }
        j += 1
      }
      if keyword == .switch { index = switchLabels(in: open).filter { $0 < inner }.count }
      result.append(
        StatementBranch(
          statement: statement.lowerBound, index: index, conditionNames: names, isSwitch: keyword == .switch,
          countedPaths: counted))
    }
    return result
  }

  /// Whether `token` is in a function's body rather than in a closure.
  func isInFunctionBody(_ token: Int) -> Bool {
    var k = token
    while let open = enclosingBracket(of: k) {
      k = open
      guard kind(open) == .leftBrace else { continue }
      switch blockKinds[open] {
      case .closure: return false
      case .functionBody, .accessor: return true
      default: continue
      }
    }
    return false
  }
}

/// A bracket around a token, as code that asks what runs the token reads it, innermost first.
enum Enclosure {
  /// The parentheses of a call (`Button("X", action: f)`): the name token of the call, as written.
  case argument(call: Int, name: String)
  /// A statement's block; `isCatch` for the block of a `catch`.
  case statementBlock(isCatch: Bool)
  /// A closure, with the call that takes it, when one takes it by name.
  case closure(open: Int, owner: Owner?)
  case functionBody(open: Int)
  /// A type's body, an accessor, or another block that runs no code of its own.
  case otherBlock

  /// The call that takes a closure: its name token, its name, and the closure's label if any
  /// (`label` of `} label: {`).
  struct Owner {
    var call: Int
    var name: String
    var label: String?
  }
}

extension SyntaxTree {
  /// The brackets around `token`, innermost first, read as they are asked for: the parentheses of
  /// named calls and every block; other brackets are left out.
  func enclosures(of token: Int) -> some Sequence<Enclosure> {
    sequence(state: token) { k -> Enclosure? in
      while let open = self.enclosingBracket(of: k) {
        k = open
        guard self.kind(open) == .leftBrace else {
          guard self.kind(open) == .leftParen, self.isName(open - 1) else { continue }
          return .argument(call: open - 1, name: self.text(open - 1))
        }
        switch self.blockKinds[open] {
        case .statement: return .statementBlock(isCatch: self.isCatchBlock(open))
        case .closure:
          let owner = self.owner(ofClosure: open).map {
            Enclosure.Owner(call: $0.call, name: self.text($0.call), label: $0.label.map { self.text($0) })
          }
          return .closure(open: open, owner: owner)
        case .functionBody: return .functionBody(open: open)
        default: return .otherBlock
        }
      }
      return nil
    }
  }
}
