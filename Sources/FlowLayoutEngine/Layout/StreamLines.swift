/// Steps 1 to 3 for greedy breaking without baselines, the common case, fused into one tight loop
/// with step 5 for lines packed at the start and step 7, from the same rules as the general steps:
/// the gap before an item, the greedy rule (``BreakRule``), the oversized item, growth, the gap
/// between lines and where a line starts. Items kept together need a look ahead at the rest of
/// their run, which the loop does not take: flows with such items take the general steps (see
/// ``LineBuildingPath``).
///
/// The loop is specialized for the axis, for whether any item grows or has a basis, for whether
/// lines can reach their item limit, and for where spacing comes from, so that none of them is a
/// branch per item: each item costs a measurement, a fit check and one frame write. It produces
/// exactly what the general steps do with a ``GreedyLineBreaker``, which the tests check on random
/// layouts of every setting.
extension LayoutPass {
  /// Runs the loop specialized for the flow's axis, items, item limit and spacing, if the pass has
  /// the items' contiguous storage (see ``contiguousItems``), which the loop reads without bounds
  /// checks. Returns `nil`, having done nothing, for other collections: the general steps serve
  /// them.
  ///
  /// - Returns: Whether every line's items are aligned; `false` when the loop left that to step
  ///   7 (see ``finishLine(_:endingAt:endsParagraph:nextSpacingBefore:batch:along:spacing:)``).
  @inlinable
  mutating func streamLines() -> Bool? {
    guard let items = contiguousItems else { return nil }
    switch flow.axis {
    case .horizontal: return streamLines(items, along: HorizontalAxis.self)
    case .vertical: return streamLines(items, along: VerticalAxis.self)
    }
  }

  /// Runs the loop specialized for `axis`, and for whether any item grows or has a basis (most
  /// do not, and checking each item's flexibility in the loop costs more than a scan of them
  /// beforehand: see ``ItemMeasurer/init(items:flow:)``).
  @inlinable
  mutating func streamLines<Axis: StaticAxis>(
    _ items: UnsafeBufferPointer<Items.Element>, along axis: Axis.Type
  ) -> Bool {
    if measurer.rules.readsFlexibility {
      streamLines(items, along: axis, flexibility: SomeFlexibleItems.self)
    } else {
      streamLines(items, along: axis, flexibility: NoFlexibleItems.self)
    }
  }

  /// Runs the loop specialized for `axis`, `flexibility`, and for whether a line can reach its
  /// item limit before the items run out (most flows set no limit).
  @inlinable
  mutating func streamLines<Axis: StaticAxis, Flexibility: FlexibilitySource>(
    _ items: UnsafeBufferPointer<Items.Element>, along axis: Axis.Type,
    flexibility: Flexibility.Type
  ) -> Bool {
    if constants.maxItemsPerLine < items.count {
      streamLines(
        items, along: axis, flexibility: flexibility, itemLimit: LimitedItemsPerLine.self)
    } else {
      streamLines(
        items, along: axis, flexibility: flexibility, itemLimit: UnlimitedItemsPerLine.self)
    }
  }

  /// Runs the loop specialized for `axis`, `flexibility`, the item limit and the flow's
  /// spacing. Items that all share their preferences towards other lines (see
  /// ``MeasuringRules/sharedLineSpacing``) take the loop for spacing that does not read them:
  /// every line then has the same preferences, which the loop knows before it starts.
  @inlinable
  mutating func streamLines<
    Axis: StaticAxis, Flexibility: FlexibilitySource, ItemLimit: ItemsPerLineLimit
  >(
    _ items: UnsafeBufferPointer<Items.Element>, along axis: Axis.Type,
    flexibility: Flexibility.Type, itemLimit: ItemLimit.Type
  ) -> Bool {
    switch (
      measurer.rules.readsItemSpacing,
      measurer.rules.readsLineSpacing && measurer.rules.sharedLineSpacing == nil
    ) {
    case (false, false):
      streamLines(
        items, along: axis, flexibility: flexibility, itemLimit: itemLimit,
        spacing: FixedSpacing.self)
    case (true, false):
      streamLines(
        items, along: axis, flexibility: flexibility, itemLimit: itemLimit,
        spacing: PreferredItemSpacing.self)
    case (false, true):
      streamLines(
        items, along: axis, flexibility: flexibility, itemLimit: itemLimit,
        spacing: PreferredLineSpacing.self)
    case (true, true):
      streamLines(
        items, along: axis, flexibility: flexibility, itemLimit: itemLimit,
        spacing: PreferredSpacing.self)
    }
  }

  /// Runs the loop with a batch, in the pass's lines' spare room, for the lines it completes
  /// (see ``LineBatch``).
  @inlinable
  mutating func streamLines<
    Axis: StaticAxis, Flexibility: FlexibilitySource, ItemLimit: ItemsPerLineLimit,
    Spacing: SpacingSource
  >(
    _ items: UnsafeBufferPointer<Items.Element>, along axis: Axis.Type,
    flexibility: Flexibility.Type, itemLimit: ItemLimit.Type, spacing: Spacing.Type
  ) -> Bool {
    var batch = LineBatch(
      scratch.lines.spareRoom(for: LineBatch.capacity), maxLines: constants.maxLines)
    // Room for every item to grow, written in place and kept as the loop ends.
    let firstGrower =
      Flexibility.readsFlexibility ? scratch.growers.spareRoom(for: items.count) : nil
    var nextGrower = firstGrower
    streamLines(
      items, along: axis, flexibility: flexibility, itemLimit: itemLimit, spacing: spacing,
      batch: &batch, growers: &nextGrower)
    if let firstGrower, let nextGrower { scratch.growers.keepWritten(nextGrower - firstGrower) }
    return !batch.leavesAlignment
  }

  /// Measures each item, packs it after the previous one or starts a line where it does not fit,
  /// and completes each line as soon as the next one starts; writes the items that grow from
  /// `growers` on, when the loop reads flexibility.
  ///
  /// Frames are written through a pointer that moves on with the items: the loop keeps no
  /// index, and works out an item's index only where a line starts. What the loop reads on every
  /// item is in locals, since the compiler must otherwise assume that writing a frame through a
  /// pointer may change the pass's own properties. Items are read where they are, never copied:
  /// the item before, for the gap between the two, is read from the collection for each item
  /// rather than carried over in a variable, which copies every item (a whole `BoxItem`) from one
  /// iteration to the next; the first item's own gap is never used (it starts a line), so it is
  /// read after itself. A line's item limit is at most the item count, so that it never points
  /// past the frames; when the loop does not read the items' preferences towards other lines,
  /// every line has the same ones. Every item but the first that starts a line completes the line
  /// before it.
  ///
  /// - Complexity: O(*n*) for *n* items; O(1) memory beyond the result.
  @inlinable
  mutating func streamLines<
    Axis: StaticAxis, Flexibility: FlexibilitySource, ItemLimit: ItemsPerLineLimit,
    Spacing: SpacingSource
  >(
    _ items: UnsafeBufferPointer<Items.Element>, along _: Axis.Type,
    flexibility _: Flexibility.Type, itemLimit _: ItemLimit.Type, spacing _: Spacing.Type,
    batch: inout LineBatch, growers: inout UnsafeMutablePointer<Grower>?
  ) {
    let firstFrame = frames.baseAddress!
    let lastFrame = firstFrame + items.count
    var frame = firstFrame
    let rules = MeasuringRules(
      specializing: measurer.rules, along: Axis.self, flexibility: Flexibility.self,
      spacing: Spacing.self)
    let limit = constants.limit
    let maxItemsPerLine = Swift.min(constants.maxItemsPerLine, items.count)
    let lineSpacing = Self.commonLineSpacing(rules)
    var line = OpenLine(
      first: firstFrame, limit: firstFrame + maxItemsPerLine,
      spacing: Spacing.readsLinePreferences ? rules.lineSpacing(of: items[0]) : lineSpacing)
    let (firstItem, endItem) = (items.baseAddress!, items.baseAddress! + items.count)
    var itemPointer = firstItem
    while itemPointer != endItem {
      let gap = rules.gap(
        before: itemPointer.pointee,
        after: (itemPointer == firstItem ? itemPointer : itemPointer - 1).pointee)
      let (record, flexibility) = rules.record(of: itemPointer.pointee, gapBefore: gap)
      itemPointer += 1
      var mainStart = BreakRule.start(of: record, after: line.extent.main)
      var mainEnd = BreakRule.end(of: record, after: line.extent.main)
      if BreakRule.startsLine(
        forcedBreak: BreakRule.mustBreak(before: record),
        lineIsFull: ItemLimit.applies && frame == line.limit,
        end: mainEnd, limit: limit)
      {
        if frame != firstFrame {
          let spacing: (before: Double, after: Double) =
            Spacing.readsLinePreferences
            ? (record.spacingBeforeLine, record.spacingAfterLine) : lineSpacing
          line.expectedOffset = finishLine(
            line, endingAt: frame, from: firstFrame, endsParagraph: record.breakBefore,
            nextSpacingBefore: spacing.before, batch: &batch, along: Axis.self,
            spacing: Spacing.self)
          if batch.count == batch.room, !keepLines(&batch) { return }
          line.restart(
            at: frame,
            limit: ItemLimit.applies
              ? frame + Swift.min(maxItemsPerLine, lastFrame - frame) : frame,
            spacing: spacing)
        }
        line.expectedSpacingBefore = record.spacingBeforeLine
        mainStart = 0
        mainEnd = record.main
      }
      frame.pointee = Axis.axis.rect(
        mainStart: mainStart, crossStart: line.expectedOffset, main: record.main,
        cross: record.cross)
      line.add(record, endingAt: mainEnd, tracksSpacing: Spacing.readsLinePreferences)
      if Flexibility.readsFlexibility {
        Self.write(
          Grower(growingAt: Self.index(of: frame, from: firstFrame), flexibility), to: &growers)
      }
      frame += 1
    }
    _ = finishLine(
      line, endingAt: frame, from: firstFrame, endsParagraph: true, nextSpacingBefore: 0,
      batch: &batch, along: Axis.self,
      spacing: Spacing.self)
    _ = keepLines(&batch)
  }

  /// Writes `grower`, if the item grows, at `growers`, and moves `growers` on past it.
  @inlinable @inline(__always)
  static func write(_ grower: Grower?, to growers: inout UnsafeMutablePointer<Grower>?) {
    guard let grower else { return }
    growers.unsafelyUnwrapped.initialize(to: grower)
    growers = growers.unsafelyUnwrapped + 1
  }

  /// Every line's spacing preferences towards the lines around it, for a loop that does not read
  /// the items': those every item shares, or none where the flow sets the line spacing. Known to
  /// be none for item types that never share theirs (see ``FlowItem/gapsFollowPreferences``).
  @inlinable @inline(__always)
  static func commonLineSpacing(_ rules: MeasuringRules) -> (before: Double, after: Double) {
    Items.Element.gapsFollowPreferences ? rules.sharedLineSpacing ?? (0, 0) : (0, 0)
  }

  /// Aligns the items of a streamed line that are not in place, unless aligning them stretches
  /// some: stretching measures items again, which step 7 does after growth, as the general
  /// steps do, so that an item is asked in the same order whichever path lays it out. Returns
  /// whether it aligned them. Marked to be inlined, which once kept the loop from running a
  /// register short (2 instructions per item); the compiler now keeps it a call in most of the
  /// loop's specializations, and inlining it by force (`@_transparent`) saved `BoxItem`s 3 of
  /// 56 instructions per item, with no wall-clock gain above noise, for 2% more code. It asks
  /// the measurer, not the pass, whether the line stretches: a method of the pass, called
  /// here, was given a copy of the whole pass (528 bytes for `BoxItem`s) for each line whose
  /// items it aligned.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable @inline(__always)
  mutating func alignStreamedItems<Axis: StaticAxis>(in line: Line, along axis: Axis.Type)
    -> Bool
  {
    guard !measurer.stretchesItems(in: line.range, flowAlignment: flow.itemAlignment) else {
      return false
    }
    alignItems(in: line, along: axis, readsBaselines: false)
    return true
  }

  /// The index of the item whose frame is at `frame`, in frames that start at `first`: the
  /// distance taken as unsigned, which the compiler divides by the frame's size with a shift.
  @inlinable @inline(__always)
  static func index(of frame: UnsafeMutablePointer<Rect>, from first: UnsafeMutablePointer<Rect>)
    -> Int
  {
    Int(
      bitPattern: (UInt(bitPattern: frame) &- UInt(bitPattern: first))
        / UInt(MemoryLayout<Rect>.stride))
  }

  /// Completes a streamed line into the next slot of `batch` by the rules step 3 completes a
  /// line with (``LayoutConstants/isOversized(itemCount:main:)``,
  /// ``offerAvailableLength(in:)``, ``LayoutConstants/fitSeparators(in:separatedItems:)``),
  /// which a streamed line, with no baselines and nothing collapsing, needs no more of: calling
  /// step 3's ``completeLine(_:endsParagraph:)`` here, a method of the whole pass, made greedy
  /// layout 25 to 35% slower. Places the line as the general steps place a line, with what the
  /// loop knows: with a fixed line spacing, a line starts where it was expected to. Aligns its
  /// items unless they are already in place: at the line's cross offset, and as thick as the
  /// line. Returns where the next line is expected to start when its first item prefers
  /// `nextSpacingBefore` towards this one.
  ///
  /// - Complexity: O(1) when the items are in place, O(*k*) for *k* items otherwise.
  @usableFromInline @_transparent
  mutating func finishLine<Axis: StaticAxis, Spacing: SpacingSource>(
    _ open: OpenLine, endingAt endFrame: UnsafeMutablePointer<Rect>,
    from firstFrame: UnsafeMutablePointer<Rect>, endsParagraph: Bool, nextSpacingBefore: Double,
    batch: inout LineBatch,
    along axis: Axis.Type, spacing _: Spacing.Type
  ) -> Double {
    var crossOffset = open.expectedOffset
    var moved = false
    if Spacing.readsLinePreferences, open.extent.spacingBefore != open.expectedSpacingBefore,
      let previous = batch.last ?? scratch.lines.last
    {
      crossOffset = constants.offset(ofLineAfter: previous, before: open.extent.spacingBefore)
      moved = crossOffset != open.expectedOffset
    }
    let line = batch.next
    line.initialize(to: open.extent)
    line.pointee.range =
      Self.index(of: open.first, from: firstFrame)..<Self.index(of: endFrame, from: firstFrame)
    line.pointee.crossOffset = crossOffset
    line.pointee.endsParagraph = endsParagraph
    var cross = open.extent.cross
    var main = open.extent.main
    if constants.isOversized(itemCount: endFrame - open.first, main: main) {
      offerAvailableLength(in: &line.pointee)
      cross = line.pointee.cross
      main = line.pointee.main
    }
    if constants.itemSeparator != nil {
      constants.fitSeparators(in: &line.pointee, separatedItems: endFrame - open.first)
      cross = line.pointee.cross
    }
    batch.longest = batch.longest > main ? batch.longest : main
    if !Self.itemsInPlace(moved: moved, thinnest: open.thinnest, thickness: cross),
      !alignStreamedItems(in: line.pointee, along: axis)
    {
      batch.leavesAlignment = true
    }
    batch.count &+= 1
    // From the parts at hand rather than the line just stored, which a load would wait on.
    let gap = constants.lineGap(
      after: open.extent.spacingAfter, before: nextSpacingBefore,
      lineSpacing: Spacing.readsLinePreferences ? nil : constants.lineSpacing)
    return LayoutConstants.lineStart(after: crossOffset, thickness: cross, gap: gap)
  }

  /// Keeps the lines in `batch`, which the loop wrote where they stay, among the pass's lines,
  /// empties it into the room after them, and accounts for their items and for the longest line
  /// so far, which the loop keeps in a register; returns whether more lines are shown. Out of
  /// line: it runs once per batch, and every specialization of the loop shares it.
  ///
  /// - Complexity: O(1), or O(*l*) for *l* lines when the lines' storage grows.
  @inlinable @inline(never)
  mutating func keepLines(_ batch: inout LineBatch) -> Bool {
    guard batch.count > 0 else { return true }
    longestLine = batch.longest
    shownCount = batch.slots[batch.count - 1].range.upperBound
    scratch.lines.keepWritten(batch.count)
    batch.count = 0
    batch.room = Swift.min(LineBatch.capacity, constants.maxLines - scratch.lines.count)
    guard batch.room > 0 else { return false }
    batch.slots = scratch.lines.spareRoom(for: LineBatch.capacity)
    return true
  }
}

/// The line the streaming loop is building, in values the compiler keeps in registers.
@usableFromInline
struct OpenLine {
  /// The frames of the line's first item and of the first item past its item limit.
  @usableFromInline var first: UnsafeMutablePointer<Rect>
  @usableFromInline var limit: UnsafeMutablePointer<Rect>
  /// Its length, thickness and largest spacing preferences towards the previous and next lines,
  /// as its items extend it (``Line/add(_:endingAt:tracksSpacing:)``); its range, offset and
  /// paragraph end are set when it is complete. Its length is NaN before its first item: NaN
  /// fits nowhere, so the first item starts a line. Its preferences start as its first item's,
  /// so that when all items prefer the same, as items keeping the default preferences do,
  /// nothing changes them, which the compiler can see for such item types: it drops the
  /// tracking altogether.
  @usableFromInline var extent: Line
  /// Where the line is expected to start on the cross axis, the spacing preference towards the
  /// previous line that this assumed (its first item's), and its thinnest item: items are
  /// placed there as they come, which is final when the expectation holds and the line is as
  /// thick as all its items; otherwise the line's items are aligned again once it is complete.
  @usableFromInline var expectedOffset = 0.0
  @usableFromInline var expectedSpacingBefore: Double
  @usableFromInline var thinnest = Double.infinity

  /// The first line, its first item preferring `spacing` towards the lines around it.
  @inlinable @inline(__always)
  init(
    first: UnsafeMutablePointer<Rect>, limit: UnsafeMutablePointer<Rect>,
    spacing: (before: Double, after: Double)
  ) {
    self.first = first
    self.limit = limit
    extent = Line(
      range: 0..<0, main: .nan, cross: 0, spacingBefore: spacing.before,
      spacingAfter: spacing.after)
    expectedSpacingBefore = spacing.before
  }

  /// Starts the next line at the item whose frame is `first`, keeping where it is expected.
  @inlinable @inline(__always)
  mutating func restart(
    at first: UnsafeMutablePointer<Rect>, limit: UnsafeMutablePointer<Rect>,
    spacing: (before: Double, after: Double)
  ) {
    self.first = first
    self.limit = limit
    extent.cross = 0
    thinnest = .infinity
    extent.spacingBefore = spacing.before
    extent.spacingAfter = spacing.after
  }

  /// Adds the item `record` describes, which ends at `end` along the line, as every line takes
  /// in an item (``Line/add(_:endingAt:tracksSpacing:)``), and notes its thinnest item.
  @inlinable @inline(__always)
  mutating func add(_ record: ItemRecord, endingAt end: Double, tracksSpacing: Bool) {
    extent.add(record, endingAt: end, tracksSpacing: tracksSpacing)
    thinnest = thinnest < record.cross ? thinnest : record.cross
  }
}

/// Lines the streaming loop has completed, written where they stay, in the spare room of the
/// pass's lines (``InPlaceStore/spareRoom(for:)``), and kept together: appending them one by one
/// would check each time that the storage is not shared, a call that makes the loop save and
/// restore its registers.
@usableFromInline
struct LineBatch {
  /// How many lines a batch holds.
  @usableFromInline static let capacity = 16

  /// Where the batch's first line goes.
  @usableFromInline var slots: UnsafeMutablePointer<Line>
  @usableFromInline var count = 0
  /// How many lines it takes before they must be kept: when it is full, or at the line limit.
  @usableFromInline var room: Int
  /// The length of the longest line completed so far.
  @usableFromInline var longest = 0.0
  /// Whether a line's items were left for step 7 to align.
  @usableFromInline var leavesAlignment = false

  @inlinable
  init(_ slots: UnsafeMutablePointer<Line>, maxLines: Int) {
    self.slots = slots
    room = Swift.min(Self.capacity, maxLines)
  }

  /// The slot of the next line.
  @inlinable
  var next: UnsafeMutablePointer<Line> { slots + count }

  /// The last line in the batch, if any.
  @inlinable
  var last: Line? { count > 0 ? slots[count - 1] : nil }
}

/// Whether a specialized loop reads the items' flexibility: only when some item grows or has a
/// basis.
@usableFromInline
protocol FlexibilitySource {
  static var readsFlexibility: Bool { get }
}

/// No item grows or has a basis: every item keeps its ideal length.
@usableFromInline
enum NoFlexibleItems: FlexibilitySource {
  @inlinable static var readsFlexibility: Bool { false }
}

/// Some item grows or has a basis.
@usableFromInline
enum SomeFlexibleItems: FlexibilitySource {
  @inlinable static var readsFlexibility: Bool { true }
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

/// Both spacings are set on the engine, or come from preferences that all items share: no
/// item's preferences are read.
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
