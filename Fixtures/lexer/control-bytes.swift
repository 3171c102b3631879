// Control bytes other than the usual whitespace.
let a= 1
let b= 2
let c = 3
let d = [0m
let e = "bell  in string"
let f = "esc  in string"
// comment with  
/* block with  */ let g = 4
let h = ab
let i = 
let j = "tab	here"
let k = #""#
let l = //
let m = """
    
    """
let n = 5
