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
/// Ties are broken towards the earliest possible start of each line, working back from the end:
/// among breakings of equal cost, the last line is the longest, then the one before it, and so on.
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

  /// Where each line starts, in order; the breaker walks through them as items arrive.
  @usableFromInline var lineStarts: [Int]
  @usableFromInline var nextLine = 1

  /// Breaks `items` optimally for `objective`, working in `solver`'s reusable buffers.
  @usableFromInline
  init(
    objective: Objective, records items: [ItemRecord], available: Double, maxItemsPerLine: Int,
    solver: inout SegmentSolver
  ) {
    lineStarts = Self.lines(
      for: items, objective: objective, available: available, maxItemsPerLine: maxItemsPerLine,
      solver: &solver
    ).map(\.lowerBound)
  }

  @inlinable
  mutating func startsLine(at index: Int, with record: ItemRecord, after line: Line) -> Bool {
    guard nextLine < lineStarts.count, lineStarts[nextLine] == index else { return false }
    nextLine += 1
    return true
  }

  /// The optimal lines of `items`, in order, for a finite `available` length.
  static func lines(
    for items: [ItemRecord], objective: Objective, available: Double, maxItemsPerLine: Int,
    solver: inout SegmentSolver
  ) -> [Range<Int>] {
    solver.items = items
    solver.available = available
    solver.limit = fitLimit(available)
    solver.maxItemsPerLine = maxItemsPerLine
    solver.countsLines = objective == .balanced
    defer { solver.items = [] }
    var lines: [Range<Int>] = []
    var start = 0
    while start < items.count {
      let end = segmentEnd(from: start, items: items, available: available)
      if end - start == 1 {
        lines.append(start..<end)
      } else {
        let lastLineIsFree =
          objective == .minimumRaggedness && (end == items.count || items[end].breakBefore)
        solver.appendLines(of: start..<end, lastLineIsFree: lastLineIsFree, to: &lines)
      }
      start = end
    }
    return lines
  }

  /// The end of the segment that starts at `start`: the next forced break, or the next item
  /// longer than the line; such an item is a segment of its own.
  private static func segmentEnd(from start: Int, items: [ItemRecord], available: Double) -> Int {
    if !fits(items[start].main, in: available) { return start + 1 }
    var end = start + 1
    while end < items.count, !items[end].breakBefore, fits(items[end].main, in: available) {
      end += 1
    }
    return end
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

/// The dynamic program for one segment at a time, with buffers reused across segments and, kept
/// in a result's scratch storage, across layouts.
@usableFromInline
struct SegmentSolver: Sendable {
  var items: [ItemRecord] = []
  var available = 0.0
  var maxItemsPerLine = 1
  var countsLines = false
  /// The longest line that fits `available`, with the fit tolerance.
  var limit = 0.0

  /// Per segment position *t* (0…*k*): the prefix length up to item *t*, where a line starting at
  /// item *t* starts in that prefix (after the gap before it), the furthest end of a line
  /// starting at *t*, the best cost of the items before *t*, and where the last line of that
  /// best breaking starts.
  private var prefix: [Double] = []
  private var lineStart: [Double] = []
  private var reach: [Int] = []
  private var best: [BreakCost] = []
  private var previous: [Int] = []
  /// The deque of candidates, and the position from which each is the best.
  private var candidates: [Int] = []
  private var takeover: [Int] = []

  @usableFromInline init() {}

  /// Breaks the items of `segment` optimally and appends its lines.
  mutating func appendLines(
    of segment: Range<Int>, lastLineIsFree: Bool, to lines: inout [Range<Int>]
  ) {
    let count = segment.count
    measurePrefixes(of: segment)
    findReaches(count: count)
    solve(count: count)
    var end = count
    var start = lastLineIsFree ? cheapestStartOfFreeLastLine(count: count) : previous[count]
    let first = lines.count
    while true {
      lines.append((segment.lowerBound + start)..<(segment.lowerBound + end))
      if start == 0 { break }
      end = start
      start = previous[start]
    }
    lines[first...].reverse()
  }

  private mutating func measurePrefixes(of segment: Range<Int>) {
    prefix.removeAll(keepingCapacity: true)
    lineStart.removeAll(keepingCapacity: true)
    prefix.reserveCapacity(segment.count + 1)
    lineStart.reserveCapacity(segment.count + 1)
    var length = 0.0
    prefix.append(length)
    for (offset, index) in segment.enumerated() {
      let before = offset == 0 ? 0 : items[index].gapBefore
      lineStart.append(length + before)
      length += before + items[index].main
      prefix.append(length)
    }
  }

  /// The length of the line of segment items `i..<j`.
  @inline(__always)
  private func length(_ i: Int, _ j: Int) -> Double {
    prefix[j] - lineStart[i]
  }

  /// For each start, the furthest end of a line that fits and holds at most `maxItemsPerLine`
  /// items; never before the start's own item. Both bounds only grow with the start, so one pass
  /// of two pointers finds them all.
  private mutating func findReaches(count: Int) {
    reach.removeAll(keepingCapacity: true)
    reach.reserveCapacity(count)
    var end = 1
    for start in 0..<count {
      end = Swift.max(end, start + 1)
      while end < count, end - start < maxItemsPerLine, length(start, end + 1) <= limit {
        end += 1
      }
      reach.append(end)
    }
  }

  /// The cost of the line `i..<j`, which must fit.
  @inline(__always)
  private func cost(_ i: Int, _ j: Int) -> BreakCost {
    let free = Swift.max(available - length(i, j), 0)
    return BreakCost(lines: countsLines ? 1 : 0, raggedness: free * free)
  }

  /// The cost of the best breaking whose last line is `i..<j`, or `nil` if that line is too long.
  @inline(__always)
  private func total(_ i: Int, _ j: Int) -> BreakCost? {
    reach[i] >= j ? best[i] + cost(i, j) : nil
  }

  /// Whether the later candidate `c` is strictly better than `b` for a breaking ending at `j`.
  /// As `j` grows this turns from false to true at most once (the quadrangle inequality, and `b`
  /// reaching no further than `c`).
  @inline(__always)
  private func beats(_ c: Int, _ b: Int, at j: Int) -> Bool {
    guard let byB = total(b, j) else { return true }
    guard let byC = total(c, j) else { return false }
    return byC < byB
  }

  private mutating func solve(count: Int) {
    best.removeAll(keepingCapacity: true)
    previous.removeAll(keepingCapacity: true)
    candidates.removeAll(keepingCapacity: true)
    takeover.removeAll(keepingCapacity: true)
    best.append(.zero)
    previous.append(0)
    candidates.append(0)
    takeover.append(1)
    var head = 0
    for j in 1...count {
      while head + 1 < candidates.count, takeover[head + 1] <= j { head += 1 }
      let i = candidates[head]
      best.append(total(i, j)!)
      previous.append(i)
      if j < count { addCandidate(j, count: count, head: head) }
    }
  }

  /// Adds `j` to the back of the deque: drops candidates it beats from the start of their range,
  /// then finds where it takes over from the last one left.
  private mutating func addCandidate(_ j: Int, count: Int, head: Int) {
    while candidates.count > head {
      let b = candidates[candidates.count - 1]
      let from = Swift.max(takeover[takeover.count - 1], j + 1)
      if beats(j, b, at: from) {
        candidates.removeLast()
        takeover.removeLast()
        continue
      }
      // b is better at `from`; beyond its reach, j is better. Find the first position where j is.
      var low = from
      var high = Swift.min(reach[b] + 1, count + 1)
      while high - low > 1 {
        let middle = (low + high) / 2
        if beats(j, b, at: middle) { high = middle } else { low = middle }
      }
      if high <= count {
        candidates.append(j)
        takeover.append(high)
      }
      return
    }
    candidates.append(j)
    takeover.append(j + 1)
  }

  /// With a free last line, the cheapest start of a last line that reaches the end; the earliest
  /// on ties.
  private func cheapestStartOfFreeLastLine(count: Int) -> Int {
    var start = count - 1
    var cheapest = best[count - 1]
    var candidate = count - 2
    while candidate >= 0, reach[candidate] >= count {
      if best[candidate] <= cheapest {
        cheapest = best[candidate]
        start = candidate
      }
      candidate -= 1
    }
    return start
  }
}
