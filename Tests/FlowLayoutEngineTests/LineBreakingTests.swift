import BareLineBreaking
import FlowLayoutEngine
import SeededRandom
import TestScale
import Testing

/// A breaking's cost by each objective, computed from scratch from the items and the lines, the
/// way the documentation defines it.
struct Breaking {
  var widths: [Double]
  var forced: [Bool]
  var spacing: Double
  var available: Double
  /// Whether each item keeps with the next; none when empty.
  var keeps: [Bool] = []

  func length(_ line: Range<Int>) -> Double {
    line.reduce(0) { $0 + widths[$1] } + spacing * Double(line.count - 1)
  }

  func isOversized(_ index: Int) -> Bool { widths[index] > available }

  /// The sum of the squared free space over the costed lines: all lines for balanced; all but
  /// the last and those before a forced break for minimum raggedness. A lone oversized item costs
  /// nothing.
  func cost(_ lines: [Range<Int>], objective: LineBreaking) -> Double {
    var total = 0.0
    for line in lines {
      let free = available - length(line)
      if line.count == 1, free < 0 { continue }
      if objective == .minimumRaggedness,
        line.upperBound == widths.count || forced[line.upperBound]
      {
        continue
      }
      total += free * free
    }
    return total
  }

  /// Whether every line fits (or is a lone item), honours forced breaks and the item limit,
  /// and ends nowhere inside a run of items kept together that holds.
  func isValid(_ lines: [Range<Int>], maxItemsPerLine: Int) -> Bool {
    let runs = Runs(
      items: items, spacing: spacing, available: available, maxItemsPerLine: maxItemsPerLine)
    return lines.allSatisfy { line in
      (line.count == 1 || length(line) <= available)
        && line.count <= maxItemsPerLine
        && line.dropFirst().allSatisfy { !forced[$0] }
        && !runs.joins(line.upperBound - 1)
    }
  }

  /// Every valid breaking, by brute force over all 2ⁿ⁻¹ sets of breaks.
  func everyValidBreaking(maxItemsPerLine: Int) -> [[Range<Int>]] {
    let n = widths.count
    guard n > 0 else { return [[]] }
    var breakings: [[Range<Int>]] = []
    for mask in 0..<(1 << (n - 1)) {
      var lines: [Range<Int>] = []
      var start = 0
      for index in 1..<n where mask & (1 << (index - 1)) != 0 {
        lines.append(start..<index)
        start = index
      }
      lines.append(start..<n)
      if isValid(lines, maxItemsPerLine: maxItemsPerLine) { breakings.append(lines) }
    }
    return breakings
  }

  var items: [BoxItem] {
    widths.indices.map {
      BoxItem(
        width: widths[$0], height: 10, breakBefore: forced[$0],
        keepsWithNext: keeps.isEmpty ? false : keeps[$0])
    }
  }

  func lines(_ breaking: LineBreaking, maxItemsPerLine: Int? = nil) -> [Range<Int>] {
    FlowEngine(itemSpacing: spacing, lineBreaking: breaking, maxItemsPerLine: maxItemsPerLine)
      .layout(items, proposal: ProposedSize(width: available, height: nil)).lines
  }

  static func random(count: Int, seed: UInt64, maxWidth: Int = 60) -> Breaking {
    var generator = SplitMix64(seed: seed)
    let available = Double(Int.random(in: 40...160, using: &generator))
    let widths = (0..<count).map { _ -> Double in
      switch Int.random(in: 0..<20, using: &generator) {
      case 0: 0  // zero-size items
      case 1: available + Double(Int.random(in: 1...30, using: &generator))  // oversized
      default: Double(Int.random(in: 1...maxWidth, using: &generator))
      }
    }
    let forced = (0..<count).map { _ in Int.random(in: 0..<12, using: &generator) == 0 }
    return Breaking(
      widths: widths, forced: forced, spacing: Double(Int.random(in: 0...6, using: &generator)),
      available: available)
  }

  /// Lines of hundreds of short items, some of no length: lines longer than the dynamic
  /// program's window holds at first. With `segments`, a rare forced break or item longer than
  /// the line splits them, so that later segments start in a window that has grown.
  static func longLines(count: Int, seed: UInt64, segments: Bool = false) -> Breaking {
    var generator = SplitMix64(seed: seed)
    let available = Double(Int.random(in: 300...1_200, using: &generator))
    let widths = (0..<count).map { _ -> Double in
      if segments, Int.random(in: 0..<700, using: &generator) == 0 { return available + 1 }
      return Double(Int.random(in: 0...4, using: &generator))
    }
    let forced = (0..<count).map { _ in
      segments && Int.random(in: 0..<900, using: &generator) == 0
    }
    return Breaking(
      widths: widths, forced: forced, spacing: Double(Int.random(in: 0...2, using: &generator)),
      available: available)
  }
}

/// Balanced and minimum-raggedness breaking are exact: checked against brute force, against a
/// plain dynamic program, and by their properties.
@Suite struct LineBreakingTests {
  /// A classic: greedy leaves a lonely last item, balanced evens the lines out.
  @Test func balancedEvensOutALonelyLastLine() {
    // Greedy at 100: [30 30 30] [30]; balanced: [30 30] [30 30].
    let breaking = Breaking(
      widths: [30, 30, 30, 30], forced: [false, false, false, false],
      spacing: 0, available: 100)
    #expect(breaking.lines(.greedy) == [0..<3, 3..<4])
    #expect(breaking.lines(.balanced) == [0..<2, 2..<4])
    #expect(breaking.lines(.minimumRaggedness) == [0..<3, 3..<4])
  }

  /// A row that fits exactly has zero free space and is feasible.
  @Test func exactFitsAreFeasible() {
    let breaking = Breaking(
      widths: [50, 50, 50, 50], forced: [false, false, false, false],
      spacing: 0, available: 100)
    #expect(breaking.lines(.balanced) == [0..<2, 2..<4])
    #expect(breaking.lines(.minimumRaggedness) == [0..<2, 2..<4])
  }

  @Test func unboundedWidthBreaksGreedily() {
    let items = (0..<7).map { _ in BoxItem(width: 10, height: 10) }
    for breaking in [LineBreaking.balanced, .minimumRaggedness] {
      let flow = FlowEngine(lineBreaking: breaking, maxItemsPerLine: 3)
      #expect(flow.layout(items, proposal: .unspecified).lines == [0..<3, 3..<6, 6..<7])
    }
  }

  /// Against every breaking of every seeded input up to 14 items, some kept with the next or
  /// not: the optimal cost, and for balanced, greedy's line count. 60 seeds of each count up to
  /// 10 and 12 above at the full scale; 12 and 1 at the quick one, every count still swept.
  @Test(arguments: Array(1...14))
  func matchesBruteForce(count: Int) {
    let seeds =
      count <= 10 ? TestScale.count(quick: 12, full: 60) : TestScale.count(quick: 1, full: 12)
    for seed in 0..<UInt64(seeds) {
      var breaking = Breaking.random(count: count, seed: seed &* 977 &+ UInt64(count))
      var generator = SplitMix64(seed: seed)
      let keeps = (0..<count).map { _ in Int.random(in: 0..<3, using: &generator) == 0 }
      for (limit, keeping) in [(nil, false), (3, false), (nil, true), (3, true)] as [(Int?, Bool)] {
        breaking.keeps = keeping ? keeps : []
        let all = breaking.everyValidBreaking(maxItemsPerLine: limit ?? .max)
        let greedy = breaking.lines(.greedy, maxItemsPerLine: limit)
        let fewest = all.map(\.count).min()!
        #expect(greedy.count == fewest)

        let balanced = breaking.lines(.balanced, maxItemsPerLine: limit)
        let bestBalanced = all.filter { $0.count == fewest }
          .map { breaking.cost($0, objective: .balanced) }.min()!
        #expect(breaking.isValid(balanced, maxItemsPerLine: limit ?? .max))
        #expect(balanced.count == greedy.count, "\(breaking)")
        #expect(breaking.cost(balanced, objective: .balanced) == bestBalanced, "\(breaking)")
        let tiedBalanced = all.filter {
          $0.count == fewest && breaking.cost($0, objective: .balanced) == bestBalanced
        }
        #expect(balanced == Self.fullestEarlyLines(tiedBalanced), "\(breaking)")

        let ragged = breaking.lines(.minimumRaggedness, maxItemsPerLine: limit)
        let bestRagged = all.map { breaking.cost($0, objective: .minimumRaggedness) }.min()!
        #expect(breaking.isValid(ragged, maxItemsPerLine: limit ?? .max))
        #expect(
          breaking.cost(ragged, objective: .minimumRaggedness) == bestRagged, "\(breaking)")
        let tiedRagged = all.filter {
          breaking.cost($0, objective: .minimumRaggedness) == bestRagged
        }
        #expect(ragged == Self.fullestEarlyLines(tiedRagged), "\(breaking)")
      }
    }
  }

  /// Among breakings of equal cost, the one whose last line starts latest, then the line before
  /// it, and so on: the breaking Chromium's `flex-wrap: balance` picks.
  static func fullestEarlyLines(_ breakings: [[Range<Int>]]) -> [Range<Int>] {
    breakings.max { a, b in
      a.map(\.lowerBound).reversed().lexicographicallyPrecedes(b.map(\.lowerBound).reversed())
    }!
  }

  /// Against a straightforward O(n·L) dynamic program on large inputs: the same cost and, with
  /// the same rule for ties, the same lines.
  @Test(arguments: [(2_000, 12), (5_000, 60), (20_000, 100)] as [(Int, Int)])
  func matchesAPlainDynamicProgram(count: Int, maxWidth: Int) {
    for seed: UInt64 in 1...3 {
      let breaking = Breaking.random(count: count, seed: seed, maxWidth: maxWidth)
      for objective in [LineBreaking.balanced, .minimumRaggedness] {
        let lines = breaking.lines(objective)
        #expect(breaking.isValid(lines, maxItemsPerLine: .max))
        let reference = plainDynamicProgram(breaking, objective: objective)
        #expect(breaking.cost(lines, objective: objective) == reference.cost)
        #expect(lines == reference.lines)
      }
    }
  }

  /// Lines of hundreds of items, in one segment or several, against the same program.
  @Test(arguments: [false, true])
  func matchesAPlainDynamicProgramWithLongLines(segments: Bool) {
    for seed: UInt64 in 1...3 {
      let breaking = Breaking.longLines(count: 5_000, seed: seed, segments: segments)
      for objective in [LineBreaking.balanced, .minimumRaggedness] {
        let lines = breaking.lines(objective)
        #expect(lines.map(\.count).max()! > 200)
        let reference = plainDynamicProgram(breaking, objective: objective)
        #expect(breaking.cost(lines, objective: objective) == reference.cost)
        #expect(lines == reference.lines)
      }
    }
  }

  /// Optimal costs never exceed greedy's; scaling every length by s multiplies the cost by s²
  /// and keeps the breaks.
  @Test func optimalCostsBeatGreedyAndScale() {
    for seed: UInt64 in 1...300 {
      let breaking = Breaking.random(count: 40, seed: seed)
      let greedy = breaking.lines(.greedy)
      for objective in [LineBreaking.balanced, .minimumRaggedness] {
        let lines = breaking.lines(objective)
        #expect(
          breaking.cost(lines, objective: objective)
            <= breaking.cost(greedy, objective: objective))
        var scaled = breaking
        scaled.widths = breaking.widths.map { $0 * 4 }
        scaled.spacing *= 4
        scaled.available *= 4
        #expect(scaled.lines(objective) == lines)
        #expect(
          scaled.cost(lines, objective: objective) == 16
            * breaking.cost(lines, objective: objective))
      }
    }
  }

  /// Ties go to fuller earlier lines, as in Chromium's `flex-wrap: balance`, and an item of no
  /// length between two lines stays on the first.
  @Test func tiesFavourFullerEarlierLines() {
    // [20][20][20] at 45 with no spacing: [20 20][20] and [20][20 20] cost the same.
    let breaking = Breaking(
      widths: [20, 20, 20], forced: [false, false, false], spacing: 0,
      available: 45)
    #expect(breaking.lines(.balanced) == [0..<2, 2..<3])
    let zero = Breaking(
      widths: [30, 0, 30], forced: [false, false, false], spacing: 0, available: 40)
    #expect(zero.lines(.balanced) == [0..<2, 2..<3])
    #expect(zero.lines(.minimumRaggedness) == [0..<2, 2..<3])
  }

  /// The optimal cost and lines of the straightforward dynamic program in C
  /// (`BareLineBreaking.h`), which the benchmark times the optimal breakers against; on ties it
  /// too takes the later start.
  private func plainDynamicProgram(_ breaking: Breaking, objective: LineBreaking)
    -> (cost: Double, lines: [Range<Int>])
  {
    let count = breaking.widths.count
    var raggedness = [Double](repeating: 0, count: count + 1)
    var lines = [Int](repeating: 0, count: count + 1)
    var previous = [Int](repeating: 0, count: count + 1)
    var starts = [Int](repeating: 0, count: count)
    let lineCount = bare_optimal_line_starts(
      breaking.widths, breaking.forced, count, breaking.spacing, breaking.available,
      objective == .balanced, objective == .minimumRaggedness, &raggedness, &lines, &previous,
      &starts)
    let ends = starts[1..<lineCount] + [count]
    return (raggedness[count], zip(starts[..<lineCount], ends).map { $0..<$1 })
  }
}
