/// A line of items as the layout steps see it.
@usableFromInline
struct Line: Sendable {
  /// The items in the line.
  @usableFromInline var range: Range<Int>
  /// The length along the main axis: the items and the gaps between them.
  @usableFromInline var main: Double = 0
  /// The thickness along the cross axis.
  @usableFromInline var cross: Double = 0
  /// For baseline alignment: the tallest parts above and below the shared baseline.
  @usableFromInline var ascent: Double = 0
  @usableFromInline var descent: Double = 0
  /// The largest spacing preference of the line's items towards the previous and the next line.
  @usableFromInline var spacingBefore: Double = 0
  @usableFromInline var spacingAfter: Double = 0
  /// The offset of the line's cross-start edge from the container's.
  @usableFromInline var crossOffset: Double = 0
  /// Whether the line is the last, or ends at a forced break: it takes the last-line
  /// justification.
  @usableFromInline var endsParagraph = false

  @inlinable
  init(start: Int) {
    range = start..<start
  }

  @inlinable
  init(range: Range<Int>, main: Double, cross: Double, spacingBefore: Double, spacingAfter: Double)
  {
    self.range = range
    self.main = main
    self.cross = cross
    self.spacingBefore = spacingBefore
    self.spacingAfter = spacingAfter
  }
}

extension Line {
  /// Makes the line at least as thick as an item `cross` long; with baseline alignment, also as
  /// tall above and below the shared baseline as the item, whose baseline is `baseline` from its
  /// cross-start edge.
  @inlinable @inline(__always)
  mutating func fit(cross: Double, baseline: Double?) {
    self.cross = Swift.max(self.cross, cross)
    if let baseline {
      ascent = Swift.max(ascent, baseline)
      descent = Swift.max(descent, cross - baseline)
    }
  }

  /// Where the line ends on the cross axis.
  @inlinable
  var crossEnd: Double { crossOffset + cross }

  /// With baseline alignment, makes the line as thick as its tallest parts above and below the
  /// shared baseline together, once all its items are in.
  @inlinable
  mutating func fitBaselines() {
    cross = Swift.max(cross, ascent + descent)
  }

  /// Forgets the line's thickness, to measure it again from its items.
  @inlinable
  mutating func resetThickness() {
    cross = 0
    ascent = 0
    descent = 0
  }
}
