import FlowLayoutEngine

extension FlowCollectionLayoutModel {
  /// The frame of the gap before the item at `path`, where AppKit draws its drop indicator
  /// while an item is dragged: centred on the point where a dropped item goes along the line
  /// (between the item before and the item at `path` on their line, on a line's start before
  /// its first item, on the end of a section's last item for `path.item` equal to its count),
  /// as long as `flow.itemSpacing` (2 points at least) and as thick as the line.
  ///
  /// In a section without lines, the gap is where its items would start, with no thickness;
  /// before an item that no line shows (past `FlowEngine/maxLines`), it is that item's empty
  /// frame.
  ///
  /// - Complexity: As ``element(ofItem:)``.
  public mutating func interItemGapFrame(before path: FlowItemPath) -> Rect {
    let axis = flow.axis
    guard sections.indices.contains(path.section) else { return .zero }
    let count = sections[path.section].items.count
    let item = Swift.min(Swift.max(path.item, 0), count)
    let length = Swift.max(flow.itemSpacing ?? 0, 2)
    // Along the lines, a right-to-left row starts at its right end.
    let reversed = axis == .horizontal && engineFlow.layoutDirection == .rightToLeft
    let end = { (frame: Rect) in axis.mainStart(frame) + axis.main(frame.size) }
    let lead = { (frame: Rect) in reversed ? end(frame) : axis.mainStart(frame) }
    let trail = { (frame: Rect) in reversed ? axis.mainStart(frame) : end(frame) }
    guard count > 0 else {
      let inset = sectionInset.along(axis)
      return axis.rect(
        mainStart: (reversed ? lineLength - inset.end : inset.start) - length / 2,
        crossStart: itemsStart(ofSection: path.section), main: length, cross: 0)
    }
    let neighbour = FlowItemPath(section: path.section, item: item == count ? item - 1 : item)
    guard let frame = itemElement(at: neighbour)?.frame else { return .zero }
    guard let slot = sections[path.section].items.slot(containing: neighbour.item) else {
      return frame
    }
    let centre: Double
    if item == count {
      centre = trail(frame)
    } else if item > slot.items.lowerBound,
      let before = itemElement(at: FlowItemPath(section: path.section, item: item - 1))?.frame
    {
      centre = (trail(before) + lead(frame)) / 2
    } else {
      centre = lead(frame)
    }
    // Across, from the line's first edge to its last, wherever its items are aligned.
    let line = sections[path.section].items.frames(in: slot)
    let top = line.map { axis.crossStart($0) }.min() ?? 0
    let bottom = line.map { axis.crossStart($0) + axis.cross($0.size) }.max() ?? 0
    return axis.rect(
      mainStart: centre - length / 2,
      crossStart: itemsStart(ofSection: path.section) + slot.start + top, main: length,
      cross: bottom - top)
  }
}
