/// Whether a frame in the window is mirrored with a right-to-left layout, as a lazy flow of
/// columns learns it from where its requests land (see ``VisibleRanges``).
///
/// A request asks the scroll view to show the flow from an offset; the scroll view aligns the
/// scroll marker placed there with its leading edge, so that the range it then shows starts at
/// that offset, give or take the start inset (see `MarkerEdge`). Read from a mirrored frame,
/// the range's start is that offset. Read from a frame that is not mirrored, only the range's
/// end is exact (the scroll view's length before iOS 17 is not known; the flow takes it to be
/// ``ScrollViewport/assumedScreenLength``), and the landing fits where that end lies past the
/// offset by a length a scroll view can have. A landing that only one reading fits shows which
/// the platform follows, and, for a frame not mirrored, the scroll view's length; one both fit
/// (near the flow's middle, where the two ranges meet), neither (a request the scroll view
/// could not reach), or one that either reading puts at either end of the flow, where the
/// scroll view rests short of what was asked, shows nothing: a flow shorter than two of the
/// longest scroll views learns nothing, and creates the lines around both ranges for good; a new length of the lines (a rotation) forgets what was learned. The lines around both ranges stay created whichever reading
/// is taken, so that a reading taken wrongly misplaces corrections, never what is shown.
struct WindowMirroring: Sendable {
  /// What a landing showed of the frame: mirrored, or not, with the scroll view's length.
  enum Reading: Equatable, Sendable {
    case mirrored
    case unmirrored(length: Double)
  }

  /// What the landings showed, once one did.
  private(set) var learned: Reading?

  /// Forgets what the landings showed, as a new length of the flow's lines (a rotation) may
  /// change the scroll view's.
  mutating func forget() {
    learned = nil
  }

  /// The range shown of `ranges`, as the reading learned has it (the range read from a
  /// mirrored frame until one is learned), and the other reading's range, if any.
  ///
  /// - Complexity: O(1).
  func reading(of ranges: VisibleRanges) -> (range: Range<Double>, other: Range<Double>?) {
    guard let unmirrored = ranges.unmirrored else { return (ranges.range, nil) }
    guard case .unmirrored(let length)? = learned else { return (ranges.range, unmirrored) }
    let end = unmirrored.upperBound
    return ((end - length)..<end, ranges.range)
  }

  /// The scroll view reports `ranges` after a request asked it to show the flow from `asked`;
  /// an exact bound within `tolerance` of where the request puts it fits.
  ///
  /// - Complexity: O(1).
  mutating func landed(_ ranges: VisibleRanges, asked: Double, tolerance: Double) {
    guard learned == nil, let unmirrored = ranges.unmirrored else { return }
    // At either end of the flow a request may have stopped short of where it asked, as the
    // scroll view rests there: no landing that either reading puts there shows one. Read
    // mirrored, the range starts at the flow's start, or ends at its end for a scroll view of
    // some length up to the longest; read otherwise, it ends at the flow's end (the same
    // landing as the first), or starts at the flow's start for some such length.
    let width = unmirrored.upperBound + ranges.range.lowerBound
    let longest = ranges.range.upperBound - ranges.range.lowerBound
    guard ranges.range.lowerBound > tolerance,
      ranges.range.lowerBound + longest < width - tolerance,
      unmirrored.upperBound > longest + tolerance
    else { return }
    let mirroredFits = abs(ranges.range.lowerBound - asked) < tolerance
    let length = unmirrored.upperBound - asked
    let unmirroredFits = length > tolerance && length < longest + tolerance
    guard mirroredFits != unmirroredFits else { return }
    learned = mirroredFits ? .mirrored : .unmirrored(length: Swift.min(length, longest))
  }
}
