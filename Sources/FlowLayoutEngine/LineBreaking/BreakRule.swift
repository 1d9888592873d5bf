/// Where a line may end: the one definition every line breaker asks (the streaming loop, greedy
/// breaking, the optimal breakers' dynamic program and the narrowing to a minimum line count).
///
/// - An item ends on its line at the previous item's end, plus the gap before it, plus its
///   length (``end(of:after:)``).
/// - A line must end before an item that must start one (``mustBreak(before:)``).
/// - A line fits when it ends within the limit and holds at most
///   ``FlowEngine/maxItemsPerLine`` items (``fits(end:count:)``).
/// - A line may not end inside a run of items kept together that holds (``run(from:count:record:)``):
///   items joined by ``FlowItem/keepsWithNext`` form a run, which a forced break splits and which
///   holds when it fits an empty line; a run that does not is broken as if its items were not
///   joined. Items that collapse (see ``FlowEngine/collapsesEmptyItems``) neither join nor split a
///   run.
@usableFromInline
struct BreakRule: Sendable {
  /// The longest line that fits (see ``fitLimit(_:)``).
  @usableFromInline let limit: Double
  @usableFromInline let maxItemsPerLine: Int

  @inlinable
  init(limit: Double, maxItemsPerLine: Int) {
    self.limit = limit
    self.maxItemsPerLine = maxItemsPerLine
  }

  /// Where the item `record` describes starts on a line, after an item that ends at
  /// `previousEnd`: past the gap between them.
  @inlinable @inline(__always)
  static func start(of record: ItemRecord, after previousEnd: Double) -> Double {
    previousEnd + record.gapBefore
  }

  /// Where the item `record` describes ends on a line, after an item that ends at
  /// `previousEnd`; NaN after NaN, the end of a line with no item yet, which fits nowhere.
  @inlinable @inline(__always)
  static func end(of record: ItemRecord, after previousEnd: Double) -> Double {
    start(of: record, after: previousEnd) + record.main
  }

  /// Whether a line must end before the item `record` describes: a forced break.
  @inlinable @inline(__always)
  static func mustBreak(before record: ItemRecord) -> Bool {
    record.breakBefore
  }

  /// Whether a line that ends at `end` and holds `count` items fits.
  @inlinable @inline(__always)
  func fits(end: Double, count: Int) -> Bool {
    end <= limit && count <= maxItemsPerLine
  }

  /// Whether an item `length` long fits a line of its own: a line holds at least one item.
  @inlinable @inline(__always)
  func fitsAlone(_ length: Double) -> Bool {
    length <= limit
  }

  /// The greedy rule, in the terms the streaming loop knows: an item starts a new line when it
  /// must (a forced break), when the line holds its most items, or when it would end past
  /// `limit`. An `end` of NaN, for an item with no line before it, fits nowhere.
  @inlinable @inline(__always)
  static func startsLine(forcedBreak: Bool, lineIsFull: Bool, end: Double, limit: Double)
    -> Bool
  {
    forcedBreak || lineIsFull || !(end <= limit)
  }

  /// The run of items kept together that starts with the item at `start`, of the `count` items
  /// whose records `record` gives: the item, and each next item that does not collapse while the
  /// one before it keeps with the next and the next need not start a line.
  ///
  /// - Complexity: O(*k*) for a run of *k* items.
  @inlinable
  func run(from start: Int, count: Int, record: (Int) -> ItemRecord) -> Run {
    var last = record(start)
    var length = last.main
    var items = 1
    var end = start + 1
    while end < count, last.keepsWithNext {
      let next = record(end)
      if next.collapses {
        end += 1
        continue
      }
      if !Self.joins(keepsWithNext: true, nextMustBreak: Self.mustBreak(before: next)) { break }
      length = Self.end(of: next, after: length)
      items += 1
      last = next
      end += 1
    }
    return Run(end: end, items: items, length: length, holds: fits(end: length, count: items))
  }

  /// Whether an item that keeps with the next, or not, is joined to a next item that must start
  /// a line, or not: a forced break splits a run.
  @inlinable @inline(__always)
  static func joins(keepsWithNext: Bool, nextMustBreak: Bool) -> Bool {
    keepsWithNext && !nextMustBreak
  }

  /// Whether `item` is joined to `next`, which follows it, in a run.
  @inlinable @inline(__always)
  static func joins<Item: FlowItem>(_ item: Item, _ next: Item) -> Bool {
    joins(keepsWithNext: item.keepsWithNext, nextMustBreak: next.breakBefore)
  }

  /// How many of the last lines of `items`, the last of which starts at `lastLineStart`, may
  /// break otherwise once more items follow them, the first being `next` (`nil` when it is not
  /// known yet): the last line, which they may extend, and the line before it when a run of items
  /// kept together that goes on into them starts the last line, since whether it starts there
  /// depends on the whole run. Every line before those is a line of the longer flow too: a run
  /// that holds lies within one line, and one that does not holds no more once it is longer.
  ///
  /// - Complexity: O(*k*) for *k* items in the last line.
  @inlinable
  static func openLineCount<Items: BidirectionalCollection>(
    of items: Items, lastLineStart: Items.Index, next: Items.Element?
  ) -> Int where Items.Element: FlowItem {
    guard let last = items.last, last.keepsWithNext, next.map({ joins(last, $0) }) ?? true
    else { return 1 }
    var start = items.index(before: items.endIndex)
    while start > lastLineStart, joins(items[items.index(before: start)], items[start]) {
      start = items.index(before: start)
    }
    return start == lastLineStart ? 2 : 1
  }

  /// Where the last item of the run of items `run` ends after a line that ends at `lineEnd`.
  ///
  /// - Complexity: O(*k*) for a run of *k* items.
  @inlinable
  static func end(
    of run: Range<Int>, after lineEnd: Double, record: (Int) -> ItemRecord
  ) -> Double {
    var end = lineEnd
    for index in run {
      let item = record(index)
      if !item.collapses { end = Self.end(of: item, after: end) }
    }
    return end
  }
}

/// Items kept together (see ``BreakRule/run(from:count:record:)``).
@usableFromInline
struct Run: Sendable {
  /// The index after its last item.
  @usableFromInline var end: Int
  /// How many items it holds that do not collapse.
  @usableFromInline var items: Int
  /// Its length on a line of its own.
  @usableFromInline var length: Double
  /// Whether it fits an empty line, and so is kept together.
  @usableFromInline var holds: Bool

  @inlinable
  init(end: Int, items: Int, length: Double, holds: Bool) {
    self.end = end
    self.items = items
    self.length = length
    self.holds = holds
  }
}
