/// A way of dividing items into lines.
///
/// Every breaker honours forced breaks and the item limit, puts an item longer than the line on a
/// line of its own, and never makes an empty line.
protocol LineBreaker {
  /// The index range of each line, ordered, contiguous and covering every item exactly once.
  func lines(for items: [MeasuredItem], available: Double, maxItemsPerLine: Int) -> [Range<Int>]
}

extension MeasuredItem {
  /// Whether this item must start a new line after `count` items of the current one.
  func startsLine(after count: Int, maxItemsPerLine: Int) -> Bool {
    breakBefore || count >= maxItemsPerLine
  }
}
