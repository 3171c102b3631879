// Multi-line string literals.
let a = """
    indented line
      more indented
    back
    """
let b = """
"""
let c = """

    blank line above and below

    """
let d = """
    escaped newline at end \
    continues here
    trailing spaces before backslash   \
    done
    """
let e = """
    contains "quotes" and ""two"" and \""" escaped triple
    and \"\"\" too
    """
let f = """
    interpolation \(a) and \(b.count + 1) and \("inner \(c)")
    multi-line interpolation \(
        [1, 2, 3].map { $0 * 2 }
    )
    """
let g = """
	tab indented
	"""
let h = """
    escapes \t \n \0 \u{1F600} \\ \
    """
let i = """
    ends with quote"
    """
let j = """
    ""
    """
let k = """
    \"""
    """
let l = """
one line no indent
"""
let m = """
    closing delimiter on content line"""
let n = """text on opening line
    """
let o = """
    four quotes next: """"
let p = """
    """.count
let q = ["""
    in array
    """, """
    second
    """]
let r = """
    a \
    """
let s = """
    line with \\
    backslash-escaped backslash at end
    """
let t = """
    unicode 日本語 🐶
    """
let u = """
    inner multi \("""
        nested multi
        """) done
    """
