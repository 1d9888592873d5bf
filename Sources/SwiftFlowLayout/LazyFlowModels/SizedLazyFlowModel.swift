import FlowLayoutEngine

/// What a lazy flow of elements sized up front (`LazyHFlow(…size:…)`, `LazyVFlow`) does, apart
/// from SwiftUI: it keeps the lines between updates of its view, says which elements to create
/// and where, and when its scroll view must move. The view only maps its values to SwiftUI;
/// tests and the frame simulator drive it as the view does.
///
/// **Lines.** The sizes are an ``IncrementalFlow``: a changed, added or removed size costs an
/// edit, a new length breaks the lines again, and a line's frames are made only when it is
/// created.
///
/// **The window.** The view reports the part of the flow its scroll view shows
/// (``scrolled(to:)-(VisibleRanges)``, from the flow's geometry, never from a lazy stack's rows appearing and
/// disappearing). The elements of the lines in that range and ``overscan`` viewport lengths
/// beyond each edge are created (``createdElements()``), keyed by identity in one `ForEach`, so
/// that an element keeps its view whichever line a reflow moves it to; a navigation push or a
/// tab switch, which changes no geometry, keeps them all.
///
/// **Scrolling.** An edit, a new size or a new length keeps the first line in view where it is
/// on screen by asking the scroll view to move (``scrollRequest``), and a scroll target asks it
/// to show the element's line at the top; the view scrolls to ``scrollMarker``, which its
/// layout places in the content, once for each request.
///
/// **Held lines.** An update holds the lines created (in view and in the margin): each starts
/// at the element it started at, as if forced to break before it, so that an edit above moves
/// the scroll position and never breaks the lines the user sees differently; the lines from an
/// edit in view on break as a layout of the sizes does. A held line is
/// released once it leaves the margin, the lines created then held in its place, so that what
/// it breaks again stops short of the view; all are released at a new length. With none held,
/// the lines are those of a layout of the sizes. See ``heldLineStarts``.
///
/// A class, so that the view's later updates read what its earlier ones set, without counting
/// as a change of the view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public final class SizedLazyFlowModel<ID: Hashable> {
  var layout: IncrementalFlow<BoxItem>?
  /// The elements' identities, in order.
  public private(set) var ids: [ID] = []
  /// The elements' sizes, in order.
  private var sizes: [Size] = []
  /// The elements that start held lines.
  private var held: Set<ID> = []
  /// The position of each element in ``held``, found when a line is first released after the
  /// elements changed; `nil` until then.
  private var heldPositions: [ID: Int]?
  /// The range of the flow, across its lines, that its scroll view shows, in the flow's
  /// coordinates: before the flow's start when the scroll view shows what is above it. After a
  /// request, the range asked for, until the scroll view reports where it went.
  public private(set) var visible: Range<Double> = 0..<0
  /// Right to left before iOS 17, the range the other reading of the window frame gives (see
  /// ``VisibleRanges``): the lines around it are created too, so that the range shown is
  /// created whichever reading holds.
  public private(set) var otherReading: Range<Double>?
  /// Whether the frame in the window that right-to-left ranges are read from is mirrored with
  /// the layout, once a landing showed it.
  var windowMirroring = WindowMirroring()
  /// The range the scroll view last reported, while a request waits for it to report again;
  /// `nil` when it has. A scroll view that cannot go where it was asked (past the end of its
  /// content, which the flow may be only part of) stays where it is and reports no change, so
  /// the lines around this range stay created with those around ``visible``.
  private(set) var lastReported: Range<Double>?
  /// Where the scroll view aligns the scroll marker, as the requests' landings show it (see
  /// `MarkerEdge`): until a landing shows otherwise, with the start of the insets the scroll
  /// view appeared under.
  var markerEdge = MarkerEdge()
  /// The insets of the scroll view's safe area across the lines, where the app's scroll view
  /// gives them (`lazyFlowScrollView()`); none otherwise.
  public var insets = ScrollInsets() {
    didSet { unreadStart.read(start: insets.start) }
  }
  /// The start inset of the scroll view that the flow does not read, as the first report shows
  /// it where the flow starts the scroll view's content.
  var unreadStart = UnreadStartInset()
  /// The insets the flow takes its scroll view's content to rest within: ``insets``, and at the
  /// start what the scroll view showed above the flow beyond them when it appeared (see
  /// `UnreadStartInset`).
  var restingInsets: ScrollInsets {
    ScrollInsets(
      start: insets.start + unreadStart.length(viewportLength: visible.length), end: insets.end)
  }
  /// The last request that the scroll view move; the view acts on each new one once.
  public private(set) var scrollRequest: ScrollRequest?
  /// A scroll target set before the flow had its length, carried out once it has it.
  private var pendingTarget: ID?
  /// Where keyboard focus went and what it waits for (see ``focus(after:from:mirrored:toEnds:)``).
  var keyboard = KeyboardFocus<ID>()
  /// How far beyond each edge of the view lines are created, in viewport lengths (see
  /// ``SelfSizingFlow/standardOverscan``).
  public var overscan = SelfSizingFlow.standardOverscan {
    didSet { overscan = overscan.isFinite ? Swift.max(overscan, 0) : 0 }
  }

  /// A model with no elements, laid out once the view gives them.
  public init() {}

  /// Brings the lines to the elements `newIDs` of sizes `sizes`, laid out with `flow` for
  /// `proposal`: by edits when only sizes, elements or the proposal changed, anew when the
  /// settings did. The first line in view stays where it is on screen: its first element is
  /// followed by identity, and the scroll view is asked to move when its line did.
  ///
  /// - Returns: Whether the created elements may have changed, so that the view must update.
  /// - Complexity: O(*n*) comparisons for *n* sizes, plus the edits (see
  ///   ``IncrementalFlow/update(to:)``), plus O(*n*) to follow the anchor when elements moved.
  @discardableResult
  public func update(ids newIDs: [ID], sizes: [Size], flow: FlowEngine, proposal: ProposedSize)
    -> Bool
  {
    holdCreatedLines()
    releaseLines(fromFirstChangeTo: newIDs, sizes: sizes)
    defer { carryOutPendingTarget() }
    heldPositions = nil
    let changed = keepingAnchor(ids: newIDs) {
      self.sizes = sizes
      guard layout?.flow == flow else {
        held = []
        layout = IncrementalFlow(flow: flow, items: items(ids: newIDs), proposal: proposal)
        return
      }
      if layout?.proposal != proposal { held = [] }
      layout?.propose(proposal)
      layout?.update(to: items(ids: newIDs))
    }
    // The lines the move leaves outside the margin are released now, in the update that asks
    // for it, so that the one request made is carried out by the body that follows; released
    // when the scroll view reports its new place, they would ask for a second, a frame late.
    releaseLines(outside: layout?.slots(overlapping: createdRange) ?? [])
    return changed
  }

  /// The items of the elements `ids` of ``sizes``, each starting a line when it starts a held
  /// one.
  ///
  /// - Complexity: O(*n*) for *n* elements; O(1) a piece when no line is held.
  private func items(ids: [ID]) -> [BoxItem] {
    zip(ids, sizes).map { id, size in
      item(of: size, startsHeldLine: !held.isEmpty && held.contains(id))
    }
  }

  /// The item of an element of `size`, which starts a line when it starts a held one.
  private func item(of size: Size, startsHeldLine: Bool) -> BoxItem {
    BoxItem(width: size.width, height: size.height, breakBefore: startsHeldLine)
  }

  /// Holds the lines created, each at the element it starts at.
  private func holdCreatedLines() {
    held.formUnion(createdSlots().map { ids[$0.items.lowerBound] })
  }

  /// Releases the held lines from the line of the first element that `newIDs` and `newSizes`
  /// change on, where that element lies at or after the anchor, the first element of the first
  /// line in view: the user sees the change, and the lines after it break as a layout of the
  /// sizes does. A change before the anchor keeps them held, so that the lines in view keep
  /// their elements.
  ///
  /// - Complexity: O(*n*) for *n* elements.
  private func releaseLines(fromFirstChangeTo newIDs: [ID], sizes newSizes: [Size]) {
    guard !held.isEmpty, var layout, layout.count > 0,
      let first = firstSlotInView()?.items.lowerBound
    else { return }
    let common = Swift.min(ids.count, newIDs.count)
    let change =
      (0..<common).first { ids[$0] != newIDs[$0] || sizes[$0] != newSizes[$0] }
      ?? (ids.count == newIDs.count ? nil : common)
    guard let change, change >= first,
      let line = layout.slot(containing: Swift.min(change, layout.count - 1))
    else { return }
    held.subtract(ids[line.items.lowerBound...])
  }

  /// Releases the held lines that are not among `slots`, keeping the first line in view in
  /// place: each released line's first element no longer forces a break, an edit of its item.
  /// Where that would break the lines of `slots` again (sizes that break alike line after
  /// line carry a released line's new breaks on and on), those lines are held first, so that
  /// the lines released break again only up to them; otherwise nothing more is held, and once
  /// no line is, the lines are those of a layout of the sizes.
  ///
  /// - Complexity: O(*n*) for *n* elements the first time a line is released after the
  ///   elements changed, to find where the held ones are; then as ``IncrementalFlow/apply(_:)``
  ///   for each line released or held, twice where the lines of `slots` must be held, plus
  ///   O(*k*) for *k* lines held.
  private func releaseLines(outside slots: [FlowLineSlot]) {
    guard !held.isEmpty, var layout else { return }
    let created = Set(slots.map { ids[$0.items.lowerBound] })
    let released = held.subtracting(created)
    guard !released.isEmpty else { return }
    var positions =
      heldPositions
      ?? Dictionary(
        uniqueKeysWithValues: ids.indices.lazy.filter { self.held.contains(self.ids[$0]) }.map {
          (self.ids[$0], $0)
        })
    let releases = released.compactMap { id in
      positions[id].map {
        FlowEdit.replace(at: $0, with: item(of: sizes[$0], startsHeldLine: false))
      }
    }
    // Released alone, where every line of `slots` still starts where it did.
    layout.apply(releases)
    let starts = slots.map(\.items.lowerBound)
    let holding =
      starts.allSatisfy { layout.slot(containing: $0)?.items.lowerBound == $0 }
      ? [] : starts.filter { !held.contains(ids[$0]) }
    _ = keepingAnchor(ids: ids) {
      held.subtract(released)
      held.formUnion(holding.map { ids[$0] })
      let holds = holding.map {
        FlowEdit.replace(at: $0, with: item(of: sizes[$0], startsHeldLine: true))
      }
      self.layout?.apply(holds + releases)
    }
    for position in holding { positions[ids[position]] = position }
    heldPositions = positions.filter { !released.contains($0.key) }
  }

  /// The positions of the elements that start held lines, in order.
  ///
  /// - Complexity: O(*n*) for *n* elements.
  public var heldLineStarts: [Int] {
    ids.indices.filter { held.contains(ids[$0]) }
  }

  /// Lays the sizes out for `proposal`, a new length along the lines, without reading them
  /// again, keeping the first line in view where it is on screen.
  ///
  /// - Returns: Whether anything changed.
  /// - Complexity: As ``IncrementalFlow/propose(_:)``; nothing before the first update.
  @discardableResult
  public func propose(_ proposal: ProposedSize) -> Bool {
    guard let layout, layout.proposal != proposal else { return false }
    defer { carryOutPendingTarget() }
    windowMirroring.forget()
    return keepingAnchor(ids: ids) {
      // Line starts held at another length mean nothing at this one.
      if !held.isEmpty {
        held = []
        self.layout?.update(to: items(ids: ids))
      }
      self.layout?.propose(proposal)
    }
  }

  /// Makes `change`, then the elements `newIDs`, and asks the scroll view to move so that the
  /// first element of the first line in view before stays as far from the view's start.
  func keepingAnchor(ids newIDs: [ID], _ change: () -> Void) -> Bool {
    let anchor = layout.flatMap { _ in firstSlotInView() }.map {
      (
        id: ids[$0.items.lowerBound], index: $0.items.lowerBound,
        distance: $0.start - visible.lowerBound
      )
    }
    change()
    ids = newIDs
    guard let anchor, let count = layout?.count, count > 0 else { return true }
    // The anchor's element, by identity; the element that took its place when it was removed.
    let index =
      newIDs.indices.contains(anchor.index) && newIDs[anchor.index] == anchor.id
      ? anchor.index : (newIDs.firstIndex(of: anchor.id) ?? anchor.index)
    if let start = layout?.slot(containing: Swift.min(index, count - 1))?.start {
      move(to: start - anchor.distance, reason: .anchor)
    }
    return true
  }

  /// The proposal the sizes are laid out for; `nil` before the first update.
  public var proposal: ProposedSize? { layout?.proposal }

  /// How many lines the sizes fill.
  public var lineCount: Int { layout?.lineCount ?? 0 }

  /// The flow's length across its lines: the content's length its view takes.
  ///
  /// - Complexity: As ``IncrementalFlow/size()``.
  public func contentLength() -> Double {
    guard let axis = layout?.flow.axis, let size = layout?.size() else { return 0 }
    return axis.cross(size)
  }

  /// The slot of the line at `position` in visual order.
  public func slot(atVisualPosition position: Int) -> FlowLineSlot {
    guard let line = layout?.line(atVisualPosition: position), let slot = layout?.slot(ofLine: line)
    else { preconditionFailure("Line position out of range") }
    return slot
  }

  /// The frames of the items of `slot`, measured from its start.
  public func frames(in slot: FlowLineSlot) -> [Rect] { layout?.frames(in: slot) ?? [] }

  /// The position in visual order of the line that shows the item at `index`, or `nil`.
  public func visualPosition(ofItem index: Int) -> Int? {
    guard let line = layout?.line(containing: index) else { return nil }
    // Reversing the visual order is its own inverse.
    return layout?.line(atVisualPosition: line)
  }

  /// The scroll view shows `range` of the flow across its lines; held lines that left the
  /// margin are released (which may ask the scroll view to move, to keep the first line in
  /// view in place).
  ///
  /// - Returns: Whether other lines are to be created, or the scroll view asked to move, so
  ///   that the view must update; a scroll within the same lines that asks nothing needs none.
  /// - Complexity: As two calls of ``IncrementalFlow/slots(overlapping:)``.
  @discardableResult
  public func scrolled(to range: Range<Double>) -> Bool {
    scrolled(to: VisibleRanges(range))
  }

  /// The scroll view shows one of `ranges` of the flow across its lines (see
  /// ``scrolled(to:)-(Range<Double>)``): right to left, where they are read from a frame in the
  /// window, the range read as the layout counts or its mirror image. The first landing of a
  /// request that only one of them explains shows which the platform reports (see
  /// `WindowMirroring`); until then the flow keeps its first line in view by the first. It
  /// creates the lines around both, before and after.
  ///
  /// - Complexity: As ``scrolled(to:)-(Range<Double>)``, plus two calls of
  ///   ``IncrementalFlow/slots(overlapping:)`` where two ranges are read.
  @discardableResult
  public func scrolled(to ranges: VisibleRanges) -> Bool {
    if lastReported != nil, let request = scrollRequest {
      windowMirroring.landed(
        ranges, asked: request.offset, tolerance: restingInsets.start + 0.5)
    }
    let (range, other) = windowMirroring.reading(of: ranges)
    let request = scrollRequest
    let before = createdSlots().map(\.line)
    otherReading = other
    if unreadStart.reported(start: range.lowerBound), lastReported != nil,
      let waiting = scrollRequest, waiting.reason == .target
    {
      // A target asked for before the scroll view appeared: the report shows where the scroll
      // view appeared, not where the request lands. It is asked for again below the start
      // inset the report showed.
      visible = visible.lowerBound..<(visible.lowerBound + range.length)
      move(to: waiting.offset - restingInsets.start, reason: .target)
      return true
    }
    let insets = restingInsets
    // A request that landed elsewhere than the marker was placed for is made again (see
    // `MarkerEdge`); the flow's own extent is where the scroll view surely rests.
    let again = markerEdge.landed(
      at: range.lowerBound, insets: insets, safeArea: self.insets.start,
      resting: -insets.start...Swift.max(contentLength() - range.length, -insets.start))
    let reason = scrollRequest?.reason ?? .anchor
    visible = range
    lastReported = nil
    if let again { move(to: again, reason: reason) }
    releaseLines(outside: createdSlots())
    return createdSlots().map(\.line) != before || scrollRequest != request
  }

  /// The range across the lines whose lines are created: the visible range and ``overscan``
  /// of its lengths beyond each edge; while a request waits for the scroll view to report, the
  /// same around the range it last reported too.
  public var createdRange: Range<Double> {
    SelfSizingFlow.createdRange(around: visible, overscan: overscan)
  }

  /// The slots of the lines created, in visual order: those that meet ``createdRange`` and the
  /// same around the range the scroll view last reported, while a request waits, and around
  /// ``otherReading``.
  ///
  /// - Complexity: As ``IncrementalFlow/slots(overlapping:)``, once for each range.
  func createdSlots() -> [FlowLineSlot] {
    let asked = layout?.slots(overlapping: createdRange) ?? []
    let others = [lastReported, otherReading].compactMap { $0 }
    guard !others.isEmpty else { return asked }
    var lines = Set(asked.map(\.line))
    var slots = asked
    for range in others {
      let around = SelfSizingFlow.createdRange(around: range, overscan: overscan)
      for slot in layout?.slots(overlapping: around) ?? [] where lines.insert(slot.line).inserted {
        slots.append(slot)
      }
    }
    return slots.sorted { $0.start < $1.start }
  }

  /// The first line in view: the first slot that meets the visible range, if any; its first
  /// element is the anchor that edits and new lengths keep in place.
  public func firstSlotInView() -> FlowLineSlot? {
    layout?.firstSlot(overlapping: visible)
  }

  /// The elements whose views are created, in visual order: those of the lines in view and in
  /// the margin, each at its frame from the flow's start.
  ///
  /// - Complexity: As ``IncrementalFlow/slots(overlapping:)``, plus O(*k*) for the *k* elements
  ///   of the lines created.
  public func createdElements() -> [CreatedElement<ID>] {
    guard let axis = layout?.flow.axis else { return [] }
    return CreatedElement.window(
      of: createdSlots(), axis: axis, frames: frames(in:), isShown: { _ in true },
      id: { self.ids[$0] })
  }

  /// Asks the scroll view to show the element `id`'s line at the top, below the start inset it
  /// appeared under, and returns where that line starts; `nil` for an identity not among the
  /// elements or an element not shown. Before the flow has its length (a target set before the view
  /// appears: a deep link, a restored state), the target waits, `nil` is returned, and the request
  /// is made once the length comes.
  ///
  /// - Complexity: O(*n*) to find the element, plus ``IncrementalFlow/slot(containing:)``.
  @discardableResult
  public func scrollTarget(_ id: ID) -> Double? {
    guard let proposal = layout?.proposal, layout?.flow.axis.main(proposal) != nil else {
      pendingTarget = id
      return nil
    }
    pendingTarget = nil
    guard let index = ids.firstIndex(of: id), let start = layout?.slot(containing: index)?.start
    else { return nil }
    move(to: start - restingInsets.start, reason: .target)
    return start
  }

  /// Carries out the scroll target that waited for the flow's length, once it has it.
  private func carryOutPendingTarget() {
    if let pendingTarget { scrollTarget(pendingTarget) }
  }

  /// Where the scroll marker goes in the flow: a point where the last request wants the
  /// visible range to start, so that scrolling it to the scroll view's top-leading edge moves
  /// the view there.
  public var scrollMarker: Rect {
    (layout?.flow.axis ?? .horizontal).rect(
      mainStart: 0,
      crossStart: (scrollRequest?.offset ?? 0) + markerEdge.lead(insets: restingInsets),
      main: 1, cross: 1)
  }

  /// Asks the scroll view, once, to show the flow from `start`, when that is not where it is,
  /// keeping the range it last reported until it reports again.
  func move(to start: Double, reason: ScrollRequest.Reason) {
    guard start != visible.lowerBound || reason == .target else { return }
    if lastReported == nil { lastReported = visible }
    visible = start..<(start + visible.upperBound - visible.lowerBound)
    scrollRequest = ScrollRequest(
      offset: start, reason: reason, serial: (scrollRequest?.serial ?? 0) + 1)
    markerEdge.requested(start: start, reason: reason, insets: restingInsets)
  }
}
