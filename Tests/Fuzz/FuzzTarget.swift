// libFuzzer entry point for the tokenizer and parser; built by Tests/Fuzz/run with the SwiftScan
// sources compiled into one module. A crash, a hang or a broken invariant below is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let tree = SyntaxTree(Array(UnsafeBufferPointer(start: data, count: size)))
  var end: UInt32 = 0
  for (index, token) in tree.tokens.enumerated() {
    precondition(token.start < token.end && token.start >= end && Int(token.end) <= size, "tokens must tile the input")
    end = token.end
    if let partner = tree.partner(of: index) { precondition(tree.partner(of: partner) == index) }
    // Decode every call and chain the dialog model could ask for.
    if let call = tree.call(at: index) {
      precondition(call.end > index && call.end <= tree.tokens.count)
      _ = tree.chain(after: call.end)
    }
  }
  for declaration in tree.declarations {
    precondition(declaration.start <= declaration.keyword && declaration.nameEnd <= tree.tokens.count)
  }
  return 0
}
