let r = #/
  multi-line extended regex
  never closed
