import DialogFacts
import SwiftScan

/// Where a file's declarations, previews and `#if` branches are: what the model asks of a file
/// again and again, read once when the file is parsed.
struct FileStructure: Sendable {
  /// Each declaration's body as a token range, by declaration index (empty without a body).
  let bodies: [Range<Int>]
  /// Declarations with a body, ordered by where the body opens.
  let byOpening: [Int]
  /// The closures of `#Preview { … }` blocks.
  let previews: [Range<Int>]
  /// The branches of `#if` blocks as byte ranges, each with the block it belongs to and the
  /// platform `X` its condition names when the whole condition is `os(X)`.
  let conditionalBranches: [(block: Int, range: Range<Int>, platform: String?)]
  /// For each of `conditionalBranches`, the platforms a build of it may be for.
  private let branchPlatforms: [Set<Platform>]

  init(_ tree: SyntaxTree) {
    let bodies = tree.declarations.map { declaration -> Range<Int> in
      guard let open = declaration.body, let close = tree.partner(of: open) else { return 0..<0 }
      return open..<close
    }
    self.bodies = bodies
    byOpening = tree.declarations.indices.filter { !bodies[$0].isEmpty }.sorted {
      bodies[$0].lowerBound < bodies[$1].lowerBound
    }
    var previews: [Range<Int>] = []
    for k in tree.tokens.indices where tree.tokens[k].kind == .pound && tree.token(k + 1, is: "Preview") {
      var open = k + 2
      if tree.kind(open) == .leftParen, let close = tree.partner(of: open) { open = close + 1 }
      if tree.kind(open) == .leftBrace, let close = tree.partner(of: open) { previews.append(open..<close) }
    }
    self.previews = previews
    (conditionalBranches, branchPlatforms) = Self.conditionalBranches(in: tree)
  }

  private static func conditionalBranches(in tree: SyntaxTree) -> (
    [(block: Int, range: Range<Int>, platform: String?)], [Set<Platform>]
  ) {
    var result: [(block: Int, range: Range<Int>, platform: String?)] = []
    var platforms: [Set<Platform>] = []
    /// For each `#if` still open, the token of its `#if`, where its current branch starts, and
    /// the platforms on which an earlier branch's condition may be false.
    var open: [(block: Int, start: Int, untaken: Set<Platform>)] = []
    /// `X` of a directive whose whole condition is `os(X)`.
    func platform(_ directive: Int) -> String? {
      let condition = (directive + 1)..<tree.directiveLineEnd(directive)
      guard condition.count == 4, tree.token(directive + 1, is: "os"), tree.kind(directive + 2) == .leftParen else {
        return nil
      }
      return tree.text(directive + 3)
    }
    func close(at end: Int) {
      guard let branch = open.last else { return }
      let directive = branch.start
      let bytes = Int(tree.tokens[directive].start)..<Int(tree.tokens[end].start)
      result.append((branch.block, bytes, tree.kind(directive) == .poundElse ? nil : platform(directive)))
      let condition = (directive + 1)..<tree.directiveLineEnd(directive)
      func holds(on platform: Platform) -> Bool? {
        tree.kind(directive) == .poundElse ? true : BuildCondition(tree, condition, on: platform).value
      }
      platforms.append(branch.untaken.filter { holds(on: $0) != false })
      open[open.count - 1].untaken = branch.untaken.filter { holds(on: $0) != true }
    }
    for k in tree.tokens.indices {
      switch tree.tokens[k].kind {
      case .poundIf:
        open.append((k, k, Set(Platform.builds)))
      case .poundElseif, .poundElse:
        close(at: k)
        if !open.isEmpty { open[open.count - 1].start = k }
      case .poundEndif:
        close(at: k)
        _ = open.popLast()
      default:
        break
      }
    }
    return (result, platforms)
  }

  /// The platform of the innermost `#if os(X)` branch that holds byte `offset`, if any.
  func platform(holding offset: Int) -> String? {
    conditionalBranches.filter { $0.platform != nil && $0.range.contains(offset) }
      .max { $0.range.lowerBound < $1.range.lowerBound }?.platform
  }

  /// Whether no build holds both bytes `a` and `b`: they stand in different branches of one `#if`,
  /// or in branches for different platforms (`#if os(tvOS)` and another block's `#else`).
  func inExclusiveBranches(_ a: Int, _ b: Int) -> Bool {
    let holdingA = conditionalBranches.filter { $0.range.contains(a) }
    let sameBlock = conditionalBranches.contains { other in
      other.range.contains(b) && holdingA.contains { $0.block == other.block && $0.range != other.range }
    }
    return sameBlock || platforms(holding: a).isDisjoint(with: platforms(holding: b))
  }

  /// The platforms a build that holds byte `offset` may be for.
  func platforms(holding offset: Int) -> Set<Platform> {
    conditionalBranches.indices.reduce(into: Set(Platform.builds)) { platforms, index in
      if conditionalBranches[index].range.contains(offset) { platforms.formIntersection(branchPlatforms[index]) }
    }
  }

  /// The position in `byOpening` of the first body that opens at or after `token`.
  func firstOpening(atOrAfter token: Int) -> Int {
    byOpening.partitionPoint { bodies[$0].lowerBound >= token }
  }

  /// The innermost declaration whose body holds `token` and that satisfies `accept`.
  /// Whether `token` is preview code: in a `#Preview { … }` or a `PreviewProvider` type.
  func isInPreview(_ token: Int, in tree: SyntaxTree) -> Bool {
    if previews.contains(where: { $0.contains(token) }) { return true }
    return innermost(containing: token, in: tree) { declaration in
      declaration.isType
        && declaration.inheritance.contains { tree.text($0).hasSuffix(SwiftUIName.previewProvider.rawValue) }
    } != nil
  }

  func innermost(containing token: Int, in tree: SyntaxTree, where accept: (Declaration) -> Bool) -> Int? {
    // The last body opened before the token, then up the nesting until one holds it.
    let low = firstOpening(atOrAfter: token)
    var candidate = low > 0 ? byOpening[low - 1] : nil
    while let index = candidate {
      if bodies[index].contains(token) && bodies[index].lowerBound != token && accept(tree.declarations[index]) {
        return index
      }
      candidate = tree.declarations[index].parent
    }
    return nil
  }
}

/// The value of an `#if` condition in a build for one platform: `os(…)` is known, any other
/// test (`DEBUG`, `canImport(…)`) may go either way (nil).
private struct BuildCondition {
  let tree: SyntaxTree
  let platform: Platform
  var k: Int
  let end: Int
  private(set) var value: Bool?

  init(_ tree: SyntaxTree, _ condition: Range<Int>, on platform: Platform) {
    self.tree = tree
    self.platform = platform
    k = condition.lowerBound
    end = condition.upperBound
    value = nil
    let whole = disjunction()
    value = k == end ? whole : nil
  }

  private mutating func disjunction() -> Bool? {
    var value = conjunction()
    while k < end, tree.text(k) == "||" {
      k += 1
      let next = conjunction()
      value = value == true || next == true ? true : (value == false && next == false ? false : nil)
    }
    return value
  }

  private mutating func conjunction() -> Bool? {
    var value = term()
    while k < end, tree.text(k) == "&&" {
      k += 1
      let next = term()
      value = value == false || next == false ? false : (value == true && next == true ? true : nil)
    }
    return value
  }

  private mutating func term() -> Bool? {
    guard k < end else { return nil }
    if tree.text(k) == "!" {
      k += 1
      return term().map { !$0 }
    }
    if tree.kind(k) == .leftParen, let close = tree.partner(of: k), close < end {
      k += 1
      let value = disjunction()
      k = close + 1
      return value
    }
    let name = tree.text(k)
    k += 1
    guard tree.kind(k) == .leftParen, let close = tree.partner(of: k), close < end else {
      return name == "true" ? true : (name == "false" ? false : nil)
    }
    defer { k = close + 1 }
    guard name == "os", close == k + 2 else { return nil }
    return tree.text(k + 1) == platform.rawValue
  }
}
