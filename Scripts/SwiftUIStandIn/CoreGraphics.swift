// A stand-in for the part of CoreGraphics that SwiftUI's layout API uses, written from Apple's
// documented declarations, so that the SwiftUI adapter type-checks for Apple platforms on Linux
// (Scripts/check-swiftui-adapter.sh). Only declarations: nothing here runs, and it is never
// shipped. The module is named CoreGraphics so that the compiler converts between CGFloat and
// Double implicitly, as it does with the real one (SE-0307).

@frozen
public struct CGFloat: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public var native: Double
  public init(_ value: Double) { native = value }
  public init(_ value: Int) { native = Double(value) }
  public init(floatLiteral value: Double) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
  public static var infinity: CGFloat { CGFloat(Double.infinity) }
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
}

extension Double {
  public init(_ value: CGFloat) { self = value.native }
}

@frozen public struct CGPoint: Sendable, Hashable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}

@frozen public struct CGSize: Sendable, Hashable {
  public var width: CGFloat
  public var height: CGFloat
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
  public static var zero: CGSize { CGSize(width: 0, height: 0) }
}

@frozen public struct CGRect: Sendable, Hashable {
  public var origin: CGPoint
  public var size: CGSize
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
  public var minX: CGFloat { origin.x }
  public var minY: CGFloat { origin.y }
  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }
  public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }
  public func intersects(_ rect2: CGRect) -> Bool { false }
}
