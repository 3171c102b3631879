/// A declaration the dialog model cares about: a type or extension, a function-like member, or a
/// stored or computed property. All positions are token indices into `SyntaxTree.tokens`.
public struct Declaration: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    case function, initializer, `subscript`
    /// `var`, or `let` when `isConstant`.
    case variable
    case enumCase
  }

  public var kind: Kind
  /// The first token: the first attribute or modifier, or the keyword.
  public var start: Int
  /// The `struct`/`func`/`var`/… keyword.
  public var keyword: Int
  /// The name: one token, or `Outer.Inner` for an extension (`name..<nameEnd`). Empty for a
  /// pattern binding such as `let (a, b) = …` and for `init`.
  public var name: Int
  public var nameEnd: Int
  public var attributes: [Attribute]
  public var isStatic: Bool
  public var isConstant: Bool
  /// The types after `:` of a type or extension, each a token range.
  public var inheritance: [Range<Int>]
  /// The `(` of a function's parameters.
  public var parameters: Int?
  /// A property's type annotation, or a function's return type, as a token range.
  public var type: Range<Int>?
  /// The first token of a property's initial value, after `=`; `SyntaxTree.initializer(of:)`
  /// gives the whole value.
  public var initializer: Int?
  /// The `{` of the body: members, statements, or accessors.
  public var body: Int?
  /// The index in `SyntaxTree.declarations` of the declaration this one is a member of, if any.
  public var parent: Int?

  public var isType: Bool {
    switch kind {
    case .struct, .class, .enum, .actor, .protocol, .extension: true
    default: false
    }
  }

  /// Whether `name..<nameEnd` names something.
  public var hasName: Bool { nameEnd > name }
}

/// An attribute such as `@State` or `@Environment(\.dismiss)`.
public struct Attribute: Sendable, Equatable {
  /// The first token of the name; `name..<nameEnd` spans a qualified name.
  public var name: Int
  public var nameEnd: Int
  /// The `(` of the arguments, if any.
  public var arguments: Int?
}
