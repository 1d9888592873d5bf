/// One layout of items: the state the steps share, and the spine that runs them in order.
///
/// Frames are built in item order in the container's coordinates, with the first line at the
/// cross-start edge and reading left to right; the last step flips them for reverse wrapping,
/// mirrors them for right-to-left, and moves them to the bounds' origin. In the common case (lines
/// packed at the start) each line is positioned as soon as it is complete, while its items are
/// still in cache, and no later step has work to do.
@usableFromInline
struct LayoutPass<Items: RandomAccessCollection> where Items.Element: FlowItem {
  @usableFromInline let flow: FlowEngine
  @usableFromInline let measurer: ItemMeasurer<Items>
  /// The main-axis length that lines are broken at.
  @usableFromInline let available: Double
  @usableFromInline let proposedCross: Double?
  @usableFromInline let bounds: Rect?
  @usableFromInline let maxItemsPerLine: Int
  @usableFromInline let maxLines: Int
  /// ``FlowEngine/lineSpacing`` with the input policy applied, or `nil`.
  @usableFromInline let lineSpacing: Double?
  /// The baseline rows align on, or `nil`.
  @usableFromInline let baselineAlignment: Baseline?
  /// Whether greedy breaking without baselines takes the streaming loop (see `StreamLines.swift`)
  /// rather than the general steps, which serve as its reference.
  @usableFromInline let streams: Bool

  /// One frame per item: the result's storage, which the steps fill in place.
  @usableFromInline var frames: UnsafeMutableBufferPointer<Rect>
  /// How many frames, from the first, belong to shown items.
  @usableFromInline var shownCount = 0
  /// The shown lines.
  @usableFromInline var lines: [Line] = []
  /// The main-axis length of the longest line, as the lines were built.
  @usableFromInline var longestLine = 0.0
  /// Per item, the baseline its row aligns on (only with baseline alignment).
  @usableFromInline var baselines: [Double] = []
  /// The items that grow, in order.
  @usableFromInline var growers: [Grower] = []
  /// Every item's record, for the line breakers that need to see them all before breaking.
  @usableFromInline var records: [ItemRecord] = []
  @usableFromInline var solver: SegmentSolver?
  /// Whether line offsets or item alignments must be worked out again after the lines were
  /// first positioned (because items grew).
  @usableFromInline var linesChanged = false

  @inlinable
  init(flow: FlowEngine, items: Items, proposal: ProposedSize, bounds: Rect?, streams: Bool = true)
  {
    self.flow = flow
    measurer = ItemMeasurer(items: items, flow: flow)
    available = sanitizedProposal(flow.axis.main(proposal)) ?? .infinity
    proposedCross = sanitizedProposal(flow.axis.cross(proposal))
    self.bounds = bounds
    maxItemsPerLine = Swift.max(flow.maxItemsPerLine ?? .max, 1)
    maxLines = Swift.max(flow.maxLines ?? .max, 0)
    lineSpacing = flow.lineSpacing.map(sanitizedLength)
    baselineAlignment = flow.baselineAlignment
    self.streams = streams
    frames = UnsafeMutableBufferPointer(start: nil, count: 0)
  }

  /// Runs the steps in order and writes the result, reusing its storage: the frames are written
  /// in place, with no work per item beyond the layout itself.
  ///
  /// - Complexity: O(*n*) for *n* items with greedy breaking (see ``LineBreaking`` for the
  ///   others).
  @inlinable
  mutating func run(into result: inout FlowResult) {
    let count = measurer.items.count
    result.frames.resize(to: count, filling: .zero)
    takeScratch(from: &result.scratch)
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkFreshState()
    #endif
    result.frames.withUnsafeMutableBufferPointer { frames in
      self.frames = frames
      layOut(into: &result.size)
      self.frames = UnsafeMutableBufferPointer(start: nil, count: 0)
    }
    result.lines.resize(to: lines.count, filling: 0..<0)
    result.lines.withUnsafeMutableBufferPointer { ranges in
      for (index, line) in lines.enumerated() { ranges[index] = line.range }
    }
    result.hiddenCount = count - shownCount
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants(of: result, origin: containerOrigin)
    #endif
    swapScratch(with: &result.scratch)
  }

  /// Takes the working storage from `scratch`, emptied but keeping its capacity.
  @inlinable
  mutating func takeScratch(from scratch: inout LayoutScratch) {
    swapScratch(with: &scratch)
    // Emptying an empty array still costs a call; most layouts leave most of these empty.
    if !lines.isEmpty { lines.removeAll(keepingCapacity: true) }
    if !baselines.isEmpty { baselines.removeAll(keepingCapacity: true) }
    if !growers.isEmpty { growers.removeAll(keepingCapacity: true) }
    if !records.isEmpty { records.removeAll(keepingCapacity: true) }
  }

  /// Swaps the working storage with `scratch`: to reuse its capacity, and to keep the storage
  /// for the next layout.
  @inlinable
  mutating func swapScratch(with scratch: inout LayoutScratch) {
    swap(&lines, &scratch.lines)
    swap(&baselines, &scratch.baselines)
    swap(&growers, &scratch.growers)
    swap(&records, &scratch.records)
    // The solver holds several arrays: swapping it costs retains and releases even when empty.
    if solver != nil || scratch.solver != nil { swap(&solver, &scratch.solver) }
  }

  /// The steps, in order; writes the container's size.
  @inlinable
  mutating func layOut(into size: inout Size) {
    buildLines()  // steps 1–3: measure, break into lines, size each line
    let containerMain =
      bounds.flatMap { sanitizedBoundsLength(flow.axis.main($0.size)) } ?? fittingMain()
    growItems(toFill: containerMain)  // step 3b
    let containerCross =
      bounds.flatMap { sanitizedBoundsLength(flow.axis.cross($0.size)) } ?? fittingCross()
    distributeLines(in: containerCross)  // step 4
    if linesChanged { alignItems() }  // step 6 (already done line by line otherwise)
    let container = Rect(
      origin: containerOrigin, size: flow.axis.size(main: containerMain, cross: containerCross))
    place(in: container, containerMain: containerMain)  // steps 5 and 7
    hideRemainingItems(at: container.origin)
    size = container.size
  }

  /// Where the container is: the bounds' origin, or the origin of the coordinates.
  @inlinable
  var containerOrigin: Point {
    Point(x: sanitizedCoordinate(bounds?.minX ?? 0), y: sanitizedCoordinate(bounds?.minY ?? 0))
  }

  /// The main-axis length of the container that fits: its longest line, or all of a definite
  /// available length when something in it spreads or grows.
  @inlinable @inline(__always)
  func fittingMain() -> Double {
    let longest = longestLine
    guard available.isFinite, !lines.isEmpty else { return longest }
    let spreads =
      flow.justification.fillsAvailableSpace
      || flow.lastLineJustification?.fillsAvailableSpace == true || !growers.isEmpty
    return spreads ? Swift.max(longest, available) : longest
  }

  /// The cross-axis length of the container that fits: its lines and the gaps between them, or
  /// all of a definite proposed length when the lines spread over it.
  @inlinable @inline(__always)
  func fittingCross() -> Double {
    let content = packedCrossLength()
    guard let proposedCross, proposedCross.isFinite, !lines.isEmpty,
      flow.lineAlignment.fillsAvailableSpace
    else { return content }
    return Swift.max(content, proposedCross)
  }

  /// Gives the items past the shown lines a zero-size frame at the origin.
  @inlinable
  mutating func hideRemainingItems(at origin: Point) {
    for index in shownCount..<frames.count { frames[index] = Rect(origin: origin, size: .zero) }
  }
}

extension FlowEngine {
  /// Which baseline rows align on, or `nil` when ``itemAlignment`` is not a baseline alignment or
  /// the flow is vertical, where baselines do not apply.
  @inlinable
  var baselineAlignment: Baseline? {
    guard axis == .horizontal else { return nil }
    switch itemAlignment {
    case .firstTextBaseline: return .first
    case .lastTextBaseline: return .last
    case .start, .center, .end, .stretch: return nil
    }
  }
}
