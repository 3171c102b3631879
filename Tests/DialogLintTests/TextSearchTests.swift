import Foundation
import SplitMix
import Testing

@testable import DialogModel

@Suite("Text search: Foundation's answers, on the bytes where they agree")
struct TextSearchTests {
  @Test("holds(_:) answers as Foundation's contains(_:) for ASCII, combining marks, empty and longer needles")
  func sameAsFoundation() {
    let pieces = ["a", "l", "e", "r", "t", "A", ".", "->", "\u{301}", "é", "e\u{301}", "🙂", "", "alert", "ale"]
    var random = SplitMix64(state: 0x7E57)
    for _ in 0..<20_000 {
      let haystack = (0..<random.next(below: 8)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
      let needle = (0..<random.next(below: 3)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
      #expect(
        haystack.holds(needle) == haystack.contains(needle), "\(haystack.debugDescription) \(needle.debugDescription)")
      let sub = haystack.dropFirst()
      #expect(sub.holds(needle) == sub.contains(needle), "\(sub.debugDescription) \(needle.debugDescription)")
    }
  }
}
