/// A rectangle given by its top-left corner and its size.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// A rectangle at the origin with zero size.
  @inlinable public static var zero: Rect { Rect(origin: .zero, size: .zero) }

  @inlinable public var minX: Double { origin.x }
  @inlinable public var minY: Double { origin.y }
  @inlinable public var maxX: Double { origin.x + size.width }
  @inlinable public var maxY: Double { origin.y + size.height }
  @inlinable public var width: Double { size.width }
  @inlinable public var height: Double { size.height }
}

extension Rect: CustomStringConvertible {
  @inlinable public var description: String { "\(origin) \(size)" }
}
