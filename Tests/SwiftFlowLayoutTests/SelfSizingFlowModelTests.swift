import SeededRandom
import SwiftFlowLayout
import TestScale
import Testing

/// A lazy flow of views measured as they appear, driven by a simulated scroll view in the order
/// SwiftUI drives it: every line in view is where a layout of the current sizes puts it, every
/// view in view ends measured at the size HFlow gives it, the first line in view keeps its place
/// on screen, and a scroll target lands on its element.
@Suite struct SelfSizingFlowModelTests {
  /// A scroll view over a lazy flow of elements whose views have the true sizes `truth`.
  final class SimulatedScrollView {
    let model: SelfSizingFlowModel<Int>
    var ids: [Int]
    var truth: [Int: Size]
    var offset = 0.0
    let height: Double
    var flow: FlowEngine
    var length: Double

    init(count: Int, flow: FlowEngine, length: Double, height: Double, seed: UInt64) {
      var generator = SplitMix64(seed: seed)
      ids = Array(0..<count)
      // Widths 20 to 120, heights 20 to 40.
      truth = Dictionary(
        uniqueKeysWithValues: ids.map { id in
          let width = Double(Int.random(in: 20...120, using: &generator))
          let height = Double(Int.random(in: 20...40, using: &generator))
          return (id, Size(width: width, height: height))
        })
      self.flow = flow
      self.length = length
      self.height = height
      model = SelfSizingFlowModel(
        ids: ids, flow: flow, length: length, viewportLength: height
      ) { _ in Size(width: 60, height: 28) }
    }

    /// Where the line of the element at `index` starts, read from a copy of the model's flow.
    func lineStart(ofItem index: Int) -> Double {
      var flow = model.flow
      return flow.offset(ofItem: index)
    }

    /// The slots of the lines in view, without the margin, read from a copy of the model's flow.
    func visibleSlots() -> [FlowLineSlot] {
      var flow = model.flow
      return flow.slots(overlapping: offset..<(offset + height))
    }

    /// The view of the element at `index`: a fixed box of its true size.
    func subview(at index: Int) -> FakeSubview {
      let size = truth[ids[index]]!
      return FakeSubview(width: size.width, height: size.height)
    }

    /// One pass: the scroll view reports where it is, the lines in view are created and laid
    /// out, their views measured; when that changed the flow, the scroll view moves where the
    /// model asks.
    ///
    /// - Returns: Whether the pass changed anything.
    @discardableResult
    func pass() -> Bool {
      model.scrolled(to: offset..<(offset + height))
      // The body is built from one state: the elements created and their frames.
      let window = model.createdElements()
      let basis = model.measurementBasis(of: window)
      // Then the window's views are laid out, and measured, as the window's layout does.
      let groups = WindowSubviews(roles: window.indices.map { .element($0) }, count: window.count)
      let sizes = groups.sizes(
        of: window.map { subview(at: $0.index) }, flow: model.flow.flow,
        proposal: model.flow.proposal)
      // After the pass, the measurements are handed over and committed in one change.
      var changed = false
      if basis.needsHandover(sizes) {
        changed =
          model.record(measured: zip(window, sizes).map { ($0.id, $0.index, $1) })
          && model.commitMeasurements()
      }
      // Each new request scrolls the view, once.
      if let request = model.scrollRequest, request.serial != lastSerial {
        lastSerial = request.serial
        offset = request.offset
        changed = true
      }
      return changed
    }

    /// The serial of the last request the view carried out.
    var lastSerial = 0

    /// Scrolls where a new request asks, as the view does after the body that made it.
    func carryOutRequest() {
      guard let request = model.scrollRequest, request.serial != lastSerial else { return }
      lastSerial = request.serial
      offset = request.offset
    }

    /// Passes until nothing changes, checking after each that the first line in view kept its
    /// place on screen.
    func settle(keepingAnchor: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
      for _ in 0..<50 {
        model.scrolled(to: offset..<(offset + height))
        let anchor = visibleSlots().first
        let before = offset
        guard pass() else { return }
        if keepingAnchor, let anchor, offset > 0 {
          let start = lineStart(ofItem: anchor.items.lowerBound)
          #expect(
            abs((start - offset) - (anchor.start - before)) <= 1e-6, sourceLocation: sourceLocation)
        }
      }
      Issue.record("The flow did not settle", sourceLocation: sourceLocation)
    }

    /// Checks the lines created, in view and in the margin around it, against a layout of the
    /// current sizes with a forced break before each held line, and that their views were
    /// measured at the size HFlow gives them.
    func expectExact(sourceLocation: SourceLocation = #_sourceLocation) {
      var lazy = model.flow
      let sizes = (0..<lazy.count).map { lazy.size(ofItem: $0) }
      let held = Set(lazy.heldLineStarts)
      let boxes = sizes.indices.map { index in
        BoxItem(
          width: sizes[index].width, height: sizes[index].height,
          breakBefore: held.contains(index))
      }
      let lines = FlowLines(flow: flow, result: flow.layout(boxes, proposal: lazy.proposal))
      let viewport = offset..<(offset + height)
      let created = (viewport.lowerBound - height / 2)..<(viewport.upperBound + height / 2)
      #expect(model.createdRange == created, sourceLocation: sourceLocation)
      let slots = model.slotsInView()
      #expect(slots == Array(lines.slots(overlapping: created)), sourceLocation: sourceLocation)
      // The created elements are the slots' elements, keyed by identity, at their frames moved
      // by their line's start.
      let window = model.createdElements()
      #expect(
        window.map(\.index) == slots.flatMap { Array($0.items) }, sourceLocation: sourceLocation)
      for element in window {
        #expect(element.id == ids[element.index], sourceLocation: sourceLocation)
        #expect(element.isShown, sourceLocation: sourceLocation)
        let slot = slots.first { $0.items.contains(element.index) }!
        var frame = lines.frames(in: slot)[element.index - slot.items.lowerBound]
        if flow.axis == .horizontal {
          frame.origin.y += slot.start
        } else {
          frame.origin.x += slot.start
        }
        #expect(element.frame == frame, sourceLocation: sourceLocation)
      }
      for slot in slots {
        #expect(
          Array(SelfSizingFlowModel<Int>.elements(of: slot, in: ids)) == Array(ids[slot.items]),
          sourceLocation: sourceLocation)
        #expect(model.isMeasured(slot), sourceLocation: sourceLocation)
        #expect(model.frames(in: slot) == lines.frames(in: slot), sourceLocation: sourceLocation)
        for index in slot.items {
          #expect(lazy.isMeasured(index), sourceLocation: sourceLocation)
          let alone = flow.layout([subview(at: index).box], proposal: lazy.proposal).frames[0]
          #expect(sizes[index] == alone.size, sourceLocation: sourceLocation)
        }
      }
      _ = lazy.contentLength()
    }
  }

  static let flows = [
    FlowEngine(itemSpacing: 8, lineSpacing: 8),
    FlowEngine(axis: .vertical, itemSpacing: 4, lineSpacing: 6, itemAlignment: .start),
    FlowEngine(itemSpacing: 8, lineSpacing: 8, justification: .center, lineBreaking: .balanced),
    FlowEngine(lineSpacing: 2, layoutDirection: .rightToLeft, maxItemsPerLine: 3),
  ]

  /// Scrolling down and up a screen at a time, jumping to elements, adding and removing
  /// elements and changing the width (five rounds of each at the full scale, one at the quick
  /// one): each pass keeps the anchor, and each settled screen is exact and measured.
  @Test(arguments: flows)
  func scrollingKeepsTheAnchorAndIsExact(flow: FlowEngine) {
    let view = SimulatedScrollView(count: 3_000, flow: flow, length: 390, height: 844, seed: 5)
    view.settle()
    view.expectExact()
    for step in 0..<TestScale.count(quick: 6, full: 30) {
      switch step % 6 {
      case 0, 1, 2: view.offset += 700
      case 3: view.offset = max(view.offset - 1_500, 0)
      case 4:
        // Remove two elements in view and add one, as a data source would.
        let first = view.visibleSlots().first?.items.lowerBound ?? 0
        view.ids.remove(at: min(first + 3, view.ids.count - 1))
        view.ids.remove(at: min(first + 1, view.ids.count - 1))
        let new = 10_000 + step
        view.truth[new] = Size(width: 90, height: 30)
        view.ids.insert(new, at: min(first + 2, view.ids.count))
        view.model.scrolled(to: view.offset..<(view.offset + 844))
        let anchor = view.visibleSlots().first
        let before = view.offset
        view.model.update(ids: view.ids, flow: flow, length: view.length, viewportLength: 844)
        view.carryOutRequest()
        if let anchor, view.offset > 0, anchor.items.lowerBound < first + 1 {
          let start = view.lineStart(ofItem: anchor.items.lowerBound)
          #expect(abs((start - view.offset) - (anchor.start - before)) <= 1e-6)
        }
      default:
        view.length = view.length == 390 ? 600 : 390
        view.model.update(ids: view.ids, flow: flow, length: view.length, viewportLength: 844)
        view.carryOutRequest()
      }
      view.settle()
      view.expectExact()
    }
  }

  /// The targets a flow jumps to: far below, near the top, the middle and the last screen at
  /// the full scale; at the quick one, two of them, the flows taking them in turn so that each
  /// target is tried.
  static func targets(for flow: FlowEngine) -> [Int] {
    let all = [4_321, 17, 2_500, 4_999]
    guard TestScale.current == .quick else { return all }
    let turn = flows.firstIndex(of: flow) ?? 0
    return [all[turn % all.count], all[(turn + 1) % all.count]]
  }

  /// A scroll target lands on its element: its line is the first in view once measured, which
  /// moves the first line in view when measuring moves the element to another line; in the
  /// last screen, where the scroll view cannot bring it to the top, the view rests at the
  /// content's end with the element in view.
  @Test(arguments: flows)
  func aScrollTargetLandsOnItsElement(flow: FlowEngine) throws {
    let view = SimulatedScrollView(count: 5_000, flow: flow, length: 390, height: 844, seed: 9)
    view.settle()
    for target in Self.targets(for: flow) {
      view.offset = try #require(view.model.scrollTarget(target))
      view.settle(keepingAnchor: false)
      view.expectExact()
      let slots = view.visibleSlots()
      let first = try #require(slots.first)
      if target == 4_999 {
        #expect(view.offset == view.model.contentLength() - 844)
        #expect(slots.contains { $0.items.contains(target) })
      } else {
        #expect(first.items.contains(target))
      }
    }
    #expect(view.model.scrollTarget(-1) == nil)
  }

  /// Measuring again at the same sizes changes nothing: a settled screen's next pass is idle,
  /// and a scroll within the same lines needs no update of the view, while one that brings
  /// other lines into view does.
  @Test func aSettledScreenIsIdle() {
    let view = SimulatedScrollView(
      count: 200, flow: FlowEngine(itemSpacing: 8), length: 390, height: 844, seed: 3)
    view.settle()
    #expect(!view.pass())
    let first = view.model.slotsInView()[0]
    let within = view.offset + min(first.length, 1) / 2
    #expect(!view.model.scrolled(to: within..<(within + 844)))
    #expect(view.model.scrolled(to: 2_000..<2_844))
  }

  /// A change of more than 256 elements lays the elements out anew rather than editing each:
  /// the elements that stay keep their measured sizes, the first line in view keeps its place,
  /// and what is in view is exact.
  @Test func aLargeChangeKeepsTheMeasuredSizesOfTheElementsThatStay() {
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    let view = SimulatedScrollView(count: 3_000, flow: flow, length: 390, height: 844, seed: 11)
    view.offset = 5_000
    view.settle()
    let measured = view.ids.indices.filter { view.model.flow.isMeasured($0) }
    let anchor = view.visibleSlots()[0]
    let anchorID = view.ids[anchor.items.lowerBound]
    let before = view.offset
    // 400 new elements at the top, and the last 300 removed.
    let new = (0..<400).map { 20_000 + $0 }
    for id in new { view.truth[id] = Size(width: 50, height: 30) }
    view.ids = new + view.ids.dropLast(300)
    view.model.update(ids: view.ids, flow: flow, length: 390, viewportLength: 844)
    #expect(view.model.flow.count == 3_100)
    for index in measured where index < 2_700 {
      #expect(view.model.flow.isMeasured(index + 400))
    }
    #expect(!view.model.flow.isMeasured(0))
    view.carryOutRequest()
    let start = view.lineStart(ofItem: anchor.items.lowerBound + 400)
    #expect(view.ids[anchor.items.lowerBound + 400] == anchorID)
    #expect(abs((start - view.offset) - (anchor.start - before)) <= 1e-6)
    view.settle()
    view.expectExact()
  }

  /// The created elements are keyed by identity through the reflows that move elements to other
  /// lines: measurements, an insertion above and a new width. Each element created before and
  /// after keeps its identity at its new position and frame, and some of them change lines.
  @Test(arguments: flows)
  func createdElementsKeepTheirIdentityThroughReflows(flow: FlowEngine) {
    let view = SimulatedScrollView(count: 3_000, flow: flow, length: 390, height: 844, seed: 13)
    var window = view.model.createdElements()
    /// Checks the elements created now against `window`, those created before a reflow that
    /// moved each element from position `i` to `shift(i)`: each element created in both keeps
    /// its identity at its new position, and some of them moved on the content.
    func expectKeptIdentity(
      shift: (Int) -> Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let now = view.model.createdElements()
      let before = Dictionary(uniqueKeysWithValues: window.map { ($0.id, $0) })
      var changedPlace = 0
      var both = 0
      for element in now {
        #expect(element.id == view.ids[element.index], sourceLocation: sourceLocation)
        guard let old = before[element.id] else { continue }
        both += 1
        #expect(element.index == shift(old.index), sourceLocation: sourceLocation)
        if element.frame != old.frame { changedPlace += 1 }
      }
      #expect(both > 20 && changedPlace > 0, sourceLocation: sourceLocation)
      window = now
    }
    // Measurements: the first screen, laid out at the estimate, measured.
    view.settle()
    expectKeptIdentity(shift: { $0 })
    view.expectExact()
    // An insertion above the view, in the margin.
    view.offset = 4_000
    view.settle()
    window = view.model.createdElements()
    let first = view.visibleSlots()[0].items.lowerBound
    view.truth[10_000] = Size(width: 70, height: 24)
    view.ids.insert(10_000, at: first - 2)
    view.model.update(ids: view.ids, flow: flow, length: 390, viewportLength: 844)
    view.carryOutRequest()
    view.model.scrolled(to: view.offset..<(view.offset + 844))
    expectKeptIdentity(shift: { $0 >= first - 2 ? $0 + 1 : $0 })
    view.settle()
    // A new width.
    window = view.model.createdElements()
    view.length = 600
    view.model.update(ids: view.ids, flow: flow, length: 600, viewportLength: 844)
    view.carryOutRequest()
    view.model.scrolled(to: view.offset..<(view.offset + 844))
    expectKeptIdentity(shift: { $0 })
    view.settle()
    view.expectExact()
  }

  /// A view wider than the line is measured at the line's length, as HFlow proposes it.
  @Test func aWideViewIsMeasuredAtTheLinesLength() {
    let model = SelfSizingFlowModel(
      ids: [0, 1], flow: FlowEngine(), length: 100, viewportLength: 500
    ) { _ in Size(width: 10, height: 10) }
    let text = FakeSubview(BoxItem(width: 300, height: 20, minWidth: 0))
    let slot = model.slotsInView()[0]
    #expect(model.measure(line: slot, subviews: [text, FakeSubview(width: 10, height: 10)]))
    #expect(model.commitMeasurements())
    #expect(model.flow.size(ofItem: 0) == Size(width: 100, height: 20))
  }

  /// An element whose content has no view (an `if` that is false) measures nothing and takes no
  /// room and no spacing, as in HFlow, where it gives no subview: the elements on either side
  /// are one spacing apart, not two.
  @Test func anElementWithNoViewTakesNoSpacing() {
    let model = SelfSizingFlowModel(
      ids: Array(0..<5), flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), length: 100,
      viewportLength: 500
    ) { _ in Size(width: 40, height: 20) }
    // A chip, an element without a view, then three chips: two to a line.
    let window = model.createdElements()
    let groups = WindowSubviews(
      roles: window.indices.filter { $0 != 1 }.map { .element($0) }, count: window.count)
    let subviews = Array(repeating: FakeSubview(width: 40, height: 20), count: 4)
    let sizes = groups.sizes(of: subviews, flow: model.flow.flow, proposal: model.flow.proposal)
    #expect(sizes[1] == .zero)
    #expect(model.record(measured: zip(window, sizes).map { ($0.id, $0.index, $1) }))
    #expect(model.commitMeasurements())
    let frames = model.createdElements().map(\.frame)
    #expect(frames[2].origin == Point(x: 48, y: 0))
    #expect(frames[3].origin == Point(x: 0, y: 28))
    var flow = model.flow
    #expect(flow.contentLength() == 48)
  }
}
