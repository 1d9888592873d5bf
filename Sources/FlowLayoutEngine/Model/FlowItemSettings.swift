/// The settings of one item apart from its size, as ``FlowItem`` declares them: for items whose
/// sizes come from elsewhere, such as a ``SelfSizingFlow``'s, which measures them.
public struct FlowItemSettings: Hashable, Sendable {
  /// The item's share of its line's free space, like CSS's `flex-grow` (see
  /// ``FlowItem/grow``).
  public var grow: Double
  /// The length the item starts from along its line, like CSS's `flex-basis` (see
  /// ``FlowItem/basis(along:)``); `nil` for its size.
  public var basis: Double?
  /// Where the item sits across its line; `nil` for the flow's ``FlowEngine/itemAlignment``.
  public var alignment: ItemAlignment?
  /// Whether the item starts a new line.
  public var breakBefore: Bool
  /// Whether the item stays on the line of the item after it (see ``FlowItem/keepsWithNext``).
  public var keepsWithNext: Bool

  /// Settings of an item; the defaults are those of ``FlowItem``'s: no growth, no basis, the
  /// flow's alignment, no forced break, and a line may end after it.
  @inlinable public init(
    grow: Double = 0, basis: Double? = nil, alignment: ItemAlignment? = nil,
    breakBefore: Bool = false
  ) {
    self.grow = grow
    self.basis = basis
    self.alignment = alignment
    self.breakBefore = breakBefore
    keepsWithNext = false
  }

  /// Settings of an item that stays on the line of the item after it, or not (see
  /// ``FlowItem/keepsWithNext``); the others as in ``init(grow:basis:alignment:breakBefore:)``.
  @inlinable public init(
    grow: Double = 0, basis: Double? = nil, alignment: ItemAlignment? = nil,
    breakBefore: Bool = false, keepsWithNext: Bool
  ) {
    self.init(grow: grow, basis: basis, alignment: alignment, breakBefore: breakBefore)
    self.keepsWithNext = keepsWithNext
  }

  /// Whether the item may take a length other than its size: it grows or has a basis.
  @inlinable var isFlexible: Bool { grow > 0 || basis != nil }
}
