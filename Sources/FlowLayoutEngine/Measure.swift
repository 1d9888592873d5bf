extension FlowEngine {
  /// Step 1: asks every item for its ideal size and collects its preferences.
  ///
  /// Each item is asked once, with an unspecified proposal; an item that grows is also asked for
  /// its largest size. The gap before each item is resolved here, from ``itemSpacing`` or from the
  /// facing spacing preferences of the item and its predecessor.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  func measure<Items>(_ measurer: ItemMeasurer<Items>) -> [MeasuredItem] {
    let fixedGap = itemSpacing.map(sanitizedLength)
    var measured: [MeasuredItem] = []
    measured.reserveCapacity(measurer.items.count)
    var previousSpacing = SpacingPreferences.zero
    for (offset, item) in measurer.items.enumerated() {
      let ideal = measurer.dimensions(of: offset, main: nil, cross: nil)
      let spacing = item.spacing
      let grow = sanitizedLength(item.grow)
      measured.append(
        MeasuredItem(
          main: ideal.main,
          cross: ideal.cross,
          firstBaseline: ideal.firstBaseline,
          lastBaseline: ideal.lastBaseline,
          gapBefore: fixedGap
            ?? sanitizedLength(previousSpacing.distance(to: spacing, along: axis)),
          spacingBeforeLine: sanitizedLength(axis == .horizontal ? spacing.top : spacing.leading),
          spacingAfterLine: sanitizedLength(
            axis == .horizontal ? spacing.bottom : spacing.trailing),
          grow: grow,
          maxMain: grow > 0 ? measurer.maximumMain(of: offset, ideal: ideal.main) : ideal.main,
          breakBefore: item.breakBefore))
      previousSpacing = spacing
    }
    return measured
  }
}
