import FlowLayoutEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Times a self-sizing flow as a lazy flow drives it: estimates of 60×28, true widths from 20
/// to 120, scrolled from the top to the bottom a screen (844 points at a width of 390) at a
/// time, measuring what comes into view; then a jump to the middle of a fresh flow, against a
/// layout of the items before it, and the peak memory of the million.
func runSelfSizingBenchmarks(samples: Int) {
  print("\nA self-sizing flow of tags: estimates 60×28, true widths 20 to 120, width 390, items")
  print("and lines spaced 8, scrolled top to bottom a screen of 844 points at a time, measuring")
  print("what comes into view. Median of \(samples) runs.")
  let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
  let proposal = ProposedSize(width: 390, height: nil)
  var perScreen: [Int: Double] = [:]
  var scrollTime = 0.0
  for count in [1_000_000, 10_000] {
    let truth = trueSizes(count: count)
    var screens = 0
    let times = (0..<samples).map { _ in
      let start = now()
      screens = scrollThrough(flow: flow, truth: truth, proposal: proposal)
      return Double(now() - start)
    }
    perScreen[count] = median(times) / Double(screens)
    if count == 1_000_000 { scrollTime = median(times) }
    print(
      "  \(count) items: \(screens) screens, \(format(median(times) / 1e6)) ms in all, "
        + "\(format(perScreen[count]! / 1e3)) µs a screen")
    if count == 1_000_000 {
      print("  peak memory after scrolling through the million: \(maximumResidentMegabytes()) MB")
    }
  }
  print(
    "  a screen at 1,000,000 items costs \(format(perScreen[1_000_000]! / perScreen[10_000]!))× "
      + "one at 10,000")
  let truth = trueSizes(count: 1_000_000)
  let layoutTime = medianTime(samples: samples) {
    consume(flow.layout(truth, proposal: proposal).size)
  }
  print(
    "  one layout of the million true sizes: \(format(layoutTime / 1e6)) ms; the scroll-through "
      + "costs \(format(scrollTime / layoutTime))× that")
  let jump = median(
    (0..<samples).map { _ in
      var lazy = SelfSizingFlow(flow: flow, count: truth.count, proposal: proposal) { _ in
        Size(width: 60, height: 28)
      }
      let start = now()
      consume(lazy.offset(ofItem: 500_000))
      return Double(now() - start)
    })
  let before = Array(repeating: Size(width: 60, height: 28), count: 500_000)
  let layoutBefore = medianTime(samples: samples) {
    consume(flow.layout(before, proposal: proposal).size)
  }
  print(
    "  a jump to item 500,000: \(format(jump / 1e6)) ms, \(format(jump / layoutBefore))× a "
      + "layout of the 500,000 items before it (\(format(layoutBefore / 1e6)) ms)")
}

/// The tags' true sizes: widths from 20 to 120, 28 high.
func trueSizes(count: Int) -> [Size] {
  var state: UInt64 = 47
  return (0..<count).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Size(width: 20 + Double((state >> 33) % 101), height: 28)
  }
}

/// Scrolls a self-sizing flow of `truth.count` estimates from the top to the bottom, a screen at
/// a time, measuring each line in view at its true size until the screen holds no estimate.
///
/// - Returns: The number of screens.
func scrollThrough(flow: FlowEngine, truth: [Size], proposal: ProposedSize) -> Int {
  var lazy = SelfSizingFlow(flow: flow, count: truth.count, proposal: proposal) { _ in
    Size(width: 60, height: 28)
  }
  var measured = [Bool](repeating: false, count: truth.count)
  var viewport = 0.0..<844.0
  var screens = 0
  while true {
    screens += 1
    while true {
      var sizes: [(index: Int, size: Size)] = []
      for slot in lazy.slots(overlapping: viewport) {
        consume(lazy.frames(in: slot))
        for index in slot.items where !measured[index] {
          measured[index] = true
          sizes.append((index, truth[index]))
        }
      }
      guard !sizes.isEmpty else { break }
      let start = lazy.measure(sizes, viewport: viewport)
      viewport = start..<(start + 844)
    }
    guard viewport.upperBound < lazy.contentLength() else { return screens }
    viewport = viewport.upperBound..<(viewport.upperBound + 844)
  }
}

/// The process's peak resident memory so far, in MB.
func maximumResidentMegabytes() -> Int {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return usage.ru_maxrss / 1024
}

/// The median time of `samples` runs of `body`, in ns.
func medianTime(samples: Int, _ body: () -> Void) -> Double {
  median(
    (0..<samples).map { _ in
      let start = now()
      body()
      return Double(now() - start)
    })
}
