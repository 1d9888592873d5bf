import FlowLayoutEngine

/// What a flow needs of a subview: the small protocol in front of SwiftUI's `LayoutSubview`, so
/// that every decision the SwiftUI types make runs, and is tested, without SwiftUI.
public protocol FlowSubview {
  /// The subview's size and baselines for a proposal (SwiftUI's `dimensions(in:)`).
  func dimensions(in proposal: ProposedSize) -> ItemDimensions
  /// The subview's spacing preferences (SwiftUI's `spacing`), for the gaps between lines and
  /// the container's own preferences.
  var spacing: SpacingPreferences { get }
  /// The distance the subview would like to keep from `next`, which follows it in a line along
  /// `axis`: SwiftUI's `spacing.distance(to: next.spacing, along:)`, which depends on both
  /// views, so that a flow of one line spaces its subviews exactly as a stack does. The default
  /// is the larger of the two facing preferences of ``spacing``.
  func distance(to next: Self, along axis: FlowAxis) -> Double
  /// Whether the subview starts a new line (the `flowLineBreak()` modifier).
  var breakBefore: Bool { get }
  /// Whether the subview stays on the line of the subview after it (the `flowKeepWithNext()`
  /// modifier; see `FlowItem.keepsWithNext`). The default is `false`.
  var keepsWithNext: Bool { get }
  /// The subview's share of its line's free space (the `flowGrow(_:)` modifier).
  var grow: Double { get }
  /// The length the subview starts from along its line, or `nil` for its ideal length (the
  /// `flowBasis(_:)` modifier). The default is `nil`.
  var basis: Double? { get }
  /// Where the subview sits across its line, or `nil` for the flow's item alignment (the
  /// `flowAlignment(_:)` modifier). The default is `nil`.
  var alignment: ItemAlignment? { get }
  /// For an overflow indicator (the `flowOverflowIndicator(count:)` modifier), the number of
  /// hidden items it stands for; `nil` for an ordinary subview.
  var overflowCount: Int? { get }
  /// Whether the subview is one of the flow's item separators (the `flowSeparator()` modifier).
  /// The default is `false`.
  var isSeparator: Bool { get }
  /// For the collapse control of an expanded flow (the `collapse` view of a flow called with
  /// `isExpanded`), the line limit collapsing returns to: the control joins the last line only when
  /// the items take more lines than that. `nil`, the default, for any other subview.
  var collapseLineLimit: Int? { get }
  /// Places the subview with its top-left corner at `origin` (SwiftUI's `place(at:anchor:proposal:)`).
  func place(at origin: Point, proposal: ProposedSize)
}

extension FlowSubview {
  /// `nil`: the subview starts from its ideal length.
  @inlinable
  public var basis: Double? { nil }

  /// `nil`: the subview sits by the flow's item alignment.
  @inlinable
  public var alignment: ItemAlignment? { nil }

  /// `false`: the subview is an item.
  @inlinable
  public var isSeparator: Bool { false }

  /// `nil`: the subview is not a collapse control.
  @inlinable
  public var collapseLineLimit: Int? { nil }

  /// `false`: a line may end after the subview.
  @inlinable
  public var keepsWithNext: Bool { false }

  /// The larger of the two spacing preferences that face each other along `axis`.
  @inlinable
  public func distance(to next: Self, along axis: FlowAxis) -> Double {
    spacing.distance(to: next.spacing, along: axis)
  }
}
