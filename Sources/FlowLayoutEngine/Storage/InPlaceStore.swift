/// A growable array of plain values, with value semantics, whose spare capacity a writer fills
/// in place: the pass's lines and its growing items, which the streaming loop writes as it goes.
///
/// An `Array` offers no way to write past its count: the loop used to build each batch of lines
/// on the stack and copy it into the pass's lines, a copy that cost greedy layout about 8%, and
/// to append each growing item, which asks on every item whether the array is shared and keeps
/// the loop's values in memory around that call, about 20% of a layout whose items grow (see
/// `Documentation/PerformanceLog.md`). Copies share storage until one of them changes, as arrays
/// do, which makes the store safe to send: storage is only ever written by a store that holds the
/// only reference to it.
@usableFromInline
struct InPlaceStore<Element>: RandomAccessCollection, MutableCollection,
  @unchecked Sendable
{
  /// The storage, `nil` until an element is kept; shared between copies until one changes.
  @usableFromInline var storage: InPlaceStorage<Element>?
  @usableFromInline var count = 0

  @inlinable init() {}

  @inlinable var startIndex: Int { 0 }
  @inlinable var endIndex: Int { count }

  @inlinable
  subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < count, "Index out of range")
      return storage.unsafelyUnwrapped.base[position]
    }
    set {
      precondition(position >= 0 && position < count, "Index out of range")
      makeUnique(minimumCapacity: count)
      storage.unsafelyUnwrapped.base[position] = newValue
    }
    _modify {
      precondition(position >= 0 && position < count, "Index out of range")
      makeUnique(minimumCapacity: count)
      yield &storage.unsafelyUnwrapped.base[position]
    }
  }

  /// Appends `element`.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable
  mutating func append(_ element: Element) {
    makeUnique(minimumCapacity: count + 1)
    storage.unsafelyUnwrapped.base[count] = element
    count += 1
  }

  /// Removes the last element.
  ///
  /// - Precondition: The store is not empty.
  @inlinable
  mutating func removeLast() {
    precondition(count > 0, "Can't remove the last element of an empty store")
    count -= 1
  }

  /// Makes room for `capacity` elements in all, as one allocation of exactly that many when the
  /// store has less.
  ///
  /// - Complexity: O(*n*) for *n* elements when the store grows or is shared, O(1) otherwise.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    makeUnique(minimumCapacity: capacity)
  }

  /// Removes every element, keeping the storage for the next layout to reuse.
  @inlinable
  mutating func removeAll() { count = 0 }

  /// Room for at least `room` more elements after the last, for a writer to fill in place and
  /// then keep with ``keepWritten(_:)``: valid until the store next changes.
  ///
  /// - Complexity: O(*n*) for *n* elements when the store grows or is shared, O(1) otherwise.
  @inlinable
  mutating func spareRoom(for room: Int) -> UnsafeMutablePointer<Element> {
    makeUnique(minimumCapacity: count + room)
    return storage.unsafelyUnwrapped.base + count
  }

  /// Keeps the first `written` elements of the room ``spareRoom(for:)`` gave, which the writer
  /// has filled.
  @inlinable
  mutating func keepWritten(_ written: Int) {
    precondition(count + written <= (storage?.capacity ?? 0), "Elements written past the room")
    count += written
  }

  /// Calls `body` with the elements, which it may change in place.
  ///
  /// - Complexity: O(*n*) for *n* elements when the store is shared, O(1) otherwise.
  @inlinable
  mutating func withUnsafeMutableBufferPointer<Result>(
    _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
  ) rethrows -> Result {
    // No implicit pointer conversion, here or in `grow(minimumCapacity:)`: in generic code, the
    // standard library that Scripts/check-swiftui-adapter.sh retargets to Apple's platforms
    // cannot compile one.
    var start: UnsafeMutablePointer<Element>? = nil
    if count > 0 {
      makeUnique(minimumCapacity: count)
      start = storage.unsafelyUnwrapped.base
    }
    return try body(UnsafeMutableBufferPointer(start: start, count: count))
  }

  /// Gives the store storage of its own with room for `minimumCapacity` elements, growing it
  /// geometrically.
  @inlinable @inline(__always)
  mutating func makeUnique(minimumCapacity: Int) {
    if isKnownUniquelyReferenced(&storage), storage.unsafelyUnwrapped.capacity >= minimumCapacity {
      return
    }
    grow(minimumCapacity: minimumCapacity)
  }

  /// Moves the elements into new storage with room for `minimumCapacity` elements.
  @inlinable @inline(never)
  mutating func grow(minimumCapacity: Int) {
    let capacity = Swift.max(minimumCapacity, 2 * (storage?.capacity ?? 0), 16)
    let grown = InPlaceStorage<Element>(capacity: capacity)
    if let storage {
      for index in 0..<count { (grown.base + index).initialize(to: storage.base[index]) }
    }
    storage = grown
  }
}

/// The storage of an ``InPlaceStore``: room for `capacity` elements, of which the store's count
/// hold elements. Elements are plain values (no references, nothing to deinitialize), so that
/// the storage need not know how many it holds.
@usableFromInline
final class InPlaceStorage<Element> {
  @usableFromInline let capacity: Int
  @usableFromInline let base: UnsafeMutablePointer<Element>

  @inlinable
  init(capacity: Int) {
    assert(_isPOD(Element.self), "An in-place store holds plain values only")
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  @inlinable
  deinit { base.deallocate() }
}
