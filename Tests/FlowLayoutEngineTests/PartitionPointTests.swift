import SeededRandom
import Testing

@testable import FlowLayoutEngine

struct PartitionPointTests {
  /// Searched from any guess, in or out of the range, the point is the first position that
  /// passes: the one a plain binary search finds, and the one that is there.
  @Test func aGuessedSearchFindsWhatABinarySearchFinds() {
    var generator = SplitMix64(seed: 5)
    for _ in 0..<2_000 {
      let lower = Int.random(in: -5...5, using: &generator)
      let range = lower..<(lower + Int.random(in: 0...40, using: &generator))
      let point = Int.random(in: range.lowerBound...range.upperBound, using: &generator)
      let guess = Int.random(in: (range.lowerBound - 3)...(range.upperBound + 3), using: &generator)
      let found = partitionPoint(in: range, near: guess) { $0 >= point }
      #expect(found == point, "range \(range), guess \(guess)")
      #expect(partitionPoint(in: range) { $0 >= point } == point)
    }
  }

  /// A guess at the point or next to it takes a few questions, however long the range, where a
  /// plain binary search of a million positions takes twenty.
  @Test func aCloseGuessAsksAFewQuestions() {
    for guess in [499, 500, 501] {
      var asked = 0
      let found = partitionPoint(in: 0..<1_000_000, near: guess) { position in
        asked += 1
        return position >= 500
      }
      #expect(found == 500)
      #expect(asked <= 4, "guess \(guess)")
    }
  }
}
