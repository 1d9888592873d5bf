import FlowLayoutEngine

/// What changed when an item measured itself or the line length changed: the items whose
/// frames moved, and how far the scroll position and the content size must move so that the
/// first line in view stays where it is on screen, as an invalidation context carries them.
public struct FlowInvalidation: Hashable, Sendable {
  /// The items in view whose frames changed.
  public var items: [FlowItemPath]
  /// The headers in view whose frames changed, by section.
  public var headers: [Int]
  /// The footers in view whose frames changed, by section.
  public var footers: [Int]
  /// How far the content offset must move.
  public var contentOffsetAdjustment: Point
  /// How much the content size changed.
  public var contentSizeAdjustment: Size
}
