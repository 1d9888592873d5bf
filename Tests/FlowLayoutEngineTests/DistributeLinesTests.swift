import FlowLayoutEngine
import Testing

/// Two rows of 10 in a container 100 high, with 10 between them: where each line alignment puts
/// them.
@Suite struct DistributeLinesTests {
  static let items = [BoxItem(width: 50, height: 10), BoxItem(width: 50, height: 10)]
  static let bounds = Rect(x: 0, y: 0, width: 50, height: 100)
  static let proposal = ProposedSize(width: 50, height: 100)

  @Test(arguments: [
    (LineAlignment.start, [0, 20] as [Double]),
    (.center, [35, 55] as [Double]),
    (.end, [70, 90] as [Double]),
    (.spaceBetween, [0, 90] as [Double]),
    (.spaceAround, [17.5, 72.5] as [Double]),
    (.spaceEvenly, [70.0 / 3, 140.0 / 3 + 10 + 10] as [Double]),
    (.stretch, [0, 55] as [Double]),
  ])
  func linesShareTheFreeSpace(alignment: LineAlignment, ys: [Double]) {
    let flow = FlowEngine(lineSpacing: 10, itemAlignment: .start, lineAlignment: alignment)
    let result = flow.layout(Self.items, proposal: Self.proposal, bounds: Self.bounds)
    #expect(result.lines.count == 2)
    for (frame, y) in zip(result.frames, ys) { #expect(abs(frame.minY - y) < 1e-9) }
  }

  @Test func stretchedLinesGrowStretchingItems() {
    let items = [
      BoxItem(width: 50, height: 10, maxHeight: .infinity),
      BoxItem(width: 50, height: 10, maxHeight: 30),
    ]
    let flow = FlowEngine(lineSpacing: 10, itemAlignment: .stretch, lineAlignment: .stretch)
    let result = flow.layout(items, proposal: Self.proposal, bounds: Self.bounds)
    #expect(
      result.frames == [
        Rect(x: 0, y: 0, width: 50, height: 45),
        Rect(x: 0, y: 55, width: 50, height: 30),
      ])
  }

  @Test func linesNeverStartBeforeTheContainerWhenTheyOverflowIt() {
    let flow = FlowEngine(lineSpacing: 10, lineAlignment: .end)
    let result = flow.layout(
      Self.items, proposal: Self.proposal,
      bounds: Rect(x: 0, y: 0, width: 50, height: 5))
    #expect(result.frames.map(\.minY) == [0, 20])
  }

  @Test(arguments: LineAlignment.allCases)
  func onlySpreadingAlignmentsFillADefiniteHeight(alignment: LineAlignment) {
    let flow = FlowEngine(lineSpacing: 10, lineAlignment: alignment)
    let spreads = ![.start, .center, .end].contains(alignment)
    #expect(flow.sizeThatFits(Self.items, proposal: Self.proposal).height == (spreads ? 100 : 30))
  }

  /// Without a line spacing, lines keep the larger preference facing the gap.
  @Test func lineGapsComeFromFacingSpacingPreferences() {
    let items = [
      BoxItem(
        width: 50, height: 10,
        spacing: SpacingPreferences(
          top: 0, leading: 0, bottom: 3,
          trailing: 0)),
      BoxItem(
        width: 50, height: 10,
        spacing: SpacingPreferences(
          top: 12, leading: 0, bottom: 0,
          trailing: 0)),
    ]
    let result = FlowEngine().layout(items, proposal: ProposedSize(width: 50, height: nil))
    #expect(result.frames[1].minY == 22)
  }
}
