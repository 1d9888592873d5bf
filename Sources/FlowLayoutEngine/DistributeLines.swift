extension LayoutPass {
  /// Step 4: places the lines along the cross axis of a container `containerCross` thick,
  /// sharing the space they do not fill according to ``FlowEngine/lineAlignment``; with
  /// ``LineAlignment/stretch`` every line grows by an equal share instead.
  ///
  /// Lines were packed at the start as they were built, so this step works only when they must
  /// spread or when items grew.
  ///
  /// - Complexity: O(*l*), where *l* is the number of lines.
  @inlinable
  mutating func distributeLines(in containerCross: Double) {
    let freeSpace = containerCross - packedCrossLength()
    let spreads = freeSpace > 0 && flow.lineAlignment != .start && !lines.isEmpty
    guard spreads || linesChanged else { return }
    var distribution = SpaceDistribution.packed
    if let justification = flow.lineAlignment.justification {
      distribution = justification.distribution(of: freeSpace, among: lines.count)
    } else if spreads {
      let share = freeSpace / Double(lines.count)
      for index in lines.indices { lines[index].cross += share }
    }
    var packed = 0.0
    for index in lines.indices {
      if index > 0 {
        packed += lines[index - 1].cross + gap(between: lines[index - 1], and: lines[index])
      }
      lines[index].crossOffset =
        packed + distribution.leading + Double(index) * distribution.between
    }
    linesChanged = true
  }

  /// The cross-axis distance between two neighbouring lines: ``FlowEngine/lineSpacing``, or
  /// the larger of the spacing preferences that face each other across the gap.
  @inlinable
  func gap(between line: Line, and next: Line) -> Double {
    flow.lineSpacing.map(sanitizedLength) ?? Swift.max(line.spacingAfter, next.spacingBefore)
  }

  /// The thickness of the lines packed together with the gaps between them.
  @inlinable
  func packedCrossLength() -> Double {
    var length = 0.0
    for (index, line) in lines.enumerated() {
      length += line.cross + (index > 0 ? gap(between: lines[index - 1], and: line) : 0)
    }
    return length
  }
}
