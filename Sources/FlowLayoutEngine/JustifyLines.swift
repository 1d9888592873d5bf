extension LayoutPass {
  /// Whether step 5 moves any line: whether ``FlowEngine/justification`` or
  /// ``FlowEngine/lastLineJustification`` is other than ``Justification/start``.
  @inlinable
  var justifiesLines: Bool {
    flow.justification != .start || (flow.lastLineJustification ?? .start) != .start
  }

  /// Step 5, for one line: shares the space `line` does not fill in a container `containerMain`
  /// long according to ``FlowEngine/justification`` (or ``FlowEngine/lastLineJustification``
  /// for the last line and lines that end at a forced break).
  ///
  /// Items were packed at the start of their line as they were added;
  /// ``place(in:containerMain:)`` moves the item at `position` in the line to its packed start
  /// plus `leading` plus `position` times `between`, in one step, so that each start has at most
  /// a couple of roundings (a spread line ends at the edge).
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  func justification(of line: Line, in containerMain: Double) -> SpaceDistribution {
    let justification =
      line.endsParagraph ? flow.lastLineJustification ?? flow.justification : flow.justification
    return justification.distribution(of: containerMain - line.main, among: line.range.count)
  }
}
