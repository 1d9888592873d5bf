import FlowLayoutEngine
import SeededRandom
import SwiftFlowLayout

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
  /// The size every other element measures exactly, if any: an element with an even identity
  /// measures it.
  let exactEstimate: Size?

  /// `count` elements whose views measure whole sizes of `widths` × `heights`, drawn from
  /// `seed`; with `exactEstimate`, those of even identity measure exactly it.
  public init(
    count: Int, seed: UInt64, widths: ClosedRange<Int> = 20...120,
    heights: ClosedRange<Int> = 20...60, exactEstimate: Size? = nil
  ) {
    self.seed = seed
    self.widths = widths
    self.heights = heights
    self.exactEstimate = exactEstimate
    ids = Array(0..<count)
    nextID = count
  }

  /// The size the element at `position` measures.
  public func size(at position: Int) -> Size { size(ofID: ids[position]) }

  /// The size the element `id` measures: a collection view's cell, or the union of the views
  /// its SwiftUI content is (see ``views(ofID:)``).
  public func size(ofID id: Int) -> Size {
    if let exactEstimate, id % 2 == 0 { return exactEstimate }
    var generator = SplitMix64(seed: seed &* 0x1_0000_0001 &+ UInt64(id))
    return Size(
      width: Double(Int.random(in: widths, using: &generator)),
      height: Double(Int.random(in: heights, using: &generator)))
  }

  /// The sizes of the views the element `id`'s SwiftUI content is: one, of its size, for most;
  /// none for one in 17 (an `if` that is false), and for one in 11 two (a view and a badge
  /// half its size over it), so that the window's layout meets elements of zero and of several
  /// views.
  public func views(ofID id: Int) -> [Size] {
    let size = size(ofID: id)
    switch id {
    case _ where id % 17 == 4: return []
    case _ where id % 11 == 3:
      return [size, Size(width: size.width / 2, height: size.height / 2)]
    default: return [size]
    }
  }

  /// The size the element `id`'s views take together, as a window's layout measures them.
  public func unionSize(ofID id: Int) -> Size {
    WindowSubviews.union(views(ofID: id))
  }

  /// Makes `edit` `distance` elements from the element at `first`, within the elements.
  public mutating func apply(_ edit: ScrollEdit, at distance: Int, from first: Int) {
    let position = Swift.min(Swift.max(first + distance, 0), ids.count - 1)
    switch edit {
    case .insert: insert(at: position)
    case .remove: remove(at: position)
    }
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
