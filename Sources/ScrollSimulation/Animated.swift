import FlowLayoutEngine

/// A value SwiftUI draws a view with, as it animates a change (a view's rect, a scroll view's
/// offset). Set inside an animated transaction (`withAnimation`), it moves from its old value to
/// the new one through every frame in between, on the curve of `withAnimation`'s default
/// animation before iOS 17 (ease in and out over 0.35 seconds); set in any other transaction,
/// it is drawn there at once. Animations add up, as SwiftUI's do: each animates the difference
/// its change made, from the whole of it to nothing, so that a change made during an animation,
/// animated or not, moves the value by that change at once or on its own curve while the
/// earlier animation runs on.
struct Animated<Value: Interpolable> {
  /// Where the value was last set.
  private(set) var target: Value
  /// The differences still being animated away, each with the frame its animation started in.
  private var differences: [(value: Value, frame: Int)] = []

  /// How many frames an animation lasts.
  static var frameCount: Int { ScrollSession.animationFrameCount }

  /// A value drawn at `value`.
  init(_ value: Value) { target = value }

  /// Sets the value to `value` in frame `frame`, animated or not.
  mutating func set(_ value: Value, animated: Bool, inFrame frame: Int) {
    guard value != target else { return }
    differences.removeAll { !Self.runs($0.frame, inFrame: frame) }
    if animated { differences.append((target.minus(value), frame)) }
    target = value
  }

  /// Whether the value drawn in frame `frame` is not yet the one set: an animation goes on.
  func isMoving(inFrame frame: Int) -> Bool {
    differences.contains { Self.runs($0.frame, inFrame: frame) }
  }

  /// Whether an animation started in frame `start` has yet to end in frame `frame`.
  static func runs(_ start: Int, inFrame frame: Int) -> Bool {
    frame - start + 1 < frameCount
  }

  /// The value drawn in frame `frame`: an animation set in a frame shows its first step in that
  /// frame.
  func drawn(inFrame frame: Int) -> Value {
    var value = target
    for (difference, start) in differences where Self.runs(start, inFrame: frame) {
      let progress = Double(frame - start + 1) / Double(Self.frameCount)
      value = value.plus(difference.scaled(by: 1 - Self.easeInOut(progress)))
    }
    return value
  }

  /// The ease-in-out timing curve at `progress` (0 to 1): the cubic Bézier (0.42, 0, 0.58, 1),
  /// solved for its time by bisection.
  static func easeInOut(_ progress: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if bezier(middle, 0.42, 0.58) < progress { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, 0, 1)
  }
}

/// A value an animation adds differences of: each component on its own.
protocol Interpolable: Equatable {
  func plus(_ other: Self) -> Self
  func minus(_ other: Self) -> Self
  func scaled(by factor: Double) -> Self
}

extension Double: Interpolable {
  func plus(_ other: Double) -> Double { self + other }
  func minus(_ other: Double) -> Double { self - other }
  func scaled(by factor: Double) -> Double { self * factor }
}

extension Rect: Interpolable {
  func plus(_ other: Rect) -> Rect {
    Rect(
      x: minX + other.minX, y: minY + other.minY, width: width + other.width,
      height: height + other.height)
  }

  func minus(_ other: Rect) -> Rect { plus(other.scaled(by: -1)) }

  func scaled(by factor: Double) -> Rect {
    Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
  }
}
