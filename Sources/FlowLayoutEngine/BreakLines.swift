/// Decides, item by item, where lines start.
///
/// Every breaker honours forced breaks and ``FlowEngine/maxItemsPerLine``, puts an item longer
/// than the line on a line of its own, and never makes an empty line.
@usableFromInline
protocol LineBreaker {
  /// Whether the item at `index`, described by `record`, starts a new line after the non-empty
  /// `line` built so far.
  mutating func startsLine(at index: Int, with record: ItemRecord, after line: Line) -> Bool
}

/// Fills each line with as many items as fit, in order, like a typewriter.
///
/// An item longer than the line does not fit after anything, so it starts a line, and nothing
/// fits after it.
@usableFromInline
struct GreedyLineBreaker: LineBreaker {
  /// The longest line that fits the available length.
  @usableFromInline let limit: Double
  @usableFromInline let maxItemsPerLine: Int

  @inlinable
  init(available: Double, maxItemsPerLine: Int) {
    limit = fitLimit(available)
    self.maxItemsPerLine = maxItemsPerLine
  }

  /// - Complexity: O(1).
  @inlinable @inline(__always)
  func startsLine(at index: Int, with record: ItemRecord, after line: Line) -> Bool {
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
      let breaker = OptimalLineBreaker(
        objective: flow.lineBreaking == .balanced ? .balanced : .minimumRaggedness,
        records: records, available: available, maxItemsPerLine: maxItemsPerLine,
        solver: &solver)
      self.solver = solver
      buildLines(from: records, breaker: breaker)
    }
  }

  /// Measures each item as it comes and feeds it to `breaker`: one pass over the items.
  ///
  /// The loop keeps what it reads on every item in local variables: frames are written through
  /// a pointer, which the compiler must otherwise assume may change the pass's own properties.
  @inlinable
  mutating func buildLinesMeasuring<Breaker: LineBreaker>(breaker: Breaker) {
    var breaker = breaker
    let measurer = measurer
    let frames = frames
    var line = Line(start: 0)
    var previous: Items.Element?
    for index in 0..<measurer.items.count {
      let record = measurer.record(of: measurer.item(index), previous: &previous)
      guard feed(record, at: index, to: &line, breaker: &breaker, frames: frames) else { return }
    }
    finishLine(line, endsParagraph: true)
  }

  /// Feeds the records of items measured before to `breaker`.
  @inlinable
  mutating func buildLines<Breaker: LineBreaker>(from records: [ItemRecord], breaker: Breaker) {
    var breaker = breaker
    let frames = frames
    var line = Line(start: 0)
    for (index, record) in records.enumerated() {
      guard feed(record, at: index, to: &line, breaker: &breaker, frames: frames) else { return }
    }
    finishLine(line, endsParagraph: true)
  }

  /// Adds an item to the line being built, or, where `breaker` starts a new line, completes the
  /// line first. Returns `false` once ``FlowEngine/maxLines`` lines are complete.
  @inlinable @inline(__always)
  mutating func feed<Breaker: LineBreaker>(
    _ record: ItemRecord, at index: Int, to line: inout Line, breaker: inout Breaker,
    frames: UnsafeMutableBufferPointer<Rect>
  ) -> Bool {
    if !line.range.isEmpty, breaker.startsLine(at: index, with: record, after: line) {
      finishLine(line, endsParagraph: record.breakBefore)
      if lines.count == maxLines { return false }
      line = Line(start: index)
    }
    append(record, at: index, to: &line, frames: frames)
    return true
  }
}
