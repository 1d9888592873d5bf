import FlowLayoutEngine

/// The models whose figures `flowlayout-bench --layout-shift` reports.
public enum LayoutShiftModel: String, CaseIterable, Sendable {
  /// The self-sizing lazy flow of SwiftUI, with the default flow: items centred.
  case swiftUI = "swiftui"
  /// The sized lazy flow of SwiftUI in the app's scroll view, with the default flow.
  case sized
  /// The collection view layout with `itemAlignment: .start`.
  case collection
  /// The collection view layout with items centred.
  case collectionCentred = "collection-centred"
  /// The collection view layout with `itemAlignment: .start` in a collection view that sizes
  /// each cell only as it meets the view: prefetching turned off, or the reading of UIKit in
  /// which prefetched cells are not sized before they are displayed.
  case collectionWithoutPrefetching = "collection-no-prefetch"
  /// A flow of 40 chips that shows three lines until the user expands it
  /// (`HFlow(maxLines:)(isExpanded:)`), in a scroll view.
  case expandable

  /// The readings of the platform the model runs `session` under (see ``ScrollReading``): the
  /// session's for the lazy flows, which scroll to a marker; for the collection view layout,
  /// whose corrections are content offset adjustments, which move the offset without touching
  /// a fling, the default one, and where the session scrolls to an item, both readings of an
  /// animated scroll and the one in which the collection view asks about new bounds before it
  /// holds them, where the landing of a scroll to an item is judged.
  public func readings(of session: ScrollSession) -> [ScrollReading] {
    guard isCollection else { return session.readings }
    return session.scrollsToItems
      ? [.safeArea, .animationCarriesAdjustments, .animationKeepsItsEnd, .boundsHeldAfterAsking]
      : [.safeArea]
  }

  /// Whether the model is the collection view layout's.
  public var isCollection: Bool {
    self == .collection || self == .collectionCentred || self == .collectionWithoutPrefetching
  }

  /// The size elements are estimated at: 60 × 28.
  public static let estimate = Size(width: 60, height: 28)

  /// The elements of the figures' sessions: 20,000 of 20–120 × 20–60 from `seed`, half of them
  /// measuring exactly the estimate in `exact-estimates`.
  public static func elements(
    seed: UInt64, count: Int = 20_000, session: ScrollSession? = nil
  ) -> SimulatedElements {
    SimulatedElements(
      count: count, seed: seed, exactEstimate: session == .exactEstimates ? estimate : nil)
  }

  /// A simulator of the model over `elements` for `session`, 390 points wide, in a viewport
  /// 844 long, whose elements are estimated at 60 × 28, on a platform that aligns a scroll
  /// marker as `reading` has it; the content rests under a bar and a margin in
  /// `content-margins`, of which the self-sizing flow reads only the bar, its safe area, the
  /// collection view rests under a 91-point bar in `top-inset`, has sections of 100 items with
  /// self-sizing headers and footers in `headers`, and takes its items' sizes from the
  /// delegate, with no estimate, in `delegate-sized`; the expandable flow holds 40 of the
  /// elements, three lines of them when collapsed.
  public func simulator(
    seed: UInt64, count: Int = 20_000, session: ScrollSession? = nil,
    reading: ScrollReading = .safeArea
  ) -> any FrameSimulator {
    let elements = Self.elements(seed: seed, count: count, session: session)
    let margins = ScrollSession.contentMarginInsets
    let insets =
      session == .contentMargins ? ScrollInsets(start: margins.start, end: margins.end) : .init()
    // The safe area the lazy flows read under margins: the self-sizing flow from its geometry,
    // the sized one from `lazyFlowScrollView()`, as the gallery app's screens have them.
    let safeArea =
      session == .contentMargins
      ? ScrollInsets(
        start: ScrollSession.safeAreaInsets.start, end: ScrollSession.safeAreaInsets.end)
      : nil
    switch self {
    case .swiftUI:
      return SwiftUIFlowSimulator(
        elements: elements, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
        estimate: Self.estimate, length: 390, viewportLength: 844, insets: insets,
        reading: reading, targetBeforeAppearing: session?.targetBeforeAppearing,
        readInsets: safeArea)
    case .sized:
      return SizedFlowSimulator(
        elements: elements, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8), length: 390,
        viewportLength: 844, insets: insets, reading: reading,
        targetBeforeAppearing: session?.targetBeforeAppearing, safeArea: safeArea)
    case .expandable:
      return ExpandableFlowSimulator(
        elements: SimulatedElements(count: 40, seed: seed),
        flow: FlowEngine(itemSpacing: 8, lineSpacing: 8, maxLines: 3), width: 390)
    case .collection, .collectionCentred, .collectionWithoutPrefetching:
      let simulator = CollectionFlowSimulator(
        elements: elements,
        flow: FlowEngine(
          itemSpacing: 8, lineSpacing: 8,
          itemAlignment: self == .collectionCentred ? .center : .start),
        estimate: session == .delegateSized ? .zero : Self.estimate, length: 390,
        viewportLength: 844, topInset: session == .topInset ? 91 : insets.start,
        sections: session == .headers ? CollectionSections(itemsPerSection: 100) : nil,
        reading: reading)
      if self == .collectionWithoutPrefetching { simulator.prefetchDistance = 0 }
      return simulator
    }
  }
}
