/// The keys that mark the views of a lazy flow's window with their elements' identities, as
/// numbers a layout can read (see ``WindowSubviewRole``).
///
/// An element keeps its key while it stays in the window, and a key is never given to another
/// element: the view of an element that left the window, which a removal animation keeps on
/// screen until it ends with the key it had, is never taken for the view of the element that
/// now has its place.
///
/// A class, so that the view's later updates read what its earlier ones set.
final class WindowKeys<ID: Hashable> {
  private var keys: [ID: Int] = [:]
  private var nextKey = 0

  /// Keys for a window that has none yet.
  init() {}

  /// The key of each element of `window`, in order: the key it had in the last window, or a
  /// new one; the keys of the elements that left are let go.
  ///
  /// - Complexity: O(*k*) for *k* elements.
  func keys(of window: [CreatedElement<ID>]) -> [Int] {
    var kept: [ID: Int] = [:]
    kept.reserveCapacity(window.count)
    let result = window.map { element -> Int in
      let key = kept[element.id] ?? keys[element.id] ?? newKey()
      kept[element.id] = key
      return key
    }
    keys = kept
    return result
  }

  private func newKey() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }
}
