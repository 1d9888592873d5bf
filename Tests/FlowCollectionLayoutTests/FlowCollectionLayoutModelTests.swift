import FlowLayoutEngine
import SeededRandom
import TestScale
import Testing

@testable import FlowCollectionLayout

/// A flow collection layout, driven by a fake collection view in the order Apple documents:
/// what is in view is what a whole layout of the current sizes gives, measurements and updates
/// keep the first line in view in place, only a new line length invalidates, and a dragged item
/// lands where the hit tester says.
@Suite struct FlowCollectionLayoutModelTests {
  static func randomSize(using generator: inout SplitMix64) -> Size {
    Size(
      width: Double(Int.random(in: 20...120, using: &generator)),
      height: Double(Int.random(in: 20...40, using: &generator)))
  }

  static func randomSettings(using generator: inout SplitMix64) -> FlowItemSettings {
    FlowItemSettings(
      grow: Int.random(in: 0..<5, using: &generator) == 0 ? 1 : 0,
      basis: Int.random(in: 0..<12, using: &generator) == 0 ? 50 : nil,
      alignment: Int.random(in: 0..<6, using: &generator) == 0
        ? ItemAlignment.allCases.randomElement(using: &generator) : nil,
      breakBefore: Int.random(in: 0..<25, using: &generator) == 0,
      keepsWithNext: Int.random(in: 0..<5, using: &generator) == 0)
  }

  /// A flow of random settings: either axis, either direction, any justification and alignment,
  /// greedy or optimal breaking, sometimes a line limit.
  static func randomFlow(using generator: inout SplitMix64) -> FlowEngine {
    var flow = FlowEngine(
      axis: FlowAxis.allCases.randomElement(using: &generator)!,
      itemSpacing: Double(Int.random(in: 0...10, using: &generator)),
      lineSpacing: Double(Int.random(in: 0...10, using: &generator)),
      itemAlignment: ItemAlignment.allCases.randomElement(using: &generator)!)
    if Bool.random(using: &generator) {
      flow.justification = Justification.allCases.randomElement(using: &generator)!
      flow.layoutDirection = FlowLayoutDirection.allCases.randomElement(using: &generator)!
      flow.lineBreaking = LineBreaking.allCases.randomElement(using: &generator)!
      if Int.random(in: 0..<4, using: &generator) == 0 {
        flow.maxLines = Int.random(in: 1...20, using: &generator)
      }
    }
    return flow
  }

  /// A random collection: one to four sections of up to 200 items, some with headers and
  /// footers, its items self-sizing (estimated at 60×28) or sized by the delegate.
  static func randomDriver(using generator: inout SplitMix64, selfSizing: Bool)
    -> CollectionDriver
  {
    let flow = randomFlow(using: &generator)
    let sectionCount = Int.random(in: 1...4, using: &generator)
    let sections = (0..<sectionCount).map { _ in
      (0..<[0, 1, 30, 80, 200].randomElement(using: &generator)!).map { _ in
        FakeCollectionView.Item(
          truth: randomSize(using: &generator), settings: randomSettings(using: &generator))
      }
    }
    let lengths = { (generator: inout SplitMix64) in
      (0..<sectionCount).map { _ in
        Bool.random(using: &generator) ? 0 : Double(Int.random(in: 10...50, using: &generator))
      }
    }
    let headers = lengths(&generator)
    let footers = lengths(&generator)
    let lineLength = Double(Int.random(in: 0...500, using: &generator))
    let view = FakeCollectionView(
      sections: sections, headers: headers, footers: footers,
      bounds: Rect(origin: .zero, size: flow.axis.size(main: lineLength, cross: 300)))
    let inset = FlowInsets(
      top: Double(Int.random(in: 0...12, using: &generator)),
      left: Double(Int.random(in: 0...12, using: &generator)),
      bottom: Double(Int.random(in: 0...12, using: &generator)),
      right: Double(Int.random(in: 0...12, using: &generator)))
    return CollectionDriver(
      view: view, flow: flow, estimatedItemSize: selfSizing ? Size(width: 60, height: 28) : .zero,
      inset: inset)
  }

  /// Checks the elements in view against the whole layout: right once every section before the
  /// viewport was read, as when scrolling down from the top.
  static func expectExact(
    _ elements: [FlowCollectionElement], driver: CollectionDriver,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let expected = Oracle.elements(
      Oracle.elements(of: driver).elements, meeting: driver.view.bounds)
    let sorted = { (elements: [FlowCollectionElement]) in
      elements.sorted { ($0.path, "\($0.kind)") < ($1.path, "\($1.kind)") }
    }
    let matches = sorted(elements) == sorted(expected)
    let differences = sorted(elements).difference(from: sorted(expected))
    #expect(
      matches,
      "\(driver.layout.flow) \(driver.layout.sectionInset) at \(driver.view.bounds): \(differences.prefix(4))",
      sourceLocation: sourceLocation)
    return matches
  }

  /// Scrolls down from the top a screen at a time, as a user does, to the end.
  static func scrollThrough(_ driver: inout CollectionDriver) -> Bool {
    driver.offset = 0
    var screens = 0
    while true {
      let elements = driver.layoutSubviews()
      guard expectExact(elements, driver: driver) else { return false }
      let end = driver.axis.cross(driver.layout.contentSize)
      guard driver.offset + driver.viewportLength < end, screens < 200 else { return true }
      driver.scroll(to: driver.offset + driver.viewportLength * 0.8)
      screens += 1
    }
  }

  /// Collections of each kind scrolled through: 40 at the full scale, 3 at the quick one.
  static let collectionsScrolledThrough = TestScale.count(quick: 3, full: 40)

  /// Seeded collections, self-sizing and sized by the delegate, scrolled through from the
  /// top: every screen is what a whole layout of the current sizes shows, every measurement
  /// keeps the first line in view in place, and at the end the content is the true layout's
  /// length.
  @Test(arguments: [false, true])
  func scrollingThroughIsExactAndKeepsTheAnchor(selfSizing: Bool) {
    var generator = SplitMix64(seed: selfSizing ? 481 : 482)
    var anchorsChecked = 0
    for _ in 0..<Self.collectionsScrolledThrough {
      var driver = Self.randomDriver(using: &generator, selfSizing: selfSizing)
      guard Self.scrollThrough(&driver) else { return }
      // Everything read: the content is as long as the whole layout.
      #expect(
        driver.axis.cross(driver.layout.contentSize) == Oracle.elements(of: driver).length,
        "\(driver.layout.flow)")
      for check in driver.anchorChecks {
        #expect(abs(check.before - check.after) <= 1e-6, "\(driver.layout.flow)")
      }
      anchorsChecked += driver.anchorChecks.count
    }
    #expect(!selfSizing || anchorsChecked > Self.collectionsScrolledThrough / 2)
  }

  /// A jump into the middle of self-sizing collections (30 at the full scale, 6 at the quick
  /// one), then scrolling up: each measurement
  /// above the first line in view moves the content offset, not what is on screen.
  @Test func scrollingUpAfterAJumpKeepsTheAnchor() {
    var generator = SplitMix64(seed: 483)
    var checked = 0
    let collections = TestScale.count(quick: 6, full: 30)
    for _ in 0..<collections {
      var driver = Self.randomDriver(using: &generator, selfSizing: true)
      driver.layoutSubviews()
      let end = driver.axis.cross(driver.layout.contentSize)
      driver.scroll(to: (end / 2).rounded())
      while driver.offset > 0 {
        driver.scroll(to: max(driver.offset - 200, 0))
      }
      for check in driver.anchorChecks {
        #expect(abs(check.before - check.after) <= 1e-6, "\(driver.layout.flow)")
      }
      checked += driver.anchorChecks.count
      // Back at the top, everything above the viewport was read: the screen is exact.
      guard Self.expectExact(driver.layoutSubviews(), driver: driver) else { return }
    }
    #expect(checked > collections * 2 / 3)
  }
}

/// Bad sizes from the delegate and from cells follow the engine's input policy.
@Suite struct FlowCollectionInputPolicyTests {
  /// NaN, infinite and negative item sizes, header and footer lengths and insets are zero, in
  /// collections sized by the delegate and by their cells alike: the layout is the whole
  /// layout of the sizes made valid, and nothing traps.
  @Test(arguments: [Double.nan, .infinity, -.infinity, -5])
  func invalidLengthsAreZero(_ invalid: Double) {
    var generator = SplitMix64(seed: 488)
    var invalidItems = 0
    // Ten more self-sizing collections at the full scale.
    let kinds = [false, true] + Array(repeating: true, count: TestScale.count(quick: 0, full: 10))
    for selfSizing in kinds {
      var driver = FlowCollectionLayoutModelTests.randomDriver(
        using: &generator, selfSizing: selfSizing)
      for section in driver.view.sections.indices {
        for item in driver.view.sections[section].indices
        where Int.random(in: 0..<4, using: &generator) == 0 {
          invalidItems += 1
          if Bool.random(using: &generator) {
            driver.view.sections[section][item].truth.width = invalid
          } else {
            driver.view.sections[section][item].truth.height = invalid
          }
        }
        driver.view.headers[section] = invalid
      }
      driver.layout.sectionInset = FlowInsets(top: invalid, left: invalid, bottom: 4, right: 2)
      #expect(driver.layout.sectionInset == FlowInsets(top: 0, left: 0, bottom: 4, right: 2))
      guard FlowCollectionLayoutModelTests.scrollThrough(&driver) else { return }
      #expect(
        driver.axis.cross(driver.layout.contentSize) == Oracle.elements(of: driver).length)
    }
    // Several invalid items in each collection on average.
    #expect(invalidItems > kinds.count * 2)
  }

  /// A cell that measures beyond the longest length the engine works with is held at it, as
  /// the engine holds every length, and answering that size again changes nothing: the layout
  /// is not invalidated over and over.
  @Test func aHugeMeasuredSizeInvalidatesOnce() {
    let view = FakeCollectionView(
      sections: [
        [FakeCollectionView.Item(truth: Size(width: 1e300, height: 30), settings: .init())]
      ],
      headers: [0], footers: [0], bounds: Rect(x: 0, y: 0, width: 300, height: 300))
    var layout = FlowCollectionLayoutModel(
      source: view, flow: FlowEngine(), estimatedItemSize: Size(width: 60, height: 28))
    layout.prepare()
    let path = FlowItemPath(section: 0, item: 0)
    let huge = Size(width: 1e300, height: 30)
    #expect(layout.shouldInvalidate(forPreferredSize: huge, ofItem: path))
    _ = layout.invalidation(forPreferredSize: huge, ofItem: path)
    #expect(!layout.shouldInvalidate(forPreferredSize: huge, ofItem: path))
  }

  /// An estimated size that is not valid is zero: the items start empty and take their cells'
  /// sizes.
  @Test func anInvalidEstimateIsZero() {
    var generator = SplitMix64(seed: 489)
    var driver = FlowCollectionLayoutModelTests.randomDriver(using: &generator, selfSizing: true)
    driver.layout.estimatedItemSize = Size(width: .nan, height: -3)
    #expect(FlowCollectionLayoutModelTests.scrollThrough(&driver))
  }
}
