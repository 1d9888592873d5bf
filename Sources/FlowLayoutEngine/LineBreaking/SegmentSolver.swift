/// The dynamic program of ``OptimalLineBreaker`` for one segment at a time, with buffers reused
/// across segments and, kept in a result's scratch storage, across layouts.
///
/// The program reads the segment's positions (prefix sums and reaches) from the items' records
/// (see ``Records``) in batches, as far ahead of the positions it solves as its window has room
/// for, and keeps only the positions it may still read: from the earliest start of a line that
/// may still end at a later position to the furthest position read. The window starts at 64 positions and doubles
/// only when a line holds more items than it has room for, so it stays in cache and its memory
/// does not grow with the number of items; only where each position's last line starts is kept
/// for every position, to walk back through the lines at the end.
///
/// The program works on raw buffers: its inner loops run a few times per item and would otherwise
/// spend most of their time checking indices and array uniqueness.
@usableFromInline
struct SegmentSolver: Sendable {
  var available = 0.0
  var maxItemsPerLine = 1
  var countsLines = false
  /// Whether some item keeps with the next, so that runs of items are read (see ``BreakRule``).
  var readsRuns = false
  /// The longest line that fits `available`, with the fit tolerance.
  var limit = 0.0

  /// The window of segment positions, position *t* at `t % window.count`; its length is a
  /// power of two.
  private var window: [Position] = Array(repeating: .zero, count: 64)
  /// The deque of candidate line starts, each with the position from which it is the best, in
  /// a buffer as long as the window, deque index *d* at `d % deque.count`: its candidates are
  /// distinct positions in the window.
  private var deque: [Candidate] = Array(repeating: .zero, count: 64)
  /// Where the last line of the best breaking of the items before each position *t* starts:
  /// kept for every position, to walk back through the lines' starts; -1 for a position where
  /// no line starts, inside a run of items kept together that holds.
  private var previous: [Int] = []
  /// The last run of items kept together measured so far, which may go on past a segment's end
  /// when it does not hold (see ``BreakRule``).
  private var run = OpenRun()

  @usableFromInline init() {}

  /// The records the program reads: the general steps', or those staged in the items' frames
  /// (see ``StagedRecords``). An enumeration rather than a generic parameter: the program is
  /// compiled once, in this module, and a generic one called from a caller's specialized layout
  /// ran unspecialized, at three times the instructions. Its measuring step, which reads every
  /// record, is specialized for each case (`Program.measure(_:of:into:before:)`).
  @usableFromInline
  enum Records {
    case array(UnsafeBufferPointer<ItemRecord>)
    case staged(StagedFrames)

    /// How many items there are.
    var count: Int {
      switch self {
      case .array(let records): records.count
      case .staged(let frames): frames.count
      }
    }

    /// The record of the item at `index`, as far as line breaking reads it.
    subscript(index: Int) -> ItemRecord {
      switch self {
      case .array(let records): records[index]
      case .staged(let frames): frames[index]
      }
    }
  }

  /// Sizes the buffers for segments of up to `count` items: once per layout, however many
  /// segments the items split into.
  mutating func prepare(forItems count: Int) {
    previous.resize(to: count + 1, filling: 0)
    run = OpenRun()
  }

  /// Breaks the segment of `items` that starts at item `start` optimally, appends where its
  /// lines start to `lineStarts`, and returns where it ends: at the next forced break, the next
  /// item longer than the line, or the last item; an item longer than the line is a segment of
  /// its own. With `freeLastLine`, the segment's last line costs nothing when it ends the flow
  /// or a forced break follows it.
  ///
  /// - Complexity: O(*k* log *L*) time for *k* items and at most *L* items per line; O(*L*)
  ///   memory besides one index per item.
  mutating func appendLineStarts(
    ofSegmentFrom start: Int, of items: Records, freeLastLine: Bool, to lineStarts: inout [Int]
  ) -> Int {
    let program = Program(
      available: available, rule: BreakRule(limit: limit, maxItemsPerLine: maxItemsPerLine),
      countsLines: countsLines, readsRuns: readsRuns)
    var progress = Progress(start: start, run: run)
    while !withBuffers(items, { program.solve(&progress, $0) }) {
      growWindow(keeping: progress)
    }
    run = progress.run
    let count = progress.measured
    let end = start + count
    let lastLineIsFree = freeLastLine && (end == items.count || items[end].breakBefore)
    let lastStart =
      lastLineIsFree
      ? withBuffers(items) { program.cheapestStartOfFreeLastLine(count: count, in: $0) }
      : previous[count]
    // Walk back from the end through each line's start, then put the starts in order.
    let first = lineStarts.count
    var lineStart = lastStart
    while true {
      lineStarts.append(start + lineStart)
      if lineStart == 0 { break }
      lineStart = previous[lineStart]
    }
    // Reversed through the array's buffer: reversing the slice `lineStarts[first...]` copied it
    // into an array of its own, one allocation per segment.
    lineStarts.withUnsafeMutableBufferPointer { $0[first...].reverse() }
    return end
  }

  /// Calls `body` with the program's buffers, reading `items`.
  private mutating func withBuffers<Result>(_ items: Records, _ body: (Buffers) -> Result)
    -> Result
  {
    let mask = window.count - 1
    return window.withUnsafeMutableBufferPointer { window in
      deque.withUnsafeMutableBufferPointer { deque in
        previous.withUnsafeMutableBufferPointer { previous in
          body(
            Buffers(
              items: items, positions: Ring(window.baseAddress!, mask: mask),
              candidates: Ring(deque.baseAddress!, mask: mask), previous: previous))
        }
      }
    }
  }

  /// Doubles the window and the deque, keeping the positions and candidates that `progress`
  /// may still read in their places.
  ///
  /// - Complexity: O(*w*) for a window of *w* positions.
  private mutating func growWindow(keeping progress: Progress) {
    let (oldMask, mask) = (window.count - 1, 2 * window.count - 1)
    let oldest = progress.oldestLive(firstCandidate: deque[progress.head & oldMask].start)
    var grownWindow = Array(repeating: Position.zero, count: mask + 1)
    for t in oldest...progress.measured { grownWindow[t & mask] = window[t & oldMask] }
    var grownDeque = Array(repeating: Candidate.zero, count: mask + 1)
    for d in progress.head..<progress.tail { grownDeque[d & mask] = deque[d & oldMask] }
    (window, deque) = (grownWindow, grownDeque)
  }
}

/// A window of a sequence in a buffer whose length is a power of two: element *t* at
/// `t % length`.
private struct Ring<Element> {
  let base: UnsafeMutablePointer<Element>
  let mask: Int

  init(_ base: UnsafeMutablePointer<Element>, mask: Int) {
    self.base = base
    self.mask = mask
  }

  /// Element `t`.
  subscript(t: Int) -> Element {
    @inline(__always) get { base[t & mask] }
    @inline(__always) nonmutating _modify { yield &base[t & mask] }
  }

  /// How many elements the window holds.
  var capacity: Int { mask + 1 }
}

/// The buffers the program reads and writes.
private struct Buffers {
  let items: SegmentSolver.Records
  let positions: Ring<Position>
  let candidates: Ring<Candidate>
  let previous: UnsafeMutableBufferPointer<Int>
}

/// How far the program has gone through a segment.
private struct Progress {
  /// The segment's first item.
  let start: Int
  /// How many of the segment's items are measured: positions up to this one have their prefix.
  var measured = 0
  /// The first position whose reach is not settled yet.
  var open = 0
  /// Whether the segment's last item is measured.
  var isMeasured = false
  /// The next position to solve.
  var next = 1
  /// The deque's live candidates: `candidates[head..<tail]`.
  var head = 0
  var tail = 1
  /// The last run of items kept together measured.
  var run: OpenRun

  init(start: Int, run: OpenRun) {
    self.start = start
    self.run = run
  }

  /// The earliest position the program may still read, with the first live candidate starting
  /// at `firstCandidate`: that start, or the position before the first whose reach is open,
  /// which ends the search for a free last line. Positions before it may be overwritten.
  func oldestLive(firstCandidate: Int) -> Int {
    Swift.min(firstCandidate, Swift.max(open - 1, 0))
  }
}

/// The last run of items kept together that a breaker measured: where it ends, and whether it
/// holds, so that no line starts inside it.
private struct OpenRun: Sendable {
  var end = 0
  var holds = false
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

/// Whether a specialization of the program's steps reads runs of items kept together.
private protocol RunReading {
  static var readsRuns: Bool { get }
}

/// No item keeps with the next.
private enum NoRuns: RunReading {
  static var readsRuns: Bool { false }
}

/// Some item keeps with the next.
private enum SomeRuns: RunReading {
  static var readsRuns: Bool { true }
}

/// The program's steps over one segment's buffers.
private struct Program {
  let available: Double
  /// Where lines may end, at the longest line that fits `available` with the fit tolerance.
  let rule: BreakRule
  let countsLines: Bool
  /// Whether runs of items kept together are read: when none is, no position is marked.
  let readsRuns: Bool

  /// Finds every position's best cost, and where its last line starts (into `previous`), front
  /// to back, keeping the live candidates in a deque, and measuring items ahead in batches as
  /// far as the window has room. Returns whether the segment is solved, or `false` when the
  /// window is too small for a line; then `progress` says where to go on from once it has grown.
  ///
  /// The steps are specialized for whether they read runs, so that items none of which keeps
  /// with the next cost no check for runs: with a branch per item instead, balanced breaking of
  /// 10,000 tags took 16 to 23% longer than before runs, and 6 to 8% specialized (see
  /// `Documentation/PerformanceLog.md`).
  func solve(_ progress: inout Progress, _ buffers: Buffers) -> Bool {
    readsRuns
      ? solve(&progress, buffers, runs: SomeRuns.self)
      : solve(&progress, buffers, runs: NoRuns.self)
  }

  /// ``solve(_:_:)``, reading runs as `Runs` says.
  func solve<Runs: RunReading>(_ progress: inout Progress, _ buffers: Buffers, runs: Runs.Type)
    -> Bool
  {
    if progress.next == 1, progress.measured == 0 {
      buffers.positions[0].prefix = 0
      buffers.positions[0].best = .zero
      buffers.previous[0] = 0
      buffers.candidates[0] = Candidate(start: 0, takeover: 1)
    }
    while true {
      let oldest = progress.oldestLive(firstCandidate: buffers.candidates[progress.head].start)
      if !progress.isMeasured {
        measure(&progress, of: buffers, before: oldest, runs: runs)
      }
      // A candidate's reach must be settled before it joins the deque.
      let last = progress.isMeasured ? progress.measured : progress.open - 1
      if progress.next > last {
        return progress.isMeasured
      }
      solve(&progress, through: last, buffers, runs: runs)
    }
  }

  /// Measures the segment's items from `progress.measured` on, until the window's room, which
  /// holds the positions from `oldest` on, is full or the segment ends: their positions' line
  /// starts, the next positions' prefixes, and the reaches they settle. The segment ends before
  /// an item that must start a line, after an item longer than the line (alone in its segment),
  /// or at the last item.
  ///
  /// A start's reach is the furthest end of a line from it that fits and holds at most
  /// `maxItemsPerLine` items, never before the start's own item. Reaches only grow with the
  /// start, so each is settled as soon as the prefix passes it. A position inside a run of items
  /// kept together that holds starts no line.
  ///
  /// - Complexity: O(*b*) for *b* items measured.
  func measure<Runs: RunReading>(
    _ progress: inout Progress, of buffers: Buffers, before oldest: Int, runs: Runs.Type
  ) {
    switch buffers.items {
    case .array(let records):
      measure(
        &progress, of: records, into: buffers.positions, marking: buffers.previous,
        before: oldest, runs: runs)
    case .staged(let frames):
      measure(
        &progress, of: frames, into: buffers.positions, marking: buffers.previous,
        before: oldest, runs: runs)
    }
  }

  /// ``measure(_:of:before:runs:)`` specialized for how the records are kept; marks in
  /// `previous` the positions where no line starts, when it reads runs.
  func measure<Records: ItemRecords, Runs: RunReading>(
    _ progress: inout Progress, of items: Records, into positions: Ring<Position>,
    marking previous: UnsafeMutableBufferPointer<Int>, before oldest: Int, runs _: Runs.Type
  ) {
    var count = progress.measured
    var open = progress.open
    let end = Swift.min(oldest + positions.capacity - 1, items.count - progress.start)
    var length = positions[count].prefix
    var ends = false
    var run = progress.run
    while count < end {
      let index = progress.start + count
      let item = items[index]
      let fits = rule.fitsAlone(item.main)
      if count > 0, BreakRule.mustBreak(before: item) || !fits {
        ends = true
        break
      }
      if Runs.readsRuns {
        var startsLine = true
        if index >= run.end {
          if item.keepsWithNext {
            let found = rule.run(from: index, count: items.count) { items[$0] }
            run = OpenRun(end: found.end, holds: found.holds)
          }
        } else {
          startsLine = !run.holds
        }
        previous[count] = startsLine ? 0 : -1
      }
      length = count == 0 ? length : BreakRule.start(of: item, after: length)
      positions[count].lineStart = length
      length += item.main
      count += 1
      positions[count].prefix = length
      // Lines of two items or more from `open` that the item does not fit on end before it.
      while open < count - 1,
        !rule.fits(end: self.length(open, count, in: positions), count: count - open)
      {
        positions[open].reach = count - 1
        open += 1
      }
      if !fits {
        ends = true
        break
      }
    }
    if ends || progress.start + count == items.count {
      // Settle the reaches still open at the segment's end.
      for position in open..<count { positions[position].reach = count }
      progress.isMeasured = true
    }
    progress.measured = count
    progress.open = open
    progress.run = run
  }

  /// Solves the positions from `progress.next` through `last`, whose reaches are settled. A
  /// settled reach ends before the last position measured, so the candidates' takeovers are
  /// found among the positions measured so far as they would be among the whole segment's.
  ///
  /// - Complexity: O(*b* log *L*) for *b* positions and at most *L* items per line.
  func solve<Runs: RunReading>(
    _ progress: inout Progress, through last: Int, _ buffers: Buffers, runs _: Runs.Type
  ) {
    let (positions, candidates, previous) =
      (buffers.positions, buffers.candidates, buffers.previous)
    let count = progress.measured
    var head = progress.head
    var tail = progress.tail
    for j in progress.next...last {
      while head + 1 < tail, candidates[head + 1].takeover <= j { head += 1 }
      let i = candidates[head].start
      positions[j].best = total(i, j, in: positions)!
      guard j < count else {
        previous[j] = i
        continue
      }
      // A position inside a run that holds keeps its mark, and is no candidate.
      if !Runs.readsRuns || previous[j] >= 0 {
        previous[j] = i
        addCandidate(
          j, count: count, head: head, tail: &tail, in: positions, candidates: candidates)
      }
    }
    progress.next = last + 1
    progress.head = head
    progress.tail = tail
  }

  /// The length of the line of segment items `i..<j`.
  @inline(__always)
  func length(_ i: Int, _ j: Int, in positions: Ring<Position>) -> Double {
    positions[j].prefix - positions[i].lineStart
  }

  /// The cost of the line `i..<j`, which must fit.
  @inline(__always)
  func cost(_ i: Int, _ j: Int, in positions: Ring<Position>) -> BreakCost {
    let free = Swift.max(available - length(i, j, in: positions), 0)
    return BreakCost(lines: countsLines ? 1 : 0, raggedness: free * free)
  }

  /// The cost of the best breaking whose last line is `i..<j`, or `nil` if that line is too long.
  @inline(__always)
  func total(_ i: Int, _ j: Int, in positions: Ring<Position>) -> BreakCost? {
    positions[i].reach >= j ? positions[i].best + cost(i, j, in: positions) : nil
  }

  /// Whether the later candidate `c` is at least as good as `b` for a breaking ending at `j`:
  /// on ties the later start wins, so that earlier lines are fuller, as in Chromium's
  /// `flex-wrap: balance`. As `j` grows this turns from false to true at most once (the
  /// quadrangle inequality, and `b` reaching no further than `c`).
  @inline(__always)
  func beats(
    _ c: Int, _ b: Int, at j: Int, in positions: Ring<Position>
  ) -> Bool {
    guard let byB = total(b, j, in: positions) else { return true }
    guard let byC = total(c, j, in: positions) else { return false }
    return byC <= byB
  }

  /// Adds `j` to the back of the deque: drops candidates it beats from the start of their range,
  /// then finds where it takes over from the last one left.
  func addCandidate(
    _ j: Int, count: Int, head: Int, tail: inout Int,
    in positions: Ring<Position>,
    candidates: Ring<Candidate>
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
        // Confirm both (the guess is past `low`); a binary search covers whatever the guess left
        // open.
        let guess = crossing(of: j, and: b, after: low, before: high, in: positions)
        if guess - 1 > low {
          if beats(j, b, at: guess - 1, in: positions) { high = guess - 1 } else { low = guess - 1 }
        }
        if guess < high {
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
    in positions: Ring<Position>
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
  func cheapestStartOfFreeLastLine(count: Int, in buffers: Buffers) -> Int {
    let (positions, previous) = (buffers.positions, buffers.previous)
    var start: Int?
    var cheapest = BreakCost.zero
    var candidate = count - 1
    while candidate >= 0, positions[candidate].reach >= count {
      let startsLine = !readsRuns || previous[candidate] >= 0
      if startsLine, start == nil || positions[candidate].best < cheapest {
        cheapest = positions[candidate].best
        start = candidate
      }
      candidate -= 1
    }
    // The start of the last run reaches the end.
    return start!
  }
}
