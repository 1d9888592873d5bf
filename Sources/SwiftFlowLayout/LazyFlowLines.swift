/// The lines a lazy flow (`LazyHFlow`, `LazyVFlow`) shows, kept between updates of its view: an
/// ``IncrementalFlow`` of its elements' sizes, so that a changed, added or removed size costs an
/// edit, a new width breaks the lines again, and each line's frames are made only when its row
/// is created.
///
/// The lazy stack creates an empty row for each line it brings into view, and says so
/// (``rowAppeared(at:)``, ``rowDisappeared(at:)``); the views of the elements of those lines,
/// ``createdElements(of:id:)``, are placed over the rows by one layout and keyed by identity, so
/// that an element keeps its view whichever line a reflow moves it to.
///
/// A class, so that rows created later read the lines the view last updated, and so that reading
/// them (which works out line positions on demand) does not count as a change of the view.
final class LazyFlowLines {
  private var layout: IncrementalFlow<Size>?
  /// The visual positions of the lines whose rows the lazy stack created.
  private(set) var createdRows: Set<Int> = []

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

  /// Records that the lazy stack created the row of the line at visual `position`.
  ///
  /// - Returns: Whether that is news, so that the view must show the line's elements.
  func rowAppeared(at position: Int) -> Bool {
    createdRows.insert(position).inserted
  }

  /// Records that the lazy stack let go of the row of the line at visual `position`.
  ///
  /// - Returns: Whether that is news, so that the view must let go of the line's elements.
  func rowDisappeared(at position: Int) -> Bool {
    createdRows.remove(position) != nil
  }

  /// The elements of the lines whose rows are created, in visual order, each at its frame from
  /// the start of the flow and identified by its `id` among `data`, the elements the sizes
  /// were given for. Rows of positions past the lines, which an update took away, are left
  /// out until the stack lets go of them.
  ///
  /// - Complexity: O(*r* log *r* + *k*) for *r* rows created and *k* elements in their lines,
  ///   plus the lines' frames; only those elements of a random-access `data` are read.
  func createdElements<Data: RandomAccessCollection, ID: Hashable>(
    of data: Data, id: KeyPath<Data.Element, ID>
  ) -> [CreatedElement<ID>] {
    guard let axis = layout?.flow.axis else { return [] }
    let slots = createdRows.filter { $0 < lineCount }.sorted().map(slot(atVisualPosition:))
    return CreatedElement.window(
      of: slots, axis: axis, frames: frames(in:), isShown: { _ in true },
      id: { data[data.index(data.startIndex, offsetBy: $0)][keyPath: id] })
  }

  /// The position in visual order of the line that shows the item at `index`, or `nil`.
  func visualPosition(ofItem index: Int) -> Int? {
    guard let line = layout?.line(containing: index) else { return nil }
    // Reversing the visual order is its own inverse.
    return layout?.line(atVisualPosition: line)
  }
}
