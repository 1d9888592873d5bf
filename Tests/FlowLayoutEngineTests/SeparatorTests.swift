import SeededRandom
import Testing

@testable import FlowLayoutEngine

/// Item separators sit midway between neighbours with the item spacing on both sides, never at
/// a line's edge, and line breaking counts them; line separators sit midway between lines.
@Suite struct SeparatorTests {
  /// Lines broken by a plain greedy loop in which each neighbour costs `spacing`, the separator
  /// and `spacing` again: the reference for line breaking with separators.
  static func referenceLines(
    _ items: [BoxItem], available: Double, spacing: Double, separator: Double
  ) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var end = 0.0
    for (index, item) in items.enumerated() {
      let next = end + spacing + separator + spacing + item.width
      if index > start, item.breakBefore || next > available {
        lines.append(start..<index)
        start = index
        end = item.width
      } else {
        end = index == start ? item.width : next
      }
    }
    if !items.isEmpty { lines.append(start..<items.count) }
    return lines
  }

  @Test func separatorsSitMidwayWithTheSpacingOnBothSides() {
    for seed in PropertyTests.seeds {
      var generator = SplitMix64(seed: seed)
      let items = randomBoxes(
        count: Int.random(in: 0...40, using: &generator), using: &generator)
      let width = Double(Int.random(in: 0...400, using: &generator))
      let (spacing, lineSpacing) = (Double(seed % 7), Double(seed % 5))
      let separator = Size(
        width: Double(Int.random(in: 0...4, using: &generator)),
        height: Double(Int.random(in: 0...50, using: &generator)))
      let flow = FlowEngine(
        itemSpacing: spacing, lineSpacing: lineSpacing, itemAlignment: .start,
        itemSeparator: separator, lineSeparator: LineSeparator(thickness: 1))
      let result = flow.layout(items, proposal: ProposedSize(width: width, height: nil))
      #expect(
        result.lines
          == Self.referenceLines(
            items, available: width, spacing: spacing, separator: separator.width),
        "seed \(seed)")
      expectInvariants(
        result, itemCount: items.count, available: width,
        packedGap: 2 * spacing + separator.width)
      // One separator between each two neighbours, in reading order, `spacing` from each.
      let neighbours = result.lines.flatMap { line in zip(line, line.dropFirst()) }
      #expect(result.separators.count == neighbours.count, "seed \(seed)")
      for ((left, right), frame) in zip(neighbours, result.separators) {
        let (a, b) = (result.frames[left], result.frames[right])
        #expect(abs(frame.minX - a.maxX - spacing) < 1e-9, "seed \(seed)")
        #expect(abs(b.minX - frame.maxX - spacing) < 1e-9, "seed \(seed)")
        #expect(frame.size == separator && frame.minY == a.minY, "seed \(seed)")
      }
      // A line with a separator is at least as thick as it; a rule between each two lines,
      // `lineSpacing` from both, as wide as the container.
      #expect(result.lineSeparators.count == max(result.lines.count - 1, 0))
      for (index, rule) in result.lineSeparators.enumerated() {
        let above = result.lines[index].map { result.frames[$0].minY }.min()!
        let below = result.lines[index + 1].map { result.frames[$0].minY }.min()!
        let aboveThickness = result.lines[index].map { result.frames[$0].height }.max()!
        let thickness = max(
          aboveThickness, result.lines[index].count > 1 ? separator.height : 0)
        #expect(abs(rule.minY - (above + thickness + lineSpacing)) < 1e-9, "seed \(seed)")
        #expect(abs(below - rule.maxY - lineSpacing) < 1e-9, "seed \(seed)")
        #expect(rule.minX == 0 && rule.width == result.size.width && rule.height == 1)
      }
    }
  }

  /// Across a line, a separator sits as the items do: at the start, middle or end, stretched
  /// to the line's thickness, or centred for the baseline alignments.
  @Test(arguments: [
    (ItemAlignment.start, 0.0, 4.0), (.center, 13.0, 4.0), (.end, 26.0, 4.0), (.stretch, 0.0, 30.0),
    (.firstTextBaseline, 13.0, 4.0),
  ])
  func aSeparatorSitsAcrossItsLineAsItemsDo(alignment: ItemAlignment, y: Double, height: Double) {
    let flow = FlowEngine(
      itemSpacing: 2, itemAlignment: alignment, itemSeparator: Size(width: 1, height: 4))
    let result = flow.layout(
      [BoxItem(width: 10, height: 30), BoxItem(width: 10, height: 10)], proposal: .unspecified)
    #expect(result.separators == [Rect(x: 12, y: y, width: 1, height: height)])
  }

  /// Justified lines keep each separator midway between its neighbours; right to left and
  /// reverse wrapping move separators with the items, and placing into bounds moves them to the
  /// bounds' origin.
  @Test func separatorsFollowJustificationMirroringAndBounds() {
    let items = (0..<5).map { _ in BoxItem(width: 20, height: 10) }
    let flow = FlowEngine(
      itemSpacing: 3, lineSpacing: 2, justification: .spaceBetween, wrap: .reverse,
      layoutDirection: .rightToLeft, itemSeparator: Size(width: 2, height: 4),
      lineSeparator: LineSeparator(thickness: 2))
    let result = flow.layout(
      items, proposal: ProposedSize(width: 80, height: nil),
      bounds: Rect(x: 100, y: 50, width: 80, height: 40))
    #expect(result.lines == [0..<3, 3..<5])
    // Right to left: each separator is midway between the right edge of the item after it
    // and the left edge of the item before it.
    for (line, separators) in [(0..<3, 0..<2), (3..<5, 2..<3)] {
      for (offset, frame) in zip(line.dropLast(), result.separators[separators]) {
        let (before, after) = (result.frames[offset], result.frames[offset + 1])
        #expect(abs(frame.minX + frame.width / 2 - (after.maxX + before.minX) / 2) < 1e-9)
      }
    }
    // Reverse wrapping: the first line at the bottom, the rule between the two lines.
    #expect(result.frames[0].minY == 50 + 40 - 10)
    #expect(result.lineSeparators == [Rect(x: 100, y: 50 + 40 - 10 - 2 - 2, width: 80, height: 2)])
  }

  /// Laying out again into the same result replaces the separators, and a layout without
  /// separators leaves none.
  /// A separator thicker than the items keeps their lines that thick once items grow, on
  /// either path: the next line starts below it, not inside it, and the items stay centred in
  /// their lines.
  @Test func linesStayAsThickAsTheirSeparatorsWhenItemsGrow() {
    let items = (0..<4).map { _ in
      BoxItem(width: 20, height: 10, maxWidth: .infinity, grow: 1)
    }
    let flow = FlowEngine(
      itemSpacing: 0, lineSpacing: 0, itemSeparator: Size(width: 2, height: 16))
    let proposal = ProposedSize(width: 50, height: nil)
    for result in [
      flow.layout(items, proposal: proposal),
      flow.layout(items.lazy.map { $0 }, proposal: proposal),
    ] {
      #expect(result.lines == [0..<2, 2..<4])
      #expect(result.frames.map(\.width) == [24, 24, 24, 24])
      #expect(result.frames.map(\.minY) == [3, 3, 19, 19])
      #expect(result.size == Size(width: 50, height: 32))
    }
  }

  @Test func layingOutAgainReplacesTheSeparators() {
    let items = (0..<6).map { _ in BoxItem(width: 20, height: 10) }
    var separated = FlowEngine(itemSpacing: 2, itemSeparator: Size(width: 1, height: 1))
    separated.lineSeparator = LineSeparator(thickness: 1)
    var result = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
    separated.layout(items, proposal: ProposedSize(width: 50, height: nil), into: &result)
    #expect(result == separated.layout(items, proposal: ProposedSize(width: 50, height: nil)))
    #expect(result.separators.count == 3 && result.lineSeparators.count == 2)
    FlowEngine(itemSpacing: 2).layout(
      items, proposal: ProposedSize(width: 50, height: nil), into: &result)
    #expect(result.separators.isEmpty && result.lineSeparators.isEmpty)
  }

  /// Invalid separator sizes follow the input policy: NaN, negative and infinite lengths act as
  /// zero.
  @Test func invalidSeparatorSizesActAsZero() {
    let items = [BoxItem(width: 10, height: 10), BoxItem(width: 10, height: 10)]
    let flow = FlowEngine(
      itemSpacing: 1, itemSeparator: Size(width: .nan, height: -3),
      lineSeparator: LineSeparator(thickness: .infinity))
    let result = flow.layout(items, proposal: .unspecified)
    #expect(result.frames[1].minX == 12)
    #expect(result.separators == [Rect(x: 11, y: 5, width: 0, height: 0)])
  }
}
