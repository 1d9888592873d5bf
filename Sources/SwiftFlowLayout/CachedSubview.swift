import FlowLayoutEngine

/// A subview as the engine sees it: its measurements go through the memo's slots.
@usableFromInline
struct CachedSubview<Subview: FlowSubview>: FlowItem {
  @usableFromInline let subview: Subview
  @usableFromInline let index: Int
  /// The memo's slots, not the memo: the cache that holds the memo outlives every layout that
  /// reads them, and a reference to the memo would cost a retain and a release per question.
  @usableFromInline let slots: MeasurementSlots

  @inlinable
  init(subview: Subview, index: Int, slots: MeasurementSlots) {
    self.subview = subview
    self.index = index
    self.slots = slots
  }

  @inlinable
  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    slots.dimensions(of: index, in: proposal) { subview.dimensions(in: proposal) }
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
