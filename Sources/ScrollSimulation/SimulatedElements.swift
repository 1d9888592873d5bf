import FlowLayoutEngine

/// The elements a simulated session scrolls over: their identities in order, and the size each
/// one's view measures, by identity, so that sizes follow their elements through edits.
public struct SimulatedElements {
  /// The identities, in order.
  public var ids: [Int]
  /// The size each element's view measures, indexed by identity.
  public private(set) var truth: [Size]
  /// The generator new sizes come from.
  var generator: SplitMix64
  let widths: ClosedRange<Int>
  let heights: ClosedRange<Int>

  /// `count` elements whose views measure whole sizes of `widths` × `heights`, drawn from
  /// `seed`.
  public init(
    count: Int, seed: UInt64, widths: ClosedRange<Int> = 20...120,
    heights: ClosedRange<Int> = 20...60
  ) {
    generator = SplitMix64(seed: seed)
    self.widths = widths
    self.heights = heights
    ids = Array(0..<count)
    truth = []
    truth.reserveCapacity(count)
    for _ in 0..<count { truth.append(randomSize()) }
  }

  /// The size the view of the element at `position` measures.
  public func size(at position: Int) -> Size { truth[ids[position]] }

  /// Inserts a new element, of a new random size, at `position`.
  public mutating func insert(at position: Int) {
    ids.insert(truth.count, at: position)
    truth.append(randomSize())
  }

  /// Removes the element at `position`.
  public mutating func remove(at position: Int) {
    ids.remove(at: position)
  }

  mutating func randomSize() -> Size {
    Size(
      width: Double(Int.random(in: widths, using: &generator)),
      height: Double(Int.random(in: heights, using: &generator)))
  }
}

/// A small, fast, seeded random number generator (SplitMix64), so that sessions are
/// reproducible.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
