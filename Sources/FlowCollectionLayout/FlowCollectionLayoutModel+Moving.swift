import FlowLayoutEngine

extension FlowCollectionLayoutModel {
  /// Where the item at `path`, dragged to `position`, goes: the insertion index that
  /// `FlowHitTester` finds among the lines of the section under `position` that are near it,
  /// counted among the section's items without the dragged one when it is dragged within its
  /// section.
  ///
  /// - Complexity: O(log *s* + log *L* + *k*) for *k* items on the lines near the position.
  public mutating func targetPath(forMovingItem path: FlowItemPath, at position: Point)
    -> FlowItemPath
  {
    guard !sections.isEmpty else { return path }
    let axis = flow.axis
    let cross = axis.cross(position)
    let section = Swift.min(firstSection(endingAfter: cross), sections.count - 1)
    let count = sections[section].items.count
    let staying = section == path.section ? 1 : 0
    guard count > staying else { return FlowItemPath(section: section, item: 0) }
    // The line whose slot holds the position (or the first or last, past the ends) and its
    // neighbours, among which the hit tester finds the nearest.
    let start = itemsStart(ofSection: section)
    let local = cross - start
    let end = sections[section].items.contentLength()
    let clamped = Swift.min(Swift.max(local, 0), Swift.max(end.nextDown, 0))
    let holding =
      sections[section].items.firstSlot(overlapping: clamped..<clamped.nextUp)
      ?? sections[section].items.slot(containing: local <= 0 ? 0 : count - 1)
    guard let holding else { return path }
    // In reading order, as the hit tester takes lines.
    let slots = sections[section].items.slots(
      overlapping: holding.start.nextDown..<(holding.start + holding.length).nextUp
    ).sorted { $0.line < $1.line }
    guard let first = slots.first else { return path }
    // A layout of those lines alone, in the section's coordinates.
    let firstItem = first.items.lowerBound
    var frames: [Rect] = []
    for slot in slots {
      for frame in sections[section].items.frames(in: slot) {
        var placed = frame
        axis.setCrossStart(slot.start + axis.crossStart(frame), of: &placed)
        frames.append(placed)
      }
    }
    let lines = slots.map {
      ($0.items.lowerBound - firstItem)..<($0.items.upperBound - firstItem)
    }
    let result = FlowResult(
      size: .zero, frames: frames, lines: lines, hiddenCount: 0)
    let along = (axis == .horizontal ? position.x : position.y) - sectionInset.along(axis).start
    let hit = FlowHitTester(flow: sections[section].items.flow, result: result)
      .hit(at: axis.point(main: along, cross: local))
    var target = firstItem + hit.insertionIndex
    if staying == 1, target > path.item { target -= 1 }
    return FlowItemPath(section: section, item: Swift.min(target, count - staying))
  }

  /// The item at `path` while it is dragged: centred on `position`, in front of the others.
  ///
  /// - Complexity: As ``element(ofItem:)``.
  public mutating func movingElement(at path: FlowItemPath, position: Point)
    -> FlowCollectionElement?
  {
    guard var element = itemElement(at: path) else { return nil }
    element.frame.origin = Point(
      x: position.x - element.frame.size.width / 2, y: position.y - element.frame.size.height / 2)
    element.zIndex = 1
    return element
  }
}
