import FlowLayoutEngine

/// The cache of a flow layout between SwiftUI's calls in a pass: every subview's measurements,
/// and the last arrangement for each proposal, so that placing after sizing with the same
/// proposal breaks no lines again.
///
/// SwiftUI makes a new cache when the subviews or the layout change (`makeCache`,
/// `updateCache`).
public struct FlowLayoutCache {
  let memo: MeasurementMemo
  /// The arrangements computed for each proposal, placed at the origin in the size that fits.
  var arrangements: [ProposedSize: Arrangement] = [:]
  /// How many times the engine ran, for tests of the memoization.
  private(set) var layoutCount = 0

  /// A cache for `count` subviews.
  public init(subviewCount count: Int) {
    memo = MeasurementMemo(count: count)
  }

  /// The arrangement for a proposal at the origin, computed once per proposal.
  mutating func arrangement(for proposal: ProposedSize, compute: () -> Arrangement) -> Arrangement {
    if let known = arrangements[proposal] { return known }
    layoutCount += 1
    let arrangement = compute()
    arrangements[proposal] = arrangement
    return arrangement
  }

  /// Counts a layout that no memo could answer (placing into bounds of another size).
  mutating func countLayout() { layoutCount += 1 }
}
