// `t.0.1` normally lexes as integer . integer; after a conflict marker
// the toolchain lexer no longer knows the previous token was a period.
let pair = t.
<<<<<<< HEAD
=======
>>>>>>> branch
0.1
