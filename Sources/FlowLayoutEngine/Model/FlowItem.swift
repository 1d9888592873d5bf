/// Something a flow can lay out: it answers size proposals the way a SwiftUI subview does, and
/// carries its preferences.
///
/// A fixed-size box ignores the proposal. A text-like item answers a narrower proposed width with
/// a narrower, taller size. A flow asks each item for its ideal size (an unspecified proposal) and
/// asks again only when it offers a different size: the available width to an item wider than a
/// line, a grown width to an item that grows, a line's height to an item that stretches.
public protocol FlowItem {
  /// The item's size, and its baselines, for a proposal.
  func dimensions(in proposal: ProposedSize) -> ItemDimensions

  /// The distance the item would like to keep from its neighbours; used where the flow's spacing
  /// is `nil`. The default is ``SpacingPreferences/standard``.
  var spacing: SpacingPreferences { get }

  /// The distance the item would like to keep from `next`, which follows it in a line along
  /// `axis`; used where the flow's ``FlowEngine/itemSpacing`` is `nil`.
  ///
  /// The default is the larger of the two preferences that face each other
  /// (``SpacingPreferences/distance(to:along:)``). Implement it when the distance depends on
  /// both items, as SwiftUI's does: it spaces text from text differently than text from an
  /// image. The engine applies the input policy to the answer.
  func distance(to next: Self, along axis: FlowAxis) -> Double

  /// Whether this item must start a new line. The default is `false`.
  var breakBefore: Bool { get }

  /// Whether this item stays on the line of the item after it. The default is `false`.
  ///
  /// Items joined this way form a run, which starts a new line when it does not fit the rest of
  /// a line that holds items already. A run that does not fit an empty line, or holds more items
  /// than ``FlowEngine/maxItemsPerLine``, is laid out as if its items were not joined: never
  /// clipped, never lost. An item that must start a line (``breakBefore``) splits a run, and the
  /// last item's flag does nothing. Empty items that collapse neither join nor split a run.
  var keepsWithNext: Bool { get }

  /// The item's share of its line's free main-axis space, like CSS's `flex-grow`. The default is
  /// `0`: the item keeps its ideal size.
  var grow: Double { get }

  /// The length the item starts from along a line of `axis`, like CSS's `flex-basis`: lines
  /// break on it, held between the item's least and greatest lengths (its answers to a zero and
  /// an infinite proposal), and a growing item grows from it. The default is `nil`: the item's
  /// ideal length.
  func basis(along axis: FlowAxis) -> Double?

  /// Where the item sits across its line, like CSS's `align-self`; `nil` (the default) for the
  /// flow's ``FlowEngine/itemAlignment``. Items with a text-baseline alignment line their
  /// baselines up with each other, and the others sit by their own alignment.
  var alignment: ItemAlignment? { get }
}

extension FlowItem {
  /// The system's default, ``SpacingPreferences/standard``: 8 points on every edge.
  @inlinable public var spacing: SpacingPreferences { .standard }
  /// The larger of the two spacing preferences that face each other along `axis`.
  @inlinable @inline(__always)
  public func distance(to next: Self, along axis: FlowAxis) -> Double {
    spacing.distance(to: next.spacing, along: axis)
  }
  /// `false`: the item starts a new line only when it does not fit.
  @inlinable public var breakBefore: Bool { false }
  /// `false`: a line may end after the item.
  @inlinable public var keepsWithNext: Bool { false }
  /// `0`: the item keeps its length and leaves its line's free space to others.
  @inlinable public var grow: Double { 0 }
  /// `nil`: the item starts from its ideal length.
  @inlinable public func basis(along axis: FlowAxis) -> Double? { nil }
  /// `nil`: the item sits by the flow's ``FlowEngine/itemAlignment``.
  @inlinable public var alignment: ItemAlignment? { nil }

  /// Whether the gaps between items of this type depend on nothing but their spacing
  /// preferences, which is known of ``BoxItem``: it stores its preferences and keeps the default
  /// ``distance(to:along:)``. When all of a layout's items share their preferences, every gap
  /// between them is then the same, and so is their spacing towards other lines. A test of the
  /// type, which the compiler answers when it specializes a layout for its item type (it cannot
  /// answer whether a type of another module conforms to a protocol, and would ask at run time:
  /// such a test cost greedy layout of the minimal item about 8%).
  @inlinable @inline(__always)
  static var gapsFollowPreferences: Bool { Self.self == BoxItem.self }

  /// Whether the item may grow or have a basis: a superset of the exact test
  /// (``MeasuringRules/isFlexible(_:along:)``; a weight of infinity passes it), cheap enough for
  /// every item.
  @inlinable @inline(__always)
  func mayFlex(along axis: FlowAxis) -> Bool {
    grow > 0 || basis(along: axis) != nil
  }

  /// The gap the flow keeps between this item and `next` in a line when its
  /// ``FlowEngine/itemSpacing`` is `nil`: their ``distance(to:along:)``, with the input policy
  /// applied.
  @inlinable @inline(__always)
  func preferredGap(before next: Self, along axis: FlowAxis) -> Double {
    sanitizedLength(distance(to: next, along: axis))
  }
}
