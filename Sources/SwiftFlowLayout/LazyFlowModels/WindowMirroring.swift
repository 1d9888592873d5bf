/// Whether a frame in the window is mirrored with a right-to-left layout, as a lazy flow of
/// columns learns it from where its requests land (see ``VisibleRanges``).
///
/// A request asks the scroll view to show the flow from an offset; the scroll view aligns the
/// scroll marker placed there with its edge, so the range it then reports starts at that
/// offset, give or take the start inset (see `MarkerEdge`). Of the two ranges read right to
/// left, the one that lands there is the one the platform reports, when only one does: a
/// request the scroll view could not reach, near either end, or one near the flow's middle,
/// where the two ranges nearly meet, shows nothing.
struct WindowMirroring: Sendable {
  /// Whether the frame is mirrored with the layout, once a landing showed it.
  private(set) var isMirrored: Bool?

  /// The range shown of `ranges` and, while it is not known whether the frame is mirrored, the
  /// range shown if it is not.
  func reading(of ranges: VisibleRanges) -> (range: Range<Double>, unmirrored: Range<Double>?) {
    guard let other = ranges.unmirrored else { return (ranges.range, nil) }
    switch isMirrored {
    case nil: return (ranges.range, other)
    case true?: return (ranges.range, nil)
    case false?: return (other, nil)
    }
  }

  /// The scroll view reports `ranges` after a request asked it to show the flow from `asked`;
  /// a range starting within `tolerance` of it landed there.
  mutating func landed(_ ranges: VisibleRanges, asked: Double, tolerance: Double) {
    guard isMirrored == nil, let other = ranges.unmirrored else { return }
    let asRead = abs(ranges.range.lowerBound - asked) < tolerance
    let asUnmirrored = abs(other.lowerBound - asked) < tolerance
    if asRead != asUnmirrored { isMirrored = asRead }
  }
}
