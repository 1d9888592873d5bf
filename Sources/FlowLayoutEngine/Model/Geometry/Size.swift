/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  /// The extent along the horizontal axis.
  public var width: Double
  /// The extent along the vertical axis.
  public var height: Double

  /// Creates a size from its width and height.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with zero width and height.
  @inlinable public static var zero: Size { Size(width: 0, height: 0) }
}

extension Size: CustomStringConvertible {
  /// The width and the height, as `width×height`.
  @inlinable public var description: String { "\(width)×\(height)" }
}
