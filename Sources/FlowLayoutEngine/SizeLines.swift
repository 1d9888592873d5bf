/// An item that grows into its line's free space.
@usableFromInline
struct Grower: Sendable {
  @usableFromInline var index: Int
  @usableFromInline var grow: Double
  @usableFromInline var maxMain: Double

  @inlinable
  init(index: Int, grow: Double, maxMain: Double) {
    self.index = index
    self.grow = grow
    self.maxMain = maxMain
  }
}

extension LayoutPass {
  /// Step 3, item by item: appends an item to the line being built, and keeps its baseline and
  /// whether it grows when a setting needs them.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable @inline(__always)
  mutating func append(
    _ record: ItemRecord, at index: Int, to line: inout Line,
    frames: UnsafeMutableBufferPointer<Rect>
  ) {
    Self.add(record, at: index, to: &line, frames: frames, axis: flow.axis)
    if baselineAlignment != nil { addBaseline(record) }
    addGrower(at: index, grow: record.grow, maxMain: record.maxMain)
  }

  /// Keeps the item at `index` among the items that grow into their line's free space, if its
  /// weight is positive: the rule every path applies.
  @inlinable @inline(__always)
  mutating func addGrower(at index: Int, grow: Double, maxMain: Double) {
    if grow > 0 { growers.append(Grower(index: index, grow: grow, maxMain: maxMain)) }
  }

  /// Packs an item after the previous one in its line, and grows the line's length, thickness
  /// and spacing preferences.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  static func add(
    _ record: ItemRecord, at index: Int, to line: inout Line,
    frames: UnsafeMutableBufferPointer<Rect>, axis: FlowAxis
  ) {
    let mainStart = line.range.isEmpty ? 0 : line.main + record.gapBefore
    frames[index] = axis.rect(
      mainStart: mainStart, crossStart: 0, main: record.main, cross: record.cross)
    line.range = line.range.lowerBound..<(index + 1)
    line.main = mainStart + record.main
    line.fit(cross: record.cross)
    line.spacingBefore = Swift.max(line.spacingBefore, record.spacingBeforeLine)
    line.spacingAfter = Swift.max(line.spacingAfter, record.spacingAfterLine)
  }

  /// Step 3 with baseline alignment: keeps the item's baseline, from which the line's thickness
  /// and its items' places are worked out once it is complete.
  @inlinable
  mutating func addBaseline(_ record: ItemRecord) {
    baselines.append(record.baseline)
  }

  /// The distance from the cross-start edge of `line` to the baseline its items share: the
  /// longest distance from an item's cross-start edge to its baseline.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable
  func baselineOffset(of line: Line) -> Double {
    var ascent = 0.0
    for index in line.range { ascent = Swift.max(ascent, baselines[index]) }
    return ascent
  }

  /// With baseline alignment, makes `line` as thick as its items' tallest parts above and below
  /// the shared baseline together.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable
  func fitBaselines(of line: inout Line) {
    var descent = 0.0
    for index in line.range {
      descent = Swift.max(descent, flow.axis.cross(frames[index].size) - baselines[index])
    }
    line.cross = Swift.max(line.cross, baselineOffset(of: line) + descent)
  }

  /// Step 3, line by line: completes a line, places it after the previous one and aligns its
  /// items, which later steps change only when lines must spread or items grew.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable
  mutating func finishLine(_ line: Line, endsParagraph: Bool) {
    var line = line
    positionLine(&line, after: lines.last, endsParagraph: endsParagraph)
    shownCount = line.range.upperBound
    longestLine = Swift.max(longestLine, line.main)
    lines.append(line)
    alignItems(in: line)
  }

  /// Completes a line and places it after `previous`, the line before it if any. An item alone
  /// on its line because it is longer than the line is offered the available length, so that a
  /// text-like item wraps instead of overflowing.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  mutating func positionLine(_ line: inout Line, after previous: Line?, endsParagraph: Bool) {
    if isOversized(itemCount: line.range.count, main: line.main) {
      offerAvailableLength(in: &line)
    }
    if baselineAlignment != nil { fitBaselines(of: &line) }
    line.endsParagraph = endsParagraph
    if let previous {
      line.crossOffset = offset(ofLineAfter: previous, before: line.spacingBefore)
    }
  }

  /// Whether a line of `itemCount` items, `main` long, is one item longer than the available
  /// length, which is then offered that length: the rule every path applies.
  @inlinable @inline(__always)
  func isOversized(itemCount: Int, main: Double) -> Bool {
    itemCount == 1 && !fits(main, in: available)
  }

  /// Offers the available length to the only item of `line`, which is longer than that. Out of
  /// line: it is rare, and every specialization of the streaming loop shares it.
  @inlinable @inline(never)
  mutating func offerAvailableLength(in line: inout Line) {
    let index = line.range.lowerBound
    let answer = measurer.measure(index, main: available, cross: nil)
    flow.axis.setMain(answer.main, of: &frames[index])
    flow.axis.setCross(answer.cross, of: &frames[index])
    if baselineAlignment != nil { baselines[index] = answer.baseline }
    line.main = answer.main
    line.cross = answer.cross
  }

  /// Measures a line again from its items' frames, after some of them changed size.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable
  mutating func remeasureLine(_ lineIndex: Int) {
    var line = lines[lineIndex]
    line.cross = 0
    for index in line.range {
      line.main = flow.axis.mainStart(frames[index]) + flow.axis.main(frames[index].size)
      line.fit(cross: flow.axis.cross(frames[index].size))
    }
    if baselineAlignment != nil { fitBaselines(of: &line) }
    lines[lineIndex] = line
  }
}
