// Reserved words, contextual keywords, and the same spellings used as names.
import Foundation
associatedtype class deinit enum extension fileprivate func import init inout internal let open operator private precedencegroup protocol public rethrows static struct subscript typealias var
break case catch continue default defer do else fallthrough for guard if in repeat return throw switch where while
Any as await false is nil self Self super throws true try _ __
associativity convenience didSet dynamic final get indirect infix lazy left mutating none nonmutating optional override postfix precedence prefix Protocol required right set some any Type unowned weak willSet
async actor macro package nonisolated isolated consuming borrowing consume copy discard each sending then unsafe
__owned __shared __consuming _borrowing _consuming _mutating _const _local _modify _read yield _yield
safe unchecked unavailable introduced deprecated obsoleted message renamed noasync spi swift visibility
of reasync throws rethrows distributed _compilerInitialized _resultDependsOn dependsOn
x.class x.let x.func x.init x.self x.Self x.Type x.Protocol x.default x.if x.for x.in x.is x.as x.true x.nil x.try
`class` `let` `func` `init` `self` `Self` `Type` `default` `if` `for` `in` `is` `as` `true` `nil` `try` `_`
class: let: func: default: if: in: true: self:
#class #let #if #in #self #true #Self
@class @let @if @self @escaping @autoclosure @inout
$class $let $if $self $true
class1 let_ _let Let LET iF SELF True Nil
selfish Selfie superb trueish nilly ifx forx inx isx asx tryx
try? try! as? as! is?
init? init! self? self! super. Self.
