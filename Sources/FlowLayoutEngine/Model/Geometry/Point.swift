/// A location in a two-dimensional coordinate system whose origin is the top-left corner and whose
/// y-axis points down, as in SwiftUI.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point from its coordinates.
  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  @inlinable public static var zero: Point { Point(x: 0, y: 0) }
}

extension Point: CustomStringConvertible {
  /// The coordinates, as `(x, y)`.
  @inlinable public var description: String { "(\(x), \(y))" }
}
