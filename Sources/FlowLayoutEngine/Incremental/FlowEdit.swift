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
