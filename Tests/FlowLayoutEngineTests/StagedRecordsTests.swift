import SeededRandom
import TestScale
import Testing

@testable import FlowLayoutEngine

/// The optimal breakers, keeping the items' records in their frames where no later step reads
/// them, must give exactly what the general steps give with records of their own.
@Suite struct StagedRecordsTests {
  /// A random flow of `StreamLinesTests`, breaking lines optimally, sometimes into a minimum of
  /// lines (which the general steps serve).
  static func randomOptimalFlow(using generator: inout SplitMix64) -> FlowEngine {
    var flow = StreamLinesTests.randomFlow(using: &generator)
    flow.lineBreaking = [.balanced, .minimumRaggedness].randomElement(using: &generator)!
    if Int.random(in: 0..<4, using: &generator) == 0 {
      flow.minLines = Int.random(in: 1...4, using: &generator)
    }
    return flow
  }

  static func randomProposal(for flow: FlowEngine, using generator: inout SplitMix64)
    -> ProposedSize
  {
    [
      ProposedSize(width: Double(Int.random(in: 0...400, using: &generator)), height: nil),
      ProposedSize(width: Double(Int.random(in: 0...400, using: &generator)), height: 300),
      ProposedSize(width: Double(Int.random(in: 0...400, using: &generator)) / 3, height: 40),
      ProposedSize.unspecified, ProposedSize.zero, ProposedSize.infinity,
    ].map { flow.axis == .horizontal ? $0 : ProposedSize(width: $0.height, height: $0.width) }
      .randomElement(using: &generator)!
  }

  @Test func stagedRecordsMatchTheGeneralSteps() {
    var generator = SplitMix64(seed: 21)
    for _ in 0..<TestScale.count(quick: 1_000, full: 4_000) {
      let flow = Self.randomOptimalFlow(using: &generator)
      let items = StreamLinesTests.randomItems(using: &generator)
      let proposal = Self.randomProposal(for: flow, using: &generator)
      let bounds: Rect? =
        Bool.random(using: &generator)
        ? nil
        : Rect(
          x: 10, y: -3, width: 250.5, height: Double(Int.random(in: 0...500, using: &generator)))
      let staged = flow.layout(items, proposal: proposal, bounds: bounds)
      let reference = flow.referenceLayout(items, proposal: proposal, bounds: bounds)
      #expect(staged == reference, "\(flow) \(items) \(proposal) \(String(describing: bounds))")
      if staged != reference { return }
    }
  }

  /// Text offered the line's length when it is longer, and lines of many items whose segments
  /// outgrow the dynamic program's first window.
  @Test func stagedRecordsMatchTheGeneralStepsForTextAndLongLines() {
    var generator = SplitMix64(seed: 23)
    for _ in 0..<500 {
      let flow = Self.randomOptimalFlow(using: &generator)
      let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        TextItem(
          wordWidths: (0..<Int.random(in: 1...8, using: &generator)).map { _ in
            Double(Int.random(in: 5...60, using: &generator))
          })
      }
      let width = Double(Int.random(in: 0...300, using: &generator))
      let proposal = ProposedSize(width: width, height: nil)
      #expect(
        flow.layout(text, proposal: proposal) == flow.referenceLayout(text, proposal: proposal),
        "\(flow) \(text) \(proposal)")
      let tags = randomBoxes(count: Int.random(in: 100...400, using: &generator), using: &generator)
      let wide = ProposedSize(width: width * 20, height: nil)
      #expect(flow.layout(tags, proposal: wide) == flow.referenceLayout(tags, proposal: wide))
    }
  }

  /// Staging asks each item the same questions in the same order as the general steps, and
  /// none twice (see `PropertyTests`).
  @Test func bothPathsAskEachItemTheSameQuestionsInOrder() {
    StreamLinesTests.expectBothPathsAskTheSameQuestions(
      seed: 25, flows: Self.randomOptimalFlow(using:))
  }

  /// Where records are staged, a layout keeps none of its own; rows on baselines, collapsing
  /// and a minimum line count (of balanced lines) keep them, as the general steps do.
  @Test func stagedLayoutsKeepNoRecords() {
    let tags = (0..<50).map { BoxItem(width: Double(30 + $0 % 7 * 11), height: 28) }
    let proposal = ProposedSize(width: 300, height: nil)
    for breaking in [LineBreaking.balanced, .minimumRaggedness] {
      let flow = FlowEngine(itemSpacing: 8, lineBreaking: breaking)
      #expect(flow.layout(tags, proposal: proposal).scratch.records.isEmpty)
      #expect(flow.referenceLayout(tags, proposal: proposal).scratch.records.count == tags.count)
      var keeping = [flow, flow]
      keeping[0].itemAlignment = .firstTextBaseline
      keeping[1].collapsesEmptyItems = true
      if breaking == .balanced {
        keeping.append(flow)
        keeping[2].minLines = 3
      }
      for flow in keeping {
        #expect(flow.layout(tags, proposal: proposal).scratch.records.count == tags.count)
      }
    }
  }
}
