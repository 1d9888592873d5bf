extension LayoutPass {
  /// Step 5: places the lines along the cross axis of a container `containerCross` thick,
  /// sharing the space they do not fill according to ``FlowEngine/lineAlignment``; with
  /// ``LineAlignment/stretch`` every line grows by an equal share instead.
  ///
  /// - Parameters:
  ///   - packedLength: The lines' thickness packed together (``packedCrossLength(packed:)``).
  ///   - packed: Whether the lines are already packed at the start (as the streaming loop leaves
  ///     them), so that only spreading them is left to do.
  /// - Returns: Whether any line moved or grew.
  /// - Complexity: O(*l*), where *l* is the number of lines.
  @inlinable
  mutating func distributeLines(
    in containerCross: Double, packedLength: Double, packed: Bool
  ) -> Bool {
    let freeSpace = containerCross - packedLength
    let spreads = freeSpace > 0 && flow.lineAlignment != .start && !scratch.lines.isEmpty
    guard spreads || !packed else { return false }
    var distribution = SpaceDistribution.packed
    if let justification = flow.lineAlignment.justification {
      distribution = justification.distribution(of: freeSpace, among: scratch.lines.count)
    } else if spreads {
      let share = freeSpace / Double(scratch.lines.count)
      for index in scratch.lines.indices { scratch.lines[index].cross += share }
    }
    var packedOffset = 0.0
    for index in scratch.lines.indices {
      if index > 0 {
        let previous = scratch.lines[index - 1]
        packedOffset = Self.lineStart(
          after: packedOffset, thickness: previous.cross,
          gap: gap(after: previous, before: scratch.lines[index].spacingBefore))
      }
      scratch.lines[index].crossOffset =
        packedOffset + distribution.leading + Double(index) * distribution.between
    }
    return true
  }

  /// The cross-axis distance between `line` and the next line, whose items' largest spacing
  /// preference towards it is `spacingBefore`.
  @inlinable @inline(__always)
  func gap(after line: Line, before spacingBefore: Double) -> Double {
    Self.lineGap(
      constants.lineSpacing, after: line.spacingAfter, before: spacingBefore,
      separator: constants.lineSeparator)
  }

  /// The rule for the distance between two lines, which the streaming loop applies too:
  /// ``FlowEngine/lineSpacing`` (`lineSpacing`), or the larger of the spacing preferences that
  /// face each other across the gap; with a line separator `separator` thick, that spacing on
  /// both sides of it.
  @inlinable @inline(__always)
  static func lineGap(
    _ lineSpacing: Double?, after spacingAfter: Double, before spacingBefore: Double,
    separator: Double?
  )
    -> Double
  {
    let spacing = lineSpacing ?? Swift.max(spacingAfter, spacingBefore)
    guard let separator else { return spacing }
    return spacing + separator + spacing
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

  /// The thickness of the lines packed together with the gaps between them.
  ///
  /// - Parameter packed: Whether the lines are already packed at the start, so that the last
  ///   line's end is the answer.
  /// - Complexity: O(1) when packed, O(*l*) for *l* lines otherwise.
  @inlinable @inline(__always)
  func packedCrossLength(packed: Bool) -> Double {
    let lines = scratch.lines
    guard !packed else { return lines.last?.crossEnd ?? 0 }
    var end = 0.0
    for index in lines.indices {
      if index > 0 { end += gap(after: lines[index - 1], before: lines[index].spacingBefore) }
      end += lines[index].cross
    }
    return end
  }
}
