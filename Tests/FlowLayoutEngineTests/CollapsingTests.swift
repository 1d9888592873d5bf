import SeededRandom
import TestScale
import Testing

@testable import FlowLayoutEngine

/// With ``FlowEngine/collapsesEmptyItems``, empty items leave no gap: the other items are laid
/// out exactly as if the empty ones were not there.
@Suite struct CollapsingTests {
  /// Items with empty ones mixed in, and the same items without them, each forced break of an
  /// empty item passed on to the next item that is not empty.
  static func itemsWithEmptyOnes(using generator: inout SplitMix64) -> (
    all: [BoxItem], uncollapsed: [Int], without: [BoxItem]
  ) {
    // Items of no length on either axis are made only here, for either axis of the flow.
    var all = StreamLinesTests.randomItems(using: &generator).filter {
      $0.width.isFinite && $0.width > 0 && $0.height > 0
    }
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      all.insert(
        BoxItem(width: 0, height: 0, breakBefore: Int.random(in: 0..<4, using: &generator) == 0),
        at: Int.random(in: 0...all.count, using: &generator))
    }
    var without: [BoxItem] = []
    var uncollapsed: [Int] = []
    var pendingBreak = false
    for (index, item) in all.enumerated() {
      guard item.width > 0 else {
        pendingBreak = pendingBreak || item.breakBefore
        continue
      }
      var kept = item
      kept.breakBefore = item.breakBefore || pendingBreak
      pendingBreak = false
      without.append(kept)
      uncollapsed.append(index)
    }
    return (all, uncollapsed, without)
  }

  /// Every setting, every line breaking: the items that do not collapse get the frames they get
  /// without the empty ones, the separators are the same, and so is the container.
  @Test func emptyItemsLeaveTheOthersAsIfTheyWereNotThere() {
    var generator = SplitMix64(seed: 11)
    for round in 0..<TestScale.count(quick: 750, full: 3_000) {
      var flow = StreamLinesTests.randomFlow(using: &generator)
      flow.lineBreaking = LineBreaking.allCases.randomElement(using: &generator)!
      flow.minLines =
        Bool.random(using: &generator) ? nil : Int.random(in: 1...4, using: &generator)
      flow.collapsesEmptyItems = true
      let (all, uncollapsed, without) = Self.itemsWithEmptyOnes(using: &generator)
      // Empty items alone still make a line (see `emptyItemsAloneMakeOneLine`).
      guard !without.isEmpty else { continue }
      let main = Double(Int.random(in: 0...400, using: &generator))
      let proposal =
        flow.axis == .horizontal
        ? ProposedSize(width: main, height: nil) : ProposedSize(width: nil, height: main)
      let collapsed = flow.layout(all, proposal: proposal)
      let expected = flow.layout(without, proposal: proposal)
      let shown = expected.frames.count - expected.hiddenCount
      #expect(collapsed.size == expected.size, "round \(round)")
      #expect(
        uncollapsed.prefix(shown).map { collapsed.frames[$0] } == Array(expected.frames[..<shown]),
        "round \(round)")
      #expect(collapsed.lines.count == expected.lines.count, "round \(round)")
      #expect(collapsed.separators == expected.separators, "round \(round)")
      #expect(collapsed.lineSeparators == expected.lineSeparators, "round \(round)")
    }
  }

  /// An empty item sits at the end of the item before it, on that item's line; empty items
  /// before every other sit at the start of the first line.
  @Test func anEmptyItemSitsAtTheEndOfTheItemBeforeIt() {
    let flow = FlowEngine(
      itemSpacing: 5, justification: .spaceBetween, itemSeparator: Size(width: 1, height: 1),
      collapsesEmptyItems: true)
    let items = [
      BoxItem(width: 0, height: 0), BoxItem(width: 20, height: 10), BoxItem(width: 0, height: 0),
      BoxItem(width: 20, height: 10), BoxItem(width: 0, height: 0),
    ]
    let result = flow.layout(items, proposal: ProposedSize(width: 60, height: nil))
    #expect(result.lines == [0..<5])
    #expect(result.frames.map(\.minX) == [0, 0, 20, 40, 60])
    #expect(result.separators.count == 1)
  }

  /// Without collapsing, an empty item keeps the gaps on both sides, as in SwiftUI's stacks and
  /// CSS.
  @Test func withoutCollapsingEmptyItemsKeepTheirGaps() {
    let items = [
      BoxItem(width: 20, height: 10), BoxItem(width: 0, height: 0), BoxItem(width: 20, height: 10),
    ]
    let kept = FlowEngine(itemSpacing: 5).layout(items, proposal: .unspecified)
    #expect(kept.frames.map(\.minX) == [0, 25, 30])
    let collapsed = FlowEngine(itemSpacing: 5, collapsesEmptyItems: true)
      .layout(items, proposal: .unspecified)
    #expect(collapsed.frames.map(\.minX) == [0, 20, 25])
  }

  /// A growing item of zero length does not collapse: equal widths (`basis: 0`) keep their gaps.
  @Test func growingItemsOfZeroLengthDoNotCollapse() {
    let items = (0..<3).map { _ in
      BoxItem(width: 0, height: 10, maxWidth: .infinity, grow: 1, basis: 0)
    }
    let result = FlowEngine(itemSpacing: 5, collapsesEmptyItems: true)
      .layout(items, proposal: ProposedSize(width: 100, height: nil))
    #expect(result.frames.map(\.minX) == [0, 35, 70])
  }

  /// Empty items alone make one line, as every shown item is in a line, with no gaps.
  @Test func emptyItemsAloneMakeOneLine() {
    let items = (0..<3).map { _ in BoxItem(width: 0, height: 4) }
    for breaking in LineBreaking.allCases {
      let result = FlowEngine(itemSpacing: 5, lineBreaking: breaking, collapsesEmptyItems: true)
        .layout(items, proposal: ProposedSize(width: 10, height: nil))
      #expect(result.lines == [0..<3])
      #expect(result.size == Size(width: 0, height: 4))
    }
  }

  /// An empty item still makes its line as thick as it is, also on a line whose other item is
  /// longer than the line and is offered the available length.
  @Test func anEmptyItemKeepsItsLineThickAfterALongItem() {
    let items = [
      BoxItem(width: 200, height: 10, minWidth: 0), BoxItem(width: 0, height: 50),
      BoxItem(width: 20, height: 10),
    ]
    let result = FlowEngine(itemSpacing: 5, lineSpacing: 0, collapsesEmptyItems: true)
      .layout(items, proposal: ProposedSize(width: 100, height: nil))
    #expect(result.lines == [0..<2, 2..<3])
    #expect(result.frames[0].width == 100)
    #expect(result.frames[1] == Rect(x: 100, y: 0, width: 0, height: 50))
    #expect(result.frames[2].minY == 50)
  }
}
