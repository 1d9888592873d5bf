import Testing

@testable import FlowLayoutEngine

/// A minimum line count for balanced breaking, as Chromium's `flex-line-count`: the length lines
/// break at narrows to the shortest that greedy breaking fills in no more lines, and items that
/// end a line exactly are lengthened when no length gives enough.
@Suite struct LineCountNarrowingTests {
  static func records(_ lengths: [Double], gap: Double = 0) -> [ItemRecord] {
    lengths.enumerated().map { index, length in
      ItemRecord(
        main: length, cross: 10, baseline: 10, gapBefore: index == 0 ? 0 : gap,
        spacingBeforeLine: 0, spacingAfterLine: 0, breakBefore: false)
    }
  }

  static func lines(_ lengths: [Double], gap: Double = 0, width: Double?, minLines: Int)
    -> [Range<Int>]
  {
    let items = lengths.map { BoxItem(width: $0, height: 10) }
    let flow = FlowEngine(
      itemSpacing: gap, lineSpacing: 0, lineBreaking: .balanced, minLines: minLines)
    return flow.layout(items, proposal: ProposedSize(width: width, height: nil)).lines
  }

  /// The length narrows to the longest line of the shortest greedy breaking in that many lines:
  /// 20 20 20 20 35 with gaps of 3 in two lines is 66 long (20 20 20 | 20 35).
  @Test func theLengthNarrowsToTheShortestThatGivesTheLines() {
    let narrowed = LineCountNarrowing(
      items: Self.records([20, 20, 20, 20, 35], gap: 3), available: 300, maxItemsPerLine: .max,
      minLines: 2)
    #expect(narrowed.available == 66)
    #expect(narrowed.items.map(\.main) == [20, 20, 20, 20, 35])
    #expect(Self.lines([20, 20, 20, 20, 35], gap: 3, width: 300, minLines: 2) == [0..<3, 3..<5])
  }

  /// Four equal items make two lines or four, never three: the last item that ends a line
  /// exactly is lengthened by 1/64 and moves down, and the earlier lines are the fuller.
  @Test func perfectFitsLengthenWhenNoLengthGivesTheLines() {
    let narrowed = LineCountNarrowing(
      items: Self.records([20, 20, 20, 20]), available: 100, maxItemsPerLine: .max, minLines: 3)
    #expect(narrowed.available == 40)
    #expect(narrowed.items.map(\.main) == [20, 20, 20, 20 + 1.0 / 64])
    #expect(Self.lines([20, 20, 20, 20], width: 100, minLines: 3) == [0..<2, 2..<3, 3..<4])
  }

  /// Never more lines than items, and nothing changes when greedy breaking already gives enough.
  @Test func theCountIsAtMostTheItemsAndAMinimumAlreadyMetChangesNothing() {
    #expect(Self.lines([20, 20], width: 100, minLines: 5) == [0..<1, 1..<2])
    let met = LineCountNarrowing(
      items: Self.records([60, 60]), available: 100, maxItemsPerLine: .max, minLines: 2)
    #expect(met.available == 100)
  }

  /// Counting stops where the line after the cap would start: the count and lengths are those
  /// of the first lines, and a cap of at least the whole count changes nothing.
  @Test func greedyCountingStopsAtTheCap() {
    // At 50 with gaps of 2: 20 20 | 30 | 45 | 10 10 10, lines 42, 30, 45 and 34 long.
    let items = Self.records([20, 20, 30, 45, 10, 10, 10], gap: 2)
    let whole = LineCountNarrowing.greedyLines(of: items, at: 50, .max)
    #expect(whole.count == 4 && whole.longest == 45 && whole.longestFitting == 45)
    let two = LineCountNarrowing.greedyLines(of: items, at: 50, .max, stoppingAt: 2)
    #expect(two.count == 2 && two.longest == 42 && two.longestFitting == 42)
    for cap in [4, 5, Int.max] {
      let capped = LineCountNarrowing.greedyLines(of: items, at: 50, .max, stoppingAt: cap)
      #expect(capped == whole)
    }
  }

  /// With the ideal size, the container is as long as the longest line of the narrowed breaking,
  /// as a browser sizes an `inline-flex` container with a line count.
  @Test func theIdealSizeIsTheNarrowedLongestLine() {
    let items = [20.0, 20, 20, 20].map { BoxItem(width: $0, height: 10) }
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 0, lineBreaking: .balanced, minLines: 2)
    let result = flow.layout(items, proposal: .unspecified)
    #expect(result.size == Size(width: 40, height: 20))
    #expect(result.lines == [0..<2, 2..<4])
  }

  /// The other breakings ignore the minimum.
  @Test(arguments: [LineBreaking.greedy, .minimumRaggedness])
  func otherBreakingsIgnoreTheMinimum(breaking: LineBreaking) {
    let items = [20.0, 20, 20, 20].map { BoxItem(width: $0, height: 10) }
    let flow = FlowEngine(itemSpacing: 0, lineBreaking: breaking, minLines: 3)
    #expect(flow.layout(items, proposal: ProposedSize(width: 100, height: nil)).lines == [0..<4])
  }
}
