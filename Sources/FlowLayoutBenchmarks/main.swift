import FlowLayoutEngine

// flowlayout-bench: times the engine against a bare greedy loop in the same run. Run it in
// release mode: `swift run -c release flowlayout-bench [--quick] [--only NAME] [--json FILE]`,
// `--item-types` to time only the item types callers use, `--incremental` to time only edits
// of an incremental flow and a lazy flow's work, or
// `--peak-memory N [--line-breaking MODE]` to report the peak memory of laying out N tags.

let arguments = Array(CommandLine.arguments.dropFirst())
func value(after option: String) -> String? {
  arguments.firstIndex(of: option).flatMap { arguments.dropFirst($0 + 1).first }
}

if let count = value(after: "--peak-memory") {
  reportPeakMemory(
    count: Int(count) ?? 1_000_000,
    lineBreaking: value(after: "--line-breaking").flatMap(LineBreaking.init(rawValue:)) ?? .greedy)
} else if arguments.contains("--incremental") {
  runLazyFlowBenchmarks(count: 1_000_000, samples: 5)
  runIncrementalBenchmarks(count: 1_000_000, samples: 5)
} else if arguments.contains("--item-types") {
  runItemTypeBenchmarks(counts: [100, 1_000, 10_000, 100_000], samples: 15)
} else {
  let quick = arguments.contains("--quick")
  let counts = quick ? [100, 1_000, 10_000] : [100, 1_000, 10_000, 100_000, 1_000_000]
  let samples = quick ? 5 : 15
  var results: Results = [:]
  runLayoutBenchmarks(
    counts: counts, samples: samples, only: value(after: "--only"), results: &results)
  if value(after: "--only") == nil {
    runLineBreakingBenchmarks(
      counts: quick ? [1_000] : [1_000, 100_000, 1_000_000], samples: quick ? 3 : 5)
    runDynamicProgramBenchmarks(
      counts: quick ? [1_000] : [1_000, 100_000, 1_000_000], samples: quick ? 3 : 5)
    runItemTypeBenchmarks(counts: counts, samples: samples)
    runLazyFlowBenchmarks(count: quick ? 100_000 : 1_000_000, samples: quick ? 3 : 5)
    runIncrementalBenchmarks(count: quick ? 100_000 : 1_000_000, samples: quick ? 3 : 5)
    reportMeasurementCounts(count: 1_000)
  }
  if let path = value(after: "--json") { writeJSON(results, to: path) }
}
