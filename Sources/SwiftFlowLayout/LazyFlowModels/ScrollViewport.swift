import FlowLayoutEngine

/// What a lazy flow in the app's scroll view reads of its geometry: the part of the flow the
/// scroll view shows.
public enum ScrollViewport {
  /// The range of a flow across its lines of `axis` that its scroll view shows, from the
  /// bounds, in the flow's coordinates, of the innermost scroll view that scrolls across the
  /// lines (`bounds(of: .scrollView(axis:))`, from iOS 17, macOS 14, tvOS 17, watchOS 10 and
  /// visionOS 1); before those releases, from the flow's frame in the window (`global`), with
  /// the scroll view taken to span ``assumedScreenLength`` from the window's top.
  ///
  /// - Complexity: O(1).
  public static func visibleRange(
    scrollViewBounds: Rect?, globalFrame: Rect, axis: FlowAxis
  ) -> Range<Double> {
    if let bounds = scrollViewBounds {
      let start = axis.crossStart(bounds)
      return start..<(start + Swift.max(axis.cross(bounds.size), 0))
    }
    let start = -axis.crossStart(globalFrame)
    return start..<(start + assumedScreenLength)
  }

  /// The ranges of a flow across its lines of `axis` that its scroll view may show, as
  /// ``visibleRange(scrollViewBounds:globalFrame:axis:)`` reads them, for a flow laid out left
  /// to right and shown `mirrored`, as SwiftUI shows it right to left: where a horizontal range
  /// is read from the window, right to left, both the range read from a frame mirrored with the
  /// layout and its mirror image (see ``VisibleRanges``).
  ///
  /// - Complexity: O(1).
  public static func visibleRanges(
    scrollViewBounds: Rect?, globalFrame: Rect, axis: FlowAxis, mirrored: Bool
  ) -> VisibleRanges {
    let range = visibleRange(
      scrollViewBounds: scrollViewBounds, globalFrame: globalFrame, axis: axis)
    guard mirrored, scrollViewBounds == nil, axis == .vertical else { return VisibleRanges(range) }
    let width = globalFrame.width
    return VisibleRanges(range, unmirrored: (width - range.upperBound)..<(width - range.lowerBound))
  }

  /// How long a scroll view is taken to be, from the window's top, where the flow cannot ask
  /// for its bounds: the longest side of the largest iPad's screen, in points, so that no line
  /// in view is left out on an iPhone or an iPad; a taller window on a Mac may show lines
  /// below it uncreated until it is scrolled.
  public static var assumedScreenLength: Double { 1_366 }
}
