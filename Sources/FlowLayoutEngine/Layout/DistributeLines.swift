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
        packedOffset = LayoutConstants.lineStart(
          after: packedOffset, thickness: previous.cross,
          gap: constants.gap(after: previous, before: scratch.lines[index].spacingBefore))
      }
      scratch.lines[index].crossOffset =
        packedOffset + distribution.leading + Double(index) * distribution.between
    }
    return true
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
      if index > 0 {
        end += constants.gap(after: lines[index - 1], before: lines[index].spacingBefore)
      }
      end += lines[index].cross
    }
    return end
  }
}
