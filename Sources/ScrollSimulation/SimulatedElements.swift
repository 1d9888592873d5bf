import FlowLayoutEngine
import SeededRandom

/// The elements a simulated session scrolls over: their identities in order, and the size each
/// one's view measures, worked out from its identity, so that sizes follow their elements
/// through edits and a million elements cost no more to make than their identities.
public struct SimulatedElements {
  /// The identities, in order.
  public var ids: [Int]
  /// The identity the next inserted element gets.
  var nextID: Int
  let seed: UInt64
  let widths: ClosedRange<Int>
  let heights: ClosedRange<Int>

  /// `count` elements whose views measure whole sizes of `widths` × `heights`, drawn from
  /// `seed`.
  public init(
    count: Int, seed: UInt64, widths: ClosedRange<Int> = 20...120,
    heights: ClosedRange<Int> = 20...60
  ) {
    self.seed = seed
    self.widths = widths
    self.heights = heights
    ids = Array(0..<count)
    nextID = count
  }

  /// The size the view of the element at `position` measures.
  public func size(at position: Int) -> Size { size(ofID: ids[position]) }

  /// The size the view of the element `id` measures.
  public func size(ofID id: Int) -> Size {
    var generator = SplitMix64(seed: seed &* 0x1_0000_0001 &+ UInt64(id))
    return Size(
      width: Double(Int.random(in: widths, using: &generator)),
      height: Double(Int.random(in: heights, using: &generator)))
  }

  /// Inserts a new element at `position`.
  public mutating func insert(at position: Int) {
    ids.insert(nextID, at: position)
    nextID += 1
  }

  /// Removes the element at `position`.
  public mutating func remove(at position: Int) {
    ids.remove(at: position)
  }
}
