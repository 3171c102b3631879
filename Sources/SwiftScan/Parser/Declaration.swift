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
  public var isStatic: Bool
  public var isConstant: Bool
  /// Whether it stands in its parent's own body (or at the top level), not in a closure, an
  /// accessor or a statement's block inside that body: a closure that initialises a property
  /// may declare locals, and they are no members.
  public var isDirectMember = true
  public var attributes: [Attribute]
  /// The types after `:` of a type or extension, each a token range.
  public var inheritance: [Range<Int>]
  // Token indices kept in 32 bits, as token offsets are (a file has fewer tokens than bytes, and
  // fewer bytes than `UInt32.max`); `none` stands for nil. A declaration is then less than half the
  // size, and a parsed file's declarations are many.
  private var positions: (start: UInt32, keyword: UInt32, name: UInt32, nameEnd: UInt32)
  private var parts: (parameters: UInt32, typeStart: UInt32, typeEnd: UInt32, initializer: UInt32, body: UInt32)
  private var parentIndex: UInt32
  private static let none = UInt32.max

  public init(
    kind: Kind, start: Int, keyword: Int, name: Int, nameEnd: Int, attributes: [Attribute], isStatic: Bool,
    isConstant: Bool, inheritance: [Range<Int>], parameters: Int?, type: Range<Int>?, initializer: Int?, body: Int?,
    parent: Int?
  ) {
    self.kind = kind
    self.isStatic = isStatic
    self.isConstant = isConstant
    self.attributes = attributes
    self.inheritance = inheritance
    positions = (UInt32(start), UInt32(keyword), UInt32(name), UInt32(nameEnd))
    parts = (Self.none, Self.none, Self.none, Self.none, Self.none)
    parentIndex = Self.none
    self.parameters = parameters
    self.type = type
    self.initializer = initializer
    self.body = body
    self.parent = parent
  }

  /// The first token: the first attribute or modifier, or the keyword.
  public var start: Int {
    get { Int(positions.start) }
    set { positions.start = UInt32(newValue) }
  }
  /// The `struct`/`func`/`var`/… keyword.
  public var keyword: Int {
    get { Int(positions.keyword) }
    set { positions.keyword = UInt32(newValue) }
  }
  /// The name: one token, or `Outer.Inner` for an extension (`name..<nameEnd`). Empty for a
  /// pattern binding such as `let (a, b) = …` and for `init`.
  public var name: Int {
    get { Int(positions.name) }
    set { positions.name = UInt32(newValue) }
  }
  public var nameEnd: Int {
    get { Int(positions.nameEnd) }
    set { positions.nameEnd = UInt32(newValue) }
  }
  /// The `(` of a function's parameters.
  public var parameters: Int? {
    get { Self.index(parts.parameters) }
    set { parts.parameters = Self.stored(newValue) }
  }
  /// A property's type annotation, or a function's return type, as a token range.
  public var type: Range<Int>? {
    get { Self.index(parts.typeStart).map { $0..<Int(parts.typeEnd) } }
    set { (parts.typeStart, parts.typeEnd) = (Self.stored(newValue?.lowerBound), Self.stored(newValue?.upperBound)) }
  }
  /// The first token of a property's initial value, after `=`; `SyntaxTree.initializer(of:)`
  /// gives the whole value.
  public var initializer: Int? {
    get { Self.index(parts.initializer) }
    set { parts.initializer = Self.stored(newValue) }
  }
  /// The `{` of the body: members, statements, or accessors.
  public var body: Int? {
    get { Self.index(parts.body) }
    set { parts.body = Self.stored(newValue) }
  }
  /// The index in `SyntaxTree.declarations` of the declaration this one is a member of, if any.
  public var parent: Int? {
    get { Self.index(parentIndex) }
    set { parentIndex = Self.stored(newValue) }
  }

  private static func index(_ stored: UInt32) -> Int? { stored == none ? nil : Int(stored) }
  private static func stored(_ index: Int?) -> UInt32 { index.map(UInt32.init) ?? none }

  public static func == (a: Declaration, b: Declaration) -> Bool {
    a.kind == b.kind && a.isStatic == b.isStatic && a.isConstant == b.isConstant
      && a.isDirectMember == b.isDirectMember && a.attributes == b.attributes
      && a.inheritance == b.inheritance && a.positions == b.positions && a.parts == b.parts
      && a.parentIndex == b.parentIndex
  }

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
  public var name: Int { Int(stored.name) }
  public var nameEnd: Int { Int(stored.nameEnd) }
  /// The `(` of the arguments, if any.
  public var arguments: Int? { stored.arguments == UInt32.max ? nil : Int(stored.arguments) }
  // 32-bit token indices, as in `Declaration`.
  private let stored: (name: UInt32, nameEnd: UInt32, arguments: UInt32)

  public init(name: Int, nameEnd: Int, arguments: Int?) {
    stored = (UInt32(name), UInt32(nameEnd), arguments.map(UInt32.init) ?? UInt32.max)
  }

  public static func == (a: Attribute, b: Attribute) -> Bool { a.stored == b.stored }
}
