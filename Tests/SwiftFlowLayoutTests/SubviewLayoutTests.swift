import SwiftFlowLayout
import Testing

@testable import SwiftFlowLayout

/// The SwiftUI types' whole behaviour, driven with fake subviews: SwiftUI only converts types.
@Suite struct SubviewLayoutTests {
  static let proposals: [ProposedSize] = [
    .zero, .unspecified, .infinity, ProposedSize(width: 200, height: nil),
  ]

  static func chips() -> [FakeSubview] {
    [60.0, 80, 70, 50, 55, 65, 90, 40].map { FakeSubview(width: $0) }
  }

  /// One SwiftUI-like pass: sizes for zero, unspecified, infinite and the real proposal, then
  /// placement into the size for the real one.
  static func pass(_ flow: FlowEngine, _ subviews: [FakeSubview], cache: inout FlowLayoutCache)
    -> Size
  {
    var size = Size.zero
    for proposal in proposals {
      size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    flow.placeSubviews(
      in: Rect(origin: .zero, size: size), proposal: proposals.last!, subviews: subviews,
      cache: &cache)
    return size
  }

  /// Each subview is measured at most once per distinct proposal in a pass: here twice (its
  /// ideal size, and the zero width it is offered when the proposal is zero), where the lesson's
  /// layout asks every subview five times, once per call.
  @Test func eachSubviewIsMeasuredOncePerDistinctProposal() {
    let subviews = Self.chips()
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    _ = Self.pass(FlowEngine(itemSpacing: 8), subviews, cache: &cache)
    for subview in subviews {
      #expect(subview.measurements == [.unspecified, ProposedSize(width: 0, height: nil)])
    }

    let lesson = Self.chips()
    for proposal in Self.proposals { LessonFlowLayout().sizeThatFits(proposal, subviews: lesson) }
    LessonFlowLayout().placeSubviews(
      in: Rect(x: 0, y: 0, width: 200, height: 100), subviews: lesson)
    #expect(lesson.allSatisfy { $0.measurements.count == 5 })
  }

  @Test func placingAfterSizingWithTheSameProposalBreaksNoLinesAgain() {
    let subviews = Self.chips()
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let flow = FlowEngine(itemSpacing: 8)
    let proposal = ProposedSize(width: 200, height: nil)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    #expect(cache.layoutCount == 1)
    flow.placeSubviews(
      in: Rect(origin: Point(x: 30, y: 40), size: size), proposal: proposal, subviews: subviews,
      cache: &cache)
    #expect(cache.layoutCount == 1)
    _ = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    #expect(cache.layoutCount == 1)
  }

  /// For every kind of proposal, placing into the size that fits puts each subview where the
  /// engine says, offset by the bounds' origin.
  @Test(arguments: proposals)
  func sizingAndPlacementAgree(proposal: ProposedSize) {
    let subviews = Self.chips()
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 4, justification: .center)
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    let origin = Point(x: 100, y: -20)
    flow.placeSubviews(
      in: Rect(origin: origin, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    let expected = flow.layout(subviews.map(\.box), proposal: proposal)
    #expect(expected.size == size)
    for (subview, frame) in zip(subviews, expected.frames) {
      #expect(subview.placements.count == 1)
      #expect(
        subview.frame
          == Rect(
            x: frame.minX + 100, y: frame.minY - 20, width: frame.width,
            height: frame.height))
    }
  }

  /// SwiftUI mirrors custom layouts in right-to-left environments, so the adapter lays out left
  /// to right whatever the flow says: the layout is mirrored exactly once.
  /// Subviews kept with the next (`flowKeepWithNext()`) start a new line together: a label and
  /// its field go to the next line rather than part, and the placed frames are the engine's.
  @Test func subviewsKeptWithTheNextStayTogether() {
    let boxes = [60.0, 80, 50, 70].enumerated().map {
      BoxItem(width: $1, height: 20, keepsWithNext: $0 == 1)
    }
    let subviews = boxes.map { FakeSubview($0) }
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let flow = FlowEngine(itemSpacing: 8)
    let proposal = ProposedSize(width: 200, height: nil)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    flow.placeSubviews(
      in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    let expected = flow.layout(boxes, proposal: proposal)
    #expect(expected.lines == [0..<1, 1..<3, 3..<4])
    #expect(subviews.map(\.frame) == expected.frames)
  }

  @Test func theAdapterDoesNotMirror() {
    let ltr = Self.chips()
    let rtl = Self.chips()
    var ltrCache = FlowLayoutCache(subviewCount: ltr.count)
    var rtlCache = FlowLayoutCache(subviewCount: rtl.count)
    _ = Self.pass(FlowEngine(itemSpacing: 8), ltr, cache: &ltrCache)
    _ = Self.pass(FlowEngine(itemSpacing: 8, layoutDirection: .rightToLeft), rtl, cache: &rtlCache)
    #expect(zip(ltr, rtl).allSatisfy { $0.frame == $1.frame })
  }

  @Test func boundsWiderThanTheSizeThatFitsJustifyWithinThem() {
    let subviews = [FakeSubview(width: 10), FakeSubview(width: 10)]
    var cache = FlowLayoutCache(subviewCount: 2)
    let flow = FlowEngine(itemSpacing: 0, justification: .end)
    flow.placeSubviews(
      in: Rect(x: 5, y: 5, width: 100, height: 20), proposal: .unspecified, subviews: subviews,
      cache: &cache)
    #expect(subviews.map { $0.frame?.minX } == [85, 95])
    #expect(cache.layoutCount == 2)
  }

  /// Every subview is placed, those hidden by maxLines too: with a zero proposal, at the last
  /// frame shown, inside the bounds.
  @Test func hiddenSubviewsWaitAtTheLastFrameShown() {
    let subviews = Self.chips()
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let flow = FlowEngine(itemSpacing: 8, maxLines: 1)
    let proposal = ProposedSize(width: 200, height: nil)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    flow.placeSubviews(
      in: Rect(origin: Point(x: 7, y: 9), size: size), proposal: proposal, subviews: subviews,
      cache: &cache)
    #expect(subviews.allSatisfy { $0.placements.count == 1 })
    #expect(subviews[0].placements[0].proposal == ProposedSize(width: 60, height: 20))
    for hidden in subviews[2...] {
      #expect(hidden.placements[0].origin == subviews[1].placements[0].origin)
      #expect(hidden.placements[0].proposal == .zero)
    }
  }

  /// With maxLines, the indicator for the hidden count joins the last line in the same pass,
  /// displacing what it must; the other indicators stay hidden.
  @Test func theOverflowIndicatorForTheHiddenCountEndsTheLastLine() {
    let (chips, indicators) = FakeSubview.chipsAndIndicators()
    let subviews = chips + indicators
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 0, maxLines: 2)
    // 100 wide: three chips a line; two lines show six, and the indicator takes the last slot.
    let size = FakeSubview.layOut(subviews, flow: flow).size
    let shownChips = chips.filter { $0.placements.last?.proposal != .zero }
    #expect(shownChips.count == 5)
    let shownIndicators = indicators.filter { $0.placements.last?.proposal != .zero }
    #expect(shownIndicators.map(\.overflowCount) == [5])
    #expect(shownIndicators.first?.frame == Rect(x: 60, y: 20, width: 25, height: 20))
    #expect(subviews.allSatisfy { $0.placements.count == 1 })
    let hidden = subviews.filter { $0.placements.last?.proposal == .zero }
    #expect(hidden.count == 14)
    #expect(hidden.allSatisfy { $0.placements[0].origin == Point(x: 60, y: 20) })
    #expect(size == Size(width: 90, height: 40))
  }

  /// Separator subviews, sized by the first one's ideal size, sit midway between neighbours in
  /// order; those not needed are parked out of sight with a zero proposal.
  @Test func separatorSubviewsSitBetweenNeighboursAndTheRestAreParked() {
    let chips = (0..<4).map { _ in FakeSubview(width: 30) }
    let separators = (0..<3).map { _ in FakeSubview(BoxItem(width: 2, height: 10)) }
    for separator in separators { separator.isSeparator = true }
    let subviews = chips + separators
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let flow = FlowEngine(itemSpacing: 4, lineSpacing: 0)
    let proposal = ProposedSize(width: 80, height: nil)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    // Two chips and a separator per line: 30 + 4 + 2 + 4 + 30.
    #expect(size == Size(width: 70, height: 40))
    flow.placeSubviews(
      in: Rect(x: 0, y: 0, width: 70, height: 40), proposal: proposal, subviews: subviews,
      cache: &cache)
    #expect(chips.map { $0.placements.last!.origin.x } == [0, 40, 0, 40])
    #expect(separators[0].placements.last!.origin == Point(x: 34, y: 5))
    #expect(separators[1].placements.last!.origin == Point(x: 34, y: 25))
    #expect(separators[0].placements.last!.proposal == ProposedSize(width: 2, height: 10))
    #expect(separators[2].placements.last!.proposal == .zero)
    #expect(separators[2].placements.last!.origin == Point(x: 40, y: 20))
  }

  /// The hit tester for drag and drop lays out left to right, as the SwiftUI types do, and
  /// matches where the flow places subviews of the same sizes.
  @Test func theHitTesterMatchesThePlacedSubviews() {
    let subviews = [30.0, 50, 20, 40].map { FakeSubview(width: $0) }
    let flow = FlowEngine(itemSpacing: 10, lineSpacing: 10, layoutDirection: .rightToLeft)
    let proposal = ProposedSize(width: 100, height: nil)
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    flow.placeSubviews(
      in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    let tester = flow.hitTester(
      sizes: subviews.map { Size(width: $0.box.width, height: 20) }, proposal: proposal)
    for (index, subview) in subviews.enumerated() {
      let origin = subview.placements.last!.origin
      #expect(
        tester.hit(at: Point(x: origin.x + 1, y: origin.y + 1))
          == FlowHit(item: index, insertionIndex: index))
    }
    // Past the end of the first row (30 and 50 wide, 10 apart), a drop goes after its last.
    #expect(tester.hit(at: Point(x: 95, y: 5)) == FlowHit(item: nil, insertionIndex: 2))
  }

  @Test func noIndicatorShowsWhenNothingIsHidden() {
    let subviews = [
      FakeSubview(width: 30), FakeSubview(BoxItem(width: 5, height: 5), overflowCount: 1),
    ]
    var cache = FlowLayoutCache(subviewCount: 2)
    let flow = FlowEngine(maxLines: 1)
    let size = flow.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    #expect(size == Size(width: 30, height: 20))
  }

  @Test func moreHiddenThanAnyIndicatorUsesTheLargest() {
    let chips = (0..<20).map { _ in FakeSubview(width: 30) }
    let indicators = (1...3).map { FakeSubview(BoxItem(width: 10, height: 20), overflowCount: $0) }
    var cache = FlowLayoutCache(subviewCount: 23)
    let flow = FlowEngine(itemSpacing: 0, maxLines: 1)
    let subviews = chips + indicators
    let size = flow.sizeThatFits(
      proposal: ProposedSize(width: 100, height: nil), subviews: subviews, cache: &cache)
    flow.placeSubviews(
      in: Rect(origin: .zero, size: size), proposal: ProposedSize(width: 100, height: nil),
      subviews: subviews, cache: &cache)
    #expect(indicators.map { $0.placements.last?.proposal != .zero } == [false, false, true])
  }

  /// A container's spacing is the union of its edge subviews' spacing, as a stack's is.
  @Test func spacingIsTheUnionOfTheEdgeSubviews() {
    let subviews = [
      FakeSubview(
        BoxItem(
          width: 10, height: 10,
          spacing: SpacingPreferences(top: 1, leading: 2, bottom: 3, trailing: 4))),
      FakeSubview(
        BoxItem(
          width: 10, height: 10,
          spacing: SpacingPreferences(top: 5, leading: 6, bottom: 7, trailing: 8))),
    ]
    var cache = FlowLayoutCache(subviewCount: 2)
    let flow = FlowEngine()
    #expect(
      flow.edgeSubviews(subviews: subviews, cache: &cache)
        == FlowEdges(top: [0, 1], leading: [0], bottom: [0, 1], trailing: [1]))
    #expect(
      flow.spacing(subviews: subviews, cache: &cache)
        == SpacingPreferences(top: 5, leading: 2, bottom: 7, trailing: 8))
  }

  /// The fold that the SwiftUI types' `spacing(subviews:cache:)` runs over `ViewSpacing` adds
  /// each subview once per edge it lies along, in the ideal arrangement of one line: all of
  /// them along the top and bottom of a row, the first along the leading edge and the last along
  /// the trailing one; turned a quarter in a column.
  @Test(arguments: [
    (
      FlowAxis.horizontal,
      [
        Pair(0, .top), Pair(1, .top), Pair(2, .top), Pair(0, .leading), Pair(0, .bottom),
        Pair(1, .bottom), Pair(2, .bottom), Pair(2, .trailing),
      ]
    ),
    (
      .vertical,
      [
        Pair(0, .top), Pair(0, .leading), Pair(1, .leading), Pair(2, .leading), Pair(2, .bottom),
        Pair(0, .trailing), Pair(1, .trailing), Pair(2, .trailing),
      ]
    ),
  ])
  func theContainersSpacingAddsEachEdgeSubviewOnce(axis: FlowAxis, expected: [Pair]) {
    let subviews = (0..<3).map { _ in FakeSubview(BoxItem(width: 10, height: 10)) }
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let added = FlowEngine(axis: axis).spacing(
      of: subviews, cache: &cache, startingFrom: [Pair]()
    ) { added, index, edge in added.append(Pair(index, edge)) }
    #expect(added == expected)
  }

  /// A subview added to a container's spacing along an edge.
  struct Pair: Equatable, CustomStringConvertible {
    let index: Int
    let edge: FlowEdges.Edge
    init(_ index: Int, _ edge: FlowEdges.Edge) { (self.index, self.edge) = (index, edge) }
    var description: String { "\(index) \(edge)" }
  }

  @Test func textBaselinesComeFromTheFirstAndLastLines() {
    let subviews = [
      FakeSubview(BoxItem(width: 60, height: 20), baselines: (15, 15)),
      FakeSubview(BoxItem(width: 60, height: 30), baselines: (20, 25)),
    ]
    var cache = FlowLayoutCache(subviewCount: 2)
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 10, itemAlignment: .start)
    let proposal = ProposedSize(width: 100, height: nil)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    let bounds = Rect(origin: Point(x: 0, y: 100), size: size)
    #expect(
      flow.textBaseline(
        last: false, in: bounds, proposal: proposal, subviews: subviews,
        cache: &cache) == 115)
    #expect(
      flow.textBaseline(
        last: true, in: bounds, proposal: proposal, subviews: subviews,
        cache: &cache) == 155)
    var column = flow
    column.axis = .vertical
    #expect(
      column.textBaseline(
        last: false, in: bounds, proposal: proposal, subviews: subviews,
        cache: &cache) == nil)
  }

  /// SwiftUI proposes a new size in every frame of a live resize without updating the cache:
  /// the cache keeps only the latest arrangements and answers, and still answers each pass as a
  /// fresh cache would, asking each subview at most once per distinct proposal in it.
  @Test func theCacheStaysBoundedThroughTenThousandWidths() {
    let subviews = (0..<12).map { index in
      FakeSubview(BoxItem(width: 40 + Double(index), height: 20, maxWidth: 400, grow: 1))
    }
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    for step in 0..<10_000 {
      let proposal = ProposedSize(width: 60 + Double(step) * 0.05, height: nil)
      let before = subviews.map(\.measurements.count)
      let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      flow.placeSubviews(
        in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews,
        cache: &cache)
      for (subview, count) in zip(subviews, before) {
        let asked = subview.measurements[count...]
        #expect(Set(asked).count == asked.count, "a proposal asked twice in one pass")
      }
      if step.isMultiple(of: 1_000) {
        var fresh = FlowLayoutCache(subviewCount: subviews.count)
        #expect(flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &fresh) == size)
        #expect(subviews.map(\.frame) == placedFrames(flow, subviews, proposal))
      }
    }
    #expect(cache.arrangements.entries.count == FlowLayoutCache.arrangementCapacity)
    #expect(
      subviews.indices.allSatisfy { cache.memo.answerCount(of: $0) == MeasurementMemo.capacity })
  }

  /// A new arrangement takes the storage of the one it replaces in the cache: through many
  /// widths, with separators and an overflow indicator, every pass places each subview where a
  /// fresh cache does.
  @Test func arrangementsThatReuseStorageMatchFreshOnes() {
    let chips = [60.0, 80, 70, 50, 55, 65, 90, 40, 75, 45].map { FakeSubview(width: $0) }
    let separators = (0..<3).map { _ in FakeSubview(width: 1, height: 12) }
    for separator in separators { separator.isSeparator = true }
    let indicators = (1...4).map { FakeSubview(BoxItem(width: 25, height: 20), overflowCount: $0) }
    let subviews = chips + separators + indicators
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let flow = FlowEngine(itemSpacing: 4, lineSpacing: 4, maxLines: 2)
    for step in 0..<(5 * FlowLayoutCache.arrangementCapacity) {
      let proposal = ProposedSize(width: 100 + Double(step * 13 % 300), height: nil)
      let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      flow.placeSubviews(
        in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews,
        cache: &cache)
      let placed = subviews.map(\.frame)
      #expect(placed == placedFrames(flow, subviews, proposal), "step \(step)")
    }
  }

  /// A subview's basis (`flowBasis(_:)`) reaches the engine through the cache: views of
  /// different ideal widths with a zero basis, equal weights and no minimum share a line equally.
  @Test func aBasisReachesTheEngine() {
    let subviews = [20.0, 50, 80].map {
      FakeSubview(
        BoxItem(width: $0, height: 20, minWidth: 0, maxWidth: .infinity, grow: 1, basis: 0))
    }
    let frames = placedFrames(
      FlowEngine(itemSpacing: 0), subviews, ProposedSize(width: 240, height: nil))
    #expect(frames.map { $0?.width } == [80, 80, 80])
  }

  /// Each subview's frames after a fresh pass for `proposal`.
  func placedFrames(_ flow: FlowEngine, _ subviews: [FakeSubview], _ proposal: ProposedSize)
    -> [Rect?]
  {
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    flow.placeSubviews(
      in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    return subviews.map(\.frame)
  }

  /// The memo keeps the latest answers, the most recently used first, and drops the least
  /// recently used one when full.
  @Test func recentAnswersDropTheLeastRecentlyUsed() {
    var memo = RecentAnswers<Int, String>(capacity: 2)
    var computed: [Int] = []
    func ask(_ question: Int) -> String {
      memo.answer(to: question) { _ in
        computed.append(question)
        return String(question)
      }
    }
    #expect([ask(1), ask(2), ask(1), ask(3), ask(1), ask(2)] == ["1", "2", "1", "3", "1", "2"])
    #expect(computed == [1, 2, 3, 2])
    #expect(memo.entries.map(\.question) == [2, 1])
  }

  /// A new answer is given the least recently used one it replaces once the memo is full, to
  /// reuse its storage, and nothing before.
  @Test func aNewAnswerIsGivenTheOneItReplaces() {
    var memo = RecentAnswers<Int, String>(capacity: 2)
    var given: [String?] = []
    for question in [1, 2, 1, 3, 4] {
      _ = memo.answer(to: question) { replaced in
        given.append(replaced)
        return String(question)
      }
    }
    #expect(given == [nil, nil, "2", "1"])
    #expect(memo.entries.map(\.answer) == ["4", "3"])
  }

  /// In a line, neighbours are spaced by the distance the pair asks for, as SwiftUI's stacks
  /// space them (text to text differs from text to image), not by per-edge preferences; a
  /// neighbour on another line adds no gap.
  @Test func neighboursInALineAreSpacedByTheirPairsDistance() {
    let kinds: [ViewKind] = [.text, .text, .image, .image, .text, .image]
    let subviews = kinds.map { kind in
      let subview = FakeSubview(width: 10)
      subview.kind = kind
      return subview
    }
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    _ = Self.pass(FlowEngine(), subviews, cache: &cache)
    // One line (each pass ends with a proposal of 200): 0, +10+2, +10+12, +10+0, +10+5, +10+12.
    #expect(subviews.map { $0.frame?.minX } == [0, 12, 34, 44, 59, 81])

    let column = subviews.map { subview in
      let copy = FakeSubview(width: 10)
      copy.kind = subview.kind
      return copy
    }
    var columnCache = FlowLayoutCache(subviewCount: column.count)
    let flow = FlowEngine(axis: .vertical, lineSpacing: 0)
    let size = flow.sizeThatFits(
      proposal: ProposedSize(width: nil, height: 45), subviews: column, cache: &columnCache)
    flow.placeSubviews(
      in: Rect(origin: .zero, size: size), proposal: ProposedSize(width: nil, height: 45),
      subviews: column, cache: &columnCache)
    // Columns 45 high of items 20 high: [text, text] at 0 and 22, [image, image] at 0 and 20
    // (the text after them would end at 65), then [text] and [image] (32 + 20 > 45).
    #expect(column.map { $0.frame?.minY } == [0, 22, 0, 20, 0, 0])
  }

  /// A custom guide is the mean of the positions of the shown subviews that give it a value;
  /// hidden subviews and those without one do not count, and with none there is no value.
  @Test func customGuidesMergeTheShownSubviewsGuides() {
    let subviews = (0..<5).map { _ in FakeSubview(width: 30) }
    subviews[0].customGuide = 4
    subviews[2].customGuide = 6
    subviews[4].customGuide = 100  // on the hidden third line
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 10, maxLines: 2)
    let proposal = ProposedSize(width: 60, height: nil)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    #expect(size == Size(width: 60, height: 50))
    let bounds = Rect(origin: Point(x: 5, y: 100), size: size)
    func guide(along axis: FlowAxis) -> Double? {
      flow.explicitGuide(
        along: axis, in: bounds, proposal: proposal, subviews: subviews, cache: &cache
      ) { subview, _ in subview.customGuide }
    }
    // Subview 0 at y 100, subview 2 at y 130 (second line): (104 + 136) / 2.
    #expect(guide(along: .vertical) == 120)
    // Both at x 5: (9 + 11) / 2.
    #expect(guide(along: .horizontal) == 10)
    for subview in subviews { subview.customGuide = nil }
    #expect(guide(along: .vertical) == nil)
  }
}
