/// A flow that keeps its layout up to date as its items change: an edit breaks again only the
/// lines it touches, and the lines after them keep their items.
///
/// It holds the items, the flow and the proposal. After an insertion, removal, replacement or
/// move, lines are broken again from the line before the edit until a line starts where one
/// started before; the later lines keep their items and lengths, and only their positions across
/// the lines move, worked out when frames past them are read. Frames are made on demand, a line
/// at a time, by the engine's own steps, so what it gives is always exactly what
/// ``FlowEngine/layout(_:proposal:bounds:)`` gives for the same items. Items are asked for their
/// sizes again whenever their lines are laid out, so an item must answer a proposal the same way
/// each time: an item whose size changes is a replacement.
///
/// ```swift
/// var tags = IncrementalFlow(flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
///                            items: chips, proposal: ProposedSize(width: 390, height: nil))
/// tags.apply(.insert(BoxItem(width: 64, height: 30), at: 3))
/// for slot in tags.slots(overlapping: 0..<844) {   // the lines on screen
///   let frames = tags.frames(in: slot)              // made on demand
/// }
/// ```
///
/// Lines are kept this way for greedy breaking whenever each line's frames depend on the other
/// lines only through the container's size and the line's position: without ``FlowEngine/maxLines``,
/// separators, growing items, or lines spread over a definite proposed thickness. Empty items
/// that collapse keep lines local too: a chunk starts a line, and collapsing only reaches within
/// a line (an empty item joins the line before it, and the break it passes on is taken by the
/// line the chunk starts anyway). With those, or balanced or minimum-raggedness breaking, where one edit can move
/// every break, each edit lays the whole flow out again (still exactly).
///
/// - Complexity: An edit costs O(*c* + *k* + *l*) for *c* chunks of at most a few thousand items,
///   *k* items in the chunk edited and *l* items in the lines broken again; reading frames costs
///   O(*k*) for *k* items read, plus O(*m*) for the first read after an edit that moved *m* lines
///   before them (or any lines, with reverse wrapping or columns right to left, where frames
///   depend on the last line's position).
public struct IncrementalFlow<Item: FlowItem> {
  /// The flow's settings.
  public let flow: FlowEngine
  /// The size offered to the container; lines wrap at its main-axis length.
  @inlinable public var proposal: ProposedSize { currentProposal }
  /// How many items the flow holds.
  @inlinable public var count: Int { itemTotal }
  /// How many lines the items fill.
  @inlinable public var lineCount: Int { lineTotal }

  @usableFromInline var currentProposal: ProposedSize
  @usableFromInline var itemTotal = 0
  @usableFromInline var lineTotal = 0

  @usableFromInline var constants: LayoutConstants
  /// The items and lines, in order; never empty: a flow of no items has one empty chunk.
  @usableFromInline var chunks: [ReflowChunk<Item>] = []
  /// How many items grow, for whether lines are kept per chunk.
  @usableFromInline var growingItems = 0
  /// Lines whose cross offsets may be out of date, or `nil`.
  @usableFromInline var staleOffsets: StaleOffsets?
  /// Where the last search for the slots that overlap a range found the first, in visual
  /// order: where the next search starts.
  @usableFromInline var slotSearchStart = 0
  /// The whole layout, for flows whose lines are not kept per chunk.
  @usableFromInline var whole = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)

  /// Lays out `items` with `flow` for `proposal`.
  ///
  /// - Complexity: O(*n*) for *n* items, as a layout.
  @inlinable
  public init(flow: FlowEngine, items: some Sequence<Item>, proposal: ProposedSize) {
    self.flow = flow
    currentProposal = proposal
    constants = LayoutConstants(flow: flow, proposal: proposal, bounds: nil)
    replaceItems(with: items)
  }

  /// The items, in order.
  ///
  /// - Complexity: O(*n*) for *n* items.
  @inlinable
  public var items: [Item] { chunks.flatMap(\.items) }

  /// The item at `position`.
  ///
  /// - Complexity: O(*c*) for *c* chunks.
  @inlinable
  public subscript(position: Int) -> Item {
    precondition(position >= 0 && position < count, "Item position out of range")
    let (chunk, base) = chunk(holding: position)
    return chunks[chunk].items[position - base]
  }

  /// Whether lines are kept per chunk and broken again locally (see the type's discussion);
  /// otherwise ``whole`` holds the layout.
  @inlinable
  var keepsLines: Bool {
    constants.lineBreaking == .greedy && constants.maxLines == .max
      && !constants.drawsSeparators && !constants.spreadsLines
      && growingItems == 0
  }

  /// Lays the items out for a new proposal: a change of width breaks every line again.
  ///
  /// - Complexity: O(*n*) for *n* items, as a layout.
  @inlinable
  public mutating func propose(_ proposal: ProposedSize) {
    guard proposal != self.proposal else { return }
    currentProposal = proposal
    constants = LayoutConstants(flow: flow, proposal: proposal, bounds: nil)
    rebuild()
  }

  /// Puts `items` in place of all the items, and lays them out.
  ///
  /// - Complexity: O(*n*) for *n* items, as a layout.
  @inlinable
  mutating func replaceItems(with items: some Sequence<Item>) {
    chunks = []
    var pending: [Item] = []
    for item in items {
      pending.append(item)
      guard pending.count == ReflowChunk<Item>.buildSize else { continue }
      chunks.append(ReflowChunk(items: pending, lines: []))
      pending.removeAll(keepingCapacity: true)
    }
    chunks.append(ReflowChunk(items: pending, lines: []))
    itemTotal = chunks.reduce(0) { $0 + $1.items.count }
    growingItems = chunks.reduce(0) { total, chunk in
      total + chunk.items.count { MeasuringRules.grows($0) }
    }
    rebuild()
  }

  /// Breaks every line again and cuts the items into chunks of whole lines anew (see
  /// ``ChunkBuilder``), or lays the whole flow out when lines are not kept per chunk.
  ///
  /// - Complexity: O(*n*) for *n* items, as a layout.
  @inlinable
  mutating func rebuild() {
    var old: [ReflowChunk<Item>] = []
    swap(&old, &chunks)
    staleOffsets = nil
    lineTotal = 0
    whole = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
    guard keepsLines else {
      chunks = old.map { ReflowChunk(items: $0.items, lines: []) }
      if chunks.isEmpty { chunks.append(ReflowChunk(items: [], lines: [])) }
      layOutWhole()
      return
    }
    var builder = ChunkBuilder<Item>(flow: flow, proposal: proposal)
    for index in old.indices {
      builder.add(contentsOf: old[index].items)
      old[index] = ReflowChunk(items: [], lines: [])
    }
    builder.breakPending(isLast: true)
    chunks = builder.chunks
    lineTotal = builder.lineCount
    if chunks.isEmpty { chunks.append(ReflowChunk(items: [], lines: [])) }
    if lineTotal > 0 { staleOffsets = StaleOffsets(from: 0, unchangedFrom: .max) }
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// The chunk holding the item at `position`, and the position of its first item; for the
  /// position after the last item, the last chunk.
  ///
  /// It counts from the nearer end, so that reading and editing near the end, where a flow
  /// that grows as it is read is read, costs as little as near the start.
  ///
  /// - Complexity: O(*c*) for *c* chunks: O(1) for a position in the first or last chunks.
  @inlinable
  func chunk(holding position: Int) -> (chunk: Int, base: Int) {
    if position >= itemTotal / 2 {
      var base = itemTotal
      for index in chunks.indices.reversed() {
        base -= chunks[index].items.count
        if position >= base || index == 0 { return (index, base) }
      }
    }
    var base = 0
    for index in chunks.indices.dropLast() {
      let next = base + chunks[index].items.count
      if position < next { return (index, base) }
      base = next
    }
    return (chunks.count - 1, base)
  }

  /// The number of the first line of chunk `chunkIndex`, counted from the nearer end.
  ///
  /// - Complexity: O(*c*) for *c* chunks: O(1) for the first or last chunks.
  @inlinable
  func firstLine(ofChunk chunkIndex: Int) -> Int {
    guard chunkIndex > chunks.count / 2 else {
      return chunks[..<chunkIndex].reduce(0) { $0 + $1.lines.count }
    }
    return lineTotal - chunks[chunkIndex...].reduce(0) { $0 + $1.lines.count }
  }

  /// The chunk holding line `line`, and the numbers of its first line and its first item,
  /// counted from the nearer end.
  ///
  /// - Complexity: O(*c*) for *c* chunks: O(1) for a line in the first or last chunks.
  @inlinable
  func chunk(holdingLine line: Int) -> (chunk: Int, firstLine: Int, base: Int) {
    if line >= lineTotal / 2 {
      var (firstLine, base) = (lineTotal, itemTotal)
      for index in chunks.indices.reversed() {
        firstLine -= chunks[index].lines.count
        base -= chunks[index].items.count
        if line >= firstLine || index == 0 { return (index, firstLine, base) }
      }
    }
    var (firstLine, base) = (0, 0)
    for index in chunks.indices.dropLast() {
      let next = firstLine + chunks[index].lines.count
      if line < next { return (index, firstLine, base) }
      firstLine = next
      base += chunks[index].items.count
    }
    return (chunks.count - 1, firstLine, base)
  }
}

/// Lines of an ``IncrementalFlow`` whose cross offsets may be out of date: from line `from` on,
/// until, at a line from `unchangedFrom` on, an offset worked out again equals the one kept,
/// after which every line and the gaps between them are as they were when their offsets were
/// kept.
///
/// Offsets are worked out again from `from` on, so only the lines from `from` and
/// `unchangedFrom` on are known to keep offsets that agree with one another: lines between
/// `unchangedFrom` and `from` were given new offsets, which the kept offsets after them do not
/// follow.
@usableFromInline
struct StaleOffsets: Sendable {
  @usableFromInline var from: Int
  @usableFromInline var unchangedFrom: Int

  @inlinable
  init(from: Int, unchangedFrom: Int) {
    self.from = from
    self.unchangedFrom = unchangedFrom
  }

  /// Adds that lines `changed` were replaced by `newCount` lines.
  @inlinable
  mutating func add(replacing changed: Range<Int>, with newCount: Int) {
    let newEnd = changed.lowerBound + newCount
    // The first line whose kept offset the lines after it agree with.
    let agreeingFrom = Swift.max(from, unchangedFrom)
    var shifted = newEnd
    if agreeingFrom == .max {
      shifted = .max
    } else if agreeingFrom >= changed.upperBound {
      shifted = agreeingFrom + (newEnd - changed.upperBound)
    }
    from = Swift.min(from, changed.lowerBound)
    unchangedFrom = Swift.max(shifted, newEnd)
  }
}

extension IncrementalFlow: Sendable where Item: Sendable {}
