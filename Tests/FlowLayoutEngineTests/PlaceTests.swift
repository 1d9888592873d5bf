import FlowLayoutEngine
import Testing

/// Placement turns main and cross offsets into frames: columns for vertical flows, mirrored
/// rows for right-to-left, flipped lines for reverse wrapping.
@Suite struct PlaceTests {
  // [a 30][b 20]
  // [c 40]
  static let items = [
    BoxItem(width: 30, height: 10), BoxItem(width: 20, height: 10),
    BoxItem(width: 40, height: 10),
  ]
  static let proposal = ProposedSize(width: 55, height: nil)

  @Test func rightToLeftRowsRunFromTheRight() {
    let flow = FlowEngine(itemSpacing: 5, lineSpacing: 5, layoutDirection: .rightToLeft)
    let result = flow.layout(Self.items, proposal: Self.proposal)
    //      [b 20][a 30]
    //       [c 40]   (the container is 55 wide: its longest line)
    #expect(
      result.frames == [
        Rect(x: 25, y: 0, width: 30, height: 10),
        Rect(x: 0, y: 0, width: 20, height: 10),
        Rect(x: 15, y: 15, width: 40, height: 10),
      ])
  }

  @Test func reverseWrappingPutsTheFirstLineAtTheBottom() {
    let flow = FlowEngine(itemSpacing: 5, lineSpacing: 5, wrap: .reverse)
    let result = flow.layout(Self.items, proposal: Self.proposal)
    #expect(result.frames.map(\.minY) == [15, 15, 0])
  }

  /// Lines that overflow short bounds are flipped within themselves: they never start above the
  /// container, whatever the line alignment.
  @Test(arguments: LineAlignment.allCases)
  func reverseWrappingOverflowsPastTheBottom(alignment: LineAlignment) {
    let flow = FlowEngine(itemSpacing: 5, lineSpacing: 5, lineAlignment: alignment, wrap: .reverse)
    let result = flow.layout(
      Self.items, proposal: Self.proposal, bounds: Rect(x: 0, y: 0, width: 55, height: 12))
    #expect(result.frames.map(\.minY) == [15, 15, 0])
  }

  @Test func verticalFlowsMakeColumnsThatWrapToTheTrailingSide() {
    let items = Self.items.map(\.transposed)
    let flow = FlowEngine(axis: .vertical, itemSpacing: 5, lineSpacing: 5)
    let result = flow.layout(items, proposal: ProposedSize(width: nil, height: 55))
    #expect(
      result.frames == [
        Rect(x: 0, y: 0, width: 10, height: 30),
        Rect(x: 0, y: 35, width: 10, height: 20),
        Rect(x: 15, y: 0, width: 10, height: 40),
      ])
    #expect(result.size == Size(width: 25, height: 55))
  }

  /// Right-to-left columns wrap towards the left, as CSS's `direction: rtl` does.
  @Test func rightToLeftColumnsWrapTowardsTheLeft() {
    let items = Self.items.map(\.transposed)
    let flow = FlowEngine(
      axis: .vertical, itemSpacing: 5, lineSpacing: 5,
      layoutDirection: .rightToLeft)
    let result = flow.layout(items, proposal: ProposedSize(width: nil, height: 55))
    #expect(result.frames.map(\.minX) == [15, 15, 0])
  }

  @Test func mirroringHappensWithinTheBounds() {
    let flow = FlowEngine(itemSpacing: 5, layoutDirection: .rightToLeft)
    let result = flow.layout(
      [BoxItem(width: 10, height: 10)], proposal: .unspecified,
      bounds: Rect(x: 100, y: 0, width: 50, height: 10))
    #expect(result.frames == [Rect(x: 140, y: 0, width: 10, height: 10)])
  }

  @Test func hiddenItemsGetAZeroFrameAtTheBoundsOrigin() {
    let flow = FlowEngine(itemSpacing: 5, maxLines: 1)
    let result = flow.layout(
      Self.items, proposal: Self.proposal,
      bounds: Rect(x: 7, y: 9, width: 55, height: 10))
    #expect(result.hiddenCount == 1)
    #expect(result.frames[2] == Rect(x: 7, y: 9, width: 0, height: 0))
  }
}
