import FlowLayoutEngine
import ScrollSimulation

/// `--layout-shift`: the figures of each kind of scroll session (``ScrollSession/sessions(of:)``),
/// for each model, summed over five seeds of 20,000 elements of 20–120 × 20–60 estimated at
/// 60 × 28, 390 points wide in a viewport 844 long (40 of them for the expandable flow): one line
/// `<model> <session> frames=F shifted=S largest=L estimates=E blank=B lost=K stopped=T
/// outside=O unreachable=U late=N` of the
/// frames counted, then one line starting `apart` of the frames reported apart (the first
/// screen and the screen after a jump before their measurements land, and the user's own
/// actions that move the view). Where a session meets a behaviour the documentation leaves open
/// (`ScrollSession.readings`: where `scrollTo` aligns the lazy flows' marker in
/// `content-margins`, whether a programmatic scroll stops a fling in the fling sessions), the
/// lazy flows also print a line for each reading, named `<model>/<reading>` (`swiftui/bounds`,
/// `swiftui/safe-area`, `swiftui/stops-flings`); their plain line is the default reading, the
/// safe area's. Last, for the SwiftUI lazy flows, one line
/// `views <model> <session> created=C kept=K moved=M misplaced=X window=W lost=L` of what became
/// of their views, by the key their `ForEach` gives them, over every frame.
func reportLayoutShift() {
  var apartLines: [String] = []
  var viewLines: [String] = []
  for model in LayoutShiftModel.allCases {
    for session in ScrollSession.sessions(of: model) {
      let others = model.readings(of: session)
      let readings: [(name: String, reading: ScrollReading)] =
        [(model.rawValue, .safeArea)]
        + (others.count > 1 ? others.map { ("\(model.rawValue)/\($0.rawValue)", $0) } : [])
      for (name, reading) in readings {
        var counted = LayoutShiftFigures()
        var apart = LayoutShiftFigures()
        var views = ViewFigures()
        for seed in 0..<5 {
          let simulator = model.simulator(seed: UInt64(seed), session: session, reading: reading)
          let frames = simulator.run(session)
          counted = counted + LayoutShiftFigures(frames: frames, axis: simulator.axis)
          apart = apart + LayoutShiftFigures(frames: frames, axis: simulator.axis, apart: true)
          views = frames.map(\.views).reduce(views, +)
        }
        print("\(name) \(session.rawValue) \(counted.description)")
        apartLines.append("apart \(name) \(session.rawValue) \(apart.description)")
        if model == .swiftUI || model == .sized {
          viewLines.append("views \(name) \(session.rawValue) \(views.description)")
        }
      }
    }
  }
  for line in apartLines + viewLines { print(line) }
}
