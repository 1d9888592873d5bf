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

  /// A grown item is asked for its cross size at its new width, once.
  @Test func aGrownItemIsMeasuredAtItsFinalWidth() {
    let item = CountingItem(BoxItem(width: 20, height: 5, maxWidth: .infinity, grow: 1))
    _ = flow.layout([item], proposal: row)
    #expect(
      item.proposals == [
        .unspecified, ProposedSize(width: .infinity, height: nil),
        ProposedSize(width: 100, height: nil),
      ])
  }
}
