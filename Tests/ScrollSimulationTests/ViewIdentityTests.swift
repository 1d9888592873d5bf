import FlowLayoutEngine
import ScrollSimulation
import Testing

/// The SwiftUI lazy flow's views keep their identity when lines reflow: every view kept from one
/// body to the next shows the element its state was made for, and reflows (measurements, edits,
/// a new width) move kept views rather than create new ones.
@Suite struct ViewIdentityTests {
  /// The views of every frame of `session`, summed.
  static func views(of session: ScrollSession) -> ViewFigures {
    let simulator = LayoutShiftTests.swiftUI(alignment: .center)
    return simulator.run(session, frames: LayoutShiftTests.frames(of: session)).map(\.views).reduce(
      ViewFigures(), +)
  }

  /// Edits in view and a new width move views that stay created, each still showing its own
  /// element; measurements as lines come into the margin and edits above do the same in every
  /// required session (`LayoutShiftTests.requiredSessionsShowNothingMoveNothingBlankAndLoseNothing`).
  @Test(arguments: [ScrollSession.editInView, .widthChange])
  func keptViewsShowTheirOwnElement(session: ScrollSession) {
    let views = Self.views(of: session)
    #expect(views.misplaced == 0, "\(views)")
    #expect(views.kept > views.created, "\(views)")
    #expect(views.moved > 0, "\(views)")
  }

  /// A new width moves the views in view to other places and keeps them: wider lines bring more
  /// elements into the window, whose views are new, but no view of the window before is made
  /// again.
  @Test func aNewWidthKeepsTheViewsItMoves() {
    let simulator = LayoutShiftTests.swiftUI(alignment: .center)
    for number in 0..<99 { _ = simulator.frame(ScrollSession.widthChange.events(inFrame: number)) }
    var views = ViewFigures()
    // The width changes in frame 100; the body that lays it out runs in the frame after.
    for number in 99..<110 {
      views = views + simulator.frame(ScrollSession.widthChange.events(inFrame: number)).views
    }
    #expect(views.misplaced == 0, "\(views)")
    #expect(views.moved > 100, "\(views)")
  }
}
