/// The distance an item would like to keep from its neighbours, per edge, like SwiftUI's
/// `ViewSpacing`.
///
/// When a flow's ``FlowEngine/itemSpacing`` or ``FlowEngine/lineSpacing`` is `nil`, the distance
/// between two neighbours is the larger of the two preferences that face each other: the trailing
/// preference of the first and the leading preference of the second in a row.
///
/// Edges are named for a left-to-right layout; a right-to-left flow mirrors the whole layout, so
/// `leading` is then the right-hand edge.
public struct SpacingPreferences: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  @inlinable public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same preference on every edge.
  @inlinable public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// The system's default: 8 points on every edge, as on iOS.
  @inlinable public static var standard: SpacingPreferences { SpacingPreferences(all: 8) }
  /// No spacing on any edge.
  @inlinable public static var zero: SpacingPreferences { SpacingPreferences(all: 0) }

  /// The edge-by-edge maximum of two preferences: what a container made of both items prefers.
  @inlinable public func union(_ other: SpacingPreferences) -> SpacingPreferences {
    SpacingPreferences(
      top: Swift.max(top, other.top), leading: Swift.max(leading, other.leading),
      bottom: Swift.max(bottom, other.bottom), trailing: Swift.max(trailing, other.trailing))
  }

  /// The distance from this item to a `next` one that follows it along `axis`.
  @inlinable public func distance(to next: SpacingPreferences, along axis: FlowAxis) -> Double {
    switch axis {
    case .horizontal: Swift.max(trailing, next.leading)
    case .vertical: Swift.max(bottom, next.top)
    }
  }
}
