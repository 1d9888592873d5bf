import SeededRandom
import TestScale
import Testing

@testable import FlowLayoutEngine

/// Hit testing answers, by binary searches, what a linear scan of its definition answers.
@Suite struct FlowHitTesterTests {
  /// The definition, item by item: the line whose band holds the cross coordinate, else the
  /// nearest band (the earlier line on a tie); in it, the item whose span along the line holds
  /// the main coordinate, else the nearest (the smaller index on a tie); the point is inserted
  /// before that item when it is over the item's first half in reading order.
  static func referenceHit(
    at point: Point, flow: FlowEngine, result: FlowResult
  ) -> FlowHit {
    let axis = flow.axis
    let (main, cross) = axis == .horizontal ? (point.x, point.y) : (point.y, point.x)
    func distance(_ value: Double, _ span: (Double, Double)) -> Double {
      value < span.0 ? span.0 - value : (value >= span.1 ? value - span.1 : 0)
    }
    func nearest(_ indices: [Int], _ value: Double, _ span: (Int) -> (Double, Double)) -> Int? {
      if let holder = indices.first(where: { span($0).0 <= value && value < span($0).1 }) {
        return holder
      }
      return indices.min { (distance(value, span($0)), $0) < (distance(value, span($1)), $1) }
    }
    let bands = result.lines.map { line in
      (
        line.map { axis.crossStart(result.frames[$0]) }.min()!,
        line.map { axis.crossStart(result.frames[$0]) + axis.cross(result.frames[$0].size) }
          .max()!
      )
    }
    guard let line = nearest(Array(result.lines.indices), cross, { bands[$0] }) else {
      return FlowHit(item: nil, insertionIndex: 0)
    }
    let index = nearest(Array(result.lines[line]), main) { index in
      let start = axis.mainStart(result.frames[index])
      return (start, start + axis.main(result.frames[index].size))
    }!
    let frame = result.frames[index]
    let holds =
      point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY
      && point.y < frame.maxY
    let middle = axis.mainStart(frame) + axis.main(frame.size) / 2
    let mirrored = axis == .horizontal && flow.layoutDirection == .rightToLeft
    let before = mirrored ? main > middle : main < middle
    return FlowHit(item: holds ? index : nil, insertionIndex: before ? index : index + 1)
  }

  @Test func binarySearchesAnswerAsTheDefinitionDoes() {
    var generator = SplitMix64(seed: 23)
    for round in 0..<TestScale.count(quick: 500, full: 2_000) {
      var flow = StreamLinesTests.randomFlow(using: &generator)
      flow.lineBreaking = LineBreaking.allCases.randomElement(using: &generator)!
      let items = StreamLinesTests.randomItems(using: &generator)
      let main = Double(Int.random(in: 0...400, using: &generator))
      let proposal =
        flow.axis == .horizontal
        ? ProposedSize(width: main, height: nil) : ProposedSize(width: nil, height: main)
      let result = flow.layout(items, proposal: proposal)
      let tester = FlowHitTester(flow: flow, result: result)
      var points = (0..<20).map { _ in
        Point(
          x: Double(Int.random(in: -20...(Int(result.size.width) + 20), using: &generator)),
          y: Double(Int.random(in: -20...(Int(result.size.height) + 20), using: &generator)))
      }
      // Corners and middles of frames, where ties and edges are.
      let shown = result.frames.count - result.hiddenCount
      for frame in result.frames[..<min(shown, 10)] {
        points += [
          frame.origin, Point(x: frame.maxX, y: frame.maxY),
          Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2),
        ]
      }
      for point in points {
        let expected = Self.referenceHit(at: point, flow: flow, result: result)
        #expect(tester.hit(at: point) == expected, "round \(round) at \(point)")
      }
    }
  }

  /// Mirrored frames can overlap by rounding: placed at the container's width less the end of
  /// its unmirrored frame, the second item below ends one unit in the last place past where the
  /// first starts. A point there is in both, and the smaller index wins, as in the definition.
  @Test func framesThatOverlapByRoundingGiveTheSmallerIndex() {
    let flow = FlowEngine(layoutDirection: .rightToLeft)
    let first = Rect(x: 500 - 159.66666666666669, y: 0, width: 159.66666666666669, height: 20)
    let second = Rect(
      x: 500 - (159.66666666666669 + 244.33333333333334), y: 0, width: 244.33333333333334,
      height: 20)
    #expect(second.maxX > first.minX)
    let result = FlowResult(
      size: Size(width: 500, height: 20), frames: [first, second], lines: [0..<2], hiddenCount: 0)
    let point = Point(x: first.minX, y: 10)
    let expected = Self.referenceHit(at: point, flow: flow, result: result)
    #expect(expected.item == 0)
    #expect(FlowHitTester(flow: flow, result: result).hit(at: point) == expected)
  }

  /// In a row of three 20-point items, 10 apart: over an item's first half, a dragged item goes
  /// before it; over its second half, after it; between lines, to the nearer line.
  @Test func aRowOfItemsInEveryDirection() {
    let items = (0..<5).map { _ in BoxItem(width: 20, height: 10) }
    let flow = FlowEngine(itemSpacing: 10, lineSpacing: 10)
    let result = flow.layout(items, proposal: ProposedSize(width: 80, height: nil))
    #expect(result.lines == [0..<3, 3..<5])
    let tester = FlowHitTester(flow: flow, result: result)
    #expect(tester.hit(at: Point(x: 35, y: 5)) == FlowHit(item: 1, insertionIndex: 1))
    #expect(tester.hit(at: Point(x: 45, y: 5)) == FlowHit(item: 1, insertionIndex: 2))
    #expect(tester.hit(at: Point(x: 25, y: 5)) == FlowHit(item: nil, insertionIndex: 1))
    #expect(tester.hit(at: Point(x: 200, y: 5)) == FlowHit(item: nil, insertionIndex: 3))
    #expect(tester.hit(at: Point(x: 5, y: 16)) == FlowHit(item: nil, insertionIndex: 3))
    #expect(tester.hit(at: Point(x: 5, y: 14)) == FlowHit(item: nil, insertionIndex: 0))
    #expect(tester.hit(at: Point(x: 55, y: 25)) == FlowHit(item: nil, insertionIndex: 5))

    var mirrored = flow
    mirrored.layoutDirection = .rightToLeft
    mirrored.wrap = .reverse
    let flipped = mirrored.layout(items, proposal: ProposedSize(width: 80, height: nil))
    let mirroredTester = FlowHitTester(flow: mirrored, result: flipped)
    // Right to left, the first item is at the right; reversed, the first line at the bottom.
    #expect(flipped.frames[0] == Rect(x: 60, y: 20, width: 20, height: 10))
    // Reading from the right edge, x = 75 is over the first half of item 0, x = 65 over its
    // second.
    #expect(mirroredTester.hit(at: Point(x: 75, y: 25)) == FlowHit(item: 0, insertionIndex: 0))
    #expect(mirroredTester.hit(at: Point(x: 65, y: 25)) == FlowHit(item: 0, insertionIndex: 1))
    #expect(mirroredTester.hit(at: Point(x: 65, y: 5)) == FlowHit(item: 3, insertionIndex: 4))
  }

  /// No items: nothing is hit, and a dropped item goes first. Items hidden by `maxLines` are
  /// never hit, and nothing is inserted past the shown ones.
  @Test func emptyAndHiddenItems() {
    let empty = FlowEngine().layout([BoxItem](), proposal: .unspecified)
    #expect(
      FlowHitTester(flow: FlowEngine(), result: empty).hit(at: .zero)
        == FlowHit(item: nil, insertionIndex: 0))
    let items = (0..<6).map { _ in BoxItem(width: 20, height: 10) }
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 0, maxLines: 1)
    let result = flow.layout(items, proposal: ProposedSize(width: 40, height: nil))
    let tester = FlowHitTester(flow: flow, result: result)
    #expect(tester.hit(at: Point(x: 1, y: 1)) == FlowHit(item: 0, insertionIndex: 0))
    #expect(tester.hit(at: Point(x: 39, y: 50)) == FlowHit(item: nil, insertionIndex: 2))
  }
}
