extension IncrementalFlow {
  /// Appends `newItems` after the last item, breaking the last line again with them, as an
  /// insertion at the end breaks it: the lines are those a layout of all the items gives.
  ///
  /// - Complexity: O(*c* + *k* + *a*) for *c* chunks, *k* items in the last chunk and *a*
  ///   items appended; O(*n*) for *n* items in a flow whose lines are not kept per chunk.
  @inlinable
  mutating func append(contentsOf newItems: [Item]) {
    guard !newItems.isEmpty else { return }
    let keptLines = keepsLines
    let chunkIndex = chunks.count - 1
    let position = chunks[chunkIndex].items.count
    chunks[chunkIndex].items.append(contentsOf: newItems)
    itemTotal += newItems.count
    growingItems += newItems.count { MeasuringRules.grows($0) }
    switch (keptLines, keepsLines) {
    case (true, true):
      breakLinesAgain(inChunk: chunkIndex, at: position, inserted: newItems.count, removed: 0)
    case (false, false):
      splitIfLarge(chunkIndex)
      layOutWhole()
    default:
      rebuild()
    }
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants()
    #endif
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
