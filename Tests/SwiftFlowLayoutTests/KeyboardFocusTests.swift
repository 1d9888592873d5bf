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

  /// Rows of 40, 100, 40 / 100, 40 / 150 (as the engine's worked example): down, down, up, up
  /// from the middle of the first line keeps its column; a tap elsewhere starts afresh; a key
  /// with nowhere to go is left to the platform.
  @Test func focusKeepsItsColumnUntilItMovesSomeOtherWay() {
    let sizes = [40.0, 100, 40, 100, 40, 150].map { Size(width: $0, height: 20) }
    let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    let navigator = FlowNavigator(
      flow: flow, result: flow.layout(sizes, proposal: ProposedSize(width: 200, height: nil)))
    var focus = KeyboardFocus<Int>()
    var index = 1
    var path: [Int] = []
    for key in [FlowKey.down, .down, .up, .up] {
      index =
        focus.index(
          after: key, from: index, in: flow, mirrored: false, toEnds: false, linesPerPage: 1,
          move: navigator.focus(after:from:)) ?? index
      path.append(index)
    }
    #expect(path == [3, 5, 3, 1])
    // From item 2 (centre 176), moved there by a tap: down lands on item 4 (108–148), the
    // nearest, not on item 3, where item 1's remembered column would lead.
    #expect(
      focus.index(
        after: .down, from: 2, in: flow, mirrored: false, toEnds: false, linesPerPage: 1,
        move: navigator.focus(after:from:)) == 4)
    #expect(
      focus.index(
        after: .up, from: 0, in: flow, mirrored: false, toEnds: false, linesPerPage: 1,
        move: navigator.focus(after:from:)) == nil)
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
    var revealed = 0
    for key in [FlowKey.down, .down, .right, .pageDown, .pageDown, .up, .pageUp, .end, .home] {
      // What a navigator over a layout of the current sizes answers, from the focus the model
      // remembers when it is still where the last key left it.
      let flow = model.flow
      let sizes = (0..<flow.count).map { flow.size(ofItem: $0) }
      let result = flow.flow.layout(sizes, proposal: flow.proposal)
      let navigator = FlowNavigator(flow: flow.flow, result: result)
      let page = FlowLines(flow: flow.flow, result: result).slots(overlapping: model.viewport)
        .count
      var expected =
        model.keyboard.last?.item == current ? model.keyboard.last! : FlowFocus(item: current)
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
}
