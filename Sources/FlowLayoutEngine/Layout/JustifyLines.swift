extension LayoutPass {
  /// Step 6: shares the space each line does not fill in a container `containerMain` long
  /// according to ``FlowEngine/justification`` (or ``FlowEngine/lastLineJustification`` for the
  /// last line and lines that end at a forced break).
  ///
  /// Items were packed at the start of their line; the item at `position` in the line moves to
  /// its packed start plus `leading` plus `position` times `between`, in one step, so that each
  /// start has at most a couple of roundings (a spread line ends at the edge).
  ///
  /// - Complexity: O(*n*) for *n* shown items; nothing to do when every line is justified to the
  ///   start.
  @inlinable
  mutating func justifyLines(in containerMain: Double) {
    guard justifiesLines else { return }
    switch flow.axis {
    case .horizontal: justifyLines(in: containerMain, along: HorizontalAxis.self)
    case .vertical: justifyLines(in: containerMain, along: VerticalAxis.self)
    }
  }

  /// Whether step 6 moves any line: whether ``FlowEngine/justification`` or
  /// ``FlowEngine/lastLineJustification`` is other than ``Justification/start``.
  @inlinable
  var justifiesLines: Bool {
    flow.justification != .start || (flow.lastLineJustification ?? .start) != .start
  }

  /// ``justifyLines(in:)`` specialized for an axis.
  @inlinable
  mutating func justifyLines<Axis: StaticAxis>(in containerMain: Double, along _: Axis.Type) {
    let axis = Axis.axis
    let frames = frames
    for line in scratch.lines {
      let distribution = justification(of: line, in: containerMain)
      // Lines that move as a whole, centred or at the end: the same sum as below, in fewer steps.
      guard distribution.between != 0 else {
        guard distribution.leading != 0 else { continue }
        for index in line.range {
          axis.setMainStart(
            axis.mainStart(frames[index]) + distribution.leading, of: &frames[index])
        }
        continue
      }
      // An item that does not count (see `counts(_:)`) stays at the end of the one before it.
      var position = -1.0
      for index in line.range {
        if counts(index) { position += 1 }
        axis.setMainStart(
          axis.mainStart(frames[index]) + distribution.leading + Swift.max(position, 0)
            * distribution.between,
          of: &frames[index])
      }
    }
  }

  /// How the space `line` does not fill in a container `containerMain` long is shared: by
  /// ``FlowEngine/justification``, or by ``FlowEngine/lastLineJustification`` for a line that
  /// ends a paragraph.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  func justification(of line: Line, in containerMain: Double) -> SpaceDistribution {
    let justification =
      line.endsParagraph ? flow.lastLineJustification ?? flow.justification : flow.justification
    return justification.distribution(
      of: containerMain - line.main, among: countedItems(in: line.range))
  }
}
