import FlowLayoutEngine

extension FlowOverflow {
  /// The layout in the JSON contract's terms, for `itemCount` items: a frame per item (a zero
  /// one for each item hidden behind the indicator), lines of items only, and the hidden count;
  /// the indicator's frame is ``indicatorFrame``.
  ///
  /// - Complexity: O(*n*) for *n* items.
  func itemResult(itemCount: Int) -> FlowResult {
    let shown = itemCount - hiddenCount
    var frames = Array(result.frames.prefix(shown))
    frames += Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: hiddenCount)
    var lines = result.lines
    // The indicator ends the last line; a line it holds alone is left out.
    if let last = lines.popLast(), last.upperBound - 1 > last.lowerBound {
      lines.append(last.lowerBound..<(last.upperBound - 1))
    }
    return FlowResult(
      size: result.size, frames: frames, lines: lines, hiddenCount: hiddenCount,
      separators: result.separators, lineSeparators: result.lineSeparators)
  }
}
