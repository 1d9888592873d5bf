import Testing

@testable import FlowLayoutEngine

/// Items of different heights in one row: where each alignment puts them.
@Suite struct AlignItemsTests {
  static let items = [BoxItem(width: 10, height: 10), BoxItem(width: 10, height: 30)]

  @Test(arguments: [
    (ItemAlignment.start, 0.0),
    (.center, 10),
    (.end, 20),
    (.stretch, 0),
    (.firstTextBaseline, 20),  // no baselines: bottom edges line up
    (.lastTextBaseline, 20),
  ])
  func aShortItemSitsInATallLine(alignment: ItemAlignment, y: Double) {
    let result = FlowEngine(itemAlignment: alignment).layout(Self.items, proposal: .unspecified)
    #expect(result.frames[0].minY == y)
    #expect(result.frames[1].minY == 0)
    #expect(result.size.height == 30)
  }

  @Test func stretchProposesTheLineHeightToFlexibleItems() {
    let items = [
      BoxItem(width: 10, height: 10, maxHeight: .infinity),
      BoxItem(width: 10, height: 10, maxHeight: 20), BoxItem(width: 10, height: 30),
    ]
    let result = FlowEngine(itemAlignment: .stretch).layout(items, proposal: .unspecified)
    #expect(result.frames.map(\.height) == [30, 20, 30])
  }

  /// Text with different ascents: the baselines share one y, and the line is as tall as the
  /// tallest part above the baseline plus the tallest part below it, whichever items have them.
  @Test func firstBaselinesLineUp() {
    let small = TextItem(wordWidths: [10], lineHeight: 10, ascent: 8)
    let large = TextItem(wordWidths: [10], lineHeight: 30, ascent: 20)
    let flow = FlowEngine(itemAlignment: .firstTextBaseline)
    let result = flow.layout([small, large], proposal: .unspecified)
    #expect(result.frames.map(\.minY) == [12, 0])
    #expect(result.size.height == 30)
    #expect(flow.layout([large, small], proposal: .unspecified).frames.map(\.minY) == [0, 12])
    #expect(flow.layout([small], proposal: .unspecified).frames.map(\.minY) == [0])
  }

  /// One item reaches highest above the baseline, another lowest below it: the line holds both,
  /// also when it is measured again after an item grew.
  @Test func baselineLinesHoldTheirTallestPartsWhenItemsGrow() {
    let tall = TextItem(wordWidths: [10], lineHeight: 30, ascent: 20)
    let low = TextItem(wordWidths: [10], lineHeight: 20, ascent: 2)
    var growing = TextItem(wordWidths: [10], lineHeight: 10, ascent: 8)
    growing.grow = 1
    let flow = FlowEngine(itemAlignment: .firstTextBaseline)
    let proposal = ProposedSize(width: 100, height: nil)
    #expect(flow.layout([tall, low], proposal: proposal).size.height == 38)
    let grown = flow.layout([tall, low, growing], proposal: proposal)
    #expect(grown.size.height == 38)
    #expect(grown.frames.map(\.minY) == [0, 18, 12])
  }

  /// A two-line text beside a one-line text: first or last baselines line up, and the line grows
  /// to hold what hangs below.
  @Test func lastBaselinesLineUp() {
    let twoLines = TextItem(wordWidths: [10, 10], lineHeight: 10, ascent: 8, wrapWidth: 15)
    let large = TextItem(wordWidths: [10], lineHeight: 30, ascent: 20)
    let last = FlowEngine(itemAlignment: .lastTextBaseline).layout(
      [twoLines, large], proposal: .unspecified)
    #expect(last.frames.map(\.minY) == [2, 0])
    let first = FlowEngine(itemAlignment: .firstTextBaseline).layout(
      [twoLines, large], proposal: .unspecified)
    #expect(first.frames.map(\.minY) == [12, 0])
    #expect(first.size.height == 32)
  }

  /// Baselines apply to rows; a vertical flow aligns baseline items at the start.
  @Test func baselineAlignmentInColumnsIsStart() {
    let items = [BoxItem(width: 10, height: 10), BoxItem(width: 30, height: 10)]
    let flow = FlowEngine(axis: .vertical, itemAlignment: .firstTextBaseline)
    #expect(flow.layout(items, proposal: .unspecified).frames.map(\.minX) == [0, 0])
  }

  /// Wrapping in reverse flips the cross axis, yet baselines still line up.
  @Test func baselinesLineUpInReverseWrapping() {
    let small = TextItem(wordWidths: [10], lineHeight: 10, ascent: 8)
    let large = TextItem(wordWidths: [10], lineHeight: 30, ascent: 20)
    let flow = FlowEngine(itemAlignment: .firstTextBaseline, wrap: .reverse)
    let result = flow.layout([small, large], proposal: .unspecified)
    #expect(result.frames[0].minY + 8 == result.frames[1].minY + 20)
  }

  /// Items that align on baselines sit together at their line's cross-start edge, which reverse
  /// wrapping puts at the bottom of a row, as CSS puts them under `flex-wrap: wrap-reverse` (the
  /// case below is Chromium's answer: the short box at 20). Their baselines still line up.
  @Test func baselineItemsSitAtTheBottomOfAReverseWrappedRow() {
    let box = [
      BoxItem(width: 10, height: 30), BoxItem(width: 10, height: 10, alignment: .firstTextBaseline),
    ]
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 0, itemAlignment: .start, wrap: .reverse)
    #expect(flow.layout(box, proposal: ProposedSize(width: 100, height: nil)).frames[1].minY == 20)
    let texts: [TextItem] = [
      TextItem(wordWidths: [10], lineHeight: 50, ascent: 40),
      TextItem(wordWidths: [10], lineHeight: 25, ascent: 20, alignment: .firstTextBaseline),
      TextItem(wordWidths: [10], lineHeight: 25, ascent: 10, alignment: .firstTextBaseline),
    ]
    // Ascents 20 and 10, descents 5 and 15: the group is 35 tall, at the bottom of a 50-point
    // row, with both baselines 35 points down.
    let result = flow.layout(texts, proposal: .unspecified)
    #expect(result.frames.map(\.minY) == [0, 15, 25])
    #expect(result == flow.referenceLayout(texts, proposal: .unspecified))
  }

  /// Items that align on their last baselines sit together at their line's cross-end edge, as
  /// CSS's `last baseline` puts them: the bottom of a row, or its top with reverse wrapping,
  /// while first-baseline items of the same line sit at the other edge.
  @Test(arguments: [(Wrap.forward, [0.0, 20, 0]), (.reverse, [0, 0, 20])])
  func lastBaselineItemsSitAtTheCrossEndEdge(wrap: Wrap, y: [Double]) {
    let items = [
      BoxItem(width: 10, height: 30),
      BoxItem(width: 10, height: 10, alignment: .lastTextBaseline),
      BoxItem(width: 10, height: 10, alignment: .firstTextBaseline),
    ]
    let flow = FlowEngine(itemSpacing: 0, itemAlignment: .start, wrap: wrap)
    let result = flow.layout(items, proposal: .unspecified)
    #expect(result.frames.map(\.minY) == y)
    #expect(result == flow.referenceLayout(items, proposal: .unspecified))
  }

  /// Across its line, something takes its alignment's share of the line's free space before it,
  /// and something thicker than the line starts at the line's start whatever its alignment, as
  /// safe alignment does. A line is at least as thick as its items and item separators, so a
  /// layout never meets the second case; the rule, which places both, holds it all the same.
  @Test func crossStartsTakeTheirShareAndNeverPrecedeTheLine() {
    var line = Line(start: 0)
    line.crossOffset = 10
    line.cross = 20
    #expect(line.crossStart(ofThickness: 10, share: 0.5) == 15)
    #expect(line.crossStart(ofThickness: 10, share: 1) == 20)
    #expect(line.crossStart(ofThickness: 30, share: 0.5) == 10)
    #expect(line.crossStart(ofThickness: 30, share: 1) == 10)
  }

  /// Each item may have its own alignment, like CSS's `align-self`; the others keep the flow's.
  @Test func eachItemMayAlignOnItsOwn() {
    let items = [
      BoxItem(width: 10, height: 10, alignment: .center), BoxItem(width: 10, height: 30),
      BoxItem(width: 10, height: 10, alignment: .end), BoxItem(width: 10, height: 10),
    ]
    let flow = FlowEngine(itemSpacing: 0, itemAlignment: .start)
    let result = flow.layout(items, proposal: .unspecified)
    #expect(result.frames.map(\.minY) == [10, 0, 20, 0])
    #expect(result == flow.referenceLayout(items, proposal: .unspecified))
  }

  /// An item that stretches on its own is proposed the line's thickness.
  @Test func anItemMayStretchOnItsOwn() {
    let items = [
      BoxItem(width: 10, height: 10, maxHeight: .infinity, alignment: .stretch),
      BoxItem(width: 10, height: 30),
    ]
    let result = FlowEngine(itemSpacing: 0).layout(items, proposal: .unspecified)
    #expect(result.frames[0] == Rect(x: 0, y: 0, width: 10, height: 30))
  }

  /// Items that align on baselines line them up with each other, in a line where the others
  /// sit by the flow's alignment, and the line holds both; a row flow leaves its loop for the
  /// general steps when it meets such an item, and a column ignores baselines.
  @Test func baselineItemsLineUpAmongOthers() {
    let items: [TextItem] = [
      TextItem(wordWidths: [10], lineHeight: 10, ascent: 8, alignment: .firstTextBaseline),
      TextItem(wordWidths: [10], lineHeight: 30, ascent: 20, alignment: .firstTextBaseline),
      TextItem(wordWidths: [10], lineHeight: 40, ascent: 30),
    ]
    let flow = FlowEngine(itemSpacing: 0, itemAlignment: .center)
    let result = flow.layout(items, proposal: .unspecified)
    #expect(result.frames.map(\.minY) == [12, 0, 0])
    #expect(result.size.height == 40)
    let low = TextItem(
      wordWidths: [10], lineHeight: 30, ascent: 2, alignment: .firstTextBaseline)
    let deep = flow.layout([items[0], low, items[2]], proposal: .unspecified)
    // Ascent 8, descent 28 below the shared baseline: 36 tall, as tall as the box is not.
    #expect(deep.frames.map(\.minY) == [0, 6, 0])
    #expect(deep.size.height == 40)
    let column = FlowEngine(axis: .vertical, itemSpacing: 0, itemAlignment: .start)
    #expect(column.layout(items, proposal: .unspecified).frames.map(\.minX) == [0, 0, 0])
  }

  /// A box whose baseline lies just above it, by less than the row's thickness can show: the
  /// row is as thick as the box, and the box still sits below the shared baseline, as aligning
  /// puts it, on every path (found by the engine fuzzer, where step 3 once took such a row for
  /// one already in place).
  @Test(arguments: [LineBreaking.greedy, .balanced, .minimumRaggedness])
  func aBaselineJustAboveItsItemStillMovesIt(lineBreaking: LineBreaking) {
    struct RaisedBaseline: FlowItem {
      func dimensions(in proposal: ProposedSize) -> ItemDimensions {
        ItemDimensions(
          size: Size(width: 40, height: 151), firstTextBaseline: -1e-20, lastTextBaseline: -1e-20)
      }
    }
    let flow = FlowEngine(itemAlignment: .firstTextBaseline, lineBreaking: lineBreaking)
    let result = flow.layout([RaisedBaseline()], proposal: ProposedSize(width: 100, height: nil))
    #expect(result.size.height == 151)
    #expect(result.frames[0].minY == 1e-20)
  }

}
