/// A flow of items whose sizes are known up front, cut into its lines for a container that
/// creates only the lines in view, such as rows in a lazy stack.
///
/// Lines are broken by the engine exactly as a layout of the same sizes breaks them, and each
/// line's items keep the frames that layout gives them. Each line gets a slot across the lines,
/// in visual order (top to bottom for rows, whatever the wrapping): from where its items start to
/// where the next line's start, so that the slots tile the flow and each slot can be shown on its
/// own. A change of width lays the sizes out again, at the engine's speed.
///
/// ```swift
/// let lines = FlowLines(flow: flow, sizes: tagSizes, proposal: ProposedSize(width: 390, height: nil))
/// for slot in lines.slots(overlapping: 1_000..<1_800) {   // the lines in view
///   let frames = lines.frames(in: slot)                    // their items, from the slot's start
/// }
/// ```
public struct FlowLines: Sendable {
  /// The layout the lines come from.
  public let result: FlowResult
  /// The slots, in visual order.
  public let slots: [FlowLineSlot]
  private let axis: FlowAxis
  /// For each line, the position of its slot in ``slots``.
  private let slotOfLine: [Int]

  /// Lays out boxes of `sizes` with `flow` for `proposal`, and cuts the result into slots.
  ///
  /// - Complexity: O(*n*) for *n* sizes, as the layout itself.
  public init(flow: FlowEngine, sizes: [Size], proposal: ProposedSize) {
    self.init(
      flow: flow,
      result: flow.layout(
        sizes, proposal: proposal))
  }

  /// Cuts `result`, a layout of `flow`, into slots.
  ///
  /// - Complexity: O(*n*) for *n* shown items.
  public init(flow: FlowEngine, result: FlowResult) {
    self.result = result
    axis = flow.axis
    let starts = result.lines.map { line in
      FlowLineSlot.start(of: line.lazy.map { result.frames[$0] }, along: flow.axis)
    }
    let order = result.lines.indices.map {
      FlowLineSlot.line(atVisualPosition: $0, lineCount: result.lines.count, flow: flow)
    }
    let end = flow.axis.cross(result.size)
    slots = order.enumerated().map { position, line in
      let next = position + 1 < order.count ? starts[order[position + 1]] : nil
      return FlowLineSlot(
        line: line, items: result.lines[line], start: starts[line], nextStart: next, end: end)
    }
    var slotOfLine = [Int](repeating: 0, count: result.lines.count)
    for (position, slot) in slots.enumerated() { slotOfLine[slot.line] = position }
    self.slotOfLine = slotOfLine
  }

  /// The frames of the items of `slot`, in item order, with the cross coordinate measured from
  /// the slot's start: where they go in a container showing the slot alone.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  public func frames(in slot: FlowLineSlot) -> [Rect] {
    slot.items.map { slot.measuredFromStart(result.frames[$0], along: axis) }
  }

  /// The slots, in visual order, that overlap `range` across the lines: the lines in view of a
  /// container scrolled to that range.
  ///
  /// - Complexity: O(log *L*) for *L* lines.
  public func slots(overlapping range: Range<Double>) -> ArraySlice<FlowLineSlot> {
    let first = partitionPoint(in: slots.indices) { position in
      FlowLineSlot.reaches(
        past: range.lowerBound,
        nextStart: position + 1 < slots.count ? slots[position + 1].start : nil,
        last: { slots[position] })
    }
    let end = partitionPoint(in: slots.indices) { slots[$0].start >= range.upperBound }
    return slots[first..<Swift.max(first, end)]
  }

  /// The slot of the line that shows the item at `index`, or `nil` for an item not shown.
  ///
  /// - Complexity: O(log *L*) for *L* lines.
  public func slot(containing index: Int) -> FlowLineSlot? {
    let lines = result.lines
    let line = partitionPoint(in: lines.indices) { lines[$0].upperBound > index }
    guard line < lines.count, lines[line].contains(index) else { return nil }
    return slots[slotOfLine[line]]
  }
}

/// One line of ``FlowLines`` and the band it takes across the lines.
public struct FlowLineSlot: Hashable, Sendable, Identifiable {
  /// The line's number in the layout, in reading order.
  public var line: Int
  /// The indices of the line's items.
  public var items: Range<Int>
  /// Where the slot starts across the lines.
  public var start: Double
  /// How long the slot is across the lines: the line's thickness and the gap after it, up to the
  /// next slot (the last slot reaches the flow's end).
  public var length: Double

  /// The slot's identity in a lazy stack: its line's number.
  public var id: Int { line }

  /// Creates the slot of line `line`, which holds `items`, starts at `start` and is `length`
  /// long.
  @inlinable public init(line: Int, items: Range<Int>, start: Double, length: Double) {
    self.line = line
    self.items = items
    self.start = start
    self.length = length
  }

  /// The slot of line `line`, which holds `items` and starts at `start`, up to `nextStart`,
  /// where the next slot in visual order starts, or for the last, the flow's `end`.
  @inlinable
  init(line: Int, items: Range<Int>, start: Double, nextStart: Double?, end: Double) {
    self.init(
      line: line, items: items, start: start,
      length: (nextStart ?? Swift.max(end, start)) - start)
  }

  /// `frame`, a frame in the flow's coordinates, with its cross coordinate measured from the
  /// slot's start: where it goes in a container showing the slot alone.
  @inlinable
  func measuredFromStart(_ frame: Rect, along axis: FlowAxis) -> Rect {
    var frame = frame
    axis.setCrossStart(axis.crossStart(frame) - start, of: &frame)
    return frame
  }

  /// The rule for where a line's slot starts: where its first item across the lines starts, in
  /// the flow's coordinates (0 for a line of no items).
  ///
  /// - Complexity: O(*k*) for *k* frames.
  @inlinable
  static func start(of frames: some Sequence<Rect>, along axis: FlowAxis) -> Double {
    let start = frames.reduce(Double.infinity) { Swift.min($0, axis.crossStart($1)) }
    return start.isFinite ? start : 0
  }

  /// The rule for whether a slot reaches past `position` across the lines, so that it overlaps
  /// a range that starts there: the next slot in visual order starts past it (`nextStart`), or,
  /// for the last slot, which `last` gives, its end lies past it.
  ///
  /// - Complexity: O(1), and `last` only for the last slot.
  @inlinable
  static func reaches(past position: Double, nextStart: Double?, last: () -> FlowLineSlot)
    -> Bool
  {
    guard let nextStart else {
      let slot = last()
      return slot.start + slot.length > position
    }
    return nextStart > position
  }

  /// The rule for the order of the slots: the line at `position` in visual order (top to bottom
  /// for rows, left to right for columns), the first line first, or the last when the lines go
  /// the other way: with reverse wrapping, or columns right to left, but not both.
  @inlinable
  static func line(atVisualPosition position: Int, lineCount: Int, flow: FlowEngine) -> Int {
    flow.reversesLineOrder ? lineCount - 1 - position : position
  }
}
