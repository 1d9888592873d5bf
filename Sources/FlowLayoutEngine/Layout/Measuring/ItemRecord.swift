/// What the layout knows of an item once it has measured it, in main and cross terms, with the
/// input policy applied: what line breaking and sizing read, kept for every item by the general
/// steps. How a flexible item's length may change is kept apart, for the items that grow (see
/// ``Grower``), so that the records of all items stay small (56 bytes each).
@usableFromInline
struct ItemRecord: Sendable {
  /// The item's length along the main and the cross axis.
  @usableFromInline var main: Double
  @usableFromInline var cross: Double
  /// The distance from the item's cross-start edge to the baseline its row aligns on; its
  /// cross length when it has none or rows do not align on baselines.
  @usableFromInline var baseline: Double
  /// The main-axis distance to the previous item, when both are in one line.
  @usableFromInline var gapBefore: Double
  /// The item's spacing preferences towards the previous and the next line.
  @usableFromInline var spacingBeforeLine: Double
  @usableFromInline var spacingAfterLine: Double
  /// Whether the item must start a line.
  @usableFromInline var breakBefore: Bool
  /// Whether the item keeps with the next (see ``FlowItem/keepsWithNext``).
  @usableFromInline var keepsWithNext: Bool
  /// Whether the item is empty and empty items collapse (see
  /// ``FlowEngine/collapsesEmptyItems``): it takes no gap, and lines are broken without it.
  @usableFromInline var collapses: Bool

  @inlinable
  init(
    main: Double, cross: Double, baseline: Double, gapBefore: Double, spacingBeforeLine: Double,
    spacingAfterLine: Double, breakBefore: Bool, keepsWithNext: Bool = false
  ) {
    self.main = main
    self.cross = cross
    self.baseline = baseline
    self.gapBefore = gapBefore
    self.spacingBeforeLine = spacingBeforeLine
    self.spacingAfterLine = spacingAfterLine
    self.breakBefore = breakBefore
    self.keepsWithNext = keepsWithNext
    collapses = false
  }
}

/// An item's answer to a proposal, in main and cross terms, with the input policy applied.
@usableFromInline
struct ItemMeasurement {
  @usableFromInline var main: Double
  @usableFromInline var cross: Double
  /// As in ``ItemRecord/baseline``.
  @usableFromInline var baseline: Double

  @inlinable
  init(main: Double, cross: Double, baseline: Double) {
    self.main = main
    self.cross = cross
    self.baseline = baseline
  }
}

/// A text baseline of an item.
@usableFromInline
enum Baseline: Sendable {
  case first
  case last
}
