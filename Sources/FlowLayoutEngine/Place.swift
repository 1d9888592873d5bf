extension FlowEngine {
  /// Step 7: turns each item's main and cross offsets into a frame in the bounds' coordinates:
  /// flips the cross axis for ``Wrap/reverse``, mirrors horizontally for
  /// ``FlowLayoutDirection/rightToLeft``, and offsets by the bounds' origin.
  ///
  /// Items past the shown lines get a zero-size frame at the origin.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  func place(_ items: [MeasuredItem], lines: [Line], in bounds: Rect) -> [Rect] {
    let containerCross = axis.cross(bounds.size)
    var frames = [Rect](repeating: Rect(origin: bounds.origin, size: .zero), count: items.count)
    for line in lines {
      for index in line.range {
        let item = items[index]
        var cross = line.crossOffset + item.crossOffset
        if wrap == .reverse { cross = containerCross - cross - item.cross }
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
