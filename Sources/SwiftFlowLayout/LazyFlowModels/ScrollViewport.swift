import FlowLayoutEngine

/// What a lazy flow in the app's scroll view reads of its geometry: the part of the flow the
/// scroll view shows.
public enum ScrollViewport {
  /// The range of a flow across its lines of `axis` that its scroll view shows, from the
  /// scroll view's bounds in the flow's coordinates (`bounds(of: .scrollView)`, from iOS 17,
  /// macOS 14, tvOS 17, watchOS 10 and visionOS 1); before those releases, from the flow's
  /// frame in the window (`global`), with the scroll view taken to span
  /// ``assumedScreenLength`` from the window's top.
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

  /// How long a scroll view is taken to be, from the window's top, where the flow cannot ask
  /// for its bounds: the longest side of the largest iPad's screen, in points, so that no line
  /// in view is left out on an iPhone or an iPad; a taller window on a Mac may show lines
  /// below it uncreated until it is scrolled.
  public static var assumedScreenLength: Double { 1_366 }
}
