import FlowLayoutEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The benchmark cases: the engine with default settings, with every arrangement setting active,
/// and with each optimal line breaker, each beside the bare loop in the same run.
func runBenchmarks(quick: Bool, only: String?) {
  let counts = quick ? [100, 1_000, 10_000] : [100, 1_000, 10_000, 100_000, 1_000_000]
  let samples = quick ? 5 : 15
  let available = 600.0
  let proposal = ProposedSize(width: available, height: nil)
  let everything = FlowEngine(
    itemSpacing: 8, lineSpacing: 8, justification: .center, itemAlignment: .center,
    wrap: .reverse, layoutDirection: .rightToLeft)
  print(
    "flowlayout-bench: ns per item, median (minimum) of \(samples) samples; width \(Int(available)), tags 30–120 wide"
  )
  print("n          case                     median     minimum    × bare loop")
  for count in counts {
    let tags = makeTags(count: count)
    let widths = tags.map(\.width)
    let heights = tags.map(\.height)
    var xs = [Double](repeating: 0, count: count)
    var ys = [Double](repeating: 0, count: count)
    let bare = measure(count: count, samples: samples) {
      bareGreedyLoop(
        widths: widths, heights: heights, available: available, spacing: 8, xs: &xs, ys: &ys)
      consume(xs)
    }
    report(count, "bare greedy loop", bare, baseline: bare.median)
    var result = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
    let cases: [(String, FlowEngine)] = [
      ("engine, greedy", FlowEngine()),
      ("engine, every setting", everything),
      ("engine, balanced", FlowEngine(lineBreaking: .balanced)),
      ("engine, min. raggedness", FlowEngine(lineBreaking: .minimumRaggedness)),
    ]
    for (name, flow) in cases where only.map(name.contains) ?? true {
      let timing = measure(count: count, samples: samples) {
        flow.layout(tags, proposal: proposal, into: &result)
        consume(result.size)
      }
      report(count, name, timing, baseline: bare.median)
    }
  }
}

func report(
  _ count: Int, _ name: String, _ timing: (median: Double, minimum: Double), baseline: Double
) {
  func column(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
  print(
    column(String(count), 11) + column(name, 25) + column(format(timing.median), 11)
      + column(format(timing.minimum), 11) + format(timing.median / baseline))
}

func format(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// Lays out `count` tags once and prints the process's peak resident memory.
func reportPeakMemory(count: Int) {
  let tags = makeTags(count: count)
  let result = FlowEngine().layout(tags, proposal: ProposedSize(width: 600, height: nil))
  consume(result.size)
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  print("peak memory for \(count) items: \(usage.ru_maxrss / 1024) MB")
}
