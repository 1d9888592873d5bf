extension FlowEngine {
  /// Step 4: places the lines, with `gaps` between them, along the cross axis of a container
  /// `containerCross` thick, sharing the space they do not fill according to ``lineAlignment``.
  ///
  /// With ``LineAlignment/stretch`` every line grows by an equal share instead.
  ///
  /// - Complexity: O(*l*), where *l* is the number of lines.
  func distributeLines(_ lines: inout [Line], gaps: [Double], containerCross: Double) {
    let freeSpace = containerCross - Self.crossLength(of: lines, gaps: gaps)
    var distribution = SpaceDistribution.packed
    if let justification = lineAlignment.justification {
      distribution = justification.distribution(of: freeSpace, among: lines.count)
    } else if freeSpace > 0, !lines.isEmpty {
      let share = freeSpace / Double(lines.count)
      for index in lines.indices { lines[index].cross += share }
    }
    var packed = 0.0
    for index in lines.indices {
      if index > 0 { packed += gaps[index - 1] }
      lines[index].crossOffset =
        packed + distribution.leading + Double(index) * distribution.between
      packed += lines[index].cross
    }
  }

  /// The cross-axis distance between each line and the next: ``lineSpacing``, or the larger of
  /// the spacing preferences that face each other across the gap.
  func lineGaps(_ lines: [Line]) -> [Double] {
    let fixed = lineSpacing.map(sanitizedLength)
    return zip(lines, lines.dropFirst()).map { line, next in
      fixed ?? Swift.max(line.spacingAfter, next.spacingBefore)
    }
  }

  /// The thickness of a block of lines with the given gaps between them.
  static func crossLength(of lines: [Line], gaps: [Double]) -> Double {
    lines.reduce(0) { $0 + $1.cross } + gaps.reduce(0, +)
  }
}
