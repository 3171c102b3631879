extension SyntaxTree {
  /// The branches of the `#if` blocks that stand directly in the block opened at `open` (not
  /// inside a bracket within it), nested ones included, each as the tokens between its directive
  /// line and the next directive of its `#if`; nil when the directives do not pair up there.
  public func conditionalBranches(inBlock open: Int) -> [Range<Int>]? {
    guard let close = partner(of: open) else { return nil }
    var branches: [Range<Int>] = []
    /// The first token of the current branch of each `#if` still open.
    var current: [Int] = []
    var k = open + 1
    while k < close {
      let kind = tokens[k].kind
      if kind.isOpeningBracket, let partner = partner(of: k) {
        guard partner < close else { return nil }
        k = partner + 1
        continue
      }
      switch kind {
      case .poundIf:
        current.append(directiveLineEnd(k))
      case .poundElseif, .poundElse, .poundEndif:
        guard let start = current.popLast() else { return nil }
        branches.append(start..<k)
        if kind != .poundEndif { current.append(directiveLineEnd(k)) }
      default:
        k += 1
        continue
      }
      k = directiveLineEnd(k)
    }
    return current.isEmpty ? branches : nil
  }
}
