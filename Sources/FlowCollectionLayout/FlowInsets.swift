import FlowLayoutEngine

/// The space around a section's items, as `UIEdgeInsets` and `NSEdgeInsets` hold it.
public struct FlowInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Insets of `top`, `left`, `bottom` and `right` points, by the engine's input policy: NaN,
  /// infinite and negative insets are zero, and insets beyond 10¹⁵ points are 10¹⁵.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = sanitizedLength(top)
    self.left = sanitizedLength(left)
    self.bottom = sanitizedLength(bottom)
    self.right = sanitizedLength(right)
  }

  /// No insets.
  public static var zero: FlowInsets { FlowInsets() }

  /// The insets before and after the lines along `axis`: left and right for rows.
  func along(_ axis: FlowAxis) -> (start: Double, end: Double) {
    axis == .horizontal ? (left, right) : (top, bottom)
  }

  /// The insets before and after the lines across `axis`: top and bottom for rows.
  func across(_ axis: FlowAxis) -> (start: Double, end: Double) {
    axis == .horizontal ? (top, bottom) : (left, right)
  }
}
