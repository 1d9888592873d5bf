import FlowLayoutEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// flowlayout-bench: times the engine against a bare greedy loop in the same run. Run it in
// release mode (`swift run -c release flowlayout-bench`): by default every case; `--quick` the
// small sizes only; `--only NAME` one case; `--json FILE` writes the medians; `--item-types` times
// only the item types callers use; `--incremental` only edits of an incremental flow and a lazy
// flow's work; `--peak-memory N [--line-breaking MODE]` reports the peak memory of laying out N
// tags; `--self-sizing` a self-sizing flow scrolled through; `--collection` the collection view
// layout. `--help` prints the usage below; an unknown option or value is a usage error (exit
// status 64).

let usage = """
  usage: flowlayout-bench [--quick] [--only NAME] [--json FILE]
         flowlayout-bench --item-types | --incremental | --self-sizing | --collection
         flowlayout-bench --layout-shift
         flowlayout-bench --peak-memory N [--line-breaking greedy|balanced|minimumRaggedness]
  """
let arguments = Array(CommandLine.arguments.dropFirst())
func value(after option: String) -> String? {
  arguments.firstIndex(of: option).flatMap { arguments.dropFirst($0 + 1).first }
}

/// Stops with `message` and the usage on standard error, and exit status 64 (a usage error),
/// rather than running a benchmark that was not asked for.
func fail(_ message: String) -> Never {
  let text = Array("flowlayout-bench: \(message)\n\(usage)\n".utf8)
  _ = text.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  exit(64)
}

if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}
let flags: Set = [
  "--quick", "--item-types", "--incremental", "--self-sizing", "--collection", "--layout-shift",
]
let options: Set = ["--only", "--json", "--peak-memory", "--line-breaking"]
var position = 0
while position < arguments.count {
  let argument = arguments[position]
  if options.contains(argument) {
    guard position + 1 < arguments.count else { fail("\(argument) needs a value") }
    position += 2
  } else if flags.contains(argument) {
    position += 1
  } else {
    fail("unknown argument \(argument)")
  }
}
if let count = value(after: "--peak-memory"), (Int(count) ?? 0) <= 0 {
  fail("--peak-memory needs a positive whole number, not \(count)")
}
if let mode = value(after: "--line-breaking"), LineBreaking(rawValue: mode) == nil {
  fail("unknown line breaking \(mode)")
}

if let count = value(after: "--peak-memory") {
  reportPeakMemory(
    count: Int(count)!,
    lineBreaking: value(after: "--line-breaking").flatMap(LineBreaking.init(rawValue:)) ?? .greedy)
} else if arguments.contains("--incremental") {
  runLazyFlowBenchmarks(count: 1_000_000, samples: 5)
  runIncrementalBenchmarks(count: 1_000_000, samples: 5)
} else if arguments.contains("--self-sizing") {
  runSelfSizingBenchmarks(samples: 5)
} else if arguments.contains("--layout-shift") {
  reportLayoutShift()
} else if arguments.contains("--collection") {
  runCollectionLayoutBenchmarks(samples: 5)
} else if arguments.contains("--item-types") {
  runItemTypeBenchmarks(counts: [10, 100, 1_000, 10_000, 100_000], samples: 15)
} else {
  let quick = arguments.contains("--quick")
  // From 10 items, a flow of chips as a view shows it, where the work done once per layout
  // counts most, to a million.
  let counts = quick ? [10, 100, 1_000, 10_000] : [10, 100, 1_000, 10_000, 100_000, 1_000_000]
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
    if !quick {
      runSelfSizingBenchmarks(samples: 5)
      runCollectionLayoutBenchmarks(samples: 5)
    }
    reportMeasurementCounts(count: 1_000)
  }
  if let path = value(after: "--json") { writeJSON(results, to: path) }
}
