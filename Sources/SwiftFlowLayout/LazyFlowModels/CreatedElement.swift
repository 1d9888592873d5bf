import FlowLayoutEngine

/// One element whose view a lazy flow creates: its identity, its position among the elements,
/// and where its view goes in the flow's content.
///
/// A lazy flow creates the views of the elements of the lines in view and around them, its
/// *window*, and gives them to one `ForEach` keyed by ``id``. So an element keeps its view, and
/// the view its state and focus, for as long as it stays in the window, whichever line a
/// reflow (a new width, an edit above, a measurement) moves it to; lines are the unit of
/// laziness and measurement, never of identity.
public struct CreatedElement<ID: Hashable>: Identifiable, Hashable {
  /// The element's identity, which keys its view.
  public var id: ID
  /// The element's position among the elements, as they are now.
  public var index: Int
  /// Where the element's view goes, from the start of the flow's content: its frame in its
  /// line, moved across the lines by where its line starts.
  public var frame: Rect
  /// Whether the view is shown: `false` while a line's views wait for their measurements.
  public var isShown: Bool

  /// An element `id` at `index`, whose view goes at `frame` and is shown when `isShown`.
  public init(id: ID, index: Int, frame: Rect, isShown: Bool) {
    self.id = id
    self.index = index
    self.frame = frame
    self.isShown = isShown
  }

  /// The elements of `slots`, in order: each slot's items at `frames(slot)`, moved across the
  /// lines of `axis` by the slot's start, identified by `id(index)`, shown when the slot
  /// `isShown`.
  ///
  /// - Complexity: O(*k*) for *k* items in the slots, plus the calls.
  static func window(
    of slots: [FlowLineSlot], axis: FlowAxis, frames: (FlowLineSlot) -> [Rect],
    isShown: (FlowLineSlot) -> Bool, id: (Int) -> ID
  ) -> [CreatedElement] {
    var window: [CreatedElement] = []
    window.reserveCapacity(slots.reduce(0) { $0 + $1.items.count })
    for slot in slots {
      let shown = isShown(slot)
      for (index, frame) in zip(slot.items, frames(slot)) {
        var frame = frame
        axis.setCrossStart(axis.crossStart(frame) + slot.start, of: &frame)
        window.append(CreatedElement(id: id(index), index: index, frame: frame, isShown: shown))
      }
    }
    return window
  }
}
