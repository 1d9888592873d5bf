import FlowLayoutEngine
import ScrollSimulation

/// `--layout-shift`: the two figures of each kind of scroll session, for each model, summed over
/// five seeds of 20,000 elements of 20–120 × 20–60 estimated at 60 × 28, 390 points wide in a
/// viewport 844 long: one line `<model> <session> frames=F shifted=S largest=L estimates=E` of
/// the frames counted, then one line starting `apart` of the frames reported apart (the first
/// screen and the screen after a jump before their measurements land, and the user's own
/// actions that move the view).
func reportLayoutShift() {
  var apartLines: [String] = []
  for model in LayoutShiftModel.allCases {
    for session in ScrollSession.allCases {
      var counted = LayoutShiftFigures()
      var apart = LayoutShiftFigures()
      for seed in 0..<5 {
        let figures = model.simulator(seed: UInt64(seed)).figures(of: session)
        counted = counted + figures.counted
        apart = apart + figures.apart
      }
      print("\(model.rawValue) \(session.rawValue) \(counted.description)")
      apartLines.append("apart \(model.rawValue) \(session.rawValue) \(apart.description)")
    }
  }
  for line in apartLines { print(line) }
}
