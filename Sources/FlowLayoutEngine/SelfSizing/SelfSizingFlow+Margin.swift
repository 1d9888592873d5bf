extension SelfSizingFlow {
  /// How far beyond each edge of the view a lazy view creates, measures and holds lines, in
  /// viewport lengths, unless it says otherwise: half a viewport, like the platforms'
  /// prefetching, so that a scroll of up to half a screen a frame shows no line before it was
  /// measured.
  public static let standardOverscan = 0.5

  /// The range across the lines whose lines a lazy view creates, measures and holds: `viewport`
  /// and `overscan` of its lengths beyond each of its edges; no margin for an `overscan` that
  /// is negative or not finite.
  ///
  /// - Complexity: O(1).
  public static func createdRange(
    around viewport: Range<Double>, overscan: Double = standardOverscan
  ) -> Range<Double> {
    let length = viewport.upperBound - viewport.lowerBound
    let margin = overscan.isFinite ? length * max(overscan, 0) : 0
    return (viewport.lowerBound - margin)..<(viewport.upperBound + margin)
  }
}
