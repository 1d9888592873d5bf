import FlowLayoutEngine

/// A rect SwiftUI draws a view in, as it animates a change: set inside an animated transaction
/// (`withAnimation`), it moves from where it is drawn to where it was set through every frame
/// in between, on the curve of `withAnimation`'s default animation before iOS 17 (ease in and
/// out over 0.35 seconds); set in any other transaction, it is drawn there at once. A change
/// during an animation starts from where the rect is drawn then, as the new animation takes
/// over.
struct AnimatedRect {
  /// Where the rect was last set.
  private(set) var target: Rect
  /// Where the animation in progress started, and the frame it started in.
  private var start: (rect: Rect, frame: Int)?

  /// How many frames an animation lasts: 0.35 seconds at 60 frames a second.
  static let frameCount = 21

  /// A rect drawn at `rect`.
  init(_ rect: Rect) { target = rect }

  /// Sets the rect to `rect` in frame `frame`, animated or not.
  mutating func set(_ rect: Rect, animated: Bool, inFrame frame: Int) {
    guard rect != target else { return }
    start = animated ? (drawn(inFrame: frame), frame) : nil
    target = rect
  }

  /// Whether the rect is still moving in frame `frame`.
  func isMoving(inFrame frame: Int) -> Bool {
    guard let start else { return false }
    return frame - start.frame + 1 < Self.frameCount
  }

  /// Where the rect is drawn in frame `frame`: an animation set in a frame shows its first step
  /// in that frame.
  func drawn(inFrame frame: Int) -> Rect {
    guard let start else { return target }
    let progress = Double(frame - start.frame + 1) / Double(Self.frameCount)
    guard progress < 1 else { return target }
    let eased = Self.easeInOut(Swift.max(progress, 0))
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
    return Rect(
      x: mix(start.rect.minX, target.minX), y: mix(start.rect.minY, target.minY),
      width: mix(start.rect.width, target.width), height: mix(start.rect.height, target.height))
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
