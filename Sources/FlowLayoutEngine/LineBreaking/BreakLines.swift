/// Step 2: divides measured items into lines, and hands back where each line starts.
///
/// Every breaker honours forced breaks and ``FlowEngine/maxItemsPerLine``, never makes an empty
/// line, and gives an item longer than the line a line of its own.
@usableFromInline
protocol LineBreaker {
  /// Appends to `lineStarts` where each line of `items` starts, in order, the first at 0: at
  /// least the first `maxLines` lines, and then possibly where the next one starts.
  mutating func breakLines<Items>(
    _ items: inout MeasuredItems<Items>, maxLines: Int, into lineStarts: inout [Int])
}

/// Fills each line with as many items as fit, in order, like a typewriter: it decides item by
/// item, as items are measured, so that items past ``FlowEngine/maxLines`` are never measured.
/// An item longer than the line does not fit after anything, so it starts a line, and nothing
/// fits after it. A run of items kept together that holds (see ``BreakRule``) is decided by its
/// first item, as one item as long as the run: its items after the first then fit.
@usableFromInline
struct GreedyLineBreaker: LineBreaker {
  @usableFromInline let rule: BreakRule

  @inlinable
  init(limit: Double, maxItemsPerLine: Int) {
    rule = BreakRule(limit: limit, maxItemsPerLine: maxItemsPerLine)
  }

  /// Stops at the start of line `maxLines + 1`, having measured its first item (and the rest of
  /// a run it starts). With no line limit, every item is shown: it measures them all first, in
  /// the same order, and breaks over their records in place, which costs 20 to 30% less than
  /// measuring as it goes.
  ///
  /// - Complexity: O(*n*) for *n* items measured.
  @inlinable
  func breakLines<Items>(
    _ items: inout MeasuredItems<Items>, maxLines: Int, into lineStarts: inout [Int]
  ) {
    let first = lineStarts.count
    var line = OpenGreedyLine()
    if maxLines == .max {
      items.measureAll()
      items.records.withUnsafeBufferPointer { records in
        if items.measurer.rules.keepsItemsTogether {
          breakLines(of: records, readingRuns: true, from: &line, into: &lineStarts)
        } else {
          breakLines(of: records, readingRuns: false, from: &line, into: &lineStarts)
        }
      }
      return
    }
    for index in 0..<items.count {
      let record = items.record(at: index)
      if add(index, record, to: &line, count: items.count, record: { items.record(at: $0) }) {
        lineStarts.append(index)
        if lineStarts.count - first > maxLines { return }
      }
    }
  }

  /// Breaks measured `records` from `line` on, with the reading of runs known where it is
  /// inlined, so that a flow whose items none keeps with the next reads no run.
  ///
  /// - Complexity: O(*n*) for *n* records.
  @inlinable @inline(__always)
  func breakLines(
    of records: UnsafeBufferPointer<ItemRecord>, readingRuns: Bool,
    from line: inout OpenGreedyLine, into lineStarts: inout [Int]
  ) {
    for index in records.indices
    where step(
      index, records[index], to: &line, count: records.count, readingRuns: readingRuns,
      record: { records[$0] }
    ).startsLine {
      lineStarts.append(index)
    }
  }

  /// Adds the item at `index`, which `record` describes, to `line`, or starts the next line with
  /// it; returns whether it starts a line. `records` gives the records of the `count` items, in
  /// order, which it reads past `index` only for a run of items kept together that the item
  /// starts.
  ///
  /// - Complexity: O(1), or O(*k*) for the first item of a run of *k* items.
  @inlinable @inline(__always)
  func add(
    _ index: Int, _ record: ItemRecord, to line: inout OpenGreedyLine, count: Int,
    record records: (Int) -> ItemRecord
  ) -> Bool {
    step(index, record, to: &line, count: count, readingRuns: true, record: records).startsLine
  }

  /// ``add(_:_:to:count:record:)``, with the end it compared with the limit, for narrowing,
  /// and the length of a run that starts at the item and does not hold, or NaN; reading runs
  /// only if `readingRuns`.
  @inlinable @inline(__always)
  func step(
    _ index: Int, _ record: ItemRecord, to line: inout OpenGreedyLine, count: Int,
    readingRuns: Bool, record records: (Int) -> ItemRecord
  ) -> (startsLine: Bool, compared: Double, unheldRunLength: Double) {
    // An item that collapses joins the line it follows, uncounted (it is empty, with no gap),
    // and the first that does not is the first to count in a line of such items.
    if record.collapses, !line.main.isNaN { return (false, .nan, .nan) }
    if line.items == 0, !line.main.isNaN {
      line = OpenGreedyLine(main: record.main, items: 1, runEnd: line.runEnd)
      return (false, .nan, .nan)
    }
    let end = BreakRule.end(of: record, after: line.main)
    var compared = end
    var lineIsFull = line.items >= rule.maxItemsPerLine
    var unheldRunLength = Double.nan
    if readingRuns, record.keepsWithNext, index >= line.runEnd, !record.collapses {
      let run = rule.run(from: index, count: count, record: records)
      line.runEnd = run.end
      if run.holds {
        compared = BreakRule.end(of: index..<run.end, after: line.main, record: records)
        lineIsFull = line.items + run.items > rule.maxItemsPerLine
      } else {
        unheldRunLength = run.length
      }
    }
    if BreakRule.startsLine(
      forcedBreak: BreakRule.mustBreak(before: record), lineIsFull: lineIsFull, end: compared,
      limit: rule.limit)
    {
      line = OpenGreedyLine(main: record.main, items: record.collapses ? 0 : 1, runEnd: line.runEnd)
      return (true, compared, unheldRunLength)
    }
    line = OpenGreedyLine(main: end, items: line.items + 1, runEnd: line.runEnd)
    return (false, compared, unheldRunLength)
  }
}

/// The line a greedy breaker is filling: its length, NaN before the first item (which then fits
/// nowhere and starts a line), how many items it holds, and the end of the last run of items
/// kept together that the breaker has decided on.
@usableFromInline
struct OpenGreedyLine {
  @usableFromInline var main = Double.nan
  @usableFromInline var items = 0
  @usableFromInline var runEnd = 0

  @inlinable init() {}

  @inlinable
  init(main: Double, items: Int, runEnd: Int) {
    self.main = main
    self.items = items
    self.runEnd = runEnd
  }
}

extension LayoutPass {
  /// Steps 1 and 2 for the general steps: measures the items as the flow's line breaker asks
  /// for them, into `scratch.records`, and leaves where each line starts in
  /// `scratch.lineStarts`.
  ///
  /// - Complexity: O(*n*) for greedy breaking, O(*n* log *L*) for the optimal ones, where *n*
  ///   is the number of items and *L* the most items a line can hold.
  @inlinable
  mutating func breakLines() {
    var items = MeasuredItems(measurer, into: scratch.records, growers: scratch.growers)
    scratch.records = []
    scratch.growers = InPlaceStore()
    switch constants.lineBreaking {
    case .greedy:
      let breaker = GreedyLineBreaker(
        limit: constants.limit, maxItemsPerLine: constants.maxItemsPerLine)
      breaker.breakLines(&items, maxLines: constants.maxLines, into: &scratch.lineStarts)
    case .balanced, .minimumRaggedness:
      var breaker = takeOptimalLineBreaker()
      breaker.breakLines(&items, maxLines: constants.maxLines, into: &scratch.lineStarts)
      scratch.solver = breaker.solver
    }
    scratch.records = items.records
    scratch.growers = items.growers
  }

  /// Step 2 over records staged in the items' frames (see ``StagedRecords``): leaves where each
  /// optimal line starts in `scratch.lineStarts`.
  ///
  /// - Complexity: O(*n* log *L*) for *n* items and at most *L* items per line.
  @inlinable
  mutating func breakLines(of records: StagedRecords<Items>) {
    var breaker = takeOptimalLineBreaker()
    breaker.breakLines(
      of: .staged(StagedFrames(records.frames)), available: constants.available,
      into: &scratch.lineStarts)
    scratch.solver = breaker.solver
  }

  /// The optimal line breaker for the flow, with the dynamic program's buffers that the scratch
  /// storage keeps, which it gives back when done.
  @inlinable
  mutating func takeOptimalLineBreaker() -> OptimalLineBreaker {
    OptimalLineBreaker(
      objective: constants.lineBreaking == .balanced ? .balanced : .minimumRaggedness,
      available: constants.available, maxItemsPerLine: constants.maxItemsPerLine,
      minLines: constants.minLines, lineCount: constants.lineCount,
      keepsItemsTogether: measurer.rules.keepsItemsTogether,
      solver: scratch.solver.take() ?? SegmentSolver())
  }
}
