extension RandomAccessCollection {
  /// The index of the first element `isPast` holds for, in a collection whose elements it holds for
  /// all follow those it does not (`endIndex` when it holds for none): found by halving.
  @inlinable public func partitionPoint(where isPast: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if isPast(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
