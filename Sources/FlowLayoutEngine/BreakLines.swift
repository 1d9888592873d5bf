extension FlowEngine {
  /// Step 2: divides the items into lines no longer than `available`, then keeps the first
  /// ``maxLines`` of them.
  ///
  /// A forced break starts a line; ``maxItemsPerLine`` ends one. An item longer than `available`
  /// gets a line of its own; it is never dropped, split or clipped. The first item of a line
  /// never wraps, so there are no empty lines.
  ///
  /// - Returns: The index range of each shown line. The ranges are ordered and contiguous, and
  ///   cover the shown items exactly once; the hidden items follow the last range.
  /// - Complexity: O(*n*), where *n* is the number of items.
  func breakIntoLines(_ items: [MeasuredItem], available: Double) -> [Range<Int>] {
    let breaker = GreedyLineBreaker()
    let lines = breaker.lines(
      for: items, available: available, maxItemsPerLine: Swift.max(maxItemsPerLine ?? .max, 1))
    guard let maxLines, lines.count > maxLines else { return lines }
    return Array(lines.prefix(Swift.max(maxLines, 0)))
  }
}
