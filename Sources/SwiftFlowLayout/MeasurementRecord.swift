import FlowLayoutEngine

/// One subview's remembered answers, in storage a ``MeasurementMemo`` owns: how many it holds,
/// and up to ``capacity`` proposals with their answers, the most recently used first.
///
/// A pointer to the subview's record, valid while its memo lives: a subview that reached its
/// answers through the memo object would retain and release the memo around every question,
/// which cost a live resize about as much as the lookups themselves. A record is one block (its
/// count, then its proposals, then its answers, read at byte offsets), so that a question
/// usually reads one or two cache lines: sizing 1,000 subviews with a fresh cache took 14.6 to
/// 15.2 ns per subview this way, 48.6 to 49.0 with the memo's answers in arrays of their own
/// (see `Documentation/PerformanceLog.md`).
@usableFromInline
struct MeasurementRecord {
  /// The most proposals remembered per subview: a pass asks at most three or four (its ideal
  /// size, the zero proposal's width, a grown or stretched size, the available length).
  @usableFromInline static let capacity = 4

  /// Where the proposals start: after the count, at the proposals' alignment.
  @usableFromInline static let proposalsOffset = MemoryLayout<SIMD2<Double>>.stride
  /// Where the answers start, after the proposals.
  @usableFromInline static let answersOffset =
    proposalsOffset + capacity * MemoryLayout<SIMD2<Double>>.stride
  /// The size of a record: its count, ``capacity`` proposals as `(width, height)` with NaN for
  /// an unspecified length, and as many answers: width, height, first and last baseline, NaN for
  /// none.
  @usableFromInline static let stride =
    answersOffset + capacity * MemoryLayout<SIMD4<Double>>.stride
  /// The alignment records need.
  @usableFromInline static let alignment = MemoryLayout<SIMD4<Double>>.alignment

  @usableFromInline let base: UnsafeMutableRawPointer

  @inlinable
  init(base: UnsafeMutableRawPointer) { self.base = base }

  /// How many answers the record holds.
  @inlinable
  var count: Int {
    get { Int(base.load(as: UInt8.self)) }
    nonmutating set { base.storeBytes(of: UInt8(newValue), as: UInt8.self) }
  }

  @inlinable @inline(__always)
  func proposal(_ slot: Int) -> SIMD2<Double> {
    base.load(
      fromByteOffset: Self.proposalsOffset + slot * MemoryLayout<SIMD2<Double>>.stride,
      as: SIMD2<Double>.self)
  }

  @inlinable @inline(__always)
  func answer(_ slot: Int) -> SIMD4<Double> {
    base.load(
      fromByteOffset: Self.answersOffset + slot * MemoryLayout<SIMD4<Double>>.stride,
      as: SIMD4<Double>.self)
  }

  @inlinable @inline(__always)
  func store(_ proposal: SIMD2<Double>, _ answer: SIMD4<Double>, at slot: Int) {
    base.storeBytes(
      of: proposal,
      toByteOffset: Self.proposalsOffset + slot * MemoryLayout<SIMD2<Double>>.stride,
      as: SIMD2<Double>.self)
    base.storeBytes(
      of: answer, toByteOffset: Self.answersOffset + slot * MemoryLayout<SIMD4<Double>>.stride,
      as: SIMD4<Double>.self)
  }

  /// The subview's answer to `proposal`, asking it only if the answer is not remembered.
  /// Inlined into the loop that measures the items: as a call, with the subview's question as a
  /// closure, it cost a layout of remembered subviews about a sixth of its time.
  ///
  /// - Complexity: O(1) (at most ``capacity`` slots are searched and moved), plus the subview's
  ///   own cost when it is asked.
  @inlinable @inline(__always)
  func dimensions(in proposal: ProposedSize, asking subview: () -> ItemDimensions)
    -> ItemDimensions
  {
    let filled = count
    let key = SIMD2(proposal.width ?? .nan, proposal.height ?? .nan)
    for slot in 0..<filled where Self.same(self.proposal(slot), key) {
      let answer = answer(slot)
      if slot > 0 { moveToFront(slot, key: key, answer: answer) }
      return Self.dimensions(answer)
    }
    let dimensions = subview()
    let kept = Swift.min(filled + 1, Self.capacity)
    let answer = SIMD4(
      dimensions.size.width, dimensions.size.height, dimensions.firstTextBaseline ?? .nan,
      dimensions.lastTextBaseline ?? .nan)
    moveToFront(kept - 1, key: key, answer: answer)
    count = kept
    return Self.dimensions(answer)
  }

  /// Moves the slots before `slot` one place back, over it, and puts `key` and `answer` first.
  @inlinable @inline(__always)
  func moveToFront(_ slot: Int, key: SIMD2<Double>, answer: SIMD4<Double>) {
    var slot = slot
    while slot > 0 {
      store(proposal(slot - 1), self.answer(slot - 1), at: slot)
      slot -= 1
    }
    store(key, answer, at: 0)
  }

  /// Whether two proposals are the same, bit for bit: NaN, as the keys spell an unspecified
  /// length, is the same as itself, and two spellings of one length (`0` and `-0`) at worst ask
  /// the subview again.
  @inlinable @inline(__always)
  static func same(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool {
    a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
  }

  /// An answer as the engine reads it; a baseline that is not a number is none.
  @inlinable @inline(__always)
  static func dimensions(_ answer: SIMD4<Double>) -> ItemDimensions {
    ItemDimensions(
      size: Size(width: answer.x, height: answer.y),
      firstTextBaseline: answer.z.isNaN ? nil : answer.z,
      lastTextBaseline: answer.w.isNaN ? nil : answer.w)
  }
}
