import Testing

@testable import SwiftFlowLayout

/// Before iOS 17, right to left, a flow of columns reads the range its scroll view shows from
/// its frame in the window, which may count from the window's leading edge, as the mirrored
/// layout does, or from its left edge: two ranges, mirror images across the flow. Under either
/// reading, the flows create the columns around both ranges and none between them, and the
/// sized flow, once one of its requests lands, follows the range the platform reports.
@Suite struct RightToLeftWindowTests {
  /// 2,000 tag-like sizes in columns 600 points tall.
  static let sizes = (0..<2_000).map { Size(width: Double(20 + $0 * 37 % 101), height: 28) }
  static let flow = FlowEngine(axis: .vertical, itemSpacing: 8, lineSpacing: 8)
  static let proposal = ProposedSize(width: nil, height: 600)

  /// What the flow reads from its frame, `width` wide, in the window when the scroll view shows
  /// `shown` of it, in the layout's coordinates, with frames in the window mirrored with the
  /// layout or not.
  static func report(_ shown: Range<Double>, width: Double, framesMirrored: Bool)
    -> VisibleRanges
  {
    let left = framesMirrored ? shown.lowerBound : width - shown.upperBound
    return ScrollViewport.visibleRanges(
      scrollViewBounds: nil, globalFrame: Rect(x: -left, y: 0, width: width, height: 600),
      axis: .vertical, mirrored: true)
  }

  /// A sized flow of ``sizes`` in columns, its width, and what reports a range shown to it as
  /// its frame in the window gives it, mirrored with the layout or not.
  static func sizedFlow(framesMirrored: Bool) -> (
    model: SizedLazyFlowModel<Int>, width: Double, report: (Range<Double>) -> Void
  ) {
    let model = SizedLazyFlowModel<Int>()
    model.update(
      ids: Array(sizes.indices), sizes: sizes, flow: flow, proposal: proposal)
    let width = model.contentLength()
    return (
      model, width,
      { model.scrolled(to: report($0, width: width, framesMirrored: framesMirrored)) }
    )
  }

  /// The columns of a fresh layout that meet `ranges`, each widened by half its length beyond
  /// each edge.
  static func columns(meeting ranges: [Range<Double>]) -> Set<Int> {
    let fresh = FlowLines(flow: flow, sizes: sizes, proposal: proposal)
    return Set(
      ranges.flatMap { range in
        fresh.slots(overlapping: SelfSizingFlow.createdRange(around: range, overscan: 0.5))
          .map(\.line)
      })
  }

  /// Under either reading, on a scroll view as long as an iPhone's width, portrait or
  /// landscape, which the window's frame does not give: the columns shown are created from
  /// the first report on, and once a target lands the flow keeps its place by the range shown.
  @Test(arguments: [true, false], [390.0, 844.0])
  func theSizedFlowFollowsTheRangeItsLandingsShow(framesMirrored: Bool, length: Double) throws {
    let (model, width, report) = Self.sizedFlow(framesMirrored: framesMirrored)
    #expect(width > 10 * ScrollViewport.assumedScreenLength)
    let created = { Set(model.createdSlots().map(\.line)) }
    // The scroll view appears at the flow's leading edge: the columns shown are created, and
    // those at the other end, not the 9 screens between.
    report(0..<length)
    #expect(created().isSuperset(of: Self.columns(meeting: [0..<length])))
    #expect(created().count < Self.columns(meeting: [0..<(width / 4)]).count)
    // A target's landing shows which range the platform reports, and how long the scroll view
    // is where the frame is not mirrored.
    let target = try #require(model.scrollTarget(1_200))
    let shown = target..<(target + length)
    report(shown)
    #expect(model.visible.lowerBound == shown.lowerBound)
    if !framesMirrored { #expect(model.visible == shown) }
    #expect(created().isSuperset(of: Self.columns(meeting: [shown])))
    // Later scrolls read the same way; the columns shown are always created.
    for start in [target - 2_000, 200, width - length] {
      let later = start..<(start + length)
      report(later)
      #expect(model.visible.lowerBound == later.lowerBound, "at \(start)")
      #expect(created().isSuperset(of: Self.columns(meeting: [later])), "at \(start)")
    }
  }

  /// A landing near the flow's middle, where the two ranges meet, shows neither reading: the
  /// flow learns nothing there, and wherever the user scrolls next the columns shown are
  /// created.
  @Test(arguments: [true, false])
  func aLandingBothReadingsExplainTeachesNothing(framesMirrored: Bool) {
    let (model, width, report) = Self.sizedFlow(framesMirrored: framesMirrored)
    let length = 390.0
    report(0..<length)
    // A request for the view centred on the flow's middle, as an edit's correction may ask.
    let middle = (width - length) / 2
    model.move(to: middle, reason: .anchor)
    report(middle..<(middle + length))
    #expect(model.windowMirroring.learned == nil)
    report(200..<(200 + length))
    let created = Set(model.createdSlots().map(\.line))
    #expect(created.isSuperset(of: Self.columns(meeting: [200..<(200 + length)])))
  }

  /// A target in the last screen, where the scroll view rests short of what was asked, shows
  /// no reading; a new length of the lines forgets one learned.
  @Test(arguments: [true, false])
  func aLandingAtTheEndTeachesNothing(framesMirrored: Bool) throws {
    let (model, width, report) = Self.sizedFlow(framesMirrored: framesMirrored)
    let length = 390.0
    report(0..<length)
    _ = try #require(model.scrollTarget(Self.sizes.count - 1))
    let end = (width - length)..<width
    report(end)
    #expect(model.windowMirroring.learned == nil)
    #expect(Set(model.createdSlots().map(\.line)).isSuperset(of: Self.columns(meeting: [end])))
    // Learned elsewhere, then forgotten at a new length.
    _ = try #require(model.scrollTarget(1_200))
    let target = try #require(model.scrollRequest?.offset)
    report(target..<(target + length))
    #expect(model.windowMirroring.learned != nil)
    model.propose(ProposedSize(width: nil, height: 500))
    #expect(model.windowMirroring.learned == nil)
  }

  /// In a flow shorter than two of the longest scroll views, every landing may be at an end:
  /// a target in the last screen, where the scroll view rests at the flow's end short of what
  /// was asked, shows no reading, nor does any other. (Once the check of the end compared the
  /// start with itself: read mirrored, such a landing taught the other reading and a length
  /// of 97 points, and the flow took 747..<844 for the range shown at the end, 1,131..<1,228
  /// back at the start.)
  @Test(arguments: [true, false])
  func aShortFlowLearnsNothingFromALandingAtItsEnd(framesMirrored: Bool) throws {
    let sizes = Array(Self.sizes.prefix(150))
    let model = SizedLazyFlowModel<Int>()
    model.update(ids: Array(sizes.indices), sizes: sizes, flow: Self.flow, proposal: Self.proposal)
    let width = model.contentLength()
    let length = 844.0
    #expect(width > length && width < 2 * ScrollViewport.assumedScreenLength)
    let report = { (shown: Range<Double>) in
      model.scrolled(to: Self.report(shown, width: width, framesMirrored: framesMirrored))
    }
    report(0..<length)
    // A target whose column starts within the last screen, short of the first screen's end.
    let index = try #require(
      sizes.indices.reversed().first { index in
        let start = model.slot(atVisualPosition: model.visualPosition(ofItem: index)!).start
        return start > width - length + 20 && start < length - 20
      })
    _ = try #require(model.scrollTarget(index))
    report((width - length)..<width)
    #expect(model.windowMirroring.learned == nil)
    // Back at the start, read as the layout counts until a reading is learned.
    report(0..<length)
    if framesMirrored { #expect(model.visible.lowerBound == 0) }
  }

  @Test func theSidewaysFlowCreatesAroundBothRanges() {
    let model = SidewaysLazyFlowModel<Int>()
    model.update(
      ids: Array(Self.sizes.indices), sizes: Self.sizes, flow: FlowEngine(itemSpacing: 8),
      rows: 3)
    let width = model.contentSize.width
    let length = ScrollViewport.assumedScreenLength
    #expect(width > 10 * length)
    for start in [0, 400, width / 2 - length / 2, width - length] {
      let shown = start..<(start + length)
      model.scrolled(to: Self.report(shown, width: width, framesMirrored: false))
      // Read from the left edge: the mirror image of the range shown.
      let read = (width - shown.upperBound)..<(width - shown.lowerBound)
      let around = [read, shown].map {
        SelfSizingFlow.createdRange(around: $0, overscan: model.overscan)
      }
      let expected = model.result.lines.flatMap { line in
        line.filter { index in
          let frame = model.result.frames[index]
          return around.contains { frame.maxX > $0.lowerBound && frame.minX < $0.upperBound }
        }
      }
      #expect(model.createdElements().map(\.index) == expected, "at \(start)")
    }
  }
}
