/// How an item's length along its line may change, in CSS's flex item model: the length it grows
/// from and the least and greatest lengths it may take.
///
/// An item that neither grows nor has a ``FlowItem/basis(along:)`` keeps its ideal length, and is not
/// asked for more. Otherwise the item is asked for its greatest length (its answer to an infinite
/// proposal) and, when it has a basis, for its least (its answer to a zero proposal). The
/// hypothetical length, on which lines break, is the basis held between the two; the least
/// wins over the greatest.
@usableFromInline
struct Flexibility: Sendable {
  /// The item's share of its line's free space, with the input policy applied.
  @usableFromInline var grow: Double
  /// The length the item grows from: its basis, or its ideal length.
  @usableFromInline var base: Double
  /// The least and greatest lengths the item may take.
  @usableFromInline var minMain: Double
  @usableFromInline var maxMain: Double

  @inlinable
  init(grow: Double, base: Double, minMain: Double, maxMain: Double) {
    self.grow = grow
    self.base = base
    self.minMain = minMain
    self.maxMain = maxMain
  }

  /// Whether the item grows into its line's free space: its weight is positive.
  @inlinable
  var grows: Bool { grow > 0 }

  /// The length the item takes before growing, on which lines break: its base held between its
  /// least and greatest lengths, the least winning.
  @inlinable
  var hypothetical: Double { clamped(base) }

  /// The length the item would take with `share` of free space per unit of weight, before it
  /// is held between its least and greatest lengths.
  @inlinable @inline(__always)
  func length(sharing share: Double) -> Double { base + share * grow }

  /// `length` held between the item's least and greatest lengths, the least winning.
  @inlinable @inline(__always)
  func clamped(_ length: Double) -> Double {
    Swift.max(minMain, Swift.min(length, maxMain))
  }
}
