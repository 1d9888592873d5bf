extension IncrementalFlow {
  /// Applies `edit` and breaks again the lines it touches (see ``IncrementalFlow``).
  ///
  /// - Complexity: O(*c* + *k* + *l*) for *c* chunks, *k* items in the chunk edited and *l*
  ///   items in the lines broken again; O(*n*) for *n* items in a flow whose lines are not
  ///   kept per chunk.
  @inlinable
  public mutating func apply(_ edit: FlowEdit<Item>) {
    apply(edit, laysOutWhole: true)
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// Applies `edits` in order, each at positions among the items as the edits before it left
  /// them; a flow whose lines are not kept per chunk is laid out once, after the last.
  ///
  /// - Complexity: The sum of each edit's, or O(*n* + *e*) for *e* edits of *n* items in a flow
  ///   whose lines are not kept per chunk.
  @inlinable
  public mutating func apply(_ edits: some Sequence<FlowEdit<Item>>) {
    for edit in edits { apply(edit, laysOutWhole: false) }
    if !keepsLines { layOutWhole() }
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// Applies `edit`; in a flow whose lines are not kept per chunk, lays it out whole only if
  /// `laysOutWhole`.
  @inlinable
  mutating func apply(_ edit: FlowEdit<Item>, laysOutWhole: Bool) {
    switch edit {
    case .insert(let item, let position):
      precondition(position >= 0 && position <= count, "Insertion position out of range")
      change(at: position, removing: false, inserting: item, laysOutWhole: laysOutWhole)
    case .remove(let position):
      precondition(position >= 0 && position < count, "Removal position out of range")
      change(at: position, removing: true, inserting: nil, laysOutWhole: laysOutWhole)
    case .replace(let position, let item):
      precondition(position >= 0 && position < count, "Replacement position out of range")
      change(at: position, removing: true, inserting: item, laysOutWhole: laysOutWhole)
    case .move(let source, let destination):
      precondition(source >= 0 && source < count, "Move source out of range")
      precondition(destination >= 0 && destination < count, "Move destination out of range")
      guard source != destination else { return }
      let item = self[source]
      change(at: source, removing: true, inserting: nil, laysOutWhole: false)
      change(at: destination, removing: false, inserting: item, laysOutWhole: laysOutWhole)
    }
  }

  /// Takes out the item at `position` if `removing`, puts `item` there if there is one, and
  /// brings the lines up to date, or the whole layout if `laysOutWhole`.
  @inlinable
  mutating func change(
    at position: Int, removing: Bool, inserting item: Item?, laysOutWhole: Bool
  ) {
    let keptLines = keepsLines
    let (chunkIndex, base) = chunk(holding: position)
    let local = position - base
    if removing, MeasuringRules.grows(chunks[chunkIndex].items[local]) {
      growingItems -= 1
    }
    if let item, MeasuringRules.grows(item) { growingItems += 1 }
    switch (removing, item) {
    case (true, let item?): chunks[chunkIndex].items[local] = item
    case (true, nil): chunks[chunkIndex].items.remove(at: local)
    case (false, let item?): chunks[chunkIndex].items.insert(item, at: local)
    case (false, nil): return
    }
    let inserted = item == nil ? 0 : 1
    itemTotal += inserted - (removing ? 1 : 0)
    switch (keptLines, keepsLines) {
    case (true, true):
      breakLinesAgain(inChunk: chunkIndex, at: local, inserted: inserted, removed: removing ? 1 : 0)
    case (false, false):
      splitIfLarge(chunkIndex)
      removeIfEmpty(chunkIndex)
      if laysOutWhole { layOutWhole() }
    default:
      // An item that grows came or went: the way lines are kept changes.
      rebuild()
    }
  }

  /// Lays out the whole flow, for a flow whose lines are not kept per chunk.
  ///
  /// - Complexity: O(*n*) for *n* items, as a layout.
  @inlinable
  mutating func layOutWhole() {
    whole = flow.layout(items, proposal: proposal)
    lineTotal = whole.lines.count
  }

  /// Breaks again the lines of chunk `chunkIndex` from the one before the edit at `position`,
  /// where `inserted` items replaced `removed`, until a line starts where one started before,
  /// after the edit's last item. When a run of items kept together (see ``BreakRule``) goes on
  /// into the edit, breaking starts from the line before the run's first item, which decides
  /// where the run goes.
  ///
  /// When the lines to break again reach the end of a chunk, its last line, which may go on in
  /// the next chunk, moves to the front of the next chunk, and breaking goes on there; so an edit
  /// that moves every later line moves each chunk's items once.
  ///
  /// - Complexity: O(*c* + *k* + *l*) for *c* chunks, *k* items and lines in the chunks edited
  ///   and *l* items in the lines broken again.
  @inlinable
  mutating func breakLinesAgain(
    inChunk chunkIndex: Int, at position: Int, inserted: Int, removed: Int
  ) {
    var chunkIndex = chunkIndex
    var position = position
    // The lines holding the edit's first and last items, by the lines as they were; later
    // lines move by the difference.
    let hasLines = !chunks[chunkIndex].lines.isEmpty
    var lastEdited =
      hasLines
      ? chunks[chunkIndex].line(containing: position + Swift.max(inserted, removed, 1) - 1) : 0
    chunks[chunkIndex].shiftLines(from: lastEdited + 1, by: inserted - removed)
    var first = runStart(inChunk: chunkIndex, before: position)
    var edited = hasLines ? chunks[chunkIndex].line(containing: first) : 0
    while edited == 0, chunkIndex > 0 {
      // The line before the edit, or before the run going on into it, is in the previous chunk.
      let next = chunks.remove(at: chunkIndex)
      chunkIndex -= 1
      let (lineOffset, itemOffset) = (
        chunks[chunkIndex].lines.count, chunks[chunkIndex].items.count
      )
      chunks[chunkIndex].absorb(next)
      lastEdited += lineOffset
      position += itemOffset
      first = first == 0 ? runStart(inChunk: chunkIndex, before: itemOffset) : first + itemOffset
      edited = chunks[chunkIndex].line(containing: first)
    }
    var from = Swift.max(edited - 1, 0)
    var start =
      from < chunks[chunkIndex].lines.count ? chunks[chunkIndex].lines[from].range.lowerBound : 0
    var candidate = lastEdited + 1
    // Lines agree with the old ones only after the edit's items, whose runs may have changed.
    var editEnd = position + inserted
    while true {
      let (lines, end) = linesBrokenAgain(
        inChunk: chunkIndex, from: start, before: candidate, after: editEnd)
      switch end {
      case .agreeing(let agreeing):
        replaceLines(from..<agreeing, inChunk: chunkIndex, with: lines)
      case .itemsEnd:
        replaceLines(from..<chunks[chunkIndex].lines.count, inChunk: chunkIndex, with: lines)
      case .chunkEnd(let lastLineStart):
        replaceLines(from..<chunks[chunkIndex].lines.count, inChunk: chunkIndex, with: lines)
        // A copy of the last line's items alone, so that the chunk's are cut short in place.
        let moved = Array(chunks[chunkIndex].items[lastLineStart...])
        chunks[chunkIndex].items.removeSubrange(lastLineStart...)
        chunks[chunkIndex + 1].items.insert(contentsOf: moved, at: 0)
        chunks[chunkIndex + 1].shiftLines(from: 0, by: moved.count)
        if chunks[chunkIndex].items.isEmpty {
          chunks.remove(at: chunkIndex)
        } else {
          chunkIndex += 1
        }
        (from, start, candidate) = (0, 0, 0)
        editEnd = Swift.max(editEnd - lastLineStart, 0)
        continue
      }
      break
    }
    splitIfLarge(chunkIndex)
    removeIfEmpty(chunkIndex)
  }

  /// Where breaking lines again stopped.
  @usableFromInline
  enum BreakingEnd {
    /// A new line starts where the chunk's line at this index starts.
    case agreeing(Int)
    /// At the end of the items.
    case itemsEnd
    /// At the end of the chunk, whose last line, which starts at this position, may go on in
    /// the next chunk.
    case chunkEnd(lastLineStart: Int)
  }

  /// Breaks the items of chunk `chunkIndex` into lines again from position `start`, a line
  /// start, in windows that double, until a line starts where one of its lines from `candidate`
  /// on starts, after the item at `editEnd`, or the chunk ends.
  ///
  /// - Returns: The new lines, complete, and where breaking stopped.
  /// - Complexity: O(*l*) for *l* items in the lines broken again.
  @inlinable
  func linesBrokenAgain(
    inChunk chunkIndex: Int, from start: Int, before candidate: Int, after editEnd: Int
  ) -> (lines: [Line], end: BreakingEnd) {
    let chunk = chunks[chunkIndex]
    let isLast = chunkIndex + 1 == chunks.count
    var lines: [Line] = []
    var start = start
    var agreeing = candidate
    var window = 256
    var storage: [Rect] = []
    while true {
      let end = Swift.min(start + window, chunk.items.count)
      let reachesEnd = end == chunk.items.count
      let found = LayoutPass.with(
        flow: flow, items: chunk.items[start..<end], proposal: proposal, bounds: nil
      ) { $0.brokenLines(into: &storage) }
      // The lines the items after the window may break otherwise (see
      // ``BreakRule/openLineCount(of:lastLineStart:next:)``).
      let open =
        reachesEnd && isLast
        ? 0
        : BreakRule.openLineCount(
          of: chunk.items[start..<end], lastLineStart: start + (found.last?.range.lowerBound ?? 0),
          next: reachesEnd ? chunks[chunkIndex + 1].items.first : chunk.items[end])
      for (number, line) in found.enumerated() {
        let lineStart = start + line.range.lowerBound
        while agreeing < chunk.lines.count, chunk.lines[agreeing].range.lowerBound < lineStart {
          agreeing += 1
        }
        if agreeing < chunk.lines.count, chunk.lines[agreeing].range.lowerBound == lineStart,
          lineStart > editEnd
        {
          return (lines, .agreeing(agreeing))
        }
        if number + open >= found.count {
          // The last lines may go on past the window.
          guard !reachesEnd else { return (lines, .chunkEnd(lastLineStart: lineStart)) }
          start = lineStart
          window *= 2
          break
        }
        var kept = line
        kept.range = lineStart..<(start + line.range.upperBound)
        lines.append(kept)
      }
      if found.isEmpty || (reachesEnd && isLast) { return (lines, .itemsEnd) }
    }
  }

  /// Puts `lines` in place of the lines `replaced` of chunk `chunkIndex`, and notes that the
  /// offsets of the lines from there on may be out of date.
  ///
  /// - Complexity: O(*c* + *l*) for *c* chunks and *l* lines in the chunk.
  @inlinable
  mutating func replaceLines(_ replaced: Range<Int>, inChunk chunkIndex: Int, with lines: [Line]) {
    chunks[chunkIndex].lines.replaceSubrange(replaced, with: lines)
    chunks[chunkIndex].updateLongestLine()
    lineTotal += lines.count - replaced.count
    let firstLine = firstLine(ofChunk: chunkIndex)
    let changed = (firstLine + replaced.lowerBound)..<(firstLine + replaced.upperBound)
    if staleOffsets == nil {
      staleOffsets = StaleOffsets(
        from: changed.lowerBound, unchangedFrom: changed.lowerBound + lines.count)
    } else {
      staleOffsets?.add(replacing: changed, with: lines.count)
    }
    // Positions past the last line, which the edit removed, are nobody's.
    if let stale = staleOffsets, stale.from >= lineTotal { staleOffsets = nil }
  }

  /// Cuts chunk `chunkIndex` into chunks of ``ReflowChunk/buildSize`` when it grew large.
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in the chunk.
  @inlinable
  mutating func splitIfLarge(_ chunkIndex: Int) {
    let chunk = chunks[chunkIndex]
    guard chunk.items.count > ReflowChunk<Item>.splitSize, chunk.lines.count != 1 else { return }
    chunks.replaceSubrange(
      chunkIndex...chunkIndex, with: ReflowChunk.cut(chunk.items[...], lines: chunk.lines[...]))
  }

  /// Removes chunk `chunkIndex` when it holds no items and is not the only one.
  @inlinable
  mutating func removeIfEmpty(_ chunkIndex: Int) {
    if chunks[chunkIndex].items.isEmpty, chunks.count > 1 { chunks.remove(at: chunkIndex) }
  }
}
