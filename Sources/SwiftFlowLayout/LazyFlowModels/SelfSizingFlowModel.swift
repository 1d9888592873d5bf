import FlowLayoutEngine

/// What a lazy flow of views measured as they appear does, apart from SwiftUI: it keeps a
/// ``SelfSizingFlow`` of its elements, says which lines are in view and where their views go,
/// measures each line's views as ``HFlow`` proposes them, and says where the scroll view must
/// move so that the first line in view stays where it was. `LazyHFlow` and `LazyVFlow` created
/// with an `estimatedSize` drive it; tests drive it as SwiftUI does, with fake subviews.
///
/// SwiftUI calls it in this order: ``update(ids:flow:length:viewportLength:estimatedSize:)``
/// when the data or the settings change, ``scrolled(to:)`` when the scroll view moves,
/// ``createdElements()``, ``scrollMarker`` and ``scrollRequest`` in the body that creates the
/// lines in view and in the margin around it; as the window's views are laid out,
/// ``MeasurementBasis/needsHandover(_:)`` says whether their sizes go to
/// ``record(measured:)`` and ``commitMeasurements()`` after the pass; the view is then updated,
/// and each new ``scrollRequest`` scrolls the view once, to ``scrollMarker``.
///
/// Every decision is the model's: the view only maps its values to SwiftUI, so that the tests
/// and the frame simulator drive exactly what the view does.
///
/// **The margin.** Lines are created, and so measured, within ``overscan`` viewport lengths
/// beyond each edge of the view, so that a line is measured before it comes into view and is
/// never drawn at its estimate while scrolling. The anchor is the first line of the *visible*
/// range, so sizes measured in the margin above move the scroll position, never what is
/// visible. A line created before its views were measured is kept out of sight until they
/// are (see ``isMeasured(_:)``): on the first screen and after a jump, for one frame.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public final class SelfSizingFlowModel<ID: Hashable> {
  /// The flow of the elements' current sizes.
  public internal(set) var flow: SelfSizingFlow
  /// The elements' identities, in order.
  public private(set) var ids: [ID]
  /// The range across the lines that the scroll view shows.
  public private(set) var viewport: Range<Double>
  /// Where the scroll view must move, across the lines, so that the first line in view stays
  /// where it was on screen; `nil` when it is there.
  public private(set) var pendingScrollOffset: Double?
  /// The last request that the scroll view move (see ``ScrollRequest``); the view acts on each
  /// new one once.
  public private(set) var scrollRequest: ScrollRequest?
  /// Where keyboard focus went and what it waits for (see ``focus(after:from:mirrored:toEnds:)``).
  var keyboard = KeyboardFocus<ID>()
  /// The insets of the scroll view's content across the lines that the view reads (its safe
  /// area). The scroll view rests within them and what its first report shows beyond them at
  /// the start (`restingInsets`), and requests are clamped to where it can rest.
  public var insets = ScrollInsets() {
    didSet { unreadStart.read(start: insets.start) }
  }
  /// The start inset the view cannot read (content margins), as the first report shows it.
  var unreadStart = UnreadStartInset()
  /// The insets the scroll view's content rests within: ``insets``, and at the start what the
  /// scroll view showed beyond them when it appeared (see `UnreadStartInset`).
  var restingInsets: ScrollInsets {
    ScrollInsets(
      start: insets.start + unreadStart.length(viewportLength: viewport.length), end: insets.end)
  }
  /// Where the scroll view aligns the scroll marker, as the requests' landings show it.
  var markerEdge = MarkerEdge()
  /// The element's estimated size, by position among the elements as they are now.
  private(set) var estimate: (Int) -> Size
  /// The one estimated size of every element the view last gave, if it gave one.
  var estimatedSize: Size?
  /// Sizes measured since the last commit.
  var measurements: [(index: Int, size: Size)] = []
  /// The element a scroll target asked for, whose line stays at the viewport's start until the
  /// scroll view moves elsewhere.
  var target: Int?
  /// A scroll target set before the flow had its length and the scroll view's, carried out once
  /// it has them.
  private var pendingTarget: ID?
  /// How far beyond each edge of the view lines are created and measured, in viewport lengths.
  ///
  /// Half a viewport (``SelfSizingFlow/standardOverscan``), like the platforms' prefetching: a
  /// scroll of up to half a screen a frame (about 25,000 points a second at 60 frames a second)
  /// shows no line before it was measured, and two screens of views are created rather than
  /// one. Measured frame by frame, a tenth of a viewport already kept drags and flings from
  /// moving what is shown, and a whole viewport did no better than half (see the performance
  /// log).
  public var overscan = SelfSizingFlow.standardOverscan {
    didSet { overscan = overscan.isFinite ? Swift.max(overscan, 0) : 0 }
  }
  /// Whether the measured lines in view are held (see
  /// ``SelfSizingFlow/holdLines(in:releasingOutside:viewport:)``), so that sizes measured above the view,
  /// scrolling up after a jump or after an edit, move the scroll position and never the lines
  /// the user sees; they are released once out of the view and its margin. With it, a line
  /// before a held one may end short of where a layout of the current sizes would end it.
  public var holdsLinesInView = true {
    didSet {
      guard !holdsLinesInView else { return }
      moveViewport(to: flow.releaseHeldLines(viewport: viewport))
    }
  }

  /// A model of the elements `ids`, laid out with `flow` in a length of `length` along the lines
  /// (`nil` until known), shown `viewportLength` across them, whose sizes are estimated by
  /// position until measured.
  ///
  /// - Complexity: As ``SelfSizingFlow/init(flow:count:proposal:estimate:)``.
  public init(
    ids: [ID], flow: FlowEngine, length: Double?, viewportLength: Double,
    estimate: @escaping (Int) -> Size
  ) {
    self.ids = ids
    self.estimate = estimate
    self.flow = SelfSizingFlow(
      flow: flow.collapsingEmptyElements, count: ids.count,
      proposal: Self.proposal(along: flow.axis, length: length), estimate: estimate)
    viewport = 0..<Swift.max(viewportLength, 0)
  }

  /// The proposal of a flow along `axis` that is `length` long along its lines.
  static func proposal(along axis: FlowAxis, length: Double?) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
  }

  /// Brings the flow to the view's elements, settings and length, keeping the measured sizes
  /// of the elements that stay and the first line in view in place: added and removed elements
  /// are edits (an element that moved is measured again), a new length breaks the lines read
  /// again, and new settings lay the measured sizes out anew.
  ///
  /// - Returns: Whether anything changed.
  /// - Complexity: O(*n* + *d*²) for *n* elements and *d* identities between those that stay
  ///   at the start and the end, plus an edit for each difference; O(*n*) to lay the elements
  ///   out anew when *d* is over 256.
  @discardableResult
  public func update(
    ids newIDs: [ID], flow newFlow: FlowEngine, length: Double?,
    viewportLength: Double
  ) -> Bool {
    change(ids: newIDs, flow: newFlow, length: length, viewportLength: viewportLength)
  }

  /// Brings the flow to the view's elements, settings, length and estimated size: as
  /// ``update(ids:flow:length:viewportLength:)``, and a new `estimatedSize` lays the elements
  /// out anew, each element not yet measured at it, the measured ones at their sizes.
  ///
  /// - Returns: Whether anything changed.
  /// - Complexity: As ``update(ids:flow:length:viewportLength:)``; O(*n* + *m* log *m*) for a
  ///   new estimate, keeping *m* measured sizes.
  @discardableResult
  public func update(
    ids newIDs: [ID], flow newFlow: FlowEngine, length: Double?,
    viewportLength: Double, estimatedSize newEstimate: Size
  ) -> Bool {
    let reestimates = estimatedSize.map { $0 != newEstimate } ?? false
    if estimatedSize != newEstimate {
      estimatedSize = newEstimate
      estimate = { _ in newEstimate }
    }
    return change(
      ids: newIDs, flow: newFlow, length: length, viewportLength: viewportLength,
      reestimates: reestimates)
  }

  /// Brings the flow to a new size of the scroll view, keeping the elements, the measured sizes
  /// and the first line in view in place, as ``update(ids:flow:length:viewportLength:)`` does
  /// without reading the elements' identities.
  ///
  /// - Returns: Whether anything changed.
  /// - Complexity: As ``SelfSizingFlow/propose(_:viewport:)`` for a new length; O(1) otherwise.
  @discardableResult
  public func resize(length: Double?, viewportLength: Double) -> Bool {
    change(ids: nil, flow: flow.flow, length: length, viewportLength: viewportLength)
  }

  /// The flow's length along its lines: `nil` until known.
  public var length: Double? { flow.flow.axis.main(flow.proposal) }

  /// The elements of `slot` among `data`, the model's elements in order, for a view that
  /// creates its lines one by one and measures each with ``measure(line:subviews:)``: only the
  /// slot's are read, so that creating a screen of lines costs the same for any number of
  /// elements.
  ///
  /// - Complexity: O(1) to find them, for a random-access `data`.
  public static func elements<Data: RandomAccessCollection>(
    of slot: FlowLineSlot, in data: Data
  ) -> Data.SubSequence {
    let first = data.index(data.startIndex, offsetBy: slot.items.lowerBound)
    return data[first..<data.index(first, offsetBy: slot.items.count)]
  }

  /// Brings the flow to `newIDs` (unchanged when `nil`), `newFlow` and the scroll view's
  /// lengths (see ``update(ids:flow:length:viewportLength:)``).
  func change(
    ids newIDs: [ID]?, flow newFlow: FlowEngine, length: Double?, viewportLength: Double,
    reestimates: Bool = false
  ) -> Bool {
    let newFlow = newFlow.collapsingEmptyElements
    let proposal = Self.proposal(along: newFlow.axis, length: length)
    viewport = viewport.lowerBound..<(viewport.lowerBound + Swift.max(viewportLength, 0))
    // The first line in view, whose first element stays where it is on screen through all the
    // changes, followed through the edits.
    let anchor = flow.firstSlot(overlapping: viewport).map {
      (item: $0.items.lowerBound, distance: $0.start - viewport.lowerBound)
    }
    var anchorItem = anchor?.item
    var changed = false
    if newFlow != flow.flow || reestimates {
      let measured = flow.measuredSizes()
      flow = SelfSizingFlow(flow: newFlow, count: ids.count, proposal: proposal, estimate: estimate)
      _ = flow.measure(measured, viewport: viewport)
      changed = true
    } else if proposal != flow.proposal {
      _ = flow.propose(proposal, viewport: viewport)
      changed = true
    }
    if let newIDs, newIDs != ids {
      // Only the part between the identities that stay at the start and at the end is diffed.
      var start = 0
      while start < Swift.min(ids.count, newIDs.count), ids[start] == newIDs[start] { start += 1 }
      var end = 0
      while end < Swift.min(ids.count, newIDs.count) - start,
        ids[ids.count - 1 - end] == newIDs[newIDs.count - 1 - end]
      {
        end += 1
      }
      let old = ids[start..<(ids.count - end)]
      let new = newIDs[start..<(newIDs.count - end)]
      guard old.count + new.count <= Self.mostEdits else {
        anchorItem = anchorItem.flatMap { newIDs.firstIndex(of: ids[$0]) } ?? anchorItem
        replaceElements(with: newIDs, proposal: proposal)
        return finishChange(changed: true, anchor: anchor, anchorItem: anchorItem)
      }
      let difference = new.difference(from: old)
      var edits: [FlowEdit<Size>] = []
      for case .remove(let offset, _, _) in difference.removals.reversed() {
        edits.append(.remove(at: start + offset))
      }
      for case .insert(let offset, _, _) in difference.insertions {
        edits.append(.insert(estimate(start + offset), at: start + offset))
      }
      for edit in edits {
        _ = flow.apply(edit, viewport: viewport)
        // A removed anchor gives way to the element that takes its place.
        anchorItem = anchorItem.map { edit.position(of: $0) ?? $0 }
      }
      ids = newIDs
      changed = true
    }
    return finishChange(changed: changed, anchor: anchor, anchorItem: anchorItem)
  }

  /// The most identities, old and new, between those that stay at the start and at the end,
  /// that are diffed and applied as edits; a larger change (the first data, a new data set)
  /// lays the elements out anew, which costs O(*n*) rather than an edit's cost for each
  /// difference and a diff's O(*n* *d*).
  static var mostEdits: Int { 256 }

  /// Makes `newIDs` the elements, in a flow laid out anew for `proposal`, in which the
  /// elements that stay keep their measured sizes.
  ///
  /// - Complexity: O(*n* + *m* log *m*) for *n* elements and *m* measured sizes kept.
  func replaceElements(with newIDs: [ID], proposal: ProposedSize) {
    var measured: [ID: Size] = [:]
    for (index, size) in flow.measuredSizes() { measured[ids[index]] = size }
    let kept =
      measured.isEmpty
      ? []
      : newIDs.indices.compactMap { index in
        measured[newIDs[index]].map { (index: index, size: $0) }
      }
    ids = newIDs
    flow = SelfSizingFlow(
      flow: flow.flow, count: newIDs.count, proposal: proposal, estimate: estimate)
    if !kept.isEmpty { _ = flow.measure(kept, viewport: viewport) }
  }

  /// Moves the viewport so that `anchor`'s line, now the line of `anchorItem`, stays where it
  /// was when anything changed, carries out a scroll target that waited for the lengths, and
  /// returns whether anything changed.
  func finishChange(
    changed: Bool, anchor: (item: Int, distance: Double)?, anchorItem: Int?
  ) -> Bool {
    if changed, let anchor, let item = anchorItem, flow.count > 0 {
      let line = flow.offset(ofItem: Swift.min(item, flow.count - 1))
      moveViewport(to: line - anchor.distance)
      holdLinesInView()
    }
    if let pendingTarget { _ = scrollTarget(pendingTarget) }
    return changed
  }

  /// The scroll view shows `visible` across the lines: a pending move it reached is done, and
  /// a scroll target is let go once the scroll view is somewhere else.
  ///
  /// - Returns: Whether other lines are to be created, in view or in the margin, or the scroll
  ///   view asked to move, so that the view must be updated; a scroll within the same lines
  ///   that asks nothing needs no update.
  /// - Complexity: As two calls of ``SelfSizingFlow/slots(overlapping:)``.
  @discardableResult
  public func scrolled(to visible: Range<Double>) -> Bool {
    let request = scrollRequest
    if unreadStart.reported(start: visible.lowerBound), pendingScrollOffset != nil {
      // A request made before the scroll view appeared (a deep link's target): the report
      // shows where the scroll view appeared, not where the request lands. A target is asked
      // for again with the start inset the report showed.
      viewport = viewport.lowerBound..<(viewport.lowerBound + visible.length)
      if let target { moveViewport(to: targetStart(ofItem: target), reason: .target) }
      return scrollRequest != request
    }
    let insets = restingInsets
    // A request that landed off by what separates the readings of `scrollTo` is made again.
    let again = markerEdge.landed(
      at: visible.lowerBound, insets: insets, safeArea: self.insets.start,
      resting: insets.reachableOffsets(
        contentLength: flow.contentLength(), viewportLength: visible.length,
        current: visible.lowerBound))
    let reason = scrollRequest?.reason ?? .anchor
    if again == nil, abs(visible.lowerBound - viewport.lowerBound) >= 0.5 { target = nil }
    let before = slotsInView().map(\.line)
    viewport = visible
    if let pending = pendingScrollOffset, abs(pending - visible.lowerBound) < 0.5 {
      pendingScrollOffset = nil
    }
    if let again { moveViewport(to: again, reason: reason) }
    // Only other lines in view or in the margin change what is held: a change of the lines
    // or their measurements holds them itself.
    let after = slotsInView().map(\.line)
    guard after != before else { return scrollRequest != request }
    holdLinesInView()
    return true
  }

  /// Holds the measured lines in view and releases those out of the view and its margin, when
  /// ``holdsLinesInView``.
  func holdLinesInView() {
    guard holdsLinesInView else { return }
    let created = createdRange
    moveViewport(
      to: flow.holdLines(in: created, releasingOutside: created, viewport: viewport))
  }

  /// The range across the lines whose lines are created: the viewport and ``overscan``
  /// viewport lengths beyond each of its edges.
  public var createdRange: Range<Double> {
    SelfSizingFlow.createdRange(around: viewport, overscan: overscan)
  }

  /// The slots of the lines to create, in visual order: the lines in view and in the margin
  /// around it (see ``createdRange``).
  ///
  /// - Complexity: As ``SelfSizingFlow/slots(overlapping:)``.
  public func slotsInView() -> [FlowLineSlot] {
    flow.slots(overlapping: createdRange)
  }

  /// Whether every element of `slot` was measured, so that its line may be shown: a line whose
  /// views were not measured yet is kept out of sight rather than drawn at its estimate.
  ///
  /// - Complexity: O(*c* *k*) for *c* chunks and *k* elements in the line.
  public func isMeasured(_ slot: FlowLineSlot) -> Bool {
    slot.items.allSatisfy { $0 >= flow.count || flow.isMeasured($0) }
  }

  /// The elements whose views are created, in order: those of the lines in view and in the
  /// margin (see ``slotsInView()``), each at its frame in the content, shown once its line's
  /// views were measured (see ``isMeasured(_:)``). The view gives them to one `ForEach` keyed
  /// by identity, so that an element keeps its view while it stays among them, whichever line
  /// it is on.
  ///
  /// - Complexity: As ``slotsInView()``, plus O(*k*) for the *k* elements of its lines.
  public func createdElements() -> [CreatedElement<ID>] {
    CreatedElement.window(
      of: slotsInView(), axis: flow.flow.axis, frames: frames(in:), isShown: isMeasured,
      id: { self.ids[$0] })
  }

  /// Where the views of `slot`'s elements go, from the slot's start.
  public func frames(in slot: FlowLineSlot) -> [Rect] {
    flow.frames(in: slot)
  }

  /// The flow's length across the lines, estimated past the lines read: the scroll view's
  /// content length.
  public func contentLength() -> Double {
    flow.contentLength()
  }

  /// Where the scroll marker goes in the content: a point past the last request's offset by
  /// where the scroll view aligns it (see `MarkerEdge`: the start inset, until a landing shows
  /// the scroll view aligns it with its bounds), so that scrolling it to the scroll view's
  /// top-leading edge moves the scroll view to the request's offset.
  public var scrollMarker: Rect {
    flow.flow.axis.rect(
      mainStart: 0,
      crossStart: (scrollRequest?.offset ?? 0) + markerEdge.lead(insets: restingInsets),
      main: 1, cross: 1)
  }

  /// What the window's layout compares its views' sizes with: the size each element of
  /// `window` is laid out at, and whether it was measured.
  ///
  /// - Complexity: O(*k* *c*) for *k* elements and *c* chunks.
  public func measurementBasis(of window: [CreatedElement<ID>]) -> MeasurementBasis {
    MeasurementBasis(
      sizes: window.map { flow.size(ofItem: $0.index) },
      isMeasured: window.map { flow.isMeasured($0.index) })
  }

  /// Measures the views of `slot`'s elements, `subviews` in order, as ``HFlow`` proposes them
  /// (see ``sizes(of:in:flow:proposal:)``), and keeps the sizes that changed until
  /// ``commitMeasurements()``, so that the lines of one pass are measured against the same
  /// lines.
  ///
  /// - Returns: Whether any size changed, so that the measurements must be committed.
  /// - Complexity: O(*k*) measurements for *k* subviews.
  @discardableResult
  public func measure<Subviews: RandomAccessCollection>(
    line slot: FlowLineSlot, subviews: Subviews
  ) -> Bool where Subviews.Element: FlowSubview, Subviews.Index == Int {
    record(Self.sizes(of: subviews, at: slot.items, flow: flow.flow, proposal: flow.proposal))
  }

  /// Measures the views of the created elements `window` (see ``createdElements()``),
  /// `subviews` in order, as ``measure(line:subviews:)`` measures a line's.
  ///
  /// - Returns: Whether any size changed, so that the measurements must be committed.
  /// - Complexity: O(*k*) measurements for *k* subviews.
  @discardableResult
  public func measure<Subviews: RandomAccessCollection>(
    _ window: [CreatedElement<ID>], subviews: Subviews
  ) -> Bool where Subviews.Element: FlowSubview {
    record(
      Self.sizes(
        of: subviews, at: window.lazy.map(\.index), flow: flow.flow, proposal: flow.proposal))
  }

  /// The sizes of the views of `slot`'s elements, `subviews` in order, as ``HFlow`` proposes
  /// them in a flow of `flow`'s settings for `proposal`: a view's ideal size, or its answer to
  /// the line's length when it is wider. It reads nothing of a model, so that a layout can
  /// measure its views where it runs and hand the sizes on.
  ///
  /// - Complexity: O(*k*) measurements for *k* subviews.
  public static func sizes<Subviews: RandomAccessCollection>(
    of subviews: Subviews, in slot: FlowLineSlot, flow: FlowEngine, proposal: ProposedSize
  ) -> [(index: Int, size: Size)] where Subviews.Element: FlowSubview, Subviews.Index == Int {
    sizes(of: subviews, at: slot.items, flow: flow, proposal: proposal)
  }

  /// The sizes of `subviews`, the views of the elements at `indices` in order, as
  /// ``sizes(of:in:flow:proposal:)`` measures a line's.
  ///
  /// - Complexity: O(*k*) measurements for *k* subviews.
  public static func sizes<Subviews: Sequence, Indices: Sequence<Int>>(
    of subviews: Subviews, at indices: Indices, flow: FlowEngine, proposal: ProposedSize
  ) -> [(index: Int, size: Size)] where Subviews.Element: FlowSubview {
    zip(indices, subviews).map { index, subview in
      (index, flow.sizeAlone(subview, proposal: proposal))
    }
  }

  /// Keeps the sizes of `sizes` that differ from the flow's until ``commitMeasurements()``;
  /// sizes of positions past the elements are left out.
  ///
  /// - Returns: Whether any size changed, so that the measurements must be committed.
  @discardableResult
  public func record(_ sizes: [(index: Int, size: Size)]) -> Bool {
    var changed = false
    for (index, size) in sizes where index >= 0 && index < flow.count {
      guard size != flow.size(ofItem: index) || !flow.isMeasured(index) else { continue }
      measurements.append((index, size))
      changed = true
    }
    return changed
  }

  /// Keeps the sizes of `measured`, each the size of the element `id` that was at `index` when
  /// its view was laid out, until ``commitMeasurements()``: a size goes to the element by its
  /// identity, wherever an edit since moved it, and the size of an element since removed is
  /// left out.
  ///
  /// - Returns: Whether any size changed, so that the measurements must be committed.
  /// - Complexity: O(*k*) for *k* sizes of elements that stayed where they were, O(*n*) for
  ///   each that moved.
  @discardableResult
  public func record(measured: [(id: ID, index: Int, size: Size)]) -> Bool {
    record(
      measured.compactMap { element -> (index: Int, size: Size)? in
        if ids.indices.contains(element.index), ids[element.index] == element.id {
          return (element.index, element.size)
        }
        return ids.firstIndex(of: element.id).map { ($0, element.size) }
      })
  }

  /// Gives the flow the sizes measured since the last commit, in one change, so that the first
  /// line in view stays where it was on screen; ``pendingScrollOffset`` says where the scroll
  /// view must go when they moved it.
  ///
  /// - Returns: Whether the flow changed.
  /// - Complexity: As ``SelfSizingFlow/measure(_:viewport:)``.
  @discardableResult
  public func commitMeasurements() -> Bool {
    guard !measurements.isEmpty else { return false }
    let sizes = measurements.filter { $0.index < flow.count }
    measurements.removeAll()
    let start = flow.measure(sizes, viewport: viewport)
    moveViewport(to: target.map(targetStart(ofItem:)) ?? start)
    holdLinesInView()
    return true
  }

  /// Where to scroll to show the element `id`: its line first below the insets at the start (a
  /// navigation bar, content margins), or as near as the scroll view can rest; `nil` for an
  /// identity that is not among the elements. Until the scroll view moves elsewhere, measurements
  /// keep the element's line there. Before the flow has its length and the scroll view's (a target
  /// set before the view appears: a deep link, a restored state), the target waits, `nil` is
  /// returned, and the request is made once they come.
  ///
  /// - Complexity: O(*n*) to find the element, plus ``SelfSizingFlow/offset(ofItem:)``.
  public func scrollTarget(_ id: ID) -> Double? {
    guard length != nil, viewport.length > 0 else {
      pendingTarget = id
      return nil
    }
    pendingTarget = nil
    guard let index = ids.firstIndex(of: id) else { return nil }
    target = index
    moveViewport(to: targetStart(ofItem: index), reason: .target)
    return viewport.lowerBound
  }

  /// Where the viewport starts to show the line of the item at `index` first below the insets
  /// at the start (a navigation bar, content margins): the line's start less the start inset.
  func targetStart(ofItem index: Int) -> Double {
    flow.offset(ofItem: index) - restingInsets.start
  }

  /// Moves the viewport to start at `start`, or as near as the scroll view can rest (see
  /// ``ScrollInsets/reachableOffsets(contentLength:viewportLength:current:)``), and asks the
  /// scroll view to follow, once, when it moved.
  func moveViewport(to start: Double, reason: ScrollRequest.Reason = .anchor) {
    let insets = restingInsets
    let reachable = insets.reachableOffsets(
      contentLength: flow.contentLength(), viewportLength: viewport.length,
      current: viewport.lowerBound)
    let start = Swift.min(Swift.max(start, reachable.lowerBound), reachable.upperBound)
    guard start != viewport.lowerBound else { return }
    viewport = start..<(start + viewport.length)
    pendingScrollOffset = start
    scrollRequest = ScrollRequest(
      offset: start, reason: reason, serial: (scrollRequest?.serial ?? 0) + 1)
    markerEdge.requested(start: start, reason: reason, insets: insets)
  }
}

extension Range where Bound == Double {
  /// The range's length.
  var length: Double { upperBound - lowerBound }
}

extension FlowEngine {
  /// This flow as a lazy flow of measured views lays its elements out: an element that measures
  /// nothing along the lines, such as one whose content is an `if` that is false, collapses
  /// (see ``collapsesEmptyItems``), taking no room and no spacing, as it would in ``HFlow``,
  /// where content without a view gives no subview at all.
  var collapsingEmptyElements: FlowEngine {
    var flow = self
    flow.collapsesEmptyItems = true
    return flow
  }

  /// The size this flow gives `subview` when it lays it out for `proposal`, for a view that
  /// does not grow: a layout of the view alone, which gives its ideal size, or its answer to
  /// the line's length when it is wider.
  func sizeAlone<Subview: FlowSubview>(_ subview: Subview, proposal: ProposedSize) -> Size {
    var alone = self
    alone.maxLines = nil
    alone.itemSeparator = nil
    alone.lineSeparator = nil
    alone.collapsesEmptyItems = false
    var cache = FlowLayoutCache(subviewCount: 1)
    return alone.arrangement(for: proposal, subviews: CollectionOfOne(subview), cache: &cache)
      .result.frames.first?.size ?? .zero
  }
}
