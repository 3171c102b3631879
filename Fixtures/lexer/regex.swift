// Regex literals versus the division operator.
let r1 = /abc/
let r2 = /a+b*c?/
let r3 = /[a-z]+\d{2,3}/
let r4 = /\//
let r5 = /a\/b/
let r6 = /(?<name>\w+)\s(?<value>\d+)/
let r7 = /[/]/
let r8 = /a|b/
let q = a / b / c
let q2 = a/b/c
let q3 = a / b
let q4 = (a) / (b) / (c)
let q5 = x[0] / 2 / y[1]
let q6 = 10 / 2
let q7 = a /= b
var q8 = 1; q8 /= 2
let e1 = #/abc/#
let e2 = #/a/b/c/#
let e3 = ##/contains /# inside/##
let e4 = #/ spaces are fine /#
let m1 = #/
  (?<year>\d{4}) - # a comment
  (?<month>\d{2})
  /#
let m2 = ##/
  multi / line / with slashes
  /##
let t1 = try? /x/.firstMatch(in: s)
let t2 = try! /y/
let t3 = try /z/
let aw = await /w/
let f1 = f(/a/, /b/)
let f2 = f(x: /a/, y: /b/)
let f3 = [/a/, /b/]
let f4 = [1, 2].reduce(0, /)
let f5 = [1, 2].reduce(1, /) / 2
let f6 = g(/)
let f7 = (/)
let sw = switch s { case /a/: 1 default: 0 }
if s.contains(/needle/) {}
let c1 = s ~= /pat/
let c2 = !/pat/.isEmpty
let c3 = x == /a/
let c4 = x && /a/
let p1 = /^abc$/
let p2 = / not a regex starting with space/
let p3 = /not a regex ending with space /
let p4 = /\ escaped space start/
let p5 = /a)/
let p6 = /(a/
let p7 = /a)b/
struct V {
  static func /(lhs: V, rhs: V) -> V { lhs }
  static func /= (lhs: inout V, rhs: V) {}
  static prefix func /(x: V) -> V { x }
}
prefix operator /^/
postfix operator ^/
infix operator /^^/: MultiplicationPrecedence
let op = a /^/ b
let brace = { /x/ }
let brace2 = { x in x / 2 }
let ret = { return /y/ }
let semi = 1; let rx = /z/
let colon: Regex = /k/
let tern = flag ? /a/ : /b/
let in1 = for x in /a/ {}
let sl = x.map { $0 / 2 }
let dl = a / /b/
let ex = x! / 2
let opt = x? / 2
let pq = x / y // trailing comment
let cc = x / y /* block */ / z
let dot = /a/.ignoresCase()
let unterm = /unterminated on this line
let after = 1
let rb = /\\/
let cls = /[\]/]/
let brackets = /[[a-b]&&[c]]/
let ext = #/a/b/#
let hashDiv = # / 2
