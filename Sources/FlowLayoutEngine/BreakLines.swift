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
  @usableFromInline let available: Double
  @usableFromInline let maxItemsPerLine: Int

  @inlinable
  init(available: Double, maxItemsPerLine: Int) {
    self.available = available
    self.maxItemsPerLine = maxItemsPerLine
  }

  /// - Complexity: O(1).
  @inlinable @inline(__always)
  func startsLine(at index: Int, with record: ItemRecord, after line: Line) -> Bool {
    record.breakBefore || line.range.count >= maxItemsPerLine
      || !fits(line.main + record.gapBefore + record.main, in: available)
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
      buildLines(
        breaker: GreedyLineBreaker(available: available, maxItemsPerLine: maxItemsPerLine),
        records: nil)
    case .balanced, .minimumRaggedness:
      measurer.recordAllItems(into: &records)
      let breaker = OptimalLineBreaker(
        objective: flow.lineBreaking == .balanced ? .balanced : .minimumRaggedness,
        records: records, available: available, maxItemsPerLine: maxItemsPerLine,
        solver: &solver)
      buildLines(breaker: breaker, records: records)
    }
  }

  /// Feeds the items, measured now or already (`records`), to `breaker` and builds the lines.
  ///
  /// The loop keeps what it reads on every item in local constants: frames are written through
  /// a pointer, which the compiler must otherwise assume may change the pass's own properties.
  @inlinable
  mutating func buildLines<Breaker: LineBreaker>(breaker: Breaker, records: [ItemRecord]?) {
    var breaker = breaker
    var line = Line(start: 0)
    var previousEdge: Double?
    let measurer = measurer
    let frames = frames
    let axis = flow.axis
    let tracksBaselines = baselineAlignment != nil
    for index in 0..<measurer.items.count {
      let record =
        records?[index]
        ?? measurer.record(of: measurer.item(index), previousEdge: &previousEdge)
      if !line.range.isEmpty, breaker.startsLine(at: index, with: record, after: line) {
        finishLine(line, endsParagraph: record.breakBefore)
        if lines.count == maxLines { return }
        line = Line(start: index)
      }
      Self.add(record, at: index, to: &line, frames: frames, axis: axis)
      if tracksBaselines { addBaseline(record, to: &line) }
      if record.grow > 0 {
        growers.append(Grower(index: index, grow: record.grow, maxMain: record.maxMain))
      }
    }
    finishLine(line, endsParagraph: true)
  }
}
