// No-break spaces (U+00A0) between tokens.
let a = 1
let b = 2
let c = a + b
let d = [1, 2, 3]
func f() { }
let e = "no break inside string"
let f = 1 // comment with nbsp
  let g = 3
let h = a 
let i =  /re/
let j = x / y / z
let k =  em space
let l =  thin​zero width
let m = a　b
let n = a b
let o = a­b
