/// The lines a lazy flow (`LazyHFlow`, `LazyVFlow`) shows, kept between updates of its view: an
/// ``IncrementalFlow`` of its elements' sizes, so that a changed, added or removed size costs an
/// edit, a new width breaks the lines again, and each line's frames are made only when its row
/// is created.
///
/// A class, so that rows created later read the lines the view last updated, and so that reading
/// them (which works out line positions on demand) does not count as a change of the view.
final class LazyFlowLines {
  private var layout: IncrementalFlow<Size>?

  init() {}

  /// Brings the lines to `sizes`, laid out with `flow` for `proposal`: by edits when only sizes
  /// or the proposal changed, anew when the settings did.
  ///
  /// - Complexity: O(*n*) comparisons for *n* sizes, plus the edits (see
  ///   ``IncrementalFlow/update(to:)``).
  func update(flow: FlowEngine, sizes: [Size], proposal: ProposedSize) {
    guard layout?.flow == flow else {
      layout = IncrementalFlow(flow: flow, items: sizes, proposal: proposal)
      return
    }
    layout?.propose(proposal)
    layout?.update(to: sizes)
  }

  /// Lays the sizes out for `proposal`, a new length along the lines, without reading them
  /// again.
  ///
  /// - Complexity: As ``IncrementalFlow/propose(_:)``; nothing before the first update.
  func propose(_ proposal: ProposedSize) {
    layout?.propose(proposal)
  }

  /// The proposal the sizes are laid out for; `nil` before the first update.
  var proposal: ProposedSize? { layout?.proposal }

  /// How many lines the sizes fill.
  var lineCount: Int { layout?.lineCount ?? 0 }

  /// The slot of the line at `position` in visual order.
  func slot(atVisualPosition position: Int) -> FlowLineSlot {
    guard let line = layout?.line(atVisualPosition: position), let slot = layout?.slot(ofLine: line)
    else { preconditionFailure("Line position out of range") }
    return slot
  }

  /// The frames of the items of `slot`, measured from its start.
  func frames(in slot: FlowLineSlot) -> [Rect] { layout?.frames(in: slot) ?? [] }

  /// The position in visual order of the line that shows the item at `index`, or `nil`.
  func visualPosition(ofItem index: Int) -> Int? {
    guard let line = layout?.line(containing: index) else { return nil }
    // Reversing the visual order is its own inverse.
    return layout?.line(atVisualPosition: line)
  }
}
