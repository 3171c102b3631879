// Pound directives and macro-style pound keywords.
#if DEBUG
let mode = "debug"
#elseif RELEASE && !TESTING
let mode = "release"
#elseif os(iOS) || os(macOS)
let mode = "apple"
#else
let mode = "other"
#endif
#if swift(>=5.9)
  #if compiler(<6.0)
    #if canImport(UIKit)
      import UIKit
    #elseif canImport(AppKit)
      import AppKit
    #endif
  #endif
#endif
#if targetEnvironment(simulator) && arch(arm64)
#endif
#if hasFeature(StrictConcurrency) || hasAttribute(preconcurrency)
#endif
#if false
this is not valid swift ' at all " unbalanced
#endif
let view = Text("a")
  .padding()
  #if os(iOS)
  .navigationBarTitleDisplayMode(.inline)
  #elseif os(macOS)
  .frame(minWidth: 100)
  #else
  .hidden()
  #endif
  .bold()
if #available(iOS 17.0, macOS 14, *) {}
if #available(iOS 17.0.1, *) {}
guard #unavailable(iOS 15) else {}
if #available(iOS, introduced: 14.0) {}
let sel = #selector(Foo.bar(_:))
let sel2 = #selector(getter: Foo.baz)
let kp = #keyPath(Foo.bar)
let file = #file
let fileID = #fileID
let filePath = #filePath
let line = #line
let column = #column
let function = #function
let dso = #dsohandle
let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
let image = #imageLiteral(resourceName: "x")
let fileLit = #fileLiteral(resourceName: "y")
#warning("this is a warning")
#error("this is an error")
#sourceLocation(file: "other.swift", line: 100)
let moved = 1
#sourceLocation()
#Preview {
  Text("preview")
}
#Preview("Named", traits: .landscapeLeft) { Text("x") }
let m = #stringify(1 + 2)
let ext = #externalMacro(module: "M", type: "T")
@freestanding(expression) macro stringify<T>(_ x: T) -> (T, String) = #externalMacro(module: "M", type: "S")
#if_x
#ifx
#if_
#endif_x
#elseifx
#else_
#unknownDirective
#IF
#If
let spaced = # if
let x = #
let y = #1
let z = #"raw"#
let w = #$x
let v = #`if`
#if os(Linux)
#elseif(true)
#endif
#if(DEBUG)
#endif
#if DEBUG // trailing comment
#endif /* trailing block */
  #if A
  #endif
