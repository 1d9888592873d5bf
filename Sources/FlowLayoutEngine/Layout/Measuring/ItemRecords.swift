/// The records of measured items (see ``ItemRecord``), as line breaking and sizing lines read
/// them, wherever the layout keeps them: an array of records, or the items' own frames (see
/// ``StagedRecords``).
@usableFromInline
protocol ItemRecords {
  /// How many items there are.
  var count: Int { get }
  /// The record of the item at `index`.
  subscript(index: Int) -> ItemRecord { get }
}

extension UnsafeBufferPointer: ItemRecords where Element == ItemRecord {}
