import SwiftFlowLayout
import Testing

/// Lines and nested flows spaced by the views' own spacing, as SwiftUI gives it, the way
/// SwiftUI's stacks space the same views.
struct ViewSpacingTests {
  /// Plain views (`Color`s) of these sizes, with SwiftUI's spacing.
  func colours(_ spacing: FakeViewSpacing = FakeViewSpacing()) -> [FakeSubview] {
    [(40.0, 20.0), (60, 30), (30, 10), (50, 20), (20, 25)].map { width, height in
      let subview = FakeSubview(width: width, height: height)
      subview.viewSpacing = spacing
      return subview
    }
  }

  func size(_ flow: FlowEngine, _ subviews: [FakeSubview], width: Double?, height: Double?) -> Size
  {
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    return flow.sizeThatFits(
      proposal: ProposedSize(width: width, height: height), subviews: subviews, cache: &cache)
  }

  /// Rows of plain views are 8 points apart, as `VStack` puts the same views; the views within
  /// a row are 8 apart, as `HStack` puts them.
  @Test func plainViewsKeepTheSystemSpacingBetweenRows() {
    let flow = FlowEngine(axis: .horizontal)
    #expect(size(flow, colours(), width: 120, height: nil) == Size(width: 116, height: 30 + 8 + 25))
    // One view a row: a VStack of the five.
    #expect(size(flow, colours(), width: 0, height: nil) == Size(width: 60, height: 105 + 4 * 8))
  }

  /// Columns of plain views are 8 points apart, as `HStack` puts the same views.
  @Test func plainViewsKeepTheSystemSpacingBetweenColumns() {
    let flow = FlowEngine(axis: .vertical)
    // Heights 20 + 8 + 30 fit 60; then 10 + 8 + 20 + 8 + 25. Columns 60 and 50 wide.
    #expect(size(flow, colours(), width: nil, height: 71) == Size(width: 60 + 8 + 50, height: 71))
    #expect(size(flow, colours(), width: nil, height: 0) == Size(width: 200 + 4 * 8, height: 30))
  }

  /// Views that ask for no distance from anything (`ViewSpacing.zero`) touch, across lines as
  /// within them; padded views keep the system spacing.
  @Test func zeroAndPaddedViewsAcrossLines() {
    let flow = FlowEngine(axis: .horizontal)
    #expect(size(flow, colours(.zero), width: 0, height: nil) == Size(width: 60, height: 105))
    #expect(
      size(flow, colours(.zero), width: 130, height: nil) == Size(width: 130, height: 30 + 25))
    #expect(
      size(flow, colours(.text(3).padded()), width: 0, height: nil)
        == Size(width: 60, height: 105 + 4 * 8))
  }

  /// Each edge's preference is the distance a stack keeps between the view and a plain view.
  @Test func eachEdgeIsTheDistanceToAPlainView() {
    #expect(SpacingPreferences(FakeViewSpacing()) == .standard)
    #expect(SpacingPreferences(FakeViewSpacing.zero) == .zero)
    #expect(SpacingPreferences(FakeViewSpacing.text(3)) == .standard)
  }

  /// A flow nested in a stack keeps the distance its edge views would keep: 8 from a plain view
  /// beside a flow of plain views, and text's own distance from text beside a flow whose edge
  /// views are text.
  @Test(arguments: [FlowAxis.horizontal, .vertical])
  func aNestedFlowIsSpacedAsItsEdgeViews(axis: FlowAxis) {
    let flow = FlowEngine(axis: axis)
    var cache = FlowLayoutCache(subviewCount: 5)
    let plain = colours()
    let container = flow.spacing(subviews: plain, cache: &cache) { plain[$0].viewSpacing! }
    for along in [FlowAxis.horizontal, .vertical] {
      #expect(container.distance(to: FakeViewSpacing(), along: along) == 8)
      #expect(FakeViewSpacing().distance(to: container, along: along) == 8)
    }
    let text = colours(.text(3))
    var textCache = FlowLayoutCache(subviewCount: 5)
    let textContainer = flow.spacing(subviews: text, cache: &textCache) { text[$0].viewSpacing! }
    #expect(textContainer.distance(to: .text(3), along: .vertical) == 3)
    #expect(textContainer.distance(to: FakeViewSpacing(), along: .vertical) == 8)
  }
}
