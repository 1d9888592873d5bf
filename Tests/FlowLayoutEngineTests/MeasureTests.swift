import FlowLayoutEngine
import Testing

/// Measuring asks each item once for its ideal size, and resolves the gaps between neighbours.
@Suite struct MeasureTests {
  /// Items that fit their line are asked once, for their ideal size, whatever the proposal. At a
  /// zero width every item is wider than its line, and is offered that width too.
  @Test(arguments: [
    (ProposedSize.unspecified, [ProposedSize.unspecified]),
    (.infinity, [.unspecified]),
    (ProposedSize(width: 100, height: 50), [.unspecified]),
    (.zero, [.unspecified, ProposedSize(width: 0, height: nil)]),
  ])
  func eachItemIsMeasuredOncePerDistinctProposal(
    proposal: ProposedSize, expected: [ProposedSize]
  ) {
    let items = (0..<20).map { _ in CountingItem(BoxItem(width: 30, height: 10)) }
    _ = FlowEngine().layout(items, proposal: proposal)
    #expect(items.allSatisfy { $0.proposals == expected })
  }

  /// An item wider than the line is asked again, with the available width.
  @Test func anOversizedItemIsOfferedTheAvailableWidth() {
    let item = CountingItem(BoxItem(width: 300, height: 10, minWidth: 0))
    let result = FlowEngine().layout([item], proposal: ProposedSize(width: 100, height: 40))
    #expect(item.proposals == [.unspecified, ProposedSize(width: 100, height: nil)])
    #expect(result.size == Size(width: 100, height: 10))
  }

  /// Without an item spacing, neighbours keep the larger of the preferences facing each other.
  @Test func itemGapsComeFromFacingSpacingPreferences() {
    let items = [
      BoxItem(
        width: 10, height: 10,
        spacing: SpacingPreferences(
          top: 0, leading: 0, bottom: 0,
          trailing: 2)),
      BoxItem(
        width: 10, height: 10,
        spacing: SpacingPreferences(
          top: 0, leading: 6, bottom: 0,
          trailing: 20)),
      BoxItem(width: 10, height: 10, spacing: .zero),
      BoxItem(width: 10, height: 10),
    ]
    let result = FlowEngine().layout(items, proposal: .unspecified)
    #expect(result.frames.map(\.minX) == [0, 16, 46, 64])
  }

  @Test func anExplicitItemSpacingOverridesPreferences() {
    let items = (0..<3).map { _ in
      BoxItem(width: 10, height: 10, spacing: SpacingPreferences(all: 30))
    }
    #expect(
      FlowEngine(itemSpacing: 1).layout(items, proposal: .unspecified).frames.map(\.minX)
        == [0, 11, 22])
  }

  @Test func spacingPreferencesUnionIsEdgeByEdgeMaximum() {
    let a = SpacingPreferences(top: 1, leading: 5, bottom: 3, trailing: 0)
    let b = SpacingPreferences(top: 4, leading: 2, bottom: 3, trailing: 9)
    #expect(a.union(b) == SpacingPreferences(top: 4, leading: 5, bottom: 3, trailing: 9))
    #expect(a.distance(to: b, along: .horizontal) == 2)
    #expect(a.distance(to: b, along: .vertical) == 4)
  }
}
