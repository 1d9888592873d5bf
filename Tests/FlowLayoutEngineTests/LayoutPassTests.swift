import FlowLayoutEngine
import Testing

/// The pass's own rules: the container hugs its content like a stack, and takes a definite
/// proposed length only when something in it wants the space.
@Suite struct LayoutPassTests {
  static let items = [BoxItem(width: 30, height: 10), BoxItem(width: 30, height: 10)]
  static let proposal = ProposedSize(width: 100, height: 50)

  /// Lines packed at the start: as long as the longest line, as thick as the lines.
  @Test func theContainerHugsItsContent() {
    let result = FlowEngine(itemSpacing: 10).layout(Self.items, proposal: Self.proposal)
    #expect(result.size == Size(width: 70, height: 10))
  }

  /// Along the lines, a justification that spreads or an item that grows takes the whole
  /// proposed length; one that only moves lines (centre, end) does not.
  @Test(arguments: [
    (Justification.start, 70.0), (.center, 70), (.end, 70), (.spaceBetween, 100),
    (.spaceAround, 100), (.spaceEvenly, 100),
  ])
  func spreadingJustificationsTakeTheProposedLength(justification: Justification, width: Double) {
    let flow = FlowEngine(itemSpacing: 10, justification: justification)
    #expect(flow.layout(Self.items, proposal: Self.proposal).size.width == width)
    var last = FlowEngine(itemSpacing: 10, lastLineJustification: justification)
    last.justification = .start
    #expect(last.layout(Self.items, proposal: Self.proposal).size.width == width)
  }

  @Test func aGrowingItemTakesTheProposedLength() {
    let items = [BoxItem(width: 30, height: 10, maxWidth: .infinity, grow: 1)]
    let result = FlowEngine().layout(items, proposal: Self.proposal)
    #expect(result.size.width == 100)
  }

  /// Across the lines, line alignments that spread take the whole proposed thickness.
  @Test(arguments: [
    (LineAlignment.start, 10.0), (.center, 10), (.end, 10), (.spaceBetween, 50),
    (.spaceAround, 50), (.spaceEvenly, 50), (.stretch, 50),
  ])
  func spreadingLineAlignmentsTakeTheProposedThickness(alignment: LineAlignment, height: Double) {
    let flow = FlowEngine(itemSpacing: 10, lineAlignment: alignment)
    #expect(flow.layout(Self.items, proposal: Self.proposal).size.height == height)
  }

  /// Placed into bounds, frames are in the bounds' coordinates; invalid origins count as zero.
  @Test func framesAreInTheBoundsCoordinates() {
    let flow = FlowEngine(itemSpacing: 10)
    let placed = flow.layout(
      Self.items, proposal: Self.proposal, bounds: Rect(x: 5, y: -7, width: 100, height: 50))
    #expect(placed.frames.map(\.origin) == [Point(x: 5, y: -7), Point(x: 45, y: -7)])
    let invalid = flow.layout(
      Self.items, proposal: Self.proposal,
      bounds: Rect(x: .nan, y: .infinity, width: 100, height: 50))
    #expect(invalid.frames[0].origin == .zero)
  }
}
