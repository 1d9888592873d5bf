extension SelfSizingFlow: NavigableLayout {
  /// Where focus goes from `focus` on `move`, as ``FlowNavigator`` answers for a layout of the
  /// current sizes (measured, or estimated), breaking lines only as far as the move reads.
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in the two lines, plus breaking
  ///   the lines up to them when they were not read before.
  public mutating func focus(after move: FlowMove, from focus: FlowFocus) -> FlowFocus {
    moving(move, from: focus)
  }

  /// The items focus is on after each of `moves` in turn, from the item at `item`, as
  /// ``FlowNavigator/items(after:from:)`` answers them.
  ///
  /// - Complexity: As ``focus(after:from:)``, for each move.
  public mutating func items(after moves: [FlowMove], from item: Int) -> [Int] {
    itemsMoving(moves, from: item)
  }

  /// Focus coming into this flow from a neighbouring one, such as the section before or after
  /// in a collection view: onto the item of the line that shows the item at `item` whose span
  /// along the lines holds `position`, else the nearest, the earlier on a tie.
  ///
  /// - Complexity: As ``focus(after:from:)``.
  public mutating func focus(enteringLineOf item: Int, at position: Double) -> FlowFocus {
    entering(lineOf: item, at: position)
  }

  /// The centre along the lines of the item at `item`: where a move out of this flow across the
  /// lines aims in the next, unless one is remembered.
  ///
  /// - Complexity: As ``focus(after:from:)``.
  public mutating func centre(ofItem item: Int) -> Double? {
    line(showing: item).map { centre(of: item, inLine: $0) }
  }

  mutating func line(showing item: Int) -> Int? { slot(containing: item)?.line }

  mutating func items(ofLine line: Int) -> Range<Int>? {
    // Each pass completes the line of the first item not broken, at least one more line.
    while completeLineCount <= line, broken.count < count { breakLines(throughItem: broken.count) }
    return line >= 0 && line < completeLineCount ? broken.range(ofLine: line) : nil
  }

  mutating func frames(ofLine line: Int) -> [Rect] { broken.frames(inLines: line..<(line + 1)) }

  mutating func lastShownItem() -> Int? {
    guard count > 0 else { return nil }
    // Lines broken on demand hide nothing: the last item is the last shown.
    if breaksOnDemand, broken.count < count { return count - 1 }
    return broken.lastShownItem()
  }
}
