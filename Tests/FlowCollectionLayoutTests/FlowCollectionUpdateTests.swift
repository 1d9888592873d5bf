import FlowLayoutEngine
import SeededRandom
import TestScale
import Testing

@testable import FlowCollectionLayout

/// Batch updates, new bounds and dragging, driven as a collection view drives them.
@Suite struct FlowCollectionUpdateTests {
  typealias Model = FlowCollectionLayoutModelTests

  /// A random batch update of `view`'s items: deletions, insertions, moves and reloads within
  /// and across sections, and sometimes a section inserted or deleted; the updates as the
  /// collection view reports them, and the data source after them.
  static func randomUpdate(of view: FakeCollectionView, using generator: inout SplitMix64)
    -> (updates: [FlowCollectionUpdate], after: [[FakeCollectionView.Item]])
  {
    var updates: [FlowCollectionUpdate] = []
    var sections = view.sections
    var nextID = 1_000_000 + Int(generator.next() % 1_000_000)
    // Items out: deleted, or moved (kept to put back).
    var moving: [FakeCollectionView.Item] = []
    var moveSources: [FlowItemPath] = []
    let all = sections.indices.flatMap { section in
      sections[section].indices.map { FlowItemPath(section: section, item: $0) }
    }
    let out = all.filter { _ in Int.random(in: 0..<12, using: &generator) == 0 }
    for path in out.sorted(by: >) {
      let item = sections[path.section].remove(at: path.item)
      if Bool.random(using: &generator) {
        updates.append(.deleteItem(at: path))
      } else {
        moving.append(item)
        moveSources.append(path)
      }
    }
    // A section out, or in.
    var deletedSection: Int?
    var insertedSection: Int?
    if sections.count > 1, Int.random(in: 0..<5, using: &generator) == 0 {
      let section = Int.random(in: 0..<sections.count, using: &generator)
      // Items moved out of it stay moved; the rest goes with it.
      if !moveSources.contains(where: { $0.section == section }) {
        sections.remove(at: section)
        view.headers.remove(at: section)
        view.footers.remove(at: section)
        deletedSection = section
        updates.removeAll {
          if case .deleteItem(let path) = $0 { path.section == section } else { false }
        }
        updates.append(.deleteSection(section))
      }
    } else if Int.random(in: 0..<5, using: &generator) == 0 {
      let section = Int.random(in: 0...sections.count, using: &generator)
      let items = (0..<Int.random(in: 0...20, using: &generator)).map { index in
        FakeCollectionView.Item(
          truth: Model.randomSize(using: &generator),
          settings: Model.randomSettings(using: &generator), id: nextID + 10_000 + index)
      }
      sections.insert(items, at: section)
      view.headers.insert(12, at: section)
      view.footers.insert(0, at: section)
      insertedSection = section
      updates.append(.insertSection(section))
    }
    _ = deletedSection
    // Items in: new ones and the moved ones, at ascending positions after the update.
    var incoming = moving.map { (item: $0, source: Optional($0)) }
    for _ in 0..<Int.random(in: 0...6, using: &generator) {
      nextID += 1
      incoming.append(
        (
          FakeCollectionView.Item(
            truth: Model.randomSize(using: &generator),
            settings: Model.randomSettings(using: &generator), id: nextID), nil
        ))
    }
    let targetSections = sections.indices.filter { $0 != insertedSection }
    if !targetSections.isEmpty {
      var placements: [(path: FlowItemPath, item: FakeCollectionView.Item, moved: Bool)] = []
      var counts = sections.map(\.count)
      for entry in incoming {
        let section = targetSections.randomElement(using: &generator)!
        counts[section] += 1
        placements.append(
          (FlowItemPath(section: section, item: 0), entry.item, entry.source != nil))
      }
      // Positions after the update, distinct, in ascending order within each section.
      for section in targetSections {
        let indices = placements.indices.filter { placements[$0].path.section == section }
        let positions = Array(0..<counts[section]).shuffled(using: &generator).prefix(indices.count)
          .sorted()
        for (index, position) in zip(indices, positions) { placements[index].path.item = position }
      }
      for placement in placements.sorted(by: { $0.path < $1.path }) {
        sections[placement.path.section].insert(placement.item, at: placement.path.item)
      }
      for placement in placements {
        if placement.moved {
          let source = moveSources[moving.firstIndex { $0.id == placement.item.id }!]
          updates.append(.moveItem(from: source, to: placement.path))
        } else {
          updates.append(.insertItem(at: placement.path))
        }
      }
    } else {
      // Nowhere to put the moved items: they are deleted after all.
      for source in moveSources { updates.append(.deleteItem(at: source)) }
    }
    // A reload of an item that stayed: measured again, at a new size.
    let stayed = view.sections.indices.flatMap { section in
      view.sections[section].indices.compactMap { item -> (FlowItemPath, Int)? in
        let id = view.sections[section][item].id
        return sections.contains { $0.contains { $0.id == id } }
          && !moving.contains { $0.id == id } && section != deletedSection
          ? (FlowItemPath(section: section, item: item), id) : nil
      }
    }
    if let (before, id) = stayed.randomElement(using: &generator) {
      let section = sections.firstIndex { $0.contains { $0.id == id } }!
      let item = sections[section].firstIndex { $0.id == id }!
      sections[section][item].truth = Model.randomSize(using: &generator)
      sections[section][item].isMeasured = false
      updates.append(.reloadItem(from: before, to: FlowItemPath(section: section, item: item)))
    }
    return (updates.shuffled(using: &generator), sections)
  }

  /// Seeded collections (30 of each kind at the full scale, 8 at the quick one) scrolled down
  /// to their middle take a random batch update: the
  /// layout holds the source's counts, what is in view is exact at once (the updates are edits
  /// that keep every other measured size), inserted items fade in where they go and deleted
  /// ones fade out where they were, and the first line in view stays in place.
  @Test(arguments: [false, true])
  func batchUpdatesAreEditsThatKeepTheAnchor(selfSizing: Bool) {
    var generator = SplitMix64(seed: selfSizing ? 484 : 485)
    var anchorsChecked = 0
    let collections = TestScale.count(quick: 8, full: 30)
    for _ in 0..<collections {
      var driver = Model.randomDriver(using: &generator, selfSizing: selfSizing)
      driver.layoutSubviews()
      let middle = (driver.axis.cross(driver.layout.contentSize) / 2).rounded()
      while driver.offset + driver.viewportLength * 0.8 < middle {
        driver.scroll(to: driver.offset + driver.viewportLength * 0.8)
      }
      let anchor = driver.layout.anchor()
      let anchorID = anchor.map { driver.view.sections[$0.path.section][$0.path.item].id }
      let anchorStart = anchor.map { driver.lineStartOnScreen(of: $0.path) }
      let offsetBefore = driver.offset
      let (updates, after) = Self.randomUpdate(of: driver.view, using: &generator)
      // The deleted items in view, which fade out.
      let deleted = Set(
        updates.compactMap { if case .deleteItem(let path) = $0 { path } else { nil } })
      var disappearing: [FlowItemPath: Rect] = [:]
      for element in driver.layout.elements(in: driver.view.bounds)
      where element.kind == .item && deleted.contains(element.path) {
        disappearing[element.path] = element.frame
      }
      let faded = driver.performBatchUpdates(updates) { $0.sections = after }
      #expect(driver.layout.itemCounts == after.map(\.count))
      // Every element in view is where a whole layout of the current sizes puts it.
      let elements = driver.layout.elements(in: driver.view.bounds)
      guard Model.expectExact(elements, driver: driver) else { return }
      // Inserted items fade in where they go, deleted ones in view out where they were.
      for element in faded.appearing {
        guard let element else { continue }
        #expect(element.alpha == 0)
        #expect(element.frame == driver.layout.itemElement(at: element.path)?.frame)
      }
      for element in faded.disappearing.compactMap({ $0 }) {
        #expect(element.alpha == 0 && element.frame == disappearing[element.path])
      }
      #expect(faded.disappearing.compactMap { $0 }.count == disappearing.values.count)
      // The anchor's line is where it was on screen, unless that would scroll above the top
      // or past the end, where the collection view rests.
      let end = driver.axis.cross(driver.layout.contentSize) - driver.viewportLength
      if let anchorID, let anchorStart, let path = driver.view.path(of: anchorID),
        driver.offset > 0, offsetBefore > 0, driver.offset < end,
        driver.layout.itemElement(at: path)?.isHidden == false
      {
        #expect(
          abs(driver.lineStartOnScreen(of: path) - anchorStart) <= 1e-6, "\(driver.layout.flow)")
        anchorsChecked += 1
      }
      // And the collection stays exact scrolled through.
      guard Model.scrollThrough(&driver) else { return }
    }
    #expect(anchorsChecked > collections / 3)
  }

  /// Sixty tags 100 × 40 sized by the delegate, three to a line of 320, lines 60 apart, in a
  /// collection view 300 long, laid out; the item at `forcedBreak` starts a line.
  static func tags(breakingBefore forcedBreak: Int? = nil) -> CollectionDriver {
    let items = (0..<60).map { index in
      FakeCollectionView.Item(
        truth: Size(width: 100, height: 40),
        settings: FlowItemSettings(breakBefore: index == forcedBreak))
    }
    let view = FakeCollectionView(
      sections: [items], headers: [0], footers: [0],
      bounds: Rect(x: 0, y: 0, width: 320, height: 300))
    var driver = CollectionDriver(
      view: view, flow: FlowEngine(itemSpacing: 10, lineSpacing: 20), estimatedItemSize: .zero,
      inset: .zero)
    driver.layoutSubviews()
    return driver
  }

  /// The view starts in the spacing after a line whose items are all above it; an item inserted
  /// at that line's start pushes its last item onto a line of its own, before a forced break.
  /// The first line whose items show stays where it was on screen: the line above, whose
  /// spacing alone was in view, is not the anchor. (Once it was, and the lines in view moved
  /// down by the new line.)
  @Test func anInsertionInTheLineAboveTheViewMovesNothingInView() {
    // Line 2 ends at 160, line 3, which item 9 starts with a forced break, at 180.
    var driver = Self.tags(breakingBefore: 9)
    driver.scroll(to: 165)
    let first = FlowItemPath(section: 0, item: 9)
    #expect(driver.lineStartOnScreen(of: first) == 15)
    driver.insertTag(at: 6)
    // Item 9 is now item 10, still first on its line, and where it was on screen; the item it
    // followed has a line of its own above it.
    #expect(driver.lineStartOnScreen(of: FlowItemPath(section: 0, item: 10)) == 15)
    #expect(driver.offset == 225)
  }

  /// An insertion in a line above the view would break every line after it again, on into the
  /// view: the lines in view keep their items through a batch update, as they do through
  /// measurements above them, and only the lines above break again, their new length moving the
  /// content offset. With the delegate's sizes nothing is measured, so only the update holds
  /// them. (Once the first line in view, item 6 first, took item 5 and moved its items along.)
  @Test(arguments: [3, 5])
  func anInsertionAboveTheViewBreaksNoLineInViewAgain(at position: Int) {
    // Lines of three tags at 0, 60 and 120: the view starts 10 points into the third, whose
    // items reach into it.
    var driver = Self.tags()
    driver.scroll(to: 130)
    let before = Self.screenFrames(of: driver)
    driver.insertTag(at: position)
    let after = Self.screenFrames(of: driver)
    #expect(before.count == 18 && after == before)
    // The line the item went into took a line more above the view.
    #expect(driver.offset == 190)
    // Scrolled to the end, every line read is where a layout of the sizes puts it, with a
    // break before each held one.
    driver.scrollToTheEnd()
    #expect(Model.expectExact(driver.layout.elements(in: driver.view.bounds), driver: driver))
  }

  /// An edit in view reflows the lines from its own on, as a layout of the sizes does: the user
  /// sees the edit. Only the lines in view before it keep their items. (Once every line in view
  /// was held through the update: a deletion left a hole the next line's first tag would fill,
  /// and an insertion at the top of a collection at rest there went above the view.)
  @Test func anEditInViewReflowsTheLinesFromItsOwnOn() {
    var driver = Self.tags()
    driver.scroll(to: 130)
    // Tag 10, in the line at 180, in view.
    _ = driver.performBatchUpdates([.deleteItem(at: FlowItemPath(section: 0, item: 10))]) {
      $0.sections[0].remove(at: 10)
    }
    driver.layoutSubviews()
    #expect(driver.offset == 130)
    for item in 9...14 {
      let frame = driver.layout.itemElement(at: FlowItemPath(section: 0, item: item))?.frame
      #expect(
        frame?.minX == Double(item % 3) * 110 && frame?.minY == Double(item / 3) * 60,
        "tag \(item) at \(String(describing: frame))")
    }
    // At rest at the top, a tag inserted first shows first.
    var top = Self.tags()
    top.insertTag(at: 0)
    #expect(top.offset == 0)
    #expect(top.layout.itemElement(at: FlowItemPath(section: 0, item: 1))?.frame.minX == 110)
  }

  /// A line partly shown at the top, its items reaching into the view, is the first line in
  /// view: a deletion there keeps it where it is and reflows the lines after it. (Once only a
  /// line that starts in the view could be the anchor, the frames' start being taken for the
  /// content's: the next line stayed, and the partly shown one went down a line, and with it
  /// the view, from 130 to 70.)
  @Test func aLinePartlyShownAtTheTopIsTheFirstLineInView() {
    var driver = Self.tags()
    // The line at 120, tags 6 to 8, shows its last 30 points.
    driver.scroll(to: 130)
    #expect(driver.layout.anchor()?.path == FlowItemPath(section: 0, item: 6))
    _ = driver.performBatchUpdates([.deleteItem(at: FlowItemPath(section: 0, item: 7))]) {
      $0.sections[0].remove(at: 7)
    }
    driver.layoutSubviews()
    #expect(driver.offset == 130)
    #expect(driver.layout.itemElement(at: FlowItemPath(section: 0, item: 6))?.frame.minY == 120)
    #expect(driver.layout.itemElement(at: FlowItemPath(section: 0, item: 8))?.frame.minX == 220)
  }

  /// The lines an update held are released once a scroll leaves them beyond half a viewport of
  /// the view, in the invalidation for that scroll, which holds the lines around the view
  /// first: the lines released break again only up to them, and the user sees nothing move.
  /// (Released alone, they broke every line after them again, on into the view, and moved its
  /// items along their lines.)
  @Test func linesReleasedOutOfSightMoveNothingInView() {
    var driver = Self.tags()
    driver.scroll(to: 130)
    driver.insertTag(at: 3)
    // Six lines held, from 180 to 520, and item 6 alone on the line before them.
    #expect(driver.offset == 190)
    #expect(driver.layout.sections[0].items.heldLineStarts == [7, 10, 13, 16, 19, 22])
    var before = driver.layout
    let shown = Rect(x: 0, y: 700, width: 320, height: 300)
    let expected = before.elements(in: shown).filter { $0.kind == .item }.map { element in
      var frame = element.frame
      frame.origin.y -= 700
      return (element.path, frame)
    }
    // A drag to 700 leaves them all beyond half a viewport above the view, where they are
    // released; the lines from 550 on are held.
    driver.scroll(to: 700)
    #expect(driver.layout.sections[0].items.heldLineStarts.first == 25)
    #expect(driver.offset == 700)
    for (path, frame) in expected {
      var onScreen = driver.layout.itemElement(at: path)!.frame
      onScreen.origin.y -= driver.offset
      #expect(onScreen == frame, "\(path)")
    }
  }

  /// Tags of varied widths, sized by the delegate: the lines an insertion above the view held
  /// are released as scrolls leave them out of sight, and their new breaks meet a layout of the
  /// sizes within a line or two, short of the view, so that nothing is held in their place and
  /// the collection is a layout of the sizes again. (Where breaks never meet, as with tags of
  /// one size, the lines around the view are held instead: see
  /// `linesReleasedOutOfSightMoveNothingInView`.)
  @Test func variedTagsAreLaidOutExactlyOnceTheLinesHeldAreOutOfSight() {
    var generator = SplitMix64(seed: 488)
    let items = (0..<600).map { _ in
      FakeCollectionView.Item(
        truth: Size(width: Double(Int.random(in: 20...120, using: &generator)), height: 28),
        settings: FlowItemSettings())
    }
    var driver = CollectionDriver.delegateSized(items)
    driver.layoutSubviews()
    driver.scroll(to: 1_500)
    let first = driver.layout.anchor()!.path.item
    driver.insertTag(at: first - 15, size: Size(width: 100, height: 28), layingOut: false)
    #expect(!driver.layout.sections[0].items.heldLineStarts.isEmpty)
    driver.scrollToTheEnd()
    #expect(driver.layout.sections[0].items.heldLineStarts.isEmpty)
    #expect(driver.layout.contentSize.height == Oracle.elements(of: driver).length)
  }

  /// A scroll that reads lines for the first time invalidates the layout with the lines it
  /// read and keeps the others as they are: the lines held in view stay held, so that a cell
  /// measured above the view, or an edit there, still moves none of them. (Once that
  /// invalidation laid every section out anew, as a change of settings does, on every such
  /// scroll: it released every held line and cost a layout of every measured size.)
  @Test func aScrollThatReadsNewLinesKeepsTheLinesHeld() {
    var driver = CollectionDriver.selfSizing(count: 3_000) {
      Size(width: Double(40 + $0 * 37 % 80), height: Double(24 + $0 * 11 % 16))
    }
    let held = driver.layout.sections[0].items.heldLineStarts
    #expect(held.count > 10)
    // 300 points down, the collection view invalidates for the new bounds: the lines read
    // reach 300 points further, and none held leaves the margin.
    var bounds = driver.view.bounds
    bounds.origin.y += 300
    driver.view.bounds = bounds
    _ = driver.layout.invalidation(forBoundsChange: bounds)
    #expect(driver.layout.sections[0].items.heldLineStarts.starts(with: held))
  }

  /// The frames on screen of the items in view of `driver`, by identity.
  static func screenFrames(of driver: CollectionDriver) -> [Int: Rect] {
    var layout = driver.layout
    var frames: [Int: Rect] = [:]
    for element in layout.elements(in: driver.view.bounds) where element.kind == .item {
      var frame = element.frame
      frame.origin.y -= driver.offset
      frames[driver.view.sections[element.path.section][element.path.item].id] = frame
    }
    return frames
  }

  /// A new length along the lines lays every section out again with the measured sizes and
  /// keeps the first line in view in place, and then invalidates no more: in 30 collections at
  /// the full scale, 8 at the quick one.
  @Test func aNewLineLengthKeepsTheFirstLineInView() {
    var generator = SplitMix64(seed: 486)
    var anchorsChecked = 0
    let collections = TestScale.count(quick: 8, full: 30)
    for _ in 0..<collections {
      var driver = Model.randomDriver(using: &generator, selfSizing: Bool.random(using: &generator))
      driver.layoutSubviews()
      let middle = (driver.axis.cross(driver.layout.contentSize) / 2).rounded()
      while driver.offset + driver.viewportLength * 0.8 < middle {
        driver.scroll(to: driver.offset + driver.viewportLength * 0.8)
      }
      let anchor = driver.layout.anchor()
      let anchorStart = anchor.map { driver.lineStartOnScreen(of: $0.path) }
      let length = Double(Int.random(in: 0...500, using: &generator))
      let old = driver.axis.main(driver.view.bounds.size)
      driver.resize(lineLength: length)
      #expect(driver.layout.shouldInvalidate(readingLinesAround: driver.view.bounds) == false)
      if length != old, let anchor, let anchorStart, driver.offset > 0,
        driver.layout.itemElement(at: anchor.path)?.isHidden == false
      {
        #expect(
          abs(driver.lineStartOnScreen(of: anchor.path) - anchorStart) <= 1e-6,
          "\(driver.layout.flow)")
        anchorsChecked += 1
      }
      guard Model.scrollThrough(&driver) else { return }
    }
    #expect(anchorsChecked > collections / 3)
  }

  /// A setting the layout class lets its user change, each of which lays every section out
  /// anew.
  enum Setting: CaseIterable {
    case estimatedItemSize, itemSpacing, sectionInset

    func change(_ layout: inout FlowCollectionLayoutModel<FakeCollectionView>) {
      switch self {
      case .estimatedItemSize: layout.estimatedItemSize = Size(width: 90, height: 40)
      case .itemSpacing: layout.flow.itemSpacing = 14
      case .sectionInset: layout.sectionInset = FlowInsets(top: 20, left: 24, bottom: 20, right: 24)
      }
    }
  }

  /// A new estimated size, item spacing or section inset (a Dynamic Type change, say) in the
  /// middle of a self-sizing collection whose lines above the view were never measured: the
  /// first line in view stays where it is on screen, as it does when cells measure themselves.
  @Test(arguments: Setting.allCases)
  func newSettingsKeepTheFirstLineInView(_ setting: Setting) throws {
    var driver = CollectionDriver.selfSizing(count: 300, header: 30) {
      Size(width: Double(40 + $0 * 37 % 80), height: Double(24 + $0 * 11 % 16))
    }
    driver.scroll(to: (driver.axis.cross(driver.layout.contentSize) / 2).rounded())
    // The first item of the first line in view, which may start above it.
    let first = driver.layout.anchor()
    let anchor = try #require(first?.path)
    let before = driver.lineStartOnScreen(of: anchor)
    driver.changeSettings(setting.change)
    driver.prepareIfInvalidated()
    #expect(abs(driver.lineStartOnScreen(of: anchor) - before) <= 1e-6)
    #expect(driver.offset > 0)
    // The cells that come into view then measure themselves, each keeping the first line in
    // view in place as usual.
    driver.layoutSubviews()
    for check in driver.anchorChecks {
      #expect(abs(check.before - check.after) <= 1e-6)
    }
  }

  /// The layout's own reads of an item (the gap before it for a drop, a moving item's frame)
  /// are no scroll to it: only the collection view's request for its attributes is taken for
  /// one, so that the next scroll is not mistaken for a scroll to that item.
  @Test func theLayoutsOwnReadsOfAnItemAreNoScrollToIt() {
    var driver = Self.tags()
    let path = FlowItemPath(section: 0, item: 50)
    _ = driver.layout.interItemGapFrame(before: path)
    _ = driver.layout.movingElement(at: path, position: .zero)
    #expect(driver.layout.scrollTarget == nil)
    _ = driver.layout.element(ofItem: path)
    #expect(driver.layout.scrollTarget?.path == path)
  }

  /// A dragged item's target is the insertion index of a hit test of its section laid out
  /// whole, counted without the item when it stays in its section.
  @Test func aDraggedItemLandsWhereTheHitTesterSays() {
    var generator = SplitMix64(seed: 487)
    var checked = 0
    let rounds = TestScale.count(quick: 10, full: 40)
    for _ in 0..<rounds {
      var driver = Model.randomDriver(using: &generator, selfSizing: false)
      guard Model.scrollThrough(&driver) else { return }
      let all = Oracle.elements(of: driver).elements
      let items = all.filter { $0.kind == .item }
      guard let moving = items.randomElement(using: &generator)?.path else { continue }
      let size = driver.layout.contentSize
      for _ in 0..<20 {
        let position = Point(
          x: Double.random(in: -20...(size.width + 20), using: &generator),
          y: Double.random(in: -20...(size.height + 20), using: &generator))
        let target = driver.layout.targetPath(forMovingItem: moving, at: position)
        #expect(target == Self.expectedTarget(for: moving, at: position, driver: driver))
        checked += 1
      }
      let element = driver.layout.movingElement(at: moving, position: Point(x: 50, y: 60))
      #expect(element?.zIndex == 1)
      #expect(
        element.map {
          Point(x: $0.frame.minX + $0.frame.width / 2, y: $0.frame.minY + $0.frame.height / 2)
        }
          == Point(x: 50, y: 60))
    }
    // Most of the twenty drags of each round land somewhere checked.
    #expect(checked > rounds * 7)
  }

  /// AppKit draws its drop indicator at the frame of the inter-item gap that a drag targets:
  /// the space between the item before the gap and the one after it on their line, centred on
  /// a line's start before its first item and on the last item's end after it, as long as the
  /// items' spacing along the line and as thick as the line across it.
  @Test func theGapBeforeAnItemLiesBetweenItAndTheOneBefore() {
    // Tags 50 × 20 three to a line of 170, 10 apart, under 30-point headers: the first
    // section's lines at 30 and 60, the third's at 140, 170 and 200.
    var layout = FlowCollectionFocusTests.layout()
    func gap(_ section: Int, _ item: Int) -> Rect {
      layout.interItemGapFrame(before: FlowItemPath(section: section, item: item))
    }
    #expect(gap(0, 1) == Rect(x: 50, y: 30, width: 10, height: 20))
    #expect(gap(2, 5) == Rect(x: 110, y: 170, width: 10, height: 20))
    #expect(gap(0, 3) == Rect(x: -5, y: 60, width: 10, height: 20))
    #expect(gap(0, 5) == Rect(x: 105, y: 60, width: 10, height: 20))
    #expect(gap(2, 7) == Rect(x: 45, y: 200, width: 10, height: 20))
  }

  /// Where the item at `moving`, dragged to `position`, lands by a hit test of its target
  /// section laid out whole.
  static func expectedTarget(for moving: FlowItemPath, at position: Point, driver: CollectionDriver)
    -> FlowItemPath
  {
    let axis = driver.axis
    let cross = axis == .horizontal ? position.y : position.x
    // The section whose band across the lines holds the position, or the last.
    var start = 0.0
    var section = driver.view.sections.count - 1
    let across = driver.layout.sectionInset.across(axis)
    var itemsStart = 0.0
    for index in driver.view.sections.indices {
      let lines = Oracle.sectionLines(of: driver, section: index)
      let header = Oracle.valid(driver.view.headers[index])
      let length =
        header + across.start + axis.cross(lines.result.size) + across.end
        + Oracle.valid(driver.view.footers[index])
      if cross < start + length || index == section {
        section = index
        itemsStart = start + header + across.start
        break
      }
      start += length
    }
    let lines = Oracle.sectionLines(of: driver, section: section)
    let count = driver.view.sections[section].count
    let staying = section == moving.section ? 1 : 0
    guard count > staying, !lines.result.lines.isEmpty else {
      return FlowItemPath(section: section, item: 0)
    }
    let along =
      (axis == .horizontal ? position.x : position.y)
      - driver.layout.sectionInset.along(axis).start
    let hit = FlowHitTester(flow: driver.layout.flow, result: lines.result)
      .hit(at: axis.point(main: along, cross: cross - itemsStart))
    var target = hit.insertionIndex
    if staying == 1, target > moving.item { target -= 1 }
    return FlowItemPath(section: section, item: min(target, count - staying))
  }
}
