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
      BreakRule.startsLine(
        forcedBreak: forcedBreak, lineIsFull: lineIsFull, end: end, limit: 100) == startsLine)
  }

  /// The line starts a breaker hands back for `items` in `available`.
  static func lineStarts(
    of items: [BoxItem], available: Double, maxItemsPerLine: Int = .max, maxLines: Int = .max,
    using breaking: LineBreaking
  ) -> (starts: [Int], measured: Int) {
    let flow = FlowEngine(itemSpacing: 10, maxItemsPerLine: maxItemsPerLine)
    var measured = MeasuredItems(
      ItemMeasurer(items: items, flow: flow), into: [], growers: InPlaceStore())
    var starts: [Int] = []
    switch breaking {
    case .greedy:
      GreedyLineBreaker(limit: fitLimit(available), maxItemsPerLine: maxItemsPerLine)
        .breakLines(&measured, maxLines: maxLines, into: &starts)
    case .balanced, .minimumRaggedness:
      var breaker = OptimalLineBreaker(
        objective: breaking == .balanced ? .balanced : .minimumRaggedness, available: available,
        maxItemsPerLine: maxItemsPerLine, solver: SegmentSolver())
      breaker.breakLines(&measured, maxLines: maxLines, into: &starts)
    }
    return (starts, measured.records.count)
  }

  /// Greedy lines take items while the gap and the item end within the length (70 + 10 + 20 =
  /// 100 fits), honour the item limit and forced breaks, and give an oversized item its own line.
  @Test func theGreedyBreakerHandsBackWhereLinesStart() {
    let boxes = [30.0, 30, 20, 31, 150, 10].map { BoxItem(width: $0, height: 10) }
    #expect(Self.lineStarts(of: boxes, available: 100, using: .greedy).starts == [0, 3, 4, 5])
    #expect(
      Self.lineStarts(of: boxes, available: 100, maxItemsPerLine: 2, using: .greedy).starts
        == [0, 2, 4, 5])
    var forced = boxes
    forced[1].breakBefore = true
    #expect(Self.lineStarts(of: forced, available: 100, using: .greedy).starts == [0, 1, 3, 4, 5])
  }

  /// Greedy breaking stops at the start of the line after the last shown one, having measured
  /// its first item and none after it.
  @Test func theGreedyBreakerStopsAfterTheLastShownLine() {
    let boxes = Array(repeating: BoxItem(width: 45, height: 10), count: 10)
    let (starts, measured) = Self.lineStarts(
      of: boxes, available: 100, maxLines: 2, using: .greedy)
    #expect(starts == [0, 2, 4])
    #expect(measured == 5)
  }

  /// The optimal breakers hand back lines the same way, after measuring every item: here the
  /// balanced lines of 40 40 30 in 100 are 40 | 40 30 (free 60² + 20²), not 40 40 | 30 (10² +
  /// 70²), and minimum raggedness, where the last line's free space is free, takes 40 40 | 30.
  @Test func theOptimalBreakersHandBackWhereLinesStart() {
    let boxes = [40.0, 40, 30].map { BoxItem(width: $0, height: 10) }
    for breaking in [LineBreaking.balanced, .minimumRaggedness] {
      let (starts, measured) = Self.lineStarts(
        of: boxes, available: 100, maxLines: 1, using: breaking)
      #expect(starts == (breaking == .balanced ? [0, 1] : [0, 2]))
      #expect(measured == 3)
    }
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
