extension LayoutPass {
  /// Step 8: turns the frames of the items and separators into the bounds' coordinates: flips the cross axis for
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
    let flipExtent = Swift.max(
      flow.axis.cross(container.size), scratch.lines.last?.crossEnd ?? 0)
    place(in: container, flipExtent: flipExtent)
  }

  /// ``place(in:)`` with the cross-axis length that reversing flips across: the container's, or
  /// the lines' when they overflow it.
  @inlinable
  mutating func place(in container: Rect, flipExtent: Double) {
    switch flow.axis {
    case .horizontal: place(in: container, flipExtent: flipExtent, along: HorizontalAxis.self)
    case .vertical: place(in: container, flipExtent: flipExtent, along: VerticalAxis.self)
    }
  }

  /// ``place(in:)`` specialized for an axis.
  @inlinable
  mutating func place<Axis: StaticAxis>(
    in container: Rect, flipExtent: Double, along axis: Axis.Type
  ) {
    let reverse = flow.wrap == .reverse
    let mirror = flow.layoutDirection == .rightToLeft
    // One loop for each combination, so that the loop tests neither per item.
    switch (reverse, mirror) {
    case (true, true):
      place(
        in: container, flipExtent: flipExtent, along: axis, reverse: true, mirror: true)
    case (true, false):
      place(
        in: container, flipExtent: flipExtent, along: axis, reverse: true, mirror: false)
    case (false, true):
      place(
        in: container, flipExtent: flipExtent, along: axis, reverse: false, mirror: true)
    case (false, false):
      guard container.origin != .zero else { return }
      place(
        in: container, flipExtent: flipExtent, along: axis, reverse: false, mirror: false)
    }
  }

  /// Flips, mirrors and moves the shown items' frames and the separators'.
  @inlinable @inline(__always)
  mutating func place<Axis: StaticAxis>(
    in container: Rect, flipExtent: Double, along _: Axis.Type, reverse: Bool, mirror: Bool
  ) {
    let frames = frames
    let place = { (frame: Rect) in
      Self.placed(
        frame, in: container, flipExtent: flipExtent, along: Axis.self, reverse: reverse,
        mirror: mirror)
    }
    for index in 0..<shownCount { frames[index] = place(frames[index]) }
    for index in separators.indices { separators[index] = place(separators[index]) }
    for index in lineSeparators.indices { lineSeparators[index] = place(lineSeparators[index]) }
  }

  /// The rule for where a frame goes in the bounds' coordinates: flipped across `flipExtent`
  /// when reversing, mirrored in the container when mirroring, and moved by its origin.
  @inlinable @inline(__always)
  static func placed<Axis: StaticAxis>(
    _ frame: Rect, in container: Rect, flipExtent: Double, along _: Axis.Type, reverse: Bool,
    mirror: Bool
  ) -> Rect {
    let axis = Axis.axis
    var frame = frame
    if reverse {
      axis.setCrossStart(flipExtent - axis.crossStart(frame) - axis.cross(frame.size), of: &frame)
    }
    if mirror { frame.origin.x = container.width - frame.maxX }
    frame.origin.x += container.origin.x
    frame.origin.y += container.origin.y
    return frame
  }
}

extension FlowEngine {
  /// Whether placing mirrors the lines across one another: mirroring a right-to-left flow
  /// horizontally does in columns, where the lines run from left to right.
  @inlinable
  var mirrorsLines: Bool { axis == .vertical && layoutDirection == .rightToLeft }

  /// Whether placing mirrors the items of a line: mirroring a right-to-left flow horizontally
  /// does in rows, where the items run from right to left.
  @inlinable
  var mirrorsItems: Bool { axis == .horizontal && layoutDirection == .rightToLeft }

  /// Whether the lines follow each other on screen in the opposite order to the data's: from
  /// the bottom up, or in columns from right to left, with reverse wrapping or mirrored lines
  /// but not both.
  @inlinable
  var reversesLineOrder: Bool { (wrap == .reverse) != mirrorsLines }
}
