import FlowLayoutEngine
import SeededRandom
import TestScale
import Testing

/// Properties that must hold for every input, checked on thousands of seeded random cases.
@Suite struct PropertyTests {
  /// 2,000 seeds at the full scale, 500 at the quick one.
  static let seeds: [UInt64] = Array(1...UInt64(TestScale.count(quick: 500, full: 2_000)))

  /// A random case: boxes, some flexible or growing, and a random proposal width.
  static func randomCase(seed: UInt64) -> (items: [BoxItem], width: Double) {
    var generator = SplitMix64(seed: seed)
    var items = randomBoxes(count: Int.random(in: 0...40, using: &generator), using: &generator)
    for index in items.indices where Int.random(in: 0..<6, using: &generator) == 0 {
      items[index].maxWidth = .infinity
      items[index].maxHeight = .infinity
      items[index].grow = Double(Int.random(in: 1...3, using: &generator))
    }
    return (items, Double(Int.random(in: 0...400, using: &generator)))
  }

  static func randomEngine(seed: UInt64) -> FlowEngine {
    var generator = SplitMix64(seed: seed &* 31)
    return FlowEngine(
      itemSpacing: Bool.random(using: &generator)
        ? nil : Double.random(in: 0...12, using: &generator),
      lineSpacing: Bool.random(using: &generator)
        ? nil : Double.random(in: 0...12, using: &generator),
      justification: Justification.allCases.randomElement(using: &generator)!,
      lastLineJustification: Justification.allCases.randomElement(using: &generator),
      itemAlignment: ItemAlignment.allCases.randomElement(using: &generator)!,
      lineAlignment: LineAlignment.allCases.randomElement(using: &generator)!,
      wrap: Wrap.allCases.randomElement(using: &generator)!,
      lineBreaking: LineBreaking.allCases.randomElement(using: &generator)!,
      maxLines: Bool.random(using: &generator) ? nil : Int.random(in: 0...5, using: &generator),
      maxItemsPerLine: Bool.random(using: &generator)
        ? nil : Int.random(in: 1...6, using: &generator))
  }

  /// Packed at the start with a fixed spacing, in every line-breaking mode, every item is placed
  /// once in reading order, no frames overlap, gaps are exact, lines fit and hold no more than
  /// the item limit, and the size is the union of the frames.
  @Test func packedLayoutsKeepEveryInvariant() {
    for seed in Self.seeds {
      let (items, width) = Self.randomCase(seed: seed)
      let flow = FlowEngine(
        itemSpacing: Double(seed % 9), lineSpacing: 4, itemAlignment: .start,
        lineBreaking: LineBreaking.allCases[Int(seed) % LineBreaking.allCases.count],
        maxLines: seed % 5 == 0 ? 3 : nil, maxItemsPerLine: seed % 7 == 0 ? 4 : nil)
      let result = flow.layout(
        items.map {
          var item = $0
          item.grow = 0
          return item
        },
        proposal: ProposedSize(width: width, height: nil))
      expectInvariants(
        result, itemCount: items.count, available: width,
        packedGap: Double(seed % 9))
      #expect(result.lines.allSatisfy { $0.count <= flow.maxItemsPerLine ?? .max })
      #expect(result.lines.count <= flow.maxLines ?? .max)
    }
  }

  /// Greedy lines are full: each line's successor would not have fitted on it, unless a forced
  /// break or the item limit ended the line.
  @Test func greedyLinesAreMaximal() {
    for seed in Self.seeds {
      let (items, width) = Self.randomCase(seed: seed)
      let flow = FlowEngine(itemSpacing: 5, maxItemsPerLine: seed % 3 == 0 ? 4 : nil)
      let result = flow.layout(items, proposal: ProposedSize(width: width, height: nil))
      for line in result.lines where line.upperBound < items.count {
        let next = items[line.upperBound]
        let extended = line.reduce(0) { $0 + items[$1].width + 5 } + next.width
        let limited = flow.maxItemsPerLine.map { line.count >= $0 } ?? false
        #expect(next.breakBefore || limited || extended > width, "seed \(seed)")
      }
    }
  }

  /// `sizeThatFits` and placement agree: placed into the size that fits, anywhere, the items
  /// keep the frames sizing gave them, offset by the origin, and every one lies inside the
  /// bounds, but along its line an item longer than the container alone on its line.
  @Test func sizeThatFitsAndPlacementAgree() {
    for seed in Self.seeds {
      let (items, width) = Self.randomCase(seed: seed)
      let flow = Self.randomEngine(seed: seed)
      for proposal in [
        ProposedSize(width: width, height: nil), .unspecified, .zero, .infinity,
        ProposedSize(width: width, height: 300),
      ] {
        let size = flow.sizeThatFits(items, proposal: proposal)
        let fitted = flow.layout(items, proposal: proposal)
        let origin = Point(x: 13, y: -7)
        let bounds = Rect(origin: origin, size: size)
        let placed = flow.layout(items, proposal: proposal, bounds: bounds)
        #expect(placed.lines == fitted.lines, "seed \(seed)")
        for (a, b) in zip(fitted.frames, placed.frames) {
          #expect(
            abs(b.minX - a.minX - origin.x) < 1e-9 && abs(b.minY - a.minY - origin.y) < 1e-9,
            "seed \(seed)")
          #expect(a.size == b.size)
        }
        expectInside(placed, bounds: bounds, seed: seed)
      }
    }
  }

  /// Every frame of `result` lies within `bounds` across its line, and along it too unless the
  /// line it is on overflows, which only a line of one item longer than the container may.
  func expectInside(_ result: FlowResult, bounds: Rect, seed: UInt64) {
    let tolerance = 1e-9 * Swift.max(1, bounds.width, bounds.height)
    for line in result.lines {
      let frames = result.frames[line]
      let overflows = frames.contains {
        $0.minX < bounds.minX - tolerance || $0.maxX > bounds.maxX + tolerance
      }
      #expect(
        !overflows || frames.count(where: { $0.width > 0 }) == 1,
        "seed \(seed): line \(line) overflows \(bounds) with several items")
      for frame in frames {
        #expect(
          frame.minY >= bounds.minY - tolerance && frame.maxY <= bounds.maxY + tolerance,
          "seed \(seed): \(frame) outside \(bounds)")
      }
    }
  }

  /// Right-to-left is the exact mirror of left-to-right, with any other setting.
  @Test func rightToLeftIsTheExactMirror() {
    for seed in Self.seeds {
      let (items, width) = Self.randomCase(seed: seed)
      var flow = Self.randomEngine(seed: seed)
      flow.axis = seed % 2 == 0 ? .horizontal : .vertical
      let proposal = ProposedSize(width: width, height: width)
      let ltr = flow.layout(items, proposal: proposal)
      flow.layoutDirection = .rightToLeft
      let rtl = flow.layout(items, proposal: proposal)
      #expect(rtl.size == ltr.size && rtl.lines == ltr.lines)
      for (index, (a, b)) in zip(ltr.frames, rtl.frames).enumerated()
      where index < ltr.frames.count - ltr.hiddenCount {
        #expect(abs(b.minX - (ltr.size.width - a.maxX)) < 1e-9, "seed \(seed)")
        #expect(b.minY == a.minY && b.size == a.size)
      }
    }
  }

  /// A vertical flow of transposed items is the exact transpose of a horizontal one.
  @Test func verticalIsTheExactTranspose() {
    for seed in Self.seeds {
      let (items, width) = Self.randomCase(seed: seed)
      var flow = Self.randomEngine(seed: seed)
      if flow.itemAlignment == .firstTextBaseline || flow.itemAlignment == .lastTextBaseline {
        flow.itemAlignment = .start  // baselines are horizontal only
      }
      let row = flow.layout(items, proposal: ProposedSize(width: width, height: 250))
      flow.axis = .vertical
      let column = flow.layout(
        items.map(\.transposed),
        proposal: ProposedSize(width: 250, height: width))
      #expect(column.size == row.size.transposed, "seed \(seed)")
      #expect(column.lines == row.lines)
      #expect(column.frames == row.frames.map(\.transposed), "seed \(seed)")
    }
  }

  /// A box with a baseline, for rows aligned on baselines.
  struct BaselineBox: FlowItem {
    var width: Double
    var height: Double
    var baseline: Double

    func dimensions(in proposal: ProposedSize) -> ItemDimensions {
      ItemDimensions(
        size: Size(width: width, height: height), firstTextBaseline: baseline,
        lastTextBaseline: baseline)
    }
  }

  /// Every item of a line sits where the flow's alignment puts it, on every path (greedy and
  /// optimal breaking, collapsing, lines spread or packed, separators): the items of a line share
  /// their top, middle, bottom or baseline; with reverse wrapping, start and end swap.
  @Test func theItemsOfALineShareTheirAlignmentEdge() {
    let alignments: [ItemAlignment] = [
      .start, .center, .end, .firstTextBaseline, .lastTextBaseline,
    ]
    for seed in Self.seeds {
      var generator = SplitMix64(seed: seed &* 7)
      let items = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
        let height = Double(Int.random(in: 0...40, using: &generator))
        return BaselineBox(
          width: Int.random(in: 0..<10, using: &generator) == 0
            ? 0 : Double(Int.random(in: 1...120, using: &generator)),
          height: height,
          baseline: Int.random(in: 0..<3, using: &generator) == 0
            ? 12 : Double(Int.random(in: 0...Int(height), using: &generator)))
      }
      var flow = Self.randomEngine(seed: seed)
      flow.itemAlignment = alignments[Int(seed) % alignments.count]
      flow.collapsesEmptyItems = seed % 3 == 0
      if flow.lineAlignment == .stretch { flow.lineAlignment = .start }
      if seed % 4 == 0 { flow.itemSeparator = Size(width: 2, height: 50) }
      let width = Double(Int.random(in: 0...400, using: &generator))
      let result = flow.layout(items, proposal: ProposedSize(width: width, height: nil))
      let reversed = flow.wrap == .reverse
      for line in result.lines {
        let edges = line.map { index -> Double in
          let frame = result.frames[index]
          switch flow.itemAlignment {
          case .start: return reversed ? frame.maxY : frame.minY
          case .center: return frame.minY + frame.height / 2
          case .end: return reversed ? frame.minY : frame.maxY
          default: return frame.minY + items[index].baseline
          }
        }
        let spread = (edges.max() ?? 0) - (edges.min() ?? 0)
        #expect(spread < 1e-9, "seed \(seed): \(flow) line \(line) edges \(edges)")
        if spread >= 1e-9 { return }
      }
    }
  }

}
