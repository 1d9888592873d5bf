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

  /// The range of a flow across its lines of `axis` that its scroll view shows, as
  /// ``visibleRange(scrollViewBounds:globalFrame:axis:)`` reads it, for a flow laid out left to
  /// right and shown `mirrored`, as SwiftUI shows it right to left.
  ///
  /// Whether a frame in the window (`global`) is mirrored with the layout is not documented:
  /// mirrored, its start counts from the window's leading edge, as the layout does; otherwise
  /// from its left edge, and the range read from it is the mirror image of the one shown. So
  /// where a horizontal range is read from the window, right to left, the range covers both.
  ///
  /// - Complexity: O(1).
  public static func visibleRange(
    scrollViewBounds: Rect?, globalFrame: Rect, axis: FlowAxis, mirrored: Bool
  ) -> Range<Double> {
    let range = visibleRange(
      scrollViewBounds: scrollViewBounds, globalFrame: globalFrame, axis: axis)
    guard mirrored, scrollViewBounds == nil, axis == .vertical else { return range }
    let width = globalFrame.width
    let start = Swift.min(range.lowerBound, width - range.upperBound)
    return start..<Swift.max(range.upperBound, width - range.lowerBound)
  }

  /// How long a scroll view is taken to be, from the window's top, where the flow cannot ask
  /// for its bounds: the longest side of the largest iPad's screen, in points, so that no line
  /// in view is left out on an iPhone or an iPad; a taller window on a Mac may show lines
  /// below it uncreated until it is scrolled.
  public static var assumedScreenLength: Double { 1_366 }
}
