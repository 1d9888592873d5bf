import FlowLayoutEngine
import Testing

@testable import ScrollSimulation

/// The simulators' scroll view behaves as the platforms document: it rests within its insets,
/// a scroll to a marker aligns the marker with the start of the safe area, and a programmatic
/// scroll stops a fling unless its velocity is preserved where the platform honours that. And
/// the simulators land a scroll target where the flow's marker is.
@Suite struct PlatformScrollViewTests {
  /// The offset rests from minus the top inset to the content's end plus the bottom inset.
  @Test func theOffsetRestsWithinTheInsets() {
    var view = PlatformScrollView(
      offset: -91, viewportLength: 844, insets: ScrollInsets(start: 91, end: 34))
    #expect(view.resting(contentLength: 5_000) == -91...4_190)
    #expect(view.move(to: -500, contentLength: 5_000) == 0)
    #expect(view.offset == -91)
    view.move(to: 9_000, contentLength: 5_000)
    #expect(view.offset == 4_190)
    // Content shorter than the view rests at the top.
    #expect(view.resting(contentLength: 100) == -91...(-91))
  }

  /// `scrollTo` a marker aligns its frame with the start of the safe area, or with the
  /// bounds, as the reading has it.
  @Test func aMarkerIsAlignedAsTheReadingHasIt() {
    var view = PlatformScrollView(viewportLength: 844, insets: ScrollInsets(start: 91))
    _ = view.scroll(toMarkerAt: 1_091, contentLength: 5_000, preservesVelocity: false)
    #expect(view.offset == 1_000)
    view.reading = .bounds
    _ = view.scroll(toMarkerAt: 1_091, contentLength: 5_000, preservesVelocity: false)
    #expect(view.offset == 1_091)
  }

  /// A programmatic scroll during a fling stops it, unless it preserves the velocity on a
  /// platform that honours that (iOS 18 and later); a stopped fling moves nothing more.
  @Test(arguments: [(true, true, false), (true, false, true), (false, true, true)])
  func aProgrammaticScrollStopsAFling(preserves: Bool, honoured: Bool, stops: Bool) {
    var view = PlatformScrollView(
      viewportLength: 844, reading: honoured ? .safeArea : .stopsFlings)
    #expect(view.gesture(60, fling: true, contentLength: 9_000) == 60)
    #expect(
      view.scroll(toMarkerAt: 100, contentLength: 9_000, preservesVelocity: preserves) == stops)
    #expect(view.gesture(50, fling: true, contentLength: 9_000) == (stops ? 0 : 50))
  }

  /// A scroll target lands with its element's line at the top of the view, in the self-sizing
  /// and the sized flow: the scroll view goes where the model placed the marker.
  @Test func aScrollTargetLandsOnItsLine() {
    let swiftUI = LayoutShiftModel.swiftUI.simulator(seed: 4, count: 3_000)
    let sized = LayoutShiftModel.sized.simulator(seed: 4, count: 3_000)
    for frame in 0..<12 {
      _ = swiftUI.frame(ScrollSession.jumpThenUp.events(inFrame: frame))
      _ = sized.frame(ScrollSession.jumpThenUp.events(inFrame: frame))
    }
    let selfSizing = swiftUI as! SwiftUIFlowSimulator
    #expect(selfSizing.visibleSlots().first?.items.contains(1_500) == true)
    #expect(selfSizing.offset == selfSizing.visibleSlots().first?.start)
    let sizedFlow = sized as! SizedFlowSimulator
    let first = sizedFlow.model.firstSlotInView()
    #expect(first?.items.contains(1_500) == true && sizedFlow.offset == first?.start)
  }
}
