let a = 1
#