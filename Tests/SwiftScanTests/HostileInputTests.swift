import SplitMix
import Testing

@testable import SwiftScan

/// Checks what must hold for any input: tokens are non-empty, in order, inside the file, and
/// overlap neither each other nor a comment; bracket partners point at each other.
func expectWellFormed(_ tree: SyntaxTree, sourceLocation: SourceLocation = #_sourceLocation) {
  var end: UInt32 = 0
  var comments = tree.comments.makeIterator()
  var comment = comments.next()
  for (index, token) in tree.tokens.enumerated() {
    #expect(token.start < token.end, "empty token \(index)", sourceLocation: sourceLocation)
    #expect(token.start >= end, "token \(index) overlaps the one before", sourceLocation: sourceLocation)
    #expect(Int(token.end) <= tree.bytes.count, "token \(index) ends past the file", sourceLocation: sourceLocation)
    while let current = comment, current.end <= token.start { comment = comments.next() }
    if let current = comment {
      #expect(current.start >= token.end, "token \(index) overlaps a comment", sourceLocation: sourceLocation)
    }
    end = token.end
    if let partner = tree.partner(of: index) {
      #expect(tree.partner(of: partner) == index, sourceLocation: sourceLocation)
    }
  }
}

@Suite("Hostile input: no crash, no stack overflow, nothing lost")
struct HostileInputTests {
  static let depth = 100_000

  @Test("100,000 nested brackets pair up without recursion", arguments: ["()", "[]", "{}"])
  func deepBrackets(_ pair: String) {
    let open = String(pair.first!)
    let close = String(pair.last!)
    let source = String(repeating: open, count: Self.depth) + String(repeating: close, count: Self.depth)
    let tree = SyntaxTree(Array(source.utf8))
    #expect(tree.tokens.count == 2 * Self.depth)
    #expect(tree.partner(of: 0) == 2 * Self.depth - 1)
    #expect(tree.partner(of: Self.depth - 1) == Self.depth)
    #expect(tree.diagnostics.isEmpty)
  }

  @Test("100,000 nested string interpolations")
  func deepInterpolation() {
    let source = String(repeating: "\"\\(", count: Self.depth) + "1" + String(repeating: ")\"", count: Self.depth)
    let tree = SyntaxTree(Array(source.utf8))
    #expect(tree.tokens.count == 5 * Self.depth + 1)
    #expect(tree.tokens.last?.kind == .stringQuote)
    #expect(tree.diagnostics.isEmpty)
    expectWellFormed(tree)
  }

  @Test("100,000 unclosed openers and stray closers are reported, not fatal")
  func unbalanced() {
    let source = String(repeating: "({[", count: Self.depth / 3) + String(repeating: "]", count: Self.depth)
    let tree = SyntaxTree(Array(source.utf8))
    #expect(!tree.diagnostics.isEmpty)
    expectWellFormed(tree)
  }

  @Test(
    "unterminated constructs end at the end of the file",
    arguments: [
      "let s = \"abc", "let m = \"\"\"\nabc", "let r = #\"abc", "/* never closed /* nested */",
      "let x = #/abc", "let x = #/\n  abc", "f(\"\\(g(\"", "x = `abc", "<#abc",
    ])
  func unterminated(_ source: String) {
    let tree = SyntaxTree(Array(source.utf8))
    expectWellFormed(tree)
    #expect(tree.tokens.last.map { Int($0.end) } ?? 0 <= source.utf8.count)
  }

  @Test("invalid UTF-8 and NUL bytes are stepped over with a diagnostic")
  func invalidBytes() {
    let bytes: [UInt8] =
      Array("let a = 1 ".utf8) + [0xFF, 0x00, 0xC0, 0xAF, 0xE2, 0x82] + Array(" b\n\"x".utf8) + [0xFF, 0x00]
      + Array("\"".utf8)
    let tree = SyntaxTree(bytes)
    expectWellFormed(tree)
    #expect(tree.diagnostics.contains { $0.kind == .invalidUTF8 })
    #expect(tree.diagnostics.contains { $0.kind == .nulCharacter })
    #expect(tree.tokens.indices.contains { tree.text($0) == "b" })
  }

  @Test("random bytes and mutated sources never crash, and tokens tile the input")
  func randomized() {
    var random = SplitMix64(state: 42)
    let seeds = [
      "struct V: View {\n  @State var show = false\n  var body: some View {\n    Button(\"Delete \\(name)\") { show = true }\n      .alert(\"Title\", isPresented: $show) {\n        Button(\"OK\", role: .cancel) { }\n      } message: { Text(#\"raw \"quote\"\"#) }\n  }\n}\n",
      "let r = #/\n  (?<x>a+)\n/#\nlet m = \"\"\"\n  a\\\n  \\(b)\n  \"\"\"\n",
    ].map { Array($0.utf8) }
    for _ in 0..<500 {
      let input: [UInt8]
      if random.next(below: 4) == 0 {
        input = (0..<random.next(below: 400)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      } else {
        input = Mutator.mutate(seeds[random.next(below: seeds.count)], sources: seeds, random: &random)
      }
      expectWellFormed(SyntaxTree(input))
    }
  }

  @Test("time grows linearly with hostile input (4× the input, well under 16× the time)")
  func linearTime() {
    func seconds(_ n: Int) -> Double {
      let source = String(repeating: "(\"\\(a / b /* c */ ", count: n) + String(repeating: ")\")", count: n)
      let bytes = Array(source.utf8)
      let clock = ContinuousClock()
      var best = Duration.seconds(1000)
      for _ in 0..<3 {
        let elapsed = clock.measure { _ = SyntaxTree(bytes) }
        best = min(best, elapsed)
      }
      let parts = best.components
      return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
    let small = seconds(20_000)
    let large = seconds(80_000)
    #expect(large / small < 10, "4× the input took \(large / small)× the time")
  }
}
