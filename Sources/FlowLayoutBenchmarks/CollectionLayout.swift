import FlowCollectionLayout
import FlowLayoutEngine

/// A collection view of one section of tags for the benchmark: sizes from the delegate, a
/// screen of 390×844.
final class BenchmarkCollection: FlowCollectionSource {
  let sizes: [Size]
  var visibleRect = Rect(x: 0, y: 0, width: 390, height: 844)

  init(sizes: [Size]) { self.sizes = sizes }

  var numberOfSections: Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { sizes.count }
  func sizeOfItem(at path: FlowItemPath) -> Size { sizes[path.item] }
  func settingsOfItem(at path: FlowItemPath) -> FlowItemSettings { FlowItemSettings() }
  func headerLength(inSection section: Int) -> Double { 0 }
  func footerLength(inSection section: Int) -> Double { 0 }
}

/// Times the collection view layout as a collection view first shows it: `prepare()`, the
/// content size and the attributes of the first screen, for 100,000 tags sized by the delegate,
/// against one `FlowEngine.layout` of the same sizes; then an attributes query for one screen
/// in the middle of 1,000 and of 1,000,000 tags.
func runCollectionLayoutBenchmarks(samples: Int) {
  print("\nA collection view layout of one section of tags sized by the delegate (widths 20 to")
  print("120, height 28, spaced 8, width 390, screens of 844 points). Median of \(samples) runs.")
  let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  for lineBreaking in [LineBreaking.greedy, .balanced] {
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8, lineBreaking: lineBreaking)
    let sizes = trueSizes(count: 100_000)
    let collection = BenchmarkCollection(sizes: sizes)
    let prepare = medianTime(samples: samples) {
      var layout = FlowCollectionLayoutModel(source: collection, flow: flow)
      layout.prepare()
      consume(layout.contentSize)
      consume(layout.elements(in: screen).count)
    }
    let whole = medianTime(samples: samples) {
      consume(flow.layout(sizes, proposal: ProposedSize(width: 390, height: nil)).size)
    }
    print(
      "  \(lineBreaking) breaking, 100,000 tags: prepare() and the first screen take "
        + "\(format(prepare / 1e3)) µs, \(format(prepare / whole))× one layout "
        + "(\(format(whole / 1e3)) µs)")
  }
  let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
  var perQuery: [Int: Double] = [:]
  for count in [1_000, 1_000_000] {
    let collection = BenchmarkCollection(sizes: trueSizes(count: count))
    var layout = FlowCollectionLayoutModel(source: collection, flow: flow)
    layout.prepare()
    // The middle of the content, read once, as a collection view scrolled there has it.
    let middle = layout.element(ofItem: FlowItemPath(section: 0, item: count / 2))!.frame.minY
    let rect = Rect(x: 0, y: middle, width: 390, height: 844)
    consume(layout.elements(in: rect).count)
    perQuery[count] =
      medianTime(samples: samples) {
        for _ in 0..<100 { consume(layout.elements(in: rect).count) }
      } / 100
    print(
      "  \(count) tags: an attributes query for a screen takes \(format(perQuery[count]! / 1e3)) µs"
    )
  }
  print(
    "  a screen's query at 1,000,000 tags costs \(format(perQuery[1_000_000]! / perQuery[1_000]!))× "
      + "one at 1,000")
}
