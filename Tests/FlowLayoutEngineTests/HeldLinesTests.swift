import SeededRandom
import Testing

@testable import FlowLayoutEngine

/// Held lines: the one exception to a self-sizing flow's exactness, and its end.
@Suite struct HeldLinesTests {
  /// Lines held in view keep their starts while the lines above them are measured, as a layout
  /// with a forced break before each held line places them; released, the flow is exact again.
  @Test func heldLinesKeepTheirStartsUntilReleased() {
    var generator = SplitMix64(seed: 77)
    let count = 800
    let model = SelfSizingFlowTests.Model(
      estimates: Array(repeating: Size(width: 60, height: 28), count: count),
      truth: (0..<count).map { _ in SelfSizingFlowTests.randomSize(using: &generator) })
    let engine = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    var flow = SelfSizingFlow(
      flow: engine, count: count, proposal: ProposedSize(width: 390, height: nil)
    ) { model.estimates[$0] }
    // A jump: the lines in view measured, those above them still estimates.
    var viewport = 3_000.0..<3_844.0
    for _ in 0..<10 {
      let items = flow.slots(overlapping: viewport).flatMap { Array($0.items) }
      guard items.contains(where: { model.measured[$0] == nil }) else { break }
      for index in items { model.measured[index] = model.truth[index] }
      let start = flow.measure(items.map { ($0, model.truth[$0]) }, viewport: viewport)
      viewport = start..<(start + 844)
    }
    var start = flow.holdLines(in: viewport, releasingOutside: viewport, viewport: viewport)
    #expect(start == viewport.lowerBound)
    let held = flow.heldLineStarts
    let shown = flow.slots(overlapping: viewport).map(\.items)
    #expect(!held.isEmpty && held == shown.map(\.lowerBound))
    // Every line above the view measured, in one change.
    let above = (0..<shown[0].lowerBound).filter { model.measured[$0] == nil }
    for index in above { model.measured[index] = model.truth[index] }
    start = flow.measure(above.map { ($0, model.truth[$0]) }, viewport: viewport)
    viewport = start..<(start + 844)
    // The lines shown keep their items, where a layout with forced breaks puts them.
    #expect(flow.slots(overlapping: viewport).map(\.items) == shown)
    let boxes = model.current.indices.map { index in
      BoxItem(
        width: model.current[index].width, height: model.current[index].height,
        breakBefore: held.contains(index))
    }
    let withBreaks = FlowLines(flow: engine, result: engine.layout(boxes, proposal: flow.proposal))
    let exact = FlowLines(flow: engine, sizes: model.current, proposal: flow.proposal)
    let read = flow.completeLineCount
    #expect(flow.broken.result().lines.prefix(read) == withBreaks.result.lines.prefix(read))
    // Here, greedy breaking would have moved them: the hold made a difference.
    #expect(withBreaks.result.lines.prefix(read) != exact.result.lines.prefix(read))
    // Released, the flow is exact again.
    start = flow.releaseHeldLines(viewport: viewport)
    #expect(flow.heldLineStarts.isEmpty)
    #expect(SelfSizingSessionTests.expectEveryLineRead(flow, model: model, "released"))
    #expect(start >= 0)
  }

  /// An edit in view releases the held lines from its own line on: the lines after it break
  /// as a layout of the sizes does, as the user sees the edit, where an edit above the view
  /// keeps them. (Once every held line stayed: a deleted tag left a hole its next line's first
  /// tag would fill.)
  @Test(arguments: [true, false])
  func anEditInViewReflowsTheLinesFromItsOwnOn(inView: Bool) {
    // Tags 100 × 40, three to a line of 320, lines 48 apart; the view from 480 (line 10).
    let tag = Size(width: 100, height: 40)
    var sizes = Array(repeating: tag, count: 120)
    var flow = SelfSizingFlow(
      flow: FlowEngine(itemSpacing: 10, lineSpacing: 8), count: sizes.count,
      proposal: ProposedSize(width: 320, height: nil)
    ) { _ in tag }
    let viewport = 480.0..<780.0
    _ = flow.slots(overlapping: 0..<1_200)
    _ = flow.measure(sizes.indices.map { ($0, tag) }, viewport: viewport)
    _ = flow.holdLines(in: viewport, releasingOutside: viewport, viewport: viewport)
    let held = flow.heldLineStarts
    #expect(held.first == 30)
    // Tag 34, in the second line in view, or tag 4, far above the view.
    let removed = inView ? 34 : 4
    sizes.remove(at: removed)
    _ = flow.apply(.remove(at: removed), viewport: viewport)
    if inView {
      // The lines from 33 on are a layout of the sizes: 36 moves up beside 35.
      #expect(flow.heldLineStarts == [30])
      #expect(flow.slot(containing: 35)?.items == 33..<36)
    } else {
      // Every line in view keeps its items, each held at its first, one earlier now.
      #expect(flow.heldLineStarts == held.map { $0 - 1 })
    }
  }

  /// The range a lazy view creates and holds: the viewport and half its length beyond each edge
  /// by default, the overscan's lengths otherwise, and no margin for a negative or non-finite
  /// overscan.
  @Test func theCreatedRangeIsTheViewportAndItsMargin() {
    #expect(SelfSizingFlow.createdRange(around: 100..<300) == 0..<400)
    #expect(SelfSizingFlow.createdRange(around: 100..<300, overscan: 1) == -100..<500)
    for overscan in [0, -1, .nan, .infinity] {
      #expect(SelfSizingFlow.createdRange(around: 100..<300, overscan: overscan) == 100..<300)
    }
    #expect(SelfSizingFlow.createdRange(around: 50..<50) == 50..<50)
  }
}
