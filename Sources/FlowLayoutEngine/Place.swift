extension LayoutPass {
  /// Step 7: turns the frames into the bounds' coordinates: flips the cross axis for
  /// ``Wrap/reverse``, mirrors horizontally for ``FlowLayoutDirection/rightToLeft``, and offsets
  /// by the bounds' origin.
  ///
  /// Reverse wrapping flips the lines within the container, or within the lines themselves when
  /// they overflow it, so that overflow always goes past the bottom (or trailing) edge and never
  /// before the top: safe alignment falls back to the reading direction's start, as in CSS.
  ///
  /// - Complexity: O(*n*) for *n* shown items; nothing to do without reversing, mirroring or an
  ///   origin.
  @inlinable
  mutating func place(in container: Rect) {
    switch flow.axis {
    case .horizontal: place(in: container, along: HorizontalAxis.self)
    case .vertical: place(in: container, along: VerticalAxis.self)
    }
  }

  /// ``place(in:)`` specialized for an axis.
  @inlinable
  mutating func place<Axis: StaticAxis>(in container: Rect, along _: Axis.Type) {
    let reverse = flow.wrap == .reverse
    let mirror = flow.layoutDirection == .rightToLeft
    let origin = container.origin
    guard reverse || mirror || origin != .zero else { return }
    let axis = Axis.axis
    let frames = frames
    let flipExtent = Swift.max(
      axis.cross(container.size), lines.last?.crossEnd ?? 0)
    for index in 0..<shownCount {
      var frame = frames[index]
      if reverse {
        axis.setCrossStart(flipExtent - axis.crossStart(frame) - axis.cross(frame.size), of: &frame)
      }
      if mirror { frame.origin.x = container.width - frame.maxX }
      frame.origin.x += origin.x
      frame.origin.y += origin.y
      frames[index] = frame
    }
  }
}
