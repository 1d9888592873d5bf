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
    let mirrored = flow.layoutDirection == .rightToLeft
    linesAscend = (flow.wrap == .forward) != (flow.axis == .vertical && mirrored)
    itemsAscend = !(flow.axis == .horizontal && mirrored)
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
    guard let line = nearestLine(to: cross(point)) else {
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

  /// The point's coordinates along and across the lines.
  private func main(_ point: Point) -> Double { axis == .horizontal ? point.x : point.y }
  private func cross(_ point: Point) -> Double { axis == .horizontal ? point.y : point.x }

  /// The line nearest to the cross coordinate `value`, or `nil` when there are none.
  private func nearestLine(to value: Double) -> Int? {
    Self.nearest(
      to: value, among: lines.indices, ascending: linesAscend, span: { bands[$0] })
  }

  /// The item of `range` nearest to the main coordinate `value`.
  private func nearestItem(in range: Range<Int>, to value: Double) -> Int {
    Self.nearest(to: value, among: range, ascending: itemsAscend) { index in
      let start = axis.mainStart(frames[index])
      return (start, start + axis.main(frames[index].size))
    }!
  }

  /// Of `indices`, whose spans follow each other in ascending order of position when
  /// `ascending` (else in descending order), the one whose span holds `value` (from its start,
  /// up to its end), the smaller index when several do, or else the one whose span is nearest,
  /// the smaller index on a tie; `nil` when there are none. Neighbouring spans overlap only by
  /// rounding, as mirrored frames can (a frame placed at the container's length less the end of
  /// its unmirrored frame may end past where its neighbour starts).
  ///
  /// - Complexity: O(log *k*) for *k* indices.
  private static func nearest(
    to value: Double, among indices: Range<Int>, ascending: Bool,
    span: (Int) -> (start: Double, end: Double)
  ) -> Int? {
    guard !indices.isEmpty else { return nil }
    // The index at a position in ascending order.
    let at = { (position: Int) in
      ascending ? indices.lowerBound + position : indices.upperBound - 1 - position
    }
    // The first span, in ascending order, that ends past `value`; it holds `value` if it
    // starts at or before it.
    let position = partitionPoint(in: 0..<indices.count) { span(at($0)).end > value }
    if position < indices.count, span(at(position)).start <= value {
      // Every span from there up to the last that starts at or before `value` holds it.
      guard !ascending else { return at(position) }
      return at(partitionPoint(in: position..<indices.count) { span(at($0)).start > value } - 1)
    }
    // The nearest span before `value` and the nearest after it; spans of no length can share
    // an edge with them and be as near, so each side takes the smallest index of its run.
    var before: (index: Int, distance: Double)?
    if position > 0 {
      let end = span(at(position - 1)).end
      let runStart = partitionPoint(in: 0..<position) { span(at($0)).end >= end }
      before = (ascending ? at(runStart) : at(position - 1), value - end)
    }
    var after: (index: Int, distance: Double)?
    if position < indices.count {
      let start = span(at(position)).start
      let runEnd = partitionPoint(in: 0..<indices.count) { span(at($0)).start > start }
      after = (ascending ? at(position) : at(runEnd - 1), start - value)
    }
    guard let before else { return after?.index }
    guard let after else { return before.index }
    return (before.distance, before.index) < (after.distance, after.index)
      ? before.index : after.index
  }
}
