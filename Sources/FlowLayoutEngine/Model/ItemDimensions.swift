/// What an item answers when it is offered a size: its own size, and optionally where its text
/// baselines are.
public struct ItemDimensions: Hashable, Sendable {
  /// The item's width and height.
  public var size: Size
  /// The distance from the item's top edge to its first text baseline, or `nil` if it has no text.
  public var firstTextBaseline: Double?
  /// The distance from the item's top edge to its last text baseline, or `nil` if it has no text.
  public var lastTextBaseline: Double?

  /// Creates dimensions from a size and, for an item with text, its baselines.
  @inlinable public init(
    size: Size, firstTextBaseline: Double? = nil, lastTextBaseline: Double? = nil
  ) {
    self.size = size
    self.firstTextBaseline = firstTextBaseline
    self.lastTextBaseline = lastTextBaseline
  }

  /// Creates the dimensions of an item of this width and height, with no text.
  @inlinable public init(width: Double, height: Double) {
    self.init(size: Size(width: width, height: height))
  }
}
