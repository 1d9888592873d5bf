import FlowLayoutEngine

/// Keyboard focus over the arrangement a flow of views (``HFlow``, ``VFlow``, ``FlowLayout``)
/// last placed its subviews by: the view records each arrangement and the range its scroll
/// view shows, and asks where a key moves focus; tests drive it as the view does.
///
/// The elements' identities are those of the ordinary subviews, in order: frame *i* of the
/// arrangement is the element `ids[i]`, and an overflow indicator, when one joined the last
/// line, is its last frame, focused as `overflowID`.
///
/// A class shared by the view and its layout, which records into it as it places the subviews;
/// SwiftUI places subviews and handles keys on the main thread, one at a time.
final class ArrangedFocus<ID: Hashable>: @unchecked Sendable {
  /// The flow's settings and the last arrangement's result.
  private(set) var flow: FlowEngine?
  private(set) var result: FlowResult?
  /// Whether the last arrangement shows an overflow indicator as its last frame.
  private(set) var showsIndicator = false
  /// The range across the lines that the enclosing scroll view shows, in the flow's
  /// coordinates; `nil` when unknown, and every line counts as in view.
  var visible: Range<Double>?
  private var keyboard = KeyboardFocus<ID>()

  /// Records the arrangement `flow` placed the subviews by.
  func record(_ arrangement: Arrangement, flow: FlowEngine) {
    self.flow = flow
    result = arrangement.result
    showsIndicator = arrangement.showsIndicator
  }

  /// The element focus goes to from `id` on `key`, or `nil` when it stays (the platform may
  /// then use the key); `id` not among `ids` or `overflowID` moves nothing.
  ///
  /// - Complexity: O(*n*) to find the element, plus O(log *L* + *k*) for each move.
  func focus(
    after key: FlowKey, from id: ID, ids: [ID], overflowID: ID?, mirrored: Bool, toEnds: Bool
  ) -> ID? {
    guard let flow, let result, !result.frames.isEmpty else { return nil }
    // With an indicator, the items it stands for have no frame: focus on one moves from it.
    let indicator = showsIndicator ? result.frames.count - 1 : nil
    guard var index = id == overflowID ? indicator : ids.firstIndex(of: id) else { return nil }
    if let indicator { index = Swift.min(index, indicator) }
    guard index < result.frames.count else { return nil }
    let navigator = FlowNavigator(flow: flow, result: result)
    let lines = visible.map { FlowLines(flow: flow, result: result).slots(overlapping: $0).count }
    let target = keyboard.index(
      after: key, from: index, in: flow, mirrored: mirrored, toEnds: toEnds,
      linesPerPage: KeyboardFocus<ID>.linesPerPage(lines ?? result.lines.count),
      move: navigator.focus(after:from:))
    guard let target else { return nil }
    if target == indicator { return overflowID }
    return target < ids.count ? ids[target] : nil
  }
}
