// Regex versus division after particular keywords and tokens.
let k1 = self / 2 / 3
let k2 = Self / x / y
let k3 = super / x / y
let k4 = true / x / y
let k5 = false / x / y
let k6 = nil / x / y
let k7 = init / x / y
let k8 = return /x/
let k9 = throw /x/
let k10 = if /x/ {}
let k11 = while /x/ {}
let k12 = guard /x/ else {}
let k13 = case /x/
let k14 = where /x/
let k15 = in /x/
let k16 = else /x/
let k17 = repeat /x/
let k18 = is /x/
let k19 = as /x/
let k20 = some /x/
let k21 = any /x/
let k22 = await /x/ / 2
let k23 = inout /x/
let k24 = let /x/
let k25 = func /x/
let k26 = Any / x / y
let k27 = default /x/
let k28 = do /x/
let k29 = catch /x/
foo()
/x/.wholeMatch(in: s)
let l1 = a
/ b /
let l2 = a
  / b
let l3 = f(x)
/regex/
let l4 = [1]
/ 2 / 3
let l5 = "s"
/ 2 /
let l6 = 1
/ 2 /
let p1 = !/a/
let p2 = -/a/
let p3 = +/a/
let p4 = x ?? /a/
let p5 = x??/a/
let p6 = x+/a/
let p7 = (!/a/)
let p8 = x == !/a/
let p9 = ~/a/
let p10 = x ?/a/ : /b/
let p11 = [!/a/, -/b/]
let p12 = x / !/a/
let p13 = x /!/ y
let p14 = x !/ y /
let c1 = /a*/
let c2 = /\*/
let c3 = /a*/ + 1
let c4 = /*/ comment */ 1
let c5 = x /a*/ 2
let c6 = /[*]/
let c7 = /a//
let c8 = /a///
let c9 = /a// comment
let b1 = /[)]/
let b2 = /\)/
let b3 = /[(]/
let b4 = /\(/
let b5 = /((a))/
let b6 = /(a))/
let b7 = /(?:a)/
let b8 = /a]/
let b9 = /[a/
let b10 = /a\/
let after = 1
let b11 = /a\\\//
let b12 = /a\
let after2 = 2
let s1 = /a/b
let s2 = /a/1
let s3 = /a/.b
let s4 = /a/!
let s5 = /a/?
let s6 = /a/+
let s7 = /a/ + /b/
let s8 = /a/ /b/
let s9 = /a//b/
let s10 = /a/#
let s11 = /a/`x`
let s12 = /a/"s"
let t1 = x? /a/
let t2 = x! /a/
let t3 = x! / a /
let t4 = x?/a/
let t5 = x]/a/
let t6 = x)/a/
let t7 = x}/a/
let t8 = 1/a/
let t9 = "s"/a/
let t10 = x /a/
let t11 = x/ a /
let t12 = x / a/
let t13 = x /a /
let t14 = x/a /
let sp1 = /	tab start/
let sp2 = /tab end	/
let sp3 = / /
let sp4 = //
let sp5 = /\ /
let sp6 = / \//
let e1 = #/a
/#
let e2 = #/ a /#
let e3 = #//#
let e4 = ##//##
let e5 = #/
/#
let e6 = #/
  content
  more /# trailing
let e7 = #/   
  trailing spaces after opener
  /#
let e8 = #/ab/##
let e9 = ##/ab/#
let e10 = #/a/b/c/#/d
let e11 = #/(/#
let e12 = #/[/#
let e13 = #/	/#
let e14 = #
/a/
let e15 = #/a\/#
let e16 = #/\//#
