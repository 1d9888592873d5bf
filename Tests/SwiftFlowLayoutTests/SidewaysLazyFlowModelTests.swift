import SeededRandom
import Testing

@testable import SwiftFlowLayout

/// Rows that scroll sideways, lazily: the rows are the engine's layout of the sizes with a line
/// count, and the elements created are exactly those whose frames meet the range in view and
/// the margin, half a view's length beyond each edge, at every scroll position.
@Suite struct SidewaysLazyFlowModelTests {
  @Test func theWindowIsWhatMeetsTheRangeInView() {
    var generator = SplitMix64(seed: 631)
    for round in 0..<40 {
      let count = Int.random(in: 0...3_000, using: &generator)
      let sizes = (0..<count).map { _ in
        Size(width: Double(Int.random(in: 20...140, using: &generator)), height: 32)
      }
      let rows = Int.random(in: 1...4, using: &generator)
      let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
      let model = SidewaysLazyFlowModel<Int>()
      model.update(ids: Array(0..<count), sizes: sizes, flow: flow, rows: rows)
      var counted = flow
      counted.lineCount = rows
      let whole = counted.layout(sizes, proposal: ProposedSize(width: nil, height: nil))
      #expect(model.result == whole)
      #expect(model.result.lines.count <= rows)
      let width = max(model.contentSize.width, 1)
      for _ in 0..<25 {
        let start = Double.random(in: -400...width, using: &generator).rounded()
        model.scrolled(to: start..<(start + 390))
        // Created: the frames that meet the 390 points in view widened by the margin, half of
        // them (195) beyond each edge.
        let created = (start - 195)..<(start + 390 + 195)
        let expected = whole.frames.indices.filter {
          whole.frames[$0].maxX > created.lowerBound && whole.frames[$0].minX < created.upperBound
        }
        let elements = model.createdElements()
        #expect(elements.map(\.index).sorted() == expected, "round \(round) at \(start)")
        #expect(elements.allSatisfy { $0.id == $0.index && $0.frame == whole.frames[$0.index] })
      }
    }
  }

  /// A scroll that stays within the elements created changes nothing to update; one that
  /// reaches others does.
  @Test func scrollsSayWhenTheWindowChanges() {
    let model = SidewaysLazyFlowModel<Int>()
    let sizes = Array(repeating: Size(width: 92, height: 32), count: 1_000)
    model.update(ids: Array(0..<1_000), sizes: sizes, flow: FlowEngine(itemSpacing: 8), rows: 2)
    #expect(model.scrolled(to: 0..<390))
    #expect(!model.scrolled(to: 0.5..<390.5))
    #expect(model.scrolled(to: 5_000..<5_390))
  }
}
