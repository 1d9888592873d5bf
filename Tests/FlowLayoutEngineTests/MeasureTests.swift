import FlowLayoutEngine
import SeededRandom
import TestScale
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

  /// No item is asked the same question twice, whatever the flow: with every line breaking,
  /// collapsing or not, with items that grow, have a basis, stretch or overflow their line. (At
  /// a zero available length, an item with a basis is asked for its least length and then
  /// offered that length as an item longer than its line: see `Documentation/Design.md`.)
  @Test func noItemIsAskedTheSameQuestionTwice() {
    var generator = SplitMix64(seed: 99)
    for _ in 0..<TestScale.count(quick: 500, full: 2_000) {
      var flow = StreamLinesTests.randomFlow(using: &generator)
      if Bool.random(using: &generator) { flow.itemAlignment = .stretch }
      flow.lineBreaking = LineBreaking.allCases.randomElement(using: &generator)!
      flow.collapsesEmptyItems = Bool.random(using: &generator)
      var boxes = StreamLinesTests.randomItems(using: &generator)
      for index in boxes.indices where Int.random(in: 0..<4, using: &generator) == 0 {
        boxes[index].basis = [0, 10, 50].randomElement(using: &generator)!
        boxes[index].minWidth = [0, 5, 20].randomElement(using: &generator)!
        boxes[index].maxWidth = .infinity
        boxes[index].grow = Double(Int.random(in: 0...2, using: &generator))
      }
      let proposal = ProposedSize(
        width: Double(Int.random(in: 1...400, using: &generator)), height: 300)
      let items = boxes.map(CountingItem.init)
      _ = flow.layout(items, proposal: proposal)
      let repeated = items.filter { Set($0.proposals).count < $0.proposals.count }
      #expect(repeated.isEmpty, "\(flow) \(proposal) \(repeated.map(\.proposals))")
      if !repeated.isEmpty { return }
    }
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

  /// An item whose distance to its neighbour depends on both, as SwiftUI's views' does.
  struct PairedItem: FlowItem {
    var kind: Int
    var width: Double

    /// Distances by kinds, from one kind (row) to the next (column), invalid ones included.
    static let distances: [[Double]] = [[2, 12, .nan], [5, 0, -4], [.infinity, 7, 1]]

    func dimensions(in proposal: ProposedSize) -> ItemDimensions {
      ItemDimensions(width: width, height: width / 2)
    }

    func distance(to next: PairedItem, along axis: FlowAxis) -> Double {
      Self.distances[kind][next.kind]
    }
  }

  /// Without an item spacing, each pair of neighbours in a line is as far apart as the pair asks
  /// (invalid distances count as 0), on every path of the engine: the streaming loop (an
  /// array), the general steps (a collection without contiguous storage), the optimal breakers,
  /// and along either axis.
  @Test(arguments: FlowAxis.allCases)
  func neighboursKeepTheDistanceTheirPairAsksFor(axis: FlowAxis) {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<300 {
      let items = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        PairedItem(
          kind: Int.random(in: 0...2, using: &generator),
          width: Double(Int.random(in: 1...60, using: &generator)))
      }
      let length = Double(Int.random(in: 0...300, using: &generator))
      let proposal =
        axis == .horizontal
        ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
      let flow = FlowEngine(axis: axis)
      let streamed = flow.layout(items, proposal: proposal)
      #expect(streamed == flow.layout(items.indices.lazy.map { items[$0] }, proposal: proposal))
      for line in streamed.lines {
        for index in line.dropFirst() { expectPairsGap(before: index, items, streamed, axis) }
      }
      for breaking in [LineBreaking.balanced, .minimumRaggedness] {
        var optimal = flow
        optimal.lineBreaking = breaking
        let result = optimal.layout(items, proposal: proposal)
        for line in result.lines where line.count > 1 {
          expectPairsGap(before: line.lowerBound + 1, items, result, axis)
        }
      }
    }
  }

  /// A box seen through another item type, whose gaps the layout does not know to depend on its
  /// spacing preferences alone: each item's are read.
  struct ForwardedBox: FlowItem {
    var box: BoxItem

    func dimensions(in proposal: ProposedSize) -> ItemDimensions { box.dimensions(in: proposal) }
    var spacing: SpacingPreferences { box.spacing }
    var breakBefore: Bool { box.breakBefore }
    var grow: Double { box.grow }
    func basis(along axis: FlowAxis) -> Double? { box.basis(along: axis) }
    var alignment: ItemAlignment? { box.alignment }
  }

  /// Boxes that all share their spacing preferences, which a layout reads once for all, are laid
  /// out as when each box's are read, with valid and invalid preferences, with either spacing
  /// set on the flow, with separators, collapsing and optimal breaking, along either axis; and
  /// so are boxes of which one prefers other spacing.
  @Test(arguments: [
    SpacingPreferences.standard,
    SpacingPreferences(top: 3, leading: 5, bottom: 7, trailing: 11),
    SpacingPreferences(top: .nan, leading: -4, bottom: .infinity, trailing: 2),
    SpacingPreferences(top: 0, leading: -0.0, bottom: 1e300, trailing: .nan),
  ])
  func boxesSharingSpacingAreLaidOutAsWhenEachIsRead(spacing: SpacingPreferences) {
    var generator = SplitMix64(seed: 17)
    let flows = [
      FlowEngine(), FlowEngine(axis: .vertical), FlowEngine(lineSpacing: 4),
      FlowEngine(itemSpacing: 4),
      FlowEngine(
        itemSeparator: Size(width: 1, height: 12), lineSeparator: LineSeparator(thickness: 2)),
      FlowEngine(collapsesEmptyItems: true), FlowEngine(lineBreaking: .balanced, minLines: 3),
      FlowEngine(itemAlignment: .lastTextBaseline, maxLines: 2),
    ]
    for flow in flows {
      for round in 0..<20 {
        var boxes = randomBoxes(count: 1 + round * 3, using: &generator).map {
          var box = $0
          box.spacing = spacing
          return box
        }
        if round.isMultiple(of: 4) { boxes[boxes.count / 2].spacing = .zero }
        let proposal = ProposedSize(width: Double(round * 20), height: nil)
        #expect(
          flow.layout(boxes, proposal: proposal)
            == flow.layout(boxes.map(ForwardedBox.init), proposal: proposal))
      }
    }
  }

  /// Expects the item at `index` to start as far after its predecessor's end as the pair asks,
  /// with invalid distances counting as 0.
  func expectPairsGap(
    before index: Int, _ items: [PairedItem], _ result: FlowResult, _ axis: FlowAxis
  ) {
    let distance = PairedItem.distances[items[index - 1].kind][items[index].kind]
    let (end, start) =
      axis == .horizontal
      ? (result.frames[index - 1].maxX, result.frames[index].minX)
      : (result.frames[index - 1].maxY, result.frames[index].minY)
    #expect(start - end == (distance.isFinite && distance > 0 ? distance : 0))
  }
}
