/// The dynamic program of ``OptimalLineBreaker`` for one segment at a time, with buffers reused
/// across segments and, kept in a result's scratch storage, across layouts.
///
/// The program works on raw buffers sized once per layout: its inner loops run a few times per
/// item and would otherwise spend most of their time checking indices and array uniqueness.
@usableFromInline
struct SegmentSolver: Sendable {
  var items: [ItemRecord] = []
  var available = 0.0
  var maxItemsPerLine = 1
  var countsLines = false
  /// The longest line that fits `available`, with the fit tolerance.
  var limit = 0.0

  /// One entry per segment position *t* (0…*k*).
  private var positions: [Position] = []
  /// Where the last line of the best breaking of the items before each position *t* starts:
  /// apart from the positions, so that walking back through the lines' starts, one dependent
  /// read per line, reads compact storage rather than a position's whole entry.
  private var previous: [Int] = []
  /// The deque of candidate line starts, each with the position from which it is the best.
  private var candidates: [Candidate] = []

  @usableFromInline init() {}

  /// Sizes the buffers for segments of up to `count` items: once per layout, however many
  /// segments the items split into.
  mutating func prepare(forItems count: Int) {
    positions.resize(to: count + 1, filling: .zero)
    previous.resize(to: count + 1, filling: 0)
    candidates.resize(to: count + 1, filling: .zero)
  }

  /// Breaks the segment that starts at item `start` optimally, appends where its lines start to
  /// `lineStarts`, and returns where it ends: at the next forced break, the next item longer than the line, or
  /// the last item; an item longer than the line is a segment of its own. With `freeLastLine`,
  /// the segment's last line costs nothing when it ends the flow or a forced break follows it.
  ///
  /// - Complexity: O(*k* log *L*) for *k* items and at most *L* items per line.
  mutating func appendLineStarts(
    ofSegmentFrom start: Int, freeLastLine: Bool, to lineStarts: inout [Int]
  ) -> Int {
    let program = Program(
      available: available, limit: limit, maxItemsPerLine: maxItemsPerLine,
      countsLines: countsLines)
    let (count, lastStart) = items.withUnsafeBufferPointer { items in
      positions.withUnsafeMutableBufferPointer { positions in
        candidates.withUnsafeMutableBufferPointer { candidates in
          previous.withUnsafeMutableBufferPointer { previous in
            let count = program.measureSegment(of: items, from: start, into: positions)
            let end = start + count
            program.solve(
              count: count, in: positions, candidates: candidates, previous: previous)
            let lastLineIsFree = freeLastLine && (end == items.count || items[end].breakBefore)
            let lastStart =
              lastLineIsFree
              ? program.cheapestStartOfFreeLastLine(count: count, in: positions)
              : previous[count]
            return (count, lastStart)
          }
        }
      }
    }
    // Walk back from the end through each line's start, then put the starts in order.
    let first = lineStarts.count
    var lineStart = lastStart
    while true {
      lineStarts.append(start + lineStart)
      if lineStart == 0 { break }
      lineStart = previous[lineStart]
    }
    lineStarts[first...].reverse()
    return start + count
  }
}

/// What the dynamic program knows of a segment position *t*.
private struct Position: Sendable {
  /// The length of the items before *t*, with the gaps between them.
  var prefix: Double
  /// Where a line starting at item *t* starts in that prefix (after the gap before it).
  var lineStart: Double
  /// The furthest end of a line starting at *t*.
  var reach: Int
  /// The cost of the best breaking of the items before *t*.
  var best: BreakCost

  static let zero = Position(prefix: 0, lineStart: 0, reach: 0, best: .zero)
}

/// A candidate start of the last line, and the position from which it is the best.
private struct Candidate: Sendable {
  var start: Int
  var takeover: Int

  static let zero = Candidate(start: 0, takeover: 0)
}

/// The program's steps over one segment's buffers.
private struct Program {
  let available: Double
  let limit: Double
  let maxItemsPerLine: Int
  let countsLines: Bool

  /// Measures the segment of `items` that starts at `start`: fills every position's prefix and
  /// line start, and every start's reach, and returns how many items the segment holds. It ends
  /// before the next item that must start a line, or at the last item; an item longer than the
  /// line is a segment of its own.
  ///
  /// A start's reach is the furthest end of a line from it that fits and holds at most
  /// `maxItemsPerLine` items, never before the start's own item. Reaches only grow with the
  /// start, so each is settled as soon as the prefix passes it, in the same pass.
  ///
  /// - Complexity: O(*k*) for a segment of *k* items.
  func measureSegment(
    of items: UnsafeBufferPointer<ItemRecord>, from start: Int,
    into positions: UnsafeMutableBufferPointer<Position>
  ) -> Int {
    var length = 0.0
    positions[0].prefix = length
    // The first start whose reach is not settled yet.
    var open = 0
    var count = 0
    while start + count < items.count {
      let item = items[start + count]
      let fits = item.main <= limit
      if count > 0, item.breakBefore || !fits { break }
      let before = count == 0 ? 0 : item.gapBefore
      positions[count].lineStart = length + before
      length += before + item.main
      count += 1
      positions[count].prefix = length
      // Lines of two items or more from `open` that the item does not fit on end before it.
      while open < count - 1,
        !(count - open <= maxItemsPerLine && self.length(open, count, in: positions) <= limit)
      {
        positions[open].reach = count - 1
        open += 1
      }
      if !fits { break }
    }
    for position in open..<count { positions[position].reach = count }
    return count
  }

  /// The length of the line of segment items `i..<j`.
  @inline(__always)
  func length(_ i: Int, _ j: Int, in positions: UnsafeMutableBufferPointer<Position>) -> Double {
    positions[j].prefix - positions[i].lineStart
  }

  /// The cost of the line `i..<j`, which must fit.
  @inline(__always)
  func cost(_ i: Int, _ j: Int, in positions: UnsafeMutableBufferPointer<Position>) -> BreakCost {
    let free = Swift.max(available - length(i, j, in: positions), 0)
    return BreakCost(lines: countsLines ? 1 : 0, raggedness: free * free)
  }

  /// The cost of the best breaking whose last line is `i..<j`, or `nil` if that line is too long.
  @inline(__always)
  func total(_ i: Int, _ j: Int, in positions: UnsafeMutableBufferPointer<Position>) -> BreakCost? {
    positions[i].reach >= j ? positions[i].best + cost(i, j, in: positions) : nil
  }

  /// Whether the later candidate `c` is at least as good as `b` for a breaking ending at `j`:
  /// on ties the later start wins, so that earlier lines are fuller, as in Chromium's
  /// `flex-wrap: balance`. As `j` grows this turns from false to true at most once (the
  /// quadrangle inequality, and `b` reaching no further than `c`).
  @inline(__always)
  func beats(
    _ c: Int, _ b: Int, at j: Int, in positions: UnsafeMutableBufferPointer<Position>
  ) -> Bool {
    guard let byB = total(b, j, in: positions) else { return true }
    guard let byC = total(c, j, in: positions) else { return false }
    return byC <= byB
  }

  /// Finds every position's best cost, and where its last line starts (into `previous`), front
  /// to back, keeping the live candidates in a deque: `candidates[head..<tail]`.
  func solve(
    count: Int, in positions: UnsafeMutableBufferPointer<Position>,
    candidates: UnsafeMutableBufferPointer<Candidate>, previous: UnsafeMutableBufferPointer<Int>
  ) {
    positions[0].best = .zero
    previous[0] = 0
    candidates[0] = Candidate(start: 0, takeover: 1)
    var head = 0
    var tail = 1
    for j in 1...count {
      while head + 1 < tail, candidates[head + 1].takeover <= j { head += 1 }
      let i = candidates[head].start
      positions[j].best = total(i, j, in: positions)!
      previous[j] = i
      if j < count {
        addCandidate(
          j, count: count, head: head, tail: &tail, in: positions, candidates: candidates)
      }
    }
  }

  /// Adds `j` to the back of the deque: drops candidates it beats from the start of their range,
  /// then finds where it takes over from the last one left.
  func addCandidate(
    _ j: Int, count: Int, head: Int, tail: inout Int,
    in positions: UnsafeMutableBufferPointer<Position>,
    candidates: UnsafeMutableBufferPointer<Candidate>
  ) {
    while tail > head {
      let b = candidates[tail - 1].start
      let from = Swift.max(candidates[tail - 1].takeover, j + 1)
      if beats(j, b, at: from, in: positions) {
        tail -= 1
        continue
      }
      // b is better at `from`; beyond its reach, j is better. Find the first position where j is.
      var low = from
      var high = Swift.min(positions[b].reach + 1, count + 1)
      if positions[j].best.lines > positions[b].best.lines {
        // Where both lines fit, the line counts decide: j takes over only beyond b's reach.
        low = high - 1
      } else {
        // Start from where the two costs cross: j should lose just before and win from there on.
        // Confirm both; a binary search covers whatever the guess left open.
        let guess = crossing(of: j, and: b, after: low, before: high, in: positions)
        if guess - 1 > low {
          if beats(j, b, at: guess - 1, in: positions) { high = guess - 1 } else { low = guess - 1 }
        }
        if guess > low, guess < high {
          if beats(j, b, at: guess, in: positions) { high = guess } else { low = guess }
        }
      }
      while high - low > 1 {
        let middle = (low + high) / 2
        if beats(j, b, at: middle, in: positions) { high = middle } else { low = middle }
      }
      if high <= count {
        candidates[tail] = Candidate(start: j, takeover: high)
        tail += 1
      }
      return
    }
    candidates[tail] = Candidate(start: j, takeover: j + 1)
    tail += 1
  }

  /// Where the later candidate `c` likely starts to beat `b`: the first position in
  /// `low + 1 ..< high` whose prefix passes the point where their costs cross, from the costs'
  /// closed form; `high` if they never cross there. Only a guess, which ``addCandidate`` confirms:
  /// it ignores the clamping of overfull lines to no free space.
  ///
  /// - Complexity: O(log *L*) comparisons of prefixes, much cheaper than comparing costs.
  @inline(__always)
  func crossing(
    of c: Int, and b: Int, after low: Int, before high: Int,
    in positions: UnsafeMutableBufferPointer<Position>
  ) -> Int {
    let byB = positions[b].best
    let byC = positions[c].best
    guard byC.lines == byB.lines else { return byC.lines < byB.lines ? low + 1 : high }
    // best(c) + (available − p + start(c))² < best(b) + (available − p + start(b))² for every
    // prefix p past this point, as start(c) > start(b).
    let startB = positions[b].lineStart
    let startC = positions[c].lineStart
    guard startC > startB else { return high }
    let point =
      available
      - ((byB.raggedness - byC.raggedness) / (startC - startB) - startC - startB) / 2
    // Most candidates never catch up within the reach; check that end before searching.
    if high - 1 <= low || positions[high - 1].prefix <= point { return high }
    var first = low + 1
    var last = high - 1
    while first < last {
      let middle = (first + last) / 2
      if positions[middle].prefix > point { last = middle } else { first = middle + 1 }
    }
    return first
  }

  /// With a free last line, the cheapest start of a last line that reaches the end; the latest
  /// on ties.
  func cheapestStartOfFreeLastLine(
    count: Int, in positions: UnsafeMutableBufferPointer<Position>
  ) -> Int {
    var start = count - 1
    var cheapest = positions[count - 1].best
    var candidate = count - 2
    while candidate >= 0, positions[candidate].reach >= count {
      if positions[candidate].best < cheapest {
        cheapest = positions[candidate].best
        start = candidate
      }
      candidate -= 1
    }
    return start
  }
}
