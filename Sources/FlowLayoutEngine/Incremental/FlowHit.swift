/// What lies at a point of a laid-out flow (see ``FlowHitTester``).
public struct FlowHit: Hashable, Sendable {
  /// The shown item whose frame holds the point, or `nil`.
  public var item: Int?
  /// Where an item dropped at the point would be inserted among the items, in reading order:
  /// before or after the item of the nearest line nearest to the point, by which half of it the
  /// point is over. From 0 to the number of shown items.
  public var insertionIndex: Int

  /// Creates a hit from the item at the point and the insertion index there.
  @inlinable public init(item: Int?, insertionIndex: Int) {
    self.item = item
    self.insertionIndex = insertionIndex
  }
}
