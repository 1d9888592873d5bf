import FlowLayoutEngine

/// The cache of a flow layout between SwiftUI's calls: every subview's measurements, and the
/// arrangements for the latest proposals, so that placing after sizing with the same proposal
/// breaks no lines again.
///
/// SwiftUI makes a new cache when the subviews or the layout change (`makeCache`,
/// `updateCache`), but not when only the proposal does: during a live resize, every frame brings
/// a new width. Both memos therefore keep only the latest answers, so the cache's size stays
/// bounded by the number of subviews.
public struct FlowLayoutCache {
  /// The most arrangements kept: SwiftUI's usual four proposals in a pass (zero, unspecified,
  /// infinite and the real one), with room for a parent that asks a few more.
  @usableFromInline static let arrangementCapacity = 8

  @usableFromInline let memo: MeasurementMemo
  /// The arrangements for the latest proposals, placed at the origin in the size that fits.
  @usableFromInline private(set) var arrangements = RecentAnswers<ProposedSize, Arrangement>(
    capacity: arrangementCapacity)
  /// How many times the engine ran, for tests of the memoization.
  @usableFromInline private(set) var layoutCount = 0

  /// A cache for `count` subviews.
  ///
  /// - Complexity: O(*n*) for *n* subviews.
  @inlinable
  public init(subviewCount count: Int) {
    memo = MeasurementMemo(count: count)
  }

  /// The arrangement for a proposal at the origin, computed once per proposal while it is among
  /// the latest; `compute` is given the arrangement it replaces, if any, to reuse its storage.
  @inlinable
  mutating func arrangement(
    for proposal: ProposedSize, compute: (inout Arrangement?) -> Arrangement
  ) -> Arrangement {
    var computed = false
    let arrangement = arrangements.answer(to: proposal) { replaced in
      computed = true
      return compute(&replaced)
    }
    if computed { layoutCount += 1 }
    return arrangement
  }

  /// Counts a layout that no memo could answer (placing into bounds of another size).
  @inlinable
  mutating func countLayout() { layoutCount += 1 }
}
