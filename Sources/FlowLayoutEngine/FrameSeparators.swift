extension LayoutPass {
  /// Step 8, first part: frames the separators, in the container's coordinates before step 8
  /// places them with the items. An item separator sits midway between two neighbours of a line
  /// along it, and across it as ``FlowEngine/itemAlignment`` places items (centred for the
  /// baseline alignments, which a separator has none of); a line separator sits midway between
  /// two lines and spans the container's length `container` along them.
  ///
  /// - Complexity: O(*n*) for *n* shown items; nothing to do without separators.
  @inlinable
  mutating func frameSeparators(in container: Size) {
    if let separator = constants.itemSeparator {
      for line in scratch.lines { frameSeparators(in: line, size: separator) }
    }
    if let thickness = constants.lineSeparator {
      let axis = flow.axis
      for index in scratch.lines.indices.dropFirst() {
        let middle = (scratch.lines[index - 1].crossEnd + scratch.lines[index].crossOffset) / 2
        lineSeparators.append(
          axis.rect(
            mainStart: 0, crossStart: middle - thickness / 2, main: axis.main(container),
            cross: thickness))
      }
    }
  }

  /// Frames the separators between the neighbours of `line` that separators go between.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable
  mutating func frameSeparators(in line: Line, size: (main: Double, cross: Double)) {
    let axis = flow.axis
    var alignment = measurer.rules.resolved(flow.itemAlignment)
    if alignment.baseline != nil { alignment = .center }
    let cross = alignment == .stretch ? line.cross : size.cross
    let crossStart = line.crossOffset + Swift.max(line.cross - cross, 0) * alignment.share
    var previousEnd: Double?
    for index in line.range where counts(index) {
      let start = axis.mainStart(frames[index])
      if let previousEnd {
        separators.append(
          axis.rect(
            mainStart: (previousEnd + start - size.main) / 2, crossStart: crossStart,
            main: size.main, cross: cross))
      }
      previousEnd = start + axis.main(frames[index].size)
    }
  }

  /// Whether the item at `index` counts as an item of its line, for its separators, its
  /// justification and whether it is alone on its line: every item, unless it is empty and
  /// empty items collapse (see ``FlowEngine/collapsesEmptyItems``).
  @inlinable @inline(__always)
  func counts(_ index: Int) -> Bool {
    !measurer.rules.collapsesEmptyItems || !scratch.records[index].collapses
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
