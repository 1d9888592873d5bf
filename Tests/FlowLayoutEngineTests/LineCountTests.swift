import SeededRandom
import Testing

@testable import FlowLayoutEngine

/// A line count divides the items into at most that many balanced lines at the shortest length
/// that holds them, whatever is proposed: the division a brute force over every partition finds.
@Suite struct LineCountTests {
  /// The division of items of lengths `lengths` into at most `count` lines, in order, `gap`
  /// apart, that a line count makes, found among every division: lines start at forced breaks
  /// (`breaks`), hold at most `perLine` items, and do not break a run of items kept together
  /// (`kept[i]`: item `i` stays with the next) unless the run on a line of its own is longer than
  /// the division's longest line or has more than `perLine` items. It has the shortest longest
  /// line; among those, the fewest lines, then the least sum of squared free space, then, on a
  /// tie, the latest start of the last line, then of the line before, and so on. `nil` when no
  /// division has that few lines.
  static func bruteForceDivision(
    lengths: [Double], gap: Double, breaks: [Bool], kept: [Bool], perLine: Int, count: Int
  ) -> (longest: Double, lines: [Range<Int>])? {
    let n = lengths.count
    func length(_ range: Range<Int>) -> Double {
      range.reduce(0) { $0 + lengths[$1] } + Double(range.count - 1) * gap
    }
    var best: (key: (Double, Int, Double), starts: [Int], lines: [Range<Int>])?
    for mask in 0..<(1 << (n - 1)) {
      // Bit i set: a line starts at item i + 1.
      var starts = [0]
      for i in 0..<(n - 1) where mask & (1 << i) != 0 { starts.append(i + 1) }
      guard starts.count <= count else { continue }
      guard (1..<n).allSatisfy({ !breaks[$0] || starts.contains($0) }) else { continue }
      let lines = zip(starts, starts.dropFirst() + [n]).map { $0..<$1 }
      guard lines.allSatisfy({ $0.count <= perLine }) else { continue }
      let longest = lines.map(length).max()!
      // A break inside a kept run is allowed only where the run does not fit that length; a
      // forced break ends a run.
      let keptBreaksHold = starts.dropFirst().allSatisfy { start in
        guard kept[start - 1], !breaks[start] else { return true }
        var lower = start - 1
        while lower > 0, kept[lower - 1], !breaks[lower] { lower -= 1 }
        var upper = start
        while upper < n - 1, kept[upper], !breaks[upper + 1] { upper += 1 }
        return length(lower..<(upper + 1)) > longest || upper + 1 - lower > perLine
      }
      guard keptBreaksHold else { continue }
      let freeSpace = lines.reduce(0) { $0 + (longest - length($1)) * (longest - length($1)) }
      let key = (longest, lines.count, freeSpace)
      if let best, key > best.key { continue }
      if let best, key == best.key,
        zip(starts.reversed(), best.starts.reversed()).first(where: { $0 != $1 }).map({ $0 < $1 })
          ?? true
      {
        continue
      }
      best = (key, starts, lines)
    }
    return best.map { ($0.key.0, $0.lines) }
  }

  /// Random items of every kind that applies (spacing, separators, forced breaks, items kept
  /// together, growth, the most items a line holds) and any line breaking: where some division
  /// has that few lines, the flow's lines are the brute force's division and its length the
  /// division's longest line; where none has, they are the division into as few lines as an
  /// unbounded length makes.
  @Test func theLinesAreTheBalancedDivisionAtTheShortestLengthThatHoldsThem() {
    var generator = SplitMix64(seed: 63)
    var reachable = 0
    var unreachable = 0
    var divisionsChecked = 0
    for round in 0..<600 {
      let n = Int.random(in: 1...9, using: &generator)
      let spacing = Double(Int.random(in: 0...12, using: &generator))
      let separator =
        Bool.random(using: &generator) ? Double(Int.random(in: 0...4, using: &generator)) : nil
      let perLine = Bool.random(using: &generator) ? Int.random(in: 1...4, using: &generator) : nil
      let count = Int.random(in: 1...5, using: &generator)
      let items = (0..<n).map { _ in
        BoxItem(
          width: Double(Int.random(in: 0...80, using: &generator)),
          height: Double(Int.random(in: 10...30, using: &generator)),
          maxWidth: .infinity,
          grow: Int.random(in: 0..<4, using: &generator) == 0 ? 1 : 0,
          breakBefore: Int.random(in: 0..<6, using: &generator) == 0,
          keepsWithNext: Int.random(in: 0..<5, using: &generator) == 0)
      }
      var flow = FlowEngine(itemSpacing: spacing, lineSpacing: 4, maxItemsPerLine: perLine)
      flow.itemSeparator = separator.map { Size(width: $0, height: 6) }
      flow.lineCount = count
      flow.lineBreaking = LineBreaking.allCases.randomElement(using: &generator)!
      let division = { (count: Int) in
        Self.bruteForceDivision(
          lengths: items.map(\.width), gap: spacing * (separator == nil ? 1 : 2) + (separator ?? 0),
          breaks: items.map(\.breakBefore), kept: items.map(\.keepsWithNext),
          perLine: perLine ?? .max, count: count)
      }
      var expected = division(count)
      if expected != nil {
        reachable += 1
      } else {
        // No division into that few lines: as few as an unbounded length makes.
        unreachable += 1
        var unbounded = flow
        unbounded.lineCount = nil
        expected = division(
          unbounded.layout(items, proposal: ProposedSize(width: nil, height: nil)).lines.count)
      }
      guard let expected else {
        Issue.record("round \(round): no division into the lines of an unbounded length")
        continue
      }
      // Where one item alone makes the longest line, the flow breaks the other lines at the
      // shortest length that keeps that few, which may be shorter than the item: this division
      // does not model it, and only the length is compared there.
      let setByOneItem = expected.lines.contains {
        $0.count == 1 && items[$0.lowerBound].width == expected.longest
      }
      if !setByOneItem { divisionsChecked += 1 }
      // Whatever is proposed: nothing, infinity, less, or more.
      for width in [nil, .infinity, 40, 400] as [Double?] {
        let result = flow.layout(items, proposal: ProposedSize(width: width, height: nil))
        let message = Comment(
          rawValue: "round \(round): \(items) \(flow) proposed \(String(describing: width))")
        if !setByOneItem { #expect(result.lines == expected.lines, message) }
        #expect(abs(result.size.width - expected.longest) < 1e-9, message)
      }
    }
    #expect(
      reachable > 400 && unreachable > 20 && divisionsChecked > 250,
      "\(reachable) \(unreachable) \(divisionsChecked)")
  }

  /// Rows of chips that scroll sideways: 20 chips of 60 points, 8 apart, in three rows take
  /// seven a row (7 × 60 + 6 × 8 = 468), balanced seven, seven and six; columns the same way.
  @Test func chipsInThreeRows() {
    let chips = (0..<20).map { _ in BoxItem(width: 60, height: 28) }
    var flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    flow.lineCount = 3
    let rows = flow.layout(chips, proposal: ProposedSize(width: nil, height: nil))
    #expect(rows.size == Size(width: 468, height: 3 * 28 + 2 * 8))
    #expect(rows.lines == [0..<7, 7..<14, 14..<20])
    flow.axis = .vertical
    let columns = flow.layout(
      chips.map { BoxItem(width: $0.height, height: $0.width) },
      proposal: ProposedSize(width: 100, height: 300))
    #expect(columns.size == Size(width: 3 * 28 + 2 * 8, height: 468))
  }

  /// Values below one act as one; a count replaces the minimum line count.
  @Test func aCountBelowOneIsOneAndReplacesTheMinimum() {
    let chips = (0..<6).map { _ in BoxItem(width: 50, height: 20) }
    var flow = FlowEngine(itemSpacing: 10, lineBreaking: .balanced, minLines: 3)
    flow.lineCount = 0
    let result = flow.layout(chips, proposal: ProposedSize(width: 100, height: nil))
    #expect(result.lines == [0..<6])
    #expect(result.size.width == 6 * 50 + 5 * 10)
  }
}
