/// What a lazy flow's view asks its model when a key moves focus: where focus goes, and whether an
/// element that just appeared takes the focus a key moved to it before it was created. The sized
/// and self-sizing models both answer, so that their views hand keys over the same way.
protocol LazyKeyboardModel: AnyObject {
  associatedtype ID: Hashable
  /// Where focus goes from the element `id` on `key`.
  func focus(after key: FlowKey, from id: ID, mirrored: Bool, toEnds: Bool) -> KeyAnswer<ID>
  /// Whether the view of `id`, which just appeared, takes the focus a key moved to it.
  func focusAppeared(_ id: ID) -> Bool
}
