// Plain line comment
/// Doc line comment
//// Four slashes
//! Bang comment
/* Block comment */
/** Doc block comment */
/*
 Multi-line block comment
 with * stars and / slashes
 */
/* outer /* nested */ still outer */
/* level 1 /* level 2 /* level 3 */ level 2 */ level 1 */
/* unbalanced opener in nested /* /* */ */ */
let a = 1 // trailing comment
let b = 2 /* trailing block */
let c = /* inline */ 3
let d = 4/* no space */+5
let e = 6//no space
let f = 7 /*/ tricky /*/ still comment */ + 8
let g = 9 /**/ + 10
let h = 11 /***/ + 12
let i = 13 /* * / not end */ + 14
let j = "// not a comment" + "/* nor this */"
let k = 15 */ 16
*/
let l = 17 /* comment with "quote and 'apostrophe */
let m = 18 // comment with "unterminated string
let n = 19 // comment ending in backslash \
let o = 20
/* comment containing // line comment */ let p = 21
// comment containing /* block start
let q = 22
/* block with
// line comment inside
*/ let r = 23
let s = a/**/b
let t = a//**/b
let u = a /*/ b
*/
let v = 24 // 日本語のコメント 🐶
/* 日本語 /* ネスト */ */
let w = 25 //  tab	in comment
#if false
/* comment in inactive block */
#endif
let x = 26 /// doc trailing
///
/**/
/***/
/*!*/
/* ** */
let y = [1 /* one */, 2 /* two */]
let z = f(/* no args */)
