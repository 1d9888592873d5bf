import FlowLayoutEngine

/// Times edits of an ``IncrementalFlow`` of `count` tags (as `BoxItem`s, what callers build) in
/// turns with a full layout of the same tags: replacing a tag by one 40 points wider and back,
/// inserting one and removing it, each at the start, the middle and the end, and replacing one
/// and reading the container's size and the edited line's frames (as a view that shows that
/// line does) before putting it back; the worst case; and a change of width.
func runIncrementalBenchmarks(count: Int, samples: Int) {
  print("\nIncremental edits of \(count) tags in a width of 600, items spaced 8: µs per case, each")
  print(
    "two edits that leave the flow as it was, median of \(samples) samples in turns with a full")
  print("layout, and the median of the time as a percentage of the full layout's in the same turn.")
  let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
  let proposal = ProposedSize(width: 600, height: nil)
  let boxes = makeTags(count: count).map { BoxItem(width: $0.width, height: $0.height) }
  var incremental = IncrementalFlow(flow: flow, items: boxes, proposal: proposal)
  var result = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
  let positions = [("start", 0), ("middle", count / 2), ("end", count - 1)]
  var cases: [(String, String, () -> Void)] = [
    ("full layout", "", { flow.layout(boxes, proposal: proposal, into: &result) })
  ]
  // Each case leaves the flow as it found it, so that no case's time depends on another's.
  for (name, position) in positions {
    let original = boxes[position]
    let wider = BoxItem(width: original.width + 40, height: original.height)
    cases.append(
      (
        "replace, and back", "at the " + name,
        {
          incremental.apply(.replace(at: position, with: wider))
          incremental.apply(.replace(at: position, with: original))
        }
      ))
    cases.append(
      (
        "insert, and remove", "at the " + name,
        {
          incremental.apply(.insert(wider, at: position))
          incremental.apply(.remove(at: position))
        }
      ))
    cases.append(
      (
        "replace, read, and back", "at the " + name,
        {
          incremental.apply(.replace(at: position, with: wider))
          consume(incremental.size())
          if let line = incremental.line(containing: position) {
            consume(incremental.frames(inLines: line..<(line + 1)))
          }
          incremental.apply(.replace(at: position, with: original))
        }
      ))
  }
  // The worst case: before items of one width, an insertion moves an item from every line to
  // the next, to the end of the flow.
  var equal = IncrementalFlow(
    flow: flow, items: Array(repeating: BoxItem(width: 60, height: 28), count: count),
    proposal: proposal)
  cases.append(
    (
      "insert, and remove at the start", "of equal tags",
      {
        equal.apply(.insert(BoxItem(width: 60, height: 28), at: 0))
        equal.apply(.remove(at: 0))
      }
    ))
  var narrower = false
  cases.append(
    (
      "new width", "",
      {
        narrower.toggle()
        incremental.propose(ProposedSize(width: narrower ? 590 : 600, height: nil))
      }
    ))
  printTimings(of: cases, samples: samples)
}

/// Times what a lazy flow (`LazyHFlow`) does with `count` tags, in turns with a full layout of
/// them as `BoxItem`s: it keeps an ``IncrementalFlow`` of their sizes and, each time its view is
/// updated, brings it to the sizes it is given (here, with one size changed and back) or to a new
/// width (here, 10 points narrower and back), and finds the lines in view (a screen of 844
/// points at a scroll offset) with their frames.
func runLazyFlowBenchmarks(count: Int, samples: Int) {
  print("\nA lazy flow of \(count) tags in a width of 600, items spaced 8: µs per case, median")
  print("of \(samples) samples in turns with a full layout, and the median of the time as a")
  print("percentage of the full layout's in the same turn.")
  let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
  let proposal = ProposedSize(width: 600, height: nil)
  let tags = makeTags(count: count)
  let boxes = tags.map { BoxItem(width: $0.width, height: $0.height) }
  let sizes = tags.map { Size(width: $0.width, height: $0.height) }
  var resized = sizes
  resized[count / 2].width += 40
  var lines = IncrementalFlow(flow: flow, items: sizes, proposal: proposal)
  var result = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
  var offset = 0.0
  let height = lines.size().height
  let cases: [(String, String, () -> Void)] = [
    ("full layout", "", { flow.layout(boxes, proposal: proposal, into: &result) }),
    (
      "update with one size changed, and back", "",
      {
        lines.update(to: resized)
        lines.update(to: sizes)
      }
    ),
    (
      "a new width, and back", "",
      {
        lines.propose(ProposedSize(width: 590, height: nil))
        lines.propose(proposal)
      }
    ),
    (
      "the lines in view and their frames", "",
      {
        offset = (offset + 7_919).truncatingRemainder(dividingBy: height)
        for slot in lines.slots(overlapping: offset..<(offset + 844)) {
          consume(lines.frames(in: slot))
        }
      }
    ),
  ]
  printTimings(of: cases, samples: samples)
}

/// Times `cases`, each one operation, in turns, and prints each one's median time and its
/// ratio to the first's.
func printTimings(of cases: [(String, String, () -> Void)], samples: Int) {
  print(padded("operation", to: 46) + padded("median µs", to: 17) + "% of full layout")
  let timings = measureInTurns(count: 1, samples: samples, cases.map(\.2))
  for ((edit, place, _), timing) in zip(cases, timings) {
    let percent = timing.relative * 100
    print(
      padded(place.isEmpty ? edit : "\(edit) \(place)", to: 46)
        + padded(format(timing.median / 1_000), to: 17)
        + format(percent, decimals: percent < 1 ? 3 : 2))
  }
}
