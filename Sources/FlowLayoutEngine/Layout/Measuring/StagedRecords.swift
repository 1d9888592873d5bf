/// The records of measured items kept in the items' own frames until their lines place them:
/// where the optimal breakers keep them when no step after sizing lines reads them (no row
/// aligns on baselines and no empty item collapses), so that a layout keeps no separate record
/// of each item. A frame holds the item's length along the main axis as its width and across
/// as its height, the gap before it as its x, and whether it must start a line as its y (1 or
/// 0); its spacing preferences towards other lines are read from the item again, when the flow
/// reads them, as measuring read them. Whether it keeps with the next is the sign of its y: a
/// negative zero or one.
///
/// The general steps' records are 56 bytes an item; the frames are the result's, held anyway:
/// a million tags broken into balanced lines peak at 74 MB of memory staged, 128 MB with
/// records, and balanced layout is 13 to 15% faster from 10,000 tags (see
/// `Documentation/PerformanceLog.md`).
@usableFromInline
struct StagedRecords<Items: RandomAccessCollection>: ItemRecords where Items.Element: FlowItem {
  @usableFromInline let frames: UnsafeMutableBufferPointer<Rect>
  @usableFromInline let measurer: ItemMeasurer<Items>

  @inlinable
  init(_ frames: UnsafeMutableBufferPointer<Rect>, of measurer: ItemMeasurer<Items>) {
    self.frames = frames
    self.measurer = measurer
  }

  @inlinable
  var count: Int { frames.count }

  /// The record staged in the frame at `index`, which its line has not placed yet.
  @inlinable
  subscript(index: Int) -> ItemRecord {
    @inline(__always) get {
      var record = frames[index].stagedRecord
      let rules = measurer.rules
      if rules.readsLineSpacing {
        (record.spacingBeforeLine, record.spacingAfterLine) =
          rules.lineSpacing(of: measurer.item(index))
      }
      return record
    }
  }
}

/// Records staged in frames (see ``StagedRecords``) as line breaking reads them: without the
/// items' spacing preferences towards other lines.
@usableFromInline
struct StagedFrames: ItemRecords {
  @usableFromInline let frames: UnsafeBufferPointer<Rect>

  @inlinable
  init(_ frames: UnsafeMutableBufferPointer<Rect>) {
    self.frames = UnsafeBufferPointer(frames)
  }

  @inlinable
  var count: Int { frames.count }

  @inlinable
  subscript(index: Int) -> ItemRecord {
    @inline(__always) get { frames[index].stagedRecord }
  }
}

extension Rect {
  /// The frame that stages `record` (see ``StagedRecords``).
  @inlinable @inline(__always)
  init(staging record: ItemRecord) {
    let breakBefore = record.breakBefore ? 1.0 : 0
    self.init(
      x: record.gapBefore, y: record.keepsWithNext ? -breakBefore : breakBefore,
      width: record.main, height: record.cross)
  }

  /// The record this frame stages, without spacing preferences towards other lines.
  @inlinable
  var stagedRecord: ItemRecord {
    @inline(__always) get {
      ItemRecord(
        main: size.width, cross: size.height, baseline: size.height, gapBefore: origin.x,
        spacingBeforeLine: 0, spacingAfterLine: 0, breakBefore: origin.y != 0,
        keepsWithNext: origin.y.sign == .minus)
    }
  }
}

extension LayoutPass {
  /// Step 1 for staged records: measures every item, in order, into its own frame, and notes
  /// the items that grow.
  ///
  /// - Complexity: O(*n*) for *n* items.
  @inlinable
  mutating func stageRecords() -> StagedRecords<Items> {
    var items = MeasuredItems(measurer, into: [], growers: scratch.growers)
    scratch.growers = InPlaceStore()
    // In a local, so that writing a frame is not a change to the pass.
    let frames = frames
    var collapsing = CollapsingItems()
    for index in frames.indices {
      frames[index] = Rect(staging: items.measure(index, collapsing: &collapsing))
    }
    scratch.growers = items.growers
    return StagedRecords(frames, of: measurer)
  }
}
