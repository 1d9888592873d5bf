/// Fills each line with as many items as fit, in order, like a typewriter: it decides item by
/// item, as items are measured, so that items past ``FlowEngine/maxLines`` are never measured.
///
/// Like the optimal breakers (``OptimalLineBreaker``), it honours forced breaks and
/// ``FlowEngine/maxItemsPerLine``, and never makes an empty line. An item longer than the line
/// does not fit after anything, so it starts a line, and nothing fits after it.
@usableFromInline
struct GreedyLineBreaker {
  /// The longest line that fits the available length.
  @usableFromInline let limit: Double
  @usableFromInline let maxItemsPerLine: Int

  @inlinable
  init(available: Double, maxItemsPerLine: Int) {
    limit = fitLimit(available)
    self.maxItemsPerLine = maxItemsPerLine
  }

  /// Whether the item described by `record` starts a new line after the non-empty `line`.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  func startsLine(with record: ItemRecord, after line: Line) -> Bool {
    Self.startsLine(
      forcedBreak: record.breakBefore, lineIsFull: line.range.count >= maxItemsPerLine,
      end: line.main + record.gapBefore + record.main, limit: limit)
  }

  /// The greedy rule, which the streaming loop applies too: an item starts a new line when it
  /// must (a forced break), when the line holds its most items, or when it would end past
  /// `limit`, the longest line that fits. An `end` of NaN, for an item with no line before it,
  /// fits nowhere.
  @inlinable @inline(__always)
  static func startsLine(forcedBreak: Bool, lineIsFull: Bool, end: Double, limit: Double)
    -> Bool
  {
    forcedBreak || lineIsFull || !(end <= limit)
  }
}

extension LayoutPass {
  /// Steps 1 to 3: measures the items, breaks them into lines by ``FlowEngine/lineBreaking``,
  /// and sizes and positions each line as soon as it is complete; stops measuring after
  /// ``FlowEngine/maxLines`` lines.
  ///
  /// - Complexity: O(*n*) for greedy breaking, O(*n* log *L*) for the optimal ones, where *n*
  ///   is the number of items and *L* the most items a line can hold.
  @inlinable
  mutating func buildLines() {
    guard maxLines > 0, !measurer.items.isEmpty else { return }
    switch flow.lineBreaking {
    // With an unbounded length every line has infinite free space: optimal breaking is greedy.
    case .greedy,
      _ where !available.isFinite:
      let streamed = streams && baselineAlignment == nil && streamLines()
      if !streamed {
        buildLinesMeasuring(
          breaker: GreedyLineBreaker(available: available, maxItemsPerLine: maxItemsPerLine))
      }
    case .balanced, .minimumRaggedness:
      measurer.recordAllItems(into: &records)
      var solver = self.solver.take() ?? SegmentSolver()
      OptimalLineBreaker.breakLines(
        of: records, objective: flow.lineBreaking == .balanced ? .balanced : .minimumRaggedness,
        available: available, maxItemsPerLine: maxItemsPerLine, solver: &solver)
      buildLines(from: records, startingAt: solver.lineStarts)
      self.solver = solver
    }
  }

  /// Measures each item as it comes and breaks lines greedily: one pass over the items, which
  /// stops measuring once ``FlowEngine/maxLines`` lines are complete.
  ///
  /// The loop keeps what it reads on every item in local variables: frames are written through
  /// a pointer, which the compiler must otherwise assume may change the pass's own properties.
  @inlinable
  mutating func buildLinesMeasuring(breaker: GreedyLineBreaker) {
    let measurer = measurer
    let frames = frames
    var line = Line(start: 0)
    var previous: Items.Element?
    for index in 0..<measurer.items.count {
      let record = measurer.record(of: measurer.item(index), previous: &previous)
      if !line.range.isEmpty, breaker.startsLine(with: record, after: line) {
        finishLine(line, endsParagraph: record.breakBefore)
        if lines.count == maxLines { return }
        line = Line(start: index)
      }
      append(record, at: index, to: &line, frames: frames)
    }
    finishLine(line, endsParagraph: true)
  }

  /// Builds the lines an optimal breaker found, from the records of every item, up to
  /// ``FlowEngine/maxLines``.
  ///
  /// - Parameter starts: Where each line starts, in order, the first at 0.
  /// - Complexity: O(*n*) for *n* shown items.
  @inlinable
  mutating func buildLines(from records: [ItemRecord], startingAt starts: [Int]) {
    let frames = frames
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? starts[number + 1] : records.count
      var line = Line(start: start)
      for index in start..<end { append(records[index], at: index, to: &line, frames: frames) }
      // A line ends a paragraph when it ends the items or a forced break follows it.
      finishLine(line, endsParagraph: end == records.count || records[end].breakBefore)
      if lines.count == maxLines { return }
    }
  }
}
