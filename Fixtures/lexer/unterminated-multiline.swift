// Unterminated multi-line string at end of file.
let s = """
    first line
    second line with \(interp)
    ""
