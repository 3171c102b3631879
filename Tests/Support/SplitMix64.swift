/// SplitMix64: a small deterministic random source, so that a seed names the same inputs (mutants,
/// a generated corpus) on every run and every toolchain; the standard library's generators and
/// `random(in:using:)` are not promised to stay the same across toolchains.
public struct SplitMix64 {
  private var state: UInt64

  public init(state: UInt64) { self.state = state }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound`, or 0 when `bound` is 1 or less.
  public mutating func next(below bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
}
