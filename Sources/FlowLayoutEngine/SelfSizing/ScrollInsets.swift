/// The insets of a scroll view's content across the lines: where its content rests at the start
/// (a navigation bar's length, say) and at the end.
public struct ScrollInsets: Hashable, Sendable {
  /// The inset before the content: the resting offset at the start is `-start`.
  public var start: Double
  /// The inset after the content.
  public var end: Double

  /// Insets of `start` before the content and `end` after it; negative and non-finite lengths
  /// are zero.
  public init(start: Double = 0, end: Double = 0) {
    self.start = start.isFinite ? Swift.max(start, 0) : 0
    self.end = end.isFinite ? Swift.max(end, 0) : 0
  }

  /// The offsets a scroll view of content `contentLength` long, shown `viewportLength` at a
  /// time, rests within: from `-start` to the content's end less the viewport, plus `end`.
  /// An offset outside, a pull past an end or a refresh spinner's, is `current`; the range is
  /// widened to it, so that a correction made then does not snap the scroll view back.
  ///
  /// - Complexity: O(1).
  public func reachableOffsets(
    contentLength: Double, viewportLength: Double, current: Double
  ) -> ClosedRange<Double> {
    let low = -start
    let high = Swift.max(contentLength - viewportLength + end, low)
    let current = current.isFinite ? current : low
    return Swift.min(low, current)...Swift.max(high, current)
  }
}
