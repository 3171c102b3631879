// Invalid UTF-8 bytes in code, strings, comments and identifiers.
let a = 1 ÿ let b = 2
let c = À¯
let d = â‚
let e = "ÿ in string"
let f = "overlong À¯ and truncated â‚"
// comment ÿş with bad bytes
/* block À¯ comment */ let g = 3
let hÿi = 4
let j = xâ‚y
let k = €
let l = ¿¿
let m = ğŸ
let n = í €
let o = ô€€
let p = øˆ€€€
let q = #"ÿ raw"#
let r = /ÿ/
let s = aÿ+b
let t = `ÿ`
let u = """
    À¯
    """
let v = à€€
let w = Â
ÿ