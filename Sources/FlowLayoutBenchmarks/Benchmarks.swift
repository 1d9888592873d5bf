import FlowLayoutEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The results of a run, by case name and item count, in median ns per item.
typealias Results = [String: [Int: Double]]

/// Times the engine with default settings, with every arrangement setting active, with each
/// optimal line breaker, and with each per-item setting, in turns with the bare loop.
func runLayoutBenchmarks(counts: [Int], samples: Int, only: String?, results: inout Results) {
  let available = 600.0
  let proposal = ProposedSize(width: available, height: nil)
  let everything = FlowEngine(
    itemSpacing: 8, lineSpacing: 8, justification: .center, itemAlignment: .center,
    wrap: .reverse, layoutDirection: .rightToLeft)
  print("Layout of tags 30–120 wide in a width of 600: ns per item, median and minimum of")
  print("\(samples) samples after a warm-up, taken in turns with the bare loop, and the median of")
  print("the time as a multiple of the bare loop's in the same turn.")
  print(row("n", "case", "median", "minimum", "× bare loop"))
  let engines: [(String, FlowEngine)] = [
    ("engine, greedy", FlowEngine()),
    ("engine, every setting", everything),
    ("engine, balanced", FlowEngine(lineBreaking: .balanced)),
    ("engine, min. raggedness", FlowEngine(lineBreaking: .minimumRaggedness)),
    // Rows aligned on their items' first baselines, as text chips often are: the general steps.
    ("engine, baselines", FlowEngine(itemAlignment: .firstTextBaseline)),
  ]
  for count in counts {
    let tags = makeTags(count: count)
    let widths = tags.map(\.width)
    let heights = tags.map(\.height)
    var xs = [Double](repeating: 0, count: count)
    var ys = [Double](repeating: 0, count: count)
    let bare = {
      bareGreedyLoop(
        widths: widths, heights: heights, available: available, spacing: 8, xs: &xs, ys: &ys)
      consume(xs)
    }
    let cases =
      (engines.map { name, flow in (name, layoutCase(flow, tags, proposal)) }
      + itemSettingCases(tags, proposal)).filter { name, _ in only.map(name.contains) ?? true }
    if cases.isEmpty, let only { fail("no case's name contains \"\(only)\"") }
    let timings = measureInTurns(count: count, samples: samples, [bare] + cases.map(\.1))
    for (name, timing) in zip(["bare greedy loop"] + cases.map(\.0), timings) {
      results[name, default: [:]][count] = timing.median
      print(
        row(
          String(count), name, format(timing.median), format(timing.minimum),
          format(timing.relative)))
    }
  }
}

/// The per-item settings, each on the same tags: boxes that share their lines equally (a zero
/// basis, equal weights, no minimum), boxes of which every third has its own alignment,
/// balanced breaking into at least three lines, separators between items and lines, and boxes
/// of which every tenth is empty, collapsing.
func itemSettingCases(_ tags: [Tag], _ proposal: ProposedSize) -> [(String, () -> Void)] {
  let equal = tags.map {
    BoxItem(
      width: $0.width, height: $0.height, minWidth: 0, maxWidth: .infinity, grow: 1, basis: 0)
  }
  let aligned = tags.enumerated().map { index, tag in
    BoxItem(
      width: tag.width, height: tag.height - Double(index % 3) * 4,
      alignment: index.isMultiple(of: 3) ? .end : nil)
  }
  let sparse = tags.enumerated().map { index, tag in
    BoxItem(width: index % 10 == 9 ? 0 : tag.width, height: tag.height)
  }
  return [
    ("BoxItem, equal widths", layoutCase(FlowEngine(), equal, proposal)),
    ("BoxItem, own alignment", layoutCase(FlowEngine(), aligned, proposal)),
    (
      "engine, balanced, minLines 3",
      layoutCase(
        FlowEngine(lineBreaking: .balanced, minLines: 3), tags, proposal)
    ),
    (
      "engine, separators",
      layoutCase(
        FlowEngine(
          itemSeparator: Size(width: 1, height: 16), lineSeparator: LineSeparator(thickness: 1)),
        tags, proposal)
    ),
    (
      "BoxItem, collapsing, 1 in 10 empty",
      layoutCase(FlowEngine(collapsesEmptyItems: true), sparse, proposal)
    ),
  ]
}

/// Times the optimal line breakers in turns with greedy breaking at several ratios of the
/// available width to the average item, where lines hold about that many items.
func runLineBreakingBenchmarks(counts: [Int], samples: Int) {
  print("\nLine breaking at width / average item = 10, 100, 1,000: ns per item, median, and the")
  print("median of the time as a multiple of greedy's in the same turn, at the same n and ratio.")
  print(row("n", "case", "ratio 10", "ratio 100", "ratio 1,000"))
  for count in counts {
    let tags = makeTags(count: count)
    let averageWidth = tags.reduce(0) { $0 + $1.width + 8 } / Double(tags.count)
    var cells = [[String]](repeating: [], count: LineBreaking.allCases.count)
    for ratio in [10.0, 100, 1_000] {
      let proposal = ProposedSize(width: ratio * averageWidth, height: nil)
      let layouts = LineBreaking.allCases.map { breaking in
        layoutCase(FlowEngine(itemSpacing: 8, lineBreaking: breaking), tags, proposal)
      }
      let timings = measureInTurns(count: count, samples: samples, layouts)
      for (index, timing) in timings.enumerated() {
        cells[index].append(
          index == 0
            ? format(timing.median)
            : "\(format(timing.median)) (\(format(timing.relative))×)")
      }
    }
    for (breaking, cells) in zip(LineBreaking.allCases, cells) {
      print(row(String(count), breaking.rawValue, cells[0], cells[1], cells[2]))
    }
  }
}

/// Times each optimal line breaker in turns with the straightforward dynamic program in C for
/// the same objective (``bareDynamicProgram(widths:gap:available:objective:)``), with the short
/// and middling lines where such a program is at its best: it tries every line that fits, so
/// its time grows with the items per line.
func runDynamicProgramBenchmarks(counts: [Int], samples: Int) {
  print("\nOptimal breaking against the straightforward dynamic program in C for the same")
  print("objective, at width / average item = 10 and 100: ns per item, median, and the median")
  print("of the engine's time as a multiple of the program's in the same turn.")
  print(row("n", "case", "ratio 10", "ratio 100"))
  for count in counts {
    let tags = makeTags(count: count)
    let widths = tags.map(\.width)
    let averageWidth = tags.reduce(0) { $0 + $1.width + 8 } / Double(tags.count)
    for objective in [LineBreaking.balanced, .minimumRaggedness] {
      var program: [String] = []
      var engine: [String] = []
      for ratio in [10.0, 100] {
        let available = ratio * averageWidth
        let timings = measureInTurns(
          count: count, samples: samples,
          [
            bareDynamicProgram(
              widths: widths, gap: 8, available: available, objective: objective),
            layoutCase(
              FlowEngine(itemSpacing: 8, lineBreaking: objective), tags,
              ProposedSize(width: available, height: nil)),
          ])
        program.append(format(timings[0].median))
        engine.append("\(format(timings[1].median)) (\(format(timings[1].relative))×)")
      }
      print(row(String(count), "C program, \(objective.rawValue)", program[0], program[1]))
      print(row(String(count), "engine, \(objective.rawValue)", engine[0], engine[1]))
    }
  }
}

/// One layout of `tags` by `flow`, into storage of its own that each call reuses.
func layoutCase<Item: FlowItem>(_ flow: FlowEngine, _ tags: [Item], _ proposal: ProposedSize)
  -> () -> Void
{
  var result = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
  return {
    flow.layout(tags, proposal: proposal, into: &result)
    consume(result.size)
  }
}

/// A table row in fixed-width columns.
func row(_ cells: String...) -> String {
  let widths = [10, 36, 17, 17, 17]
  return zip(cells, widths).map(padded).joined().trimmingTrailingSpaces()
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

/// `value` with `decimals` decimals.
func format(_ value: Double, decimals: Int = 2) -> String {
  var scale = 1
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((value * Double(scale)).rounded())
  let fraction = String(scaled % scale)
  return "\(scaled / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

/// `text` followed by spaces up to `width` characters, and at least one.
func padded(_ text: String, to width: Int) -> String {
  text + String(repeating: " ", count: max(1, width - text.count))
}

/// Lays out `count` tags once and prints the process's peak resident memory.
func reportPeakMemory(count: Int, lineBreaking: LineBreaking) {
  let tags = makeTags(count: count)
  let result = FlowEngine(lineBreaking: lineBreaking)
    .layout(tags, proposal: ProposedSize(width: 600, height: nil))
  consume(result.size)
  print(
    "Peak memory laying out \(count) tags, \(lineBreaking.rawValue) breaking: "
      + "\(maximumResidentMegabytes()) MB")
}

/// Writes the results as JSON, for Scripts/plot-benchmarks.py.
func writeJSON(_ results: Results, to path: String) {
  let series = results.keys.sorted().map { name in
    let points = results[name]!.keys.sorted().map { "\"\($0)\": \(results[name]![$0]!)" }
    return "  \"\(name)\": {\(points.joined(separator: ", "))}"
  }
  let text = "{\n" + series.joined(separator: ",\n") + "\n}\n"
  guard let file = fopen(path, "w") else {
    print("cannot write \(path)")
    return
  }
  fputs(text, file)
  fclose(file)
}
