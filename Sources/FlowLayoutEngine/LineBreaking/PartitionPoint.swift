/// The first position in `range` for which `passes` holds, when it holds for every later
/// position too; `range.upperBound` when it holds for none. A binary search.
///
/// - Complexity: O(log *k*) calls of `passes` for *k* positions.
@inlinable
package func partitionPoint(in range: Range<Int>, where passes: (Int) -> Bool) -> Int {
  var (low, high) = (range.lowerBound, range.upperBound)
  while low < high {
    let middle = low + (high - low) / 2
    if passes(middle) { high = middle } else { low = middle + 1 }
  }
  return low
}
