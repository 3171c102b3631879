// Unterminated regex literal at end of file.
let a = 1
let r = /abc