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
/// - Complexity: O(*n*) when nothing narrows; O(*n* · 64) to halve, and O(*n*) more for each
///   item lengthened.
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
    let breaker = GreedyLineBreaker(limit: fitLimit(length), maxItemsPerLine: maxItemsPerLine)
    var count = 0
    var longest = 0.0
    var longestFitting = 0.0
    var line = OpenGreedyLine()
    for item in items {
      if breaker.add(item, to: &line) {
        if count == cap { break }
        count += 1
      }
      longest = Swift.max(longest, line.main)
      if line.main <= breaker.limit { longestFitting = Swift.max(longestFitting, line.main) }
    }
    return (count, longest, longestFitting)
  }

  /// The items that end a line exactly `length` long, walking the items as Chromium does to
  /// find them: an item that does not fit after a line's items starts the next line, but it
  /// only counts as that line's content once the next item fits after it; if that one does not
  /// fit either, the line restarts after it. Forced breaks and full lines start a line at the
  /// item.
  ///
  /// - Complexity: O(*n*).
  static func perfectFits(of items: [ItemRecord], at length: Double, maxItemsPerLine: Int)
    -> [Int]
  {
    var fits: [Int] = []
    var start = 0
    var hasContent = false
    var lineMain = 0.0
    for (index, item) in items.enumerated() {
      if index > start, item.breakBefore || index - start >= maxItemsPerLine {
        (start, lineMain, hasContent) = (index, 0, false)
      }
      let end = index == start ? item.main : lineMain + item.gapBefore + item.main
      if end == length { fits.append(index) }
      if end > length {
        (start, lineMain) = hasContent ? (index, item.main) : (index + 1, 0)
        hasContent = false
        continue
      }
      lineMain = end
      hasContent = true
    }
    return fits
  }

  /// Narrows the length to the shortest at which greedy breaking gives at most `target` lines;
  /// returns how many it gives there.
  mutating func narrowLength(to target: Int, maxItemsPerLine: Int) -> Int {
    let unbounded = Self.greedyLines(of: items, at: .infinity, maxItemsPerLine)
    var low = 0.0
    var high = Swift.min(available, unbounded.longestFitting)
    for _ in 0..<64 {
      let middle = (low + high) / 2
      guard middle > low, middle < high else { break }
      let lines = Self.greedyLines(of: items, at: middle, maxItemsPerLine, stoppingAt: target + 1)
      if lines.count > target { low = middle } else { high = middle }
    }
    // The longest line that fits at that length breaks the same way, and is a sum of the items'
    // lengths (zero when only items longer than any line are left).
    let lines = Self.greedyLines(of: items, at: high, maxItemsPerLine)
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
