extension FlowEngine {
  /// Step 3a: offers the available length to each item that is alone on its line because it is
  /// longer than the line, so that a text-like item wraps instead of overflowing, and returns each
  /// line with its main-axis length.
  ///
  /// - Complexity: O(*n*), where *n* is the number of shown items.
  func measureLineLengths<Items>(
    _ items: inout [MeasuredItem], lines: [Range<Int>], available: Double,
    measurer: ItemMeasurer<Items>
  ) -> [Line] {
    lines.map { range in
      if range.count == 1, !fits(items[range.lowerBound].main, in: available) {
        let index = range.lowerBound
        items[index].update(with: measurer.dimensions(of: index, main: available, cross: nil))
      }
      return Line(range: range, main: Self.length(of: items[range]))
    }
  }

  /// Step 3b: grows the items of each line into its free space, measures their cross lengths at
  /// their final main lengths, and sizes each line on the cross axis.
  ///
  /// A line's thickness is its thickest item's, or, with baseline alignment in a row, the
  /// tallest part above the shared baseline plus the tallest part below it.
  ///
  /// - Complexity: O(*n*) for items that do not grow, where *n* is the number of shown items;
  ///   growing is O(*k*²) in the worst case for a line of *k* growing items with maximum sizes.
  func sizeLines<Items>(
    _ lines: inout [Line], items: inout [MeasuredItem], containerMain: Double,
    measurer: ItemMeasurer<Items>
  ) {
    let baselineAlignment = baselineAlignment
    for lineIndex in lines.indices {
      let range = lines[lineIndex].range
      if containerMain.isFinite, lines[lineIndex].main < containerMain {
        let grown = growItems(&items[range], freeSpace: containerMain - lines[lineIndex].main)
        for index in grown {
          let main = items[index].main
          items[index].update(with: measurer.dimensions(of: index, main: main, cross: nil))
          items[index].main = main
        }
        if !grown.isEmpty { lines[lineIndex].main = Self.length(of: items[range]) }
      }
      var cross = 0.0
      var above = 0.0
      var below = 0.0
      var spacingBefore = 0.0
      var spacingAfter = 0.0
      for item in items[range] {
        cross = Swift.max(cross, item.cross)
        if let baselineAlignment {
          let baseline = item.baseline(baselineAlignment)
          above = Swift.max(above, baseline)
          below = Swift.max(below, item.cross - baseline)
        }
        spacingBefore = Swift.max(spacingBefore, item.spacingBeforeLine)
        spacingAfter = Swift.max(spacingAfter, item.spacingAfterLine)
      }
      if baselineAlignment != nil {
        lines[lineIndex].baseline = above
        cross = Swift.max(cross, above + below)
      }
      lines[lineIndex].cross = cross
      lines[lineIndex].spacingBefore = spacingBefore
      lines[lineIndex].spacingAfter = spacingAfter
    }
  }

  /// The length of a line: its items and the gaps between them (none before the first).
  static func length(of line: ArraySlice<MeasuredItem>) -> Double {
    guard let first = line.first else { return 0 }
    return line.reduce(-first.gapBefore) { $0 + $1.gapBefore + $1.main }
  }
}
