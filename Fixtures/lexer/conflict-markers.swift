// Version-control conflict markers (whole-line trivia when terminated).
let before = 1
<<<<<<< HEAD
let mine = "a"
=======
let theirs = "b"
>>>>>>> feature/branch
let after = 2
<<<<<<<no space so an operator
let x = a <<<<<<< b
=======
>>>>>>>
let y = 3
  <<<<<<< indented is not a marker
  >>>>>>> so these are operators
>>>> ORIGINAL perforce style
let p = 1
==== THEIRS
let p = 2
==== YOURS
let p = 3
<<<<
let z = 4
<<<<<<< HEAD
let crlf = 1
=======
>>>>>>> other
let w = 5
<<<<<<< HEAD
let eof = 6
>>>>>>> 
let v = 7
<<<<<<< HEAD
terminator must start a line >>>>>>> here
<<<<<<< nested start inside
>>>>>>> end
let u = 8
>>>> perforce terminator needs LF not CRLF
<<<<
let t = 9
<<<<
let s = 10
<<<<<<< never terminated marker is an operator
let r = 11
