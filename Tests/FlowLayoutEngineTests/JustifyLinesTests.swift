import FlowLayoutEngine
import Testing

/// Each justification, drawn: three items of 10 in a container of 100.
@Suite struct JustifyLinesTests {
  static let items = (0..<3).map { _ in BoxItem(width: 10, height: 10) }
  static let bounds = Rect(x: 0, y: 0, width: 100, height: 10)

  @Test(arguments: [
    (Justification.start, [0, 10, 20] as [Double]),  // [a][b][c]......
    (.center, [35, 45, 55] as [Double]),  // ...[a][b][c]...
    (.end, [70, 80, 90] as [Double]),  // ......[a][b][c]
    (.spaceBetween, [0, 45, 90] as [Double]),  // [a]...[b]...[c]
    (.spaceAround, [35.0 / 3, 45, 235.0 / 3] as [Double]),  // .[a]..[b]..[c].
    (.spaceEvenly, [17.5, 45, 72.5] as [Double]),  // ..[a]..[b]..[c]..
  ])
  func itemsShareTheFreeSpace(justification: Justification, xs: [Double]) {
    let flow = FlowEngine(itemSpacing: 0, justification: justification)
    let result = flow.layout(Self.items, proposal: .unspecified, bounds: Self.bounds)
    for (frame, x) in zip(result.frames, xs) { #expect(abs(frame.minX - x) < 1e-9) }
  }

  @Test func aLoneItemWithSpaceBetweenSitsAtTheStart() {
    let flow = FlowEngine(justification: .spaceBetween)
    let result = flow.layout(
      [BoxItem(width: 10, height: 10)], proposal: .unspecified,
      bounds: Self.bounds)
    #expect(result.frames[0].minX == 0)
  }

  /// "Justified like text": every line spread, the last one at the start.
  @Test func lastLineJustificationAppliesToTheLastLineAndBeforeForcedBreaks() {
    let flow = FlowEngine(
      itemSpacing: 0, justification: .spaceBetween,
      lastLineJustification: .start)
    var items = (0..<8).map { _ in BoxItem(width: 20, height: 10) }
    items[6].breakBefore = true
    // [a]..[b]..[c]..[d] (spread) / [e][f] (forced break follows) / [g][h] (last)
    let result = flow.layout(items, proposal: ProposedSize(width: 80, height: nil))
    #expect(result.lines == [0..<4, 4..<6, 6..<8])
    #expect(result.frames.map(\.minX) == [0, 20, 40, 60, 0, 20, 0, 20])
    let wide = flow.layout(items, proposal: ProposedSize(width: 90, height: nil))
    #expect(wide.frames.map(\.minX)[..<4] == [0, 70.0 / 3, 140.0 / 3, 70])
  }

  /// Spreading justifications take a definite proposed width; packing ones hug the content.
  @Test(arguments: Justification.allCases)
  func onlySpreadingJustificationsFillTheProposal(justification: Justification) {
    let flow = FlowEngine(itemSpacing: 0, justification: justification)
    let size = flow.sizeThatFits(Self.items, proposal: ProposedSize(width: 100, height: nil))
    let spreads = [.spaceBetween, .spaceAround, .spaceEvenly].contains(justification)
    #expect(size.width == (spreads ? 100 : 30))
  }
}
