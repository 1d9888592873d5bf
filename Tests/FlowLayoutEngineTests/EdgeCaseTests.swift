import FlowLayoutEngine
import Testing

/// The edge cases a flow layout is judged by, each a named requirement.
@Suite struct EdgeCaseTests {
  let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8, itemAlignment: .start)

  @Test func noItemsHaveSizeZero() {
    for proposal in [
      ProposedSize.unspecified, .zero, .infinity, ProposedSize(width: 100, height: 50),
    ] {
      let result = flow.layout([BoxItem](), proposal: proposal)
      #expect(result == FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0))
    }
    let spread = FlowEngine(justification: .spaceBetween, lineAlignment: .stretch)
    #expect(
      spread.sizeThatFits([BoxItem](), proposal: ProposedSize(width: 100, height: 50)) == .zero)
  }

  /// An item wider than the container sits alone on its line, overflows without clipping, and the
  /// container reports its real size.
  @Test func oversizedFixedItemSitsAloneAndIsNotClipped() {
    let items = [
      BoxItem(width: 30, height: 10), BoxItem(width: 500, height: 10),
      BoxItem(width: 30, height: 10),
    ]
    let result = flow.layout(items, proposal: ProposedSize(width: 100, height: nil))
    #expect(result.lines == [0..<1, 1..<2, 2..<3])
    #expect(result.frames[1] == Rect(x: 0, y: 18, width: 500, height: 10))
    #expect(result.size == Size(width: 500, height: 46))
  }

  /// A text-like item wider than the container is offered the container's width and wraps.
  @Test func oversizedTextItemWrapsToTheAvailableWidth() {
    let text = TextItem(wordWidths: [40, 40, 40, 40])  // 172 wide on one line
    let result = flow.layout([text], proposal: ProposedSize(width: 100, height: nil))
    #expect(result.frames == [Rect(x: 0, y: 0, width: 84, height: 40)])
    #expect(result.size == Size(width: 84, height: 40))
  }

  /// Centring never pushes an oversized item before the start edge (safe alignment).
  @Test(arguments: Justification.allCases)
  func oversizedItemNeverStartsBeforeTheContainer(justification: Justification) {
    let flow = FlowEngine(justification: justification)
    let result = flow.layout(
      [BoxItem(width: 300, height: 10)], proposal: ProposedSize(width: 100, height: nil),
      bounds: Rect(x: 0, y: 0, width: 100, height: 10))
    #expect(result.frames[0].minX == 0)
  }

  @Test func zeroWidthProposalPutsEachItemOnItsOwnLine() {
    let items = (0..<5).map { _ in BoxItem(width: 10, height: 10) }
    let result = flow.layout(items, proposal: .zero)
    #expect(result.lines.count == 5)
    #expect(result.size == Size(width: 10, height: 5 * 10 + 4 * 8))
  }

  @Test func zeroWidthProposalGivesTextItsNarrowestSize() {
    let text = TextItem(wordWidths: [30, 50, 20])
    let result = flow.layout([text], proposal: .zero)
    #expect(result.size == Size(width: 50, height: 60))
  }

  @Test(arguments: [ProposedSize.unspecified, .infinity, ProposedSize(width: nil, height: 10)])
  func unboundedWidthPutsEverythingOnOneLine(proposal: ProposedSize) {
    let items = (0..<100).map { _ in BoxItem(width: 10, height: 10) }
    let result = flow.layout(items, proposal: proposal)
    #expect(result.lines == [0..<100])
    #expect(result.size == Size(width: 100 * 10 + 99 * 8, height: 10))
  }

  /// Ten items of 0.1 sum to 0.9999999999999999 and a few other decimal sums land just above
  /// the width; both fit exactly.
  @Test(arguments: [(0.1, 10, 1.0), (0.1, 3, 0.3), (1.0 / 3, 3, 1.0), (0.7, 10, 7.0)])
  func fractionalSizesThatSumToTheWidthDoNotWrap(width: Double, count: Int, total: Double) {
    let items = (0..<count).map { _ in BoxItem(width: width, height: 1) }
    let tight = FlowEngine(itemSpacing: 0)
    #expect(tight.layout(items, proposal: ProposedSize(width: total, height: nil)).lines.count == 1)
    #expect(
      tight.layout(items, proposal: ProposedSize(width: total * 0.999, height: nil))
        .lines.count == 2)
  }

  @Test func zeroSizeItemsArePlacedAndTakeTheirSpacing() {
    let items = [
      BoxItem(width: 0, height: 0), BoxItem(width: 0, height: 0),
      BoxItem(width: 10, height: 10),
    ]
    let result = flow.layout(items, proposal: ProposedSize(width: 100, height: nil))
    #expect(result.frames.map(\.minX) == [0, 8, 16])
    #expect(result.lines == [0..<3])
  }

  @Test func thousandsOfTinyItemsFillEveryLine() {
    let items = (0..<10_000).map { _ in BoxItem(width: 1, height: 1) }
    let result = FlowEngine(itemSpacing: 1, lineSpacing: 1)
      .layout(items, proposal: ProposedSize(width: 99, height: nil))
    #expect(result.lines.count == 200)
    #expect(result.lines.allSatisfy { $0.count == 50 })
    #expect(result.size == Size(width: 99, height: 399))
    expectInvariants(result, itemCount: items.count, available: 99, packedGap: 1)
  }

  @Test func firstItemOfTheFlowNeverBreaksBeforeItself() {
    let items = [BoxItem(width: 10, height: 10, breakBefore: true)]
    #expect(flow.layout(items, proposal: .zero).lines == [0..<1])
  }

  @Test func forcedBreaksStartLines() {
    let items = (0..<4).map { BoxItem(width: 10, height: 10, breakBefore: $0 == 2) }
    #expect(flow.layout(items, proposal: .unspecified).lines == [0..<2, 2..<4])
  }

  @Test func maxItemsPerLineEndsLines() {
    let items = (0..<7).map { _ in BoxItem(width: 10, height: 10) }
    let flow = FlowEngine(maxItemsPerLine: 3)
    #expect(flow.layout(items, proposal: .unspecified).lines == [0..<3, 3..<6, 6..<7])
    let atLeastOne = FlowEngine(maxItemsPerLine: 0)
    #expect(atLeastOne.layout(items, proposal: .unspecified).lines.count == 7)
  }

  @Test func maxLinesHidesAndCountsTheRest() {
    let items = (0..<10).map { _ in BoxItem(width: 10, height: 10) }
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 0, maxLines: 2)
    let result = flow.layout(items, proposal: ProposedSize(width: 30, height: nil))
    #expect(result.lines == [0..<3, 3..<6])
    #expect(result.hiddenCount == 4)
    #expect(result.size == Size(width: 30, height: 20))
    #expect(result.frames[6...].allSatisfy { $0 == .zero })
  }

  @Test func maxLinesZeroHidesEverything() {
    let items = (0..<3).map { _ in BoxItem(width: 10, height: 10) }
    for maxLines in [0, -5] {
      let result = FlowEngine(maxLines: maxLines).layout(items, proposal: .unspecified)
      #expect(
        result
          == FlowResult(
            size: .zero, frames: Array(repeating: .zero, count: 3),
            lines: [], hiddenCount: 3))
    }
  }

  @Test func boundsWithAnOriginOffsetEveryFrame() {
    let items = [BoxItem(width: 10, height: 10), BoxItem(width: 10, height: 10)]
    let flow = FlowEngine(itemSpacing: 5)
    let result = flow.layout(
      items, proposal: .unspecified,
      bounds: Rect(x: 100, y: 200, width: 25, height: 10))
    #expect(
      result.frames == [
        Rect(x: 100, y: 200, width: 10, height: 10),
        Rect(x: 115, y: 200, width: 10, height: 10),
      ])
  }
}
