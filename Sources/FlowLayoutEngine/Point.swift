/// A location in a two-dimensional coordinate system whose origin is the top-left corner and whose
/// y-axis points down, as in SwiftUI.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  @inlinable public static var zero: Point { Point(x: 0, y: 0) }
}

extension Point: CustomStringConvertible {
  @inlinable public var description: String { "(\(x), \(y))" }
}
