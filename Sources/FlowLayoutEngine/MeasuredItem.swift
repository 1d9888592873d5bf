/// An item as the layout steps see it: lengths on the main and cross axes, its preferences, and
/// the position the steps give it within its line.
struct MeasuredItem {
  /// The length along the main axis.
  var main: Double
  /// The length along the cross axis.
  var cross: Double
  /// The distance from the cross-start edge to the first and last text baselines; the cross-end
  /// edge when the item has none.
  var firstBaseline: Double
  var lastBaseline: Double
  /// The main-axis distance to the previous item, when both are in one line.
  var gapBefore: Double
  /// The item's spacing preferences towards the previous and the next line.
  var spacingBeforeLine: Double
  var spacingAfterLine: Double
  /// The item's share of its line's free space, and the longest it may grow to.
  var grow: Double
  var maxMain: Double
  /// Whether the item must start a line.
  var breakBefore: Bool
  /// The item's offsets from its line's main-start and cross-start edges.
  var mainOffset: Double = 0
  var crossOffset: Double = 0

  /// Takes the lengths and baselines of a new answer from the item.
  mutating func update(with dimensions: MeasuredDimensions) {
    main = dimensions.main
    cross = dimensions.cross
    firstBaseline = dimensions.firstBaseline
    lastBaseline = dimensions.lastBaseline
  }
}

/// An item's answer to a proposal, in main and cross terms, with the input policy applied.
struct MeasuredDimensions {
  var main: Double
  var cross: Double
  var firstBaseline: Double
  var lastBaseline: Double
}
