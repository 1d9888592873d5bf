/// Asks items for their dimensions in main and cross terms, applying the input policy to every
/// answer.
@usableFromInline
struct ItemMeasurer<Items: RandomAccessCollection> where Items.Element: FlowItem {
  @usableFromInline let items: Items
  @usableFromInline let axis: FlowAxis
  /// The baseline rows align on, or `nil`.
  @usableFromInline let baseline: Baseline?
  /// The gap between neighbours, or `nil` to use their spacing preferences.
  @usableFromInline let itemSpacing: Double?
  /// Whether the items' spacing preferences are needed for the gaps between items, and for the
  /// gaps between lines.
  @usableFromInline let readsItemSpacing: Bool
  @usableFromInline let readsLineSpacing: Bool

  @inlinable
  init(items: Items, flow: FlowEngine) {
    self.items = items
    axis = flow.axis
    baseline = flow.baselineAlignment
    itemSpacing = flow.itemSpacing.map(sanitizedLength)
    readsItemSpacing = flow.itemSpacing == nil
    readsLineSpacing = flow.lineSpacing == nil
  }

  /// The item at `offset` from the start of the collection.
  @inlinable
  func item(_ offset: Int) -> Items.Element {
    items[items.index(items.startIndex, offsetBy: offset)]
  }

  /// The measurer as a loop specialized for `Axis` and `Spacing` sees it: the same, with what
  /// the specialization knows as constants the compiler can fold, and without baselines, which
  /// such loops never serve.
  @inlinable @inline(__always)
  init<Axis: StaticAxis, Spacing: SpacingSource>(
    specializing measurer: Self, along _: Axis.Type, spacing _: Spacing.Type
  ) {
    items = measurer.items
    axis = Axis.axis
    baseline = nil
    itemSpacing = measurer.itemSpacing
    readsItemSpacing = Spacing.readsItemPreferences
    readsLineSpacing = Spacing.readsLinePreferences
  }

  /// The answer of `item` to a proposal given in main and cross terms.
  @inlinable @inline(__always)
  func measure(_ item: Items.Element, main: Double?, cross: Double?) -> ItemMeasurement {
    let answer = item.dimensions(in: axis.proposal(main: main, cross: cross))
    let (mainLength, crossLength) = sanitizedLengths(
      axis.main(answer.size), axis.cross(answer.size))
    var baselineOffset = crossLength
    if let baseline,
      let value = sanitizedBaseline(
        baseline == .first ? answer.firstTextBaseline : answer.lastTextBaseline)
    {
      baselineOffset = value
    }
    return ItemMeasurement(main: mainLength, cross: crossLength, baseline: baselineOffset)
  }

  /// The answer of the item at `offset` to a proposal given in main and cross terms.
  @inlinable
  func measure(_ offset: Int, main: Double?, cross: Double?) -> ItemMeasurement {
    measure(item(offset), main: main, cross: cross)
  }

  /// How `item` grows: its weight, with the input policy applied, and the longest it may become,
  /// which it is asked for only when it grows (otherwise its `ideal` length).
  @inlinable @inline(__always)
  func growth(of item: Items.Element, ideal: Double) -> (grow: Double, maxMain: Double) {
    let grow = sanitizedLength(item.grow)
    return (grow, grow > 0 ? maximumMain(of: item, ideal: ideal) : ideal)
  }

  /// The longest `item` may grow along the main axis: its answer to an infinite proposal, and
  /// never less than `ideal`.
  @inlinable
  func maximumMain(of item: Items.Element, ideal: Double) -> Double {
    let answer = item.dimensions(in: axis.proposal(main: .infinity, cross: nil))
    return sanitizedMaximum(axis.main(answer.size), floor: ideal)
  }
}
