#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension FlowContainerLayout {
    /// This flow with keyboard focus that moves as the eye expects across wrapped lines, and
    /// VoiceOver that reads the views in `readingOrder`.
    ///
    /// The arrow keys move `focus` by the engine's moves (see ``FlowMove``): left and right
    /// along the line and on to the next, up and down onto the nearest view of the line above
    /// or below, keeping the column; Home and End to the ends of the line, and with Command or
    /// Control to the ends of the flow; Page Up and Page Down by the lines the scroll view
    /// shows. A key that moves nothing goes on to the platform (see the article Keyboard and VoiceOver
    /// for the releases where it cannot). Each view must be focusable and focused with `focus`,
    /// with its identity, one modifier per view.
    ///
    /// With the system's default settings, a `Button` takes keyboard focus on iOS and macOS only
    /// when the user has turned on Full Keyboard Access or keyboard navigation. A view with
    /// `.edit` focus interactions takes it anyway, from iOS 17, macOS 14 and tvOS 17: give the
    /// views `focusable(interactions: .edit)` and their action on Return or Space.
    ///
    /// ```swift
    /// @FocusState private var focused: Tag.ID?
    ///
    /// HFlow(spacing: 8).focusNavigation($focused, ids: tags.map(\.id)) {
    ///   ForEach(tags) { tag in
    ///     Chip(tag)
    ///       .focusable(interactions: .edit)
    ///       .focused($focused, equals: tag.id)
    ///       .onKeyPress(keys: [.return, .space]) { _ in
    ///         select(tag)
    ///         return .handled
    ///       }
    ///       .onTapGesture { select(tag) }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - focus: The focused view's identity.
    ///   - ids: The identities of the views in order, one for each view of the content that is
    ///     not an overflow indicator or a separator.
    ///   - overflowID: The identity the overflow indicator is focused with, if it is
    ///     focusable: the stop after the last view shown.
    ///   - readingOrder: The order VoiceOver reads the views in; ``FlowReadingOrder/logical``
    ///     takes effect from iOS 18, macOS 15, tvOS 18 and watchOS 11, where a flow can give
    ///     each of its views a sort priority; before them, and on visionOS, the platform reads
    ///     them in its own order.
    ///   - content: The views, as the flow itself takes them.
    @MainActor public func focusNavigation<ID: Hashable, Content: View>(
      _ focus: FocusState<ID?>.Binding, ids: [ID], overflowID: ID? = nil,
      readingOrder: FlowReadingOrder = .logical, @ViewBuilder content: () -> Content
    ) -> some View {
      NavigableFlowView(
        layout: self, focus: focus, ids: ids, overflowID: overflowID,
        readingOrder: readingOrder, content: content())
    }
  }

  /// A flow whose keyboard focus moves by the engine's moves (see
  /// ``FlowContainerLayout/focusNavigation(_:ids:overflowID:readingOrder:content:)``): its
  /// layout records each arrangement into the model, which answers the keys; the view maps the
  /// answers to the focus binding.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct NavigableFlowView<Layout: FlowContainerLayout, ID: Hashable, Content: View>: View {
    let layout: Layout
    let focus: FocusState<ID?>.Binding
    let ids: [ID]
    let overflowID: ID?
    let readingOrder: FlowReadingOrder
    let content: Content
    @State private var model = ArrangedFocus<ID>()
    @Environment(\.layoutDirection) private var direction

    var body: some View {
      let model = model
      let (focus, ids, overflowID) = (focus, ids, overflowID)
      let mirrored = direction == .rightToLeft
      let axis = layout.flow.axis
      return ordered(RecordingFlowLayout(base: layout, model: model))
        .accessibilityElement(children: .contain)
        .onGeometryChange(for: LazyFlowGeometry.self) { proxy in
          LazyFlowGeometry(proxy, axis: axis)
        } action: { geometry in
          model.visible = geometry.visible.range
        }
        .onFlowKeys { key, toEnds in
          guard let current = focus.wrappedValue,
            let next = model.focus(
              after: key, from: current, ids: ids, overflowID: overflowID, mirrored: mirrored,
              toEnds: toEnds)
          else { return false }
          focus.wrappedValue = next
          return true
        }
    }

    /// The content in `layout`, each view hidden while the flow does not show it (see
    /// ``FlowHiding``), and with its sort priority where the platform lets a flow give one:
    /// from iOS 18, macOS 15, tvOS 18 and watchOS 11, by `Group(subviews:)`.
    /// visionOS 2 has it too, but the check that builds the adapter for every platform on
    /// Linux cannot name visionOS's releases apart from iOS's, so there the platform's order
    /// stays.
    @ViewBuilder
    private func ordered(_ layout: RecordingFlowLayout<Layout, ID>) -> some View {
      #if os(visionOS)
        layout { content.flowHiding() }
      #else
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *) {
          if readingOrder == .logical {
            Group(subviews: content) { subviews in
              layout {
                ForEach(Array(subviews.enumerated()), id: \.element.id) { index, subview in
                  subview.flowHiding().accessibilitySortPriority(
                    FlowReadingOrder.logical.sortPriority(ofElement: index, count: subviews.count)!
                  )
                }
              }
            }
          } else {
            layout { content.flowHiding() }
          }
        } else {
          layout { content.flowHiding() }
        }
      #endif
    }
  }

  /// A flow's layout that records the arrangement it places its subviews by, for keyboard
  /// focus, and hides the subviews it does not show: every other answer is the flow's own.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct RecordingFlowLayout<Base: FlowContainerLayout, ID: Hashable>: Layout {
    let base: Base
    let model: ArrangedFocus<ID>

    /// The flow's own properties: a `Spacer` inside expands along its lines, as in the flow.
    static var layoutProperties: LayoutProperties { Base.layoutProperties }

    func makeCache(subviews: Subviews) -> FlowLayoutCache {
      base.makeCache(subviews: subviews)
    }

    func updateCache(_ cache: inout FlowLayoutCache, subviews: Subviews) {
      base.updateCache(&cache, subviews: subviews)
    }

    func sizeThatFits(
      proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayoutCache
    ) -> CGSize {
      base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
      cache: inout FlowLayoutCache
    ) {
      let flow = base.flow.leftToRight
      let arrangement = flow.place(
        in: Rect(bounds), proposal: ProposedSize(proposal), subviews: subviews.flowSubviews,
        cache: &cache)
      model.record(arrangement, flow: flow)
      subviews.showOnly(arrangement)
    }

    func spacing(subviews: Subviews, cache: inout FlowLayoutCache) -> ViewSpacing {
      base.spacing(subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
      of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
      subviews: Subviews, cache: inout FlowLayoutCache
    ) -> CGFloat? {
      base.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
#endif
