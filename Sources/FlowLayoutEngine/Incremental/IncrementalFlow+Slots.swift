extension IncrementalFlow {
  /// The line at `position` in visual order (top to bottom for rows, left to right for columns).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func line(atVisualPosition position: Int) -> Int {
    FlowLineSlot.line(atVisualPosition: position, lineCount: lineCount, flow: flow)
  }

  /// The slot of line `line`: its items and the band it takes across the lines, up to the next
  /// line in visual order, as ``FlowLines`` cuts a layout of the same items.
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in the line and the next, plus
  ///   the first read after an edit (see ``IncrementalFlow``).
  @inlinable
  public mutating func slot(ofLine line: Int) -> FlowLineSlot {
    // Reversing the visual order is its own inverse: a line's position is found the same way.
    let position = self.line(atVisualPosition: line)
    let starts = slotStarts(atVisualPositions: position..<Swift.min(position + 2, lineCount))
    return slot(atVisualPosition: position, start: starts[0], nextStart: starts.dropFirst().first)
  }

  /// The slot at `position` in visual order, which starts at `start`, up to `nextStart`, where
  /// the next one starts (`nil` for the last).
  ///
  /// - Complexity: O(*c*) for *c* chunks.
  @inlinable
  mutating func slot(atVisualPosition position: Int, start: Double, nextStart: Double?)
    -> FlowLineSlot
  {
    let line = self.line(atVisualPosition: position)
    // The flow's end is read only for the last slot, which reaches it.
    let end = nextStart == nil ? flow.axis.cross(size()) : start
    return FlowLineSlot(
      line: line, items: range(ofLine: line), start: start, nextStart: nextStart, end: end)
  }

  /// The slot of the line that shows the item at `position`, or `nil` for an item not shown.
  ///
  /// - Complexity: As ``slot(ofLine:)``.
  @inlinable
  public mutating func slot(containing position: Int) -> FlowLineSlot? {
    line(containing: position).map { slot(ofLine: $0) }
  }

  /// The slots, in visual order, that overlap `range` across the lines: the lines in view of a
  /// container scrolled to that range.
  ///
  /// - Complexity: O(log *L*) lines laid out for *L* lines, and each line in view once.
  @inlinable
  public mutating func slots(overlapping range: Range<Double>) -> [FlowLineSlot] {
    var slots: [FlowLineSlot] = []
    forEachSlot(overlapping: range) {
      slots.append($0)
      return true
    }
    return slots
  }

  /// The first slot, in visual order, that overlaps `range` across the lines and meets
  /// `condition`: the first of ``slots(overlapping:)`` that does, working out the slots in view
  /// only up to it.
  ///
  /// - Complexity: O(log *L*) lines laid out for *L* lines, and at most twice as many lines as
  ///   the slots up to the one found.
  @inlinable
  public mutating func firstSlot(
    overlapping range: Range<Double>, where condition: (FlowLineSlot) -> Bool = { _ in true }
  ) -> FlowLineSlot? {
    var found: FlowLineSlot?
    forEachSlot(overlapping: range) { slot in
      guard condition(slot) else { return true }
      found = slot
      return false
    }
    return found
  }

  /// Calls `body` with each slot, in visual order, that overlaps `range` across the lines, until
  /// it returns `false`.
  ///
  /// - Complexity: O(log *L*) lines laid out to find the first for *L* lines, then each line
  ///   visited once, in batches: one line, then as many as the slots so far say are left in
  ///   the range, and the line after each batch.
  @inlinable
  mutating func forEachSlot(
    overlapping range: Range<Double>, _ body: (FlowLineSlot) -> Bool
  ) {
    // Searched from where the last search ended: a scrolling view asks for ranges near each
    // other.
    let first = partitionPoint(in: 0..<lineCount, near: slotSearchStart) { position in
      FlowLineSlot.reaches(
        past: range.lowerBound,
        nextStart: position + 1 < lineCount
          ? slotStarts(atVisualPositions: (position + 1)..<(position + 2))[0] : nil,
        last: { slot(ofLine: line(atVisualPosition: position)) })
    }
    slotSearchStart = first
    // Each batch lays out its lines and the one after it, which ends the batch's last slot: one
    // line first, then as many as the slots so far say are left in view.
    var (position, batch) = (first, 1)
    var firstStart: Double?
    while position < lineCount {
      let starts = slotStarts(
        atVisualPositions: position..<Swift.min(position + batch + 1, lineCount))
      for (offset, start) in starts.prefix(batch).enumerated() {
        guard start < range.upperBound else { return }
        let next = offset + 1 < starts.count ? starts[offset + 1] : nil
        guard body(slot(atVisualPosition: position + offset, start: start, nextStart: next))
        else { return }
      }
      firstStart = firstStart ?? starts[0]
      position += batch
      guard position < lineCount, let reached = starts.last, let firstStart else { return }
      batch = Self.batch(
        after: position - first, covering: reached - firstStart,
        toReach: range.upperBound - reached, linesLeft: lineCount - position)
    }
  }

  /// How many lines the next batch of ``forEachSlot(overlapping:_:)`` lays out, after `done`
  /// slots that covered `covered` across the lines, to reach `left` further: as many as slots of
  /// their mean length take, at least one, at most `linesLeft`.
  @inlinable
  static func batch(after done: Int, covering covered: Double, toReach left: Double, linesLeft: Int)
    -> Int
  {
    let lines = (left / (covered / Double(done))).rounded(.up)
    // Slots of no length, or a range that reaches no end, take every line left.
    guard lines <= Double(linesLeft) else { return linesLeft }
    return lines >= 1 ? Int(lines) : 1
  }

  /// The frames of the items of `slot`, in item order, with the cross coordinate measured from
  /// the slot's start: where they go in a container showing the slot alone.
  ///
  /// - Complexity: As ``frames(inLines:)`` for one line.
  @inlinable
  public mutating func frames(in slot: FlowLineSlot) -> [Rect] {
    frames(inLines: slot.line..<(slot.line + 1)).map {
      slot.measuredFromStart($0, along: flow.axis)
    }
  }

  /// Where the slot of line `line` starts.
  ///
  /// - Complexity: As ``slot(ofLine:)``.
  @inlinable
  mutating func slotStart(ofLine line: Int) -> Double {
    slotStarts(ofLines: line..<(line + 1))[0]
  }

  /// Where the slots at `positions` in visual order start, in that order, from one placement of
  /// their lines.
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in the lines.
  @inlinable
  mutating func slotStarts(atVisualPositions positions: Range<Int>) -> [Double] {
    let ends = [
      line(atVisualPosition: positions.lowerBound),
      line(atVisualPosition: positions.upperBound - 1),
    ]
    let lines = ends.min()!..<(ends.max()! + 1)
    let starts = slotStarts(ofLines: lines)
    return positions.map { starts[line(atVisualPosition: $0) - lines.lowerBound] }
  }

  /// Where the slots of `lines` start, in line order, from one placement of the lines.
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in the lines.
  @inlinable
  mutating func slotStarts(ofLines lines: Range<Int>) -> [Double] {
    let frames = frames(inLines: lines)
    let firstItem = range(ofLine: lines.lowerBound).lowerBound
    return lines.map { line in
      let items = range(ofLine: line)
      return FlowLineSlot.start(
        of: frames[(items.lowerBound - firstItem)..<(items.upperBound - firstItem)],
        along: flow.axis)
    }
  }
}
