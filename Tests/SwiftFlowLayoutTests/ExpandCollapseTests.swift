import Testing

@testable import SwiftFlowLayout

/// A flow collapsed to a line limit shows its overflow indicator, with the count of the views
/// it hides, only when it hides some; expanded, it shows every view and its collapse control
/// only when collapsing would hide some; at every limit from none to the line count.
@Suite struct ExpandCollapseTests {
  /// The views placed (not parked with a zero proposal), in order of their index.
  static func placed(_ subviews: [FakeSubview]) -> [Int] {
    subviews.indices.filter { subviews[$0].placements.last?.proposal != .zero }
  }

  @Test func countsAreTheLayoutsAtEveryLimit() {
    // Ten chips of 30, three a line of 100: four lines.
    for limit in 0...5 {
      let (chips, indicators) = FakeSubview.chipsAndIndicators()
      let flow = FlowEngine(itemSpacing: 0, lineSpacing: 0, maxLines: limit)
      // Collapsed.
      FakeSubview.layOut(chips + indicators, flow: flow)
      let shownChips = Self.placed(chips)
      let shownIndicators = Self.placed(indicators).map { indicators[$0].overflowCount! }
      if limit >= 4 {
        #expect(shownChips.count == 10 && shownIndicators.isEmpty, "limit \(limit)")
      } else {
        // The indicator stands for exactly the chips not shown.
        #expect(shownIndicators == [10 - shownChips.count], "limit \(limit)")
        #expect(shownChips == Array(0..<shownChips.count), "limit \(limit)")
      }
      // Expanded: every chip, and the collapse control when collapsing would hide some.
      let collapse = FakeSubview(width: 40)
      collapse.collapseLineLimit = limit
      let expandedChips = FakeSubview.chipsAndIndicators().chips
      var allLines = flow
      allLines.maxLines = nil
      FakeSubview.layOut(expandedChips + [collapse], flow: allLines)
      #expect(Self.placed(expandedChips).count == 10)
      #expect(Self.placed([collapse]).count == (limit < 4 ? 1 : 0), "limit \(limit)")
    }
  }

  /// The collapse control joins the last line, after the last view.
  @Test func theCollapseControlEndsTheLastLine() throws {
    let chips = (0..<7).map { _ in FakeSubview(width: 30) }
    let collapse = FakeSubview(width: 30)
    collapse.collapseLineLimit = 1
    FakeSubview.layOut(chips + [collapse], flow: FlowEngine(itemSpacing: 0, lineSpacing: 0))
    // Three a line: the seventh chip and the control share the third line.
    #expect(collapse.placements.last?.origin == Point(x: 30, y: 40))
  }
}
