/// How the user moves a scroll view, frame by frame, at 60 frames a second.
public enum ScrollGesture: Hashable, Sendable {
  /// No move.
  case still
  /// A drag at a steady speed, in points a second (negative: up).
  case drag(speed: Double)
  /// A fling from a speed, in points a second, slowing down as UIScrollView's normal
  /// deceleration does: its speed is multiplied by 0.998 each millisecond
  /// (`UIScrollView.DecelerationRate.normal`).
  case fling(speed: Double)

  /// The length of a frame, in seconds.
  public static let frameDuration = 1.0 / 60

  /// How far the gesture moves the content in frame `frame` of the gesture, from 0.
  public func move(inFrame frame: Int) -> Double {
    switch self {
    case .still: 0
    case .drag(let speed): speed * Self.frameDuration
    case .fling(let speed):
      speed * Self.decay(after: Double(frame) * Self.frameDuration) * Self.frameDuration
    }
  }

  /// The share of a fling's speed left after `seconds`.
  static func decay(after seconds: Double) -> Double {
    // 0.998 to the power of the milliseconds passed.
    let perMillisecond = 0.998
    var result = 1.0
    var base = perMillisecond
    var exponent = Int((seconds * 1_000).rounded())
    while exponent > 0 {
      if exponent & 1 == 1 { result *= base }
      base *= base
      exponent >>= 1
    }
    return result
  }
}
