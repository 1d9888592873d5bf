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

/// The first position in `range` for which `passes` holds, when it holds for every later
/// position too, as ``partitionPoint(in:where:)`` finds it, searched outward from `guess`: steps
/// that double from the guess find two positions around the point, and a binary search between
/// them finds it. Close guesses, such as the answer to the last of a run of nearby questions,
/// take few calls; any guess gives the same answer.
///
/// - Complexity: O(log *d*) calls of `passes` for the point *d* positions from the guess.
@inlinable
package func partitionPoint(in range: Range<Int>, near guess: Int, where passes: (Int) -> Bool)
  -> Int
{
  guard !range.isEmpty else { return range.lowerBound }
  let guess = Swift.min(Swift.max(guess, range.lowerBound), range.upperBound - 1)
  var step = 1
  if passes(guess) {
    // The point is at the guess or before it: step back until a position fails.
    var passing = guess
    while passing - step >= range.lowerBound, passes(passing - step) {
      passing -= step
      step *= 2
    }
    return partitionPoint(
      in: Swift.max(passing - step + 1, range.lowerBound)..<passing, where: passes)
  }
  // The point is after the guess: step on until a position passes.
  var failing = guess
  while failing + step < range.upperBound, !passes(failing + step) {
    failing += step
    step *= 2
  }
  return partitionPoint(
    in: (failing + 1)..<Swift.min(failing + step, range.upperBound), where: passes)
}
