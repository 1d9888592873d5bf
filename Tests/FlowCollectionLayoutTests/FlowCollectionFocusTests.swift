import FlowLayoutEngine
import Testing

@testable import FlowCollectionLayout

/// Keyboard focus in a collection view's sections: within a section as the engine moves it,
/// and on to the neighbouring section with items when a move stays at a section's edge,
/// keeping its column across the header.
@Suite struct FlowCollectionFocusTests {
  /// Three sections (the middle one empty) of 50-point tags, three a line of 170 points (50 +
  /// 10 + 50 + 10 + 50): five tags, none, then seven.
  static func layout() -> FlowCollectionLayoutModel<FakeCollectionView> {
    let tag = FakeCollectionView.Item(truth: Size(width: 50, height: 20), settings: .init())
    let view = FakeCollectionView(
      sections: [Array(repeating: tag, count: 5), [], Array(repeating: tag, count: 7)],
      headers: [30, 30, 30], footers: [0, 0, 0], bounds: Rect(x: 0, y: 0, width: 170, height: 400))
    var layout = FlowCollectionLayoutModel(
      source: view, flow: FlowEngine(itemSpacing: 10, lineSpacing: 10), estimatedItemSize: .zero)
    layout.prepare()
    return layout
  }

  @Test func movesCrossSectionsWhereASectionEnds() {
    var layout = Self.layout()
    let visible = 0.0..<400
    func key(_ key: FlowKey, _ section: Int, _ item: Int, toEnds: Bool = false) -> FlowItemPath? {
      layout.itemPath(
        after: key, from: FlowItemPath(section: section, item: item), mirrored: false,
        toEnds: toEnds, visible: visible)
    }
    // Within a section, as the engine moves: down from the middle tag of the first line.
    #expect(key(.down, 0, 1) == FlowItemPath(section: 0, item: 4))
    // Down from the last line: past the empty section, onto the next section's first line,
    // in the same column (the middle tag).
    #expect(key(.down, 0, 4) == FlowItemPath(section: 2, item: 1))
    // Right at the first section's last tag goes on to the next section's first.
    #expect(key(.right, 0, 4) == FlowItemPath(section: 2, item: 0))
    // Left at a section's first tag goes back to the previous section's last.
    #expect(key(.left, 2, 0) == FlowItemPath(section: 0, item: 4))
    // Up from the third section's first line lands on the first section's last line, nearest
    // the column: its tags are at 0–50 and 60–110, the column of tag 2 is 145.
    #expect(key(.up, 2, 2) == FlowItemPath(section: 0, item: 4))
    // Home and End stay in the line; with Command, they reach the collection's ends.
    #expect(key(.end, 2, 3) == FlowItemPath(section: 2, item: 5))
    #expect(key(.end, 0, 0, toEnds: true) == FlowItemPath(section: 2, item: 6))
    #expect(key(.home, 2, 6, toEnds: true) == FlowItemPath(section: 0, item: 0))
    // Nowhere to go: nil, for the platform.
    #expect(key(.up, 0, 0) == nil)
    #expect(key(.right, 2, 6) == nil)
    // A path not in the layout moves nothing.
    #expect(key(.down, 1, 0) == nil)
  }

  /// Page keys move by the lines no bar covers: inside the collection view's content insets
  /// (a navigation bar and a tab bar), not every line its bounds meet. (Once they moved by the
  /// lines under the bars too, and skipped lines the user never saw.)
  @Test func pageKeysMoveByTheLinesNoBarCovers() {
    // 300 tags, three a line 30 points apart (20 high, 10 between): the bounds, 400 long, meet
    // 14 lines; 100 points of bars at the start and 70 at the end leave 230 points, 8 lines.
    let tag = FakeCollectionView.Item(truth: Size(width: 50, height: 20), settings: .init())
    let view = FakeCollectionView(
      sections: [Array(repeating: tag, count: 300)], headers: [0], footers: [0],
      bounds: Rect(x: 0, y: 600, width: 170, height: 400))
    var layout = FlowCollectionLayoutModel(
      source: view, flow: FlowEngine(itemSpacing: 10, lineSpacing: 10), estimatedItemSize: .zero)
    layout.prepare()
    let from = FlowItemPath(section: 0, item: 60)
    let page = {
      layout.itemPath(
        after: .pageDown, from: from, mirrored: false, toEnds: false, visible: 600..<1_000)
    }
    #expect(page() == FlowItemPath(section: 0, item: 60 + 3 * 14))
    view.contentInsets = FlowInsets(top: 100, left: 0, bottom: 70, right: 0)
    #expect(page() == FlowItemPath(section: 0, item: 60 + 3 * 8))
  }

  /// The focus engine's proposal is let through where it agrees with the flow's moves, and
  /// redirected where it does not.
  @Test func theFocusEnginesProposalIsRedirectedWhereItDisagrees() {
    var layout = Self.layout()
    let from = FlowItemPath(section: 0, item: 1)
    #expect(
      layout.redirectedFocus(
        after: .down, from: from, proposed: FlowItemPath(section: 0, item: 4), mirrored: false,
        visible: 0..<400) == nil)
    #expect(
      layout.redirectedFocus(
        after: .down, from: from, proposed: FlowItemPath(section: 0, item: 3), mirrored: false,
        visible: 0..<400) == FlowItemPath(section: 0, item: 4))
    // Mirrored by the platform, the screen's left is the flow's right.
    #expect(
      layout.redirectedFocus(
        after: .left, from: from, proposed: nil, mirrored: true, visible: 0..<400)
        == FlowItemPath(section: 0, item: 2))
  }

  /// Focus can only go to a cell that exists: `indexPathForPreferredFocusedView(in:)` must
  /// name a valid cell, and the collection view has cells only for the items in view. Where
  /// the flow's moves lead out of view, the focus engine's proposal is let through.
  @Test(
    arguments: [
      // Only the first line (30 to 50) in view: the second, with the target, is out of it.
      (0..<55, nil),
      // The second line partly in view: its items have cells.
      (0..<65, FlowItemPath(section: 0, item: 4)),
    ] as [(Range<Double>, FlowItemPath?)])
  func focusIsRedirectedOnlyToAnItemInView(visible: Range<Double>, target: FlowItemPath?) {
    var layout = Self.layout()
    let redirected = layout.redirectedFocus(
      after: .down, from: FlowItemPath(section: 0, item: 1),
      proposed: FlowItemPath(section: 0, item: 3), mirrored: false, visible: visible)
    #expect(redirected == target)
  }

  /// A redirect holds for the focus engine's next update only: wherever that update takes
  /// focus, the next time focus enters the collection it is not sent to the old target; and
  /// the preferred item is one in view, which has a cell.
  @Test func aRedirectIsPreferredForTheNextFocusUpdateOnly() {
    var layout = Self.layout()
    let from = FlowItemPath(section: 0, item: 1)
    let visible = 0.0..<400
    let redirected = layout.shouldUpdateFocus(
      from: from, to: FlowItemPath(section: 0, item: 3), key: .down, mirrored: false,
      visible: visible)
    #expect(!redirected)
    var preferred = layout.preferredFocus(visible: visible)
    #expect(preferred == FlowItemPath(section: 0, item: 4))
    // Scrolled away from it, the item has no cell.
    preferred = layout.preferredFocus(visible: 500..<900)
    #expect(preferred == nil)
    // The next update, here focus leaving the collection, ends the redirect.
    let left = layout.shouldUpdateFocus(
      from: from, to: nil, key: nil, mirrored: false, visible: visible)
    #expect(left)
    preferred = layout.preferredFocus(visible: visible)
    #expect(preferred == nil)
  }
}
