import SplitMix

/// The draws the corpus generator makes, each from the raw 64-bit stream by our own arithmetic so
/// that a seed names one corpus everywhere.
struct SeededGenerator {
  private var source: SplitMix64

  init(seed: UInt64) { source = SplitMix64(state: seed &+ 0x9E37_79B9_7F4A_7C15) }

  mutating func next() -> UInt64 { source.next() }

  /// A value in `range`, by multiply-shift (the bias is far below anything a corpus can show).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    let high = next().multipliedFullWidth(by: span).high
    return range.lowerBound + Int(high)
  }

  /// True with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

  /// `count` distinct elements of `items`, in the order of `items`.
  mutating func sample<T>(_ items: [T], _ count: Int) -> [T] {
    var chosen: [T] = []
    var needed = min(count, items.count)
    for (offset, item) in items.enumerated() where needed > 0 {
      let left = items.count - offset
      if int(0...(left - 1)) < needed {
        chosen.append(item)
        needed -= 1
      }
    }
    return chosen
  }

  /// A size between `low` and `high` drawn roughly log-uniformly (an octave at random, then a
  /// value inside it): many small files, some large ones, as in real projects.
  mutating func logUniform(_ low: Int, _ high: Int) -> Int {
    var octaves = 0
    while low << octaves < high { octaves += 1 }
    let bottom = low << int(0...max(octaves - 1, 0))
    return int(bottom...min(bottom * 2, high))
  }
}
