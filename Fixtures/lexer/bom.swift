// File that starts with a UTF-8 byte-order mark.
let x = 1
let y = "﻿ inside string"
let z﻿= 2
