import FlowLayoutEngine

/// A subview as the engine sees it: its measurements go through its record in the memo.
@usableFromInline
struct CachedSubview<Subview: FlowSubview>: FlowItem {
  @usableFromInline let subview: Subview
  @usableFromInline let index: Int
  /// Its record in the memo, not the memo: the cache that holds the memo outlives every layout
  /// that reads it, and a reference to the memo would cost a retain and a release per question.
  @usableFromInline let record: MeasurementRecord

  @inlinable
  init(subview: Subview, index: Int, memo: MeasurementMemo) {
    self.subview = subview
    self.index = index
    record = memo.record(of: index)
  }

  @inlinable
  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    record.dimensions(in: proposal) { subview.dimensions(in: proposal) }
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
  var keepsWithNext: Bool { subview.keepsWithNext }
  @inlinable
  var grow: Double { subview.grow }
  @inlinable
  func basis(along _: FlowAxis) -> Double? { subview.basis }
  @inlinable
  var alignment: ItemAlignment? { subview.alignment }
}
