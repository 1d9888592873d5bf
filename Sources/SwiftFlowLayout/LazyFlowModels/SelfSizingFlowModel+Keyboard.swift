import FlowLayoutEngine

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension SelfSizingFlowModel: LazyKeyboardModel {
  /// Where focus goes from the element `id` on `key`, by the engine's moves over the current sizes
  /// (``SelfSizingFlow/focus(after:from:)``), breaking lines only as far as they reach. Page keys
  /// move by the lines in the part of the view no bar covers, and the element's line is scrolled
  /// there when it is not; when its view is not created yet, focus moves once it appears.
  ///
  /// - Parameters:
  ///   - mirrored: Whether the flow is shown mirrored, as SwiftUI shows it right to left.
  ///   - toEnds: Whether Home and End go to the ends of the flow rather than of the line.
  /// - Complexity: O(*n*) to find the element, plus reading the lines each move crosses.
  func focus(after key: FlowKey, from id: ID, mirrored: Bool, toEnds: Bool) -> KeyAnswer<ID> {
    guard let index = ids.firstIndex(of: id) else { return .ignored }
    let insets = restingInsets
    let shown = KeyboardFocus<ID>.unobscured(viewport, insets: insets)
    let page = KeyboardFocus<ID>.linesPerPage(flow.slots(overlapping: shown).count)
    let target = keyboard.index(
      after: key, from: index, in: flow.flow, mirrored: mirrored, toEnds: toEnds,
      linesPerPage: page
    ) { self.flow.focus(after: $0, from: $1) }
    let created = Set(createdElements().filter(\.isShown).map(\.id))
    return keyboard.answer(
      movingTo: target, id: { self.ids[$0] }, isCreated: created.contains,
      reveal: { target in
        guard let slot = flow.slot(containing: target),
          let start = KeyboardFocus<ID>.revealStart(of: slot, in: viewport, insets: insets)
        else { return }
        self.target = nil
        moveViewport(to: start, reason: .target)
      })
  }

  /// Whether the view of `id`, which just appeared, takes the focus a key moved to it before it
  /// was created.
  func focusAppeared(_ id: ID) -> Bool { keyboard.appeared(id) }
}
