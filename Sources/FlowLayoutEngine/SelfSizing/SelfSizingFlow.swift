/// A flow of items whose sizes start as estimates and become exact as they are measured, for
/// lazy flows of views that cannot be sized ahead: it shows what is in view, exactly where a
/// layout of the sizes known so far puts it, and keeps what the user is looking at in place as
/// measurements come in.
///
/// The current size of an item is its measured size once ``measure(_:viewport:)`` gave one, and
/// its estimate before. Every line that ``slots(overlapping:)``, ``frames(in:)`` or
/// ``offset(ofItem:)`` reads sits exactly where ``FlowEngine/layout(_:proposal:bounds:)`` of the
/// current sizes puts it. Once every item was measured and read, the flow is the layout of the
/// true sizes.
///
/// ```swift
/// var flow = SelfSizingFlow(flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), count: tags.count,
///                           proposal: ProposedSize(width: 390, height: nil)) { _ in
///   Size(width: 60, height: 28)
/// }
/// var viewport = 0.0..<844.0
/// for slot in flow.slots(overlapping: viewport) {
///   // Create the line's views, measure them, and report what they measured:
///   let start = flow.measure(sizes(of: slot.items), viewport: viewport)
///   viewport = start..<(start + 844)   // the scroll position that keeps the anchor in place
/// }
/// ```
///
/// **The anchor.** The anchor is the first item of the first line in view (the first slot that
/// overlaps the viewport). ``measure(_:viewport:)``, ``apply(_:viewport:)`` and
/// ``propose(_:viewport:)`` return the viewport start that keeps the anchor's line as far from
/// the viewport's start as it was: below zero only when the viewport starts there, under a
/// scroll view's top inset or in a pull past the top.
///
/// **Lines read on demand.** For greedy breaking, where each line depends only on the items
/// before it, lines past the furthest one read stay unbroken until they are read, and
/// ``contentLength()`` estimates them from the lines read so far: measuring an item near the
/// top costs the lines it moves, not a layout of every estimate. This holds without
/// ``FlowEngine/maxLines``, separators, collapsing empty items and lines spread over a definite
/// proposed thickness, with lines that wrap forward and start at their leading edge (left to
/// right, ``Justification/start``). With any other setting, where where a line goes depends on
/// every item (the container's length across or along the lines, or every break), the flow is
/// broken whole from the start, and each change costs what an ``IncrementalFlow`` edit of the
/// same flow costs: a new layout with optimal breaking, `maxLines`, separators or collapsing.
///
/// - Complexity: With lines read on demand, a screen of *k* items costs O(*c* + *k*) to read
///   and to measure, for *c* chunks of about a thousand items read so far; the first read at
///   item *i* costs O(*i*) (the lines before it are broken once). A new width breaks the lines
///   read again, O(*i*) up to the furthest item read. Broken whole, the flow costs O(*n*) to
///   create, and each change what an ``IncrementalFlow`` edit costs.
public struct SelfSizingFlow {
  /// The flow's settings.
  public let flow: FlowEngine
  /// The size offered to the container; lines wrap at its main-axis length.
  public internal(set) var proposal: ProposedSize
  /// How many items the flow holds.
  public internal(set) var count: Int

  /// Answers an item's estimated size by its position, among the items as they are now.
  let estimate: (Int) -> Size
  /// Answers an item's settings by its position, as `estimate` does; `nil` for the defaults.
  let settings: ((Int) -> FlowItemSettings)?
  /// The items broken into lines so far, from the first: every line but the last is a line of
  /// the whole flow; the last is, too, once `broken.count == count`.
  var broken: IncrementalFlow<MeasurableSize>
  /// Items past the broken ones that were measured, or inserted with an estimate of their own,
  /// by position.
  var pending: [Int: MeasurableSize] = [:]
  /// The positions of the items that start held lines, all among the broken ones.
  var heldItems: Set<Int> = []
  /// Whether lines whose items have their estimates can be held, as measured ones are: for
  /// estimates that are the items' sizes (a collection view delegate's), not guesses that
  /// measuring replaces. Off by default, since a line of guesses breaks otherwise once
  /// measured. See ``holdLines(in:releasingOutside:viewport:)``.
  public var holdsLinesOfEstimates = false

  /// A flow of `count` items laid out with `flow` for `proposal`, whose sizes are
  /// `estimate(position)` until they are measured. The estimates are asked for as lines are
  /// broken, with the items' positions as they are then: after an edit, `estimate` answers
  /// for the items as the edit left them.
  ///
  /// - Complexity: O(1) when lines are read on demand, O(*n*) otherwise.
  public init(
    flow: FlowEngine, count: Int, proposal: ProposedSize, estimate: @escaping (Int) -> Size
  ) {
    self.init(flow: flow, count: count, proposal: proposal, estimate: estimate, settings: nil)
  }

  /// A flow of `count` items as ``init(flow:count:proposal:estimate:)`` makes one, whose items
  /// have the settings `settings(position)`: growth, a basis, an alignment of their own or a
  /// forced break. They are asked for as estimates are, and for an item inserted or replaced by
  /// ``apply(_:viewport:)`` when the edit applies; measuring an item keeps its settings. An
  /// item that grows or has a basis takes any length that is at least its size. Where the
  /// items broken so far make every line depend on every item, as growth can, the flow is
  /// broken whole from then on.
  ///
  /// - Complexity: As ``init(flow:count:proposal:estimate:)``.
  public init(
    flow: FlowEngine, count: Int, proposal: ProposedSize, estimate: @escaping (Int) -> Size,
    settings: @escaping (Int) -> FlowItemSettings
  ) {
    self.init(
      flow: flow, count: count, proposal: proposal, estimate: estimate,
      settings: Optional(settings))
  }

  private init(
    flow: FlowEngine, count: Int, proposal: ProposedSize, estimate: @escaping (Int) -> Size,
    settings: ((Int) -> FlowItemSettings)?
  ) {
    precondition(count >= 0, "A self-sizing flow holds no fewer than zero items")
    self.flow = flow
    self.count = count
    self.proposal = proposal
    self.estimate = estimate
    self.settings = settings
    broken = IncrementalFlow(flow: flow, items: [], proposal: proposal)
    if !breaksOnDemand { breakLines(throughItem: count - 1) }
  }

  /// Whether the item at `index` was measured.
  ///
  /// - Complexity: O(*c*) for *c* chunks.
  public func isMeasured(_ index: Int) -> Bool {
    precondition(index >= 0 && index < count, "Item index out of range")
    return index < broken.count ? broken[index].isMeasured : pending[index]?.isMeasured == true
  }

  /// The item's current size: its measured size, or its estimate.
  ///
  /// - Complexity: O(*c*) for *c* chunks.
  public func size(ofItem index: Int) -> Size {
    precondition(index >= 0 && index < count, "Item index out of range")
    return index < broken.count ? broken[index].size : item(at: index).size
  }

  /// The items that were measured, with their sizes, in order.
  ///
  /// - Complexity: O(*n*) for *n* items broken so far, plus O(*p* log *p*) for *p* measured
  ///   past them.
  public func measuredSizes() -> [(index: Int, size: Size)] {
    let brokenSizes = broken.items(in: 0..<broken.count).enumerated().compactMap {
      index, item in item.isMeasured ? (index: index, size: item.size) : nil
    }
    let pendingSizes = pending.filter(\.value.isMeasured).sorted { $0.key < $1.key }.map {
      (index: $0.key, size: $0.value.size)
    }
    return brokenSizes + pendingSizes
  }

  /// The slots, in visual order, that overlap `range` across the lines: the lines in view of a
  /// container scrolled to that range, as ``IncrementalFlow/slots(overlapping:)`` gives them for
  /// the current sizes. Lines up to the range's end are broken first.
  ///
  /// - Complexity: O(log *L* + *k*) for *L* lines broken and *k* items in view, plus breaking
  ///   lines not read before.
  public mutating func slots(overlapping range: Range<Double>) -> [FlowLineSlot] {
    breakLines(reaching: range.upperBound)
    return broken.slots(overlapping: range)
  }

  /// The first slot, in visual order, that overlaps `range` across the lines and meets
  /// `condition`: the first of ``slots(overlapping:)`` that does, as
  /// ``IncrementalFlow/firstSlot(overlapping:where:)`` finds it.
  ///
  /// - Complexity: As ``IncrementalFlow/firstSlot(overlapping:where:)``, plus breaking the lines
  ///   up to the range's end not read before.
  public mutating func firstSlot(
    overlapping range: Range<Double>, where condition: (FlowLineSlot) -> Bool = { _ in true }
  ) -> FlowLineSlot? {
    breakLines(reaching: range.upperBound)
    return broken.firstSlot(overlapping: range, where: condition)
  }

  /// The frames of the items of `slot`, in item order, with the cross coordinate measured from
  /// the slot's start, as ``IncrementalFlow/frames(in:)`` gives them.
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in the line.
  public mutating func frames(in slot: FlowLineSlot) -> [Rect] {
    precondition(slot.line < completeLineCount, "The slot's line was not read")
    return broken.frames(in: slot)
  }

  /// Where the line holding the item at `index` starts across the lines: the scroll offset
  /// that shows the item at the viewport's start; 0 for an item past ``FlowEngine/maxLines``,
  /// which no line shows.
  ///
  /// - Complexity: O(*c* + *k*) for *k* items in the line, plus breaking the lines up to the
  ///   item when they were not read before: a jump to item *i* costs at most a layout of the
  ///   items before it.
  public mutating func offset(ofItem index: Int) -> Double {
    slot(containing: index)?.start ?? 0
  }

  /// The slot of the line holding the item at `index`, as ``IncrementalFlow/slot(containing:)``
  /// gives it; `nil` for an item past ``FlowEngine/maxLines``, which no line shows.
  ///
  /// - Complexity: As ``offset(ofItem:)``.
  public mutating func slot(containing index: Int) -> FlowLineSlot? {
    precondition(index >= 0 && index < count, "Item index out of range")
    breakLines(throughItem: index)
    return broken.slot(containing: index)
  }

  /// The flow's length across the lines: exact up to the lines read, and past them the lines
  /// read so far's mean thickness and gap for each line the rest of the items would fill at
  /// their mean count per line.
  ///
  /// - Complexity: O(*c*) for *c* chunks, plus O(*m*) for *m* lines moved since the last read.
  public mutating func contentLength() -> Double {
    guard broken.count < count else { return flow.axis.cross(broken.size()) }
    // The first lines, to estimate the rest from, when none were read.
    if completeLineCount == 0 { breakLines(throughItem: Swift.min(count - 1, 1_024)) }
    let lines = completeLineCount
    guard broken.count < count else { return flow.axis.cross(broken.size()) }
    let lastLine = broken.slot(ofLine: lines - 1)
    let end = lastLine.start + lastLine.length
    let itemsRead = broken.range(ofLine: lines - 1).upperBound
    let linesLeft = Double(count - itemsRead) * Double(lines) / Double(itemsRead)
    return end + linesLeft * end / Double(lines)
  }
}
