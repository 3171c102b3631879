// Operators that run into comment openers and stray comment closers.
let a = b +*/ c
*/
let d = e*/f
let g = h */*/ i
let j = +/*x*/+
let k = l /*/ still comment */ m
let n = */ o /
let p = */q/
let q2 = r *//
let s = t ** /u/
let v = w **/x/
let y = !*/z/
let aa = bb +// comment right after operator
let cc = dd +/* block right after operator */ ee
let ff = gg /*a*//*b*/ hh
let ii = jj//*not nested*/kk
let ll = mm /*
  */ nn
