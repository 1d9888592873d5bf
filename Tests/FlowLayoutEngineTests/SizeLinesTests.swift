import Testing

@testable import FlowLayoutEngine

/// Sizing lines (step 3): packed at the start, as thick as their thickest item, placed after the
/// line before them, with an item longer than its line offered the line's length. Each case is
/// laid out through the general steps, which run step 3 (the streaming loop, which a public
/// layout of boxes takes, sizes its lines as it goes), and must agree with the public layout.
@Suite struct SizeLinesTests {
  /// `items` laid out through the general steps, after checking that the public layout agrees.
  func sizedLines<Item: FlowItem>(
    _ flow: FlowEngine, _ items: [Item], width: Double
  ) -> FlowResult {
    let proposal = ProposedSize(width: width, height: nil)
    let result = flow.referenceLayout(items, proposal: proposal)
    #expect(flow.layout(items, proposal: proposal) == result)
    return result
  }

  /// Items are packed from the start of their line, the line is as thick as its thickest item,
  /// and the next line starts after it and the line spacing.
  @Test func linesArePackedAndPlacedOneAfterAnother() {
    let items = [
      BoxItem(width: 30, height: 10), BoxItem(width: 30, height: 25),
      BoxItem(width: 30, height: 5),
    ]
    let flow = FlowEngine(itemSpacing: 4, lineSpacing: 6, itemAlignment: .start)
    let result = sizedLines(flow, items, width: 70)
    #expect(result.lines == [0..<2, 2..<3])
    #expect(result.frames.map(\.minX) == [0, 34, 0])
    #expect(result.frames.map(\.minY) == [0, 0, 31])  // 25 thick, then 6
    #expect(result.size == Size(width: 64, height: 36))
  }

  /// Without a line spacing, lines keep the larger of the preferences facing each other: the
  /// largest bottom preference of the line above and the largest top preference of the line
  /// below.
  @Test func linesKeepTheirFacingPreferences() {
    func box(top: Double, bottom: Double) -> BoxItem {
      BoxItem(
        width: 30, height: 10,
        spacing: SpacingPreferences(top: top, leading: 0, bottom: bottom, trailing: 0))
    }
    let items = [box(top: 0, bottom: 3), box(top: 0, bottom: 9), box(top: 5, bottom: 0)]
    let result = sizedLines(FlowEngine(itemSpacing: 0), items, width: 60)
    #expect(result.frames.map(\.minY) == [0, 0, 19])  // 10, then max(9, 5)
  }

  /// An item longer than its line is alone on it and offered the line's length: a text-like
  /// item takes it and wraps; a fixed one keeps its length and overflows the container.
  @Test func anItemLongerThanItsLineIsOfferedTheLinesLength() {
    // 130 wide on one line; offered 100, "40 40" and "40".
    let text = TextItem(wordWidths: [40, 40, 40], spaceWidth: 5, lineHeight: 10)
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 0)
    let wrapped = sizedLines(flow, [text], width: 100)
    #expect(wrapped.frames[0].size == Size(width: 85, height: 20))
    let fixed = sizedLines(
      flow, [BoxItem(width: 20, height: 10), BoxItem(width: 150, height: 10)], width: 100)
    #expect(fixed.lines == [0..<1, 1..<2])
    #expect(fixed.frames[1] == Rect(x: 0, y: 10, width: 150, height: 10))
  }
}
