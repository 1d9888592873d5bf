/// A line of items as the layout steps see it.
///
/// It holds what every layout needs, in 64 bytes; with baseline alignment, the shared baseline
/// is worked out from the items' baselines when needed (see ``LayoutPass/fitBaselines(of:)``).
@usableFromInline
struct Line: Sendable {
  /// The items in the line.
  @usableFromInline var range: Range<Int>
  /// The length along the main axis: the items and the gaps between them.
  @usableFromInline var main: Double = 0
  /// The thickness along the cross axis.
  @usableFromInline var cross: Double = 0
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
  /// Takes in the item `record` describes, which ends at `end` along the line: the one
  /// definition of how an item extends the line holding it, which step 3 and the streaming loop
  /// apply. The line reaches the item's end, is as thick as its thickest item, and prefers
  /// towards the lines around it the most any of its items does; a caller that knows every
  /// item prefers the same passes `tracksSpacing: false`. Running maxima are comparisons with the
  /// running value first, each one instruction that updates it in place (a record's lengths
  /// and spacings are never NaN).
  @inlinable @inline(__always)
  mutating func add(_ record: ItemRecord, endingAt end: Double, tracksSpacing: Bool = true) {
    main = end
    cross = cross > record.cross ? cross : record.cross
    if tracksSpacing {
      spacingBefore =
        spacingBefore > record.spacingBeforeLine ? spacingBefore : record.spacingBeforeLine
      spacingAfter =
        spacingAfter > record.spacingAfterLine ? spacingAfter : record.spacingAfterLine
    }
  }

  /// Where something `thickness` thick starts across the line when `share` of the line's free
  /// space across goes before it (see ``ItemAlignment/share``): the rule that places items and
  /// item separators across their line. Something thicker than the line starts at its start.
  @inlinable @inline(__always)
  func crossStart(ofThickness thickness: Double, share: Double) -> Double {
    crossOffset + Swift.max(cross - thickness, 0) * share
  }

  /// Makes the line at least as thick as an item `cross` long.
  @inlinable @inline(__always)
  mutating func fit(cross: Double) {
    self.cross = Swift.max(self.cross, cross)
  }

  /// Where the line ends on the cross axis.
  @inlinable
  var crossEnd: Double { crossOffset + cross }
}
