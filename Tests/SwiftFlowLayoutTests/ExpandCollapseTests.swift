import Testing

@testable import SwiftFlowLayout

/// A flow collapsed to a line limit shows its overflow indicator, with the count of the views
/// it hides, only when it hides some; expanded, it shows every view and its collapse control
/// only when collapsing would hide some; at every limit from none to the line count.
@Suite struct ExpandCollapseTests {
  /// The views shown, in order of their index: those last placed inside `bounds` with a size
  /// that is not zero. A view never placed, or placed with a zero proposal, is not.
  static func shown(_ subviews: [FakeSubview], in bounds: Rect) -> [Int] {
    subviews.indices.filter { index in
      guard let frame = subviews[index].frame else { return false }
      return frame.width > 0 && frame.height > 0 && contains(bounds, frame)
    }
  }

  /// Whether `frame` lies within `bounds`, edges included.
  static func contains(_ bounds: Rect, _ frame: Rect) -> Bool {
    frame.minX >= bounds.minX && frame.minY >= bounds.minY && frame.maxX <= bounds.maxX
      && frame.maxY <= bounds.maxY
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
    // Collapsed: the first chips, and the indicator standing for exactly the others; never the
    // collapse control, which the flow holds either way.
    let (chips, collapse, indicators) = Form.collapsed.views(limit: limit)
    let collapsed = Rect(
      origin: .zero,
      size: FakeSubview.layOut(
        chips + [collapse] + indicators, flow: Form.collapsed.flow(limit: limit)
      ).size)
    #expect(Self.shown(chips, in: collapsed) == Array(0..<shownChips))
    let shownIndicators = Self.shown(indicators, in: collapsed).map {
      indicators[$0].overflowCount!
    }
    #expect(shownIndicators == (shownChips < 10 ? [10 - shownChips] : []))
    #expect(Self.shown([collapse], in: collapsed) == [])
    // Expanded: every chip, and the collapse control when collapsing would hide some; never an
    // indicator.
    let (expandedChips, control, expandedIndicators) = Form.expanded.views(limit: limit)
    let expanded = Rect(
      origin: .zero,
      size: FakeSubview.layOut(
        expandedChips + [control] + expandedIndicators, flow: Form.expanded.flow(limit: limit)
      ).size)
    #expect(Self.shown(expandedChips, in: expanded).count == 10)
    #expect(Self.shown([control], in: expanded).count == (limit < 4 ? 1 : 0))
    #expect(Self.shown(expandedIndicators, in: expanded) == [])
  }

  /// The views a flow called with `isExpanded` holds at a line limit.
  enum Form: CaseIterable {
    /// The chips, the collapse control and an overflow indicator for each count, as a flow
    /// called with `isExpanded` holds them collapsed.
    case collapsed
    /// The chips alone, as a flow with `maxLines` and no overflow builder holds them.
    case collapsedWithoutIndicators
    /// The same views as ``collapsed``, every line shown.
    case expanded

    /// The chips, a collapse control for `limit` and the indicators, made afresh.
    func views(limit: Int) -> (
      chips: [FakeSubview], collapse: FakeSubview, indicators: [FakeSubview]
    ) {
      let (chips, indicators) = FakeSubview.chipsAndIndicators()
      let collapse = FakeSubview(width: 40)
      collapse.collapseLineLimit = limit
      return (chips, collapse, indicators)
    }

    /// The flow of this form at `limit`.
    func flow(limit: Int) -> FlowEngine {
      FlowEngine(itemSpacing: 0, lineSpacing: 0, maxLines: self == .expanded ? nil : limit)
    }

    /// The subviews of this form, and the flow.
    func subviews(limit: Int) -> (subviews: [FakeSubview], flow: FlowEngine) {
      let (chips, collapse, indicators) = views(limit: limit)
      let subviews = self == .collapsedWithoutIndicators ? chips : chips + [collapse] + indicators
      return (subviews, flow(limit: limit))
    }
  }

  /// Every view is placed inside the flow's bounds, at every limit, collapsed and expanded, in
  /// the bounds that fit and in larger ones elsewhere: a view the flow hides waits there with a
  /// zero size, at the last frame shown, so that one shown or hidden under an animation moves
  /// within the flow, never in from far away. The arrangement marks as shown exactly the views
  /// placed with a size, which the SwiftUI types hide the others by.
  @Test(arguments: 0...5, Form.allCases)
  func everyViewIsPlacedInsideTheFlow(limit: Int, form: Form) {
    let (subviews, flow) = form.subviews(limit: limit)
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let proposal = ProposedSize(width: 100, height: nil)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    let fitting = Rect(origin: Point(x: 7, y: 9), size: size)
    let larger = Rect(x: -20, y: 40, width: 130, height: size.height + 30)
    for bounds in [fitting, larger] {
      let arrangement = flow.place(
        in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      let outside = subviews.indices.filter { !Self.contains(bounds, subviews[$0].frame!) }
      #expect(outside == [], "placed outside \(bounds)")
      let marked = arrangement.shownSubviews(count: subviews.count)
      #expect(subviews.indices.filter { marked[$0] } == Self.shown(subviews, in: bounds))
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
