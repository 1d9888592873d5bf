extension LayoutPass {
  /// Step 5: places the items of every line along the main axis of a container `containerMain`
  /// long, sharing the space each line does not fill according to ``FlowEngine/justification``
  /// (or ``FlowEngine/lastLineJustification`` for the last line and lines that end at a forced
  /// break).
  ///
  /// Items were packed at the start of their line as they were added, so this step only moves
  /// the items of lines whose justification spreads them.
  ///
  /// - Complexity: O(*l*) for *l* lines, plus O(*k*) for each line of *k* items that moves;
  ///   O(1) when every line is justified to the start.
  @inlinable
  mutating func justifyLines(in containerMain: Double) {
    guard flow.justification != .start || (flow.lastLineJustification ?? .start) != .start
    else { return }
    switch flow.axis {
    case .horizontal: justifyLines(in: containerMain, along: HorizontalAxis.self)
    case .vertical: justifyLines(in: containerMain, along: VerticalAxis.self)
    }
  }

  /// ``justifyLines(in:)`` specialized for an axis.
  @inlinable
  mutating func justifyLines<Axis: StaticAxis>(in containerMain: Double, along _: Axis.Type) {
    let axis = Axis.axis
    let frames = frames
    for line in lines {
      let justification =
        line.endsParagraph
        ? flow.lastLineJustification ?? flow.justification : flow.justification
      let distribution = justification.distribution(
        of: containerMain - line.main, among: line.range.count)
      guard distribution != .packed else { continue }
      // Centred and end-justified lines move as a whole: the same sum as below, in fewer steps.
      guard distribution.between != 0 else {
        for index in line.range {
          axis.setMainStart(
            axis.mainStart(frames[index]) + distribution.leading, of: &frames[index])
        }
        continue
      }
      // Add the distributed space to the packed positions in one step each, so that each
      // position has at most a couple of roundings (a spread line ends at the edge).
      var position = 0.0
      for index in line.range {
        let start = axis.mainStart(frames[index])
        axis.setMainStart(
          start + distribution.leading + position * distribution.between, of: &frames[index])
        position += 1
      }
    }
  }
}
