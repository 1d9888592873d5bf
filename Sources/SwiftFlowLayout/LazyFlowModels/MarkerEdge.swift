import FlowLayoutEngine

/// Where a scroll view aligns a lazy flow's scroll marker, learned from where the flow's
/// requests land.
///
/// A ``ScrollRequest`` is carried out with `scrollTo(marker, anchor: .topLeading)`, which aligns
/// the marker with the top of "the scroll view". Apple's documentation does not say whether
/// that is the scroll view's bounds or the part of them inside the safe area and the content
/// margins; the two differ by the start inset, a navigation bar's length
/// and more. So the flow places the marker ``lead(insets:)`` past where it wants the visible
/// range to start, and reads where the first range the scroll view reports after a request
/// starts:
///
/// - A landing off by exactly what separates two readings shows which one the platform
///   follows: the flow keeps that lead from then on and asks once more, corrected. Besides the
///   bounds and the start inset (the safe area and the content margins), the marker may align
///   with the safe area alone, where the flow reads it apart from the margins.
/// - A scroll target's landing away from either end of where the scroll view rests shows the
///   lead whatever the insets: the app sets a target while the view is at rest. The target
///   stays where the platform put it.
/// - Any other landing is left alone: the user's own scroll, a request the scroll view could
///   only half reach, or one it was already at, which moves nothing and is reported by nobody.
///
/// Until a landing shows it, the lead is the start inset: the marker is taken to align with the
/// safe area.
struct MarkerEdge: Sendable {
  /// The lead a landing showed, if one did.
  private(set) var learned: Double?
  /// The request waiting for its landing: where it wants the visible range to start, the lead
  /// its marker was placed with, and why it was made.
  private var awaiting: (start: Double, lead: Double, reason: ScrollRequest.Reason)?

  /// An edge taken to be `learned` past the range the scroll view reports, or, when `nil`, at
  /// the start inset until a landing shows it.
  init(learned: Double? = nil) { self.learned = learned }

  /// How far past the start of the range a request wants shown the marker goes, across the
  /// lines, for a scroll view whose content `insets` inset.
  func lead(insets: ScrollInsets) -> Double { learned ?? insets.start }

  /// A request to show the range from `start` was made, for `reason`, its marker placed
  /// ``lead(insets:)`` past it.
  mutating func requested(start: Double, reason: ScrollRequest.Reason, insets: ScrollInsets) {
    awaiting = (start, lead(insets: insets), reason)
  }

  /// The scroll view reports the visible range starting at `start`, among the offsets
  /// `resting` it rests within when known; `safeArea` is the start of the scroll view's safe
  /// area alone, where the flow reads it apart from the content margins in `insets`, which a
  /// scroll view may align the marker with too.
  ///
  /// - Returns: Where the request waiting for this landing wanted the range to start, when the
  ///   landing showed another reading: the request to make again, with the lead learned.
  mutating func landed(
    at start: Double, insets: ScrollInsets, safeArea: Double? = nil,
    resting: ClosedRange<Double>?
  ) -> Double? {
    guard let request = awaiting else { return nil }
    awaiting = nil
    let miss = start - request.start
    guard abs(miss) >= 0.5 else { return nil }
    // The marker went `request.lead` past the start wanted, and the scroll view aligned it
    // with its edge: that edge is `request.lead - miss` past the range it reports.
    let shown = request.lead - miss
    let readings = [0, insets.start] + (safeArea.map { [$0] } ?? [])
    let isReading = readings.contains { abs($0 - shown) < 0.5 }
    let isInside =
      resting.map { start > $0.lowerBound + 0.5 && start < $0.upperBound - 0.5 } ?? false
    guard isReading || (request.reason == .target && isInside) else { return nil }
    learned = shown
    // A target's landing that only it explains stands: it is where the platform shows the
    // target, which the flow cannot place better without knowing the insets.
    return isReading ? request.start : nil
  }
}
