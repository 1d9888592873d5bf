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

  /// What the flow reads from a window frame `width` wide when the scroll view shows `shown`
  /// of it, in the layout's coordinates, with frames in the window mirrored with the layout or
  /// not.
  static func report(_ shown: Range<Double>, width: Double, framesMirrored: Bool)
    -> VisibleRanges
  {
    let left = framesMirrored ? shown.lowerBound : width - shown.upperBound
    return ScrollViewport.visibleRanges(
      scrollViewBounds: nil, globalFrame: Rect(x: -left, y: 0, width: width, height: 600),
      axis: .vertical, mirrored: true)
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

  @Test(arguments: [true, false])
  func theSizedFlowFollowsTheRangeItsLandingsShow(framesMirrored: Bool) throws {
    let model = SizedLazyFlowModel<Int>()
    model.update(
      ids: Array(Self.sizes.indices), sizes: Self.sizes, flow: Self.flow, proposal: Self.proposal)
    let width = model.contentLength()
    let length = ScrollViewport.assumedScreenLength
    #expect(width > 10 * length)
    let mirror = { (range: Range<Double>) in (width - range.upperBound)..<(width - range.lowerBound)
    }
    // The scroll view appears at the flow's leading edge: the columns there and at the other
    // end are created, not the 9 screens between.
    let start = 0..<length
    model.scrolled(to: Self.report(start, width: width, framesMirrored: framesMirrored))
    let read = framesMirrored ? start : mirror(start)
    #expect(
      Set(model.createdSlots().map(\.line)) == Self.columns(meeting: [read, mirror(read)]))
    #expect(model.visible == read)
    // A target's landing shows which range the platform reports: from then on the flow shows
    // the one in view, and creates the columns around it alone.
    let target = try #require(model.scrollTarget(1_200))
    let shown = target..<(target + length)
    model.scrolled(to: Self.report(shown, width: width, framesMirrored: framesMirrored))
    #expect(model.visible == shown)
    #expect(model.unmirrored == nil)
    #expect(Set(model.createdSlots().map(\.line)) == Self.columns(meeting: [shown]))
    // A later scroll reads the same way.
    let later = (target - 2_000)..<(target - 2_000 + length)
    model.scrolled(to: Self.report(later, width: width, framesMirrored: framesMirrored))
    #expect(model.visible == later)
    #expect(Set(model.createdSlots().map(\.line)) == Self.columns(meeting: [later]))
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
