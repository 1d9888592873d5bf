extension ItemMeasurer {
  /// Step 1: asks an item for its ideal size and collects its preferences.
  ///
  /// The item is asked once, with an unspecified proposal; an item that grows is also asked for
  /// its largest size. The gap before it comes from ``FlowEngine/itemSpacing``, or from the
  /// distance the item and its predecessor would like (``FlowItem/preferredGap(before:along:)``).
  ///
  /// - Parameter previous: The item before it (`nil` for the first item); updated to the item.
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  func record(of item: Items.Element, previous: inout Items.Element?) -> ItemRecord {
    let ideal = measure(item, main: nil, cross: nil)
    var gap = itemSpacing ?? 0
    if readsItemSpacing {
      if let previous { gap = previous.preferredGap(before: item, along: axis) }
      previous = item
    }
    var spacingBeforeLine = 0.0
    var spacingAfterLine = 0.0
    if readsLineSpacing {
      (spacingBeforeLine, spacingAfterLine) = item.spacing.sanitizedLineSpacing(along: axis)
    }
    let (grow, maxMain) = growth(of: item, ideal: ideal.main)
    return ItemRecord(
      main: ideal.main, cross: ideal.cross, baseline: ideal.baseline, gapBefore: gap,
      spacingBeforeLine: spacingBeforeLine, spacingAfterLine: spacingAfterLine, grow: grow,
      maxMain: maxMain,
      breakBefore: item.breakBefore)
  }

  /// Step 1 for every item at once, for the line breakers that need to see them all.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  @inlinable
  func recordAllItems(into records: inout [ItemRecord]) {
    var previous: Items.Element?
    records.reserveCapacity(items.count)
    for item in items { records.append(record(of: item, previous: &previous)) }
  }
}
