/// Of `indices`, whose spans follow each other in ascending order of position when
/// `ascending` (else in descending order), the one whose span holds `value` (from its start,
/// up to its end), the smaller index when several do, or else the one whose span is nearest,
/// the smaller index on a tie; `nil` when there are none. Neighbouring spans overlap only by
/// rounding, as mirrored frames can (a frame placed at the container's length less the end of
/// its unmirrored frame may end past where its neighbour starts).
///
/// - Complexity: O(log *k*) for *k* indices.
func nearestSpan(
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
