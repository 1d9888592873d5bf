extension IncrementalFlow {
  /// The container's size: what ``FlowEngine/sizeThatFits(_:proposal:)`` answers for the items.
  ///
  /// - Complexity: O(*c*) for *c* chunks, plus O(*m*) for *m* lines moved since the last read
  ///   that reached the last line.
  @inlinable
  public mutating func size() -> Size {
    guard keepsLines else { return whole.size }
    return flow.axis.size(
      main: containerMain(),
      cross: constants.fittingCross(content: linesEnd(), hasLines: lineCount > 0))
  }

  /// The container's length along the lines, from the chunks' longest lines.
  ///
  /// - Complexity: O(*c*) for *c* chunks.
  @inlinable
  func containerMain() -> Double {
    constants.fittingMain(
      longestLine: chunks.reduce(0) { Swift.max($0, $1.longestLine) }, hasLines: lineCount > 0,
      filledByGrowth: false)
  }

  /// Whether placing frames reads the container's thickness across the lines, which depends on
  /// the last line's position: reverse wrapping flips across it, and columns right to left are
  /// mirrored across it.
  @inlinable
  var placingReadsThickness: Bool {
    flow.wrap == .reverse || flow.mirrorsLines
  }

  /// Where the last line ends across the lines, with every line's offset brought up to date.
  @inlinable
  mutating func linesEnd() -> Double {
    guard lineCount > 0 else { return 0 }
    updateOffsets(through: lineCount - 1)
    return chunks.last(where: { !$0.lines.isEmpty })?.lines.last?.crossEnd ?? 0
  }

  /// The items of line `line`, in reading order.
  ///
  /// - Complexity: O(*c*) for *c* chunks.
  @inlinable
  public func range(ofLine line: Int) -> Range<Int> {
    precondition(line >= 0 && line < lineCount, "Line out of range")
    guard keepsLines else { return whole.lines[line] }
    let (chunk, firstLine, base) = chunk(holdingLine: line)
    let range = chunks[chunk].lines[line - firstLine].range
    return (base + range.lowerBound)..<(base + range.upperBound)
  }

  /// The line that holds the item at `position`, or `nil` for an item past
  /// ``FlowEngine/maxLines``, which no line shows.
  ///
  /// - Complexity: O(*c* + log *l*) for *c* chunks and *l* lines in a chunk.
  @inlinable
  public func line(containing position: Int) -> Int? {
    precondition(position >= 0 && position < count, "Item position out of range")
    guard keepsLines else {
      let line = partitionPoint(in: whole.lines.indices) { whole.lines[$0].upperBound > position }
      return line < whole.lines.count ? line : nil
    }
    let (chunk, base) = chunk(holding: position)
    return firstLine(ofChunk: chunk) + chunks[chunk].line(containing: position - base)
  }

  /// The frames of the items of `lines`, in item order, as ``FlowEngine/layout(_:proposal:bounds:)``
  /// places them.
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in the lines, plus O(*m*) for *m*
  ///   lines moved since the last read (see ``IncrementalFlow``).
  @inlinable
  public mutating func frames(inLines lines: Range<Int>) -> [Rect] {
    precondition(lines.lowerBound >= 0 && lines.upperBound <= lineCount, "Lines out of range")
    guard !lines.isEmpty else { return [] }
    guard keepsLines else {
      return Array(
        whole.frames[
          whole.lines[lines.lowerBound].lowerBound..<whole.lines[lines.upperBound - 1].upperBound])
    }
    // The container's thickness and the flip extent are read only when placing reads them:
    // otherwise only the positions of the lines read are brought up to date.
    var (thickness, flipExtent) = (0.0, 0.0)
    if placingReadsThickness {
      let end = linesEnd()
      thickness = constants.fittingCross(content: end, hasLines: true)
      flipExtent = Swift.max(thickness, end)
    } else {
      updateOffsets(through: lines.upperBound - 1)
    }
    // Lines placed from their start do not read the container's length, which takes every
    // chunk to work out.
    let main = placesLinesFromTheirStart ? 0 : containerMain()
    let container = Rect(origin: .zero, size: flow.axis.size(main: main, cross: thickness))
    var frames: [Rect] = []
    var storage: [Rect] = []
    var (chunkIndex, firstLine, _) = chunk(holdingLine: lines.lowerBound)
    var line = lines.lowerBound
    while line < lines.upperBound {
      let chunkLines = chunks[chunkIndex].lines
      let last = Swift.min(lines.upperBound - firstLine, chunkLines.count)
      let placed = chunkLines[(line - firstLine)..<last]
      let items =
        chunks[chunkIndex].items[placed.first!.range.lowerBound..<placed.last!.range.upperBound]
      LayoutPass.with(flow: flow, items: items, proposal: proposal, bounds: nil) {
        $0.placeLines(placed, in: container, flipExtent: flipExtent, into: &storage)
      }
      frames.append(contentsOf: storage)
      line = firstLine + last
      firstLine += chunkLines.count
      chunkIndex += 1
    }
    return frames
  }

  /// The whole layout: what ``FlowEngine/layout(_:proposal:bounds:)`` gives for the items.
  ///
  /// - Complexity: O(*n*) for *n* items.
  @inlinable
  public mutating func result() -> FlowResult {
    guard keepsLines else { return whole }
    let frames = frames(inLines: 0..<lineCount)
    var lines: [Range<Int>] = []
    lines.reserveCapacity(lineCount)
    var base = 0
    for chunk in chunks {
      for line in chunk.lines {
        lines.append((base + line.range.lowerBound)..<(base + line.range.upperBound))
      }
      base += chunk.items.count
    }
    return FlowResult(size: size(), frames: frames, lines: lines, hiddenCount: 0)
  }

  /// Brings the cross offsets of the lines up to `line` up to date, each from the line before it
  /// by the same rule as a layout, in order, so that they come out exactly the same.
  ///
  /// - Complexity: O(*c* + *m*) for *c* chunks and *m* lines worked out again.
  @inlinable
  mutating func updateOffsets(through line: Int) {
    guard var stale = staleOffsets, stale.from <= line else { return }
    var (chunkIndex, firstLine, _) = chunk(holdingLine: stale.from)
    var local = stale.from - firstLine
    var previous: Line?
    if stale.from > 0 {
      previous =
        local > 0
        ? chunks[chunkIndex].lines[local - 1]
        : chunks[..<chunkIndex].last(where: { !$0.lines.isEmpty })?.lines.last
    }
    var number = stale.from
    while number <= line {
      while local == chunks[chunkIndex].lines.count {
        chunkIndex += 1
        local = 0
      }
      let current = chunks[chunkIndex].lines[local]
      let offset =
        previous.map { constants.offset(ofLineAfter: $0, before: current.spacingBefore) } ?? 0
      if number >= stale.unchangedFrom, offset == current.crossOffset {
        staleOffsets = nil
        return
      }
      chunks[chunkIndex].lines[local].crossOffset = offset
      previous = chunks[chunkIndex].lines[local]
      number += 1
      local += 1
    }
    stale.from = number
    staleOffsets = number < lineCount ? stale : nil
  }
}
