extension LayoutPass {
  /// Steps 1 to 3: measures the items, breaks them into lines by ``FlowEngine/lineBreaking``,
  /// and sizes each line, up to ``FlowEngine/maxLines`` lines.
  ///
  /// ``lineBuildingPath`` chooses how: the streaming loop, which fuses these steps with step 5
  /// for lines packed at the start and step 7 (see `StreamLines.swift`), the optimal breakers
  /// over records staged in the frames, or the general steps.
  ///
  /// - Returns: Whether the lines are already packed at the start, with their items aligned,
  ///   as both the streaming loop and step 3 leave them unless some item stretches (left to
  ///   step 7).
  /// - Complexity: O(*n*) for greedy breaking, O(*n* log *L*) for the optimal ones, where *n*
  ///   is the number of items and *L* the most items a line can hold.
  @inlinable
  mutating func buildLines() -> Bool {
    guard constants.maxLines > 0, !measurer.items.isEmpty else { return true }
    switch lineBuildingPath {
    case .streamed:
      // Items without contiguous storage take the general steps.
      if let aligned = streamLines() { return aligned }
    case .staged:
      let records = stageRecords()
      breakLines(of: records)
      return sizeLines(of: records)
    case .recorded: break
    }
    breakLines()
    let records = scratch.records
    return records.withUnsafeBufferPointer { sizeLines(of: $0) }
  }

  /// Step 3: builds the lines the line breaker found, up to ``FlowEngine/maxLines``: packs each
  /// line's items at its start and completes it (see ``completeLine(_:endsParagraph:)``). As the
  /// streaming loop does, it places each line packed after the one before, puts the items at the
  /// cross offset their line is expected to have as they come, and aligns them at once, while
  /// they are in cache, unless they are already in place (see
  /// ``itemsInPlace(moved:thinnest:thickness:)``) or some stretch, which step 7 does after
  /// growth.
  ///
  /// - Returns: Whether the lines are packed at the start with their items aligned.
  /// - Complexity: O(*n*) for *n* shown items.
  @inlinable
  mutating func sizeLines<Records: ItemRecords>(of records: Records) -> Bool {
    let lineCount = Swift.min(scratch.lineStarts.count, constants.maxLines)
    // The lines are written in place, in room for all of them taken at once: not grown by
    // doubling, which for many lines held the old storage and the new, twice as large,
    // together, and with no check per line that the storage is not shared.
    let slots = scratch.lines.spareRoom(for: lineCount)
    let starts = scratch.lineStarts
    let aligned = starts.withUnsafeBufferPointer { starts in
      sizeLines(lineCount, startingAt: starts, of: records, into: slots)
    }
    scratch.lines.keepWritten(lineCount)
    // Items measured past the shown lines do not grow: they are hidden.
    while let last = scratch.growers.last, last.index >= shownCount {
      scratch.growers.removeLast()
    }
    return aligned
  }

  /// Builds the first `lineCount` lines that start at `starts`, of the items whose records are
  /// `records`, into `slots`, the spare room of the lines' store, which nothing this calls
  /// changes. Each record is read before its item's frame is written, and after the frames of
  /// the items before it: records staged in the frames (see ``StagedRecords``) are read there.
  ///
  /// - Returns: Whether the lines are packed at the start with their items aligned.
  /// - Complexity: O(*n*) for *n* shown items.
  @inlinable
  mutating func sizeLines<Records: ItemRecords>(
    _ lineCount: Int, startingAt starts: UnsafeBufferPointer<Int>, of records: Records,
    into slots: UnsafeMutablePointer<Line>
  ) -> Bool {
    let itemCount = measurer.items.count
    let readsBaselines = measurer.rules.readsBaselines
    var aligned = true
    for number in 0..<lineCount {
      let start = starts[number]
      let end = number + 1 < starts.count ? starts[number + 1] : itemCount
      let previous = number > 0 ? slots[number - 1] : nil
      // Where the line starts if no item prefers more spacing towards the line before than its
      // first item does.
      let expectedOffset =
        previous.map {
          constants.offset(ofLineAfter: $0, before: records[start].spacingBeforeLine)
        } ?? 0
      var line = Line(start: start)
      var thinnest = Double.infinity
      var baselines = (lowest: Double.infinity, highest: -Double.infinity)
      for index in start..<end {
        let record = records[index]
        thinnest = thinnest < record.cross ? thinnest : record.cross
        if readsBaselines {
          baselines.lowest = Swift.min(baselines.lowest, record.baseline)
          baselines.highest = Swift.max(baselines.highest, record.baseline)
        }
        append(record, at: index, crossStart: expectedOffset, to: &line)
      }
      // A line ends a paragraph when it ends the items or a forced break follows it.
      let resized = completeLine(&line, endsParagraph: end == itemCount || records[end].breakBefore)
      line.crossOffset =
        previous.map { constants.offset(ofLineAfter: $0, before: line.spacingBefore) } ?? 0
      let inPlace =
        !resized && baselinesInPlace(lowest: baselines.lowest, highest: baselines.highest)
        && Self.itemsInPlace(
          moved: line.crossOffset != expectedOffset, thinnest: thinnest, thickness: line.cross)
      if aligned, !inPlace {
        aligned = !measurer.stretchesItems(in: line.range, flowAlignment: flow.itemAlignment)
        if aligned { alignItems(in: line) }
      }
      shownCount = end
      longestLine = Swift.max(longestLine, line.main)
      (slots + number).initialize(to: line)
    }
    return aligned
  }

  /// Whether the items of a line, placed as they came at the cross offset the line was expected
  /// to have, are where aligning them would put them: the line was not `moved` from there, and
  /// its `thinnest` item is as thick as the line (`thickness`), so that every item fills it. The
  /// rule both paths use to skip aligning a line (with, for rows aligned on baselines,
  /// ``baselinesInPlace(lowest:highest:)``).
  @inlinable @inline(__always)
  static func itemsInPlace(moved: Bool, thinnest: Double, thickness: Double) -> Bool {
    !moved && thinnest == thickness
  }

  /// Whether, in a row aligned on baselines, every item sits at its line's start when aligned:
  /// when all of them align on the flow's baseline and share it, `lowest` and `highest`, at or
  /// below their top. Then the shared baseline is theirs, exactly. Being as thick as the line is
  /// not enough: a baseline above an item, by less than the line's rounding, leaves the line as
  /// thick as the item but moves the item down. Always true for other rows.
  @inlinable @inline(__always)
  func baselinesInPlace(lowest: Double, highest: Double) -> Bool {
    guard measurer.rules.readsBaselines else { return true }
    return !measurer.rules.readsOwnAlignments && lowest == highest && lowest >= 0
  }

  /// Appends an item to the line being built, packed after the previous one, at `crossStart`
  /// across (see ``Line/add(_:endingAt:tracksSpacing:)``).
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  mutating func append(
    _ record: ItemRecord, at index: Int, crossStart: Double, to line: inout Line
  ) {
    let mainStart = line.range.isEmpty ? 0 : line.main + record.gapBefore
    frames[index] = flow.axis.rect(
      mainStart: mainStart, crossStart: crossStart, main: record.main, cross: record.cross)
    line.range = line.range.lowerBound..<(index + 1)
    line.add(record, endingAt: mainStart + record.main)
  }

  /// Completes a line once its items are in: an item alone on its line because it is longer than
  /// the line is offered the available length, so that a text-like item wraps instead of
  /// overflowing; the line is made as thick as its baselines and separators need (see
  /// ``fitThickness(of:itemCount:)``). Returns whether it measured an item again.
  ///
  /// - Complexity: O(1), or O(*k*) for a line of *k* items with baseline alignment.
  @inlinable @inline(__always)
  mutating func completeLine(_ line: inout Line, endsParagraph: Bool) -> Bool {
    let itemCount = countedItems(in: line.range)
    let oversized = constants.isOversized(itemCount: itemCount, main: line.main)
    if oversized { offerAvailableLength(in: &line) }
    fitThickness(of: &line, itemCount: itemCount)
    line.endsParagraph = endsParagraph
    return oversized
  }

  /// Makes `line`, as thick as its items, as thick as the rest of step 3 asks: enough for the
  /// baselines of its items that align on them to line up, and for its item separators between
  /// its `itemCount` items that count. Every step that sizes a line again applies it too.
  ///
  /// - Complexity: O(1), or O(*k*) for a line of *k* items with baseline alignment.
  @inlinable @inline(__always)
  mutating func fitThickness(of line: inout Line, itemCount: Int) {
    fitBaselines(of: &line)
    constants.fitSeparators(in: &line, separatedItems: itemCount)
  }

  /// Offers the available length to the only item of `line` that counts (see
  /// ``counts(_:)``), which is longer than that; items that collapse after it move to its new
  /// end, and the line stays as thick as each of them. Out of line: it is rare, and every
  /// specialization of the streaming loop shares it.
  @inlinable @inline(never)
  mutating func offerAvailableLength(in line: inout Line) {
    var index = line.range.lowerBound
    while !counts(index) { index += 1 }
    let answer = measurer.measure(index, main: constants.available, cross: nil)
    flow.axis.setMain(answer.main, of: &frames[index])
    flow.axis.setCross(answer.cross, of: &frames[index])
    updateBaseline(of: index, to: answer.baseline)
    line.main = answer.main
    line.cross = answer.cross
    for collapsed in line.range where collapsed != index {
      if collapsed > index { flow.axis.setMainStart(line.main, of: &frames[collapsed]) }
      line.fit(cross: flow.axis.cross(frames[collapsed].size))
    }
  }

  /// Keeps the baseline of the item at `index` once it was measured again, in the general
  /// steps' records (the streaming loop, which never serves baselines, keeps none); returns
  /// whether it moved.
  @inlinable @inline(__always) @discardableResult
  mutating func updateBaseline(of index: Int, to baseline: Double) -> Bool {
    guard index < scratch.records.count, scratch.records[index].baseline != baseline else {
      return false
    }
    scratch.records[index].baseline = baseline
    return true
  }

  /// The baseline-sharing groups of the items of `line` that align on baselines, or `nil` for
  /// a flow that reads no baselines.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable @inline(__always)
  func baselineGroups(of line: Line) -> BaselineGroups? {
    guard measurer.rules.readsBaselines, !scratch.records.isEmpty else { return nil }
    var groups = BaselineGroups()
    for index in line.range {
      guard let baseline = measurer.rules.baseline(of: measurer.item(index)) else { continue }
      let ascent = scratch.records[index].baseline
      let descent = flow.axis.cross(frames[index].size) - ascent
      groups.add(ascent: ascent, descent: descent, baseline: baseline)
    }
    return groups
  }

  /// Makes `line` as thick as the tallest parts above and below the shared baseline of its
  /// items that align on baselines, together.
  ///
  /// Reads whether rows align on baselines before calling out: the call passes the whole pass,
  /// which costs a copy of it per line.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable @inline(__always)
  func fitBaselines(of line: inout Line) {
    guard measurer.rules.readsBaselines, let groups = baselineGroups(of: line) else { return }
    line.cross = Swift.max(line.cross, groups.thickness)
  }
}
