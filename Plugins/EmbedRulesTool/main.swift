// embed-rules INPUT OUTPUT: writes a Swift file declaring `embeddedRulesJSON`, the bytes of INPUT
// as a raw string literal (with more `#` than any run in the text, so nothing can end it early).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func fail(_ message: String, status: Int32) -> Never {
  let bytes = Array("embed-rules: \(message)\n".utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(status)
}

func readAll(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = fread(&buffer, 1, buffer.count, file)
    if n == 0 { break }
    bytes += buffer[0..<n]
  }
  return bytes
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let input = readAll(arguments[1]) else {
  fail("usage: embed-rules INPUT OUTPUT (INPUT must be readable)", status: 2)
}
var longestRun = 0
var run = 0
for byte in input {
  run = byte == UInt8(ascii: "#") ? run + 1 : 0
  longestRun = max(longestRun, run)
}
let pounds = String(repeating: "#", count: longestRun + 1)
let text = String(decoding: input, as: UTF8.self)
let source = """
  // Generated from rules.json by the EmbedRules plugin; edit rules.json instead.
  let embeddedRulesJSON: String = \(pounds)\"\"\"
  \(text)
  \"\"\"\(pounds)

  """
guard let output = fopen(arguments[2], "wb") else {
  fail("cannot write \(arguments[2])", status: 1)
}
fputs(source, output)
fclose(output)
