import FlowLayoutEngine
import Testing

@testable import FlowCollectionLayout

/// The content size the collection view scrolls within. UIKit reads it after `prepare()`, which
/// only an invalidation brings; the lines the layout reads for the first time while it is
/// queried change its estimate, so an invalidation must follow each change, or the scroll range
/// stays at the first estimate.
@Suite struct FlowCollectionContentSizeTests {
  /// A collection view 390 × 844 of one section of 3,000 items sized by the delegate: 30 × 20
  /// points for the first 1,200, then 150 × 60 (`growing`), or the other way round, so that the
  /// first lines, which the layout estimates the rest from, give far too short a content, or
  /// far too long a one.
  static func driver(growing: Bool, order: BoundsOrder = .storedFirst) -> CollectionDriver {
    let small = Size(width: 30, height: 20)
    let large = Size(width: 150, height: 60)
    let items = (0..<3_000).map {
      FakeCollectionView.Item(
        truth: ($0 < 1_200) == growing ? small : large, settings: FlowItemSettings())
    }
    var driver = CollectionDriver.delegateSized(items)
    driver.boundsOrder = order
    return driver
  }

  /// ``driver(growing:order:)`` laid out, then scrolled to the item at `path` twice, at once:
  /// the first scroll may stop at the end of the content size held when it started.
  static func scrolledTwice(to path: FlowItemPath, growing: Bool, order: BoundsOrder)
    -> CollectionDriver
  {
    var driver = Self.driver(growing: growing, order: order)
    driver.layoutSubviews()
    driver.scrollToItem(at: path)
    driver.scrollToItem(at: path)
    return driver
  }

  /// Dragged to the end, the collection view stops where the content ends: neither short of
  /// the last line nor past it over blank space.
  @Test(arguments: [true, false])
  func theScrollRangeEndsWhereTheContentDoes(growing: Bool) {
    for order in BoundsOrder.allCases {
      var driver = Self.driver(growing: growing, order: order)
      driver.scrollToTheEnd()
      let length = Oracle.elements(of: driver).length
      #expect(driver.axis.cross(driver.contentSize) == length)
      #expect(driver.offset + driver.viewportLength == length)
    }
  }

  /// A scroll to the last item asks for its attributes, which read every line up to it, and
  /// stops where the content size the collection view holds ends. Whether UIKit reads the
  /// content size again before it clamps is not documented: where it does not, the first scroll
  /// stops at the old end and the invalidation that follows lets the second reach the item;
  /// where it does, the first reaches it.
  @Test func aScrollToAFarItemReachesIt() throws {
    for order in BoundsOrder.allCases {
      let last = FlowItemPath(section: 0, item: 2_999)
      var driver = Self.scrolledTwice(to: last, growing: true, order: order)
      let frame = try #require(driver.layout.element(ofItem: last)?.frame)
      #expect(driver.axis.crossStart(frame) >= driver.offset)
      #expect(driver.axis.crossStart(frame) + frame.height <= driver.offset + driver.viewportLength)
    }
  }

  /// An animated scroll to an item far down, whose lines were never read, heads for the end of
  /// the content size held when it starts, which reading them changed: the layout follows the
  /// scroll through its frames, whether UIKit takes the content offset adjustments made on the
  /// way along or not, and corrects where it lands, once: the item's line at the top, or the
  /// view at the content's end, never short of the item nor past the end.
  @Test(arguments: [true, false], [true, false])
  func anAnimatedScrollToAFarItemLandsOnIt(growing: Bool, followsAdjustments: Bool) throws {
    for order in BoundsOrder.allCases {
      for item in [2_000, 2_999] {
        var driver = Self.driver(growing: growing, order: order)
        driver.layoutSubviews()
        let path = FlowItemPath(section: 0, item: item)
        driver.scrollToItem(at: path, frames: 20, followsAdjustments: followsAdjustments)
        #expect(driver.layout.scrollTarget == nil)
        // The item's frame, read as no scroll to it: every line up to it is read.
        let frame = try #require(driver.layout.itemElement(at: path)?.frame)
        let held = driver.axis.cross(driver.contentSize)
        let top = driver.axis.crossStart(frame)
        #expect(
          abs(driver.offset - Swift.min(top, held - driver.viewportLength)) < 0.5,
          "item \(item): the view at \(driver.offset), the item at \(top), the end at \(held)")
        // The size held is the layout's, and past the last item, the true length.
        #expect(held == driver.axis.cross(driver.layout.contentSize))
        if item == 2_999 { #expect(held == Oracle.elements(of: driver).length) }
      }
    }
  }

  /// An animation the platform says runs (`isScrollAnimating`, iOS 17.4) is followed however
  /// many frames it takes: at 120 frames a second a long scroll takes more than a second's
  /// worth at 60.
  @Test func aLongAnimationThePlatformReportsLandsOnItsItem() throws {
    for order in BoundsOrder.allCases {
      var driver = Self.driver(growing: true, order: order)
      driver.layoutSubviews()
      let path = FlowItemPath(section: 0, item: 2_999)
      driver.scrollToItem(at: path, frames: 90, followsAdjustments: false, reportsAnimation: true)
      let frame = try #require(driver.layout.itemElement(at: path)?.frame)
      let end = driver.axis.cross(driver.contentSize) - driver.viewportLength
      #expect(abs(driver.offset - min(frame.minY, end)) < 0.5, "the view at \(driver.offset)")
    }
  }

  /// A user's drag back during an animated scroll to an item ends the scroll: where the drag
  /// stops, nothing pulls the view to the item.
  @Test func aDragBackDuringAnAnimatedScrollEndsIt() throws {
    for order in BoundsOrder.allCases {
      var driver = Self.driver(growing: true, order: order)
      driver.layoutSubviews()
      let path = FlowItemPath(section: 0, item: 2_999)
      let frame = try #require(driver.layout.element(ofItem: path)?.frame)
      let destination = min(
        driver.axis.crossStart(frame), driver.axis.cross(driver.contentSize) - driver.viewportLength
      )
      // The animation's first frame, then a move back: where AppKit does not say whether the
      // user scrolls, the move back ends the scroll.
      driver.scroll(to: destination / 4, byUser: false)
      #expect(driver.layout.scrollTarget != nil)
      driver.scroll(to: destination / 8, byUser: false)
      #expect(driver.layout.scrollTarget == nil)
      driver.scroll(to: destination)
      #expect(driver.offset == destination)
    }
  }

  /// A scroll to one of the last items at another position than the top (centred), over lines
  /// that make the content shorter than the size the collection view held, goes past the new
  /// end: it comes back to the end, and no blank band shows below the last line.
  /// At once, with the platform saying no animation runs (iOS 17.4) or saying nothing, or
  /// animated, saying one runs or not.
  @Test(arguments: [2_950, 2_990], [0, 1, 10])
  func aCentredScrollPastTheNewEndComesBackToIt(item: Int, frames: Int) throws {
    for order in BoundsOrder.allCases {
      var driver = Self.driver(growing: false, order: order)
      driver.layoutSubviews()
      let path = FlowItemPath(section: 0, item: item)
      if frames > 1 {
        driver.scrollToItem(
          at: path, frames: frames, followsAdjustments: false, centred: true,
          reportsAnimation: item == 2_990)
      } else {
        let frame = try #require(driver.layout.element(ofItem: path)?.frame)
        let heldEnd = driver.axis.cross(driver.contentSize) - driver.viewportLength
        let centred = frame.minY - (driver.viewportLength - frame.height) / 2
        driver.scroll(
          to: min(centred, heldEnd), byUser: false, animating: frames == 0 ? false : nil)
      }
      let length = Oracle.elements(of: driver).length
      #expect(driver.offset + driver.viewportLength <= length + 0.5, "the view at \(driver.offset)")
      #expect(driver.axis.cross(driver.contentSize) == length)
    }
  }

  /// An app's read of an item's attributes (to place a view of its own) is taken for the start
  /// of a scroll to it, which cannot be told apart; the user's drag toward the item over cells
  /// that measure other than their estimate then moves the item, and a frame of the drag that
  /// rests where the scroll would have landed must not be taken for its landing and pulled to
  /// the item: the user's drag ends the scroll where UIKit says the user scrolls, and any
  /// scroll ends after `ItemScroll.maximumFrames` bounds changes where the platform does not.
  @Test(arguments: [true, false])
  func aDragTowardAnItemAnAppReadIsNotPulledToIt(platformSaysTheUserScrolls: Bool) throws {
    for order in BoundsOrder.allCases {
      var driver = CollectionDriver.selfSizing(count: 600) {
        Size(width: Double(40 + $0 * 37 % 60), height: Double(28 + $0 * 11 % 37))
      }
      driver.boundsOrder = order
      let path = FlowItemPath(section: 0, item: 100)
      let top = try #require(driver.layout.element(ofItem: path)?.frame.minY)
      // A slow drag, a point a frame, through the offset the item's top had when it was read.
      while driver.offset < top + 20 {
        let anchor = try #require(driver.layout.anchor()?.path)
        let before = driver.lineStartOnScreen(of: anchor)
        driver.scroll(to: driver.offset + 1, byUser: platformSaysTheUserScrolls)
        let moved = before - driver.lineStartOnScreen(of: anchor)
        // The drag's point, give or take lines above measuring.
        #expect(abs(moved - 1) < 60, "at \(driver.offset): the content moved \(moved)")
        if abs(moved - 1) >= 60 { break }
      }
    }
  }

  /// Dragged up from a scroll to an item, a screen at a time, over lines read for the first
  /// time that change the content size, the view moves away from the item: nothing pulls it
  /// back to the item.
  @Test(arguments: [true, false])
  func aDragAfterAScrollToAnItemIsNotPulledBack(growing: Bool) throws {
    for order in BoundsOrder.allCases {
      let path = FlowItemPath(section: 0, item: 2_000)
      var driver = Self.scrolledTwice(to: path, growing: growing, order: order)
      for step in 1...4 {
        driver.scroll(to: driver.offset - driver.viewportLength)
        let frame = try #require(driver.layout.element(ofItem: path)?.frame)
        #expect(
          driver.axis.crossStart(frame) >= driver.offset + driver.viewportLength,
          "drag \(step): the item at \(driver.axis.crossStart(frame)), the view at \(driver.offset)"
        )
      }
    }
  }

  /// Scrolled by the user to the end after a scroll to an item far above it, then given new
  /// settings, the layout keeps the first line in view in place: the scroll to the item ended
  /// when it landed, and the content's end is kept in place only while the view rests where a
  /// scroll to an item left it. Every line was read before, so that no scroll here invalidates
  /// the layout.
  @Test(arguments: [true, false])
  func newSettingsAfterAScrollAwayFromAnItemKeepTheFirstLineInView(growing: Bool) throws {
    for order in BoundsOrder.allCases {
      var driver = Self.driver(growing: growing, order: order)
      driver.scrollToTheEnd()
      driver.scroll(to: 0)
      driver.scrollToItem(at: FlowItemPath(section: 0, item: 1_500))
      driver.scroll(to: driver.axis.cross(driver.contentSize) - driver.viewportLength)
      #expect(driver.layout.restsAtContentEnd())
      let anchor = try #require(driver.layout.anchor()?.path)
      let before = driver.lineStartOnScreen(of: anchor)
      driver.changeSettings { $0.flow.lineSpacing = 4 }
      driver.prepareIfInvalidated()
      #expect(abs(driver.lineStartOnScreen(of: anchor) - before) <= 1e-6)
    }
  }

  /// Code other than the collection view may read the layout's content size (an app sizing a
  /// view of its own by it). Given the size the collection view holds, as the platform layout
  /// gives it from its scroll view before each decision, the layout still sees the change that
  /// read hid: the new bounds invalidate it, and the size held is adjusted to the content's.
  @Test func aReadByOtherCodeIsNotTheCollectionViews() {
    var driver = Self.driver(growing: true)
    driver.layoutSubviews()
    // The attributes of the last item read every line up to it, which changes the content
    // size; the collection view still holds the first estimate.
    _ = driver.layout.element(ofItem: FlowItemPath(section: 0, item: 2_999))
    let held = driver.contentSize
    #expect(driver.layout.contentSize != held)
    _ = driver.layout.readContentSize()
    driver.layout.scrollsWithin(contentSize: held)
    #expect(driver.layout.shouldInvalidate(forBoundsChange: driver.view.bounds))
    let invalidation = driver.layout.invalidation(forBoundsChange: driver.view.bounds)
    let adjusted = held.height + invalidation.contentSizeAdjustment.height
    #expect(adjusted == driver.layout.contentSize.height)
  }
}
