// Unterminated block comment at end of file.
let a = 1
/* outer /* inner */ still open
let b = 2
