import FlowLayoutEngine

/// What the SwiftUI types use of SwiftUI's `ViewSpacing`: the small protocol in front of it, so
/// that the spacing between lines, and a flow's own spacing, run and are tested without SwiftUI.
///
/// SwiftUI's spacing is not one number per edge: a view may want one distance from text and
/// another from an image, and only the distance between two spacings is public. So a flow takes
/// each edge's preference as the distance to or from a plain view (``init()``) there, which is
/// the distance a stack keeps between that view and a plain one.
public protocol FlowViewSpacing {
  /// A plain view's spacing: SwiftUI's `ViewSpacing()`, the system's spacing on every edge.
  init()
  /// The distance to keep from `next`, which follows along `axis` (SwiftUI's
  /// `distance(to:along:)`).
  func distance(to next: Self, along axis: FlowAxis) -> Double
  /// Merges `other`'s preferences on `edge` into these (SwiftUI's `formUnion(_:edges:)`).
  mutating func formUnion(_ other: Self, along edge: FlowEdges.Edge)
}

extension SpacingPreferences {
  /// The preferences of a view whose spacing is `spacing`: on each edge, the distance that a
  /// stack keeps between the view and a plain one on that side.
  ///
  /// A plain view's reference (`S()`), not a spacing of zero: SwiftUI's `ViewSpacing.zero` asks
  /// for no distance from anything, so the distance between it and a plain view is 0, while two
  /// plain views keep the system's spacing.
  @inlinable
  public init<S: FlowViewSpacing>(_ spacing: S) {
    let plain = S()
    self.init(
      top: plain.distance(to: spacing, along: .vertical),
      leading: plain.distance(to: spacing, along: .horizontal),
      bottom: spacing.distance(to: plain, along: .vertical),
      trailing: spacing.distance(to: plain, along: .horizontal))
  }
}
