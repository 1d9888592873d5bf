import FlowLayoutEngine

/// The models whose figures `flowlayout-bench --layout-shift` reports.
public enum LayoutShiftModel: String, CaseIterable, Sendable {
  /// The self-sizing lazy flow of SwiftUI, with the default flow: items centred.
  case swiftUI = "swiftui"
  /// The collection view layout with `itemAlignment: .start`.
  case collection
  /// The collection view layout with items centred.
  case collectionCentred = "collection-centred"

  /// The elements of the figures' sessions: 20,000 of 20–120 × 20–60 from `seed`.
  public static func elements(seed: UInt64, count: Int = 20_000) -> SimulatedElements {
    SimulatedElements(count: count, seed: seed)
  }

  /// A simulator of the model over `elements`, 390 points wide, in a viewport 844 long, whose
  /// elements are estimated at 60 × 28.
  public func simulator(seed: UInt64, count: Int = 20_000) -> any FrameSimulator {
    let elements = Self.elements(seed: seed, count: count)
    let estimate = Size(width: 60, height: 28)
    switch self {
    case .swiftUI:
      return SwiftUIFlowSimulator(
        elements: elements, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), estimate: estimate,
        length: 390, viewportLength: 844)
    case .collection, .collectionCentred:
      return CollectionFlowSimulator(
        elements: elements,
        flow: FlowEngine(
          itemSpacing: 8, lineSpacing: 8, itemAlignment: self == .collection ? .start : .center),
        estimate: estimate, length: 390, viewportLength: 844)
    }
  }
}
