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
  /// at its element's frame, the marker at its own, and the element without a view measures
  /// zero.
  @Test func viewsAreGroupedByTheirElement() {
    let roles: [WindowSubviewRole?] = [.element(0), .element(0), .marker, .element(2), nil]
    let groups = WindowSubviews(roles: roles, count: 3)
    #expect(groups.elements == [[0, 1], [], [3]])
    #expect(groups.marker == 2)
    let marker = Rect(x: 0, y: 500, width: 1, height: 1)
    let placed = groups.placements(frames: frames, marker: marker)
    #expect(placed.map(\.subview) == [0, 1, 3, 2])
    #expect(placed.map(\.frame) == [frames[0], frames[0], frames[2], marker])
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

  /// Roles past the window, and a second marker, are placed nowhere.
  @Test func strayRolesArePlacedNowhere() {
    let groups = WindowSubviews(roles: [.element(5), .marker, .marker, .element(-1)], count: 2)
    #expect(groups.elements == [[], []])
    #expect(groups.marker == 1)
    #expect(groups.placements(frames: frames, marker: .zero).map(\.subview) == [1])
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
