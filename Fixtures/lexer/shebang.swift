#!/usr/bin/env swift
// Script with a shebang line.
print("hello")
let x = 1 #! not a shebang here
#!also not at start
