import FlowLayoutEngine

/// A flow in a scroll view, simulated frame by frame in a UI framework's order.
public protocol FrameSimulator: AnyObject {
  /// Runs one frame of `events` and returns what the user sees.
  func frame(_ events: ScrollEvents) -> SimulatedFrame
  /// Whether what is in view has yet to settle after the first screen, a jump or the user's
  /// own action: lines kept out of sight, or a change not yet laid out.
  var isSettling: Bool { get }
  /// The flow's axis.
  var axis: FlowAxis { get }
}

extension FrameSimulator {
  /// Runs the first `count` frames of `session` and returns them, those of the first screen, a
  /// jump and the user's own action, until what is in view settles, marked apart; `beforeFrame`
  /// runs before each frame, with its number.
  public func run(
    _ session: ScrollSession, frames count: Int = ScrollSession.frameCount,
    beforeFrame: (Int) -> Void = { _ in }
  ) -> [SimulatedFrame] {
    var frames: [SimulatedFrame] = []
    frames.reserveCapacity(count)
    var apart = true
    for number in 0..<count {
      beforeFrame(number)
      let events = session.events(inFrame: number)
      if events.jump != nil || events.movesTheView { apart = true }
      var frame = frame(events)
      frame.isApart = apart
      frames.append(frame)
      if apart, !isSettling { apart = false }
    }
    return frames
  }
}

extension SwiftUIFlowSimulator: FrameSimulator {
  public var axis: FlowAxis { model.flow.flow.axis }
}
