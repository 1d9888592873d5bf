import FlowLayoutEngine

/// Remembers each subview's answers, so that each subview is asked at most once per distinct
/// proposal in a layout pass, however many times SwiftUI asks the layout for its size.
///
/// The answers of all subviews live in ``MeasurementSlots`` made once per cache, with no
/// allocation per subview or per answer; a resize replaces the least recently used proposal
/// rather than adding to them. A reference type, which owns the slots and frees them when the
/// cache goes: the engine asks items for their dimensions through non-mutating calls during one
/// layout, so the slots are written through pointers.
@usableFromInline
final class MeasurementMemo {
  /// The most proposals remembered per subview.
  @usableFromInline static let capacity = MeasurementSlots.capacity

  @usableFromInline let slots: MeasurementSlots

  @inlinable
  init(count: Int) { slots = MeasurementSlots(count: count) }

  @inlinable
  deinit { slots.deallocate() }

  /// How many answers the subview at `index` has kept.
  @inlinable
  func answerCount(of index: Int) -> Int { slots.answerCount(of: index) }
}
