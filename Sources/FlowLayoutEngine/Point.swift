/// A location in a two-dimensional coordinate system whose origin is the top-left corner and whose
/// y-axis points down, as in SwiftUI.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
  public var description: String { "(\(x), \(y))" }
}
