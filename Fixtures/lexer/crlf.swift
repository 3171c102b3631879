// CRLF line endings throughout.
import Foundation
let a = 1
let s = """
    multi-line with CRLF
    second line \
    escaped newline
    """
/* block comment
   spanning CRLF lines
   /* nested */
*/
let r = #/
  a+ # comment
  b
  /#
#if DEBUG
let d = true
#else
let d = false
#endif
let t = "single" // trailing
let raw = #"""
    raw multi
    """#
let interp = "x \(a
) y"
func f() {
    return
}
