import FlowLayoutEngine

/// A subview as the engine sees it: its measurements go through the memo.
@usableFromInline
struct CachedSubview<Subview: FlowSubview>: FlowItem {
  @usableFromInline let subview: Subview
  @usableFromInline let index: Int
  /// Unowned: the cache that holds the memo outlives every layout that reads it, and a counted
  /// reference in every item would cost a retain and a release per copy.
  @usableFromInline unowned(unsafe) let memo: MeasurementMemo

  @inlinable
  init(subview: Subview, index: Int, memo: MeasurementMemo) {
    self.subview = subview
    self.index = index
    self.memo = memo
  }

  @inlinable
  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    memo.dimensions(of: index, in: proposal) { subview.dimensions(in: proposal) }
  }

  @inlinable
  var spacing: SpacingPreferences { subview.spacing }
  @inlinable
  func distance(to next: CachedSubview, along axis: FlowAxis) -> Double {
    subview.distance(to: next.subview, along: axis)
  }
  @inlinable
  var breakBefore: Bool { subview.breakBefore }
  @inlinable
  var grow: Double { subview.grow }
  @inlinable
  func basis(along _: FlowAxis) -> Double? { subview.basis }
  @inlinable
  var alignment: ItemAlignment? { subview.alignment }
}
