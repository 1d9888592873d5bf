#if canImport(SwiftUI)
  import SwiftUI

  /// What ``HFlow``, ``VFlow`` and ``FlowLayout`` share: a `Layout` whose every decision the
  /// engine makes. These implementations only convert between SwiftUI's types and the engine's.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public protocol FlowContainerLayout: Layout where Cache == FlowLayoutCache {
    /// The flow's settings.
    var flow: FlowEngine { get }

    /// Creates a flow with every setting of `flow` (``HFlow`` and ``VFlow`` keep their own
    /// axis).
    init(_ flow: FlowEngine)
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension FlowContainerLayout {
    /// Creates a flow with any item alignment, `.stretch` included: the initializer the others
    /// are made from, with every setting of the engine.
    ///
    /// - Parameters:
    ///   - itemAlignment: Where views sit within a thicker line.
    ///   - spacing: The distance between views in a line; `nil` for their own preferences.
    ///   - lineSpacing: The distance between lines; `nil` for the views' own preferences.
    ///   - justification: How each line shares its free length.
    ///   - lastLineJustification: The last line's justification; `nil` for `justification`.
    ///   - lineAlignment: How lines share free space across them when the flow is given more.
    ///   - wrap: `.reverse` puts the first line at the bottom (or trailing edge).
    ///   - lineBreaking: `.greedy`, `.balanced` or `.minimumRaggedness`.
    ///   - minLines: With `.balanced` breaking, the fewest lines; `nil` for no minimum.
    ///   - maxLines: The most lines shown; `nil` for no limit.
    ///   - maxItemsPerLine: The most views in a line; `nil` for no limit.
    public init(
      itemAlignment: ItemAlignment, spacing: CGFloat? = nil, lineSpacing: CGFloat? = nil,
      justification: Justification = .start, lastLineJustification: Justification? = nil,
      lineAlignment: LineAlignment = .start, wrap: Wrap = .forward,
      lineBreaking: LineBreaking = .greedy, minLines: Int? = nil, maxLines: Int? = nil,
      maxItemsPerLine: Int? = nil
    ) {
      self.init(
        FlowEngine(
          itemSpacing: spacing.map(Double.init), lineSpacing: lineSpacing.map(Double.init),
          justification: justification, lastLineJustification: lastLineJustification,
          itemAlignment: itemAlignment, lineAlignment: lineAlignment, wrap: wrap,
          lineBreaking: lineBreaking, minLines: minLines, maxLines: maxLines,
          maxItemsPerLine: maxItemsPerLine))
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension FlowContainerLayout {
    /// A cache with room for the measurements of `subviews`, none taken yet.
    ///
    /// - Complexity: O(*n*) for *n* subviews.
    public func makeCache(subviews: Subviews) -> FlowLayoutCache {
      FlowLayoutCache(subviewCount: subviews.count)
    }

    /// SwiftUI calls this when the subviews or the layout change; measurements start afresh.
    ///
    /// - Complexity: O(*n*) for *n* subviews.
    public func updateCache(_ cache: inout FlowLayoutCache, subviews: Subviews) {
      cache = makeCache(subviews: subviews)
    }

    /// The size the flow takes for `proposal`, from the same arrangement that placing uses.
    ///
    /// - Complexity: O(*n*) for *n* subviews with greedy line breaking (see
    ///   ``FlowEngine/layout(_:proposal:bounds:)`` for the others); each subview is measured at
    ///   most once per distinct proposal while the cache holds.
    public func sizeThatFits(
      proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayoutCache
    ) -> CGSize {
      let size = flow.sizeThatFits(
        proposal: ProposedSize(proposal), subviews: subviews.flowSubviews, cache: &cache)
      return CGSize(width: size.width, height: size.height)
    }

    /// Places the subviews left to right: SwiftUI mirrors the result itself in a right-to-left
    /// environment. The subviews the flow does not show wait at the last frame shown with a
    /// zero size, and views laid out by `FlowContainerLayout.callAsFunction(_:)` are hidden there from sight,
    /// VoiceOver and the keyboard.
    ///
    /// - Complexity: O(*n*) for *n* subviews with greedy line breaking (see
    ///   ``FlowEngine/layout(_:proposal:bounds:)`` for the others), and none of the work again
    ///   when sizing has just arranged them for the same proposal.
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
      cache: inout FlowLayoutCache
    ) {
      let arrangement = flow.place(
        in: Rect(bounds), proposal: ProposedSize(proposal), subviews: subviews.flowSubviews,
        cache: &cache)
      subviews.showOnly(arrangement)
    }

    /// The flow's own spacing preferences, as a stack gives them: on each edge, the union of the
    /// preferences of the subviews along it.
    ///
    /// - Complexity: O(*n*) for *n* subviews.
    public func spacing(subviews: Subviews, cache: inout FlowLayoutCache) -> ViewSpacing {
      flow.spacing(subviews: subviews.flowSubviews, cache: &cache) { index in
        SwiftUIViewSpacing(subviews[index].spacing)
      }.spacing
    }

    /// The flow's text baselines are those of its first and last lines; a custom guide is
    /// merged from the subviews that give it a value (their mean), as SwiftUI's default merges
    /// it; the frame guides (top, centre, bottom) have no explicit value, as in SwiftUI's stacks.
    /// Horizontal guides keep SwiftUI's default.
    ///
    /// - Complexity: O(*n*) for *n* subviews.
    public func explicitAlignment(
      of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
      subviews: Subviews, cache: inout FlowLayoutCache
    ) -> CGFloat? {
      let value: Double?
      switch guide {
      case .firstTextBaseline, .lastTextBaseline:
        value = flow.textBaseline(
          last: guide == .lastTextBaseline, in: Rect(bounds), proposal: ProposedSize(proposal),
          subviews: subviews.flowSubviews, cache: &cache)
      case .top, .center, .bottom:
        value = nil
      default:
        value = flow.explicitGuide(
          along: .vertical, in: Rect(bounds), proposal: ProposedSize(proposal),
          subviews: subviews.flowSubviews, cache: &cache
        ) { subview, proposal in
          subview.subview.dimensions(in: ProposedViewSize(proposal))[explicit: guide]
            .map(Double.init)
        }
      }
      return value.map { CGFloat($0) }
    }

    /// Lays out `content`, each of its views drawn, read by VoiceOver and reachable by the
    /// keyboard only while the flow shows it: a view past ``FlowEngine/maxLines`` (or an
    /// overflow indicator or separator not needed) waits with a zero size at the last frame
    /// shown, inside the flow, transparent, disabled and hidden from assistive technologies,
    /// collapsed or expanded, animated or not. Under `withAnimation`, a view that appears moves
    /// out of the end of what shows, and one that is hidden into it.
    ///
    /// A layout can place a view but not hide it, so each view keeps a hidden state that the
    /// layout sets after placing it: a view the flow newly hides is drawn where it waits, with
    /// its smallest size, until the next frame, and so is, when the flow first appears, a view
    /// of the content past `maxLines`. (The overflow indicators and the collapse control that
    /// the flow builds start hidden.) A flow used through `AnyLayout` or a layout of your own
    /// places hidden views the same way, but cannot hide them.
    ///
    /// ```swift
    /// HFlow(spacing: 8, maxLines: 2) {
    ///   ForEach(tags, id: \.self) { Chip($0) }
    /// }
    /// ```
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content)
      -> some View
    {
      laidOut { content().flowHiding() }
    }

    /// `content` in this flow through SwiftUI's own `Layout.callAsFunction(_:)`, which
    /// ``callAsFunction(_:)`` hides views for.
    private func laidOut<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
      Self.laidOut(self, content())
    }

    /// `content` in `layout`, by the only `callAsFunction(_:)` a layout that is not known to be
    /// a flow has: SwiftUI's own.
    private static func laidOut<Base: Layout, Content: View>(_ layout: Base, _ content: Content)
      -> some View
    {
      layout { content }
    }

    /// Lays out `content` and, when ``FlowEngine/maxLines`` hides some of it, an overflow
    /// indicator built by `overflow` for the number of hidden views, in the same pass.
    ///
    /// One indicator is made for each count from 1 to `overflowLimit`; when more are hidden, the
    /// indicator for `overflowLimit` shows (so it can read "99+"). A layout cannot create views,
    /// and the count is known only while laying out, so this is what shows the right count in
    /// the same pass, with no second render. Indicators that are not needed, like the views past
    /// `maxLines`, are hidden as `FlowContainerLayout.callAsFunction(_:)` hides them; each costs SwiftUI one small
    /// view per pass, so a lower `overflowLimit` makes fewer. VoiceOver reads the views shown,
    /// then the indicator, which a `Button` makes a control it can activate.
    ///
    /// ```swift
    /// HFlow(maxLines: 2) {
    ///   ForEach(tags, id: \.self) { Text($0) }
    /// } overflow: { hidden in
    ///   Text("+\(hidden) more")
    /// }
    /// ```
    public func callAsFunction<Content: View, Indicator: View>(
      overflowLimit: Int = 99, @ViewBuilder _ content: () -> Content,
      @ViewBuilder overflow: @escaping (Int) -> Indicator
    ) -> some View {
      laidOut {
        content().flowHiding()
        ForEach(1...max(overflowLimit, 1), id: \.self) { count in
          overflow(count).flowOverflowIndicator(count: count).flowHiding(startsHidden: true)
        }
      }
    }

    /// Lays out `content` collapsed to ``FlowEngine/maxLines`` lines or expanded to all of
    /// them, as `isExpanded` says, in the same pass as ever: collapsed, the view `overflow`
    /// builds for the number of hidden views shows in the last line only when some are hidden;
    /// expanded, every view shows, and the view `collapse` builds joins the last line only when
    /// collapsing would hide some. The counts are the current layout's, never a stale one, and
    /// `maxLines: 0` shows the indicator alone. The views, the indicators and the collapse
    /// control keep their identity either way, so a change of `isExpanded` inside
    /// `withAnimation` moves them as any layout change does, each within the flow as it grows or
    /// shrinks: the views that appear come out of the indicator, and those hidden go into it
    /// (see `FlowContainerLayout.callAsFunction(_:)`). Neither they, nor an indicator or a
    /// collapse control not needed, are drawn, read by VoiceOver or reached by the keyboard.
    ///
    /// ```swift
    /// HFlow(spacing: 8, maxLines: 2)(isExpanded: $showsAll) {
    ///   ForEach(tags, id: \.self) { Text($0) }
    /// } overflow: { hidden in
    ///   Button("+\(hidden) more") { withAnimation { showsAll = true } }
    /// } collapse: {
    ///   Button("Show less") { withAnimation { showsAll = false } }
    /// }
    /// ```
    public func callAsFunction<Content: View, Indicator: View, Collapse: View>(
      isExpanded: Binding<Bool>, overflowLimit: Int = 99, @ViewBuilder _ content: () -> Content,
      @ViewBuilder overflow: @escaping (Int) -> Indicator,
      @ViewBuilder collapse: () -> Collapse
    ) -> some View {
      let expanded = isExpanded.wrappedValue
      var allLines = flow
      allLines.maxLines = nil
      let lineLimit = flow.maxLines ?? .max
      let collapseControl = collapse()
      // The collapse control and the indicators are always there, hidden where not needed,
      // so that under an animation each moves within the flow; inserted or removed by an `if`,
      // one would fade in or out at its place, outside the flow as it grows or shrinks.
      return Self(expanded ? allLines : flow).laidOut {
        content().flowHiding()
        collapseControl.flowCollapseIndicator(lineLimit: lineLimit).flowHiding(startsHidden: true)
        ForEach(1...max(overflowLimit, 1), id: \.self) { count in
          overflow(count).flowOverflowIndicator(count: count).flowHiding(startsHidden: true)
        }
      }
    }

    /// Lays out a view for each element of `data`, with a separator built by `separator`
    /// between each two neighbours of a line, in the same pass: never at a line's start or end,
    /// with the spacing on both sides, and counted when lines are broken (see
    /// ``FlowEngine/itemSeparator``). Separators take the ideal size of the first one; across a
    /// line they sit as the item alignment places views, so `.stretch` makes them as thick as
    /// their line. One is made for each neighbour pair of the data, since a layout cannot create
    /// views; those not needed are hidden as `FlowContainerLayout.callAsFunction(_:)` hides views. They are hidden
    /// from assistive technologies.
    ///
    /// ```swift
    /// HFlow(spacing: 6)(tags, id: \.self) { tag in
    ///   Text(tag)
    /// } separator: {
    ///   Text("·").foregroundStyle(.secondary)
    /// }
    /// ```
    ///
    /// From iOS 18, macOS 15, tvOS 18, watchOS 11 and visionOS 2, any content takes a separator
    /// the same way: `HFlow { … } separator: { … }`.
    public func callAsFunction<
      Data: RandomAccessCollection, ID: Hashable, Content: View, Separator: View
    >(
      _ data: Data, id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content,
      @ViewBuilder separator: @escaping () -> Separator
    ) -> some View {
      laidOut {
        ForEach(data, id: id, content: content).flowHiding()
        separators(count: data.count - 1, separator)
      }
    }

    /// Lays out `content` with a separator built by `separator` between each two neighbours of
    /// a line, in the same pass, as ``callAsFunction(_:id:content:separator:)`` does for data:
    /// the content's subviews are counted first, and one separator is made for each neighbour
    /// pair.
    ///
    /// ```swift
    /// HFlow(spacing: 6) {
    ///   Text("Swift")
    ///   Text("Layout")
    ///   ForEach(tags, id: \.self) { Text($0) }
    /// } separator: {
    ///   Divider().frame(height: 12)
    /// }
    /// ```
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    public func callAsFunction<Content: View, Separator: View>(
      @ViewBuilder _ content: () -> Content,
      @ViewBuilder separator: @escaping () -> Separator
    ) -> some View {
      Group(subviews: content()) { subviews in
        laidOut {
          ForEach(subviews) { $0.flowHiding() }
          separators(count: subviews.count - 1, separator)
        }
      }
    }

    /// Where a view dropped at `location`, in the flow's own coordinate space, goes among views
    /// of `sizes` laid out by this flow for `proposal`: the view there, if any, and the index to
    /// insert at (see the engine's article on reordering). Build it once per drag, from the sizes
    /// the views reported.
    ///
    /// - Complexity: O(*n*) for *n* sizes with greedy line breaking; each location the tester is
    ///   then asked about costs O(log *n*).
    public func hitTester(sizes: [CGSize], proposal: ProposedViewSize) -> FlowHitTester {
      flow.hitTester(
        sizes: sizes.map { Size(width: Double($0.width), height: Double($0.height)) },
        proposal: ProposedSize(proposal))
    }

    /// `count` separators built by `separator` (none when `count` is not positive), marked for
    /// the flow, hidden while not needed and always from assistive technologies.
    private func separators<Separator: View>(
      count: Int, _ separator: @escaping () -> Separator
    ) -> some View {
      ForEach(0..<max(count, 0), id: \.self) { _ in
        separator().flowSeparator().flowHiding(readable: false)
      }
    }
  }
#endif
