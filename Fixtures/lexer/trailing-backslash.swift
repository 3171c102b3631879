let a = 1
\