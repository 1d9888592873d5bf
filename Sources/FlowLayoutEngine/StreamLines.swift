/// Steps 1 to 3 for greedy breaking without baselines, the common case, in one tight loop.
///
/// The loop is specialized for the axis, for whether lines can reach their item limit, and for
/// where spacing comes from, so that none of them is a branch per item: each item costs a
/// measurement, a fit check and one frame write. It produces exactly what
/// ``LayoutPass/buildLinesMeasuring(breaker:)`` does with a ``GreedyLineBreaker``, which the tests
/// check on random layouts of every setting.
extension LayoutPass {
  /// Runs the loop specialized for the flow's axis, item limit and spacing, if the items are in
  /// contiguous storage (an array, for example), which the loop reads without bounds checks.
  /// Returns `false`, having done nothing, for other collections: the general steps serve them.
  @inlinable
  mutating func streamLines() -> Bool {
    measurer.items.withContiguousStorageIfAvailable { items in
      switch flow.axis {
      case .horizontal: streamLines(items, along: HorizontalAxis.self)
      case .vertical: streamLines(items, along: VerticalAxis.self)
      }
    } != nil
  }

  /// Runs the loop specialized for `axis`, and for whether a line can reach its item limit
  /// before the items run out (most flows set no limit).
  @inlinable
  mutating func streamLines<Axis: StaticAxis>(
    _ items: UnsafeBufferPointer<Items.Element>, along axis: Axis.Type
  ) {
    if maxItemsPerLine < items.count {
      streamLines(items, along: axis, itemLimit: LimitedItemsPerLine.self)
    } else {
      streamLines(items, along: axis, itemLimit: UnlimitedItemsPerLine.self)
    }
  }

  /// Runs the loop specialized for `axis`, the item limit and the flow's spacing.
  @inlinable
  mutating func streamLines<Axis: StaticAxis, ItemLimit: ItemsPerLineLimit>(
    _ items: UnsafeBufferPointer<Items.Element>, along axis: Axis.Type,
    itemLimit: ItemLimit.Type
  ) {
    switch (measurer.readsItemSpacing, measurer.readsLineSpacing) {
    case (false, false):
      streamLines(items, along: axis, itemLimit: itemLimit, spacing: FixedSpacing.self)
    case (true, false):
      streamLines(items, along: axis, itemLimit: itemLimit, spacing: PreferredItemSpacing.self)
    case (false, true):
      streamLines(items, along: axis, itemLimit: itemLimit, spacing: PreferredLineSpacing.self)
    case (true, true):
      streamLines(items, along: axis, itemLimit: itemLimit, spacing: PreferredSpacing.self)
    }
  }

  /// Measures each item, packs it after the previous one or starts a line where it does not fit,
  /// and completes each line as soon as the next one starts.
  ///
  /// - Complexity: O(*n*) for *n* items; O(1) memory beyond the result.
  @inlinable
  mutating func streamLines<
    Axis: StaticAxis, ItemLimit: ItemsPerLineLimit, Spacing: SpacingSource
  >(
    _ items: UnsafeBufferPointer<Items.Element>, along axis: Axis.Type,
    itemLimit: ItemLimit.Type, spacing: Spacing.Type
  ) {
    // Completed lines wait in a batch on the stack and join `lines` together: appending them
    // one by one would check each time that the array is not shared, a call that makes the loop
    // save and restore its registers. The batch fills 1,024 bytes (16 lines), the most that
    // temporary allocations always take from the stack rather than the heap.
    withUnsafeTemporaryAllocation(of: Line.self, capacity: 1_024 / MemoryLayout<Line>.stride) {
      batch in
      streamLines(items, along: axis, itemLimit: itemLimit, spacing: spacing, batch: batch)
    }
  }

  /// The loop, completing lines into `batch`.
  @inlinable
  mutating func streamLines<
    Axis: StaticAxis, ItemLimit: ItemsPerLineLimit, Spacing: SpacingSource
  >(
    _ items: UnsafeBufferPointer<Items.Element>, along _: Axis.Type, itemLimit _: ItemLimit.Type,
    spacing _: Spacing.Type, batch: UnsafeMutableBufferPointer<Line>
  ) {
    let axis = Axis.axis
    // Frames are written through a pointer that moves on with the items: the loop keeps no
    // index, and works out an item's index only where a line starts.
    let firstFrame = frames.baseAddress!
    var frame = firstFrame
    // An item's index from where its frame is: the distance taken as unsigned, which the
    // compiler divides by the frame's size with a shift.
    @inline(__always) func index(of frame: UnsafeMutablePointer<Rect>) -> Int {
      Int(
        bitPattern: (UInt(bitPattern: frame) &- UInt(bitPattern: firstFrame))
          / UInt(MemoryLayout<Rect>.stride))
    }
    let limit = fitLimit(available)
    // At most the item count, so that a line's end never points past the frames.
    let maxItemsPerLine = Swift.min(maxItemsPerLine, items.count)
    let batchStart = batch.baseAddress!
    let fixedGap = measurer.itemSpacing ?? 0
    // The line being built, in scalars that stay in registers: its first item, the frame of
    // the first item past its item limit, and its length, which starts as NaN, fitting nowhere,
    // so that the first item takes the path that starts a line.
    var start = 0
    var lineEnd = firstFrame + maxItemsPerLine
    var lineMain = Double.nan
    var lineCross = 0.0
    // The line's largest spacing preferences towards the previous and next lines. Each starts
    // as the line's first item's (the first line's too, before the loop), so that when all
    // items prefer the same, as items keeping the default preferences do, nothing changes it,
    // which the compiler can see for such item types: it drops the tracking altogether.
    var spacingBefore = 0.0
    var spacingAfter = 0.0
    if Spacing.readsLinePreferences, let first = items.first {
      (spacingBefore, spacingAfter) = first.spacing.sanitizedLineSpacing(along: axis)
    }
    // Where the line is expected to start on the cross axis, the spacing preference towards the
    // previous line that the expectation assumed (its first item's), and its thinnest item:
    // items are placed there as they come, which is final when the line is as thick as all its
    // items and the expectation holds; otherwise the line's items are aligned again once it is
    // done.
    var expectedOffset = 0.0
    var expectedSpacingBefore = spacingBefore
    var thinnest = Double.infinity
    // The item before, for the gap that the two would like between them. It starts as the
    // first item, so that it is never `nil` in the loop, which needs no check: the first item's
    // gap is never used, since the item starts a line.
    var previous = items.first
    // Lines in the batch, and how many it takes before it must be kept: when it is full, or
    // when the line limit is reached; and the length of the longest line completed so far.
    var batched = 0
    var room = Swift.min(batch.count, maxLines)
    var longest = 0.0
    for item in items {
      let size = item.dimensions(in: .unspecified).size
      let (main, cross) = sanitizedLengths(axis.main(size), axis.cross(size))
      var gap = fixedGap
      var spacingBeforeLine = 0.0
      var spacingAfterLine = 0.0
      if Spacing.readsItemPreferences {
        gap = previous.unsafelyUnwrapped.preferredGap(before: item, along: axis)
        previous = item
      }
      if Spacing.readsLinePreferences {
        (spacingBeforeLine, spacingAfterLine) = item.spacing.sanitizedLineSpacing(along: axis)
      }
      let breakBefore = item.breakBefore
      var mainStart = lineMain + gap
      var mainEnd = mainStart + main
      if GreedyLineBreaker.startsLine(
        forcedBreak: breakBefore, lineIsFull: ItemLimit.applies && frame == lineEnd,
        end: mainEnd, limit: limit)
      {
        let offset = index(of: frame)
        if offset > start {
          expectedOffset = finishLine(
            items: start..<offset, main: lineMain, cross: lineCross,
            spacingBefore: spacingBefore, spacingAfter: spacingAfter, endsParagraph: breakBefore,
            expectedOffset: expectedOffset, expectedSpacingBefore: expectedSpacingBefore,
            thinnest: thinnest, nextSpacingBefore: spacingBeforeLine, batch: batchStart,
            batched: &batched, longest: &longest, along: Axis.self, spacing: Spacing.self)
          if batched == room {
            keepLines(batch[..<batched], longest: longest)
            batched = 0
            if lines.count == maxLines { return }
            room = Swift.min(batch.count, maxLines - lines.count)
          }
          thinnest = .infinity
          start = offset
          lineEnd = frame + Swift.min(maxItemsPerLine, items.count &- offset)
          lineCross = 0
          spacingBefore = spacingBeforeLine
          spacingAfter = spacingAfterLine
        }
        expectedSpacingBefore = spacingBeforeLine
        mainStart = 0
        mainEnd = main
      }
      frame.pointee = axis.rect(
        mainStart: mainStart, crossStart: expectedOffset, main: main, cross: cross)
      lineMain = mainEnd
      // Comparisons rather than max and min, which also order NaN (lengths here never are),
      // with the running value first: each compiles to one instruction that updates it in place.
      lineCross = lineCross > cross ? lineCross : cross
      thinnest = thinnest < cross ? thinnest : cross
      if Spacing.readsLinePreferences {
        spacingBefore = spacingBefore > spacingBeforeLine ? spacingBefore : spacingBeforeLine
        spacingAfter = spacingAfter > spacingAfterLine ? spacingAfter : spacingAfterLine
      }
      let (grow, maxMain) = measurer.growth(of: item, ideal: main)
      addGrower(at: index(of: frame), grow: grow, maxMain: maxMain)
      frame += 1
    }
    _ = finishLine(
      items: start..<items.count, main: lineMain, cross: lineCross, spacingBefore: spacingBefore,
      spacingAfter: spacingAfter, endsParagraph: true, expectedOffset: expectedOffset,
      expectedSpacingBefore: expectedSpacingBefore, thinnest: thinnest, nextSpacingBefore: 0,
      batch: batchStart, batched: &batched, longest: &longest, along: Axis.self,
      spacing: Spacing.self)
    keepLines(batch[..<batched], longest: longest)
  }

  /// Completes a streamed line into the next slot of `batch`, raises `longest` to its length,
  /// and aligns its items unless they are already in place: at the line's cross offset, and as
  /// thick as the line. Returns where the next line is expected to start when its first item
  /// prefers `nextSpacingBefore` towards this line.
  ///
  /// The line comes in its parts, which the caller keeps in registers. It is placed as
  /// ``positionLine(_:after:endsParagraph:)`` places a line, with what the loop knows: with a
  /// fixed line spacing, a line starts where it was expected to.
  ///
  /// - Complexity: O(1) when the items are in place, O(*k*) for *k* items otherwise.
  @inlinable @inline(__always)
  mutating func finishLine<Axis: StaticAxis, Spacing: SpacingSource>(
    items: Range<Int>, main: Double, cross: Double, spacingBefore: Double, spacingAfter: Double,
    endsParagraph: Bool, expectedOffset: Double, expectedSpacingBefore: Double, thinnest: Double,
    nextSpacingBefore: Double, batch: UnsafeMutablePointer<Line>, batched: inout Int,
    longest: inout Double, along axis: Axis.Type, spacing _: Spacing.Type
  ) -> Double {
    var crossOffset = expectedOffset
    var moved = false
    if Spacing.readsLinePreferences, spacingBefore != expectedSpacingBefore,
      let previous = batched > 0 ? batch[batched - 1] : lines.last
    {
      crossOffset = offset(ofLineAfter: previous, before: spacingBefore)
      moved = crossOffset != expectedOffset
    }
    let line = batch + batched
    line.initialize(
      to: Line(
        range: items, main: main, cross: cross, spacingBefore: spacingBefore,
        spacingAfter: spacingAfter))
    line.pointee.crossOffset = crossOffset
    line.pointee.endsParagraph = endsParagraph
    var lineCross = cross
    var lineMain = main
    if isOversized(itemCount: items.count, main: main) {
      offerAvailableLength(in: &line.pointee)
      lineCross = line.pointee.cross
      lineMain = line.pointee.main
    }
    longest = longest > lineMain ? longest : lineMain
    if moved || thinnest != lineCross {
      alignItemsByAlignment(in: line.pointee, along: axis)
    }
    batched &+= 1
    // From the parts at hand rather than the line just stored, which a load would wait on.
    let gap = Self.lineGap(
      Spacing.readsLinePreferences ? nil : lineSpacing, after: spacingAfter,
      before: nextSpacingBefore)
    return Self.lineStart(after: crossOffset, thickness: lineCross, gap: gap)
  }

  /// Appends completed lines to `lines`, and accounts for their items and for `longest`, the
  /// length of the longest line so far, which the loop keeps in a register. Out of line: it runs
  /// once per batch, and every specialization of the loop shares it.
  ///
  /// - Complexity: O(*l*) for *l* lines.
  @inlinable @inline(never)
  mutating func keepLines(_ batch: Slice<UnsafeMutableBufferPointer<Line>>, longest: Double) {
    guard let last = batch.last else { return }
    longestLine = longest
    shownCount = last.range.upperBound
    lines.append(contentsOf: UnsafeBufferPointer(rebasing: batch))
  }
}

/// Whether a specialized loop checks each line's item limit: only when a line can reach it before
/// the items run out.
@usableFromInline
protocol ItemsPerLineLimit {
  static var applies: Bool { get }
}

/// No line can hold as many items as its limit before the items run out.
@usableFromInline
enum UnlimitedItemsPerLine: ItemsPerLineLimit {
  @inlinable static var applies: Bool { false }
}

/// A line may reach its item limit.
@usableFromInline
enum LimitedItemsPerLine: ItemsPerLineLimit {
  @inlinable static var applies: Bool { true }
}

/// Which of the items' spacing preferences a specialized loop reads: those along its lines, for
/// the gaps between items, and those across, for the gaps between lines.
@usableFromInline
protocol SpacingSource {
  static var readsItemPreferences: Bool { get }
  static var readsLinePreferences: Bool { get }
}

/// Both spacings are set on the engine: the items' preferences are never read.
@usableFromInline
enum FixedSpacing: SpacingSource {
  @inlinable static var readsItemPreferences: Bool { false }
  @inlinable static var readsLinePreferences: Bool { false }
}

/// Item spacing comes from the items' preferences; line spacing is set.
@usableFromInline
enum PreferredItemSpacing: SpacingSource {
  @inlinable static var readsItemPreferences: Bool { true }
  @inlinable static var readsLinePreferences: Bool { false }
}

/// Line spacing comes from the items' preferences; item spacing is set.
@usableFromInline
enum PreferredLineSpacing: SpacingSource {
  @inlinable static var readsItemPreferences: Bool { false }
  @inlinable static var readsLinePreferences: Bool { true }
}

/// Both spacings come from the items' preferences.
@usableFromInline
enum PreferredSpacing: SpacingSource {
  @inlinable static var readsItemPreferences: Bool { true }
  @inlinable static var readsLinePreferences: Bool { true }
}
