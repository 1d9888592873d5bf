import FlowLayoutEngine

/// The part of a lazy flow its scroll view shows, across the flow's lines, in the flow's
/// coordinates, as read from the flow's geometry: one range, or two where the platform leaves
/// open how the frame it is read from counts.
///
/// Before iOS 17, a flow of columns reads its range from its frame in the window (`global`).
/// Right to left, SwiftUI mirrors the layout, but whether it mirrors a frame in the window with
/// it is not documented: mirrored, the frame counts from the window's leading edge as the
/// layout does, and gives ``range``; otherwise it counts from the left edge, and the range shown
/// is ``unmirrored``, the mirror image of ``range`` across the flow, whose end alone is exact (a
/// frame in the window does not give the scroll view's length, which is taken to be
/// ``ScrollViewport/assumedScreenLength``). A flow creates the lines around both, and keeps
/// its place by the one a landing of its own request shows the platform follows.
public struct VisibleRanges: Equatable, Sendable {
  /// The range shown, read from a frame that counts as the flow's layout does: the only
  /// reading where nothing is mirrored, or where the scroll view's bounds are read.
  public var range: Range<Double>
  /// The range shown if the frame in the window is not mirrored with the layout; `nil` where
  /// it cannot differ from ``range``.
  public var unmirrored: Range<Double>?

  /// The ranges `range` and, where it may be shown instead, `unmirrored`.
  public init(_ range: Range<Double>, unmirrored: Range<Double>? = nil) {
    self.range = range
    self.unmirrored = unmirrored
  }
}
