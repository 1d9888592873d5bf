import Testing

@testable import SwiftFlowLayout

/// A lazy flow's lines, updated as its view is, always show what ``FlowLines`` cuts from a
/// fresh layout of the same sizes.
@Suite struct LazyFlowLinesTests {
  /// Every slot, in visual order, with its frames, and the line of every item.
  static func expectMatchesFreshLines(
    _ lines: LazyFlowLines, flow: FlowEngine, sizes: [Size], proposal: ProposedSize,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fresh = FlowLines(flow: flow, sizes: sizes, proposal: proposal)
    #expect(lines.lineCount == fresh.slots.count, sourceLocation: sourceLocation)
    guard lines.lineCount == fresh.slots.count else { return }
    for (position, slot) in fresh.slots.enumerated() {
      #expect(lines.slot(atVisualPosition: position) == slot, sourceLocation: sourceLocation)
      #expect(lines.frames(in: slot) == fresh.frames(in: slot), sourceLocation: sourceLocation)
    }
    for index in sizes.indices {
      let slot = fresh.slot(containing: index)
      #expect(
        lines.visualPosition(ofItem: index) == slot.flatMap(fresh.slots.firstIndex(of:)),
        sourceLocation: sourceLocation)
    }
  }

  /// A new width, as the rows' view gives it, lays the sizes out again without reading them:
  /// the lines are those of the sizes last given at the new width, and the next update of the
  /// sizes keeps it.
  @Test func aNewWidthLaysTheLastSizesOut() {
    let lines = LazyFlowLines()
    #expect(lines.proposal == nil)
    lines.propose(ProposedSize(width: 200, height: nil))
    #expect(lines.lineCount == 0)
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    var sizes = (0..<200).map { Size(width: Double(20 + $0 * 37 % 101), height: 28) }
    lines.update(flow: flow, sizes: sizes, proposal: ProposedSize(width: nil, height: nil))
    for width in [390.0, 120, 600] {
      let proposal = ProposedSize(width: width, height: nil)
      lines.propose(proposal)
      #expect(lines.proposal == proposal)
      Self.expectMatchesFreshLines(lines, flow: flow, sizes: sizes, proposal: proposal)
    }
    sizes[3].width = 90
    lines.update(flow: flow, sizes: sizes, proposal: lines.proposal!)
    Self.expectMatchesFreshLines(
      lines, flow: flow, sizes: sizes, proposal: ProposedSize(width: 600, height: nil))
  }

  /// Sizes that change, come and go, a width that changes, and settings that change, in turn.
  @Test func updatesShowWhatFreshLinesShow() {
    let lines = LazyFlowLines()
    // Tag-like sizes, spread by a multiplicative step so that the test needs no random numbers.
    var sizes: [Size] = (0..<300).map { (index: Int) -> Size in
      Size(width: Double(20 + index * 37 % 101), height: Double(20 + index % 21))
    }
    var flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    var proposal = ProposedSize(width: 390, height: nil)
    for round in 0..<24 {
      switch round % 4 {
      case 0: sizes[round * 53 % sizes.count].width += 30
      case 1:
        sizes.insert(Size(width: 44, height: 30), at: round * 71 % sizes.count)
        sizes.remove(at: round * 29 % sizes.count)
        sizes.remove(at: round * 13 % sizes.count)
      case 2:
        proposal =
          flow.axis == .horizontal
          ? ProposedSize(width: Double(100 + round * 97 % 700), height: nil)
          : ProposedSize(width: nil, height: Double(100 + round * 97 % 700))
      default:
        flow.wrap = round % 8 == 3 ? .reverse : .forward
        flow.justification = Justification.allCases[round % Justification.allCases.count]
        flow.axis = round % 12 == 7 ? .vertical : .horizontal
        flow.layoutDirection = round % 16 == 11 ? .rightToLeft : .leftToRight
        proposal =
          flow.axis == .horizontal
          ? ProposedSize(width: 390, height: nil) : ProposedSize(width: nil, height: 390)
      }
      lines.update(flow: flow, sizes: sizes, proposal: proposal)
      Self.expectMatchesFreshLines(lines, flow: flow, sizes: sizes, proposal: proposal)
    }
  }

  /// The elements of the rows the lazy stack created, keyed by identity: after a new width and
  /// an insertion at the start, the rows still created show the elements of their lines now,
  /// each with its own identity at its frame from the flow's start, and the elements created
  /// before and after keep their identities while they move.
  @Test func createdElementsAreKeyedByIdentityThroughReflows() {
    let lines = LazyFlowLines()
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    var sizes = (0..<500).map { Size(width: Double(20 + $0 * 37 % 101), height: 28) }
    var names = sizes.indices.map { "tag \($0)" }
    var proposal = ProposedSize(width: 390, height: nil)
    lines.update(flow: flow, sizes: sizes, proposal: proposal)
    #expect(lines.createdElements(of: names, id: \.self).isEmpty)
    for position in 10..<30 { #expect(lines.rowAppeared(at: position)) }
    #expect(!lines.rowAppeared(at: 12))
    /// Checks the created elements against a fresh layout, and returns them.
    func expectCreatedRows(_ rows: Range<Int>) -> [CreatedElement<String>] {
      let window = lines.createdElements(of: names, id: \.self)
      let fresh = FlowLines(flow: flow, sizes: sizes, proposal: proposal)
      let slots = fresh.slots[rows]
      #expect(window.map(\.index) == slots.flatMap { Array($0.items) })
      for element in window {
        #expect(element.id == names[element.index])
        let slot = slots.first { $0.items.contains(element.index) }!
        var frame = fresh.frames(in: slot)[element.index - slot.items.lowerBound]
        frame.origin.y += slot.start
        #expect(element.frame == frame)
      }
      return window
    }
    let before = expectCreatedRows(10..<30)
    proposal = ProposedSize(width: 600, height: nil)
    lines.propose(proposal)
    let wider = expectCreatedRows(10..<30)
    sizes.insert(Size(width: 300, height: 28), at: 0)
    names.insert("new", at: 0)
    lines.update(flow: flow, sizes: sizes, proposal: proposal)
    let inserted = expectCreatedRows(10..<30)
    // Elements in both windows keep their identities, at new places.
    for (old, new) in [(before, wider), (wider, inserted)] {
      let places = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0.frame) })
      let kept = new.filter { places[$0.id] != nil }
      #expect(kept.count > 20)
      #expect(kept.contains { places[$0.id] != $0.frame })
    }
    // Rows let go of, and rows past the lines, are left out.
    for position in 10..<29 { #expect(lines.rowDisappeared(at: position)) }
    #expect(!lines.rowDisappeared(at: 10))
    #expect(lines.rowAppeared(at: 10_000))
    _ = expectCreatedRows(29..<30)
  }
}
