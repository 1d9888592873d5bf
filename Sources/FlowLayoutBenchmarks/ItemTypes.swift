import FlowLayoutEngine
import SwiftFlowLayout

/// A subview as the SwiftUI types see one, standing in for SwiftUI's `LayoutSubview`: it answers
/// from a tag's size, like a fixed-size view.
struct FakeSubview: FlowSubview {
  let tag: Tag

  func dimensions(in proposal: ProposedSize) -> ItemDimensions { tag.dimensions(in: proposal) }
  var spacing: SpacingPreferences { .standard }
  var breakBefore: Bool { false }
  var grow: Double { 0 }
  var overflowCount: Int? { nil }
  func place(at origin: Point, proposal: ProposedSize) {}
}

/// Times greedy layout of the same tags as each item type callers use, in turns with the
/// cheapest item (``Tag``): `BoxItem` (what the previewer's chips and most callers build), and
/// the SwiftUI types' subviews through fakes, sized for a new width with the cache kept, as
/// in every frame of a live resize (the subviews' ideal sizes are remembered), and with a fresh
/// cache, as SwiftUI sizes them after the subviews change; and a whole SwiftUI-like pass over
/// them, as in a frame of a live resize: sized for zero, unspecified and infinite proposals
/// (kept in the cache) and a new width, then placed.
func runItemTypeBenchmarks(counts: [Int], samples: Int) {
  print("\nGreedy layout by item type, in a width of 600: ns per item, median, and the median of")
  print("the time as a multiple of the minimal item's in the same turn.")
  print(row("n", "item type", "median", "× minimal"))
  let flow = FlowEngine()
  let proposal = ProposedSize(width: 600, height: nil)
  for count in counts {
    let tags = makeTags(count: count)
    let boxes = tags.map { BoxItem(width: $0.width, height: $0.height) }
    let subviews = tags.map(FakeSubview.init)
    var keptCache = FlowLayoutCache(subviewCount: subviews.count)
    var passCache = FlowLayoutCache(subviewCount: subviews.count)
    var frame = 0
    var passFrame = 0
    let cases: [(String, () -> Void)] = [
      ("minimal item", layoutCase(flow, tags, proposal)),
      ("BoxItem", layoutCase(flow, boxes, proposal)),
      (
        "subviews, new width",
        {
          let width = nextResizeWidth(&frame)
          consume(flow.sizeThatFits(proposal: width, subviews: subviews, cache: &keptCache))
        }
      ),
      (
        "subviews, fresh cache",
        {
          var cache = FlowLayoutCache(subviewCount: subviews.count)
          consume(flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache))
        }
      ),
      (
        "subviews, SwiftUI-like pass",
        {
          let width = nextResizeWidth(&passFrame)
          consume(flow.sizeThatFits(proposal: .zero, subviews: subviews, cache: &passCache))
          consume(flow.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &passCache))
          consume(flow.sizeThatFits(proposal: .infinity, subviews: subviews, cache: &passCache))
          let size = flow.sizeThatFits(proposal: width, subviews: subviews, cache: &passCache)
          flow.placeSubviews(
            in: Rect(origin: Point(x: 16, y: 40), size: size), proposal: width,
            subviews: subviews, cache: &passCache)
        }
      ),
    ]
    let timings = measureInTurns(count: count, samples: samples, cases.map(\.1))
    for ((name, _), timing) in zip(cases, timings) {
      print(row(String(count), name, format(timing.median), format(timing.relative)))
    }
  }
}

/// The width of the next frame of a live resize, the one after `frame`: one the cache has not
/// kept, since it keeps the latest eight and the widths come round every sixteen frames.
func nextResizeWidth(_ frame: inout Int) -> ProposedSize {
  frame = frame == 15 ? 0 : frame + 1
  return ProposedSize(width: 600 - Double(frame) / 4, height: nil)
}
