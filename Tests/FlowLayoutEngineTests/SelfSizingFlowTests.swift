import SeededRandom
import TestScale
import Testing

@testable import FlowLayoutEngine

/// A self-sizing flow, driven by seeded scroll sessions as a lazy flow drives it, reads exactly
/// what a layout of the current sizes gives, keeps its anchor in place, and ends as the layout
/// of the true sizes.
@Suite struct SelfSizingFlowTests {
  /// The items' estimates and true sizes as a client keeps them, by position; the flow's
  /// estimate closure reads the estimates as they are after each edit.
  final class Model: @unchecked Sendable {
    var estimates: [Size] { didSet { laidOut = nil } }
    var truth: [Size] { didSet { laidOut = nil } }
    /// The sizes the flow was given, by position, or `nil` where none was.
    var measured: [Size?] { didSet { laidOut = nil } }
    /// The items' settings, by position, for a flow made with settings; `nil` for a flow of
    /// sizes alone.
    var settings: [FlowItemSettings]? { didSet { laidOut = nil } }
    /// The last layout of the current sizes, kept until the model changes: a session checks
    /// every line read after each call, most of which change no size.
    private var laidOut: (flow: FlowEngine, proposal: ProposedSize, lines: FlowLines)?

    init(estimates: [Size], truth: [Size], settings: [FlowItemSettings]? = nil) {
      self.estimates = estimates
      self.truth = truth
      self.settings = settings
      measured = Array(repeating: nil, count: truth.count)
    }

    /// What each item is laid out at now: as measured, or its estimate.
    var current: [Size] { zip(measured, estimates).map { $0 ?? $1 } }

    /// A layout of the current sizes with the items' settings: ``lines(of:flow:proposal:)`` of
    /// ``current``, laid out again only after the model changes. O(n) then, O(1) otherwise.
    func currentLines(flow: FlowEngine, proposal: ProposedSize) -> FlowLines {
      if let laidOut, laidOut.flow == flow, laidOut.proposal == proposal { return laidOut.lines }
      let lines = lines(of: current, flow: flow, proposal: proposal)
      laidOut = (flow, proposal, lines)
      return lines
    }

    /// A layout of `sizes` with the items' settings, independently of the self-sizing flow's
    /// items: each a box that takes any length from its size up when it grows or has a basis.
    func lines(of sizes: [Size], flow: FlowEngine, proposal: ProposedSize) -> FlowLines {
      guard settings != nil else {
        return FlowLines(flow: flow, sizes: sizes, proposal: proposal)
      }
      return FlowLines(flow: flow, result: layout(of: sizes, flow: flow, proposal: proposal))
    }

    /// The layout of `sizes` with the items' settings that ``lines(of:flow:proposal:)`` cuts.
    func layout(of sizes: [Size], flow: FlowEngine, proposal: ProposedSize) -> FlowResult {
      guard let settings else { return flow.layout(sizes, proposal: proposal) }
      let boxes = zip(sizes, settings).map { size, settings in
        let flexible = settings.grow > 0 || settings.basis != nil
        return BoxItem(
          width: size.width, height: size.height, maxWidth: flexible ? .infinity : nil,
          maxHeight: flexible ? .infinity : nil, grow: settings.grow, basis: settings.basis,
          alignment: settings.alignment, breakBefore: settings.breakBefore,
          keepsWithNext: settings.keepsWithNext)
      }
      return flow.layout(boxes, proposal: proposal)
    }

    func apply(
      _ edit: FlowEdit<Size>, truth size: Size, settings new: FlowItemSettings = FlowItemSettings()
    ) {
      switch edit {
      case .insert(let estimate, let position):
        estimates.insert(estimate, at: position)
        truth.insert(size, at: position)
        measured.insert(nil, at: position)
        settings?.insert(new, at: position)
      case .remove(let position):
        estimates.remove(at: position)
        truth.remove(at: position)
        measured.remove(at: position)
        settings?.remove(at: position)
      case .replace(let position, let estimate):
        estimates[position] = estimate
        truth[position] = size
        measured[position] = nil
        settings?[position] = new
      case .move(let source, let destination):
        estimates.insert(estimates.remove(at: source), at: destination)
        truth.insert(truth.remove(at: source), at: destination)
        measured.insert(measured.remove(at: source), at: destination)
        if let moved = settings?.remove(at: source) { settings?.insert(moved, at: destination) }
      }
    }
  }

  /// A scroll view over a self-sizing flow: its viewport, and the model it shows.
  struct Session {
    var flow: SelfSizingFlow
    let model: Model
    var viewport: Range<Double>
    let height: Double

    init(flow: FlowEngine, model: Model, proposal: ProposedSize, height: Double) {
      self.model = model
      if model.settings != nil {
        self.flow = SelfSizingFlow(
          flow: flow, count: model.truth.count, proposal: proposal,
          estimate: { [model] in model.estimates[$0] },
          settings: { [model] in model.settings![$0] })
      } else {
        self.flow = SelfSizingFlow(
          flow: flow, count: model.truth.count, proposal: proposal
        ) { [model] in model.estimates[$0] }
      }
      self.height = height
      viewport = 0..<height
    }

    /// The first line in view: its first item and its start.
    mutating func anchor() -> (item: Int, start: Double)? {
      flow.slots(overlapping: viewport).first.map { ($0.items.lowerBound, $0.start) }
    }

    /// Checks that the line holding the anchor item kept its distance from the viewport's start.
    mutating func expectAnchorKept(
      _ anchor: (item: Int, start: Double)?, before: Range<Double>, newStart: Double,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      // The start keeps the anchor's line exactly as far from it, even where that is above
      // the content; the scroll view, as its owner clamps it, rests at zero there.
      viewport = Swift.max(newStart, 0)..<(Swift.max(newStart, 0) + height)
      guard let anchor, anchor.item < flow.count else { return }
      let start = flow.offset(ofItem: anchor.item)
      let wanted = anchor.start - before.lowerBound
      #expect(
        abs((start - newStart) - wanted) <= 1e-6, "\(flow.flow)", sourceLocation: sourceLocation)
    }

    /// Measures the items of the lines in view at their true sizes, as a lazy flow does when it
    /// creates their views, until every line in view is measured, and checks the anchor.
    mutating func measureInView(sourceLocation: SourceLocation = #_sourceLocation) {
      while true {
        let items = flow.slots(overlapping: viewport).flatMap { Array($0.items) }
        guard items.contains(where: { model.measured[$0] == nil }) else { return }
        let anchor = anchor()
        let before = viewport
        let sizes = items.map { (index: $0, size: model.truth[$0]) }
        for index in items { model.measured[index] = model.truth[index] }
        let start = flow.measure(sizes, viewport: viewport)
        guard expectEveryLineRead("measure", sourceLocation: sourceLocation) else { return }
        expectAnchorKept(anchor, before: before, newStart: start, sourceLocation: sourceLocation)
      }
    }

    /// Checks every line read so far against a layout of the current sizes.
    func expectEveryLineRead(
      _ call: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
      SelfSizingSessionTests.expectEveryLineRead(
        flow, model: model, "\(call) in \(flow.flow)", sourceLocation: sourceLocation)
    }

    /// Checks what is in view against a layout of the current sizes.
    mutating func expectExact(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
      let lines = model.currentLines(flow: flow.flow, proposal: flow.proposal)
      let expected = Array(lines.slots(overlapping: viewport))
      let slots = flow.slots(overlapping: viewport)
      guard expectEveryLineRead("slots", sourceLocation: sourceLocation) else { return false }
      #expect(slots == expected, "\(flow.flow) \(viewport)", sourceLocation: sourceLocation)
      guard slots == expected else { return false }
      for slot in slots {
        #expect(flow.frames(in: slot) == lines.frames(in: slot), sourceLocation: sourceLocation)
      }
      return true
    }
  }

  static func randomSize(using generator: inout SplitMix64) -> Size {
    // One in ten is empty (an element whose content has no view), which collapses where the
    // flow collapses empty items.
    if Int.random(in: 0..<10, using: &generator) == 0 { return .zero }
    return Size(
      width: Double(Int.random(in: 20...120, using: &generator)),
      height: Double(Int.random(in: 20...40, using: &generator)))
  }

  /// Random settings of an item: mostly none, some growth, a basis, an alignment of its own, a
  /// forced break or keeping with the next.
  static func randomSettings(using generator: inout SplitMix64) -> FlowItemSettings {
    FlowItemSettings(
      grow: Int.random(in: 0..<4, using: &generator) == 0
        ? Double(Int.random(in: 1...3, using: &generator)) : 0,
      basis: Int.random(in: 0..<10, using: &generator) == 0
        ? Double(Int.random(in: 10...90, using: &generator)) : nil,
      alignment: Int.random(in: 0..<5, using: &generator) == 0
        ? ItemAlignment.allCases.randomElement(using: &generator) : nil,
      breakBefore: Int.random(in: 0..<20, using: &generator) == 0,
      keepsWithNext: Int.random(in: 0..<4, using: &generator) == 0)
  }

  /// A random flow of every setting and line breaking, along either axis.
  static func randomFlow(using generator: inout SplitMix64) -> FlowEngine {
    var flow = LayoutIntoTests.randomFlow(using: &generator)
    if Bool.random(using: &generator) {
      // Half of them read lines on demand.
      flow = FlowEngine(
        axis: flow.axis, itemSpacing: flow.itemSpacing, lineSpacing: flow.lineSpacing,
        itemAlignment: flow.itemAlignment, maxItemsPerLine: flow.maxItemsPerLine,
        collapsesEmptyItems: Bool.random(using: &generator))
    }
    if flow.lineBreaking == .balanced, Bool.random(using: &generator) {
      flow.minLines = Int.random(in: 1...6, using: &generator)
    }
    return flow
  }

  /// 180 seeded sessions at the full scale, 18 at the quick one (the last third of items with
  /// settings of their own; every count, the empty flow to five windows, is drawn in each part)
  /// of scrolling down and
  /// up, jumps to items, edits and width changes: after every call, every line read so far
  /// matches a layout of the current sizes, the anchor stays in place, measuring again changes
  /// nothing, and once every item is measured the flow is the true layout.
  @Test(arguments: 0..<6)
  func scrollSessionsAreExactAndKeepTheAnchor(part: Int) {
    var generator = SplitMix64(seed: 470 + UInt64(part))
    var onDemand = 0
    let sessions = TestScale.count(quick: 3, full: 30)
    for _ in 0..<sessions {
      let engine = Self.randomFlow(using: &generator)
      // Up to two of the windows that lines are broken in on demand.
      let count = [0, 1, 40, 300, 1_500].randomElement(using: &generator)!
      // The last parts give their items settings of their own.
      let settings =
        part >= 4 ? (0..<count).map { _ in Self.randomSettings(using: &generator) } : nil
      let model = Model(
        estimates: (0..<count).map { _ in Size(width: 60, height: 28) },
        truth: (0..<count).map { _ in Self.randomSize(using: &generator) }, settings: settings)
      let length = Double(Int.random(in: 0...500, using: &generator))
      let proposal =
        engine.axis == .horizontal
        ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
      var session = Session(flow: engine, model: model, proposal: proposal, height: 300)
      if session.flow.breaksOnDemand { onDemand += 1 }
      for _ in 0..<12 {
        session.measureInView()
        guard session.expectExact() else { return }
        // Measuring the same sizes again changes nothing.
        let items = session.flow.slots(overlapping: session.viewport).flatMap { Array($0.items) }
        let again = session.flow.measure(
          items.map { (index: $0, size: model.truth[$0]) }, viewport: session.viewport)
        #expect(again == session.viewport.lowerBound)
        step(&session, using: &generator)
        guard session.expectExact() else { return }
      }
      // Scrolled through from the top, every item measured: the layout of the true sizes.
      session.viewport = 0..<session.height
      while true {
        session.measureInView()
        let end = session.flow.contentLength()
        guard session.viewport.lowerBound + session.height < end else { break }
        session.viewport = session.viewport.upperBound..<(session.viewport.upperBound + 300)
      }
      // Every item a line shows was measured (items past maxLines are never shown).
      let truth = session.model.lines(
        of: session.model.truth, flow: engine, proposal: session.flow.proposal)
      let shown = truth.slots.flatMap { Array($0.items) }
      #expect(shown.allSatisfy { session.model.measured[$0] != nil })
      #expect(shown.allSatisfy(session.flow.isMeasured))
      // Items past maxLines can still move the lines optimal breaking balances: measured too,
      // every item is at its true size.
      let hidden = (0..<session.flow.count).filter { session.model.measured[$0] == nil }
      _ = session.flow.measure(
        hidden.map { (index: $0, size: session.model.truth[$0]) }, viewport: session.viewport)
      for index in hidden { session.model.measured[index] = session.model.truth[index] }
      #expect(session.model.current == session.model.truth)
      #expect(session.flow.slots(overlapping: -1..<Double.infinity) == truth.slots)
      #expect(session.flow.contentLength() == engine.axis.cross(truth.result.size))

    }
    // About half of them break lines on demand.
    #expect(onDemand > sessions / 6)
  }

  /// One random step of a session: a scroll down or up, a jump to an item, an edit or a width
  /// change.
  func step(_ session: inout Session, using generator: inout SplitMix64) {
    let viewport = session.viewport
    switch Int.random(in: 0..<6, using: &generator) {
    case 0, 1:
      let start = viewport.lowerBound + Double(Int.random(in: 50...400, using: &generator))
      session.viewport = start..<(start + session.height)
    case 2:
      let start = Swift.max(
        viewport.lowerBound - Double(Int.random(in: 50...400, using: &generator)), 0)
      session.viewport = start..<(start + session.height)
    case 3:
      guard session.flow.count > 0 else { return }
      let item = Int.random(in: 0..<session.flow.count, using: &generator)
      let offset = session.flow.offset(ofItem: item)
      _ = session.expectEveryLineRead("offset")
      session.viewport = offset..<(offset + session.height)
      // The item's line is the first in view, where a line shows it and takes some room (a
      // slot of no length, all of whose items are empty, overlaps no range).
      let shown = session.model.lines(
        of: session.model.current, flow: session.flow.flow, proposal: session.flow.proposal
      ).slot(containing: item)
      if let shown, shown.length > 0 {
        #expect(
          session.flow.slots(overlapping: session.viewport).first?.items.contains(item) == true)
      }
    case 4:
      let anchor = session.anchor()
      let edit = Self.randomEdit(count: session.flow.count, using: &generator)
      session.model.apply(
        edit, truth: Self.randomSize(using: &generator),
        settings: Self.randomSettings(using: &generator))
      let start = session.flow.apply(edit, viewport: viewport)
      _ = session.expectEveryLineRead("apply")
      let followed = anchor.map { anchor in
        (edit.position(of: anchor.item) ?? anchor.item, anchor.start)
      }
      session.expectAnchorKept(followed, before: viewport, newStart: start)
    default:
      let anchor = session.anchor()
      let length = Double(Int.random(in: 0...500, using: &generator))
      let proposal =
        session.flow.flow.axis == .horizontal
        ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
      let start = session.flow.propose(proposal, viewport: viewport)
      _ = session.expectEveryLineRead("propose")
      session.expectAnchorKept(anchor, before: viewport, newStart: start)
    }
  }

  static func randomEdit(count: Int, using generator: inout SplitMix64) -> FlowEdit<Size> {
    let estimate = Size(width: 60, height: 28)
    guard count > 0 else { return .insert(estimate, at: 0) }
    let position = Int.random(in: 0..<count, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return .insert(estimate, at: Int.random(in: 0...count, using: &generator))
    case 1: return .remove(at: position)
    case 2: return .replace(at: position, with: estimate)
    default: return .move(from: position, to: Int.random(in: 0..<count, using: &generator))
    }
  }

  /// Sizes follow the input policy: NaN, infinite and negative lengths are zero, in estimates
  /// and in measurements, and measuring again with the same invalid size changes nothing.
  @Test(arguments: [Double.nan, .infinity, -.infinity, -5])
  func invalidSizesAreZero(_ invalid: Double) {
    let engine = FlowEngine(itemSpacing: 4, lineSpacing: 2)
    let proposal = ProposedSize(width: 100, height: nil)
    var flow = SelfSizingFlow(flow: engine, count: 6, proposal: proposal) { index in
      index == 1 ? Size(width: invalid, height: 30) : Size(width: 40, height: 20)
    }
    #expect(flow.size(ofItem: 1) == Size(width: 0, height: 30))
    let start = flow.measure([(index: 2, size: Size(width: 50, height: invalid))], viewport: 0..<50)
    #expect(start == 0)
    #expect(flow.size(ofItem: 2) == Size(width: 50, height: 0))
    #expect(flow.isMeasured(2))
    let sizes = [40, 0, 50, 40, 40, 40].enumerated().map { index, width in
      Size(width: Double(width), height: [20, 30, 0, 20, 20, 20][index])
    }
    let expected = FlowLines(flow: engine, sizes: sizes, proposal: proposal)
    #expect(flow.slots(overlapping: 0..<1_000) == expected.slots)
    #expect(flow.frames(in: expected.slots[0]) == expected.frames(in: expected.slots[0]))
    // The same invalid size again: nothing to change.
    let before = flow.slots(overlapping: 0..<1_000)
    _ = flow.measure([(index: 2, size: Size(width: 50, height: invalid))], viewport: 0..<50)
    #expect(flow.slots(overlapping: 0..<1_000) == before)
  }

  /// Lines past the furthest one read stay unbroken, for greedy flows read on demand: reading the
  /// first screen of a million estimates asks for the estimates of a few thousand items.
  @Test func linesPastTheFurthestReadStayUnbroken() {
    let asked = Counter()
    var flow = SelfSizingFlow(
      flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), count: 1_000_000,
      proposal: ProposedSize(width: 390, height: nil)
    ) { _ in
      asked.value += 1
      return Size(width: 60, height: 28)
    }
    let slots = flow.slots(overlapping: 0..<844)
    #expect(slots.count == 24)
    #expect(asked.value <= 2_048)
    // Five items a line, 36 points a line: the estimate of the rest is within a gap of the
    // layout of the estimates.
    #expect(abs(flow.contentLength() - (200_000 * 36 - 8)) <= 8)
    let offset = flow.offset(ofItem: 500_000)
    #expect(offset == 100_000 * 36)
    #expect(asked.value < 1_100_000)
  }

  final class Counter: @unchecked Sendable { var value = 0 }

  /// An index out of range is a precondition failure, not a corrupted flow.
  @Test func indicesOutOfRangeTrap() async {
    await #expect(processExitsWith: .failure) {
      var flow = SelfSizingFlow(
        flow: FlowEngine(), count: 3, proposal: ProposedSize(width: 100, height: nil)
      ) { _ in Size(width: 10, height: 10) }
      _ = flow.measure([(index: 3, size: Size(width: 1, height: 1))], viewport: 0..<10)
    }
  }

  /// A viewport that starts above the content, under a scroll view's top inset or in a pull past
  /// the top, stays where it is through measurements, edits and a new length: the first line is
  /// as far below its start as it was, not moved to the viewport's start.
  @Test(arguments: [-91.0, -150])
  func aViewportAboveTheContentStays(start: Double) {
    var flow = SelfSizingFlow(
      flow: FlowEngine(itemSpacing: 4, lineSpacing: 4), count: 500,
      proposal: ProposedSize(width: 200, height: nil)
    ) { _ in Size(width: 40, height: 20) }
    let viewport = start..<(start + 844)
    #expect(
      flow.measure([(index: 0, size: Size(width: 90, height: 50))], viewport: viewport) == start)
    #expect(flow.apply(.insert(Size(width: 30, height: 60), at: 0), viewport: viewport) == start)
    #expect(flow.propose(ProposedSize(width: 300, height: nil), viewport: viewport) == start)
  }

  /// An item inserted past the lines read comes with its own size, which is kept until the
  /// lines reach it, whatever the estimates say of its position.
  @Test func itemsInsertedPastTheLinesReadKeepTheirSize() {
    var flow = SelfSizingFlow(
      flow: FlowEngine(itemSpacing: 4, lineSpacing: 4), count: 5_000,
      proposal: ProposedSize(width: 200, height: nil)
    ) { _ in Size(width: 40, height: 20) }
    _ = flow.slots(overlapping: 0..<100)
    _ = flow.apply(.insert(Size(width: 30, height: 60), at: 4_000), viewport: 0..<100)
    #expect(!flow.isMeasured(4_000))
    #expect(flow.size(ofItem: 4_000) == Size(width: 30, height: 60))
    let slot = flow.slot(containing: 4_000)!
    #expect(flow.frames(in: slot).map(\.size).contains(Size(width: 30, height: 60)))
  }

  /// Sizes measured past the lines read, and edits among them, are kept with their items until
  /// the lines reach them.
  @Test func measurementsPastTheLinesReadFollowTheirItems() {
    let engine = FlowEngine(itemSpacing: 4, lineSpacing: 4)
    let proposal = ProposedSize(width: 200, height: nil)
    let model = Model(
      estimates: Array(repeating: Size(width: 40, height: 20), count: 5_000),
      truth: Array(repeating: Size(width: 40, height: 20), count: 5_000))
    var flow = SelfSizingFlow(flow: engine, count: 5_000, proposal: proposal) {
      model.estimates[$0]
    }
    _ = flow.slots(overlapping: 0..<100)
    // Far past the lines read: measured, then moved by edits before them.
    _ = flow.measure([(index: 4_000, size: Size(width: 150, height: 50))], viewport: 0..<100)
    #expect(flow.isMeasured(4_000))
    // An item a line taller than the others, inserted before it; two items removed at the top.
    let edits: [FlowEdit<Size>] = [
      .insert(Size(width: 30, height: 60), at: 3_000), .remove(at: 10), .remove(at: 20),
    ]
    for edit in edits {
      model.apply(edit, truth: Size(width: 30, height: 60))
      _ = flow.apply(edit, viewport: 0..<100)
    }
    model.measured[3_999] = Size(width: 150, height: 50)
    #expect(flow.isMeasured(3_999) && !flow.isMeasured(3_998) && !flow.isMeasured(4_000))
    #expect(flow.size(ofItem: 2_998) == Size(width: 30, height: 60))
    let expected = FlowLines(flow: engine, sizes: model.current, proposal: proposal)
    #expect(flow.slots(overlapping: -1..<Double.infinity) == expected.slots)
    #expect(flow.contentLength() == expected.result.size.height)
  }

  /// A balanced flow reads lines on demand while it has no width, where it breaks greedily, and
  /// is broken whole once a width makes every break depend on every item.
  @Test func aNewWidthCanMakeTheFlowBrokenWhole() {
    let engine = FlowEngine(itemSpacing: 8, lineSpacing: 8, lineBreaking: .balanced)
    let sizes = (0..<3_000).map { Size(width: Double(20 + $0 * 37 % 101), height: 28) }
    var flow = SelfSizingFlow(
      flow: engine, count: sizes.count, proposal: ProposedSize(width: nil, height: nil)
    ) { sizes[$0] }
    #expect(flow.breaksOnDemand)
    _ = flow.slots(overlapping: 0..<100)
    let start = flow.propose(ProposedSize(width: 390, height: nil), viewport: 0..<844)
    #expect(start == 0)
    #expect(!flow.breaksOnDemand)
    let expected = FlowLines(flow: engine, sizes: sizes, proposal: flow.proposal)
    #expect(flow.slots(overlapping: 0..<844) == Array(expected.slots(overlapping: 0..<844)))
    #expect(flow.contentLength() == expected.result.size.height)
  }
}
