// Raw string literals with one or more pound delimiters.
let a = #"raw \n stays"#
let b = ##"contains "# inside"##
let c = ###"contains "## and "# inside"###
let d = #"interpolated \#(a) here"#
let e = ##"not interpolated \#(a), but \##(b) is"##
let f = #"escape \#n newline and \#t tab and \#u{41}"#
let g = #"quote " in middle"#
let h = #""#
let i = ##""##
let j = #"\"#
let k = #"\\"#
let l = #"""#
let m = #""""#
let n = #"a"b"c"#
let o = #"""
    raw multi-line \n
    with "# and """ inside
    interpolation \#(a)
    """#
let p = ##"""
    double pound multi-line "#
    """ and """# inside
    """##
let q = #"""
    escaped newline \#
    continues
    """#
let r = #"""
    plain backslash at end \
    """#
let s = #"nested \#("inner \(1) and #"raw"#") end"#
let t = #"unterminated raw on line
let after = 1
let u = ##"mismatched closer"#
let after2 = 2
let v = #"pattern: [a-z]+ \d{3}"#.count
let w = #"ends with pound"##
let x = ##"too few"#"##
let y = #"""#
let z = "#" + "##"
let zz = ###"""
    triple pound """## still inside
    """###
