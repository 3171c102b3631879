// Identifiers: ASCII, Unicode, backticked, raw, dollar forms, keywords as names.
let simple = 1
let _underscore = 2
let _ = 3
let __ = 4
let camelCase123 = 5
let café = 6
let naïve = 7
let 変数 = 8
let 名前の一覧 = ["a"]
let 한국어 = 9
let Ελληνικά = 10
let привет = 11
let 🐶 = "dog"
let 🐶🐱 = "pets"
let 👨‍👩‍👧 = "family"
let a🙂b = 12
let e\u{301} = 0
let é = 13
let x̃ = 14
let αβγ = 15
let ℵ0 = 16
let ǅ = 17
let ⅷ = 18
let x₁ = 19
let 𝓍 = 20
let `class` = 21
let `let` = `class`
let `self` = 22
let `a b` = 23
let `hello world, again` = 24
let `1starts with digit` = 25
let `with-dash` = 26
let `+` = 27
let `` = 28
func `test something important`() {}
`test something important`()
let `Type`: Int = 0
let `default` = 1
let `_` = 2
_ = [1, 2].map { $0 + 1 }
_ = [(1, 2)].map { $0.0 + $0.1 + $1 }
let $name = 3
let $0x = 4
let $ = 5
let $$ = 6
let $a$b = 7
let a$ = 8
let a$b = 9
@propertyWrapper struct W { var wrappedValue: Int; var projectedValue: W { self } }
struct S { @W var v: Int; func f() { _ = $v; _ = _v } }
let x = $12
let y = $01ab
let Self = 1
let self_ = Self.self
var get = 1, set = 2, willSet = 3, didSet = 4, some = 5, any = 6, async = 7, await_ = 8
let `is` = true, `as` = 1, `in` = 2, `inout` = 3
let t = (where: 1, for: 2, if: 3)
_ = t.where + t.for + t.if
let private = 0
let open = 1, fileprivate = 2
let i = Int.init(1), j = Int.self, k = Int.Type.self
let dyn = #dsohandle
x.`default`.`class`
