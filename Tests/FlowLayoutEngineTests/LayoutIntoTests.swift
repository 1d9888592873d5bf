import Testing

@testable import FlowLayoutEngine

/// Laying out again into the same result reuses its storage; nothing the previous layout left
/// there may show through.
@Suite struct LayoutIntoTests {
  /// A random flow of any setting, every line breaking and baseline alignment included.
  static func randomFlow(using generator: inout SplitMix64) -> FlowEngine {
    var flow = StreamLinesTests.randomFlow(using: &generator)
    flow.lineBreaking = LineBreaking.allCases.randomElement(using: &generator)!
    flow.itemAlignment = ItemAlignment.allCases.randomElement(using: &generator)!
    return flow
  }

  /// One result takes 2,000 layouts in a row, of no items to a few hundred, every setting,
  /// either axis, with and without bounds; each equals a fresh layout of the same input.
  @Test func layingOutAgainIntoTheSameResultMatchesAFreshLayout() {
    var generator = SplitMix64(seed: 21)
    var reused = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
    for _ in 0..<2_000 {
      let flow = Self.randomFlow(using: &generator)
      // Growing, flexible and invalid boxes, up to 40, sometimes several such runs in a row.
      let items = (0..<[1, 1, 1, 8].randomElement(using: &generator)!).flatMap { _ in
        StreamLinesTests.randomItems(using: &generator)
      }
      let length = Double(Int.random(in: 0...500, using: &generator))
      let proposal =
        flow.axis == .horizontal
        ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
      let bounds: Rect? =
        Bool.random(using: &generator)
        ? nil
        : Rect(
          x: 3, y: 4, width: length, height: Double(Int.random(in: 0...900, using: &generator)))
      flow.layout(items, proposal: proposal, bounds: bounds, into: &reused)
      let fresh = flow.layout(items, proposal: proposal, bounds: bounds)
      #expect(reused == fresh, "\(flow) \(items.count) items \(proposal)")
      if reused != fresh { return }
    }
  }
}
