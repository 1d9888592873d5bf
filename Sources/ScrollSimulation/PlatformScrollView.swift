import FlowLayoutEngine

/// A scroll view as the platforms move it, across the lines: where its content offset rests,
/// how a programmatic scroll lands, and when it stops a fling. Each behaviour is written down
/// with its source in the simulator article (`SimulatingScrolling.md`).
///
/// - The offset rests within `-insets.start ... contentLength - viewportLength + insets.end`
///   (UIScrollView's `adjustedContentInset`): a drag or a programmatic scroll stops at those
///   ends. Sessions never pull past an end, which only the model tests reach.
/// - `ScrollViewProxy.scrollTo(_:anchor:)` with a top-leading anchor aligns the identified
///   view's frame with the start of the visible region, which the documentation leaves open
///   (``ScrollReading``): under ``ScrollReading/bounds`` the offset becomes the frame's start;
///   under ``ScrollReading/safeAreaOnly``, the frame's start less the safe area's part of the
///   start inset; under the others, less the whole start inset. It then rests as above.
/// - A programmatic scroll stops a fling in progress, unless it is made with a transaction whose
///   `scrollPositionUpdatePreservesVelocity` is set, which the platform honours from iOS 18:
///   under ``ScrollReading/stopsFlings`` it never does, as before.
/// - A collection view's `contentOffsetAdjustment` moves the offset without touching a fling.
struct PlatformScrollView {
  /// The content offset across the lines.
  var offset = 0.0
  /// How long the view is across the lines.
  let viewportLength: Double
  /// The content's insets across the lines.
  var insets = ScrollInsets()
  /// The part of the start inset that is the safe area, the rest being content margins; `nil`
  /// when it is all of it.
  var safeAreaStart: Double?
  /// Whether a fling is in progress; a stopped fling moves nothing more.
  var isFlinging = false
  /// Where `scrollTo` aligns a marker, and whether a scroll that preserves the velocity keeps
  /// a fling going.
  var reading = ScrollReading.safeArea
  /// Whether the platform honours `scrollPositionUpdatePreservesVelocity` (iOS 18 and later).
  var honoursPreservedVelocity: Bool { reading.keepsFlings }

  /// The part of the view, in screen coordinates across the lines, that the insets do not
  /// cover.
  var unobscured: Range<Double> {
    insets.start..<Swift.max(viewportLength - insets.end, insets.start)
  }

  /// The offsets the view rests within, for content `contentLength` long.
  func resting(contentLength: Double) -> ClosedRange<Double> {
    let low = -insets.start
    return low...Swift.max(contentLength - viewportLength + insets.end, low)
  }

  /// Moves the offset to `offset`, within where it rests, and returns how far it moved.
  @discardableResult
  mutating func move(to offset: Double, contentLength: Double) -> Double {
    let range = resting(contentLength: contentLength)
    let before = self.offset
    self.offset = Swift.min(Swift.max(offset, range.lowerBound), range.upperBound)
    return self.offset - before
  }

  /// The user's gesture of the frame: `move`, of a fling when `fling` (nothing once a fling
  /// was stopped).
  mutating func gesture(_ move: Double, fling: Bool, contentLength: Double) -> Double {
    if fling, !isFlinging, move != 0 { isFlinging = true }
    if !fling { isFlinging = false }
    if fling, stoppedFling { return 0 }
    return self.move(to: offset + move, contentLength: contentLength)
  }

  /// Whether a programmatic scroll stopped the fling in progress.
  private(set) var stoppedFling = false

  /// `scrollTo` a marker whose frame starts at `start` across the lines: the offset aligns it
  /// with the start of the visible region as ``reading`` has it; a fling in progress stops unless `preservesVelocity` and
  /// the platform honours it.
  ///
  /// - Returns: Whether it stopped a fling.
  mutating func scroll(toMarkerAt start: Double, contentLength: Double, preservesVelocity: Bool)
    -> Bool
  {
    let edge =
      switch reading {
      case .bounds: 0.0
      case .safeAreaOnly: safeAreaStart ?? insets.start
      default: insets.start
      }
    move(to: start - edge, contentLength: contentLength)
    guard isFlinging, !stoppedFling, !(preservesVelocity && honoursPreservedVelocity) else {
      return false
    }
    stoppedFling = true
    return true
  }
}
