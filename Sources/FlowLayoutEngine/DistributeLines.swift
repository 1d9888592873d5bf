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
        packed += lines[index - 1].cross
        packed += gap(after: lines[index - 1], before: lines[index].spacingBefore)
      }
      lines[index].crossOffset =
        packed + distribution.leading + Double(index) * distribution.between
    }
    linesChanged = true
  }

  /// The cross-axis distance between `line` and the next line, whose items' largest spacing
  /// preference towards it is `spacingBefore`.
  @inlinable @inline(__always)
  func gap(after line: Line, before spacingBefore: Double) -> Double {
    Self.lineGap(lineSpacing, after: line.spacingAfter, before: spacingBefore)
  }

  /// The rule for the distance between two lines, which the streaming loop applies too:
  /// ``FlowEngine/lineSpacing`` (`lineSpacing`), or the larger of the spacing preferences that
  /// face each other across the gap.
  @inlinable @inline(__always)
  static func lineGap(
    _ lineSpacing: Double?, after spacingAfter: Double, before spacingBefore: Double
  )
    -> Double
  {
    lineSpacing ?? Swift.max(spacingAfter, spacingBefore)
  }

  /// Where the line after `line` starts on the cross axis when packed against it, when that
  /// line's items prefer `spacingBefore` towards `line`.
  @inlinable @inline(__always)
  func offset(ofLineAfter line: Line, before spacingBefore: Double) -> Double {
    Self.lineStart(
      after: line.crossOffset, thickness: line.cross, gap: gap(after: line, before: spacingBefore))
  }

  /// The rule for where a line packed after another starts on the cross axis, which the
  /// streaming loop applies too: where the other starts, plus its thickness and the gap.
  @inlinable @inline(__always)
  static func lineStart(after crossOffset: Double, thickness: Double, gap: Double) -> Double {
    crossOffset + thickness + gap
  }

  /// The thickness of the lines packed together with the gaps between them: where the last line
  /// ends as the lines were positioned when built, or summed again once their thickness changed.
  ///
  /// - Complexity: O(1), or O(*l*) for *l* lines once they changed.
  @inlinable @inline(__always)
  func packedCrossLength() -> Double {
    guard linesChanged else { return lines.last?.crossEnd ?? 0 }
    var end = 0.0
    for index in lines.indices {
      if index > 0 { end += gap(after: lines[index - 1], before: lines[index].spacingBefore) }
      end += lines[index].cross
    }
    return end
  }
}
