import FlowLayoutEngine

/// The storage of a ``MeasurementMemo``, as its subviews reach it: each subview has
/// ``capacity`` slots, the most recently used first, in storage the memo owns and frees.
///
/// A value holding pointers, valid while its memo lives: a subview that reached its answers
/// through the memo object would retain and release the memo around every question, which cost
/// a live resize about as much as the lookups themselves.
@usableFromInline
struct MeasurementSlots {
  /// The most proposals remembered per subview: a pass asks at most three or four (its ideal
  /// size, the zero proposal's width, a grown or stretched size, the available length).
  @usableFromInline static let capacity = 4

  /// How many subviews the slots hold answers for.
  @usableFromInline let count: Int
  /// Every subview's proposals, ``capacity`` slots each, as `(width, height)` with NaN for an
  /// unspecified length.
  @usableFromInline let proposals: UnsafeMutablePointer<SIMD2<Double>>
  /// The answers in the same slots: width, height, first and last baseline, NaN for none.
  @usableFromInline let answers: UnsafeMutablePointer<SIMD4<Double>>
  /// How many of each subview's slots hold an answer.
  @usableFromInline let counts: UnsafeMutablePointer<UInt8>

  /// Empty slots for `count` subviews, allocated; ``deallocate()`` frees them. Only the counts
  /// are written: a slot is read only once it holds an answer, and writing every slot of a
  /// fresh cache cost a first layout about as much as the layout itself.
  @inlinable
  init(count: Int) {
    self.count = count
    proposals = .allocate(capacity: count * Self.capacity)
    answers = .allocate(capacity: count * Self.capacity)
    counts = .allocate(capacity: count)
    counts.initialize(repeating: 0, count: count)
  }

  /// Frees the storage.
  @inlinable
  func deallocate() {
    proposals.deallocate()
    answers.deallocate()
    counts.deallocate()
  }

  /// How many answers the subview at `index` has kept.
  @inlinable
  func answerCount(of index: Int) -> Int {
    precondition(index >= 0 && index < count, "A subview the memo was not made for.")
    return Int(counts[index])
  }

  /// The subview's answer to `proposal`, asking it only if the answer is not remembered.
  ///
  /// - Complexity: O(1) (at most ``capacity`` slots are searched and moved), plus the subview's
  ///   own cost when it is asked.
  @inlinable
  func dimensions(
    of index: Int, in proposal: ProposedSize, asking subview: () -> ItemDimensions
  ) -> ItemDimensions {
    precondition(index >= 0 && index < count, "A subview the memo was not made for.")
    let first = index * Self.capacity
    let filled = Int(counts[index])
    let key = SIMD2(proposal.width ?? .nan, proposal.height ?? .nan)
    for slot in first..<(first + filled) where Self.same(proposals[slot], key) {
      let answer = answers[slot]
      if slot != first { moveToFront(slot, from: first, key: key, answer: answer) }
      return Self.dimensions(answer)
    }
    let dimensions = subview()
    let kept = Swift.min(filled + 1, Self.capacity)
    let answer = SIMD4(
      dimensions.size.width, dimensions.size.height, dimensions.firstTextBaseline ?? .nan,
      dimensions.lastTextBaseline ?? .nan)
    moveToFront(first + kept - 1, from: first, key: key, answer: answer)
    counts[index] = UInt8(kept)
    return Self.dimensions(answer)
  }

  /// Moves the slots before `slot` one place back, over it, and puts `key` and `answer` first.
  @inlinable @inline(__always)
  func moveToFront(_ slot: Int, from first: Int, key: SIMD2<Double>, answer: SIMD4<Double>) {
    var slot = slot
    while slot > first {
      proposals[slot] = proposals[slot - 1]
      answers[slot] = answers[slot - 1]
      slot -= 1
    }
    proposals[first] = key
    answers[first] = answer
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
