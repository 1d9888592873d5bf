extension IncrementalFlow {
  /// How many of the last lines items appended after the last, the first being `next` (`nil`
  /// when not known yet), may break otherwise (see
  /// ``BreakRule/openLineCount(of:lastLineStart:next:)``); 0 for a flow of no lines.
  ///
  /// - Complexity: O(*k*) for *k* items in the last line.
  @inlinable
  func openLineCount(before next: Item?) -> Int {
    let last = chunks[chunks.count - 1]
    guard let lastLine = last.lines.last else { return 0 }
    return BreakRule.openLineCount(
      of: last.items, lastLineStart: lastLine.range.lowerBound, next: next)
  }

  /// The first item of the run of items kept together that holds the item before `position` in
  /// chunk `chunkIndex`, within the chunk; `position` itself when it is the chunk's first.
  ///
  /// - Complexity: O(*k*) for a run of *k* items.
  @inlinable
  func runStart(inChunk chunkIndex: Int, before position: Int) -> Int {
    let items = chunks[chunkIndex].items
    guard position > 0 else { return position }
    var start = position - 1
    while start > 0, BreakRule.joins(items[start - 1], items[start]) { start -= 1 }
    return start
  }
}
