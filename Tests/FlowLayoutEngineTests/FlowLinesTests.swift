import SeededRandom
import TestScale
import Testing

@testable import FlowLayoutEngine

/// The lines of a flow, cut into slots that tile it, give back the layout's own frames, and are
/// found by binary searches as a linear scan finds them.
@Suite struct FlowLinesTests {
  @Test func slotsTileTheFlowAndKeepTheLayoutsFrames() {
    var generator = SplitMix64(seed: 31)
    for round in 0..<TestScale.count(quick: 250, full: 1_000) {
      var flow = StreamLinesTests.randomFlow(using: &generator)
      flow.lineBreaking = LineBreaking.allCases.randomElement(using: &generator)!
      let sizes = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
        Size(
          width: Double(Int.random(in: 0...120, using: &generator)),
          height: Double(Int.random(in: 1...40, using: &generator)))
      }
      let main = Double(Int.random(in: 0...400, using: &generator))
      let proposal =
        flow.axis == .horizontal
        ? ProposedSize(width: main, height: nil) : ProposedSize(width: nil, height: main)
      let lines = FlowLines(flow: flow, sizes: sizes, proposal: proposal)
      let result = flow.layout(
        sizes.map { BoxItem(width: $0.width, height: $0.height) }, proposal: proposal)
      #expect(lines.result == result, "round \(round)")
      #expect(lines.slots.map(\.line).sorted() == Array(result.lines.indices), "round \(round)")
      for (slot, next) in zip(lines.slots, lines.slots.dropFirst()) {
        #expect(slot.start + slot.length == next.start, "round \(round)")
      }
      let axis = flow.axis
      for slot in lines.slots {
        #expect(slot.items == result.lines[slot.line])
        for (index, frame) in zip(slot.items, lines.frames(in: slot)) {
          var placed = frame
          axis.setCrossStart(axis.crossStart(frame) + slot.start, of: &placed)
          #expect(placed == result.frames[index], "round \(round)")
          #expect(axis.crossStart(frame) >= 0, "round \(round)")
          #expect(axis.crossStart(frame) + axis.cross(frame.size) <= slot.length + 1e-9)
        }
      }
      // Any range across the lines finds the slots that overlap it, as a scan does.
      let extent = axis.cross(result.size)
      for _ in 0..<5 {
        let low = Double.random(in: -10...(extent + 10), using: &generator)
        let range = low..<(low + Double.random(in: 0...100, using: &generator))
        #expect(
          Array(lines.slots(overlapping: range))
            == lines.slots.filter {
              $0.start + $0.length > range.lowerBound && $0.start < range.upperBound
            },
          "round \(round)")
      }
      for index in 0..<sizes.count {
        #expect(lines.slot(containing: index) == lines.slots.first { $0.items.contains(index) })
      }
    }
  }

  /// With reverse wrapping the first line is at the bottom: slots are in visual order.
  @Test func slotsAreInVisualOrder() {
    let sizes = (0..<5).map { _ in Size(width: 30, height: 10) }
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 5, wrap: .reverse)
    let lines = FlowLines(flow: flow, sizes: sizes, proposal: ProposedSize(width: 60, height: nil))
    #expect(lines.slots.map(\.line) == [2, 1, 0])
    #expect(lines.slots.map(\.start) == [0, 15, 30])
    #expect(lines.slots.map(\.length) == [15, 15, 10])
    #expect(lines.slot(containing: 4)?.line == 2)
  }
}
