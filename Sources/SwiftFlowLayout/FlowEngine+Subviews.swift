import FlowLayoutEngine

/// The `Layout` protocol's requirements for any subviews that conform to ``FlowSubview``: the
/// SwiftUI types call these with SwiftUI's subviews, tests with fakes.
///
/// SwiftUI mirrors custom layouts itself in right-to-left environments, so these methods always
/// lay out left to right: ``FlowEngine/layoutDirection`` is ignored here, and the layout is
/// mirrored exactly once.
extension FlowEngine {
  /// The container's size for a proposal; the arrangement is kept in the cache.
  ///
  /// - Complexity: O(*n*) the first time for a proposal, O(1) after.
  @inlinable
  public func sizeThatFits<Subviews: RandomAccessCollection>(
    proposal: ProposedSize, subviews: Subviews, cache: inout FlowLayoutCache
  ) -> Size where Subviews.Element: FlowSubview, Subviews.Index == Int {
    arrangement(for: proposal, subviews: subviews, cache: &cache).result.size
  }

  /// Places every subview: shown ones and separators at their frames, proposed their frame's
  /// size; hidden ones (past ``FlowEngine/maxLines``, and overflow indicators, separators and a
  /// collapse control not needed) at the top-left corner of the last frame shown, or of the
  /// bounds when none shows, with a zero proposal. SwiftUI requires every subview to be placed;
  /// a placement cannot hide a view, so the SwiftUI types hide these from sight, VoiceOver and
  /// the keyboard by the arrangement's `Arrangement.shownSubviews(count:)`. Inside the bounds,
  /// a view shown or hidden under an animation moves out of or into the end of what shows,
  /// never in from far away.
  ///
  /// When the bounds have the size that fits the proposal, as they usually do, the arrangement
  /// from ``sizeThatFits(proposal:subviews:cache:)`` is reused without breaking lines again.
  ///
  /// - Parameters:
  ///   - bounds: Where the container is, in its parent's coordinates.
  ///   - proposal: The size the container was offered.
  ///   - subviews: The subviews, in reading order.
  ///   - cache: The measurements and arrangements kept between calls.
  /// - Complexity: O(*n*).
  @inlinable
  public func placeSubviews<Subviews: RandomAccessCollection>(
    in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout FlowLayoutCache
  ) where Subviews.Element: FlowSubview, Subviews.Index == Int {
    place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// Places the subviews as ``placeSubviews(in:proposal:subviews:cache:)`` does, and returns
  /// the arrangement they were placed by.
  @inlinable @discardableResult
  func place<Subviews: RandomAccessCollection>(
    in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout FlowLayoutCache
  ) -> Arrangement where Subviews.Element: FlowSubview, Subviews.Index == Int {
    let (arrangement, origin) = arrangement(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    for (frame, index) in arrangement.placements {
      subviews[index].place(
        at: Self.point(frame.origin, movedTo: origin), proposal: ProposedSize(frame.size))
    }
    for (frame, index) in arrangement.separatorPlacements {
      subviews[index].place(
        at: Self.point(frame.origin, movedTo: origin), proposal: ProposedSize(frame.size))
    }
    let hiddenOrigin =
      arrangement.lastShownFrame.map { Self.point($0.origin, movedTo: origin) } ?? bounds.origin
    let shown = arrangement.shownSubviews(count: subviews.count)
    for index in subviews.indices where !shown[index] {
      subviews[index].place(at: hiddenOrigin, proposal: .zero)
    }
    return arrangement
  }

  /// Places the subviews as ``placeSubviews(in:proposal:subviews:cache:)`` does and returns,
  /// for each, whether the flow shows it: the views the SwiftUI types hide are the others, so
  /// that a simulation of them hides exactly what they hide.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  package func placeSubviewsShowing<Subviews: RandomAccessCollection>(
    in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout FlowLayoutCache
  ) -> [Bool] where Subviews.Element: FlowSubview, Subviews.Index == Int {
    place(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      .shownSubviews(count: subviews.count)
  }

  /// A hit tester for views of `sizes` laid out by this flow for `proposal`, left to right as
  /// the SwiftUI types lay out (SwiftUI mirrors them itself): for drag and drop, it tells where a
  /// view dropped at a location of the flow's own coordinate space goes (see
  /// ``FlowHitTester/hit(at:)``), in O(log *n*) per location. It is exact when the views answer
  /// every proposal with these sizes and the flow's spacings are set, as they are for most
  /// chips; views that take their spacing from their own preferences may sit a little
  /// differently.
  ///
  /// - Complexity: O(*n*) to build, for *n* sizes.
  public func hitTester(sizes: [Size], proposal: ProposedSize) -> FlowHitTester {
    var flow = self
    flow.layoutDirection = .leftToRight
    let result = flow.layout(sizes, proposal: proposal)
    return FlowHitTester(flow: flow, result: result)
  }

  /// The subviews along each edge of the ideal arrangement (one line): a container's spacing
  /// preferences are the union of theirs, edge by edge, so that nested flows space like stacks.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  public func edgeSubviews<Subviews: RandomAccessCollection>(
    subviews: Subviews, cache: inout FlowLayoutCache
  ) -> FlowEdges where Subviews.Element: FlowSubview, Subviews.Index == Int {
    let arrangement = arrangement(for: .unspecified, subviews: subviews, cache: &cache)
    let lines = arrangement.result.lines.map { line in line.map { arrangement.shown[$0] } }
    guard let first = lines.first, let last = lines.last else { return FlowEdges() }
    let (before, after) = wrap == .forward ? (first, last) : (last, first)
    let (starts, ends) = (lines.compactMap(\.first), lines.compactMap(\.last))
    return axis == .horizontal
      ? FlowEdges(top: before, leading: starts, bottom: after, trailing: ends)
      : FlowEdges(top: starts, leading: before, bottom: ends, trailing: after)
  }

  /// The container's spacing preferences: on each edge, the union of the preferences of the
  /// subviews along it (see ``edgeSubviews(subviews:cache:)``).
  ///
  /// - Complexity: O(*n*).
  @inlinable
  public func spacing<Subviews: RandomAccessCollection>(
    subviews: Subviews, cache: inout FlowLayoutCache
  ) -> SpacingPreferences where Subviews.Element: FlowSubview, Subviews.Index == Int {
    spacing(of: subviews, cache: &cache, startingFrom: SpacingPreferences.zero) {
      spacing, index, edge in
      let preferences = subviews[index].spacing
      switch edge {
      case .top: spacing.top = Swift.max(spacing.top, preferences.top)
      case .leading: spacing.leading = Swift.max(spacing.leading, preferences.leading)
      case .bottom: spacing.bottom = Swift.max(spacing.bottom, preferences.bottom)
      case .trailing: spacing.trailing = Swift.max(spacing.trailing, preferences.trailing)
      }
    }
  }

  /// The container's spacing as a stack makes it from its subviews' view spacings
  /// (`viewSpacing(index)`): from a plain view's spacing, the union on each edge of the
  /// spacings of the subviews along it. The SwiftUI types' `spacing(subviews:cache:)`.
  ///
  /// It starts from a plain view's spacing, not from a spacing of zero, which in SwiftUI asks
  /// for no distance from any neighbour and would take the flow's spacing with it.
  ///
  /// - Complexity: O(*n*), and a union per subview along each edge.
  @inlinable
  public func spacing<Subviews: RandomAccessCollection, Spacing: FlowViewSpacing>(
    subviews: Subviews, cache: inout FlowLayoutCache, viewSpacing: (Int) -> Spacing
  ) -> Spacing where Subviews.Element: FlowSubview, Subviews.Index == Int {
    spacing(of: subviews, cache: &cache, startingFrom: Spacing()) { spacing, index, edge in
      spacing.formUnion(viewSpacing(index), along: edge)
    }
  }

  /// A container's spacing as a stack makes it, in any spacing type: from `zero`, `formUnion`
  /// adds, edge by edge, each subview along that edge, by its index: the fold of
  /// ``spacing(subviews:cache:viewSpacing:)`` and ``spacing(subviews:cache:)``.
  ///
  /// - Complexity: O(*n*), and a call of `formUnion` per subview along each edge.
  @inlinable
  func spacing<Subviews: RandomAccessCollection, Spacing>(
    of subviews: Subviews, cache: inout FlowLayoutCache, startingFrom zero: Spacing,
    formUnion: (inout Spacing, Int, FlowEdges.Edge) -> Void
  ) -> Spacing where Subviews.Element: FlowSubview, Subviews.Index == Int {
    let edges = edgeSubviews(subviews: subviews, cache: &cache)
    var spacing = zero
    for edge in FlowEdges.Edge.allCases {
      for index in edges.subviews(along: edge) { formUnion(&spacing, index, edge) }
    }
    return spacing
  }

  /// The y of the flow's first or last text baseline in `bounds`: that of the first subview of
  /// the first (or last) line, or `nil` in a vertical flow, where SwiftUI's default applies.
  ///
  /// - Complexity: O(*n*) if the arrangement is not cached, O(1) otherwise.
  @inlinable
  public func textBaseline<Subviews: RandomAccessCollection>(
    last: Bool, in bounds: Rect, proposal: ProposedSize, subviews: Subviews,
    cache: inout FlowLayoutCache
  ) -> Double? where Subviews.Element: FlowSubview, Subviews.Index == Int {
    guard axis == .horizontal else { return nil }
    let (arrangement, origin) = arrangement(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    let lines = arrangement.result.lines
    guard let line = last ? lines.last : lines.first else { return nil }
    let frame = arrangement.result.frames[line.lowerBound]
    let index = arrangement.shown[line.lowerBound]
    let dimensions = cache.memo.record(of: index).dimensions(in: ProposedSize(frame.size)) {
      subviews[index].dimensions(in: ProposedSize(frame.size))
    }
    let baseline = last ? dimensions.lastTextBaseline : dimensions.firstTextBaseline
    return Self.point(frame.origin, movedTo: origin).y + (baseline ?? frame.height)
  }

  /// Where a custom alignment guide of the flow lies in `bounds`, merged from the subviews'
  /// guides as SwiftUI merges them for a layout that does not place the guide itself: the mean
  /// of the positions of the guide in the shown subviews that give it an explicit value, or `nil`
  /// when none does.
  ///
  /// - Parameters:
  ///   - axis: `.horizontal` for a guide that gives an x (SwiftUI's `HorizontalAlignment`),
  ///     `.vertical` for one that gives a y.
  ///   - bounds: Where the container is, in its parent's coordinates.
  ///   - proposal: The size the container was offered.
  ///   - subviews: The subviews, in reading order.
  ///   - cache: The measurements and arrangements kept between calls.
  ///   - value: The subview's explicit value of the guide for a proposal, from its top-left
  ///     corner, or `nil`.
  /// - Complexity: O(*n*) if the arrangement is not cached, O(*s*) otherwise for *s* shown
  ///   subviews, plus the cost of `value` for each.
  @inlinable
  public func explicitGuide<Subviews: RandomAccessCollection>(
    along axis: FlowAxis, in bounds: Rect, proposal: ProposedSize, subviews: Subviews,
    cache: inout FlowLayoutCache, value: (Subviews.Element, ProposedSize) -> Double?
  ) -> Double? where Subviews.Element: FlowSubview, Subviews.Index == Int {
    let (arrangement, origin) = arrangement(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    var sum = 0.0
    var count = 0
    for (frame, index) in arrangement.placements {
      guard let offset = value(subviews[index], ProposedSize(frame.size)) else { continue }
      let corner = Self.point(frame.origin, movedTo: origin)
      sum += (axis == .horizontal ? corner.x : corner.y) + offset
      count += 1
    }
    return count > 0 ? sum / Double(count) : nil
  }

  /// The arrangement for a proposal in the size that fits, at the origin, from the cache.
  @inlinable
  func arrangement<Subviews: RandomAccessCollection>(
    for proposal: ProposedSize, subviews: Subviews, cache: inout FlowLayoutCache
  ) -> Arrangement where Subviews.Element: FlowSubview, Subviews.Index == Int {
    let memo = cache.memo
    let flow = leftToRight
    return cache.arrangement(for: proposal) { replaced in
      Arrangement.arrange(
        subviews, with: flow, proposal: proposal, bounds: nil, memo: memo, reusing: &replaced)
    }
  }

  /// The arrangement in `bounds`, and the point its origin goes to: the cached one, at the
  /// bounds' origin, when the bounds have the size that fits, otherwise one laid out anew into
  /// the bounds, where it is.
  @inlinable
  func arrangement<Subviews: RandomAccessCollection>(
    in bounds: Rect, proposal: ProposedSize, subviews: Subviews, cache: inout FlowLayoutCache
  ) -> (arrangement: Arrangement, origin: Point)
  where Subviews.Element: FlowSubview, Subviews.Index == Int {
    let fitting = arrangement(for: proposal, subviews: subviews, cache: &cache)
    if fitting.result.size == bounds.size { return (fitting, bounds.origin) }
    cache.countLayout()
    var replaced: Arrangement?
    let arrangement = Arrangement.arrange(
      subviews, with: leftToRight, proposal: proposal, bounds: bounds, memo: cache.memo,
      reusing: &replaced)
    return (arrangement, .zero)
  }

  /// `point` of an arrangement at the origin, for the arrangement moved so that its origin is
  /// at `origin`.
  @inlinable
  static func point(_ point: Point, movedTo origin: Point) -> Point {
    Point(x: point.x + origin.x, y: point.y + origin.y)
  }

  /// This flow laid out left to right, for SwiftUI to mirror.
  @inlinable
  var leftToRight: FlowEngine {
    var flow = self
    flow.layoutDirection = .leftToRight
    return flow
  }
}
