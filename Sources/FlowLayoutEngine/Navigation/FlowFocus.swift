/// The item that has keyboard focus, and the position that moves across lines keep.
///
/// A text caret moved up and down keeps its column; focus moved across the lines of a flow
/// keeps the position along the lines where it started: the centre of the item it left first.
/// Any other move forgets it. Keep the focus a move returns and pass it to the next move; when
/// focus moves some other way (a tap, a click), start again from ``init(item:)``.
public struct FlowFocus: Hashable, Sendable {
  /// The index of the focused item.
  public var item: Int
  /// The position along the lines that moves across lines aim for, in the flow's coordinates;
  /// `nil` until a move across lines sets it.
  public var rememberedPosition: Double?

  /// Focus on the item at `item`, with no position remembered.
  @inlinable
  public init(item: Int) {
    self.item = item
    rememberedPosition = nil
  }

  /// Focus on the item at `item`, aiming for `rememberedPosition` along the lines.
  @inlinable
  public init(item: Int, rememberedPosition: Double?) {
    self.item = item
    self.rememberedPosition = rememberedPosition
  }
}
