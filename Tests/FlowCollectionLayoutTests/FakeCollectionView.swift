import FlowLayoutEngine
import SeededRandom
import Testing

@testable import FlowCollectionLayout

/// A collection view, its data source and its delegate, as a flow collection layout sees them:
/// sections of items whose cells measure their true sizes, headers and footers, and bounds that
/// scroll.
final class FakeCollectionView: FlowCollectionSource {
  /// An item of the data source: the size its cell measures (or the delegate gives), its
  /// settings, and whether its cell measured itself, which follows it through updates.
  struct Item {
    var truth: Size
    var settings: FlowItemSettings
    var isMeasured = false
    /// The size the item took when its cell last measured itself: the truth, no longer than
    /// the line was then.
    var taken: Size?
    /// The item's identity, which follows it through updates.
    var id = 0
    /// Whether its cell fills the length along the lines that it is given (a label pinned to
    /// both edges) rather than answering its natural size: the two readings of
    /// `preferredLayoutAttributesFitting(_:)` for a cell whose item the layout grew.
    var fillsItsFrame = false
    /// Whether its cell holds text that wraps: one line `truth` long, which the cell fits to
    /// the layout's `maximumItemLength`, as the collection article tells a wrapping cell to,
    /// each further line as thick again.
    var wraps = false
  }

  var sections: [[Item]]
  var headers: [Double]
  var footers: [Double]
  var bounds: Rect

  init(sections: [[Item]], headers: [Double], footers: [Double], bounds: Rect) {
    var id = 0
    self.sections = sections.map { items in
      items.map { item in
        var item = item
        item.id = id
        id += 1
        return item
      }
    }
    self.headers = headers
    self.footers = footers
    self.bounds = bounds
  }

  var numberOfSections: Int { sections.count }
  func numberOfItems(inSection section: Int) -> Int { sections[section].count }
  func sizeOfItem(at path: FlowItemPath) -> Size { sections[path.section][path.item].truth }
  func settingsOfItem(at path: FlowItemPath) -> FlowItemSettings {
    sections[path.section][path.item].settings
  }
  func headerLength(inSection section: Int) -> Double { headers[section] }
  func footerLength(inSection section: Int) -> Double { footers[section] }
  var visibleRect: Rect { bounds }
  /// The insets the system adds for bars and the safe area (`adjustedContentInset`).
  var contentInsets = FlowInsets.zero

  /// Where the item `id` is.
  func path(of id: Int) -> FlowItemPath? {
    for (section, items) in sections.enumerated() {
      if let item = items.firstIndex(where: { $0.id == id }) {
        return FlowItemPath(section: section, item: item)
      }
    }
    return nil
  }
}

/// A collection view driving a flow collection layout in the order Apple documents for
/// `UICollectionViewLayout`: `prepare()`, the content size and the attributes in the visible
/// rect; then each visible cell's preferred attributes, and for those that change the layout an
/// invalidation context whose content offset adjustment the collection view applies before the
/// next `prepare()`. It calls `prepare()` and reads the content size again only after an
/// invalidation, and asks whether each new bounds, scrolled or resized, invalidate the layout.
/// Batch updates, bounds changes and interactive movement follow, each in its own documented
/// order.
struct CollectionDriver {
  let view: FakeCollectionView
  var layout: FlowCollectionLayoutModel<FakeCollectionView>
  /// The anchor's line's distance from the viewport's start on screen, before and after each
  /// invalidation that kept it, for the tests to compare.
  var anchorChecks: [(before: Double, after: Double)] = []
  /// The content size the collection view holds: UIKit reads `collectionViewContentSize` after
  /// `prepare()`, which only an invalidation brings, and scrolls within it.
  var contentSize = Size.zero
  /// Whether the layout was invalidated since the collection view last prepared it.
  var needsPrepare = true
  /// Whether the collection view holds new bounds before it asks the layout about them, or
  /// after: neither UIKit nor AppKit documents which.
  var boundsOrder = BoundsOrder.storedFirst

  init(view: FakeCollectionView, flow: FlowEngine, estimatedItemSize: Size, inset: FlowInsets) {
    self.view = view
    layout = FlowCollectionLayoutModel(
      source: view, flow: flow, estimatedItemSize: estimatedItemSize, sectionInset: inset)
  }

  var axis: FlowAxis { layout.flow.axis }

  /// The collection view's content offset across the lines.
  var offset: Double {
    get { axis.crossStart(view.bounds) }
    nonmutating set { axis.setCrossStart(newValue, of: &view.bounds) }
  }

  /// How long the viewport is across the lines.
  var viewportLength: Double { axis.cross(view.bounds.size) }

  /// One `layoutSubviews()`: the layout is prepared if it was invalidated, and asked for the
  /// elements in view; each visible cell measures itself, and each measurement that changes the
  /// layout invalidates it and moves the content offset, and the pass starts again, until
  /// nothing changes.
  ///
  /// - Returns: The elements in view once the layout settled.
  @discardableResult
  mutating func layoutSubviews(sourceLocation: SourceLocation = #_sourceLocation)
    -> [FlowCollectionElement]
  {
    // UIKit would lay out forever; the fake stops and says so.
    for _ in 0..<1_000 {
      prepareIfInvalidated()
      let elements = layout.elements(in: view.bounds)
      guard layout.isSelfSizing else { return elements }
      var invalidated = false
      for element in elements where element.kind == .item {
        let path = element.path
        let preferred = preferredSize(of: path, given: element.frame.size)
        let given = element.frame.size
        guard layout.shouldInvalidate(forPreferredSize: preferred, fitting: given, ofItem: path)
        else {
          view.sections[path.section][path.item].isMeasured = true
          continue
        }
        let anchor = layout.anchor(measuring: path) ?? layout.anchor()
        let before = anchor.map { lineStartOnScreen(of: $0.path) }
        view.sections[path.section][path.item].isMeasured = true
        let invalidation = layout.invalidation(
          forPreferredSize: preferred, fitting: given, ofItem: path)
        #expect(invalidation.contentOffsetAdjustment.x.isFinite, sourceLocation: sourceLocation)
        invalidate(with: invalidation)
        #expect(offset >= 0, sourceLocation: sourceLocation)
        // An anchor that the measured sizes moved past the line limit has no line to keep.
        if let anchor, let before, offset > 0,
          layout.itemElement(at: anchor.path)?.isHidden == false
        {
          anchorChecks.append((before, lineStartOnScreen(of: anchor.path)))
        }
        invalidated = true
        break
      }
      if !invalidated { return elements }
    }
    Issue.record("The layout never settled", sourceLocation: sourceLocation)
    return []
  }

  /// After an invalidation, `prepare()`, then the content size, which the collection view holds
  /// until the next invalidation.
  mutating func prepareIfInvalidated() {
    guard needsPrepare else { return }
    layout.prepare()
    contentSize = layout.readContentSize()
    needsPrepare = false
  }

  /// What the cell of the item at `path` answers in `preferredLayoutAttributesFitting(_:)` when
  /// given a frame of `given` size: its true size, or, filling its frame, the length along the
  /// lines it was given and its true thickness. Notes the size the item should take: the true
  /// size no longer than the line; for a cell that fills its frame, whose answer says nothing of
  /// its length along the lines, the length it had.
  mutating func preferredSize(of path: FlowItemPath, given: Size) -> Size {
    let item = view.sections[path.section][path.item]
    if item.wraps {
      let limit = layout.maximumItemLength
      let lines = Swift.max((axis.main(item.truth) / limit).rounded(.up), 1)
      let size = axis.size(
        main: Swift.min(axis.main(item.truth), limit), cross: axis.cross(item.truth) * lines)
      view.sections[path.section][path.item].taken = size
      return size
    }
    guard item.fillsItsFrame else {
      view.sections[path.section][path.item].taken = layout.takenSize(item.truth)
      return item.truth
    }
    let length = axis.main(item.taken ?? layout.estimatedItemSize)
    view.sections[path.section][path.item].taken = axis.size(
      main: length, cross: axis.cross(item.truth))
    return axis.size(main: axis.main(given), cross: axis.cross(item.truth))
  }

  /// Where the line holding the item at `path` starts on screen, from the item's frame in the
  /// layout and its place in its line in a layout of its section by the engine.
  mutating func lineStartOnScreen(of path: FlowItemPath) -> Double {
    let frame = layout.itemElement(at: path)!.frame
    let lines = Oracle.sectionLines(of: self, section: path.section)
    let slot = lines.slot(containing: path.item)!
    let inLine = lines.frames(in: slot)[path.item - slot.items.lowerBound]
    return axis.crossStart(frame) - axis.crossStart(inLine) - offset
  }

  /// Drags a screen at a time towards the end until the scroll view rests where the content
  /// size it holds ends: a drag stops there, and from past it (the content got shorter under
  /// it) the scroll view bounces back to it.
  mutating func scrollToTheEnd() {
    layoutSubviews()
    for _ in 0..<10_000 {
      let end = Swift.max(axis.cross(contentSize) - viewportLength, 0)
      guard offset != end else { return }
      scroll(to: Swift.min(offset + viewportLength, end))
    }
  }

  /// `scrollToItem(at:at:animated:)` with `.top`: the item's attributes, then an offset that
  /// puts its top at the viewport's, as far as the content size the collection view holds lets
  /// it; then a layout pass.
  mutating func scrollToItem(at path: FlowItemPath) {
    guard let frame = layout.element(ofItem: path)?.frame else { return }
    let end = Swift.max(axis.cross(contentSize) - viewportLength, 0)
    scroll(to: Swift.min(axis.crossStart(frame), end), byUser: false)
  }

  /// `scrollToItem(at:at:animated:)`, animated over `frames` frames: the item's attributes,
  /// then the offset it heads for, fixed when it starts (its top at the view's, or centred in
  /// it), as far as the content size the collection view holds lets it; each frame moves the
  /// bounds a step of the way, then lays out. A content offset adjustment made on the way is
  /// taken along (`followsAdjustments`, so that the animation ends that much further) or
  /// overwritten by the next frame: UIKit does not document which. Where `reportsAnimation`,
  /// the layout is told an animation runs (`isScrollAnimating`, iOS 17.4); otherwise nothing.
  mutating func scrollToItem(
    at path: FlowItemPath, frames: Int, followsAdjustments: Bool, centred: Bool = false,
    reportsAnimation: Bool = false
  ) {
    guard let frame = layout.element(ofItem: path)?.frame else { return }
    let end = Swift.max(axis.cross(contentSize) - viewportLength, 0)
    let top =
      axis.crossStart(frame) - (centred ? (viewportLength - axis.cross(frame.size)) / 2 : 0)
    let (start, destination) = (offset, Swift.min(top, end))
    var adjusted = 0.0
    for step in 1...frames {
      let next =
        start + (destination - start) * Double(step) / Double(frames)
        + (followsAdjustments ? adjusted : 0)
      var bounds = view.bounds
      axis.setCrossStart(next, of: &bounds)
      setBounds(bounds, animating: reportsAnimation ? true : nil)
      adjusted += offset - next
      layoutSubviews()
    }
    layout.isScrollAnimating = reportsAnimation ? false : nil
  }

  /// A setter of the layout class (`flow`, `estimatedItemSize`, `sectionInset`): the new
  /// setting, then the invalidation the setter makes, whose offset adjustment applies.
  mutating func changeSettings(
    _ change: (inout FlowCollectionLayoutModel<FakeCollectionView>) -> Void
  ) {
    invalidate(with: layout.invalidation(changingSettings: change))
  }

  /// Scrolls to `offset`, the user's drag unless `byUser` is false, with the platform saying
  /// whether an animation runs (`animating`) or not saying (`nil`), and lays out.
  @discardableResult
  mutating func scroll(to offset: Double, byUser: Bool = true, animating: Bool? = nil)
    -> [FlowCollectionElement]
  {
    var bounds = view.bounds
    axis.setCrossStart(offset, of: &bounds)
    setBounds(bounds, byUser: byUser, animating: animating)
    return layoutSubviews()
  }

  /// The collection view takes new bounds, scrolled or resized: when the layout says they
  /// change it, it is invalidated with the context for the bounds change, whose offset
  /// adjustment applies to them; it holds them before it asks or after (``boundsOrder``).
  mutating func setBounds(_ bounds: Rect, byUser: Bool = false, animating: Bool? = nil) {
    if boundsOrder == .storedFirst { view.bounds = bounds }
    // UIKit's `isTracking`, `isDragging` and `isDecelerating`, and from iOS 17.4
    // `isScrollAnimating`, which the platform layout notes.
    layout.userIsScrolling = byUser
    layout.isScrollAnimating = animating
    let invalidation =
      layout.shouldInvalidate(readingLinesAround: bounds)
      ? layout.invalidation(forBoundsChange: bounds) : nil
    view.bounds = bounds
    if let invalidation { invalidate(with: invalidation) }
  }

  /// The collection view invalidates the layout with a context: it moves the content offset by
  /// the context's adjustment, and prepares the layout again before it lays out.
  mutating func invalidate(with invalidation: FlowInvalidation) {
    view.bounds.origin.x += invalidation.contentOffsetAdjustment.x
    view.bounds.origin.y += invalidation.contentOffsetAdjustment.y
    layout.invalidate(everything: false, dataSourceCounts: false)
    needsPrepare = true
  }

  /// A batch update: the data source changes, the layout is invalidated for its counts and
  /// prepared, then given the updates; the collection view asks for the elements in view, for
  /// where inserted items start and deleted ones end, and for the content offset to end at.
  mutating func performBatchUpdates(
    _ updates: [FlowCollectionUpdate], changingData change: (FakeCollectionView) -> Void
  ) -> (appearing: [FlowCollectionElement?], disappearing: [FlowCollectionElement?]) {
    change(view)
    layout.invalidate(everything: false, dataSourceCounts: true)
    needsPrepare = true
    prepareIfInvalidated()
    layout.prepare(forUpdates: updates)
    _ = layout.elements(in: view.bounds)
    var appearing: [FlowCollectionElement?] = []
    var disappearing: [FlowCollectionElement?] = []
    for update in updates {
      switch update {
      case .insertItem(let path): appearing.append(layout.initialElement(forAppearingItem: path))
      case .deleteItem(let path):
        disappearing.append(layout.finalElement(forDisappearingItem: path))
      default: break
      }
    }
    let target = layout.targetContentOffset(forProposed: view.bounds.origin)
    view.bounds.origin = target
    layout.finishUpdates()
    return (appearing, disappearing)
  }

  /// A batch update that inserts a tag of `size` (identity 1,000) at `item` of the first
  /// section, then a layout pass unless not `layingOut`.
  mutating func insertTag(
    at item: Int, size: Size = Size(width: 100, height: 40), layingOut: Bool = true
  ) {
    let tag = FakeCollectionView.Item(truth: size, settings: FlowItemSettings(), id: 1_000)
    _ = performBatchUpdates([.insertItem(at: FlowItemPath(section: 0, item: item))]) {
      $0.sections[0].insert(tag, at: item)
    }
    if layingOut { layoutSubviews() }
  }

  /// The collection view takes a new length along the lines.
  mutating func resize(lineLength: Double) {
    var bounds = view.bounds
    bounds.size = axis.size(main: lineLength, cross: viewportLength)
    setBounds(bounds)
  }
}

extension CollectionDriver {
  /// A collection view 390 × 844 of one section of `items` sized by the delegate, spaced 8
  /// points, not yet laid out.
  static func delegateSized(_ items: [FakeCollectionView.Item]) -> CollectionDriver {
    let view = FakeCollectionView(
      sections: [items], headers: [0], footers: [0],
      bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    return CollectionDriver(
      view: view, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), estimatedItemSize: .zero,
      inset: .zero)
  }

  /// A collection view 390 × 844 of one section of `count` self-sizing items, estimated at
  /// 60 × 28, whose cells measure `size` of their position, under a header `header` long,
  /// laid out once.
  static func selfSizing(count: Int, header: Double = 0, size: (Int) -> Size) -> CollectionDriver {
    let items = (0..<count).map {
      FakeCollectionView.Item(truth: size($0), settings: FlowItemSettings())
    }
    let view = FakeCollectionView(
      sections: [items], headers: [header], footers: [0],
      bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    var driver = CollectionDriver(
      view: view, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
      estimatedItemSize: Size(width: 60, height: 28), inset: .zero)
    driver.layoutSubviews()
    return driver
  }
}

/// When a collection view holds new bounds, relative to asking its layout whether they
/// invalidate it (`shouldInvalidateLayout(forBoundsChange:)`) and how
/// (`invalidationContext(forBoundsChange:)`), which take them as an argument: not documented.
enum BoundsOrder: CaseIterable {
  /// It holds them, then asks.
  case storedFirst
  /// It asks, then holds them, and adds the invalidation's content offset adjustment to them.
  case askedFirst
}
