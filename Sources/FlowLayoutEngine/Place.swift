extension LayoutPass {
  /// Steps 5 and 7, in one pass over the frames: moves the items of each line along the main
  /// axis by its justification (see ``justification(of:in:)``), then turns the frames into the
  /// bounds' coordinates: flips the cross axis for ``Wrap/reverse``, mirrors horizontally for
  /// ``FlowLayoutDirection/rightToLeft``, and offsets by the bounds' origin.
  ///
  /// Reverse wrapping flips the lines within the container, or within the lines themselves when
  /// they overflow it, so that overflow always goes past the bottom (or trailing) edge and never
  /// before the top: safe alignment falls back to the reading direction's start, as in CSS.
  ///
  /// - Complexity: O(*n*) for *n* shown items; nothing to do with lines justified to the start
  ///   and without reversing, mirroring or an origin.
  @inlinable
  mutating func place(in container: Rect, containerMain: Double) {
    switch flow.axis {
    case .horizontal: place(in: container, containerMain: containerMain, along: HorizontalAxis.self)
    case .vertical: place(in: container, containerMain: containerMain, along: VerticalAxis.self)
    }
  }

  /// ``place(in:containerMain:)`` specialized for an axis.
  @inlinable
  mutating func place<Axis: StaticAxis>(
    in container: Rect, containerMain: Double, along axis: Axis.Type
  ) {
    let reverse = flow.wrap == .reverse
    let mirror = flow.layoutDirection == .rightToLeft
    // One loop for each combination, so that the loop tests neither per item.
    switch (reverse, mirror) {
    case (true, true):
      place(in: container, containerMain: containerMain, along: axis, reverse: true, mirror: true)
    case (true, false):
      place(in: container, containerMain: containerMain, along: axis, reverse: true, mirror: false)
    case (false, true):
      place(in: container, containerMain: containerMain, along: axis, reverse: false, mirror: true)
    case (false, false):
      guard justifiesLines || container.origin != .zero else { return }
      place(
        in: container, containerMain: containerMain, along: axis, reverse: false, mirror: false)
    }
  }

  /// Justifies, flips, mirrors and moves the shown items' frames: line by line when lines are
  /// justified, in one run over the frames otherwise.
  @inlinable @inline(__always)
  mutating func place<Axis: StaticAxis>(
    in container: Rect, containerMain: Double, along _: Axis.Type, reverse: Bool, mirror: Bool
  ) {
    let axis = Axis.axis
    let frames = frames
    let origin = container.origin
    let flipExtent = Swift.max(axis.cross(container.size), lines.last?.crossEnd ?? 0)
    @inline(__always) func placeInBounds(_ frame: inout Rect) {
      if reverse {
        axis.setCrossStart(flipExtent - axis.crossStart(frame) - axis.cross(frame.size), of: &frame)
      }
      if mirror { frame.origin.x = container.width - frame.maxX }
      frame.origin.x += origin.x
      frame.origin.y += origin.y
    }
    guard justifiesLines else {
      for index in 0..<shownCount { placeInBounds(&frames[index]) }
      return
    }
    for line in lines {
      let distribution = justification(of: line, in: containerMain)
      // Lines that move as a whole, centred or at the end: the same sum as below, in fewer steps.
      guard distribution.between != 0 else {
        for index in line.range {
          var frame = frames[index]
          axis.setMainStart(axis.mainStart(frame) + distribution.leading, of: &frame)
          placeInBounds(&frame)
          frames[index] = frame
        }
        continue
      }
      var position = 0.0
      for index in line.range {
        var frame = frames[index]
        axis.setMainStart(
          axis.mainStart(frame) + distribution.leading + position * distribution.between,
          of: &frame)
        position += 1
        placeInBounds(&frame)
        frames[index] = frame
      }
    }
  }
}
