/// A change to the items of an ``IncrementalFlow``, at positions among its items as they are
/// when the change applies.
///
/// Positions follow `Array`'s rules: an edit at a position that is not valid traps.
public enum FlowEdit<Item: FlowItem> {
  /// Puts `item` at `position`, moving the items from there one later; `position` may be the
  /// count, to add at the end.
  case insert(Item, at: Int)
  /// Takes out the item at `position`.
  case remove(at: Int)
  /// Puts `item` in place of the item at `position`: a new size, text or setting.
  case replace(at: Int, with: Item)
  /// Takes out the item at `source` and puts it back at `destination`, a position among the
  /// items without it.
  case move(from: Int, to: Int)
}

extension FlowEdit: Sendable where Item: Sendable {}

extension FlowEdit {
  /// Where the item at `position` is after this edit, or `nil` when the edit removes it.
  ///
  /// - Complexity: O(1).
  public func position(of position: Int) -> Int? {
    switch self {
    case .insert(_, let inserted): position >= inserted ? position + 1 : position
    case .remove(let removed) where removed == position: nil
    case .remove(let removed): position > removed ? position - 1 : position
    case .replace: position
    case .move(let source, let destination) where source == position: destination
    case .move(let source, let destination):
      { $0 >= destination ? $0 + 1 : $0 }(position > source ? position - 1 : position)
    }
  }

  /// The first position the edit changes, as the items are before it.
  ///
  /// - Complexity: O(1).
  var firstPosition: Int {
    switch self {
    case .insert(_, let position), .remove(let position), .replace(let position, _): position
    case .move(let source, let destination): Swift.min(source, destination)
    }
  }
}
