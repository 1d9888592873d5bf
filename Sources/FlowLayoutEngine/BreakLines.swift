extension FlowEngine {
  /// Step 2: divides the items into lines no longer than `available` by ``lineBreaking``, then
  /// keeps the first ``maxLines`` of them.
  ///
  /// A forced break starts a line; ``maxItemsPerLine`` ends one. An item longer than `available`
  /// gets a line of its own; it is never dropped, split or clipped. The first item of a line
  /// never wraps, so there are no empty lines.
  ///
  /// - Returns: The index range of each shown line. The ranges are ordered and contiguous, and
  ///   cover the shown items exactly once; the hidden items follow the last range.
  /// - Complexity: O(*n*) for greedy breaking, O(*n* log *L*) for the optimal ones, where *n* is
  ///   the number of items and *L* the most items a line can hold.
  func breakIntoLines(_ items: [MeasuredItem], available: Double) -> [Range<Int>] {
    let breaker: any LineBreaker =
      switch lineBreaking {
      case .greedy: GreedyLineBreaker()
      case .balanced: OptimalLineBreaker(objective: .balanced)
      case .minimumRaggedness: OptimalLineBreaker(objective: .minimumRaggedness)
      }
    let lines = breaker.lines(
      for: items, available: available, maxItemsPerLine: Swift.max(maxItemsPerLine ?? .max, 1))
    guard let maxLines, lines.count > maxLines else { return lines }
    return Array(lines.prefix(Swift.max(maxLines, 0)))
  }
}
