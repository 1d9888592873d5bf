import Testing

@testable import SwiftFlowLayout

/// A flow collapsed to a line limit shows its overflow indicator, with the count of the views
/// it hides, only when it hides some; expanded, it shows every view and its collapse control
/// only when collapsing would hide some; at every limit from none to the line count.
@Suite struct ExpandCollapseTests {
  /// The views shown, in order of their index: those last placed inside `bounds` with a size
  /// that is not zero. A view never placed, or parked outside with a zero proposal, is not.
  static func shown(_ subviews: [FakeSubview], in bounds: Size) -> [Int] {
    subviews.indices.filter { index in
      guard let frame = subviews[index].frame else { return false }
      return frame.width > 0 && frame.height > 0 && frame.minX >= 0 && frame.minY >= 0
        && frame.maxX <= bounds.width && frame.maxY <= bounds.height
    }
  }

  /// Ten chips of 30, three a line of 100: four lines. Collapsed to N lines of the four, the
  /// first N − 1 hold three chips each and the last two and the indicator (25), since three and
  /// the indicator (115) overflow it; with no lines, the indicator is alone.
  @Test(arguments: [
    (limit: 0, shownChips: 0),
    (limit: 1, shownChips: 2),
    (limit: 2, shownChips: 5),
    (limit: 3, shownChips: 8),
    (limit: 4, shownChips: 10),  // every line: no indicator
    (limit: 5, shownChips: 10),
  ])
  func countsAreTheLayoutsAtEveryLimit(limit: Int, shownChips: Int) {
    let (chips, indicators) = FakeSubview.chipsAndIndicators()
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 0, maxLines: limit)
    // Collapsed: the first chips, and the indicator standing for exactly the others.
    let collapsed = FakeSubview.layOut(chips + indicators, flow: flow).size
    #expect(Self.shown(chips, in: collapsed) == Array(0..<shownChips))
    let shownIndicators = Self.shown(indicators, in: collapsed).map {
      indicators[$0].overflowCount!
    }
    #expect(shownIndicators == (shownChips < 10 ? [10 - shownChips] : []))
    // Expanded: every chip, and the collapse control when collapsing would hide some.
    let collapse = FakeSubview(width: 40)
    collapse.collapseLineLimit = limit
    let expandedChips = FakeSubview.chipsAndIndicators().chips
    var allLines = flow
    allLines.maxLines = nil
    let expanded = FakeSubview.layOut(expandedChips + [collapse], flow: allLines).size
    #expect(Self.shown(expandedChips, in: expanded).count == 10)
    #expect(Self.shown([collapse], in: expanded).count == (limit < 4 ? 1 : 0))
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
