extension FlowEngine {
  /// Step 5: places the items of every line along the main axis of a container `containerMain`
  /// long, sharing the space each line does not fill according to ``justification`` (or
  /// ``lastLineJustification`` for the last line and lines that end at a forced break).
  ///
  /// - Complexity: O(*n*), where *n* is the number of shown items.
  func justifyLines(_ lines: [Line], items: inout [MeasuredItem], containerMain: Double) {
    for line in lines {
      let end = line.range.upperBound
      let endsParagraph = end == items.count || items[end].breakBefore
      let justification = endsParagraph ? lastLineJustification ?? justification : justification
      let distribution = justification.distribution(
        of: containerMain - line.main, among: line.range.count)
      // Sum the packed run and the distributed space separately, so that each position has at
      // most a couple of roundings (the last item of a spread line ends at the edge).
      var packed = 0.0
      for (position, index) in line.range.enumerated() {
        if position > 0 { packed += items[index].gapBefore }
        items[index].mainOffset =
          packed + distribution.leading + Double(position) * distribution.between
        packed += items[index].main
      }
    }
  }
}
