// Curly quotes are not string delimiters.
let a = “text”
let b = ”
let c = “unterminated on line
let d = 1
let e = ‘single’
let f = "straight with “curly” inside"
let g = “mixed"
let h = "mixed”
let i = f(“a”, “b”)
let j = “”
let k = „low quote“
let l = «guillemets»
let m = ″double prime″
let n = “nested “inner” outer”
let o = x“y”z
let p = “multi
line”
