/// A rectangle given by its top-left corner and its size.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from its top-left corner and its size.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from the coordinates of its top-left corner and its size.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// A rectangle at the origin with zero size.
  @inlinable public static var zero: Rect { Rect(origin: .zero, size: .zero) }

  /// The x-coordinate of the left edge.
  @inlinable public var minX: Double { origin.x }
  /// The y-coordinate of the top edge.
  @inlinable public var minY: Double { origin.y }
  /// The x-coordinate of the right edge.
  @inlinable public var maxX: Double { origin.x + size.width }
  /// The y-coordinate of the bottom edge.
  @inlinable public var maxY: Double { origin.y + size.height }
  /// The width, `size.width`.
  @inlinable public var width: Double { size.width }
  /// The height, `size.height`.
  @inlinable public var height: Double { size.height }
}

extension Rect: CustomStringConvertible {
  /// The origin and the size, as `(x, y) width×height`.
  @inlinable public var description: String { "\(origin) \(size)" }
}
