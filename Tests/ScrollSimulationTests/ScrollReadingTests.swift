import FlowLayoutEngine
import ScrollSimulation
import TestScale
import Testing

@testable import SwiftFlowLayout

/// Where `scrollTo` aligns the lazy flows' marker is left open by the documentation; the flows
/// hold under either reading (`LayoutShiftTests`, the `content-margins` session), and the
/// figures see a flow that takes the wrong one.
@Suite struct ScrollReadingTests {
  /// The frame after the `content-margins` jump has landed and the drag up has begun: the
  /// flows have learned the reading from the jump's landing by then.
  static let afterTheJump = 45

  /// The frames the session runs for: until every kind of its events has happened, and 20
  /// more.
  static let frames = LayoutShiftTests.frames(of: .contentMargins)

  /// The readings the controls run under: all at the full scale, the bounds' at the quick one
  /// (where a flow made to take the safe area's lands off by the whole start inset).
  static let readings: [ScrollReading] =
    TestScale.current == .full ? ScrollReading.allCases : [.bounds]

  /// The frames of `model` through `content-margins` under `reading`, made after the jump to
  /// take the other reading.
  static func framesTakingTheOtherReading(_ model: LayoutShiftModel, reading: ScrollReading)
    -> (frames: [SimulatedFrame], axis: FlowAxis)
  {
    let simulator = model.simulator(
      seed: 2, count: 3_000, session: .contentMargins, reading: reading)
    let other = MarkerEdge(
      learned: reading == .bounds ? ScrollSession.contentMarginInsets.start : 0)
    let frames = simulator.run(.contentMargins, frames: Self.frames) { number in
      guard number == Self.afterTheJump else { return }
      (simulator as? SwiftUIFlowSimulator)?.model.markerEdge = other
      (simulator as? SizedFlowSimulator)?.model.markerEdge = other
    }
    return (frames, simulator.axis)
  }

  /// A self-sizing flow made to take the other reading after the jump: its corrections land off
  /// by the insets at the start, which the shift figure counts, and nothing else. Those made
  /// while the user drags teach it nothing, since the drag moves their landing too; the first
  /// made at rest, for an edit above, shows the bounds' reading again, and later ones land where
  /// asked.
  @Test(arguments: Self.readings)
  func aSelfSizingFlowThatTakesTheOtherReadingShifts(reading: ScrollReading) {
    let (frames, axis) = Self.framesTakingTheOtherReading(.swiftUI, reading: reading)
    let figures = LayoutShiftFigures(frames: frames, axis: axis)
    #expect(figures.shifted > 0, "\(reading): \(figures.description)")
    // Off by where the reading's edge is from the one taken: the whole start inset, or the
    // safe area's part of it where the marker aligns with the safe area alone.
    let edge =
      reading == .safeAreaOnly
      ? ScrollSession.safeAreaInsets.start : ScrollSession.contentMarginInsets.start
    #expect(figures.largest >= edge - 0.5, "\(reading): \(figures.description)")
    #expect(figures.estimates == 0 && figures.lost == 0 && figures.stopped == 0)
    // Where the bounds' reading holds, learned again at the first edit, in frame 100: the
    // frames after its correction shift nothing. Under the safe area's, the lead is the bar
    // and the margin, which the flow, reading only the safe area, cannot tell from a user's
    // scroll: only a target's landing teaches it.
    if reading == .bounds {
      let late = Array(frames.suffix(from: 103))
      #expect(LayoutShiftFigures(frames: late, axis: axis).shifted == 0)
    }
  }

  /// The sized flow made to take the other reading after the jump shifts in the same way.
  @Test(arguments: Self.readings)
  func aSizedFlowThatTakesTheOtherReadingShifts(reading: ScrollReading) {
    let (frames, axis) = Self.framesTakingTheOtherReading(.sized, reading: reading)
    let figures = LayoutShiftFigures(frames: frames, axis: axis)
    #expect(figures.shifted > 0, "\(reading): \(figures.description)")
    #expect(figures.estimates == 0 && figures.lost == 0 && figures.stopped == 0)
  }

  /// Where a programmatic scroll stops a fling, as before iOS 18, the corrections that a fling
  /// up after a jump meets in the self-sizing flow, for lines measured above the view, stop it,
  /// and the stop figure counts them, and nothing else; where the platform keeps a fling going,
  /// nothing stops it. The sized flow, whose sizes are known, makes no correction there.
  @Test(arguments: [LayoutShiftModel.swiftUI, .sized])
  func correctionsStopAFlingOnlyWhereThePlatformStopsFlings(model: LayoutShiftModel) {
    for reading in [ScrollReading.stopsFlings, .safeArea] {
      let simulator = model.simulator(
        seed: 2, count: 3_000, session: .flingUpAfterJump, reading: reading)
      let frames = simulator.run(
        .flingUpAfterJump, frames: LayoutShiftTests.frames(of: .flingUpAfterJump))
      let figures = LayoutShiftFigures(frames: frames, axis: simulator.axis)
      let summary = "\(model) \(reading): \(figures.description)"
      let stops = model == .swiftUI && reading == .stopsFlings
      #expect((figures.stopped > 0) == stops, "\(summary)")
      #expect(figures.shifted == 0 && figures.estimates == 0 && figures.blank == 0, "\(summary)")
      #expect(figures.lost == 0 && figures.unreachable == 0, "\(summary)")
    }
  }

  /// Where `onChange` runs its action in a transaction of its own, a lazy flow whose window
  /// moves on an edit's animation while the correction for it scrolls at once shifts what the
  /// user sees, and the shift figure counts those frames, and nothing else, while the edits in
  /// view move on their animation in the frames kept apart. Holding still what the correction
  /// keeps in place, the window placed and the scroll made without animation in the update that
  /// asks for it, moves nothing under either reading (`LayoutShiftTests`, `animated-edit`).
  @Test(arguments: [LayoutShiftModel.swiftUI, .sized])
  func aCorrectionThatScrollsAtOnceUnderAnAnimationShifts(model: LayoutShiftModel) {
    let simulator = model.simulator(
      seed: 2, count: 3_000, session: .animatedEdit, reading: .dropsAnimation)
    (simulator as? SwiftUIFlowSimulator)?.holdsCorrectionsStill = false
    (simulator as? SizedFlowSimulator)?.holdsCorrectionsStill = false
    let frames = simulator.run(.animatedEdit, frames: LayoutShiftTests.frames(of: .animatedEdit))
    let figures = LayoutShiftFigures(frames: frames, axis: simulator.axis)
    let summary = "\(model): \(figures.description)"
    #expect(figures.shifted > 0, "\(summary)")
    var others = figures
    others.frames = 0
    others.shifted = 0
    others.largest = 0
    #expect(others == LayoutShiftFigures(), "\(summary)")
    let apart = LayoutShiftFigures(frames: frames, axis: simulator.axis, apart: true)
    #expect(apart.shifted > 10, "\(summary)")
  }

  /// The sized flow in the app's scroll view under a 91-point navigation bar (and a 34-point
  /// home indicator), which it cannot read, before any scroll target has shown where `scrollTo`
  /// aligns: edits above the view, with and without an animation, move nothing the user sees
  /// where it aligns with the safe area; where it aligns with the bounds, the first correction
  /// lands off by the bar, once, and shows the edge. A target set before the flow appears lands
  /// below the bar under either reading. The flow takes the bar from where its scroll view
  /// appeared; taking no inset, its corrections landed 91 points off under the safe area's
  /// reading, each time, and its targets under the bar under the bounds'.
  @Test(arguments: [ScrollSession.editAbove, .animatedEdit, .deepLink])
  func aSizedFlowUnderABarMovesNothingUnderEitherReading(session: ScrollSession) {
    for reading in [ScrollReading.bounds, .safeArea] {
      let simulator = SizedFlowSimulator(
        elements: LayoutShiftModel.elements(seed: 1, count: 1_000, session: session),
        flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), length: 390, viewportLength: 844,
        insets: ScrollInsets(start: 91, end: 34), reading: reading,
        targetBeforeAppearing: session.targetBeforeAppearing)
      let frames = simulator.run(session, frames: LayoutShiftTests.frames(of: session))
      let figures = LayoutShiftFigures(frames: frames, axis: simulator.axis)
      let summary = "\(reading) \(session): \(figures.description)"
      if reading == .bounds {
        // The frame the first correction lands in, and the one its second request lands in.
        #expect(figures.shifted <= 2 && figures.largest <= 91, "\(summary)")
      } else {
        #expect(figures.shifted == 0, "\(summary)")
      }
      #expect(figures.unreachable == 0 && figures.blank == 0, "\(summary)")
    }
  }
}
