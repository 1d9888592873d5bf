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
  /// The distance to keep from the line above, in a row flow.
  public var top: Double
  /// The distance to keep from the neighbour before, in a row flow.
  public var leading: Double
  /// The distance to keep from the line below, in a row flow.
  public var bottom: Double
  /// The distance to keep from the neighbour after, in a row flow.
  public var trailing: Double

  /// Creates preferences for each edge.
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

  /// The distance from this item to a `next` one that follows it along `axis`: the larger of
  /// the two preferences that face each other, each made valid by the input policy first.
  @inlinable @inline(__always)
  public func distance(to next: SpacingPreferences, along axis: FlowAxis) -> Double {
    let after = sanitizedLength(after(along: axis))
    let before = sanitizedLength(next.before(along: axis))
    return after > before ? after : before
  }

  /// The preference towards what comes before the item along `axis` (leading or top).
  @inlinable func before(along axis: FlowAxis) -> Double {
    axis == .horizontal ? leading : top
  }

  /// The preference towards what comes after the item along `axis` (trailing or bottom).
  @inlinable func after(along axis: FlowAxis) -> Double {
    axis == .horizontal ? trailing : bottom
  }

  /// The preference towards the previous line of a flow along `axis` (top, or leading).
  @inlinable func beforeLine(along axis: FlowAxis) -> Double {
    axis == .horizontal ? top : leading
  }

  /// The preference towards the next line of a flow along `axis` (bottom, or trailing).
  @inlinable func afterLine(along axis: FlowAxis) -> Double {
    axis == .horizontal ? bottom : trailing
  }
}

extension SpacingPreferences {
  /// Zero if, and only if, these preferences and `other` are the same bit for bit: a test
  /// without a branch, for scans of many items (it tells `0` from `-0`, which is safe where
  /// only sameness matters).
  @inlinable @inline(__always)
  func bitDifference(from other: SpacingPreferences) -> UInt64 {
    (top.bitPattern ^ other.top.bitPattern) | (leading.bitPattern ^ other.leading.bitPattern)
      | (bottom.bitPattern ^ other.bottom.bitPattern)
      | (trailing.bitPattern ^ other.trailing.bitPattern)
  }

  /// The preferences towards the previous and the next line of a flow along `axis`, with the
  /// input policy applied.
  @inlinable @inline(__always)
  func sanitizedLineSpacing(along axis: FlowAxis) -> (before: Double, after: Double) {
    (sanitizedLength(beforeLine(along: axis)), sanitizedLength(afterLine(along: axis)))
  }
}
