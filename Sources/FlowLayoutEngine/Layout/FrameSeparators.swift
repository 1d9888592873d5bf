extension LayoutPass {
  /// Step 8, first part: frames the separators, in the container's coordinates before step 8
  /// places them with the items. An item separator sits midway between two neighbours of a line
  /// along it, and across it as ``FlowEngine/itemAlignment`` places items (centred for the
  /// baseline alignments, which a separator has none of); a line separator sits midway between
  /// two lines and spans the container's length `container` along them.
  ///
  /// - Complexity: O(*n*) for *n* shown items; nothing to do without separators.
  /// The frames the previous layout into the same result left are replaced, their storage
  /// kept. Only flows with separators take this step.
  @inlinable
  mutating func frameSeparators(in container: Size) {
    if let separator = constants.itemSeparator {
      switch flow.axis {
      case .horizontal: frameItemSeparators(size: separator, along: HorizontalAxis.self)
      case .vertical: frameItemSeparators(size: separator, along: VerticalAxis.self)
      }
    } else if !separators.isEmpty {
      separators.removeAll(keepingCapacity: true)
    }
    if let thickness = constants.lineSeparator {
      frameLineSeparators(thickness: thickness, spanning: flow.axis.main(container))
    } else if !lineSeparators.isEmpty {
      lineSeparators.removeAll(keepingCapacity: true)
    }
  }

  /// Frames a line separator `thickness` thick and `length` long midway between each two
  /// consecutive lines, written in place.
  ///
  /// - Complexity: O(*l*) for *l* shown lines.
  @inlinable
  mutating func frameLineSeparators(thickness: Double, spanning length: Double) {
    let (axis, lines) = (flow.axis, scratch.lines)
    lineSeparators.resize(to: Swift.max(lines.count - 1, 0), filling: .zero)
    lineSeparators.withUnsafeMutableBufferPointer { output in
      for index in output.indices {
        let middle = (lines[index].crossEnd + lines[index + 1].crossOffset) / 2
        output[index] = axis.rect(
          mainStart: 0, crossStart: middle - thickness / 2, main: length, cross: thickness)
      }
    }
  }

  /// Frames a separator `size` long and thick between each two neighbours of every line that
  /// separators go between, written in place: one pass to count them, one to frame them.
  ///
  /// - Complexity: O(*n*) for *n* shown items.
  @inlinable
  mutating func frameItemSeparators<Axis: StaticAxis>(
    size: (main: Double, cross: Double), along _: Axis.Type
  ) {
    var count = 0
    for line in scratch.lines { count += Swift.max(countedItems(in: line.range) - 1, 0) }
    var alignment = measurer.rules.resolved(flow.itemAlignment)
    if alignment.baseline != nil { alignment = .center }
    let (lines, frames) = (scratch.lines, UnsafeBufferPointer(frames))
    separators.resize(to: count, filling: .zero)
    // Two copies of the loop, so that without collapsing items none reads the records.
    if measurer.rules.collapsesEmptyItems {
      frameItemSeparators(
        size: size, alignment: alignment, lines: lines, frames: frames, collapsing: true,
        along: Axis.self)
    } else {
      frameItemSeparators(
        size: size, alignment: alignment, lines: lines, frames: frames, collapsing: false,
        along: Axis.self)
    }
  }

  /// Frames the item separators of every line in `lines` into ``separators``, which has room
  /// for them; `collapsing` is whether empty items collapse.
  ///
  /// - Complexity: O(*n*) for *n* shown items.
  @inlinable @inline(__always)
  mutating func frameItemSeparators<Axis: StaticAxis>(
    size: (main: Double, cross: Double), alignment: ItemAlignment, lines: InPlaceStore<Line>,
    frames: UnsafeBufferPointer<Rect>, collapsing: Bool, along _: Axis.Type
  ) {
    let (records, stretches, share) = (scratch.records, alignment == .stretch, alignment.share)
    separators.withUnsafeMutableBufferPointer { output in
      var next = 0
      for line in lines {
        let cross = stretches ? line.cross : size.cross
        let separator = Axis.axis.rect(
          mainStart: 0, crossStart: line.crossStart(ofThickness: cross, share: share),
          main: size.main, cross: cross)
        Self.frameSeparators(
          in: line.range, of: frames, collapsing: collapsing, records: records,
          like: separator, along: Axis.self, into: output, at: &next)
      }
    }
  }

  /// Frames the separators between the neighbours in `range` that separators go between (see
  /// ``counts(_:)``), each like `separator` but for where it starts along the line, into
  /// `separators` from `next` on.
  ///
  /// - Complexity: O(*k*) for *k* items.
  @inlinable @inline(__always)
  static func frameSeparators<Axis: StaticAxis>(
    in range: Range<Int>, of frames: UnsafeBufferPointer<Rect>, collapsing: Bool,
    records: [ItemRecord], like separator: Rect, along _: Axis.Type,
    into separators: UnsafeMutableBufferPointer<Rect>, at next: inout Int
  ) {
    let axis = Axis.axis
    // The first item that counts is found before the loop, which then frames a separator
    // before every item that counts, with no test for whether one came before.
    var first = range.lowerBound
    while first < range.upperBound, !counts(first, collapsing: collapsing, records: records) {
      first += 1
    }
    guard first < range.upperBound else { return }
    var previousEnd = axis.mainStart(frames[first]) + axis.main(frames[first].size)
    for index in (first + 1)..<range.upperBound
    where counts(index, collapsing: collapsing, records: records) {
      let start = axis.mainStart(frames[index])
      separators[next] = separator
      axis.setMainStart(
        (previousEnd + start - axis.main(separator.size)) / 2, of: &separators[next])
      next &+= 1
      previousEnd = start + axis.main(frames[index].size)
    }
  }

  /// Whether the item at `index` counts as an item of its line, for its separators, its
  /// justification and whether it is alone on its line: every item, unless it is empty and
  /// empty items collapse (see ``FlowEngine/collapsesEmptyItems``).
  @inlinable @inline(__always)
  func counts(_ index: Int) -> Bool {
    Self.counts(index, collapsing: measurer.rules.collapsesEmptyItems, records: scratch.records)
  }

  /// ``counts(_:)`` given whether empty items collapse and, if they do, the items' records.
  @inlinable @inline(__always)
  static func counts(_ index: Int, collapsing: Bool, records: [ItemRecord]) -> Bool {
    !collapsing || !records[index].collapses
  }

  /// How many items in `range` count (see ``counts(_:)``).
  ///
  /// - Complexity: O(1), or O(*k*) for *k* items when empty items collapse.
  @inlinable
  func countedItems(in range: Range<Int>) -> Int {
    guard measurer.rules.collapsesEmptyItems else { return range.count }
    var count = 0
    for index in range where counts(index) { count += 1 }
    return count
  }
}
