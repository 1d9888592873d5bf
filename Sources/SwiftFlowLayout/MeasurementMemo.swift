import FlowLayoutEngine

/// Remembers each subview's answers, so that each subview is asked at most once per distinct
/// proposal in a layout pass, however many times SwiftUI asks the layout for its size.
///
/// The answers of all subviews live in one block of ``MeasurementRecord``s made once per cache,
/// with no allocation per subview or per answer; a resize replaces the least recently used
/// proposal rather than adding to them. A reference type, which owns the records and frees them
/// when the cache goes: the engine asks items for their dimensions through non-mutating calls
/// during one layout, so the records are written through pointers.
@usableFromInline
final class MeasurementMemo {
  /// The most proposals remembered per subview.
  @usableFromInline static let capacity = MeasurementRecord.capacity

  /// How many subviews the memo holds answers for.
  @usableFromInline let count: Int
  /// The records, one per subview. Only their counts are written at first: a slot is read only
  /// once it holds an answer, and writing every slot of a fresh cache cost a first layout about
  /// as much as the layout itself.
  @usableFromInline let records: UnsafeMutableRawPointer

  @inlinable
  init(count: Int) {
    self.count = count
    records = .allocate(
      byteCount: Swift.max(count, 1) * MeasurementRecord.stride,
      alignment: MeasurementRecord.alignment)
    for index in 0..<count { record(of: index).count = 0 }
  }

  @inlinable
  deinit { records.deallocate() }

  /// The record of the subview at `index`.
  @inlinable
  func record(of index: Int) -> MeasurementRecord {
    precondition(index >= 0 && index < count, "A subview the memo was not made for.")
    return MeasurementRecord(base: records + index * MeasurementRecord.stride)
  }

  /// How many answers the subview at `index` has kept.
  @inlinable
  func answerCount(of index: Int) -> Int { record(of: index).count }
}
