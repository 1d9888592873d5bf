/// One change of a batch update of a collection view, as `UICollectionViewUpdateItem` and
/// `NSCollectionViewUpdateItem` report it: deletions and reloads at paths before the update,
/// insertions at paths after it, and moves from one to the other.
public enum FlowCollectionUpdate: Hashable, Sendable {
  /// An item inserted at `path`, a path after the update.
  case insertItem(at: FlowItemPath)
  /// The item at `path`, a path before the update, deleted.
  case deleteItem(at: FlowItemPath)
  /// The item at `before` reloaded: measured again, at `after`.
  case reloadItem(from: FlowItemPath, to: FlowItemPath)
  /// The item at `from`, before the update, moved to `to`, after it.
  case moveItem(from: FlowItemPath, to: FlowItemPath)
  /// A section inserted at `section`, after the update.
  case insertSection(Int)
  /// Section `section`, before the update, deleted.
  case deleteSection(Int)
  /// Section `section` reloaded: its items measured again.
  case reloadSection(Int)
  /// A section moved from `from`, before the update, to `to`, after it.
  case moveSection(from: Int, to: Int)
}
