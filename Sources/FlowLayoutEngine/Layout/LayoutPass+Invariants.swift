#if FLOWLAYOUT_INTERNAL_CHECKS
  /// The engine's self-checks, compiled in only under `FLOWLAYOUT_INTERNAL_CHECKS` (as CI runs
  /// the test suite once: `swift test -Xswiftc -DFLOWLAYOUT_INTERNAL_CHECKS`), because they cost
  /// a pass over every item in every layout. The steps write frames through raw pointers and
  /// reuse the result's storage; these checks stop at the first layout that breaks a guarantee.
  extension LayoutPass {
    /// Checks that a pass starts from empty working storage, whatever the previous layout into
    /// the same result left there.
    ///
    /// - Complexity: O(1).
    @inlinable
    func checkFreshState() {
      precondition(
        scratch.isEmpty, "A layout pass starts with working storage left by an earlier one.")
      precondition(
        shownCount == 0 && longestLine == 0,
        "A layout pass starts with state left by an earlier one.")
    }

    /// Checks what every result must hold: a finite size; finite frames; lines that partition
    /// the shown items in order, with the hidden ones after them as empty frames at the
    /// container's origin; items of a line that do not overlap along it, in reading order;
    /// placed into the size that fits, every item inside the container unless it alone is
    /// longer than its line; and growing items that are shown, in order.
    ///
    /// - Complexity: O(*n*), where *n* is the number of items.
    @inlinable
    func checkInvariants(of result: FlowResult, origin: Point) {
      precondition(
        result.size.width.isFinite && result.size.height.isFinite && result.size.width >= 0
          && result.size.height >= 0, "The container's size is not a finite size: \(result.size)")
      for frame in result.frames {
        precondition(
          frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite
            && frame.height.isFinite && frame.width >= 0 && frame.height >= 0,
          "A frame is not finite: \(frame)")
      }
      var next = 0
      var separatorCount = 0
      for line in result.lines {
        precondition(
          line.lowerBound == next && !line.isEmpty, "Lines do not partition the items: \(line)")
        next = line.upperBound
        checkNoOverlap(in: line, of: result)
        let itemCount = countedItems(in: line)
        if constants.bounds == nil, itemCount > 1 { checkInside(line, of: result) }
        separatorCount += Swift.max(itemCount - 1, 0)
      }
      precondition(
        result.separators.count == (constants.itemSeparator == nil ? 0 : separatorCount)
          && result.lineSeparators.count
            == (constants.lineSeparator == nil ? 0 : Swift.max(result.lines.count - 1, 0)),
        "\(result.separators.count) item and \(result.lineSeparators.count) line separators for "
          + "\(result.lines.count) lines")
      for frame in result.separators + result.lineSeparators {
        precondition(
          frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite
            && frame.height.isFinite, "A separator's frame is not finite: \(frame)")
      }
      precondition(
        next == result.frames.count - result.hiddenCount,
        "The lines end at \(next), but \(result.hiddenCount) of \(result.frames.count) are hidden.")
      for frame in result.frames[next...] {
        precondition(
          frame == Rect(origin: origin, size: .zero), "A hidden item has a frame: \(frame)")
      }
      precondition(
        scratch.growers.allSatisfy { $0.index < next }
          && zip(scratch.growers, scratch.growers.dropFirst()).allSatisfy { $0.index < $1.index },
        "The growing items are not shown items in order: \(scratch.growers.map(\.index))")
    }

    /// Checks that each item of `line` starts no earlier than the one before it ends, along the
    /// line in reading order (right to left mirrors a row).
    @inlinable
    func checkNoOverlap(in line: Range<Int>, of result: FlowResult) {
      let axis = flow.axis
      let frames = result.frames
      let reversed = axis == .horizontal && flow.layoutDirection == .rightToLeft
      let containerMain = axis.main(result.size)
      for index in line.dropFirst() {
        let (first, second) =
          reversed ? (frames[index], frames[index - 1]) : (frames[index - 1], frames[index])
        let end = axis.mainStart(first) + axis.main(first.size)
        // Rounding grows with the largest number the positions were worked out from.
        let magnitude = Swift.max(
          containerMain, Swift.abs(axis.mainStart(first)), axis.main(first.size),
          Swift.abs(axis.mainStart(second)))
        precondition(
          axis.mainStart(second) >= end - tolerance(magnitude),
          "Items \(index - 1) and \(index) overlap: \(frames[index - 1]), \(frames[index])")
      }
    }

    /// Checks that every item of a line of several items lies inside the container.
    @inlinable
    func checkInside(_ line: Range<Int>, of result: FlowResult) {
      let size = result.size
      let (slackX, slackY) = (tolerance(size.width), tolerance(size.height))
      for index in line {
        let frame = result.frames[index]
        let inside =
          frame.minX >= -slackX && frame.minY >= -slackY && frame.maxX <= size.width + slackX
          && frame.maxY <= size.height + slackY
        precondition(inside, "Item \(index) at \(frame) is outside the container of \(size)")
      }
    }

    /// How far two coordinates worked out from numbers no larger than `value` may differ by
    /// rounding alone.
    @inlinable
    func tolerance(_ value: Double) -> Double {
      1e-9 * Swift.max(1, Swift.abs(value))
    }
  }
#endif
