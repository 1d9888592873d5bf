import FlowLayoutEngine
import Testing

/// Growing shares a line's free space by weight, clamps at maximum sizes, and follows CSS's
/// `flex-grow` (with `flex-shrink: 0`) in every detail that a browser shows.
@Suite struct GrowItemsTests {
  let flow = FlowEngine(itemSpacing: 0)
  let row = ProposedSize(width: 100, height: nil)

  func widths(_ items: [BoxItem], proposal: ProposedSize? = nil) -> [Double] {
    flow.layout(items, proposal: proposal ?? row).frames.map(\.width)
  }

  @Test func freeSpaceIsSharedInProportionToWeights() {
    // [a 10][b 20][c 40] + 30 free: a grows by 10, b by 20.
    let items = [
      BoxItem(width: 10, height: 5, maxWidth: .infinity, grow: 1),
      BoxItem(width: 20, height: 5, maxWidth: .infinity, grow: 2),
      BoxItem(width: 40, height: 5),
    ]
    #expect(widths(items) == [20, 40, 40])
  }

  @Test func anItemStopsAtItsMaximumAndTheOthersTakeTheRest() {
    let items = [
      BoxItem(width: 10, height: 5, maxWidth: 15, grow: 1),
      BoxItem(width: 10, height: 5, maxWidth: .infinity, grow: 1),
    ]
    #expect(widths(items) == [15, 85])
  }

  /// An item whose share falls short of its maximum by rounding alone takes its maximum, but is
  /// not frozen there as if held: when another item is held at its minimum, the rest share again
  /// without that item's length. Here the first share is 229 × 11 / (11 + 10⁻⁹), a hair under
  /// 229; the second box is held at 25, and the first then takes the 204 left (a fuzzer found
  /// the first box kept 254 and the line overflowed its 254 points).
  @Test func roundingToTheMaximumDoesNotFreezeAnItemWhileOthersAreHeld() {
    let items = [
      BoxItem(width: 254, height: 5, minWidth: 0, maxWidth: 254, grow: 11, basis: 25),
      BoxItem(width: 25, height: 5, grow: 1e-9, basis: 0),
    ]
    #expect(widths(items, proposal: ProposedSize(width: 254, height: nil)) == [229, 25])
  }

  @Test func weightsSummingBelowOneShareOnlyThatFraction() {
    let items = [BoxItem(width: 20, height: 5, maxWidth: .infinity, grow: 0.5)]
    #expect(widths(items) == [60])  // 20 + 0.5 × 80
  }

  @Test func aFixedBoxCannotGrow() {
    let items = [BoxItem(width: 20, height: 5, grow: 1), BoxItem(width: 20, height: 5, grow: 1)]
    #expect(widths(items) == [20, 20])
  }

  @Test func growingItemsMakeTheContainerTakeADefiniteWidth() {
    let items = [BoxItem(width: 20, height: 5, maxWidth: .infinity, grow: 1)]
    #expect(flow.sizeThatFits(items, proposal: row) == Size(width: 100, height: 5))
    #expect(flow.sizeThatFits(items, proposal: .unspecified) == Size(width: 20, height: 5))
    #expect(flow.sizeThatFits(items, proposal: .infinity) == Size(width: 20, height: 5))
  }

  @Test func eachLineGrowsOnItsOwn() {
    let items = [
      BoxItem(width: 60, height: 5, maxWidth: .infinity, grow: 1),
      BoxItem(width: 60, height: 5),
      BoxItem(width: 30, height: 5, maxWidth: .infinity, grow: 1),
    ]
    #expect(widths(items) == [100, 60, 40])
  }

  /// A grown item is asked for its cross size at its new width, once. A box that grows starts
  /// from its ideal width as its basis, so it is asked for its least width too.
  @Test func aGrownItemIsMeasuredAtItsFinalWidth() {
    let item = CountingItem(BoxItem(width: 20, height: 5, maxWidth: .infinity, grow: 1))
    _ = flow.layout([item], proposal: row)
    #expect(
      item.proposals == [
        .unspecified, ProposedSize(width: 0, height: nil),
        ProposedSize(width: .infinity, height: nil),
        ProposedSize(width: 100, height: nil),
      ])
  }

  /// An item of a fixed area: the wider, the thinner, between 50 and 400 points wide.
  struct AreaItem: FlowItem {
    var grow = 0.0
    var breakBefore = false

    func dimensions(in proposal: ProposedSize) -> ItemDimensions {
      let width = min(max(proposal.width ?? 50, 50), 400)
      return ItemDimensions(width: width, height: 2_000 / width)
    }
  }

  /// A grown item that gets thinner at its new width makes its line as thin as it is then, and
  /// the next line starts after that, on the path that keeps no record of the items (greedy,
  /// without baselines) as on the others.
  @Test(arguments: LineBreaking.allCases)
  func aGrownItemThatGetsThinnerThinsItsLine(breaking: LineBreaking) {
    let items = [AreaItem(grow: 1), AreaItem(breakBefore: true)]
    let result = FlowEngine(itemSpacing: 0, lineSpacing: 10, lineBreaking: breaking)
      .layout(items, proposal: ProposedSize(width: 200, height: nil))
    #expect(result.frames[0] == Rect(x: 0, y: 0, width: 200, height: 10))
    #expect(result.frames[1] == Rect(x: 0, y: 20, width: 50, height: 40))
  }

  /// An item with a basis of zero starts from its answer at a zero width, which gave its least
  /// width, and is not asked for it again; it is asked at its grown width when it grows, and at
  /// a basis that its least width does not hold it at.
  @Test(arguments: [
    (BoxItem(width: 20, height: 5, minWidth: 0, maxWidth: .infinity, grow: 1, basis: 0), [50.0]),
    (BoxItem(width: 20, height: 5, minWidth: 0, maxWidth: .infinity, basis: 0), []),
    (BoxItem(width: 20, height: 5, minWidth: 10, maxWidth: .infinity, basis: 0), [10]),
    (BoxItem(width: 20, height: 5, minWidth: 0, maxWidth: .infinity, basis: 30), [30]),
  ])
  func anItemIsNotAskedTwiceAtItsLeastWidth(box: BoxItem, laterWidths: [Double]) {
    let item = CountingItem(box)
    _ = flow.layout([item, CountingItem(BoxItem(width: 50, height: 5))], proposal: row)
    let asked = [
      .unspecified, ProposedSize(width: 0, height: nil),
      ProposedSize(width: .infinity, height: nil),
    ]
    #expect(item.proposals == asked + laterWidths.map { ProposedSize(width: $0, height: nil) })
  }

  /// A container whose growing items all stop at their greatest length hugs what they became,
  /// as a stack would, rather than taking the whole proposal: 6 + 1 + 1, not 10.
  @Test func growersStoppedByTheirMaximumLeaveTheContainerHuggingThem() {
    let items = [
      BoxItem(width: 1, height: 1, maxWidth: 6, grow: 1), BoxItem(width: 1, height: 1),
    ]
    let flow = FlowEngine(itemSpacing: 1, lineSpacing: 0)
    let result = flow.layout(items, proposal: ProposedSize(width: 10, height: 1))
    #expect(result.size == Size(width: 8, height: 1))
    #expect(result.frames.map(\.width) == [6, 1])
    let fixed = [BoxItem(width: 20, height: 5, grow: 1), BoxItem(width: 20, height: 5, grow: 1)]
    #expect(self.flow.sizeThatFits(fixed, proposal: row).width == 40)
  }

  /// A growing box starts from its width even below its minimum (CSS's `flex-basis: auto`), and
  /// an item that would fall below its minimum is frozen there while the others share the rest:
  /// 60 and 40, where growing from the minimum would give 80 and 20.
  @Test func growingStartsFromTheBasisAndFreezesAtTheMinimum() {
    let items = [
      BoxItem(width: 0, height: 5, minWidth: 60, maxWidth: .infinity, grow: 1),
      BoxItem(width: 0, height: 5, maxWidth: .infinity, grow: 1),
    ]
    #expect(widths(items) == [60, 40])
  }

  /// Equal widths in a line: a zero basis, equal weights and a minimum no larger than the share.
  @Test func aZeroBasisGivesEqualWidths() {
    let items = [10.0, 30, 50].map {
      BoxItem(width: $0, height: 5, minWidth: 0, maxWidth: .infinity, grow: 1, basis: 0)
    }
    #expect(widths(items, proposal: ProposedSize(width: 90, height: nil)) == [30, 30, 30])
  }

  /// Lines break on the basis held between the least and greatest lengths: two boxes 10 wide
  /// with a basis of 60 take a line each in 100; with a maximum of 40 they share one.
  @Test func linesBreakOnTheHeldBasis() {
    let wide = BoxItem(width: 10, height: 5, minWidth: 0, maxWidth: .infinity, basis: 60)
    #expect(flow.layout([wide, wide], proposal: row).lines == [0..<1, 1..<2])
    var held = wide
    held.maxWidth = 40
    #expect(flow.layout([held, held], proposal: row).lines == [0..<2])
    #expect(widths([held, held]) == [40, 40])
  }

  /// An item whose basis is above its maximum keeps its maximum, and the others grow.
  @Test func anItemHeldBelowItsBasisDoesNotGrow() {
    let items = [
      BoxItem(width: 10, height: 5, minWidth: 0, maxWidth: 30, grow: 1, basis: 50),
      BoxItem(width: 10, height: 5, maxWidth: .infinity, grow: 1),
    ]
    #expect(widths(items) == [30, 70])
  }

  /// An item alone on its line and longer than it takes the line's length when its minimum
  /// allows, and its minimum otherwise.
  @Test func aLoneItemLongerThanItsLineShrinksToItsMinimum() {
    let shrinks = BoxItem(width: 10, height: 5, minWidth: 80, maxWidth: .infinity, basis: 150)
    #expect(widths([shrinks]) == [100])
    var held = shrinks
    held.minWidth = 120
    #expect(widths([held]) == [120])
  }

  /// In a column flow a box's basis is along its height, and an automatic one is its height.
  @Test func aColumnGrowsHeights() {
    let items = [
      BoxItem(width: 5, height: 0, minHeight: 60, maxHeight: .infinity, grow: 1),
      BoxItem(width: 5, height: 0, maxHeight: .infinity, grow: 1),
    ]
    let column = FlowEngine(axis: .vertical, itemSpacing: 0)
    let result = column.layout(items, proposal: ProposedSize(width: nil, height: 100))
    #expect(result.frames.map(\.height) == [60, 40])
  }

  /// A label whose baseline rises as it widens, at the same height: growing moves its baseline
  /// alone, which the row's baselines must follow.
  struct RisingBaselineItem: FlowItem {
    var width: Double
    var grow: Double

    func dimensions(in proposal: ProposedSize) -> ItemDimensions {
      let width = proposal.width ?? self.width
      let baseline = width > self.width ? 6.0 : 14.0
      return ItemDimensions(
        size: Size(width: width, height: 20), firstTextBaseline: baseline,
        lastTextBaseline: baseline)
    }
  }

  @Test func baselinesLineUpAgainWhenGrowingMovesOne() {
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 0, itemAlignment: .firstTextBaseline)
    let items = [
      RisingBaselineItem(width: 30, grow: 0), RisingBaselineItem(width: 30, grow: 1),
      RisingBaselineItem(width: 80, grow: 0),
    ]
    let result = flow.layout(items, proposal: row)
    // The grown label's baseline is 6 below its top, the other's 14: they line up, and the
    // line grows by the difference.
    #expect(result.frames[0].minY + 14 == result.frames[1].minY + 6)
    #expect(result.frames[0].minY == 0)
    #expect(result.frames[2].minY == 28)
    #expect(result.size == Size(width: 100, height: 48))
  }

}
