extension FlowEngine {
  /// Step 7: turns each item's main and cross offsets into a frame in the bounds' coordinates:
  /// flips the cross axis for ``Wrap/reverse``, mirrors horizontally for
  /// ``FlowLayoutDirection/rightToLeft``, and offsets by the bounds' origin.
  ///
  /// Reverse wrapping flips the lines within the container, or within the lines themselves when
  /// they overflow it, so that overflow always goes past the bottom (or trailing) edge and never
  /// before the top: safe alignment falls back to the reading direction's start, as in CSS.
  /// Items past the shown lines get a zero-size frame at the origin.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  func place(_ items: [MeasuredItem], lines: [Line], in bounds: Rect) -> [Rect] {
    let flipExtent = Swift.max(
      axis.cross(bounds.size), lines.last.map { $0.crossOffset + $0.cross } ?? 0)
    var frames = [Rect](repeating: Rect(origin: bounds.origin, size: .zero), count: items.count)
    for line in lines {
      for index in line.range {
        let item = items[index]
        var cross = line.crossOffset + item.crossOffset
        if wrap == .reverse { cross = flipExtent - cross - item.cross }
        var frame =
          axis == .horizontal
          ? Rect(x: item.mainOffset, y: cross, width: item.main, height: item.cross)
          : Rect(x: cross, y: item.mainOffset, width: item.cross, height: item.main)
        if layoutDirection == .rightToLeft {
          frame.origin.x = bounds.width - frame.maxX
        }
        frame.origin.x += bounds.minX
        frame.origin.y += bounds.minY
        frames[index] = frame
      }
    }
    return frames
  }
}
