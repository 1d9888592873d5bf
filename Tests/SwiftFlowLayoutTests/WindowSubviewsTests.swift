import Testing

@testable import SwiftFlowLayout

/// A window's subviews are read by their roles, not paired with elements by position: an
/// element may have no view or several, and the marker is one of the subviews.
@Suite struct WindowSubviewsTests {
  let frames = [
    Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 58, y: 0, width: 40, height: 20),
    Rect(x: 0, y: 28, width: 70, height: 20),
  ]

  /// Two views for the first element, none for the second, the marker between: each view goes
  /// at its element's frame, the marker at its own, a view without a role, with no size, at the
  /// flow's start, and the element without a view measures zero.
  @Test func viewsAreGroupedByTheirElement() {
    let roles: [WindowSubviewRole?] = [.element(0), .element(0), .marker, .element(2), nil]
    let groups = WindowSubviews(roles: roles, count: 3)
    #expect(groups.elements == [[0, 1], [], [3]])
    #expect(groups.marker == 2)
    let marker = Rect(x: 0, y: 500, width: 1, height: 1)
    let placed = groups.placements(frames: frames, marker: marker)
    #expect(placed.map(\.subview) == [0, 1, 3, 2, 4])
    #expect(placed.map(\.frame) == [frames[0], frames[0], frames[2], marker, .zero])
    let subviews = [
      FakeSubview(width: 30, height: 44), FakeSubview(width: 50, height: 10),
      FakeSubview(width: 1, height: 1), FakeSubview(width: 70, height: 20),
      FakeSubview(width: 9, height: 9),
    ]
    let sizes = groups.sizes(
      of: subviews, flow: FlowEngine(), proposal: ProposedSize(width: 390, height: nil))
    let expected = [Size(width: 50, height: 44), Size.zero, Size(width: 70, height: 20)]
    #expect(sizes == expected)
  }

  /// SwiftUI shows a subview its layout leaves unplaced at the centre of the container, so every
  /// subview is placed: one whose role is past the window, one without a role and a second
  /// marker go, with no size, at the flow's start.
  @Test func everySubviewIsPlaced() {
    let groups = WindowSubviews(roles: [.element(5), .marker, .marker, nil, .element(0)], count: 2)
    let marker = Rect(x: 0, y: 500, width: 1, height: 1)
    let placed = groups.placements(frames: frames, marker: marker)
    #expect(placed.map(\.subview).sorted() == [0, 1, 2, 3, 4])
    let frameOf = Dictionary(placed.map { ($0.subview, $0.frame) }, uniquingKeysWith: { $1 })
    #expect(frameOf == [0: .zero, 1: marker, 2: .zero, 3: .zero, 4: frames[0]])
  }

  /// Views are read by their elements' keys, not their positions: the view of an element that
  /// left the window, which a removal animation keeps on screen, stays where it was and is not
  /// measured, while the element after it moves to the removed one's position, at another frame.
  @Test func aViewWhoseElementLeftStaysWhereItWas() {
    // The elements of keys 7, 8 and 9 at the three frames; then 8 is removed, and 9 moves up
    // behind 7.
    let roles: [WindowSubviewRole?] = [.element(7), .element(8), .element(9)]
    let before = WindowSubviews(roles: roles, keys: [7, 8, 9])
    let last = before.placedFrames(frames: frames, lastFrames: [:])
    #expect(last == [7: frames[0], 8: frames[1], 9: frames[2]])
    let moved = Rect(x: 58, y: 0, width: 70, height: 20)
    let after = WindowSubviews(roles: roles, keys: [7, 9])
    #expect(after.elements == [[0], [2]])
    let placed = after.placements(frames: [frames[0], moved], marker: .zero, lastFrames: last)
    let frameOf = Dictionary(placed.map { ($0.subview, $0.frame) }, uniquingKeysWith: { $1 })
    #expect(frameOf == [0: frames[0], 1: frames[1], 2: moved])
    let sizes = after.sizes(
      of: [
        FakeSubview(width: 50, height: 20), FakeSubview(width: 40, height: 20),
        FakeSubview(width: 70, height: 20),
      ], flow: FlowEngine(), proposal: ProposedSize(width: 390, height: nil))
    #expect(sizes == [Size(width: 50, height: 20), Size(width: 70, height: 20)])
    // While the view is on screen its frame is kept; once it is gone, it is let go.
    let kept = after.placedFrames(frames: [frames[0], moved], lastFrames: last)
    #expect(kept == [7: frames[0], 8: frames[1], 9: moved])
    let gone = WindowSubviews(roles: [.element(7), .element(9)], keys: [7, 9])
    #expect(
      gone.placedFrames(frames: [frames[0], moved], lastFrames: kept) == [7: frames[0], 9: moved])
  }

  /// An element keeps its key while it stays in the window, and a key is never given to another
  /// element, not even to one that comes back.
  @Test func keysFollowIdentities() {
    let keys = WindowKeys<String>()
    func window(_ ids: [String]) -> [CreatedElement<String>] {
      ids.enumerated().map { CreatedElement(id: $1, index: $0, frame: .zero, isShown: true) }
    }
    #expect(keys.keys(of: window(["a", "b", "c"])) == [0, 1, 2])
    #expect(keys.keys(of: window(["a", "c", "d"])) == [0, 2, 3])
    #expect(keys.keys(of: window(["b", "a"])) == [4, 0])
  }

  /// A layout hands sizes over when an element was never measured, even at its estimate, or
  /// measures other than it is laid out at; otherwise not.
  @Test func measurementsAreHandedOverWhenTheyTellSomething() {
    let sizes = [Size(width: 60, height: 28), Size(width: 40, height: 28)]
    let measured = MeasurementBasis(sizes: sizes, isMeasured: [true, true])
    #expect(!measured.needsHandover(sizes))
    #expect(measured.needsHandover([sizes[0], Size(width: 41, height: 28)]))
    #expect(measured.needsHandover([sizes[0]]))
    #expect(MeasurementBasis(sizes: sizes, isMeasured: [true, false]).needsHandover(sizes))
  }
}
