import SeededRandom
import Testing

@testable import SwiftFlowLayout

/// What the SwiftUI flows do with keys, driven as their views drive it: the moves each key
/// makes, the position kept between keys, the identities focus goes to over an arrangement with
/// an overflow indicator, and in the lazy flows, the line brought into view and focus handed to
/// an element once its view appears.
@Suite struct KeyboardFocusTests {
  /// Arrows move where the eye expects in rows and columns, mirrored or not; Home and End go to
  /// the line's ends, or the flow's with Command or Control; page keys move by the lines in view.
  @Test func keysMakeTheMovesTheEyeExpects() {
    let rows = FlowEngine()
    var columns = FlowEngine()
    columns.axis = .vertical
    let moves = { (key: FlowKey, flow: FlowEngine, mirrored: Bool) in
      key.moves(in: flow, mirrored: mirrored, toEnds: false, linesPerPage: 3)
    }
    #expect(moves(.left, rows, false) == [.left] && moves(.left, rows, true) == [.right])
    #expect(moves(.up, rows, true) == [.up] && moves(.down, columns, true) == [.down])
    #expect(moves(.right, columns, true) == [.left])
    #expect(moves(.pageDown, rows, true) == [.down, .down, .down])
    #expect(moves(.pageUp, columns, false) == [.left, .left, .left])
    #expect(moves(.pageDown, columns, true) == [.left, .left, .left])
    #expect(moves(.home, rows, false) == [.lineStart] && moves(.end, columns, true) == [.lineEnd])
    #expect(
      FlowKey.home.moves(in: rows, mirrored: false, toEnds: true, linesPerPage: 1) == [.first])
    #expect(FlowKey.end.moves(in: rows, mirrored: true, toEnds: true, linesPerPage: 1) == [.last])
    #expect(
      FlowKey.pageDown.moves(in: rows, mirrored: false, toEnds: false, linesPerPage: 0) == [.down])
  }

  /// VoiceOver reads in the data's order by sort priorities higher for earlier elements; the
  /// visual order gives none, leaving the platform's.
  @Test func readingOrderPrioritiesFollowTheData() {
    let priorities = (0..<50).map {
      FlowReadingOrder.logical.sortPriority(ofElement: $0, count: 50)!
    }
    #expect(zip(priorities, priorities.dropFirst()).allSatisfy { $0 > $1 })
    #expect(priorities.last! > 0)
    #expect(FlowReadingOrder.visual.sortPriority(ofElement: 3, count: 50) == nil)
  }

  /// Rows of 40, 100, 40 / 150 / 80, 40, 60, 8 apart in 200 points: 0–40, 48–148, 156–196 /
  /// 0–150 / 0–80, 88–128, 136–196. Down from item 1 (centre 98) onto item 3, the only one of
  /// its line, then down again onto item 5 (88–128), which holds the column remembered from item
  /// 1, not onto item 4 (0–80), which holds item 3's centre (75); up, back to 3 and to 1.
  static let columnSizes = [40.0, 100, 40, 150, 80, 40, 60].map { Size(width: $0, height: 20) }
  static let columnFlow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
  static let columnKeys: [FlowKey] = [.down, .down, .up, .up]
  static let columnPath = [3, 5, 3, 1]

  /// Focus keeps its column from key to key until it moves some other way: after a tap on
  /// item 4 (centre 40), up goes onto item 3 and up again onto item 0 (0–40, nearest to 40),
  /// not onto item 1, which holds item 3's centre or the column remembered before the tap; a
  /// key with nowhere to go is left to the platform.
  @Test func focusKeepsItsColumnUntilItMovesSomeOtherWay() {
    let flow = Self.columnFlow
    let navigator = FlowNavigator(
      flow: flow,
      result: flow.layout(Self.columnSizes, proposal: ProposedSize(width: 200, height: nil)))
    var focus = KeyboardFocus<Int>()
    let key = { (key: FlowKey, index: Int) in
      focus.index(
        after: key, from: index, in: flow, mirrored: false, toEnds: false, linesPerPage: 1,
        move: navigator.focus(after:from:))
    }
    var index = 1
    var path: [Int] = []
    for flowKey in Self.columnKeys {
      index = key(flowKey, index) ?? index
      path.append(index)
    }
    #expect(path == Self.columnPath)
    #expect(key(.up, 4) == 3)
    #expect(key(.up, 3) == 0)
    #expect(key(.up, 0) == nil)
  }

  /// The lazy flows keep the column from key to key as well, on the same rows, every view
  /// created (and measured) at once.
  @Test func lazyFlowsKeepTheColumnBetweenKeys() {
    let sizes = Self.columnSizes
    let sized = SizedLazyFlowModel<Int>()
    sized.update(
      ids: Array(sizes.indices), sizes: sizes, flow: Self.columnFlow,
      proposal: ProposedSize(width: 200, height: nil))
    sized.scrolled(to: 0..<844)
    #expect(Self.path(of: sized) == Self.columnPath)
    let selfSizing = SelfSizingFlowModel(
      ids: Array(sizes.indices), flow: Self.columnFlow, length: 200, viewportLength: 844
    ) { sizes[$0] }
    _ = selfSizing.record(
      measured: selfSizing.createdElements().map { ($0.id, $0.index, sizes[$0.index]) })
    _ = selfSizing.commitMeasurements()
    #expect(Self.path(of: selfSizing) == Self.columnPath)
  }

  /// The elements `model` focuses on ``columnKeys`` from item 1, each at once.
  static func path<Model: LazyKeyboardModel>(of model: Model) -> [Int?] where Model.ID == Int {
    var index = 1
    return columnKeys.map { key in
      let target = model.focus(after: key, from: index, mirrored: false, toEnds: false).focusNow
      index = target ?? index
      return target
    }
  }

  /// Over an arrangement whose overflow indicator joined the last line, keys reach the views
  /// shown and the indicator after them, never a hidden view; focus on a hidden one moves from
  /// the indicator; identities not in the flow move nothing.
  @Test func anArrangementsIndicatorIsTheStopAfterTheLastViewShown() throws {
    let (chips, indicators) = FakeSubview.chipsAndIndicators()
    let flow = FlowEngine(itemSpacing: 0, lineSpacing: 0, maxLines: 2)
    let arrangement = FakeSubview.layOut(chips + indicators, flow: flow).arrangement
    let model = ArrangedFocus<String>()
    model.record(arrangement, flow: flow)
    let ids = (0..<10).map { "chip \($0)" }
    let key = { (key: FlowKey, id: String) in
      model.focus(
        after: key, from: id, ids: ids, overflowID: "more", mirrored: false, toEnds: false)
    }
    // Five chips show, three and two, and the indicator ends the second line.
    #expect(key(.right, "chip 4") == "more")
    #expect(key(.end, "chip 3") == "more")
    #expect(key(.right, "more") == nil)
    #expect(key(.left, "more") == "chip 4")
    #expect(key(.up, "more") == "chip 2")
    #expect(key(.down, "chip 1") == "chip 4")
    #expect(key(.left, "chip 8") == "chip 4")
    #expect(key(.down, "elsewhere") == nil)
    // Page keys move by the lines in view: one here, both when nothing says what is in view.
    model.visible = 0..<20
    #expect(key(.pageDown, "chip 0") == "chip 3")
    model.visible = nil
    // From the indicator (60–85), up a line onto the chip over its centre.
    #expect(key(.pageUp, "more") == "chip 2")
  }

  /// A sized lazy flow answers keys as a navigator over its whole layout does, page keys by
  /// the lines in view; a key that reaches an element not created asks the scroll view to bring
  /// its line into view and hands focus over when the element appears; one that reaches a
  /// created element focuses it at once.
  @Test func aSizedLazyFlowRevealsWhatAKeyReaches() throws {
    let model = SizedLazyFlowModel<Int>()
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    let sizes = (0..<5_000).map { Size(width: Double(40 + $0 * 37 % 61), height: 28) }
    let proposal = ProposedSize(width: 390, height: nil)
    model.update(ids: Array(sizes.indices), sizes: sizes, flow: flow, proposal: proposal)
    model.scrolled(to: 0..<844)
    let result = flow.layout(sizes, proposal: proposal)
    let whole = FlowNavigator(flow: flow, result: result)
    let lines = FlowLines(flow: flow, result: result)
    // Down within the window: focus now, no scroll.
    var expected = whole.focus(after: .down, from: FlowFocus(item: 2))
    let down = model.focus(after: .down, from: 2, mirrored: false, toEnds: false)
    #expect(down == KeyAnswer(handled: true, focusNow: expected.item))
    #expect(model.scrollRequest == nil)
    var revealed = 0
    // About 830 lines of about six, 24 in view: 25 pages stay short of the end.
    for _ in 0..<25 {
      let page = max(lines.slots(overlapping: model.visible).count, 1)
      for _ in 0..<page { expected = whole.focus(after: .down, from: expected) }
      let answer = model.focus(
        after: .pageDown, from: model.keyboard.last!.item, mirrored: false, toEnds: false)
      #expect(answer.handled)
      let target = try #require(answer.focusNow ?? model.keyboard.pending)
      #expect(target == expected.item)
      if answer.focusNow == nil {
        revealed += 1
        #expect(model.createdElements().contains { $0.id == target })
        #expect(model.focusAppeared(target))
        #expect(!model.focusAppeared(target))
      }
      // The target's line is wholly in view.
      let slot = try #require(lines.slot(containing: target))
      #expect(slot.start >= model.visible.lowerBound)
      #expect(slot.start + slot.length <= model.visible.upperBound)
    }
    #expect(revealed > 10)
    // Command-End reaches the last element, and Home its line's first.
    let end = model.focus(after: .end, from: expected.item, mirrored: false, toEnds: true)
    #expect(end.handled && model.keyboard.pending == 4_999)
    let home = model.focus(after: .home, from: 4_999, mirrored: false, toEnds: false)
    #expect(home.focusNow == result.lines.last!.lowerBound)
  }

  /// A self-sizing lazy flow answers keys as a navigator over a layout of its current sizes,
  /// measured and estimated, with page keys moving by the lines in view, and hands focus to an
  /// element once its line is measured and shown.
  @Test func aSelfSizingLazyFlowMovesOverItsCurrentSizes() throws {
    let model = SelfSizingScrollRequestTests.model(estimate: Size(width: 60, height: 28))
    SelfSizingScrollRequestTests.measureWindow(of: model, size: SelfSizingScrollRequestTests.tile)
    var current = 9
    // Focus moves by keys alone, so the column goes on from one key to the next.
    var expected = FlowFocus(item: current)
    var revealed = 0
    for key in [FlowKey.down, .down, .right, .pageDown, .pageDown, .up, .pageUp, .end, .home] {
      // What a navigator over a layout of the current sizes answers.
      let flow = model.flow
      let sizes = (0..<flow.count).map { flow.size(ofItem: $0) }
      let result = flow.flow.layout(sizes, proposal: flow.proposal)
      let navigator = FlowNavigator(flow: flow.flow, result: result)
      let page = FlowLines(flow: flow.flow, result: result).slots(overlapping: model.viewport)
        .count
      for move in key.moves(in: flow.flow, mirrored: false, toEnds: false, linesPerPage: page) {
        expected = navigator.focus(after: move, from: expected)
      }
      let answer = model.focus(after: key, from: current, mirrored: false, toEnds: false)
      let target = try #require(answer.focusNow ?? model.keyboard.pending)
      #expect(target == expected.item, "\(key) from \(current)")
      if answer.focusNow == nil {
        // Created, then measured and shown, before it takes focus.
        revealed += 1
        SelfSizingScrollRequestTests.measureWindow(
          of: model, size: SelfSizingScrollRequestTests.tile)
        #expect(model.createdElements().contains { $0.id == target && $0.isShown })
        #expect(model.focusAppeared(target))
      }
      current = target
    }
    #expect(revealed >= 2)
  }

  /// The keys a lazy flow under a 91-point navigation bar meets going up and down a screen at a
  /// time and a line at a time.
  static let keysPastTheBars: [FlowKey] =
    Array(repeating: .up, count: 8) + [.pageUp, .pageUp] + Array(repeating: .down, count: 30)
    + [.pageDown, .pageDown]

  /// Under a navigation bar, a key brings the line it reaches into the part of the view no bar
  /// covers, in a self-sizing flow (which reads its safe area, 91 points at the start and 34 at
  /// the end) and in a sized one (whose scroll view gives its safe area, 91 points and a tab
  /// bar's 83, through `lazyFlowScrollView()`): never a line hidden under a bar, or the home
  /// indicator, taken for one in view.
  @Test func keysRevealLinesBelowTheBars() throws {
    let tile = SelfSizingScrollRequestTests.tile
    let selfSizing = SelfSizingScrollRequestTests.model(
      estimate: tile, insets: ScrollInsets(start: 91, end: 34))
    SelfSizingScrollRequestTests.measureWindow(of: selfSizing, size: tile)
    var current = 1_000
    _ = selfSizing.scrollTarget(current)
    for key in Self.keysPastTheBars {
      // The scroll view goes where each request asks, and the lines there are measured.
      if let request = selfSizing.scrollRequest {
        selfSizing.scrolled(to: request.offset..<(request.offset + 844))
      }
      SelfSizingScrollRequestTests.measureWindow(of: selfSizing, size: tile)
      let answer = selfSizing.focus(after: key, from: current, mirrored: false, toEnds: false)
      current = try #require(answer.focusNow ?? selfSizing.keyboard.pending)
      if let request = selfSizing.scrollRequest {
        selfSizing.scrolled(to: request.offset..<(request.offset + 844))
      }
      let slot = selfSizing.flow.slot(containing: current)
      let line = try #require(slot)
      #expect(line.start >= selfSizing.viewport.lowerBound + 91, "\(key) to \(current)")
      #expect(line.start + line.length <= selfSizing.viewport.upperBound - 34, "\(key)")
    }

    let sized = SizedLazyFlowModel<Int>()
    let sizes = Array(repeating: tile, count: 2_000)
    let proposal = ProposedSize(width: 390, height: nil)
    sized.update(
      ids: Array(sizes.indices), sizes: sizes, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
      proposal: proposal)
    sized.insets = ScrollInsets(start: 91, end: 83)
    sized.scrolled(to: -91..<(844 - 91))
    let lines = FlowLines(
      flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
      result: FlowEngine(itemSpacing: 8, lineSpacing: 8).layout(sizes, proposal: proposal))
    current = 1_000
    sized.scrollTarget(current)
    for key in Self.keysPastTheBars {
      if let request = sized.scrollRequest {
        sized.scrolled(to: request.offset..<(request.offset + 844))
      }
      let answer = sized.focus(after: key, from: current, mirrored: false, toEnds: false)
      current = try #require(answer.focusNow ?? sized.keyboard.pending)
      if let request = sized.scrollRequest {
        sized.scrolled(to: request.offset..<(request.offset + 844))
      }
      let slot = lines.slot(containing: current)
      let line = try #require(slot)
      #expect(line.start >= sized.visible.lowerBound + 91, "\(key) to \(current)")
      #expect(line.start + line.length <= sized.visible.upperBound - 83, "\(key)")
    }
  }
}
