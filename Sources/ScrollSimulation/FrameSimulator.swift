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
  /// The data as it is now.
  var data: SimulatedElements { get }
  /// The part of the view, across the lines and in screen coordinates, that no bar or margin
  /// covers: where a scroll target must be drawn.
  var unobscured: Range<Double> { get }
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
    // The element a scroll target asked for, until what is in view settles.
    var target = session.targetBeforeAppearing.map(data.id(of:))
    for number in 0..<count {
      beforeFrame(number)
      let events = session.events(inFrame: number)
      if events.jump != nil || events.movesTheView { apart = true }
      if let jump = events.jump { target = data.id(of: jump) }
      var frame = frame(events)
      frame.isApart = apart
      if apart, !isSettling {
        apart = false
        // Once settled, the target is drawn in view: the target itself, or where it has no
        // views to draw (its content an `if` that is false), the first element after it that
        // has.
        if let id = target, let shown = data.firstDrawn(from: id) {
          frame.missedTarget = frame.visible[shown].map { !meetsUnobscured($0) } ?? true
        }
        target = nil
      }
      frames.append(frame)
    }
    return frames
  }
}

extension FrameSimulator {
  /// Whether `rect`, on screen, lies at least partly in the part of the view no bar or margin
  /// covers.
  func meetsUnobscured(_ rect: Rect) -> Bool {
    let start = axis == .horizontal ? rect.minY : rect.minX
    let end = axis == .horizontal ? rect.maxY : rect.maxX
    return start < unobscured.upperBound - 0.5 && end > unobscured.lowerBound + 0.5
  }
}

extension SwiftUIFlowSimulator: FrameSimulator {
  public var axis: FlowAxis { model.flow.flow.axis }
  public var data: SimulatedElements { elements }
  public var unobscured: Range<Double> { scrollView.unobscured }
}

extension SimulatedElements {
  /// The identity of the element `jump` targets among the elements as they are now.
  func id(of jump: ScrollJump) -> Int { ids[jump.target(among: ids.count)] }

  /// The first element from `id` on, in order, that has views to draw.
  func firstDrawn(from id: Int) -> Int? {
    guard let position = ids.firstIndex(of: id) else { return nil }
    return ids[position...].first { !views(ofID: $0).isEmpty }
  }
}
