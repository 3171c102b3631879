// String interpolation, nested several levels deep.
let name = "x"
let a = "one \(name)"
let b = "two \("inner \(name)")"
let c = "three \("level two \("level three \(name)")")"
let d = "four \("2 \("3 \("4 \(name) 4") 3") 2") 1"
let e = "parens \((1 + (2 * (3 - 4))))"
let f = "closure \({ () -> String in return "in closure \(name)" }())"
let g = "map \([1, 2].map { "\($0)" }.joined(separator: ", "))"
let h = "comment \(name /* block ) comment */) after"
let i = "line comment \(name // ) not closed here
) continued"
let j = "tuple \((1, "a", (2, "b")))"
let k = "escaped in interp \("tab\there \"q\"")"
let l = "raw in interp \(#"raw "quoted" \(not)"#)"
let m = "multi in interp \("""
    multi \(name)
    """)"
let n = "dict \(["k": "v"]["k"] ?? "none")"
let o = "labels \(name, privacy: .public)"
let p = "two \(name)\(name) adjacent"
let q = "\(name)"
let r = "\(name)\(name)"
let s = "unterminated interpolation \(name
let t = 1
let u = "unterminated inner string \("abc)"
let v = 2
let w = "unbalanced paren \((name)"
let x = 3
let y = "regex in interp \(try? /a+b/.wholeMatch(in: name))"
let z = "close paren in string \(")")"
let z2 = "open paren in string \("(")"
let z3 = "slash in interp \(6 / 3 / 2)"
let z4 = "braces \({ { "}" }() }()())"
let z5 = "keyPath \(\String.count)"
let z6 = "char \("\u{41}")"
