import SeededRandom
import TestScale
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

  /// One result takes 2,000 layouts in a row (500 at the quick scale), of no items to a few
  /// hundred, every setting, either axis, with and without bounds; each equals a fresh layout
  /// of the same input.
  @Test func layingOutAgainIntoTheSameResultMatchesAFreshLayout() {
    var generator = SplitMix64(seed: 21)
    var reused = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
    for _ in 0..<TestScale.count(quick: 500, full: 2_000) {
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

  /// A second layout no larger than the first keeps the storage of the lines and of the items
  /// that grow, which the streaming loop writes in place, on either path.
  @Test(arguments: [LineBreaking.greedy, .balanced])
  func layingOutAgainKeepsTheStorage(_ lineBreaking: LineBreaking) throws {
    var flow = FlowEngine(itemSpacing: 2, lineSpacing: 1)
    flow.lineBreaking = lineBreaking
    let items = (0..<1_000).map { index in
      BoxItem(
        width: Double(10 + index % 7), height: 5, maxWidth: .infinity, grow: index % 3 == 0 ? 1 : 0)
    }
    var result = flow.layout(items, proposal: ProposedSize(width: 120, height: nil))
    let lines = try #require(result.scratch.lines.storage.map(ObjectIdentifier.init))
    let growers = try #require(result.scratch.growers.storage.map(ObjectIdentifier.init))
    #expect(result.scratch.growers.map(\.index) == Array(stride(from: 0, to: 1_000, by: 3)))
    for count in [1_000, 10, 600] {
      flow.layout(
        items.prefix(count), proposal: ProposedSize(width: 120, height: nil), into: &result)
      #expect(result.scratch.lines.storage.map(ObjectIdentifier.init) == lines)
      #expect(result.scratch.growers.storage.map(ObjectIdentifier.init) == growers)
      #expect(result.scratch.growers.map(\.index) == Array(stride(from: 0, to: count, by: 3)))
    }
  }
}
