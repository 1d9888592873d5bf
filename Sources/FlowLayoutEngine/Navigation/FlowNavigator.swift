/// Moves keyboard focus over one layout of a flow: arrow keys, Home and End as the eye expects
/// them across wrapped lines (see ``FlowMove``).
///
/// ```swift
/// let result = flow.layout(chips, proposal: ProposedSize(width: 320, height: nil))
/// let navigator = FlowNavigator(flow: flow, result: result)
/// var focus = FlowFocus(item: 3)
/// focus = navigator.focus(after: .down, from: focus)  // the chip below, on the next line
/// focus = navigator.focus(after: .down, from: focus)  // below again, keeping the column
/// ```
///
/// Items that ``FlowEngine/maxLines`` hides are never reached. ``IncrementalFlow`` and
/// ``SelfSizingFlow`` answer the same moves reading only the lines they cross.
public struct FlowNavigator: Sendable {
  /// The flow's settings.
  public let flow: FlowEngine
  private let result: FlowResult

  /// Prepares to move focus over `result`, a layout of `flow`.
  ///
  /// - Complexity: O(1).
  public init(flow: FlowEngine, result: FlowResult) {
    self.flow = flow
    self.result = result
  }

  /// Where focus goes from `focus` on `move`. Focus on an item past ``FlowEngine/maxLines``
  /// moves from the last item shown; `focus.item` must be one of the result's items.
  ///
  /// - Complexity: O(log *L* + *k*) for *L* lines and *k* items in the two lines read.
  public func focus(after move: FlowMove, from focus: FlowFocus) -> FlowFocus {
    var layout = self
    return layout.moving(move, from: focus)
  }

  /// The items focus is on after each of `moves` in turn, starting on the item at `item` with
  /// no position remembered.
  ///
  /// - Complexity: As ``focus(after:from:)``, for each move.
  public func items(after moves: [FlowMove], from item: Int) -> [Int] {
    var layout = self
    return layout.itemsMoving(moves, from: item)
  }
}

extension FlowNavigator: NavigableLayout {
  var count: Int { result.frames.count }

  func line(showing item: Int) -> Int? {
    let lines = result.lines
    let line = partitionPoint(in: lines.indices) { lines[$0].upperBound > item }
    return line < lines.count ? line : nil
  }

  func items(ofLine line: Int) -> Range<Int>? {
    result.lines.indices.contains(line) ? result.lines[line] : nil
  }

  func frames(ofLine line: Int) -> [Rect] { Array(result.frames[result.lines[line]]) }

  func lastShownItem() -> Int? {
    guard let last = result.lines.last, !last.isEmpty else { return nil }
    return last.upperBound - 1
  }
}
