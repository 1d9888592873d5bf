extension LayoutPass {
  /// Step 7: places the items of every line on the cross axis (see ``alignItems(in:)``).
  ///
  /// - Complexity: O(*n*), where *n* is the number of shown items.
  @inlinable
  mutating func alignItems() {
    for line in scratch.lines { alignItems(in: line) }
  }

  /// Places the items of a line on the cross axis according to
  /// ``FlowEngine/itemAlignment``, proposing the line's thickness to items that stretch.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable
  mutating func alignItems(in line: Line) {
    switch flow.axis {
    case .horizontal: alignItems(in: line, along: HorizontalAxis.self)
    case .vertical: alignItems(in: line, along: VerticalAxis.self)
    }
  }

  /// ``alignItems(in:)`` specialized for an axis.
  @inlinable @inline(__always)
  mutating func alignItems<Axis: StaticAxis>(in line: Line, along axis: Axis.Type) {
    if constants.baselineAlignment != nil {
      alignItemsOnBaseline(in: line, along: axis)
    } else {
      alignItemsByAlignment(in: line, along: axis)
    }
  }

  /// Places the items of a line so that their baselines line up.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable @inline(__always)
  mutating func alignItemsOnBaseline<Axis: StaticAxis>(in line: Line, along _: Axis.Type) {
    let axis = Axis.axis
    let baselineOffset = baselineOffset(of: line)
    for index in line.range {
      let cross = axis.cross(frames[index].size)
      let offset = baselineOffset - scratch.baselines[index]
      // Reverse wrapping flips the cross axis when placing; pre-flip baseline offsets so that
      // baselines still line up afterwards.
      let start = flow.wrap == .reverse ? line.cross - cross - offset : offset
      axis.setCrossStart(line.crossOffset + start, of: &frames[index])
    }
  }

  /// Places the items of a line by ``FlowEngine/itemAlignment``, for lines without a baseline
  /// alignment; loops that build such lines inline it.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable @inline(__always)
  mutating func alignItemsByAlignment<Axis: StaticAxis>(in line: Line, along _: Axis.Type) {
    let axis = Axis.axis
    // The share of an item's free cross space that goes before it.
    let share: Double =
      switch flow.itemAlignment {
      case .start, .stretch, .firstTextBaseline, .lastTextBaseline: 0
      case .center: 0.5
      case .end: 1
      }
    if flow.itemAlignment == .stretch {
      for index in line.range where axis.cross(frames[index].size) != line.cross {
        let answer = measurer.measure(
          index, main: axis.main(frames[index].size), cross: line.cross)
        axis.setCross(Swift.min(answer.cross, line.cross), of: &frames[index])
      }
    }
    for index in line.range {
      let cross = axis.cross(frames[index].size)
      axis.setCrossStart(
        line.crossOffset + Swift.max(line.cross - cross, 0) * share, of: &frames[index])
    }
  }
}
