/// Fills each line with as many items as fit, in order, like a typewriter.
///
/// - Complexity: O(*n*) time, where *n* is the number of items; memory for the result only.
struct GreedyLineBreaker: LineBreaker {
  func lines(for items: [MeasuredItem], available: Double, maxItemsPerLine: Int) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var length = 0.0
    for index in items.indices {
      let item = items[index]
      if index == start {
        length = item.main
        continue
      }
      let extended = length + item.gapBefore + item.main
      if item.startsLine(after: index - start, maxItemsPerLine: maxItemsPerLine)
        || !fits(extended, in: available)
      {
        lines.append(start..<index)
        start = index
        length = item.main
      } else {
        length = extended
      }
    }
    if start < items.count { lines.append(start..<items.count) }
    return lines
  }
}
