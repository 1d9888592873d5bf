import SeededRandom
import TestScale
import Testing

@testable import FlowLayoutEngine

/// An incremental flow must always give exactly what a fresh layout of its items gives, whatever
/// the edits, the settings and the order in which it is read.
@Suite struct IncrementalFlowTests {
  /// A random edit of `items`: an insertion, removal, replacement or move; new items grow
  /// only when `growing`.
  static func randomEdit(
    of items: [BoxItem], growing: Bool, using generator: inout SplitMix64
  ) -> FlowEdit<BoxItem> {
    var fresh =
      StreamLinesTests.randomItems(using: &generator).first ?? BoxItem(width: 30, height: 20)
    if !growing { fresh.grow = 0 }
    guard !items.isEmpty else { return .insert(fresh, at: 0) }
    let position = Int.random(in: 0..<items.count, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return .insert(fresh, at: Int.random(in: 0...items.count, using: &generator))
    case 1: return .remove(at: position)
    case 2: return .replace(at: position, with: fresh)
    default: return .move(from: position, to: Int.random(in: 0..<items.count, using: &generator))
    }
  }

  /// A proposal of a random whole length up to 400 along `axis`, and none across.
  static func randomProposal(along axis: FlowAxis, using generator: inout SplitMix64)
    -> ProposedSize
  {
    let length = Double(Int.random(in: 0...400, using: &generator))
    return axis == .horizontal
      ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
  }

  /// A random flow whose lines an incremental flow keeps per chunk: greedy, without the settings
  /// that tie lines together.
  static func randomLocalFlow(using generator: inout SplitMix64) -> FlowEngine {
    var flow = LayoutIntoTests.randomFlow(using: &generator)
    flow.lineBreaking = .greedy
    flow.maxLines = nil
    flow.itemSeparator = nil
    flow.lineSeparator = nil
    return flow
  }

  /// Checks every way of reading `flow` against a fresh layout of `items`.
  static func expectMatchesFreshLayout(
    _ flow: inout IncrementalFlow<BoxItem>, items: [BoxItem], using generator: inout SplitMix64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let fresh = flow.flow.layout(items, proposal: flow.proposal)
    // A box of NaN width is not equal to itself, so unequal boxes are compared by description
    // (describing every box, each time, took half of these tests' time).
    #expect(
      flow.items.elementsEqual(items) { $0 == $1 || "\($0)" == "\($1)" },
      sourceLocation: sourceLocation)
    #expect(flow.lineCount == fresh.lines.count, sourceLocation: sourceLocation)
    guard flow.lineCount == fresh.lines.count else { return false }
    // Read a few lines first, before the size, so that offsets are brought up to date in parts.
    if !fresh.lines.isEmpty {
      let first = Int.random(in: 0..<fresh.lines.count, using: &generator)
      let last = Int.random(in: first..<fresh.lines.count, using: &generator)
      let expected = Array(
        fresh.frames[fresh.lines[first].lowerBound..<fresh.lines[last].upperBound])
      #expect(flow.frames(inLines: first..<(last + 1)) == expected, sourceLocation: sourceLocation)
      let position = Int.random(in: fresh.lines[first], using: &generator)
      #expect(flow.line(containing: position) == first, sourceLocation: sourceLocation)
      #expect(flow.range(ofLine: last) == fresh.lines[last], sourceLocation: sourceLocation)
    }
    let slots = FlowLines(flow: flow.flow, result: fresh)
    if !slots.slots.isEmpty {
      let position = Int.random(in: 0..<slots.slots.count, using: &generator)
      let slot = slots.slots[position]
      #expect(flow.line(atVisualPosition: position) == slot.line, sourceLocation: sourceLocation)
      #expect(flow.slot(ofLine: slot.line) == slot, sourceLocation: sourceLocation)
      #expect(flow.frames(in: slot) == slots.frames(in: slot), sourceLocation: sourceLocation)
      let start = slot.start - Double(Int.random(in: 0...50, using: &generator))
      let range = start..<(start + Double(Int.random(in: 0...300, using: &generator)))
      #expect(
        flow.slots(overlapping: range) == Array(slots.slots(overlapping: range)),
        sourceLocation: sourceLocation)
      let item = Int.random(in: 0..<items.count, using: &generator)
      #expect(
        flow.slot(containing: item) == slots.slot(containing: item), sourceLocation: sourceLocation)
    }
    let result = flow.result()
    #expect(result == fresh, "\(flow.flow) \(flow.proposal)", sourceLocation: sourceLocation)
    #expect(flow.size() == fresh.size, sourceLocation: sourceLocation)
    return result == fresh
  }

  /// Random flows of every setting (300 at the full scale, 40 at the quick one), each edited 30
  /// times by random insertions, removals, replacements and moves, alone or in batches, read in
  /// random order after some edits: each read equals a fresh layout of the edited items.
  @Test(arguments: [false, true])
  func editsGiveWhatAFreshLayoutGives(linesKeptLocally: Bool) {
    var generator = SplitMix64(seed: linesKeptLocally ? 31 : 32)
    var keptLines = 0
    let flows = TestScale.count(quick: 40, full: 300)
    for _ in 0..<flows {
      let flow =
        linesKeptLocally
        ? Self.randomLocalFlow(using: &generator) : LayoutIntoTests.randomFlow(using: &generator)
      var items = (0..<Int.random(in: 1...3, using: &generator)).flatMap { _ in
        StreamLinesTests.randomItems(using: &generator)
      }
      if linesKeptLocally { for index in items.indices { items[index].grow = 0 } }
      var incremental = IncrementalFlow(
        flow: flow, items: items, proposal: Self.randomProposal(along: flow.axis, using: &generator)
      )
      for _ in 0..<30 {
        var edits: [FlowEdit<BoxItem>] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
          let edit = Self.randomEdit(of: items, growing: !linesKeptLocally, using: &generator)
          items.apply(edit)
          edits.append(edit)
        }
        incremental.apply(edits)
        if incremental.keepsLines { keptLines += 1 }
        if incremental.lineCount > 0, Bool.random(using: &generator) {
          // A read of some lines, which brings offsets up to date in part, between edits.
          let line = Int.random(in: 0..<incremental.lineCount, using: &generator)
          _ = incremental.frames(inLines: line..<(line + 1))
        }
        guard Int.random(in: 0..<3, using: &generator) == 0 else { continue }
        guard Self.expectMatchesFreshLayout(&incremental, items: items, using: &generator) else {
          return
        }
      }
      guard Self.expectMatchesFreshLayout(&incremental, items: items, using: &generator) else {
        return
      }
    }
    // Local flows keep their lines after more than eight edits in nine; random ones after
    // fewer than one in nine, and sometimes.
    let edits = flows * 30
    #expect(linesKeptLocally ? keptLines * 9 > edits * 8 : keptLines > 0 && keptLines * 9 < edits)
  }

  /// Flows in several chunks, a third of whose items are empty and collapse, some forcing a
  /// break, edited 30 times: lines are still kept per chunk, some chunks start right after an
  /// item that collapsed, and the result is what a fresh layout gives.
  @Test func collapsingItemsAtChunkStartsGiveWhatAFreshLayoutGives() {
    var generator = SplitMix64(seed: 5)
    var chunksAfterCollapsedItems = 0
    for _ in 0..<TestScale.count(quick: 6, full: 30) {
      let flow = FlowEngine(itemSpacing: 4, lineSpacing: 3, collapsesEmptyItems: true)
      var items = (0..<3_000).map { _ in
        let empty = Int.random(in: 0..<3, using: &generator) == 0
        return BoxItem(
          width: empty ? 0 : Double(Int.random(in: 10...90, using: &generator)), height: 20,
          breakBefore: Int.random(in: 0..<5, using: &generator) == 0)
      }
      var incremental = IncrementalFlow(
        flow: flow, items: items, proposal: ProposedSize(width: 300, height: nil))
      for _ in 0..<30 {
        let edit = Self.randomEdit(of: items, growing: false, using: &generator)
        items.apply(edit)
        incremental.apply(edit)
        #expect(incremental.keepsLines)
        if Bool.random(using: &generator) {
          let line = Int.random(in: 0..<incremental.lineCount, using: &generator)
          _ = incremental.frames(inLines: line..<(line + 1))
        }
      }
      let starts = incremental.chunks.dropLast().reduce(into: [Int]()) {
        $0.append(($0.last ?? 0) + $1.items.count)
      }
      chunksAfterCollapsedItems += starts.count { items[$0 - 1].width == 0 }
      let fresh = flow.layout(items, proposal: incremental.proposal)
      #expect(incremental.result() == fresh)
      guard incremental.result() == fresh else { return }
    }
    #expect(chunksAfterCollapsedItems > 0)
  }

  /// Offsets brought up to date in part, then an edit above the lines read that keeps its
  /// line's thickness: the lines after the ones read still move by the first edit. (Once, an
  /// offset worked out again in the part read was taken for one kept from before both edits,
  /// and the later lines kept offsets one line too near.)
  @Test func anEditAfterAPartialReadMovesTheLinesPastIt() {
    let engine = FlowEngine(itemSpacing: 0, lineSpacing: 0)
    let proposal = ProposedSize(width: 200, height: nil)
    // Ten lines of four items 20 thick.
    var items = Array(repeating: Size(width: 50, height: 20), count: 40)
    var flow = IncrementalFlow(flow: engine, items: items, proposal: proposal)
    _ = flow.result()
    // The first line 30 thick: every later line moves 10 down.
    let edits: [FlowEdit<Size>] = [
      .replace(at: 0, with: Size(width: 50, height: 30)),
      .replace(at: 5, with: Size(width: 50, height: 10)),
    ]
    items.apply(edits[0])
    flow.apply(edits[0])
    // The first three lines read: their offsets are up to date, the later ones not.
    _ = flow.frames(inLines: 0..<3)
    // An item of the second line thinner than the line: its thickness is kept.
    items.apply(edits[1])
    flow.apply(edits[1])
    let fresh = engine.layout(items, proposal: proposal)
    #expect(flow.frames(inLines: 3..<4) == Array(fresh.frames[12..<16]))
    #expect(flow.result() == fresh)
  }

  /// 300 random flows of every setting, each given 10 new arrays of its items with a few or many
  /// changed, inserted or removed, or none: each update gives what a fresh layout gives.
  /// A move in a flow laid out whole (here balanced) lays it out once, after the item is in its
  /// new place, not also between taking it out and putting it back: each item is asked for its
  /// size once.
  @Test func aMoveLaysOutAWholeFlowOnce() {
    let items = (0..<6).map { CountingItem(BoxItem(width: 30 + Double($0), height: 10)) }
    var flow = IncrementalFlow(
      flow: FlowEngine(itemSpacing: 4, lineBreaking: .balanced), items: items,
      proposal: ProposedSize(width: 100, height: nil))
    let before = items.map(\.proposals.count)
    flow.apply(.move(from: 0, to: 4))
    #expect(zip(items, before).allSatisfy { $0.proposals.count == $1 + 1 })
  }

  /// How many items a replacement of the item at `position` asks for their sizes, in an
  /// incremental flow of 6,000 equal tags in many chunks, where `position` is found from the
  /// number of items in the chunks before each chunk.
  static func itemsMeasured(replacingAt position: ([Int]) -> Int) -> Int {
    let items = (0..<6_000).map { _ in CountingItem(BoxItem(width: 40, height: 10)) }
    var flow = IncrementalFlow(
      flow: FlowEngine(itemSpacing: 4), items: items,
      proposal: ProposedSize(width: 200, height: nil))
    #expect(flow.chunks.count > 3)
    let chunkStarts = flow.chunks.reduce(into: [0]) { $0.append($0.last! + $1.items.count) }
    let before = items.reduce(0) { $0 + $1.proposals.count }
    flow.apply(
      .replace(at: position(chunkStarts), with: CountingItem(BoxItem(width: 40, height: 10))))
    return items.reduce(0) { $0 + $1.proposals.count } - before
  }

  /// An edit in the first line of a chunk far into the flow breaks lines again from the
  /// previous chunk's last line, not from the start: the items measured are those of one window
  /// of 256, not of every chunk before.
  @Test func anEditInAChunksFirstLineBreaksFewLinesAgain() {
    let measured = Self.itemsMeasured { $0[3] + 2 }
    #expect(measured > 0)
    #expect(measured <= 256)
  }

  /// An edit in the last line of a chunk, whose lines go on into the next chunk, stops breaking
  /// lines again where a new line agrees with an old one there: the items measured are a few
  /// windows', not the rest of the flow's.
  @Test func anEditInAChunksLastLineStopsInTheNextChunk() {
    let measured = Self.itemsMeasured { $0[2] - 1 }
    #expect(measured > 0)
    #expect(measured <= 1_024)
  }

  /// Random flows of every setting (300 at the full scale, 40 at the quick one), each updated
  /// ten times to items edited in batches of up to 40: each read equals a fresh layout.
  @Test func updatesGiveWhatAFreshLayoutGives() {
    var generator = SplitMix64(seed: 37)
    for _ in 0..<TestScale.count(quick: 40, full: 300) {
      let flow = LayoutIntoTests.randomFlow(using: &generator)
      var items = (0..<Int.random(in: 1...8, using: &generator)).flatMap { _ in
        StreamLinesTests.randomItems(using: &generator)
      }
      var incremental = IncrementalFlow(
        flow: flow, items: items, proposal: Self.randomProposal(along: flow.axis, using: &generator)
      )
      for _ in 0..<10 {
        for _ in 0..<[0, 1, 2, 5, 40].randomElement(using: &generator)! {
          items.apply(Self.randomEdit(of: items, growing: true, using: &generator))
        }
        incremental.update(to: items)
        guard Self.expectMatchesFreshLayout(&incremental, items: items, using: &generator) else {
          return
        }
      }
    }
  }

  /// A flow of 6,000 tags, many chunks, edited 300 times at random positions, at the start and
  /// end, and around chunk boundaries: each read equals a fresh layout.
  @Test func editsAcrossChunksGiveWhatAFreshLayoutGives() {
    var generator = SplitMix64(seed: 33)
    let flow = FlowEngine(itemSpacing: 6, lineSpacing: 4.5, justification: .center)
    var items = randomBoxes(count: 6_000, using: &generator, integers: false)
    var incremental = IncrementalFlow(
      flow: flow, items: items, proposal: ProposedSize(width: 333.3, height: nil))
    #expect(incremental.chunks.count > 5)
    for round in 0..<300 {
      let position = [0, items.count / 2, items.count - 1, 1_024 * (round % 6) + round % 3 - 1]
        .randomElement(using: &generator)!
      let clamped = Swift.min(Swift.max(position, 0), items.count - 1)
      let fresh = BoxItem(
        width: Double.random(in: 0...200, using: &generator), height: 20,
        breakBefore: round % 17 == 0)
      let edit: FlowEdit<BoxItem> =
        switch round % 3 {
        case 0: .insert(fresh, at: clamped)
        case 1: .remove(at: clamped)
        default: .replace(at: clamped, with: fresh)
        }
      items.apply(edit)
      incremental.apply(edit)
      if round % 25 == 24 {
        guard Self.expectMatchesFreshLayout(&incremental, items: items, using: &generator) else {
          return
        }
      }
    }
    #expect(incremental.keepsLines)
    #expect(incremental.chunks.allSatisfy { $0.items.count <= ReflowChunk<BoxItem>.splitSize })
  }

  /// Before boxes of one width, an insertion moves an item from every line to the next, through
  /// every chunk to the end, and a removal moves them back; so do edits that make lines of
  /// several chunks' length.
  @Test func editsThatMoveEveryLaterLineGiveWhatAFreshLayoutGives() {
    var generator = SplitMix64(seed: 36)
    var items = Array(repeating: BoxItem(width: 50, height: 20), count: 9_000)
    var incremental = IncrementalFlow(
      flow: FlowEngine(itemSpacing: 5, lineSpacing: 5), items: items,
      proposal: ProposedSize(width: 500, height: nil))
    let edits: [FlowEdit<BoxItem>] = [
      .insert(BoxItem(width: 50, height: 20), at: 0),
      .insert(BoxItem(width: 50, height: 30), at: 4_500),
      .remove(at: 0),
      .replace(at: 3, with: BoxItem(width: 0, height: 20, breakBefore: true)),
      .remove(at: 9_000),
      .replace(at: 2_000, with: BoxItem(width: 499, height: 20)),
    ]
    for edit in edits {
      items.apply(edit)
      incremental.apply(edit)
      #expect(Self.expectMatchesFreshLayout(&incremental, items: items, using: &generator))
    }
    // Lines as long as several chunks: one line for all items.
    incremental.propose(ProposedSize(width: .infinity, height: nil))
    incremental.apply(.insert(BoxItem(width: 1, height: 1), at: 7_000))
    items.insert(BoxItem(width: 1, height: 1), at: 7_000)
    #expect(Self.expectMatchesFreshLayout(&incremental, items: items, using: &generator))
    #expect(incremental.chunks.count == 1)
  }

  /// A new width breaks every line again, as a fresh layout does.
  @Test func aNewProposalGivesWhatAFreshLayoutGives() {
    var generator = SplitMix64(seed: 34)
    let items = randomBoxes(count: 3_000, using: &generator)
    var incremental = IncrementalFlow(
      flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), items: items,
      proposal: ProposedSize(width: 400, height: nil))
    for width in [120.0, 0, 1_000, .infinity] {
      incremental.propose(ProposedSize(width: width, height: nil))
      #expect(Self.expectMatchesFreshLayout(&incremental, items: items, using: &generator))
    }
  }

  /// Emptying a flow and filling it again, one item at a time.
  @Test func emptyingAndRefilling() {
    var generator = SplitMix64(seed: 35)
    let items = randomBoxes(count: 40, using: &generator)
    var incremental = IncrementalFlow(
      flow: FlowEngine(itemSpacing: 4), items: items,
      proposal: ProposedSize(width: 200, height: nil))
    for _ in items { incremental.apply(.remove(at: 0)) }
    #expect(incremental.count == 0)
    #expect(incremental.lineCount == 0)
    #expect(incremental.size() == .zero)
    #expect(incremental.result() == FlowEngine(itemSpacing: 4).layout([BoxItem](), proposal: .zero))
    for (position, item) in items.enumerated() { incremental.apply(.insert(item, at: position)) }
    #expect(Self.expectMatchesFreshLayout(&incremental, items: items, using: &generator))
  }
}

extension Array where Element: FlowItem {
  /// Applies `edit` as an incremental flow does to its items.
  mutating func apply(_ edit: FlowEdit<Element>) {
    switch edit {
    case .insert(let item, let position): insert(item, at: position)
    case .remove(let position): remove(at: position)
    case .replace(let position, let item): self[position] = item
    case .move(let source, let destination): insert(remove(at: source), at: destination)
    }
  }
}
