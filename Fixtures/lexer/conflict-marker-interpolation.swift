// A conflict marker inside an interpolation of a multi-line string resets
// the toolchain lexer's state stack to top level.
let s = """
    value: \(x
<<<<<<< HEAD
=======
>>>>>>> branch
    ) tail
    """
let after = 1
