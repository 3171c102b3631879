import SwiftScan

/// `scaling`: times `SyntaxTree` on hostile inputs of n, 2n and 4n units. Linear work shows
/// time(4n)/time(n) ≈ 4; a quadratic path shows ≈ 16.
struct Scaling {
  var n: Int
  /// The most a case's largest size should take, in seconds, if its time grows quadratically.
  var budget: Double

  /// One pathological input, built for any number of units.
  struct Case: Sendable {
    var name: String
    var build: @Sendable (Int) -> [UInt8]
  }

  static let cases: [Case] = [
    Case(name: "nested ( )") { n in repeated("(", n) + repeated(")", n) },
    Case(name: "nested [ ]") { n in repeated("[", n) + repeated("]", n) },
    Case(name: "nested { }") { n in repeated("{", n) + repeated("}", n) },
    Case(name: "unclosed ( [ {") { n in repeated("([{", n / 3) },
    Case(name: "stray closers ) ] }") { n in repeated(")]}", n / 3) },
    Case(name: "mismatched ( [ … ] ]") { n in repeated("([", n / 2) + repeated("]", n / 2) },
    Case(name: #"nested "\("\(…")")""#) { n in repeated(#""\("#, n) + Array(#""x""#.utf8) + repeated(#")""#, n) },
    Case(name: #"unclosed "\( … "#) { n in repeated(#""\("#, n) },
    Case(name: "a / b / c … (one line)") { n in Array("let x = a".utf8) + repeated(" / b", n) + [10] },
    Case(name: "a /b /c … (one line)") { n in Array("let x = a".utf8) + repeated(" /b", n) + [10] },
    Case(name: "(/ a) (/ a) … (one line)") { n in repeated("(/ a) ", n) + [10] },
    Case(name: "unterminated strings") { n in repeated("let s = \"abc\n", n / 4) },
    Case(name: "unterminated strings (one line)") { n in repeated("\"a\\\"", n) + [10] },
    Case(name: "unterminated \"\"\" ") { n in Array("let s = \"\"\"\n".utf8) + repeated("line \\(x) \"\"\n", n / 4) },
    Case(name: "nested /* /* …") { n in repeated("/* ", n) },
    Case(name: "raw #\"…\" with stray \"#") { n in Array("let s = ##########\"".utf8) + repeated("\"#", n) },
    Case(name: "a.b.c … chain") { n in Array("x".utf8) + repeated(".a", n) + [10] },
    Case(name: "#if nesting") { n in repeated("#if A\n", n / 2) + repeated("#endif\n", n / 2) },
    Case(name: "#if with open ( per branch") { n in repeated("#if A\n(\n#else\n[\n#endif\n", n / 8) },
    Case(name: "let a = let b = … (one line)") { n in repeated("let a = ", n / 2) + [10] },
    Case(name: "func f< func f< … (one line)") { n in repeated("func f<", n / 2) + [10] },
    Case(name: "struct S: A, struct S: … (one line)") { n in repeated("struct S: A, ", n / 4) + [10] },
    Case(name: "var a: [[[…]]]") { n in Array("var a: ".utf8) + repeated("[", n) + repeated("]", n) + [10] },
    Case(name: "@A(@A(@A(…") { n in repeated("@A(", n / 2) + repeated(")", n / 2) + Array(" var x\n".utf8) },
  ]

  func run(only filter: String?) -> Int32 {
    let clock = ContinuousClock()
    print("scaling: SyntaxTree (lex + parse) on hostile inputs of u, 2u and 4u units; best of up to 5 runs each")
    print("scaling: linear work doubles per doubling (4u/u ≈ 4); quadratic work quadruples (4u/u ≈ 16)")
    print(
      "scaling: u = \(n) unless a case is so slow that 32 × t(u) would pass \(format(budget, 0)) s; then u is halved")
    print("")
    var rows = [["input", "u", "bytes(u)", "t(u) ms", "t(2u) ms", "t(4u) ms", "2u/u", "4u/2u", "4u/u", "verdict"]]
    var worst = 0.0
    for scalingCase in Scaling.cases where filter.map({ scalingCase.name.contains($0) }) ?? true {
      // Climb from n/64 to the largest size whose projection fits the budget: 16 × for quadratic
      // growth, twice that for the memory effects that come with it (one case here allocates
      // quadratically).
      var shift = 6
      var time = bestTime(of: scalingCase.build(n >> shift), clock: clock)
      while shift > 0 {
        let next = bestTime(of: scalingCase.build(n >> (shift - 1)), clock: clock)
        if next * 32 > budget { break }
        shift -= 1
        time = next
      }
      let units = n >> shift
      var times = [time]
      for multiple in [2, 4] {
        times.append(bestTime(of: scalingCase.build(units * multiple), clock: clock))
      }
      let doublings = [times[1] / max(times[0], 1e-9), times[2] / max(times[1], 1e-9)]
      let ratio = times[2] / max(times[0], 1e-9)
      // Work that grows faster than linearly grows so at every doubling; a single steep doubling is the
      // data leaving a cache level or the allocator changing strategy (re-run with a larger --n).
      let verdict: String
      if doublings.allSatisfy({ $0 >= 3 }) {
        verdict = "QUADRATIC"
      } else if ratio < 6 {
        verdict = "linear"
      } else {
        verdict = doublings.min()! < 2.6 ? "linear, one jump" : "superlinear?"
      }
      worst = max(worst, ratio)
      rows.append(
        [scalingCase.name, "\(units)", "\(scalingCase.build(units).count)"] + times.map { format($0 * 1000, 2) }
          + [format(doublings[0], 1), format(doublings[1], 1), format(ratio, 1), verdict])
    }
    printAligned(rows)
    print("")
    print("summary: worst_ratio=\(format(worst, 1))")
    return 0
  }

  /// The best of up to five runs; fewer when a run is slow, as one slow run is evidence enough.
  func bestTime(of input: [UInt8], clock: ContinuousClock) -> Double {
    var best = Double.infinity
    var spent = 0.0
    for _ in 0..<5 {
      let start = clock.now
      let tree = SyntaxTree(input)
      let elapsed = seconds(clock.now - start)
      sink &+= tree.tokens.count &+ tree.declarations.count
      best = min(best, elapsed)
      spent += elapsed
      if spent > budget / 4 { break }
    }
    return best
  }
}

/// Where the results of timed work go, so that the optimiser keeps the work.
nonisolated(unsafe) var sink = 0

private func repeated(_ unit: String, _ count: Int) -> [UInt8] {
  let bytes = Array(unit.utf8)
  var out: [UInt8] = []
  out.reserveCapacity(bytes.count * max(count, 0))
  for _ in 0..<max(count, 0) { out += bytes }
  return out
}
