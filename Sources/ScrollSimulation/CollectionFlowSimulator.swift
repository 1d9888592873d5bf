import FlowCollectionLayout
import FlowLayoutEngine

/// A collection view with `FlowCollectionViewLayout` and self-sizing cells, simulated frame by
/// frame: it calls ``FlowCollectionLayoutModel`` in the order UIKit documents for a layout, for
/// self-sizing cells and supplementary views and for batch updates, moves the content offset as
/// a scroll view does (``PlatformScrollView``), and records what the user sees.
///
/// Within a frame, in this order:
/// 1. The user's gesture moves the content offset, within the content size the collection view
///    last read, unless another screen covers the collection view; the new bounds invalidate
///    the layout only when `shouldInvalidateLayout(forBoundsChange:)` says so, and the
///    invalidation's content offset adjustment applies. The collection view holds the new
///    bounds before it asks, or after (``ScrollReading/boundsHeldAfterAsking``).
/// 2. A navigation push or pop: while covered, the collection view is neither laid out nor
///    drawn. A scroll to an item (`scrollToItem(at:at:animated:)` with `.top`) asks for the
///    item's attributes and aligns its top with the top of the content inset; a batch update
///    calls `prepare()`, asks for the elements in the visible rect, then calls
///    `prepare(forCollectionViewUpdates:)`, `targetContentOffset(forProposedContentOffset:)`
///    and `finalizeCollectionViewUpdates()`; a new width asks
///    `shouldInvalidateLayout(forBoundsChange:)` and applies the invalidation's content offset
///    adjustment.
/// 3. The layout pass: `prepare()` if the layout was invalidated since it was last prepared, and
///    the content size read again (UIKit reads `collectionViewContentSize` after preparing,
///    and only then), then `layoutAttributesForElements(in:)` over the visible
///    rect and half a viewport beyond each edge (the rect UIKit asks for is larger than the
///    view; its size is not documented). Each item within ``prefetchDistance`` of the visible
///    rect without a cell gets one (with `isPrefetchingEnabled`, UIKit's default, the
///    collection view "requests cells in advance of when they will be displayed"), whose
///    `preferredLayoutAttributesFitting(_:)`, given the element's attributes, gives its true
///    size (a chip, which does not wrap, fitted to what it is proposed) before it is displayed,
///    and so does each header and footer in view, whose views measure other than the delegate's
///    lengths; a size the layout should invalidate for is given to it, its content offset
///    adjustment applied, and the pass runs again until no view asks.
/// 4. The frame is drawn: the items whose frames meet the visible rect; then the app's own code
///    reads `collectionViewContentSize`, as any code may.
///
/// Before each decision that depends on the content size the collection view holds (a bounds
/// change, a measured size, a width), the layout is given it from the scroll view, as
/// `FlowCollectionViewLayout` does (``notesTheContentSizeHeld``).
///
/// How far ahead UIKit requests cells is not documented (Apple's prefetching sample shows a
/// line and part of the next beyond the bounds), nor that a prefetched cell is sized before it
/// is displayed: both are this simulation's reading, which only a device can confirm. Without
/// prefetching (``prefetchDistance`` 0), a line entering from above is sized cell by cell as
/// each meets the view, and re-breaks where the user sees it.
public final class CollectionFlowSimulator {
  /// The layout's model.
  public private(set) var layout: FlowCollectionLayoutModel<SimulatedCollectionView>
  /// The collection view and its data.
  public let view: SimulatedCollectionView
  /// The content offset as the scroll view moves it.
  var scrollView: PlatformScrollView
  /// Items with a cell, sized to the view's content, by position among the elements.
  var cells: Set<Int> = []
  /// Whether another screen covers the collection view.
  var isCovered = false
  /// The content size the collection view last read, after a `prepare()`: it scrolls within
  /// it, and reads it again only after the layout is invalidated and prepared.
  var contentLength = 0.0
  /// Whether the layout was invalidated since it was last prepared.
  var needsPrepare = true
  /// How a scroll to an item runs: at once, or animated, taking adjustments along or not.
  let reading: ScrollReading
  /// The animated scroll to an item under way: where it started and where it heads, the frames
  /// it ran, and the content offset adjustments made on the way.
  var animation: (start: Double, destination: Double, frame: Int, adjusted: Double)?
  /// Whether the layout takes the content size the collection view holds from it before each
  /// decision that depends on it, as `FlowCollectionViewLayout` does from its scroll view's
  /// `contentSize`; otherwise it goes by the last read of `collectionViewContentSize`, which
  /// the app's own read after each frame makes too.
  public var notesTheContentSizeHeld = true
  /// How far beyond the visible rect, across the lines, the collection view requests and sizes
  /// cells before they are displayed: 100 points, about a line of the sessions' elements, with
  /// UIKit's default prefetching; 0 without it.
  public var prefetchDistance = 100.0 {
    didSet { prefetchDistance = prefetchDistance.isFinite ? Swift.max(prefetchDistance, 0) : 0 }
  }

  /// A collection view `viewportLength` long across the lines and `length` along them, whose
  /// content rests `topInset` under a bar, of `elements` in one section, or in `sections`,
  /// laid out with `flow` from `estimate`.
  public init(
    elements: SimulatedElements, flow: FlowEngine, estimate: Size, length: Double,
    viewportLength: Double, topInset: Double = 0, sections: CollectionSections? = nil,
    reading: ScrollReading = .safeArea
  ) {
    self.reading = reading
    view = SimulatedCollectionView(
      elements: elements, sections: sections,
      bounds: flow.axis.rect(
        mainStart: 0, crossStart: -topInset, main: length, cross: viewportLength),
      contentInsets: flow.axis == .horizontal
        ? FlowInsets(top: topInset) : FlowInsets(left: topInset))
    scrollView = PlatformScrollView(
      offset: -topInset, viewportLength: viewportLength, insets: ScrollInsets(start: topInset))
    layout = FlowCollectionLayoutModel(source: view, flow: flow, estimatedItemSize: estimate)
    prepareIfInvalidated()
  }

  public var axis: FlowAxis { layout.flow.axis }

  var offset: Double { scrollView.offset }
  var viewportLength: Double { scrollView.viewportLength }

  /// Runs one frame of `events` and returns what the user sees.
  public func frame(_ events: ScrollEvents) -> SimulatedFrame {
    var drawn = SimulatedFrame()
    // 1. The gesture.
    if !isCovered {
      drawn.move = scrollView.gesture(
        events.move, fling: events.isFling, contentLength: contentLength)
      // Scrolling invalidates the layout only when it says the new bounds do.
      invalidateIfBoundsChangeAsks()
      // The user's touch stops an animated scroll; otherwise it runs a frame further.
      if events.move != 0 { animation = nil } else { drawn.move += animateScrollToItem() }
    }
    // 2. Navigation, a scroll to an item, a batch update, a new width.
    isCovered = events.isCovered(after: isCovered)
    if let jump = events.jump {
      let target = view.path(ofElement: jump.target(among: view.elements.ids.count))
      if let element = layout.element(ofItem: target) {
        let top = axis.crossStart(element.frame) - scrollView.insets.start
        if reading.animatesScrollsToItems {
          // Headed for where the content size held lets the item's top go, from the next frame.
          let resting = scrollView.resting(contentLength: contentLength)
          let destination = Swift.min(Swift.max(top, resting.lowerBound), resting.upperBound)
          animation = (offset, destination, 0, 0)
        } else {
          // The scroll changes the bounds, which the collection view asks the layout about as
          // it does for every bounds change.
          scrollView.move(to: top, contentLength: contentLength)
          invalidateIfBoundsChangeAsks()
        }
      }
    }
    if let (kind, distance) = events.edit { edit(kind, at: distance) }
    if let width = events.width {
      var bounds = view.bounds
      bounds.size = axis.size(main: width, cross: viewportLength)
      noteContentSizeHeld()
      if layout.shouldInvalidate(forBoundsChange: bounds) {
        view.bounds = bounds
        let invalidation = layout.invalidation(forBoundsChange: bounds)
        cells = []
        adjust(by: invalidation)
        needsPrepare = true
      }
    }
    guard !isCovered else { return drawn }
    // 3. The layout pass, with self-sizing cells, headers and footers.
    let visibleElements = layoutPass()
    drawn.scrollRangeIsStale = abs(contentLength - axis.cross(layout.contentSize)) > 0.5
    // The app's own code reads the layout's content size, as any code may.
    _ = layout.readContentSize()
    // 4. The frame.
    var shown: [Int: Rect] = [:]
    for element in visibleElements where element.kind == .item {
      var rect = element.frame
      axis.setCrossStart(axis.crossStart(rect) - offset, of: &rect)
      let position = view.position(of: element.path)
      let id = view.elements.ids[position]
      drawn.visible[id] = rect
      shown[id] = element.frame
      // Drawn at another size than its cell answers: at its estimate.
      let size = view.elements.size(at: position)
      if abs(rect.width - size.width) > 0.5 || abs(rect.height - size.height) > 0.5 {
        drawn.estimated.insert(id)
      }
    }
    // What belongs in view: the items the layout puts there now.
    drawn.isBlank = layout.elements(in: view.bounds).contains {
      $0.kind == .item && shown[view.elements.ids[view.position(of: $0.path)]] != $0.frame
    }
    return drawn
  }

  /// A batch update: `kind` at `distance` elements from the first item in view.
  func edit(_ kind: ScrollEdit, at distance: Int) {
    let first = firstItemInView().map(view.position(of:)) ?? 0
    let position = Swift.min(Swift.max(first + distance, 0), view.elements.ids.count - 1)
    let path = view.path(ofElement: position)
    switch kind {
    case .insert: view.elements.insert(at: position)
    case .remove: view.elements.remove(at: position)
    }
    cells = []
    layout.invalidate(everything: false, dataSourceCounts: true)
    needsPrepare = true
    prepareIfInvalidated()
    // UIKit asks for the elements in view before it hands the layout the update.
    _ = layout.elements(in: view.bounds)
    layout.prepare(forUpdates: [kind == .insert ? .insertItem(at: path) : .deleteItem(at: path)])
    // The offset the update ends at lies within the updated content, whose size the collection
    // view reads for it.
    contentLength = axis.cross(layout.readContentSize())
    let target = layout.targetContentOffset(forProposed: view.bounds.origin)
    scroll(to: axis.cross(target))
    layout.finishUpdates()
  }

  /// `prepare()` and the elements in the visible rect and its margin, measuring the cells,
  /// headers and footers that come into view until none changes the layout; returns the
  /// elements that meet the visible rect.
  func layoutPass() -> [FlowCollectionElement] {
    var visibleElements: [FlowCollectionElement] = []
    for _ in 0..<1_000 {
      prepareIfInvalidated()
      let visible = offset..<(offset + viewportLength)
      let margin = SelfSizingFlow.createdRange(around: visible)
      var asked = view.bounds
      axis.setCrossStart(margin.lowerBound, of: &asked)
      asked.size = axis.size(
        main: axis.main(view.bounds.size), cross: margin.upperBound - margin.lowerBound)
      let elements = layout.elements(in: asked)
      visibleElements = elements.filter { axis.frame($0.frame, meets: visible) }
      let prefetched =
        (visible.lowerBound - prefetchDistance)..<(visible.upperBound + prefetchDistance)
      var invalidated = false
      for element in elements
      where element.kind == .item
        ? axis.frame(element.frame, meets: prefetched) : axis.frame(element.frame, meets: visible)
      {
        let size: Size
        if element.kind == .item {
          let position = view.position(of: element.path)
          guard !cells.contains(position) else { continue }
          cells.insert(position)
          size = view.elements.size(at: position)
        } else {
          // A self-sizing header or footer: its view measures other than its length.
          size = axis.size(
            main: axis.main(element.frame.size), cross: axis.cross(element.frame.size) + 12)
        }
        // UIKit gives the cell the attributes the layout gave the element.
        let given = element.frame.size
        guard
          layout.shouldInvalidate(
            forPreferredSize: size, fitting: given, of: element.kind, at: element.path)
        else { continue }
        noteContentSizeHeld()
        let invalidation = layout.invalidation(
          forPreferredSize: size, fitting: given, ofItem: element.path)
        adjust(by: invalidation)
        needsPrepare = true
        invalidated = true
        break
      }
      if !invalidated { break }
    }
    let prefetched = (offset - prefetchDistance)..<(offset + viewportLength + prefetchDistance)
    let kept = Set(
      layout.elements(in: view.bounds.insetAcross(by: prefetchDistance, axis: axis)).filter {
        $0.kind == .item && axis.frame($0.frame, meets: prefetched)
      }.map { view.position(of: $0.path) })
    cells = cells.intersection(kept)
    return visibleElements
  }

  /// `prepare()`, when the layout was invalidated since it was last prepared, then the content
  /// size read again, as UIKit reads it after preparing.
  func prepareIfInvalidated() {
    guard needsPrepare else { return }
    layout.prepare()
    contentLength = axis.cross(layout.readContentSize())
    needsPrepare = false
  }

  /// Cells are sized, and changes laid out, before they are displayed: nothing in view waits.
  public var isSettling: Bool { animation != nil }

  /// Runs the animated scroll to an item a frame further, if one is under way: the offset a
  /// step of the way from where it started to where it heads, plus the adjustments made on the
  /// way where the reading takes them along; the bounds change is asked about as any is.
  ///
  /// - Returns: How far the scroll moved the offset in this frame, adjustments left out.
  func animateScrollToItem() -> Double {
    guard var animation else { return 0 }
    animation.frame += 1
    let frames = Double(ScrollReading.animationFrames)
    let carried = reading == .animationCarriesAdjustments ? animation.adjusted : 0
    let before = offset
    scrollView.move(
      to: animation.start + (animation.destination - animation.start)
        * Double(animation.frame) / frames + carried, contentLength: contentLength)
    let moved = offset - before
    self.animation = animation
    invalidateIfBoundsChangeAsks()
    if self.animation?.frame == ScrollReading.animationFrames { self.animation = nil }
    return moved
  }

  /// The first item of the first line in view, as the other simulators take it: a line is in
  /// view when any of its items is, so its first item may lie above the view, beside a taller
  /// one that reaches into it.
  func firstItemInView() -> FlowItemPath? {
    let visible = offset..<(offset + viewportLength)
    let items = layout.elements(in: view.bounds.insetAcross(by: viewportLength / 2, axis: axis))
      .filter { $0.kind == .item }
    guard var first = items.firstIndex(where: { axis.frame($0.frame, meets: visible) }) else {
      return nil
    }
    // The items before it on its line: along the line before it, and beside it across.
    let across = { (frame: Rect) in
      self.axis.crossStart(frame)..<(self.axis.crossStart(frame) + self.axis.cross(frame.size))
    }
    while first > 0, axis.mainStart(items[first - 1].frame) < axis.mainStart(items[first].frame),
      axis.frame(items[first - 1].frame, meets: across(items[first].frame))
    {
      first -= 1
    }
    return items[first].path
  }

  /// Moves the content offset to `start`, where the scroll view rests.
  func scroll(to start: Double) {
    scrollView.move(to: start, contentLength: contentLength)
    syncBounds()
  }

  /// Gives the collection view the bounds the scroll view moved to and asks the layout whether
  /// they invalidate it, as a collection view does on each bounds change, then applies the
  /// invalidation when they do; under ``ScrollReading/boundsHeldAfterAsking`` the collection
  /// view holds the old bounds while the layout answers.
  func invalidateIfBoundsChangeAsks() {
    var asked = view.bounds
    axis.setCrossStart(offset, of: &asked)
    if reading != .boundsHeldAfterAsking { view.bounds = asked }
    noteContentSizeHeld()
    let invalidation =
      layout.shouldInvalidate(readingLinesAround: asked)
      ? layout.invalidation(forBoundsChange: asked) : nil
    view.bounds = asked
    guard let invalidation else { return }
    adjust(by: invalidation)
    needsPrepare = true
  }

  /// Gives the layout the content size the collection view holds, as
  /// `FlowCollectionViewLayout` does from its scroll view, when ``notesTheContentSizeHeld``.
  func noteContentSizeHeld() {
    guard notesTheContentSizeHeld else { return }
    layout.scrollsWithin(
      contentSize: axis.size(main: axis.main(layout.contentSize), cross: contentLength))
  }

  /// Applies an invalidation's adjustments, as UIKit does: it adds the content size adjustment
  /// to the content size the collection view holds, then moves the offset by the content offset
  /// adjustment, within that size, touching no fling.
  func adjust(by invalidation: FlowInvalidation) {
    contentLength += axis.cross(invalidation.contentSizeAdjustment)
    let adjustment = invalidation.contentOffsetAdjustment
    let before = offset
    scroll(to: offset + axis.cross(adjustment))
    // An animated scroll under way takes every adjustment along, where the reading has it.
    animation?.adjusted += offset - before
  }

  /// Gives the collection view's bounds the scroll view's offset.
  func syncBounds() {
    axis.setCrossStart(offset, of: &view.bounds)
  }
}

extension CollectionFlowSimulator: FrameSimulator {
  public var data: SimulatedElements { view.elements }
  public var unobscured: Range<Double> { scrollView.unobscured }
}

/// How a simulated collection view groups its elements into sections: `itemsPerSection` each,
/// with a header and a footer of the delegate's lengths.
public struct CollectionSections: Sendable {
  public var itemsPerSection: Int
  public var headerLength = 40.0
  public var footerLength = 24.0

  public init(itemsPerSection: Int) {
    self.itemsPerSection = Swift.max(itemsPerSection, 1)
  }
}

/// A collection view as the layout sees it: simulated elements in one section or in sections
/// of a set size, its bounds and its content insets.
public final class SimulatedCollectionView: FlowCollectionSource {
  public var elements: SimulatedElements
  public var bounds: Rect
  public let contentInsets: FlowInsets
  let sections: CollectionSections?

  init(
    elements: SimulatedElements, sections: CollectionSections?, bounds: Rect,
    contentInsets: FlowInsets
  ) {
    self.elements = elements
    self.sections = sections
    self.bounds = bounds
    self.contentInsets = contentInsets
  }

  /// The position among the elements of the item at `path`.
  func position(of path: FlowItemPath) -> Int {
    (sections.map { path.section * $0.itemsPerSection } ?? 0) + path.item
  }

  /// The path of the element at `position`.
  func path(ofElement position: Int) -> FlowItemPath {
    guard let sections else { return FlowItemPath(section: 0, item: position) }
    return FlowItemPath(
      section: position / sections.itemsPerSection, item: position % sections.itemsPerSection)
  }

  public var numberOfSections: Int {
    guard let sections else { return 1 }
    return (elements.ids.count + sections.itemsPerSection - 1) / sections.itemsPerSection
  }
  public func numberOfItems(inSection section: Int) -> Int {
    guard let sections else { return elements.ids.count }
    return Swift.min(
      sections.itemsPerSection, elements.ids.count - section * sections.itemsPerSection)
  }
  public func sizeOfItem(at path: FlowItemPath) -> Size { elements.size(at: position(of: path)) }
  public func settingsOfItem(at path: FlowItemPath) -> FlowItemSettings { FlowItemSettings() }
  public func headerLength(inSection section: Int) -> Double { sections?.headerLength ?? 0 }
  public func footerLength(inSection section: Int) -> Double { sections?.footerLength ?? 0 }
  public var visibleRect: Rect { bounds }
}
