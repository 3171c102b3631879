// Operators: standard, custom, Unicode, and spacing-dependent kinds.
let a = b + c - d * e / f % g
let h = a+b-c
let i = -a + +b - -c
let j = !flag && (x || y)
let k = a == b != c < d > e <= f >= g
let l = a === b !== c
let m = a ~= b
let n = a & b | c ^ d << 1 >> 2
let o = ~a &+ b &- c &* d &<< e &>> f
let p = a ?? b ?? c
let q = a?.b?.c
let r = a!.b!.c
let s = a?
let t = a! + b!
let u = 1...5
let v = 1..<5
let w = ..<5
let x = 5...
let y = (a)...(b)
func f1() -> Int { 0 }
func f2() throws -> (Int) -> Int { { $0 } }
let z = &value
swap(&a, &b)
let neq = a!=b
let neq2 = a != b
let neq3 = a! = b
let eq = a==b
let as1 = a as? Int
let as2 = a as! Int
let is1 = a is Int
let tern = a ? b : c
let tern2 = a ?b :c
let tern3 = a?b:c
let opt: Int? = nil
let iuo: Int! = nil
let dot = .zero
let dots = a . b
let ddd = a.b.c
let custom = a <*> b <^> c
let custom2 = a |> f |> g
let custom3 = a +++ b --- c
let uni = a ∘ b ⊕ c × d ÷ e
let uni2 = a ≤ b ≥ c ≠ d
let uni3 = √a
let uni4 = a•b
let uni5 = a ⨁ b
let dotop = a .+ b .* c
let dotop2 = a..b
let dotop3 = a.+b
let slashOp = a +/ b
let commentOp = a +// comment after plus
let commentOp2 = a +/* block */ b
let commentOp3 = a */ b
let commentOp4 = a /* b */ + c
let postfix = a++ + b--
let prefix2 = ++a
let bang = !!a
let qq = a??
let qm = a ? .b : .c
let arrow = a -> b
let arrowish = a ->b
let arrowish2 = a-->b
let assign = a = b
let cmp = a<b
let generic = Array<Int>()
let generic2 = Dictionary<String, Array<Int>>()
let shift = a>>b
let shift2 = a >>= 2
let shift3 = a <<= 2
let compound = a += 1; b -= 1; c *= 2; d /= 2; e %= 3; f &= 1; g |= 2; h ^= 3
let at = @escaping
let colon2 = a::b
let backslash = \Foo.bar
let hash = a # b
let lone = a ?
let bang2 = a !
let amp = a & b
let amp2 = a &b
let amp3 = a& b
let dollar = a $ b
let lbrace = [a]!
let paren = (a)?
let str = "a"! + "b"?
let close = f()!
let chain = a?.b!.c?[0]!.d
let spaceq = a ?.b
let question = a?? b
let longOp = a <=>>= b
let ellipsisArg = f(...)
let m2 = a ... b
let m3 = a...b
let m4 = a. ..b
