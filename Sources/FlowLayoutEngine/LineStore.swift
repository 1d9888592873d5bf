/// The lines of a layout pass: a growable array of ``Line``s, with value semantics, whose spare
/// capacity the streaming loop writes in place.
///
/// The loop completes lines in batches (``LineBatch``) and writes each line where it will stay:
/// an `Array` offers no way to write past its count, so the loop used to build each batch on the
/// stack and copy it into the pass's lines, a copy that cost greedy layout about 8% (see
/// `Documentation/Design.md`). Copies share storage until one of them changes, as arrays do,
/// which makes the store safe to send: storage is only ever written by a store that holds the
/// only reference to it.
@usableFromInline
struct LineStore: RandomAccessCollection, MutableCollection, @unchecked Sendable {
  /// The storage, `nil` until a line is kept; shared between copies until one changes.
  @usableFromInline var storage: LineStorage?
  @usableFromInline var count = 0

  @inlinable init() {}

  @inlinable var startIndex: Int { 0 }
  @inlinable var endIndex: Int { count }

  @inlinable
  subscript(position: Int) -> Line {
    get {
      precondition(position >= 0 && position < count, "Line index out of range")
      return storage.unsafelyUnwrapped.base[position]
    }
    set {
      precondition(position >= 0 && position < count, "Line index out of range")
      makeUnique(minimumCapacity: count)
      storage.unsafelyUnwrapped.base[position] = newValue
    }
    _modify {
      precondition(position >= 0 && position < count, "Line index out of range")
      makeUnique(minimumCapacity: count)
      yield &storage.unsafelyUnwrapped.base[position]
    }
  }

  /// Appends `line`.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable
  mutating func append(_ line: Line) {
    makeUnique(minimumCapacity: count + 1)
    storage.unsafelyUnwrapped.base[count] = line
    count += 1
  }

  /// Makes room for `capacity` lines in all, as one allocation of exactly that many when the
  /// store has less.
  ///
  /// - Complexity: O(*n*) for *n* lines when the store grows or is shared, O(1) otherwise.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    makeUnique(minimumCapacity: capacity)
  }

  /// Removes every line, keeping the storage for the next layout to reuse.
  @inlinable
  mutating func removeAll() { count = 0 }

  /// Room for at least `room` more lines after the last, for a writer to fill in place and then
  /// keep with ``keepWritten(_:)``: valid until the store next changes.
  ///
  /// - Complexity: O(*n*) for *n* lines when the store grows or is shared, O(1) otherwise.
  @inlinable
  mutating func spareRoom(for room: Int) -> UnsafeMutablePointer<Line> {
    makeUnique(minimumCapacity: count + room)
    return storage.unsafelyUnwrapped.base + count
  }

  /// Keeps the first `written` lines of the room ``spareRoom(for:)`` gave, which the writer has
  /// filled.
  @inlinable
  mutating func keepWritten(_ written: Int) {
    precondition(count + written <= (storage?.capacity ?? 0), "Lines written past the room")
    count += written
  }

  /// Gives the store storage of its own with room for `minimumCapacity` lines, growing it
  /// geometrically.
  @inlinable @inline(__always)
  mutating func makeUnique(minimumCapacity: Int) {
    if isKnownUniquelyReferenced(&storage), storage.unsafelyUnwrapped.capacity >= minimumCapacity {
      return
    }
    grow(minimumCapacity: minimumCapacity)
  }

  /// Moves the lines into new storage with room for `minimumCapacity` lines.
  @inlinable @inline(never)
  mutating func grow(minimumCapacity: Int) {
    let capacity = Swift.max(minimumCapacity, 2 * (storage?.capacity ?? 0), 16)
    let grown = LineStorage(capacity: capacity)
    if let storage {
      for index in 0..<count { (grown.base + index).initialize(to: storage.base[index]) }
    }
    storage = grown
  }
}

/// The storage of a ``LineStore``: room for `capacity` lines, of which the store's count hold
/// lines. Lines are plain values, so none needs deinitializing.
@usableFromInline
final class LineStorage {
  @usableFromInline let capacity: Int
  @usableFromInline let base: UnsafeMutablePointer<Line>

  @inlinable
  init(capacity: Int) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  @inlinable
  deinit { base.deallocate() }
}
