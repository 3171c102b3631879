// Unterminated raw string at end of file.
let a = 1
let r = ##"raw "# still open