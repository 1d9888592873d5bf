/// A size is a fixed box of that size, with the default preferences: a flow can lay out sizes
/// known up front, such as those a lazy flow is given, with no item type of its own.
///
/// ```swift
/// let result = FlowEngine(itemSpacing: 8).layout(tagSizes, proposal: ProposedSize(width: 390, height: nil))
/// ```
extension Size: FlowItem {
  /// The size itself, whatever the proposal, with no text baselines.
  @inlinable public func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    ItemDimensions(width: width, height: height)
  }
}
