import BareLineBreaking
import FlowLayoutEngine

/// The optimal line breakers' baseline: the straightforward dynamic program in C
/// (`BareLineBreaking.h`) for the same objective over the items' widths, with its storage made
/// once, as one would write it. It breaks lines and does nothing else: no measuring, no frames.
func bareDynamicProgram(
  widths: [Double], gap: Double, available: Double, objective: LineBreaking
) -> () -> Void {
  var raggedness = [Double](repeating: 0, count: widths.count + 1)
  var lines = [Int](repeating: 0, count: widths.count + 1)
  var previous = [Int](repeating: 0, count: widths.count + 1)
  var starts = [Int](repeating: 0, count: widths.count)
  return {
    consume(
      bare_optimal_line_starts(
        widths, nil, widths.count, gap, available, objective == .balanced,
        objective == .minimumRaggedness, &raggedness, &lines, &previous, &starts))
  }
}
