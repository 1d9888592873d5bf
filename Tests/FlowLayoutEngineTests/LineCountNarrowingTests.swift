import SeededRandom
import TestScale
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

  /// Narrowing, which moves its bounds to where greedy breaking changes, finds what halving the
  /// length to the doubles' precision finds, on random items: fractional, equal, longer than
  /// the line, with gaps, forced breaks and item limits: 10,000 cases at the full scale, 1,500
  /// at the quick one. (Checked on 300,000 such cases too.)
  @Test func narrowingFindsWhatHalvingToThePrecisionFinds() {
    var generator = SplitMix64(seed: 21)
    for _ in 0..<TestScale.count(quick: 1_500, full: 10_000) {
      let count = Int.random(in: 2...24, using: &generator)
      let equal = Double(Int.random(in: 1...40, using: &generator))
      let items = (0..<count).map { index in
        ItemRecord(
          main: [
            equal, Double(Int.random(in: 0...60, using: &generator)),
            Double.random(in: 0...60, using: &generator), 400,
          ].randomElement(using: &generator)!,
          cross: 10, baseline: 10, gapBefore: [0, 3, 0.1].randomElement(using: &generator)!,
          spacingBeforeLine: 0, spacingAfterLine: 0,
          breakBefore: index > 0 && Int.random(in: 0..<10, using: &generator) == 0)
      }
      let available = Double(Int.random(in: 0...700, using: &generator))
      let maxItemsPerLine =
        Bool.random(using: &generator) ? .max : Int.random(in: 2...8, using: &generator)
      let target = Int.random(in: 2...count, using: &generator)
      guard Self.narrowsAsHalvingDoes(items, available, maxItemsPerLine, target) else { return }
    }
  }

  /// Two lines whose lengths differ by one double, where narrowing's bounds stop one double
  /// apart and the lower one gives few enough lines.
  @Test func narrowingTakesTheLowerBoundWhenItGivesTheLines() {
    let lengths = [400, 14.19869689115152, 400, 400, 4, 8.609510142399987, 23]
    let gaps = [0.1, 0.1, 0.1, 3, 0.1, 0.1, 0]
    let items = zip(lengths, gaps).enumerated().map { index, item in
      ItemRecord(
        main: item.0, cross: 10, baseline: 10, gapBefore: item.1, spacingBeforeLine: 0,
        spacingAfterLine: 0, breakBefore: index == 4)
    }
    Self.narrowsAsHalvingDoes(items, 576, .max, 4)
  }

  /// Expects narrowing `items` from `available` to `target` lines to give the length and the
  /// count that halving gives, and returns whether it does.
  @discardableResult
  static func narrowsAsHalvingDoes(
    _ items: [ItemRecord], _ available: Double, _ maxItemsPerLine: Int, _ target: Int
  ) -> Bool {
    var narrowing = LineCountNarrowing(narrowing: items, from: available, maxItemsPerLine, 1)
    let lines = narrowing.narrowLength(to: target, maxItemsPerLine: maxItemsPerLine)
    let halved = Self.halvedLength(items, available, maxItemsPerLine, target)
    let same = narrowing.available == halved.available && lines == halved.lines
    #expect(
      same,
      """
      \(items.map(\.main)), gaps \(items.map(\.gapBefore)), breaks \
      \(items.map(\.breakBefore)) in \(available), \(maxItemsPerLine) per line, \(target) lines: \
      \(narrowing.available) in \(lines) lines, halving \(halved)
      """)
    return same
  }

  /// The definition of narrowing, by halving the length until the doubles allow no more: the
  /// longest line that fits at the shortest length at which greedy breaking gives at most
  /// `target` lines, and how many lines it gives there.
  static func halvedLength(
    _ items: [ItemRecord], _ available: Double, _ maxItemsPerLine: Int, _ target: Int
  ) -> (available: Double, lines: Int) {
    var low = 0.0
    var high = min(
      available,
      LineCountNarrowing.greedyLines(of: items, at: .infinity, maxItemsPerLine)
        .longestFitting)
    while true {
      let middle = (low + high) / 2
      guard middle > low, middle < high else { break }
      let lines = LineCountNarrowing.greedyLines(of: items, at: middle, maxItemsPerLine)
      if lines.count > target { low = middle } else { high = middle }
    }
    let lines = LineCountNarrowing.greedyLines(of: items, at: high, maxItemsPerLine)
    return (lines.longestFitting, lines.count)
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
