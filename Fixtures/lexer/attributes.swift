// Attributes in all their shapes.
@main
struct App {}
@available(iOS 17.0, macOS 14.0, *)
@available(*, deprecated, renamed: "newName", message: "use \"newName\"")
@available(swift, obsoleted: 5.0)
func old() {}
@objc(doThing:with:) func doThing(_ a: Int, with b: Int) {}
@objc dynamic var value = 0
@discardableResult @inlinable public func f() -> Int { 0 }
@MainActor @preconcurrency final class C: @unchecked Sendable {}
@Sendable func s() {}
let closure: @Sendable @escaping (Int) -> Void = { _ in }
let autoclosure: @autoclosure () -> Bool
@propertyWrapper struct Clamped<T> { var wrappedValue: T }
struct U {
  @Clamped var x: Int
  @State private var y = 0
  @Binding var z: Bool
  @Environment(\.dismiss) private var dismiss
  @Environment(\.colorScheme) var scheme
  @AppStorage("key") var stored = ""
  @FocusState private var focused: Field?
  @Published var items: [String] = []
  @ObservedObject var model: Model
  @StateObject private var vm = VM()
  @Bindable var b: Model
  @Query(sort: \Item.date, order: .reverse) var all: [Item]
}
@resultBuilder enum Builder {}
@usableFromInline internal var u = 1
@_spi(Testing) import Module
@_implementationOnly import Other
@testable import Mine
@frozen public enum E { case a }
@unknown default: break
@convention(c) func cf() {}
let conv: @convention(block) () -> Void
@attached(member, names: named(init)) macro M() = #externalMacro(module: "A", type: "B")
@freestanding(declaration) macro D()
@Observable class Model {}
@MyMacro(arg: 1, "two") struct Decorated {}
@ Spaced struct Weird {}
@`class` struct Backticked {}
@_silgen_name("x") func g()
@inline(__always) func h() {}
@differentiable(reverse, wrt: x) func d(x: Float) -> Float { x }
@nonobjc @IBAction @IBOutlet @IBInspectable @IBDesignable @NSManaged
@GKInspectable @NSCopying @requires_stored_property_inits
@retroactive @isolated(any) @_exported @_alwaysEmitIntoClient
func many() {}
let email = "a@b.c"
let at = @
let at2 = a@b
@1 @"s" @(x)
