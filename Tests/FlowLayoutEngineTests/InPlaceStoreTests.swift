import Testing

@testable import FlowLayoutEngine

/// The pass's lines and growing items: a growable store with value semantics, whose spare room
/// the streaming loop writes in place.
@Suite struct InPlaceStoreTests {
  static func line(_ index: Int) -> Line {
    Line(
      range: index..<(index + 1), main: Double(index), cross: 1, spacingBefore: 0, spacingAfter: 0)
  }

  /// Appending past the capacity keeps every line, and a copy keeps its lines when the original
  /// changes, by element, by appending, by writing into its spare room or by emptying.
  @Test func copiesKeepTheirLinesWhenTheOriginalChanges() {
    var store = InPlaceStore<Line>()
    for index in 0..<100 { store.append(Self.line(index)) }
    #expect(store.map(\.main) == (0..<100).map(Double.init))
    let copy = store
    store[3].main = -1
    store.append(Self.line(100))
    let room = store.spareRoom(for: 5)
    for offset in 0..<5 { (room + offset).initialize(to: Self.line(200 + offset)) }
    store.keepWritten(5)
    #expect(copy.count == 100)
    #expect(copy.map(\.main) == (0..<100).map(Double.init))
    #expect(store.count == 106)
    #expect(store[3].main == -1)
    #expect(store.suffix(5).map(\.main) == (200..<205).map(Double.init))
    store.removeAll()
    #expect(store.isEmpty)
    #expect(copy.count == 100)
  }

  /// Lines written into the spare room are kept only when said, and the room given after a
  /// store grows holds the lines written before.
  @Test func spareRoomIsKeptOnlyWhenWritten() {
    var store = InPlaceStore<Line>()
    var next = 0
    for batch in 0..<40 {
      let room = store.spareRoom(for: 16)
      let written = batch % 17
      for offset in 0..<written { (room + offset).initialize(to: Self.line(next + offset)) }
      store.keepWritten(written)
      next += written
    }
    #expect(store.count == next)
    #expect(store.map(\.main) == (0..<next).map(Double.init))
  }

  /// Reserving room for more lines takes one allocation of exactly that many, keeps the lines,
  /// and a copy keeps its own; reserving less than there is room for changes nothing.
  @Test func reservingTakesExactlyTheRoomAskedFor() {
    var store = InPlaceStore<Line>()
    for index in 0..<20 { store.append(Self.line(index)) }
    let copy = store
    store.reserveCapacity(1_000)
    #expect(store.storage?.capacity == 1_000)
    #expect(store.map(\.main) == (0..<20).map(Double.init))
    store[0].main = -1
    #expect(copy[0].main == 0)
    store.reserveCapacity(10)
    #expect(store.storage?.capacity == 1_000)
    #expect(store.count == 20)
  }
}
