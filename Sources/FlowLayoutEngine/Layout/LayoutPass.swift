/// One layout of items: the spine that runs the steps in order, and the state they share.
///
/// Frames are built in item order in the container's coordinates, with the first line at the
/// cross-start edge and reading left to right; the last step flips them for reverse wrapping,
/// mirrors them for right-to-left, and moves them to the bounds' origin.
@usableFromInline
struct LayoutPass<Items: RandomAccessCollection> where Items.Element: FlowItem {
  @usableFromInline let constants: LayoutConstants
  @usableFromInline let measurer: ItemMeasurer<Items>
  /// Whether greedy breaking without baselines takes the streaming loop (see `StreamLines.swift`),
  /// and the optimal breakers keep their records in the frames (see ``StagedRecords``), rather
  /// than the general steps with records of their own, which serve as the reference of both.
  @usableFromInline let streams: Bool

  /// One frame per item: the result's storage, which the steps fill in place.
  @usableFromInline var frames: UnsafeMutableBufferPointer<Rect>
  /// How many frames, from the first, belong to shown items.
  @usableFromInline var shownCount = 0
  /// The main-axis length of the longest line, as the lines were built.
  @usableFromInline var longestLine = 0.0
  /// The lines and the other working storage, taken from the result for the pass.
  @usableFromInline var scratch = LayoutScratch()
  /// The separators' frames: the result's storage, taken for the pass.
  @usableFromInline var separators: [Rect] = []
  @usableFromInline var lineSeparators: [Rect] = []
  /// The items' contiguous storage, if they have one, while the pass runs: what the streaming
  /// loop reads them from (see ``streamLines()``).
  @usableFromInline var contiguousItems: UnsafeBufferPointer<Items.Element>?

  /// A pass without the items' contiguous storage: passes are made by
  /// ``with(flow:items:proposal:bounds:streams:_:)``, which gives it to them.
  @inlinable
  init(flow: FlowEngine, items: Items, proposal: ProposedSize, bounds: Rect?, streams: Bool) {
    constants = LayoutConstants(flow: flow, proposal: proposal, bounds: bounds)
    measurer = ItemMeasurer(items: items, flow: flow)
    self.streams = streams
    frames = UnsafeMutableBufferPointer(start: nil, count: 0)
  }

  /// Makes a pass over `items` and runs `body` with it, giving the pass the items' contiguous
  /// storage for that time, if they have one (an array, for example). The storage is taken here,
  /// from the caller's items: taken by the pass from its own copy, in a method that changes the
  /// pass, it cost a copy of the whole measurer through its value witness, some 110 instructions
  /// per layout (6% of laying out 10 tags).
  @inlinable
  static func with<Result>(
    flow: FlowEngine, items: Items, proposal: ProposedSize, bounds: Rect?, streams: Bool = true,
    _ body: (inout Self) -> Result
  ) -> Result {
    var pass = Self(flow: flow, items: items, proposal: proposal, bounds: bounds, streams: streams)
    let contiguous = items.withContiguousStorageIfAvailable { storage in
      pass.contiguousItems = storage
      defer { pass.contiguousItems = nil }
      return body(&pass)
    }
    return contiguous ?? body(&pass)
  }

  @inlinable
  var flow: FlowEngine { constants.flow }

  /// Runs the steps in order and writes the result, reusing its storage: the frames are written
  /// in place, with no work per item beyond the layout itself.
  ///
  /// - Complexity: O(*n*) for *n* items with greedy breaking (see ``LineBreaking`` for the
  ///   others).
  @inlinable
  mutating func run(into result: inout FlowResult) {
    let count = measurer.items.count
    result.frames.resize(to: count, filling: .zero)
    scratch.exchange(with: &result.scratch)
    scratch.empty()
    if constants.drawsSeparators {
      swap(&separators, &result.separators)
      swap(&lineSeparators, &result.lineSeparators)
    } else {
      if !result.separators.isEmpty { result.separators.removeAll(keepingCapacity: true) }
      if !result.lineSeparators.isEmpty { result.lineSeparators.removeAll(keepingCapacity: true) }
    }
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkFreshState()
    #endif
    result.frames.withUnsafeMutableBufferPointer { frames in
      self.frames = frames
      result.size = layOut()
      self.frames = UnsafeMutableBufferPointer(start: nil, count: 0)
    }
    result.lines.resize(to: scratch.lines.count, filling: 0..<0)
    result.lines.withUnsafeMutableBufferPointer { ranges in
      for (index, line) in scratch.lines.enumerated() { ranges[index] = line.range }
    }
    result.hiddenCount = count - shownCount
    if constants.drawsSeparators {
      swap(&separators, &result.separators)
      swap(&lineSeparators, &result.lineSeparators)
    }
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants(of: result, origin: constants.containerOrigin)
    #endif
    scratch.exchange(with: &result.scratch)
  }

  /// The steps, in order (see `Documentation/Design.md`); returns the container's size.
  @inlinable
  mutating func layOut() -> Size {
    let settled = buildLines()  // 1–3: measure, break into lines, size lines
    let boundsMain = constants.bounds.flatMap { sanitizedBoundsLength(flow.axis.main($0.size)) }
    let growth = growItems(toFill: boundsMain ?? lengthToGrowInto())  // 4
    let containerMain =
      boundsMain
      ?? constants.fittingMain(
        longestLine: longestLine, hasLines: !scratch.lines.isEmpty, filledByGrowth: growth.fills)
    let packed = settled && !growth.changesCross
    let packedCross = packedCrossLength(packed: packed)
    let containerCross =
      constants.bounds.flatMap { sanitizedBoundsLength(flow.axis.cross($0.size)) }
      ?? constants.fittingCross(content: packedCross, hasLines: !scratch.lines.isEmpty)
    let moved = distributeLines(in: containerCross, packedLength: packedCross, packed: packed)  // 5
    justifyLines(in: containerMain)  // 6
    if !packed || moved { alignItems() }  // 7
    let container = Rect(
      origin: constants.containerOrigin,
      size: flow.axis.size(main: containerMain, cross: containerCross))
    if constants.drawsSeparators { frameSeparators(in: container.size) }
    place(in: container)  // 8
    hideRemainingItems(at: container.origin)
    return container.size
  }

  /// The main-axis length that growing items grow into when the container is not given one: a
  /// definite available length, or else the longest line.
  @inlinable @inline(__always)
  func lengthToGrowInto() -> Double {
    let available = constants.available
    guard available.isFinite, !scratch.growers.isEmpty else { return longestLine }
    return Swift.max(longestLine, available)
  }

  /// Gives the items past the shown lines a zero-size frame at the origin.
  @inlinable
  mutating func hideRemainingItems(at origin: Point) {
    for index in shownCount..<frames.count { frames[index] = Rect(origin: origin, size: .zero) }
  }
}
