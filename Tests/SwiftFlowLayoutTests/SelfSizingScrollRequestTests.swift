import Testing

@testable import SwiftFlowLayout

/// What a self-sizing lazy flow asks of its scroll view, and what it hands over, in the cases a
/// view meets on a device: a scroll target in the last screen, an edit above the view, views
/// that measure exactly their estimate, sizes delivered after an edit, a navigation bar's inset
/// and a pull past the top, and a new estimate.
@Suite struct SelfSizingScrollRequestTests {
  /// 2,000 elements of 40 × 28 (each line of 390 points holds eight), estimated at `estimate`,
  /// in a viewport 844 long, with `insets`, whose scroll view appeared `appearing` (by default
  /// resting at the top, at minus the start inset).
  static func model(
    estimate: Size = Size(width: 60, height: 28), insets: ScrollInsets = ScrollInsets(),
    appearing: Double? = nil
  ) -> SelfSizingFlowModel<Int> {
    let model = SelfSizingFlowModel(
      ids: Array(0..<2_000), flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), length: 390,
      viewportLength: 844
    ) { _ in estimate }
    model.insets = insets
    let start = appearing ?? -insets.start
    model.scrolled(to: start..<(start + 844))
    return model
  }

  /// Measures the window's views, all of `size`, as the window's layout and its inbox do.
  @discardableResult
  static func measureWindow(of model: SelfSizingFlowModel<Int>, size: Size) -> Bool {
    let window = model.createdElements()
    let sizes = Array(repeating: size, count: window.count)
    guard model.measurementBasis(of: window).needsHandover(sizes) else { return false }
    return model.record(measured: zip(window, sizes).map { ($0.id, $0.index, $1) })
      && model.commitMeasurements()
  }

  static let tile = Size(width: 40, height: 28)

  /// A scroll target in the last screen asks for the end of the content, where the scroll view
  /// can rest, not for the line's start past it; the request is made once, so scrolling up from
  /// there is not pulled back.
  @Test func aTargetInTheLastScreenAsksForTheEndOnce() throws {
    let model = Self.model(estimate: Self.tile)
    Self.measureWindow(of: model, size: Self.tile)
    let offset = try #require(model.scrollTarget(1_995))
    // The lines up to the target are read: the content's length is exact.
    let end = model.contentLength() - 844
    #expect(end == 250 * 28 + 249 * 8 - 844)
    #expect(offset == end)
    let request = try #require(model.scrollRequest)
    #expect(request.offset == end && request.reason == .target)
    #expect(model.scrollMarker.minY == end)
    // The scroll view gets there, then the user drags up: nothing asks to go back.
    for step in 0..<20 {
      let start = end - Double(step) * 20
      model.scrolled(to: start..<(start + 844))
      Self.measureWindow(of: model, size: Self.tile)
      #expect(model.scrollRequest?.serial == request.serial)
    }
  }

  /// A request the scroll view's report makes (here a target's landing off by the start inset,
  /// which only the other reading of `scrollTo` explains) asks for an update even when the
  /// lines created stay the same, so that the view carries it out in the next body rather than
  /// at some later, unrelated one, from a stale offset.
  @Test func aRequestMadeOnAReportAsksForAnUpdate() throws {
    // One element a line, 3,000 points thick: a move of the inset creates no other line.
    let tall = Size(width: 390, height: 3_000)
    let model = SelfSizingFlowModel(
      ids: Array(0..<40), flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), length: 390,
      viewportLength: 844
    ) { _ in tall }
    model.insets = ScrollInsets(start: 91, end: 34)
    model.scrolled(to: -91..<(844 - 91))
    Self.measureWindow(of: model, size: tall)
    let offset = try #require(model.scrollTarget(10))
    #expect(offset == 10 * 3_008 - 91)
    let serial = try #require(model.scrollRequest?.serial)
    // Where `scrollTo` aligns with the bounds, the marker lands at the view's top edge.
    #expect(model.scrolled(to: (offset + 91)..<(offset + 91 + 844)))
    let again = try #require(model.scrollRequest)
    #expect(again.serial > serial && again.offset == offset)
  }

  /// A scroll target set before the flow knows its scroll view's size (a deep link, a restored
  /// state) is kept, and carried out once the size comes.
  @Test func aTargetSetBeforeTheSizeIsCarriedOutWithIt() throws {
    let model = SelfSizingFlowModel(
      ids: Array(0..<2_000), flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), length: nil,
      viewportLength: 0
    ) { _ in Self.tile }
    _ = model.scrollTarget(400)
    model.resize(length: 390, viewportLength: 844)
    let request = try #require(model.scrollRequest)
    // Eight tiles a line of 390 points: element 400 starts line 50, 36 points apart.
    #expect(request.reason == .target && request.offset == 1_800)
  }

  /// Elements inserted above the view move the first line in view down the content: the update
  /// asks the scroll view to follow, by as much, once.
  @Test func anEditAboveAsksTheScrollViewToFollow() throws {
    let model = Self.model(estimate: Self.tile)
    model.scrolled(to: 3_600..<4_444)
    Self.measureWindow(of: model, size: Self.tile)
    let serial = model.scrollRequest?.serial ?? 0
    var before = model.flow
    let first = before.slots(overlapping: model.viewport).first!.items.lowerBound
    // 16 elements: two lines of 36 points.
    model.update(
      ids: Array(-16..<0) + Array(0..<2_000), flow: model.flow.flow, length: 390,
      viewportLength: 844)
    let request = try #require(model.scrollRequest)
    #expect(request.serial == serial + 1 && request.reason == .anchor)
    #expect(request.offset == 3_600 + 72)
    var flow = model.flow
    #expect(flow.slots(overlapping: model.viewport).first?.items.lowerBound == first + 16)
  }

  /// Views that measure exactly their estimate are handed over, recorded as measured and shown.
  @Test func viewsThatMeasureTheirEstimateAreShown() {
    let model = Self.model(estimate: Self.tile)
    #expect(model.createdElements().allSatisfy { !$0.isShown })
    #expect(Self.measureWindow(of: model, size: Self.tile))
    #expect(model.createdElements().allSatisfy { $0.isShown })
    // Once measured, the same sizes are not handed over again.
    let window = model.createdElements()
    #expect(
      !model.measurementBasis(of: window).needsHandover(
        Array(repeating: Self.tile, count: window.count)))
  }

  /// Sizes measured before an edit and delivered after it go to their elements by identity:
  /// an element inserted in between stays unmeasured, and a removed one's size is dropped.
  @Test func sizesGoToTheirElementsByIdentity() {
    let model = Self.model()
    let window = model.createdElements()
    let sizes = window.map { Size(width: 20 + Double($0.id % 50), height: 28) }
    model.update(
      ids: [-1] + Array(1..<2_000), flow: model.flow.flow, length: 390, viewportLength: 844)
    #expect(model.record(measured: zip(window, sizes).map { ($0.id, $0.index, $1) }))
    model.commitMeasurements()
    #expect(!model.flow.isMeasured(0))
    for (element, size) in zip(window, sizes) where element.id != 0 {
      #expect(model.flow.isMeasured(element.id))
      #expect(model.flow.size(ofItem: element.id) == size)
    }
  }

  /// Under a navigation bar the scroll view rests at minus the bar's inset, and in a pull past
  /// the top further up: measurements keep the first line where it is, and ask for no scroll
  /// that would slide it under the bar or snap the pull back; the pull teaches the flow no
  /// inset.
  @Test(arguments: [-91.0, -150])
  func theTopInsetAndAPullPastTheTopStay(start: Double) {
    let model = Self.model(insets: ScrollInsets(start: 91))
    model.scrolled(to: start..<(start + 844))
    #expect(Self.measureWindow(of: model, size: Size(width: 100, height: 40)))
    #expect(model.scrollRequest == nil)
    #expect(model.viewport.lowerBound == start)
    // The marker of a later request sits inside the inset.
    _ = model.scrollTarget(400)
    #expect(model.scrollMarker.minY == model.scrollRequest!.offset + 91)
  }

  /// Content margins, which the flow cannot read, rest the scroll view further up than the
  /// safe area it reads when it appears: the flow takes the start inset from there, so that a
  /// target lands below the margin, and the marker sits inside it, as under a wider bar.
  @Test func theMarginsTheScrollViewAppearsUnderAreTakenAsTheStartInset() throws {
    let model = Self.model(insets: ScrollInsets(start: 91), appearing: -131)
    #expect(model.viewport.lowerBound == -131)
    let offset = try #require(model.scrollTarget(400))
    #expect(offset == model.flow.offset(ofItem: 400) - 131)
    #expect(model.scrollMarker.minY == offset + 131)
    // The scroll view rests 131 up at the top: a request for the top asks for it.
    _ = model.scrollTarget(0)
    #expect(model.scrollRequest?.offset == -131)
  }

  /// A target set before the scroll view appeared, carried out once the flow has its sizes, is
  /// asked for again with the inset the scroll view appears under; the report of where it
  /// appeared is not taken for the request's landing.
  @Test func aTargetMadeBeforeTheScrollViewAppearedTakesItsInset() throws {
    let model = SelfSizingFlowModel(
      ids: Array(0..<2_000), flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), length: 390,
      viewportLength: 844
    ) { _ in Size(width: 60, height: 28) }
    model.insets = ScrollInsets(start: 91)
    let first = try #require(model.scrollTarget(400))
    #expect(model.scrolled(to: -131..<(844 - 131)))
    let request = try #require(model.scrollRequest)
    #expect(request.reason == .target && request.offset == first - 40)
    #expect(model.viewport.lowerBound == first - 40)
    #expect(model.scrollMarker.minY == request.offset + 131)
  }

  /// A new estimated size lays out the elements not yet measured at it; measured ones keep
  /// their sizes.
  @Test func aNewEstimateEstimatesTheElementsNotMeasured() {
    let model = Self.model(estimate: Self.tile)
    let flow = model.flow.flow
    model.update(
      ids: model.ids, flow: flow, length: 390, viewportLength: 844, estimatedSize: Self.tile)
    Self.measureWindow(of: model, size: Size(width: 50, height: 30))
    let measured = model.createdElements().map(\.index)
    let bigger = Size(width: 90, height: 44)
    #expect(
      model.update(
        ids: model.ids, flow: flow, length: 390, viewportLength: 844, estimatedSize: bigger))
    #expect(model.flow.size(ofItem: 1_999) == bigger)
    #expect(measured.allSatisfy { model.flow.size(ofItem: $0) == Size(width: 50, height: 30) })
    #expect(
      !model.update(
        ids: model.ids, flow: flow, length: 390, viewportLength: 844, estimatedSize: bigger))
  }
}
