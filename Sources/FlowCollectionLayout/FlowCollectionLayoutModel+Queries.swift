import FlowLayoutEngine

extension FlowCollectionLayoutModel {
  /// The elements whose frames meet `rect`: the headers, items and footers of the sections it
  /// crosses, in the collection's order. Lines read for the first time move the later sections
  /// when they change a section's estimated length; the next bounds change then invalidates
  /// the layout with the new content size (see ``shouldInvalidate(readingLinesAround:)``).
  ///
  /// - Complexity: O(log *s* + log *L* + *k*) for *s* sections, *L* lines and *k* elements in
  ///   the rect, plus breaking the lines not read before and moving the later sections when the
  ///   lines read change a section's estimated length (O(*s*)).
  public mutating func elements(in rect: Rect) -> [FlowCollectionElement] {
    let range = crossRange(of: rect)
    var elements: [FlowCollectionElement] = []
    var section = firstSection(endingAfter: range.lowerBound)
    while section < sections.count, sectionStarts[section] < range.upperBound {
      let items = itemElements(ofSection: section, in: range)
      refreshLength(of: section)
      elements += [header(ofSection: section)].compactMap { $0 }
      elements += items
      elements += [footer(ofSection: section)].compactMap { $0 }
      section += 1
    }
    return elements.filter { $0.frame.meets(rect) }
  }

  /// The items of section `section` on the lines that overlap `range`, across the lines of the
  /// collection.
  mutating func itemElements(ofSection section: Int, in range: Range<Double>)
    -> [FlowCollectionElement]
  {
    let start = itemsStart(ofSection: section)
    var elements: [FlowCollectionElement] = []
    let local =
      (range.lowerBound - start)..<Swift.max(range.upperBound - start, range.lowerBound - start)
    for slot in sections[section].items.slots(overlapping: local) {
      let frames = sections[section].items.frames(in: slot)
      for (offset, frame) in frames.enumerated() {
        elements.append(
          FlowCollectionElement(
            kind: .item, path: FlowItemPath(section: section, item: slot.items.lowerBound + offset),
            frame: contentFrame(of: frame, section: section, lineStart: slot.start)))
      }
    }
    return elements
  }

  /// The item at `path`, as the collection view asks for its attributes (to scroll to it, to
  /// select it, to insert it), or `nil` when the path is not one of the layout's. An item that
  /// no line shows (past `FlowEngine/maxLines`) is hidden, at an empty frame at the start of the
  /// section's end, so that the collection view gets attributes, as it requires for every valid
  /// index path. Reading the lines up to it can change the content size, as ``elements(in:)``
  /// can; the item is noted as one a scroll may be about to bring into view within the content
  /// size the collection view holds (see ``invalidation(forBoundsChange:)``).
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in its line, plus breaking the
  ///   lines up to it when they were not read before.
  public mutating func element(ofItem path: FlowItemPath) -> FlowCollectionElement? {
    let element = itemElement(at: path)
    if let element, !element.isHidden {
      // Where `.top` takes the item: its top below the top inset, within the content held.
      let held = flow.axis.cross(contentSizeRead ?? contentSize)
      let resting = restingOffsets(contentLength: held)
      let top = flow.axis.crossStart(element.frame) - scrollInsets.start
      scrollTarget = ItemScroll(
        to: path, from: flow.axis.crossStart(visibleRect),
        towards: Swift.min(Swift.max(top, resting.lowerBound), resting.upperBound),
        heldEnd: resting.upperBound)
    }
    return element
  }

  /// The item at `path`, as ``element(ofItem:)`` gives it, for the layout's own queries (focus,
  /// dragging, updates), which no scroll follows.
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* items in its line, plus breaking the
  ///   lines up to it when they were not read before.
  mutating func itemElement(at path: FlowItemPath) -> FlowCollectionElement? {
    guard sections.indices.contains(path.section),
      (0..<sections[path.section].items.count).contains(path.item)
    else { return nil }
    guard let slot = sections[path.section].items.slot(containing: path.item) else {
      let end = itemsStart(ofSection: path.section) + sections[path.section].items.contentLength()
      var hidden = FlowCollectionElement(
        kind: .item, path: path,
        frame: flow.axis.rect(
          mainStart: sectionInset.along(flow.axis).start, crossStart: end, main: 0, cross: 0))
      hidden.isHidden = true
      return hidden
    }
    let frame = sections[path.section].items.frames(in: slot)[path.item - slot.items.lowerBound]
    refreshLength(of: path.section)
    return FlowCollectionElement(
      kind: .item, path: path,
      frame: contentFrame(of: frame, section: path.section, lineStart: slot.start))
  }

  /// Section `section`'s header, spanning the lines' length, or `nil` when it has none.
  ///
  /// - Complexity: O(1).
  public func header(ofSection section: Int) -> FlowCollectionElement? {
    supplementaryElement(.header, ofSection: section).flatMap { $0.isHidden ? nil : $0 }
  }

  /// Section `section`'s footer, spanning the lines' length, or `nil` when it has none.
  ///
  /// - Complexity: O(1).
  public func footer(ofSection section: Int) -> FlowCollectionElement? {
    supplementaryElement(.footer, ofSection: section).flatMap { $0.isHidden ? nil : $0 }
  }

  /// Section `section`'s header or footer, as `kind` says, for a collection view that asks for
  /// it: hidden, with an empty frame where it would come, when it has no length, so that
  /// every valid index path has attributes (a batch update that shrinks a header to nothing
  /// still asks for it); `nil` only for a section that is not one of the layout's, or an item.
  ///
  /// - Complexity: O(1).
  public func supplementaryElement(_ kind: FlowCollectionElement.Kind, ofSection section: Int)
    -> FlowCollectionElement?
  {
    guard sections.indices.contains(section), kind != .item else { return nil }
    let length = kind == .header ? sections[section].headerLength : sections[section].footerLength
    let start = kind == .header ? sectionStarts[section] : sectionStarts[section + 1] - length
    var element = FlowCollectionElement(
      kind: kind, path: FlowItemPath(section: section, item: 0),
      frame: flow.axis.rect(mainStart: 0, crossStart: start, main: lineLength, cross: length))
    element.isHidden = length <= 0
    return element
  }

  /// The range across the lines that `rect` covers.
  func crossRange(of rect: Rect) -> Range<Double> {
    let start = flow.axis.crossStart(rect)
    return start..<(start + Swift.max(flow.axis.cross(rect.size), 0))
  }

  /// The first section that ends after `position` across the lines, or the number of sections.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  func firstSection(endingAfter position: Double) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let middle = (low + high) / 2
      if sectionStarts[middle + 1] > position { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

extension Rect {
  /// Whether this frame and `rect` share some area, as `CGRect.intersects(_:)` says: frames
  /// that only touch do not, and an empty frame meets nothing.
  func meets(_ rect: Rect) -> Bool {
    minX < rect.maxX && maxX > rect.minX && minY < rect.maxY && maxY > rect.minY
  }
}
