import Testing

@testable import FlowLayoutEngine

/// The greedy rule, which both the general steps and the streaming loop call, and the lines an
/// optimal breaker hands back.
@Suite struct BreakLinesTests {
  /// Each reason to start a line alone starts one; without any, the item joins the line.
  @Test(arguments: [
    (false, false, 100.0, false),  // ends exactly at the limit: fits
    (false, false, 100.5, true),  // ends past it
    (true, false, 10.0, true),  // a forced break
    (false, true, 10.0, true),  // the line holds its most items
    (false, false, Double.nan, true),  // no line yet: fits nowhere
  ])
  func theGreedyRule(forcedBreak: Bool, lineIsFull: Bool, end: Double, startsLine: Bool) {
    #expect(
      GreedyLineBreaker.startsLine(
        forcedBreak: forcedBreak, lineIsFull: lineIsFull, end: end, limit: 100) == startsLine)
  }

  /// The breaker adds the gap and the item to the line's length, and honours the item limit.
  @Test func theBreakerAsksTheRuleAboutTheItemAfterTheLine() {
    let breaker = GreedyLineBreaker(available: 100, maxItemsPerLine: 3)
    var line = Line(start: 0)
    line.range = 0..<2
    line.main = 60
    let item = ItemRecord(
      main: 30, cross: 10, baseline: 10, gapBefore: 10, spacingBeforeLine: 0, spacingAfterLine: 0,
      grow: 0, maxMain: 30, breakBefore: false)
    #expect(!breaker.startsLine(with: item, after: line))  // 60 + 10 + 30 = 100
    var wider = item
    wider.main = 31
    #expect(breaker.startsLine(with: wider, after: line))
    line.range = 0..<3
    #expect(breaker.startsLine(with: item, after: line))  // three items already
  }

  /// With balanced breaking, the line before a forced break ends a paragraph, as the last line
  /// does: both take the last line's justification, the others the flow's.
  @Test func linesBeforeAForcedBreakEndAParagraph() {
    let items = [
      BoxItem(width: 40, height: 10), BoxItem(width: 40, height: 10),
      BoxItem(width: 30, height: 10), BoxItem(width: 40, height: 10, breakBefore: true),
      BoxItem(width: 40, height: 10),
    ]
    let flow = FlowEngine(
      itemSpacing: 0, lineSpacing: 0, justification: .end, lastLineJustification: .start,
      lineBreaking: .balanced)
    let result = flow.layout(items, proposal: ProposedSize(width: 100, height: nil))
    // Before the break, 40 | 40 30 (free 60² + 30²) is more even than 40 40 | 30 (20² + 70²).
    #expect(result.lines == [0..<1, 1..<3, 3..<5])
    // The container is the longest line, 80: the first line, justified to the end, moves by 40;
    // the two that end a paragraph stay at the start.
    #expect(result.frames.map(\.minX) == [40, 0, 40, 0, 40])
  }
}
