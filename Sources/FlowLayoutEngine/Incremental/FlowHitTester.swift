/// Answers what lies at a point of one layout of a flow: the item there, and where a dragged
/// item would land. It is built once per layout, in O(*n*), and then answers each point in
/// O(log *n*) by binary searches over the lines and over the items of one line.
///
/// ```swift
/// let result = flow.layout(chips, proposal: ProposedSize(width: 320, height: nil))
/// let tester = FlowHitTester(flow: flow, result: result)
/// let hit = tester.hit(at: Point(x: 100, y: 40))
/// // hit.item: the chip under the point, if any; hit.insertionIndex: where a chip dropped
/// // there goes.
/// ```
///
/// The nearest line is the one whose band across the lines (from its items' nearest to their
/// farthest edge) holds the point, or else the one whose band is nearest, the earlier in reading
/// order on a tie. The nearest item is the one of that line whose frame along the line holds the
/// point, or else the nearest, the earlier on a tie. Reading order follows the flow: right to
/// left and reverse wrapping included. The searches rely on lines and items following each other
/// without overlapping, as the layout places them; at coordinates so large (beyond about 10⁹
/// points) that rounding moves neighbours onto each other, an answer may be a neighbour's.
public struct FlowHitTester: Sendable {
  private let axis: FlowAxis
  private let frames: [Rect]
  private let lines: [Range<Int>]
  /// Each line's band across the lines, in line order.
  private let bands: [(start: Double, end: Double)]
  /// Whether lines follow each other towards greater coordinates across them, and items of a
  /// line towards greater coordinates along it.
  private let linesAscend: Bool
  private let itemsAscend: Bool

  /// Prepares to hit-test `result`, a layout of `flow`.
  ///
  /// - Complexity: O(*n*) for *n* shown items.
  public init(flow: FlowEngine, result: FlowResult) {
    axis = flow.axis
    frames = result.frames
    lines = result.lines
    linesAscend = !flow.reversesLineOrder
    itemsAscend = !flow.mirrorsItems
    bands = result.lines.map { line in
      var band = (start: Double.infinity, end: -Double.infinity)
      for index in line {
        let start = flow.axis.crossStart(result.frames[index])
        band.start = Swift.min(band.start, start)
        band.end = Swift.max(band.end, start + flow.axis.cross(result.frames[index].size))
      }
      return band
    }
  }

  /// The item at `point` and where an item dropped there would be inserted.
  ///
  /// - Complexity: O(log *n*).
  public func hit(at point: Point) -> FlowHit {
    guard let line = nearestLine(to: axis.cross(point)) else {
      return FlowHit(item: nil, insertionIndex: 0)
    }
    let range = lines[line]
    let index = nearestItem(in: range, to: main(point))
    let frame = frames[index]
    let holds =
      point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY
      && point.y < frame.maxY
    let middle = axis.mainStart(frame) + axis.main(frame.size) / 2
    let beforeMiddle = itemsAscend ? main(point) < middle : main(point) > middle
    return FlowHit(item: holds ? index : nil, insertionIndex: beforeMiddle ? index : index + 1)
  }

  /// The point's coordinate along the lines.
  private func main(_ point: Point) -> Double { axis == .horizontal ? point.x : point.y }

  /// The line nearest to the cross coordinate `value`, or `nil` when there are none.
  private func nearestLine(to value: Double) -> Int? {
    nearestSpan(
      to: value, among: lines.indices, ascending: linesAscend, span: { bands[$0] })
  }

  /// The item of `range` nearest to the main coordinate `value`.
  private func nearestItem(in range: Range<Int>, to value: Double) -> Int {
    nearestSpan(to: value, among: range, ascending: itemsAscend) { index in
      let start = axis.mainStart(frames[index])
      return (start, start + axis.main(frames[index].size))
    }!
  }
}
