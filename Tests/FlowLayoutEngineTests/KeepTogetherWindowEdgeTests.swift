import Testing

@testable import FlowLayoutEngine

/// An edit breaks lines again in windows of 256 items, then 512, that double until the new lines
/// meet the old ones. A run of items kept together that starts the last line of a window and
/// goes on past its edge may start that line only because the window cuts it short: whole, it
/// may be too long to hold, and its first items then fill the line before. The incremental flow
/// must break both lines again with the next window, as a fresh layout breaks them.
@Suite struct KeepTogetherWindowEdgeTests {
  /// Boxes 10 wide fill lines of 100 ten at a time. An insertion at the front moves every line
  /// start, so breaking again goes on window after window: the first from item 0 to 256, the
  /// next from the start of the line before its last, 240, to 752. A run of 15 boxes kept
  /// together starts three boxes before each edge (247 and 743): cut at the edge, its nine boxes
  /// fit a line but not the rest of the line they follow, so in the window they start a line:
  ///
  ///     window:  … | 240 … 246 | 247 … 255 ⟩        whole:  … | 240 … 249 | 250 … 259 | …
  ///
  /// Whole, the run is 150 long, too long to hold, and its boxes fill lines one by one, every
  /// line ten boxes from the first.
  @Test func aRunStartingTheLastLineOfAWindowIsBrokenWhole() {
    let runs = [247..<262, 743..<758]
    let items = (0..<1_200).map { index in
      BoxItem(
        width: 10, height: 20,
        keepsWithNext: runs.contains { $0.lowerBound <= index && index + 1 < $0.upperBound })
    }
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 0)
    let proposal = ProposedSize(width: 100, height: nil)
    var incremental = IncrementalFlow(flow: flow, items: items.dropFirst(), proposal: proposal)
    incremental.apply(.insert(items[0], at: 0))
    let fresh = flow.layout(items, proposal: proposal)
    let lines = stride(from: 0, to: 1_200, by: 10).map { $0..<($0 + 10) }
    #expect(fresh.lines == lines)
    let result = incremental.result()
    #expect(result.lines == lines)
    if result.lines == lines { #expect(result == fresh) }
  }
}
