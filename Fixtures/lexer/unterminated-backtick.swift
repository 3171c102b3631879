let a = 1
let `open = 2
let b = `