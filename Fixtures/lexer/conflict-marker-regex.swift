// After a conflict marker the toolchain lexer forgets the previous token,
// so a `/` that follows is lexed as if at the start of the file.
let total = count
<<<<<<< HEAD
    + 1
=======
    + 2
>>>>>>> branch
    / 2 / 3
let next = 1
