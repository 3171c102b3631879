/// One parameter of a function declaration: `_ title: String`, `@ViewBuilder content: () -> C`,
/// `onDismiss: (() -> Void)? = nil`. Positions are token indices.
public struct Parameter: Sendable, Equatable {
  /// The argument label a call writes; nil for `_`.
  public var label: Int?
  /// The name the function's body uses: the second name when there are two (`for item`).
  public var name: Int
  /// The type after the `:`, up to a default value.
  public var type: Range<Int>
  /// Whether a default value (`= …`) lets a call leave the parameter out.
  public var hasDefault: Bool
}

extension SyntaxTree {
  /// The parameters in the parentheses opened at `open` (a function declaration's
  /// `Declaration.parameters`), split at the commas outside brackets and generic arguments.
  public func parameters(in open: Int) -> [Parameter] {
    guard let close = partner(of: open) else { return [] }
    var result: [Parameter] = []
    var start = open + 1
    var angles = 0
    var k = start
    while k <= close {
      if k == close || (tokens[k].kind == .comma && angles == 0) {
        if let parameter = parameter(start..<k) { result.append(parameter) }
        start = k + 1
      } else if tokens[k].kind.isOpeningBracket, let partner = partner(of: k), partner < close {
        k = partner
      } else {
        // `Binding<[String: Int]>`: commas inside generic arguments do not split parameters.
        angles = max(0, angles + tokens[k].angleChange(in: bytes))
      }
      k += 1
    }
    return result
  }

  /// Whether `call`, written in `callTree`, can call a function of this tree with `parameters`, as
  /// Swift matches them: each argument takes the next parameter with its label, passing over those
  /// with a default; the first trailing closure takes the next parameter of a function type; the
  /// others go by label; parameters left over must have defaults.
  public func accepts(_ call: Call, in callTree: SyntaxTree, parameters: [Parameter]) -> Bool {
    self.parameters(takingArgumentsOf: call, in: callTree, parameters: parameters) != nil
  }

  /// For each of `call`'s arguments in parentheses, the index in `parameters` of the parameter
  /// that takes it, as `accepts(_:in:parameters:)` matches them; nil when the call cannot call the
  /// function.
  public func parameters(takingArgumentsOf call: Call, in callTree: SyntaxTree, parameters: [Parameter]) -> [Int]? {
    var next = 0
    func take(_ label: String?, isTrailingClosure: Bool) -> Int? {
      while next < parameters.count {
        let parameter = parameters[next]
        next += 1
        let takesClosure = parameter.type.contains { kind($0) == .arrow }
        if isTrailingClosure ? takesClosure : parameter.label.map(name) == label { return next - 1 }
        if !parameter.hasDefault { return nil }
      }
      return nil
    }
    var taken: [Int] = []
    for argument in call.arguments {
      guard let index = take(argument.label.map(callTree.name), isTrailingClosure: false) else { return nil }
      taken.append(index)
    }
    for closure in call.trailingClosures {
      let label = closure.label.map(callTree.name)
      guard take(label, isTrailingClosure: label == nil) != nil else { return nil }
    }
    return parameters[next...].allSatisfy(\.hasDefault) ? taken : nil
  }

  /// `@Attribute label name: Type = default`, or nil when `range` is not one.
  private func parameter(_ range: Range<Int>) -> Parameter? {
    var k = range.lowerBound
    // Attributes before the name: `@ViewBuilder`, `@MainActor`, `@_implicitSelfCapture`.
    while kind(k) == .atSign, isName(k + 1), k + 1 < range.upperBound {
      k += 2
      if kind(k) == .leftParen, let close = partner(of: k) { k = close + 1 }
    }
    guard k < range.upperBound, isName(k) || kind(k) == .wildcard,
      let colon = (k..<range.upperBound).first(where: { kind($0) == .colon })
    else { return nil }
    let label = kind(k) == .wildcard ? nil : k
    let name = k + 1 < colon && isName(k + 1) ? k + 1 : k
    var typeEnd = colon + 1
    while typeEnd < range.upperBound && kind(typeEnd) != .equal {
      if tokens[typeEnd].kind.isOpeningBracket, let partner = partner(of: typeEnd), partner < range.upperBound {
        typeEnd = partner
      }
      typeEnd += 1
    }
    return Parameter(label: label, name: name, type: (colon + 1)..<typeEnd, hasDefault: typeEnd < range.upperBound)
  }
}
