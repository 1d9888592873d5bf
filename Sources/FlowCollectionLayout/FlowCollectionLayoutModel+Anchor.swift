import FlowLayoutEngine

/// The first item of the first line in view, and how far its line starts from the viewport's
/// start across the lines.
struct FlowAnchor {
  var path: FlowItemPath
  var distance: Double
}

extension FlowCollectionLayoutModel {
  /// The anchor in the collection's visible rect: the first item of the first line in view,
  /// in the first section that has one; `nil` when no line is in view. A line is in view when
  /// its items are, not only the spacing after it: an edit in a line above the view that breaks
  /// it in two moves the lines in view down unless the anchor is past it.
  ///
  /// When the item at `measured` is about to take a new size and its line enters the view from
  /// above, the anchor is the first line in view after that line, so that the line grows or
  /// shrinks at its start, where it enters the view scrolling up, and the lines already shown
  /// stay where they are.
  ///
  /// - Complexity: O(log *s* + log *L* + *k*), as ``elements(in:)``.
  mutating func anchor(measuring measured: FlowItemPath? = nil) -> FlowAnchor? {
    let viewport = crossRange(of: visibleRect)
    var section = firstSection(endingAfter: viewport.lowerBound)
    while section < sections.count, sectionStarts[section] < viewport.upperBound {
      let start = itemsStart(ofSection: section)
      let local = (viewport.lowerBound - start)..<(viewport.upperBound - start)
      if let slot = firstSlotShown(inSection: section, overlapping: local, measuring: measured) {
        return FlowAnchor(
          path: FlowItemPath(section: section, item: slot.items.lowerBound),
          distance: start + slot.start - viewport.lowerBound)
      }
      section += 1
    }
    return nil
  }

  /// The first slot of `section` that overlaps `range`, in the section's coordinates, and whose
  /// items reach into it (a slot ends with the spacing after its line); past `measured`'s line
  /// where that line enters the range from above.
  ///
  /// - Complexity: O(log *L* + *k*) for *L* lines read and *k* items in the slots looked at.
  mutating func firstSlotShown(
    inSection section: Int, overlapping range: Range<Double>, measuring measured: FlowItemPath?
  ) -> FlowLineSlot? {
    var rest = range
    while rest.upperBound > rest.lowerBound {
      guard
        let slot = sections[section].items.firstSlot(
          overlapping: rest,
          where: { slot in
            guard let measured, measured.section == section, slot.start < range.lowerBound else {
              return true
            }
            return slot.items.lowerBound > measured.item
          })
      else { return nil }
      // The frames' cross coordinate is measured from the slot's start.
      let itemsEnd = sections[section].items.frames(in: slot).reduce(slot.start) {
        Swift.max($0, slot.start + flow.axis.crossStart($1) + flow.axis.cross($1.size))
      }
      if slot.start >= range.lowerBound || itemsEnd > range.lowerBound { return slot }
      rest = (slot.start + slot.length)..<range.upperBound
    }
    return nil
  }

  /// The content offset across the lines that puts `anchor`'s line as far from the viewport's
  /// start as it was, or as near as the scroll view can rest (see ``reachableOffset(_:)``);
  /// `nil` without an anchor, or when its item is gone.
  ///
  /// - Complexity: As `SelfSizingFlow/offset(ofItem:)`.
  mutating func anchoredOffset(_ anchor: FlowAnchor?) -> Double? {
    guard let anchor, sections.indices.contains(anchor.path.section) else { return nil }
    let count = sections[anchor.path.section].items.count
    guard count > 0 else { return nil }
    let item = Swift.min(anchor.path.item, count - 1)
    let line = sections[anchor.path.section].items.offset(ofItem: item)
    refreshLength(of: anchor.path.section)
    return reachableOffset(itemsStart(ofSection: anchor.path.section) + line - anchor.distance)
  }

  /// `offset` across the lines, clamped to where the collection view rests: from the top inset
  /// above the content (`-adjustedContentInset.top` under a navigation bar) to the content's end
  /// plus the bottom inset, widened to the current offset in a pull past an end or under a
  /// refresh control, so that a correction then does not snap the scroll view back.
  ///
  /// - Complexity: O(1).
  func reachableOffset(_ offset: Double) -> Double {
    let visible = crossRange(of: visibleRect)
    let reachable = scrollInsets.reachableOffsets(
      contentLength: flow.axis.cross(contentSize),
      viewportLength: visible.upperBound - visible.lowerBound, current: visible.lowerBound)
    return Swift.min(Swift.max(offset, reachable.lowerBound), reachable.upperBound)
  }

  /// The collection view's content insets across the lines (`adjustedContentInset`).
  var scrollInsets: ScrollInsets {
    let insets = source.contentInsets.across(flow.axis)
    return ScrollInsets(start: insets.start, end: insets.end)
  }

  /// The offsets across the lines the collection view rests within over content `length` long,
  /// without a pull: from the top inset above the content to its end plus the bottom inset.
  ///
  /// - Complexity: O(1).
  func restingOffsets(contentLength length: Double) -> ClosedRange<Double> {
    let visible = crossRange(of: visibleRect)
    return scrollInsets.reachableOffsets(
      contentLength: length, viewportLength: visible.upperBound - visible.lowerBound,
      current: -scrollInsets.start)
  }

  /// Whether the collection view rests at the content's end (or past it, in a pull or over
  /// lines that shortened the content), with content longer than it shows.
  ///
  /// - Complexity: O(1).
  func restsAtContentEnd() -> Bool {
    let resting = restingOffsets(contentLength: flow.axis.cross(contentSize))
    return resting.upperBound > resting.lowerBound + 0.5
      && crossRange(of: visibleRect).lowerBound >= resting.upperBound - 0.5
  }

  /// Makes `change` and says what moved: the elements in view whose frames changed, and the
  /// adjustments of the content offset that keeps the anchor in place and of the content size
  /// the collection view last read, which it is taken to hold from then on.
  mutating func invalidation(
    measuring measured: FlowItemPath? = nil, keepingAnchorThrough change: (inout Self) -> Void
  ) -> FlowInvalidation {
    let visible = visibleRect
    let viewportStart = flow.axis.crossStart(visible)
    let before = Dictionary(
      elements(in: visible).map { (Key($0), $0.frame) }, uniquingKeysWith: { first, _ in first })
    let anchor = anchor(measuring: measured) ?? self.anchor()
    let size = contentSize
    // Resting at the content's end (after a scroll to an item in the last screen, say), the
    // collection view stays there: the content's end is kept in place rather than the first
    // line in view, so that lines growing in view push the ones above it up, and the last
    // lines, the target's, stay in view.
    let keepsEnd =
      scrolledToItemAt.map { abs($0 - viewportStart) <= 0.5 } == true && restsAtContentEnd()
    change(&self)
    var offset = anchoredOffset(anchor) ?? viewportStart
    if keepsEnd {
      offset = reachableOffset(
        viewportStart + flow.axis.cross(contentSize) - flow.axis.cross(size))
      scrolledToItemAt = offset
    }
    // A scroll to an item under way goes on from the adjusted offset where UIKit takes the
    // adjustment along.
    scrollTarget?.adjust(by: offset - viewportStart)
    var moved = visible
    flow.axis.setCrossStart(offset, of: &moved)
    let changed = elements(in: moved).filter { before[Key($0)] != $0.frame }
    let newSize = contentSize
    let held = contentSizeRead ?? size
    contentSizeRead = newSize
    return FlowInvalidation(
      items: changed.filter { $0.kind == .item }.map(\.path),
      headers: changed.filter { $0.kind == .header }.map(\.path.section),
      footers: changed.filter { $0.kind == .footer }.map(\.path.section),
      contentOffsetAdjustment: flow.axis.point(main: 0, cross: offset - viewportStart),
      contentSizeAdjustment: Size(
        width: newSize.width - held.width, height: newSize.height - held.height))
  }

  /// Whether a cell's measured size changes the layout, for a cell that was given no frame to
  /// fit (see ``shouldInvalidate(forPreferredSize:fitting:ofItem:)``).
  ///
  /// - Complexity: O(*c*) for *c* chunks of the item's section.
  public func shouldInvalidate(forPreferredSize size: Size, ofItem path: FlowItemPath) -> Bool {
    shouldInvalidate(forPreferredSize: size, fitting: nil, ofItem: path)
  }

  /// Whether a cell's measured size changes the layout: whether the item is self-sizing and
  /// the size it takes (see `recordedSize(_:fitting:ofItem:)`) is not the size it is laid out
  /// at.
  ///
  /// - Parameters:
  ///   - size: The size the cell answers (its preferred layout attributes' size).
  ///   - given: The size of the frame the cell was given to fit (its original attributes'),
  ///     when it was given one.
  ///   - path: The item's path.
  /// - Complexity: O(*c*) for *c* chunks of the item's section.
  public func shouldInvalidate(
    forPreferredSize size: Size, fitting given: Size?, ofItem path: FlowItemPath
  ) -> Bool {
    guard isSelfSizing, sections.indices.contains(path.section),
      (0..<sections[path.section].items.count).contains(path.item)
    else { return false }
    return sections[path.section].items.size(ofItem: path.item)
      != recordedSize(size, fitting: given, ofItem: path)
  }

  /// The size the item at `path` takes when its cell, given a frame of `given` size, answers
  /// `size`: ``takenSize(_:)``. A cell that fills the frame it is given answers the length the
  /// layout grew or stretched its item to, which cannot be told from a cell whose natural size
  /// is that frame: kept at its size where it answers its frame, an item whose natural length
  /// happens to be that frame's (common where sizes and spacing are whole points) would break
  /// its lines otherwise than a layout of the cells' sizes. Both are taken at what they answer,
  /// so a filling cell's item keeps a grown length; a cell that wraps fits itself to
  /// ``maximumItemLength`` rather than to its frame, and a cell pinned to its frame's edges fits
  /// at its compressed size along the lines, so that neither answers its frame.
  ///
  /// - Complexity: O(1).
  func recordedSize(_ size: Size, fitting given: Size?, ofItem path: FlowItemPath) -> Size {
    takenSize(size)
  }

  /// The size an item takes when its cell measures `size`: by the engine's input policy, and no
  /// longer along the lines than a line, as ``FlowEngine`` proposes a view wider than its line
  /// the line's length. A cell fitted at its compressed size (`fittingSizeLevel`) can measure
  /// wider than the collection view; its item takes the line's length, and the cell is laid
  /// out at it.
  ///
  /// - Complexity: O(1).
  func takenSize(_ size: Size) -> Size {
    let axis = flow.axis
    let line = axis.main(itemProposal) ?? .infinity
    return axis.size(
      main: Swift.min(sanitizedLength(axis.main(size)), line),
      cross: sanitizedLength(axis.cross(size)))
  }

  /// Whether the size that a view of `kind` at `path` measured changes the layout, for a view
  /// that was given no frame to fit (see ``shouldInvalidate(forPreferredSize:fitting:of:at:)``).
  ///
  /// - Complexity: As ``shouldInvalidate(forPreferredSize:fitting:ofItem:)``.
  public func shouldInvalidate(
    forPreferredSize size: Size, of kind: FlowCollectionElement.Kind, at path: FlowItemPath
  ) -> Bool {
    shouldInvalidate(forPreferredSize: size, fitting: nil, of: kind, at: path)
  }

  /// Whether the size that a view of `kind` at `path` measured (its preferred layout
  /// attributes), given a frame of `given` size, changes the layout: only an item's cell does
  /// (see ``shouldInvalidate(forPreferredSize:fitting:ofItem:)``); headers and footers keep the
  /// lengths the delegate gives them, so that a self-sizing header is never taken for its
  /// section's first item.
  ///
  /// - Complexity: As ``shouldInvalidate(forPreferredSize:fitting:ofItem:)``.
  public func shouldInvalidate(
    forPreferredSize size: Size, fitting given: Size?, of kind: FlowCollectionElement.Kind,
    at path: FlowItemPath
  ) -> Bool {
    kind == .item && shouldInvalidate(forPreferredSize: size, fitting: given, ofItem: path)
  }

  /// Records the size a cell measured, for a cell that was given no frame to fit (see
  /// ``invalidation(forPreferredSize:fitting:ofItem:)``).
  ///
  /// - Complexity: As `SelfSizingFlow/measure(_:viewport:)`, plus a screen's elements.
  public mutating func invalidation(forPreferredSize size: Size, ofItem path: FlowItemPath)
    -> FlowInvalidation
  {
    invalidation(forPreferredSize: size, fitting: nil, ofItem: path)
  }

  /// Records the size a cell measured, given a frame of `given` size (see
  /// `recordedSize(_:fitting:ofItem:)`), and says what moved, with the content offset that
  /// keeps the first line in view in place.
  ///
  /// - Complexity: As `SelfSizingFlow/measure(_:viewport:)`, plus a screen's elements.
  public mutating func invalidation(
    forPreferredSize size: Size, fitting given: Size?, ofItem path: FlowItemPath
  ) -> FlowInvalidation {
    guard shouldInvalidate(forPreferredSize: size, fitting: given, ofItem: path) else {
      return FlowInvalidation(
        items: [], headers: [], footers: [], contentOffsetAdjustment: .zero,
        contentSizeAdjustment: .zero)
    }
    return invalidation(measuring: path) { layout in
      layout.holdLines(ofSection: path.section)
      _ = layout.sections[path.section].items.measure(
        [(path.item, layout.recordedSize(size, fitting: given, ofItem: path))], viewport: 0..<0)
      layout.refreshLength(of: path.section)
    }
  }

  /// Changes the layout's settings (``flow``, ``estimatedItemSize``, ``sectionInset``) by
  /// `change`, lays every section out anew with the measured sizes, and says what moved, with
  /// the content offset that keeps the first line in view in place: lines above it that take
  /// new lengths move the content offset, not what the user sees. While a reload or a batch
  /// update is pending, the sections are laid out anew at the next ``prepare()`` instead, and
  /// nothing moves yet.
  ///
  /// ```swift
  /// let invalidation = layout.invalidation(changingSettings: { $0.flow.itemSpacing = 12 })
  /// ```
  ///
  /// - Complexity: O(*s* + *m*) for *s* sections and *m* measured sizes, plus a screen's
  ///   elements.
  public mutating func invalidation(changingSettings change: (inout Self) -> Void)
    -> FlowInvalidation
  {
    guard !needsRebuild, !awaitingUpdates, countsMatchSource else {
      change(&self)
      return FlowInvalidation(
        items: [], headers: [], footers: [], contentOffsetAdjustment: .zero,
        contentSizeAdjustment: .zero)
    }
    return invalidation(keepingAnchorThrough: { layout in
      change(&layout)
      layout.rebuild(lineLength: layout.lineLength)
    })
  }

  /// Whether the collection view's new bounds change the layout: a new length along the lines
  /// does; so does a scroll to lines whose first reading changes a section's estimated length,
  /// and any scroll once lines read by other queries (a scroll to an item far away) changed the
  /// content size since the collection view last read it, so that it scrolls within the content
  /// size the layout answers; so does a scroll that leaves a held line beyond half a viewport
  /// of the view, which the invalidation releases. The lines around `bounds` are read here,
  /// before the collection view asks for them. The layout also follows a scroll to the item whose attributes it last
  /// answered (see `ItemScroll`): where it lands short of the item or past the content's end,
  /// the bounds change invalidates, to correct it (see ``invalidation(forBoundsChange:)``), and
  /// resting where it landed, the layout keeps the content's end in place as cells measure.
  /// `bounds` is what the collection view shows, whether or not it holds them yet, which the
  /// platforms do not document.
  ///
  /// - Complexity: As ``elements(in:)`` over `bounds` and half a viewport around it.
  public mutating func shouldInvalidate(readingLinesAround bounds: Rect) -> Bool {
    boundsAsked = bounds
    defer { boundsAsked = nil }
    let start = flow.axis.crossStart(bounds)
    // Another scroll than one to an item moved the collection view.
    if let scrolled = scrolledToItemAt, abs(scrolled - start) > 0.5 { scrolledToItemAt = nil }
    if userIsScrolling { scrollTarget = nil }
    // A scroll over elsewhere than where it headed (centred, at the bottom) may have gone past
    // the content's new end all the same.
    var ended: ItemScroll?
    if var target = scrollTarget {
      let underWay = target.moved(to: start, animating: isScrollAnimating)
      scrollTarget = underWay ? target : nil
      if !underWay { ended = target }
    }
    let invalidates =
      shouldInvalidate(forBoundsChange: bounds)
      || firstSectionChanged(byReadingLinesAround: bounds) != nil
      || holdsLinesOutOfSight(around: bounds)
    endedScroll = ended
    guard let target = scrollTarget else {
      return invalidates || ended.flatMap(pastTheEnd(of:)) != nil
    }
    // A scroll to an item that landed where it should have ends here; one that did not, or one
    // that went past the content's end, is corrected by the invalidation.
    if invalidates || pastTheEnd(of: target) != nil
      || (target.hasLanded && landingOffset(ofScrollTo: target.path) != nil)
    {
      return true
    }
    if target.hasLanded {
      scrollTarget = nil
      scrolledToItemAt = start
    }
    return false
  }

  /// Where `scroll`, which went past the end of the content but not past the end of the content
  /// size the collection view held when it started, which the lines read for the item
  /// shortened, should rest: at the end. A scroll to another position than `.top` (centred, at
  /// the bottom) lands so, as does an animated one under way. `nil` where the collection view
  /// rests within the content.
  ///
  /// - Complexity: O(1).
  func pastTheEnd(of scroll: ItemScroll) -> Double? {
    let start = flow.axis.crossStart(visibleRect)
    let end = restingOffsets(contentLength: flow.axis.cross(contentSize)).upperBound
    return start > end + 0.5 && start <= scroll.heldEnd + 0.5 ? end : nil
  }

  /// Whether the collection view's new bounds change the layout without reading any line: a new
  /// length along the lines does, and so does a content size that lines read since the
  /// collection view last read it changed (see ``shouldInvalidate(readingLinesAround:)``).
  ///
  /// - Complexity: O(1).
  public func shouldInvalidate(forBoundsChange bounds: Rect) -> Bool {
    lineLength(of: bounds) != lineLength || contentSizeRead.map { $0 != contentSize } ?? false
  }

  /// Lays every section out for the length along the lines of `bounds` (less the content
  /// insets along them), keeping the measured sizes, releases the held lines out of sight
  /// around it, and counts the lines read for the first time in the sections' lengths, keeping
  /// the first line in view in place; says what moved
  /// and how much the content size changed. Where a scroll to the item whose attributes the
  /// layout last answered lands (at once, or in the last frame of its animation), made within a
  /// content size that reading the lines up to it changed, the offset goes to the new end where
  /// the scroll went past it, or to the item's line first in view where it stopped short.
  /// `bounds` is what the collection view shows, whether or not it holds them yet, and the
  /// content offset adjustment moves from them.
  ///
  /// - Complexity: As `SelfSizingFlow/propose(_:viewport:)` for each section when the length
  ///   along the lines changed, otherwise O(*s*) for *s* sections.
  public mutating func invalidation(forBoundsChange bounds: Rect) -> FlowInvalidation {
    boundsAsked = bounds
    defer { boundsAsked = nil }
    // A scroll moves the bounds; a new length along the lines is no scroll to an item.
    let target = lineLength(of: bounds) == lineLength ? scrollTarget : nil
    // A scroll to an item ends where it lands; one under way goes on.
    if target?.hasLanded != false { scrollTarget = nil }
    let ended = endedScroll
    endedScroll = nil
    var invalidation = invalidation(keepingAnchorThrough: { layout in
      let length = layout.lineLength(of: bounds)
      if length != layout.lineLength {
        layout.lineLength = length
        let proposal = layout.itemProposal
        for section in layout.sections.indices {
          _ = layout.sections[section].items.propose(proposal, viewport: 0..<0)
        }
      }
      layout.holdLines(around: bounds)
      _ = layout.firstSectionChanged(byReadingLinesAround: bounds)
      layout.refreshLengths(from: 0)
    })
    let start = flow.axis.crossStart(visibleRect)
    let anchored = start + flow.axis.cross(invalidation.contentOffsetAdjustment)
    var landing = anchored
    let corrected: Double? =
      if let target, target.hasLanded {
        landingOffset(ofScrollTo: target.path)
      } else {
        // Past the end of the content as the lines read now make it.
        (target ?? ended).flatMap { pastTheEnd(of: $0) }
      }
    if let offset = corrected {
      invalidation.contentOffsetAdjustment = flow.axis.point(main: 0, cross: offset - start)
      landing = offset
    }
    if target?.hasLanded == false { scrollTarget?.adjust(by: landing - anchored) }
    // After a scroll to an item, the offset it lands at; after another scroll, none.
    scrolledToItemAt = target?.hasLanded == true ? landing : nil
    return invalidation
  }

  /// Where a scroll to the item at `path` that just landed should have landed, when it did
  /// not: the item's line at the start of the view, below the top inset, as
  /// `scrollToItem(at:at:animated:)` with `.top` puts it, or as near as the collection view
  /// rests over the content as it is now. A scroll made within a content size that the lines
  /// read for the item changed stops short of it, or past the content's end; so does an
  /// animated one whose lines moved under it. `nil` when it landed there.
  ///
  /// - Complexity: As ``element(ofItem:)``.
  mutating func landingOffset(ofScrollTo path: FlowItemPath) -> Double? {
    guard let element = itemElement(at: path), !element.isHidden else { return nil }
    let resting = restingOffsets(contentLength: flow.axis.cross(contentSize))
    let top = flow.axis.crossStart(element.frame) - scrollInsets.start
    let offset = Swift.min(Swift.max(top, resting.lowerBound), resting.upperBound)
    return abs(offset - flow.axis.crossStart(visibleRect)) > 0.5 ? offset : nil
  }
}

/// An element's identity, to compare its frames before and after a change.
struct Key: Hashable {
  var kind: FlowCollectionElement.Kind
  var path: FlowItemPath

  init(_ element: FlowCollectionElement) {
    kind = element.kind
    path = element.path
  }
}
