import SeededRandom
import Testing

@testable import FlowLayoutEngine

/// An overflow indicator joins the last line shown, standing for every item not shown, at
/// every line limit from none to the line count: the counts are the layout's, and no more items
/// could be shown with it.
@Suite struct OverflowTests {
  @Test func theIndicatorStandsForEveryItemNotShownAtEveryLimit() {
    var generator = SplitMix64(seed: 632)
    for round in 0..<300 {
      let items = (0..<Int.random(in: 1...30, using: &generator)).map { _ in
        BoxItem(
          width: Double(Int.random(in: 10...90, using: &generator)), height: 24,
          breakBefore: Int.random(in: 0..<12, using: &generator) == 0)
      }
      let indicator = { (hidden: Int) in BoxItem(width: hidden < 10 ? 60 : 68, height: 24) }
      var flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
      let proposal = ProposedSize(
        width: Double(Int.random(in: 40...300, using: &generator)), height: nil)
      let lineCount = flow.layout(items, proposal: proposal).lines.count
      for limit in 0...lineCount {
        flow.maxLines = limit
        let plain = flow.layout(items, proposal: proposal)
        guard
          let overflow = flow.overflow(
            of: items, hiddenCount: plain.hiddenCount, proposal: proposal, indicator: indicator)
        else {
          // Nothing hidden: nothing to stand for.
          #expect(plain.hiddenCount == 0, "round \(round)")
          continue
        }
        let shown = items.count - overflow.hiddenCount
        let result = overflow.result
        #expect(result.hiddenCount == 0 && result.frames.count == shown + 1, "round \(round)")
        #expect(result.lines.count <= max(limit, 1), "round \(round) limit \(limit)")
        #expect(result.lines.last?.upperBound == shown + 1, "round \(round)")
        #expect(overflow.hiddenCount >= plain.hiddenCount, "round \(round)")
        // One more item shown, with the indicator for one fewer, would not fit.
        if shown < items.count, limit > 0 {
          var unlimited = flow
          unlimited.maxLines = nil
          let more = unlimited.layout(
            Array(items.prefix(shown + 1)) + [indicator(overflow.hiddenCount - 1)],
            proposal: proposal)
          #expect(more.lines.count > limit, "round \(round) limit \(limit)")
        }
      }
    }
  }

  /// With no lines allowed, the indicator stands alone for every item.
  @Test func noLinesLeaveTheIndicatorAlone() throws {
    var flow = FlowEngine(itemSpacing: 8)
    flow.maxLines = 0
    let items = (0..<5).map { _ in BoxItem(width: 40, height: 20) }
    let plain = flow.layout(items, proposal: ProposedSize(width: 200, height: nil))
    let overflow = try #require(
      flow.overflow(
        of: items, hiddenCount: plain.hiddenCount, proposal: ProposedSize(width: 200, height: nil)
      ) { _ in BoxItem(width: 60, height: 20) })
    #expect(overflow.hiddenCount == 5)
    #expect(overflow.result.lines == [0..<1])
    #expect(overflow.indicatorFrame == Rect(x: 0, y: 0, width: 60, height: 20))
  }

  /// An indicator longer than every line fits in no line beside an item, so every item of the
  /// last line moves behind it; alone, it still has a line of its own, as any item longer than
  /// the line has, after the lines before the last, two items each (40 + 8 + 40).
  @Test(arguments: [0, 1, 2, 3])
  func anIndicatorLongerThanTheLineStandsAloneInTheLastLine(limit: Int) throws {
    var flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    flow.maxLines = limit
    let items = (0..<12).map { _ in BoxItem(width: 40, height: 20) }
    let proposal = ProposedSize(width: 100, height: nil)
    let plain = flow.layout(items, proposal: proposal)
    #expect(plain.hiddenCount == 12 - 2 * limit)
    let overflow = try #require(
      flow.overflow(of: items, hiddenCount: plain.hiddenCount, proposal: proposal) { _ in
        BoxItem(width: 150, height: 20)
      })
    let linesBefore = max(limit - 1, 0)
    #expect(overflow.hiddenCount == 12 - 2 * linesBefore)
    #expect(
      overflow.result.lines
        == (0..<linesBefore).map { 2 * $0..<(2 * $0 + 2) } + [
          2 * linesBefore..<(2 * linesBefore + 1)
        ])
    #expect(
      overflow.indicatorFrame
        == Rect(x: 0, y: Double(linesBefore) * 28, width: 150, height: 20))
  }
}
