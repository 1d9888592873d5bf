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
    slot(atVisualPosition: self.line(atVisualPosition: line), start: slotStart(ofLine: line)).slot
  }

  /// The slot at `position` in visual order, which starts at `start`, and where the next one
  /// starts (`nil` after the last).
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in the next line.
  @inlinable
  mutating func slot(atVisualPosition position: Int, start: Double)
    -> (slot: FlowLineSlot, nextStart: Double?)
  {
    let line = self.line(atVisualPosition: position)
    let next =
      position + 1 < lineCount ? slotStart(ofLine: self.line(atVisualPosition: position + 1)) : nil
    // The flow's end is read only for the last slot, which reaches it.
    let end = next == nil ? flow.axis.cross(size()) : start
    let slot = FlowLineSlot(
      line: line, items: range(ofLine: line), start: start, nextStart: next, end: end)
    return (slot, next)
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
  /// - Complexity: O(log *L*) slots worked out for *L* lines, and one for each slot in view.
  @inlinable
  public mutating func slots(overlapping range: Range<Double>) -> [FlowLineSlot] {
    let first = partitionPoint(in: 0..<lineCount) { position in
      let slot = slot(ofLine: line(atVisualPosition: position))
      return slot.start + slot.length > range.lowerBound
    }
    guard first < lineCount else { return [] }
    // Each slot's start is the previous one's next start: every line is laid out once.
    var slots: [FlowLineSlot] = []
    var start = slotStart(ofLine: line(atVisualPosition: first))
    for position in first..<lineCount {
      guard start < range.upperBound else { break }
      let (slot, next) = slot(atVisualPosition: position, start: start)
      slots.append(slot)
      guard let next else { break }
      start = next
    }
    return slots
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
  @inlinable
  mutating func slotStart(ofLine line: Int) -> Double {
    FlowLineSlot.start(of: frames(inLines: line..<(line + 1)), along: flow.axis)
  }
}
