// Unterminated single-line string at end of file.
let a = 1
let s = "no closing quote