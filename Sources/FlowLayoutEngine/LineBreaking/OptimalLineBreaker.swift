/// Breaks lines optimally: ``LineBreaking/balanced`` or ``LineBreaking/minimumRaggedness``.
///
/// The items first split into independent segments at forced breaks and around items longer than
/// the line (each alone on its line). Within a segment, a line from item *i* up to item *j* costs
/// the square of its free space, `(available − length(i, j))²`, and the breaker finds the
/// breaking of least total cost by dynamic programming: `best(j) = min over i of best(i) +
/// cost(i, j)`. A line's length is a difference of prefix sums, and the square is convex, so the
/// costs satisfy the quadrangle (Monge) inequality; candidates' advantages then change sign at
/// most once as *j* grows, and a deque of candidates, each taking over from the one before at a
/// binary-searched position, finds every `best(j)` without trying every *i* (the least-weight
/// subsequence method of Hirschberg and Larmore).
///
/// ``LineBreaking/balanced`` compares breakings by (line count, cost), so it keeps greedy's line
/// count, the fewest possible. ``LineBreaking/minimumRaggedness`` compares by cost alone and does
/// not count the last line of a segment that ends the flow or a forced break.
///
/// Ties are broken as Chromium's `flex-wrap: balance` breaks them: towards the latest possible
/// start of each line, working back from the end, so that among breakings of equal cost the
/// earlier lines are fuller, and an item of no length between two lines stays on the first.
/// With an unbounded available length every line has infinite free space, so breaking is greedy.
///
/// - Complexity: O(*n* log *L*) time and O(*n*) memory, for *n* items and at most *L* items per
///   line; the binary searches only span a line's reach.
@usableFromInline
struct OptimalLineBreaker: LineBreaker {
  @usableFromInline
  enum Objective {
    case balanced
    case minimumRaggedness
  }

  @usableFromInline let objective: Objective
  /// The finite length lines are broken at.
  @usableFromInline let available: Double
  @usableFromInline let maxItemsPerLine: Int
  /// The fewest lines to make (see ``FlowEngine/minLines``); 1 for no minimum.
  @usableFromInline let minLines: Int
  /// The most lines to make at the shortest length that allows it (see
  /// ``FlowEngine/lineCount``), or `nil`.
  @usableFromInline let lineCount: Int?
  /// Whether some item keeps with the next (see ``BreakRule``).
  @usableFromInline let keepsItemsTogether: Bool
  /// The dynamic program, with its buffers, which a layout's scratch storage keeps.
  @usableFromInline var solver: SegmentSolver

  @inlinable
  init(
    objective: Objective, available: Double, maxItemsPerLine: Int, minLines: Int = 1,
    lineCount: Int? = nil, keepsItemsTogether: Bool = true, solver: SegmentSolver
  ) {
    self.lineCount = lineCount
    self.keepsItemsTogether = keepsItemsTogether
    self.objective = objective
    self.available = available
    self.maxItemsPerLine = maxItemsPerLine
    self.minLines = minLines
    self.solver = solver
  }

  /// Measures every item, then finds the optimal lines of all of them; `maxLines` does not
  /// change where lines break.
  @inlinable
  mutating func breakLines<Items>(
    _ items: inout MeasuredItems<Items>, maxLines: Int, into lineStarts: inout [Int]
  ) {
    items.measureAll()
    let counted = CountedItems(
      items.records, collapsing: items.measurer.rules.collapsesEmptyItems)
    let narrowed =
      lineCount.map {
        LineCountNarrowing(
          items: counted.records, lineCount: $0, maxItemsPerLine: maxItemsPerLine)
      }
      ?? LineCountNarrowing(
        items: counted.records, available: available, maxItemsPerLine: maxItemsPerLine,
        minLines: minLines)
    guard narrowed.available.isFinite else {
      // An unbounded length needs no narrowing to reach the minimum: every line has infinite
      // free space, where optimal breaking is greedy.
      GreedyLineBreaker(limit: .infinity, maxItemsPerLine: maxItemsPerLine)
        .breakLines(&items, maxLines: maxLines, into: &lineStarts)
      return
    }
    let first = lineStarts.count
    narrowed.items.withUnsafeBufferPointer { records in
      breakLines(of: .array(records), available: narrowed.available, into: &lineStarts)
    }
    counted.restoreCollapsedItems(in: &lineStarts, from: first, itemCount: items.count)
  }

  /// Appends where each optimal line of the items whose records are `items` in `available`
  /// starts to `lineStarts`, in order.
  ///
  /// - Complexity: O(*n* log *L*) for *n* items and at most *L* items per line.
  @usableFromInline
  mutating func breakLines(
    of items: SegmentSolver.Records, available: Double, into lineStarts: inout [Int]
  ) {
    solver.available = available
    solver.limit = fitLimit(available)
    solver.maxItemsPerLine = maxItemsPerLine
    solver.countsLines = objective == .balanced
    solver.readsRuns = keepsItemsTogether
    solver.prepare(forItems: items.count)
    var start = 0
    while start < items.count {
      start = solver.appendLineStarts(
        ofSegmentFrom: start, of: items, freeLastLine: objective == .minimumRaggedness,
        to: &lineStarts)
    }
  }
}

/// The items that count for line breaking: all of them, or, when empty items collapse (see
/// ``FlowEngine/collapsesEmptyItems``), those that do not, which are broken into lines as if the
/// others were not there.
@usableFromInline
struct CountedItems {
  /// The records of the items that count.
  @usableFromInline let records: [ItemRecord]
  /// The index of each of them among all items, or `nil` when every item counts.
  @usableFromInline let indices: [Int]?

  /// - Complexity: O(*n*) for *n* items when empty items are `collapsing`, O(1) otherwise.
  @inlinable
  init(_ records: [ItemRecord], collapsing: Bool) {
    guard collapsing, records.contains(where: \.collapses) else {
      (self.records, indices) = (records, nil)
      return
    }
    let indices = records.indices.filter { !records[$0].collapses }
    self.records = indices.map { records[$0] }
    self.indices = indices
  }

  /// Turns the line starts from `first` on, found for the items that count, into line starts
  /// among all `itemCount` items: each item that collapses joins the line of the item before
  /// it, and items that collapse before every other join the first line.
  ///
  /// - Complexity: O(*l*) for *l* lines.
  @inlinable
  func restoreCollapsedItems(in lineStarts: inout [Int], from first: Int, itemCount: Int) {
    guard let indices else { return }
    guard lineStarts.count > first else {
      if itemCount > 0 { lineStarts.append(0) }
      return
    }
    lineStarts[first] = 0
    for line in (first + 1)..<lineStarts.count { lineStarts[line] = indices[lineStarts[line]] }
  }
}

/// The cost of a breaking: its line count (counted only when comparing by it) and the sum of its
/// lines' squared free space, compared in that order.
struct BreakCost: Comparable, Sendable {
  var lines: Int
  var raggedness: Double

  static let zero = BreakCost(lines: 0, raggedness: 0)

  static func + (a: BreakCost, b: BreakCost) -> BreakCost {
    BreakCost(lines: a.lines + b.lines, raggedness: a.raggedness + b.raggedness)
  }

  static func < (a: BreakCost, b: BreakCost) -> Bool {
    a.lines != b.lines ? a.lines < b.lines : a.raggedness < b.raggedness
  }
}
