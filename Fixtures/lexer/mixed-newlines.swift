let a = 1
let b = 2let c = 3
let d = """
    x    y
    """
/* c
*/ let e = 4

let f = 5 // c