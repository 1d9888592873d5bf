extension IncrementalFlow: NavigableLayout {
  /// Where focus goes from `focus` on `move`, as ``FlowNavigator`` answers for the whole
  /// layout, placing only the two lines the move reads.
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in the two lines, plus the first
  ///   read after an edit (see ``IncrementalFlow``).
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

  func line(showing item: Int) -> Int? { line(containing: item) }

  func items(ofLine line: Int) -> Range<Int>? {
    line >= 0 && line < lineCount ? range(ofLine: line) : nil
  }

  mutating func frames(ofLine line: Int) -> [Rect] { frames(inLines: line..<(line + 1)) }

  func lastShownItem() -> Int? {
    lineCount > 0 ? range(ofLine: lineCount - 1).upperBound - 1 : nil
  }
}
