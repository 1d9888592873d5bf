/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with zero width and height.
  @inlinable public static var zero: Size { Size(width: 0, height: 0) }
}

extension Size: CustomStringConvertible {
  @inlinable public var description: String { "\(width)×\(height)" }
}
