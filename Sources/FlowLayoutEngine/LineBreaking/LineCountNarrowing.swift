/// The length lines break at, and the items' lengths, with which balanced breaking divides the
/// items into at least a number of lines, as Chromium's `flex-line-count` does.
///
/// When greedy breaking at the available length gives fewer lines than asked for (never more than
/// there are items), lines break at the shortest length at which greedy breaking gives no more
/// than that many: the length of its longest line, found by halving. When no length gives exactly
/// that many (four equal items make two lines or four, never three), items that end a line
/// exactly at that length are made 1/64 point longer, the last first, until they give enough: as
/// Chromium does in its units of 1/64 pixel. Balanced breaking then finds the least ragged
/// breaking at that length, which has as many lines as greedy breaking.
///
/// - Complexity: O(*n*) when nothing narrows; O(*n*) for each of at most 64 halvings, and O(*n*)
///   more for each item lengthened.
@usableFromInline
struct LineCountNarrowing {
  /// The length to break lines at.
  @usableFromInline var available: Double
  /// The items, some perhaps lengthened.
  @usableFromInline var items: [ItemRecord]

  /// With an unbounded `available` length (the ideal size), the items are first narrowed from
  /// it; the longest line that gives, an item longer than the lines included, is the container's
  /// ideal length, and the lines break as they would in a container of that length, as a
  /// browser lays out an `inline-flex` container at its own width.
  @usableFromInline
  init(items: [ItemRecord], available: Double, maxItemsPerLine: Int, minLines: Int) {
    self.init(narrowing: items, from: available, maxItemsPerLine, minLines)
    if !available.isFinite, self.available.isFinite {
      let ideal = Self.greedyLines(of: self.items, at: self.available, maxItemsPerLine).longest
      self.init(narrowing: items, from: ideal, maxItemsPerLine, minLines)
    }
  }

  /// The shortest length at which greedy breaking divides the items into at most `lineCount`
  /// lines (see ``FlowEngine/lineCount``), narrowed from an unbounded one: the longest line
  /// there. When forced breaks or the most items a line holds make more lines at every length,
  /// the shortest length that holds the items in as few as they allow.
  @usableFromInline
  init(items: [ItemRecord], lineCount: Int, maxItemsPerLine: Int) {
    self.items = items
    let unbounded = Self.greedyLines(of: items, at: .infinity, maxItemsPerLine)
    available = unbounded.longest
    guard !items.isEmpty else { return }
    narrowLength(to: Swift.max(lineCount, unbounded.count), maxItemsPerLine: maxItemsPerLine)
  }

  init(
    narrowing items: [ItemRecord], from available: Double, _ maxItemsPerLine: Int,
    _ minLines: Int
  ) {
    self.items = items
    self.available = available
    let target = Swift.min(minLines, items.count)
    guard target > 1,
      Self.greedyLines(of: items, at: available, maxItemsPerLine, stoppingAt: target).count
        < target
    else { return }
    let count = narrowLength(to: target, maxItemsPerLine: maxItemsPerLine)
    if count < target { lengthenPerfectFits(to: target, maxItemsPerLine: maxItemsPerLine) }
  }

  /// Greedy breaking of `items` at `length`: how many lines, the longest line, and the longest
  /// that fits. With `cap`, it stops where line `cap` + 1 would start, which is all a comparison
  /// with the count needs; the count and lengths are then those of the first `cap` lines.
  ///
  /// - Complexity: O(*n*), or O(*k*) when the first *k* items make `cap` lines.
  static func greedyLines(
    of items: [ItemRecord], at length: Double, _ maxItemsPerLine: Int, stoppingAt cap: Int = .max
  ) -> (count: Int, longest: Double, longestFitting: Double) {
    let lines = greedyLines(
      of: items, limit: fitLimit(length), maxItemsPerLine, stoppingAt: cap)
    return (lines.count, lines.longest, lines.longestFitting)
  }

  /// Greedy breaking of `items` into lines that fit `limit` (see ``fitLimit(_:)``), as
  /// ``greedyLines(of:at:_:stoppingAt:)``, and the shortest end past the limit that the breaker
  /// compared with it, or the shortest run of items kept together too long to hold, or
  /// infinity: every limit from `limit` up to that one breaks the items the same way, since
  /// every item and run that fits still fits, every one that does not still does not, and every
  /// run that holds still holds.
  ///
  /// - Complexity: O(*n*), or O(*k*) when the first *k* items make `cap` lines.
  static func greedyLines(
    of items: [ItemRecord], limit: Double, _ maxItemsPerLine: Int, stoppingAt cap: Int = .max
  ) -> (count: Int, longest: Double, longestFitting: Double, shortestOverflow: Double) {
    let breaker = GreedyLineBreaker(limit: limit, maxItemsPerLine: maxItemsPerLine)
    var count = 0
    var longest = 0.0
    var longestFitting = 0.0
    var shortestOverflow = Double.infinity
    var line = OpenGreedyLine()
    for (index, item) in items.enumerated() {
      let step = breaker.step(
        index, item, to: &line, count: items.count, readingRuns: true, record: { items[$0] })
      // The end compared is NaN for the first item, which is never past the limit.
      if step.compared > limit { shortestOverflow = Swift.min(shortestOverflow, step.compared) }
      if step.unheldRunLength > limit {
        shortestOverflow = Swift.min(shortestOverflow, step.unheldRunLength)
      }
      if step.startsLine {
        if count == cap { break }
        count += 1
      }
      longest = Swift.max(longest, line.main)
      if line.main <= limit { longestFitting = Swift.max(longestFitting, line.main) }
    }
    return (count, longest, longestFitting, shortestOverflow)
  }

  /// The items that end a line exactly `length` long, walking the items as Chromium does to
  /// find them: an item, or a run of items kept together that holds at `length` (see
  /// ``BreakRule``), that does not fit after a line's items starts the next line, but it only
  /// counts as that line's content once the next one fits after it; if that one does not fit
  /// either, the line restarts after it. Forced breaks and full lines start a line at the item.
  ///
  /// - Complexity: O(*n*).
  static func perfectFits(of items: [ItemRecord], at length: Double, maxItemsPerLine: Int)
    -> [Int]
  {
    let rule = BreakRule(limit: length, maxItemsPerLine: maxItemsPerLine)
    let record = { (index: Int) in items[index] }
    var fits: [Int] = []
    var start = 0
    var hasContent = false
    var lineMain = 0.0
    var index = 0
    // The end of a run that does not hold, whose items are broken one by one.
    var unheldEnd = 0
    while index < items.count {
      let item = items[index]
      // The item, or the run that holds from it, and its length on a line of its own.
      var unit = index..<(index + 1)
      var unitLength = item.main
      if index >= unheldEnd {
        let run = rule.run(from: index, count: items.count, record: record)
        if run.holds {
          (unit, unitLength) = (index..<run.end, run.length)
        } else {
          unheldEnd = run.end
        }
      }
      if index > start,
        BreakRule.mustBreak(before: item) || unit.upperBound - start > maxItemsPerLine
      {
        (start, lineMain, hasContent) = (index, 0, false)
      }
      let end =
        index == start ? unitLength : BreakRule.end(of: unit, after: lineMain, record: record)
      if end == length { fits.append(unit.upperBound - 1) }
      if end > length {
        (start, lineMain) = hasContent ? (index, unitLength) : (unit.upperBound, 0)
        hasContent = false
        index = unit.upperBound
        continue
      }
      lineMain = end
      hasContent = true
      index = unit.upperBound
    }
    return fits
  }

  /// Narrows the length to the shortest at which greedy breaking gives at most `target` lines;
  /// returns how many it gives there.
  ///
  /// Greedy breaking changes only where the limit lines fit passes the end of an item on its
  /// line, so the halving, over the limit, moves each bound to such an end: down to the longest
  /// line that fits when the lines are few enough (the items break the same way there), up to
  /// the shortest end past the limit when they are not (they break the same way below it). It
  /// stops when the bounds meet, in a few steps rather than at the doubles' precision: 10 tags
  /// narrowed to 3 lines took 64 halvings, about 23,000 instructions, before it did.
  ///
  /// - Complexity: O(*n*) for each of at most 64 halvings.
  @discardableResult
  mutating func narrowLength(to target: Int, maxItemsPerLine: Int) -> Int {
    let unbounded = Self.greedyLines(of: items, at: .infinity, maxItemsPerLine)
    var low = 0.0
    var high = fitLimit(Swift.min(available, unbounded.longestFitting))
    for _ in 0..<64 {
      let middle = (low + high) / 2
      guard middle > low, middle < high else { break }
      let lines = Self.greedyLines(
        of: items, limit: middle, maxItemsPerLine, stoppingAt: target + 1)
      if lines.count > target {
        low = Swift.min(lines.shortestOverflow, high)
      } else {
        high = lines.longestFitting
      }
    }
    // The bounds may stop one double apart, with the lower one an end past a limit, which may
    // give few enough lines itself.
    if low < high,
      Self.greedyLines(of: items, limit: low, maxItemsPerLine, stoppingAt: target + 1).count
        <= target
    {
      high = low
    }
    // The longest line that fits there breaks the same way, and is a sum of the items' lengths
    // (zero when only items longer than any line are left).
    let lines = Self.greedyLines(of: items, limit: high, maxItemsPerLine)
    available = lines.longestFitting
    return lines.count
  }

  /// Lengthens items that end a line exactly at the length, the last first, until greedy
  /// breaking gives at least `target` lines.
  mutating func lengthenPerfectFits(to target: Int, maxItemsPerLine: Int) {
    let fits = Self.perfectFits(of: items, at: available, maxItemsPerLine: maxItemsPerLine)
    for index in fits.reversed() {
      items[index].main += 1.0 / 64
      let count = Self.greedyLines(of: items, at: available, maxItemsPerLine, stoppingAt: target)
        .count
      if count >= target { return }
    }
  }
}
