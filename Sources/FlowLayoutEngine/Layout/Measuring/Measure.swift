extension MeasuringRules {
  /// Step 1: asks an item for its ideal size and collects its preferences, with `gap` (see
  /// ``gap(before:after:)``) before it; returns its record and, for an item that grows or has a
  /// basis, its flexibility.
  ///
  /// The item is asked once, with an unspecified proposal; an item that grows or has a basis is
  /// also asked how far it may shrink and grow (see ``Flexibility``), and, when its basis gives
  /// it another length, its size at that length, unless that is zero, where its answer is the
  /// one that gave its least length: no item is asked the same question twice.
  ///
  /// Transparent, so that it is inlined into the loops that measure every item whatever the item
  /// type: left to the inliner, it stays a call for item types with stored settings such as
  /// `BoxItem`, which then cost 25 to 32 ns per item instead of 8.5 to 9.4. The item is
  /// borrowed: the streaming loop passes it where it is stored, without a copy.
  ///
  /// - Complexity: O(1).
  @usableFromInline @_transparent
  func record<Item: FlowItem>(of item: borrowing Item, gapBefore gap: Double)
    -> (record: ItemRecord, flexibility: Flexibility?)
  {
    var size = measure(item, main: nil, cross: nil)
    let flexible = flexibility(of: item, ideal: size.main)
    if let hypothetical = flexible?.flexibility.hypothetical, hypothetical != size.main {
      if hypothetical == 0, let least = flexible?.least {
        size = least
      } else {
        size = measure(item, main: hypothetical, cross: nil)
      }
    }
    var lineSpacing = (before: 0.0, after: 0.0)
    if readsLineSpacing { lineSpacing = self.lineSpacing(of: item) }
    let record = ItemRecord(
      main: size.main, cross: size.cross, baseline: size.baseline, gapBefore: gap,
      spacingBeforeLine: lineSpacing.before, spacingAfterLine: lineSpacing.after,
      breakBefore: item.breakBefore, keepsWithNext: item.keepsWithNext)
    return (record, flexible?.flexibility)
  }

  /// The rule for the gap before `item` in a line, after `previous`, which every path applies:
  /// ``FlowEngine/itemSpacing``, or, when that is `nil`, the distance `item` and `previous`
  /// would like (``FlowItem/preferredGap(before:along:)``); with an item separator, that
  /// spacing on both sides of it. The gap before a line's first item is never used.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  func gap<Item: FlowItem>(before item: borrowing Item, after previous: borrowing Item)
    -> Double
  {
    guard readsItemSpacing else { return fixedGap }
    let spacing = previous.preferredGap(before: item, along: axis)
    guard let separatorMain else { return spacing }
    return spacing + separatorMain + spacing
  }
}

/// Step 1 as the general steps take it: the items' records, measured in order as a line breaker
/// asks for them, so that a breaker that stops early (greedy, at ``FlowEngine/maxLines``)
/// leaves the items after it unasked.
@usableFromInline
struct MeasuredItems<Items: RandomAccessCollection> where Items.Element: FlowItem {
  @usableFromInline let measurer: ItemMeasurer<Items>
  /// The records of the items measured so far, in order.
  @usableFromInline var records: [ItemRecord]
  /// The items measured so far that grow, in order.
  @usableFromInline var growers: InPlaceStore<Grower>
  /// What collapsing empty items carries from the items measured so far to the next.
  @usableFromInline var collapsing = CollapsingItems()

  @inlinable
  init(_ measurer: ItemMeasurer<Items>, into records: [ItemRecord], growers: InPlaceStore<Grower>) {
    self.measurer = measurer
    self.records = records
    self.growers = growers
  }

  /// How many items there are, measured or not.
  @inlinable
  var count: Int { measurer.items.count }

  /// The record of the item at `index`, measuring it if it is the next one not measured yet.
  ///
  /// - Precondition: `index` is at most the number of items measured so far.
  /// - Complexity: O(1) amortized.
  @inlinable @inline(__always)
  mutating func record(at index: Int) -> ItemRecord {
    if index == records.count { records.append(measureNext()) }
    return records[index]
  }

  /// Measures the next item not measured yet.
  @inlinable @inline(__always)
  mutating func measureNext() -> ItemRecord {
    var collapsing = self.collapsing
    defer { self.collapsing = collapsing }
    return measure(records.count, collapsing: &collapsing)
  }

  /// Measures the item at `index`, the next one not measured yet, with `collapsing` carried
  /// from the items before it; notes it among the growers if it grows.
  ///
  /// Its gap is measured from the item before it or, when empty items collapse, from the last
  /// one that does not collapse, read again where it is rather than kept: keeping a copy of
  /// every item for the next one's gap cost balanced layout of 1,000 boxes with their own
  /// spacing preferences 518 instructions per item instead of 498.
  @inlinable @inline(__always)
  mutating func measure(_ index: Int, collapsing: inout CollapsingItems) -> ItemRecord {
    let rules = measurer.rules
    let item = measurer.item(index)
    let previous =
      rules.collapsesEmptyItems ? collapsing.lastUncollapsed : index > 0 ? index - 1 : nil
    let gap = previous.map { rules.gap(before: item, after: measurer.item($0)) } ?? rules.fixedGap
    let (record, flexibility) = rules.record(of: item, gapBefore: gap)
    if let grower = Grower(growingAt: index, flexibility) { growers.append(grower) }
    guard rules.collapsesEmptyItems else { return record }
    return collapsing.apply(to: record, grows: flexibility?.grows ?? false, at: index)
  }

  /// Measures every item not measured yet, for the breakers that need to see them all, with
  /// what collapsing carries from item to item in a local rather than written back for each.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  @inlinable
  mutating func measureAll() {
    records.reserveCapacity(count)
    var collapsing = self.collapsing
    for index in records.count..<count { records.append(measure(index, collapsing: &collapsing)) }
    self.collapsing = collapsing
  }
}

/// The rule for collapsing empty items (see ``FlowEngine/collapsesEmptyItems``), with what it
/// carries from one item to the next: an item of no length that does not grow collapses. Line
/// breakers let it join the line before it and count neither it nor its gap; it takes no gap, no
/// spacing towards other lines, and is not the item the next one's gap is measured from; its
/// forced break passes to the next item that does not collapse; and the first item that does
/// not collapse takes no gap, since only items that collapse come before it on its line.
@usableFromInline
struct CollapsingItems {
  /// The index of the last item measured that does not collapse, for the gap before the next.
  @usableFromInline var lastUncollapsed: Int?
  /// Whether an item that collapsed since then must start a line.
  @usableFromInline var pendingBreak = false

  @inlinable
  init() {}

  /// The `record` of the item at `index`, which `grows` or not, as collapsing applies to it.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  mutating func apply(to record: ItemRecord, grows: Bool, at index: Int) -> ItemRecord {
    var record = record
    if record.main == 0, !grows {
      pendingBreak = pendingBreak || record.breakBefore
      record.collapses = true
      record.breakBefore = false
      record.gapBefore = 0
      record.spacingBeforeLine = 0
      record.spacingAfterLine = 0
      return record
    }
    if lastUncollapsed == nil { record.gapBefore = 0 }
    record.breakBefore = record.breakBefore || pendingBreak
    lastUncollapsed = index
    pendingBreak = false
    return record
  }
}
