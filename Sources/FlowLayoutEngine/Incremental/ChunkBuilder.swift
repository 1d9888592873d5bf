/// Breaks items into the chunks of whole lines an ``IncrementalFlow`` keeps, as they come:
/// about a thousand items at a time, each time from the start of the last line that the items so
/// far may have cut short, so that no copy of all the items is made; each time's complete lines
/// make a chunk.
@usableFromInline
struct ChunkBuilder<Item: FlowItem> {
  @usableFromInline let flow: FlowEngine
  @usableFromInline let proposal: ProposedSize
  /// The chunks of complete lines so far.
  @usableFromInline var chunks: [ReflowChunk<Item>] = []
  /// How many lines the chunks hold.
  @usableFromInline var lineCount = 0
  /// The items not yet in a chunk: the last line so far, and those after it.
  @usableFromInline var pending: [Item] = []
  /// How many pending items are broken next; a line longer than the items so far is broken
  /// again only once they doubled.
  @usableFromInline var threshold = ReflowChunk<Item>.buildSize
  @usableFromInline var storage: [Rect] = []

  @inlinable
  init(flow: FlowEngine, proposal: ProposedSize) {
    self.flow = flow
    self.proposal = proposal
  }

  /// Adds `items` after those added so far, breaking lines whenever enough are pending.
  ///
  /// - Complexity: O(*k*) for *k* items.
  @inlinable
  mutating func add(contentsOf items: some Collection<Item>) {
    var rest = items[...]
    while !rest.isEmpty {
      let piece = rest.prefix(Swift.max(threshold - pending.count, 1))
      // Exactly as much room as the items take, since the chunks keep the storage.
      pending.reserveCapacity(pending.count + piece.count)
      pending.append(contentsOf: piece)
      rest = rest.dropFirst(piece.count)
      if pending.count >= threshold { breakPending(isLast: false) }
    }
  }

  /// Breaks the pending items, the last of all with `isLast`, and makes the complete lines a
  /// chunk; with `isLast`, every line is complete, and otherwise every line but those the items
  /// after them may break otherwise (see ``BreakRule/openLineCount(of:lastLineStart:next:)``).
  ///
  /// - Complexity: O(*k*) for *k* pending items.
  @inlinable
  mutating func breakPending(isLast: Bool) {
    let lines = LayoutPass.with(flow: flow, items: pending, proposal: proposal, bounds: nil) {
      $0.brokenLines(into: &storage)
    }
    let complete =
      isLast
      ? lines.count
      : lines.count
        - BreakRule.openLineCount(
          of: pending, lastLineStart: lines.last?.range.lowerBound ?? 0, next: nil)
    guard complete > 0 else {
      threshold = 2 * pending.count
      return
    }
    // The complete lines' items become a chunk where they are; the last line's move on.
    let rest = complete < lines.count ? lines[complete].range.lowerBound : pending.count
    let carried = Array(pending[rest...])
    pending.removeSubrange(rest...)
    chunks.append(ReflowChunk(items: pending, lines: Array(lines[..<complete])))
    lineCount += complete
    pending = carried
    threshold = Swift.max(ReflowChunk<Item>.buildSize, 2 * pending.count)
  }
}
