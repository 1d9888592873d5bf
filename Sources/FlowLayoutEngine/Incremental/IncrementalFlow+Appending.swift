extension IncrementalFlow {
  /// Appends `newItems` after the last item: the last line and the new items are broken into
  /// new chunks of whole lines (see ``ChunkBuilder``), so that the lines are those a layout of
  /// all the items gives.
  ///
  /// - Complexity: O(*a* + *k*) for *a* items appended and *k* items in the last line; O(*n*)
  ///   for *n* items in a flow whose lines are not kept per chunk.
  @inlinable
  mutating func append(contentsOf newItems: [Item]) {
    guard !newItems.isEmpty else { return }
    let keptLines = keepsLines
    growingItems += newItems.count { MeasuringRules.grows($0) }
    switch (keptLines, keepsLines) {
    case (true, true):
      appendLines(breaking: newItems)
    case (false, false):
      chunks[chunks.count - 1].items.append(contentsOf: newItems)
      itemTotal += newItems.count
      splitIfLarge(chunks.count - 1)
      layOutWhole()
    default:
      chunks[chunks.count - 1].items.append(contentsOf: newItems)
      itemTotal += newItems.count
      rebuild()
    }
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// Takes the items of the last lines, those that the new items may break otherwise (see
  /// ``BreakRule/openLineCount(of:lastLineStart:next:)``), out of the last chunks and breaks
  /// them, with `newItems` after them, into new chunks, noting that the lines from the first
  /// new one on have no position.
  @inlinable
  mutating func appendLines(breaking newItems: [Item]) {
    var builder = ChunkBuilder<Item>(flow: flow, proposal: proposal)
    var open = openLineCount(before: newItems.first)
    if chunks[chunks.count - 1].items.isEmpty { chunks.removeLast() }
    var carried: [Item] = []
    while open > 0, !chunks.isEmpty, let lastLine = chunks[chunks.count - 1].lines.last {
      var last = chunks.removeLast()
      carried.insert(contentsOf: last.items[lastLine.range], at: 0)
      last.items.removeSubrange(lastLine.range)
      last.lines.removeLast()
      last.updateLongestLine()
      lineTotal -= 1
      open -= 1
      if !last.items.isEmpty { chunks.append(last) }
    }
    builder.add(contentsOf: carried)
    builder.add(contentsOf: newItems)
    builder.breakPending(isLast: true)
    let firstNewLine = lineTotal
    chunks.append(contentsOf: builder.chunks)
    if chunks.isEmpty { chunks.append(ReflowChunk(items: [], lines: [])) }
    lineTotal += builder.lineCount
    itemTotal += newItems.count
    if builder.lineCount > 0 {
      staleOffsets = StaleOffsets(
        from: Swift.min(staleOffsets?.from ?? firstNewLine, firstNewLine), unchangedFrom: .max)
    }
  }
}

extension IncrementalFlow {
  /// Puts `newItems` in place of as many items from `position` on, breaking lines again once
  /// per chunk they lie in rather than once per item.
  ///
  /// - Complexity: O(*c* + *k* + *l*) for *c* chunks, *k* items in the chunks edited and *l*
  ///   items in the lines broken again; O(*n*) for *n* items in a flow whose lines are not
  ///   kept per chunk.
  @inlinable
  mutating func replace(from position: Int, with newItems: [Item]) {
    precondition(position >= 0 && position + newItems.count <= count, "Positions out of range")
    var position = position
    var rest = newItems[...]
    while !rest.isEmpty {
      let keptLines = keepsLines
      let (chunkIndex, base) = chunk(holding: position)
      let local = position - base
      let run = rest.prefix(chunks[chunkIndex].items.count - local)
      for (offset, item) in zip(local..., run) {
        if MeasuringRules.grows(chunks[chunkIndex].items[offset]) { growingItems -= 1 }
        if MeasuringRules.grows(item) { growingItems += 1 }
        chunks[chunkIndex].items[offset] = item
      }
      switch (keptLines, keepsLines) {
      case (true, true):
        breakLinesAgain(inChunk: chunkIndex, at: local, inserted: run.count, removed: run.count)
      case (false, false): break
      default: rebuild()
      }
      position += run.count
      rest = rest.dropFirst(run.count)
    }
    if !keepsLines { layOutWhole() }
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }
}
