import FlowLayoutEngine
import ScrollSimulation
import Testing

/// A flow with `maxLines`, expanded and collapsed inside `withAnimation` and without, with a
/// chip holding keyboard focus when the collapse hides it: every view moves within the flow as
/// it grows and shrinks, and none the flow hides is drawn once its hidden state lands.
@Suite struct ExpandableFlowTests {
  /// The flow of `LayoutShiftModel.expandable` over the chips of `seed`, its content composed
  /// as `composition` says.
  static func simulator(
    seed: UInt64, composition: ExpandableFlowSimulator.Composition = .everyControlPresent,
    controlsStartHidden: Bool = true
  ) -> ExpandableFlowSimulator {
    ExpandableFlowSimulator(
      elements: SimulatedElements(count: 40, seed: seed),
      flow: FlowEngine(itemSpacing: 8, lineSpacing: 8, maxLines: 3), width: 390,
      composition: composition, controlsStartHidden: controlsStartHidden)
  }

  /// The frame the flow appears in is drawn before the hidden states its first pass sets land:
  /// the collapse control and the indicators start hidden, so it draws none of them, and the
  /// indicator the flow needs shows from the next frame. Started shown, as the views of the
  /// content are, every one of them is drawn in that frame (the positive control).
  @Test(arguments: [true, false])
  func theFirstFrameDrawsNoControlTheFlowHides(controlsStartHidden: Bool) {
    let simulator = Self.simulator(seed: 0, controlsStartHidden: controlsStartHidden)
    let frames = simulator.run(.expandCollapse, frames: 2)
    let controls = frames.map { $0.visible.keys.filter { $0 < 0 } }
    if controlsStartHidden {
      #expect(controls[0].isEmpty)
    } else {
      #expect(controls[0].count == ExpandableFlowSimulator.overflowLimit + 1)
    }
    // Then only the indicator of the chips the three lines hide.
    let hidden = simulator.data.ids.count - frames[1].visible.keys.filter { $0 >= 0 }.count
    #expect(controls[1] == [-1 - hidden])
  }

  /// Through `expand-collapse`, no view is drawn or focused outside the flow's bounds in any
  /// frame, animated or not, and nothing moves once an animation has ended.
  @Test(arguments: 0..<3)
  func everyViewMovesWithinTheFlow(seed: UInt64) {
    let simulator = Self.simulator(seed: seed)
    let frames = simulator.run(.expandCollapse)
    let figures = LayoutShiftFigures(frames: frames, axis: simulator.axis)
    #expect(figures.outside == 0)
    #expect(figures.shifted == 0)
    // The animations ran: what the user expanded moved through the frames kept apart.
    let apart = LayoutShiftFigures(frames: frames, axis: simulator.axis, apart: true)
    #expect(apart.shifted > 20)
  }

  /// The positive control of the outside figure: a collapse control shown only while expanded
  /// and indicators only while collapsed (an `if`), inserted and removed by SwiftUI's default
  /// transition, are drawn at their place while the flow grows toward it, or where they were
  /// while it shrinks away, outside it; every other figure stays 0.
  @Test func controlsThatComeAndGoByAnIfAreDrawnOutsideTheFlow() {
    let simulator = Self.simulator(seed: 0, composition: .controlsSwapped)
    let frames = simulator.run(.expandCollapse)
    let figures = LayoutShiftFigures(frames: frames, axis: simulator.axis)
    #expect(figures.outside > 0)
    var others = figures
    others.outside = 0
    others.frames = 0
    #expect(others == LayoutShiftFigures())
    // Only while animated: the collapse at frame 190, without an animation, removes the control
    // at once.
    let outside = frames.indices.filter { frames[$0].drawsOutside }
    #expect(outside.allSatisfy { $0 < 160 })
  }

  /// Once the collapse's hidden states land, the views drawn are those drawn before the flow
  /// was first expanded, and the focused chip, which the collapse hid, has lost focus: the
  /// keyboard cannot reach a hidden chip.
  @Test func aChipTheCollapseHidesIsNeitherDrawnNorFocused() {
    let simulator = Self.simulator(seed: 1)
    let last = simulator.data.ids.last!
    var focused: [Int?] = []
    let frames = simulator.run(.expandCollapse) { _ in focused.append(simulator.focusedElement) }
    // Focused from frame 50, while expanded; the collapse at 70 hides it.
    #expect(focused[51] == last)
    #expect(focused[72] == nil)
    #expect(frames[100].visible[last] == nil)
    #expect(frames[100].visible == frames[10].visible)
    #expect(frames[10].visible.count < 40)
  }
}
