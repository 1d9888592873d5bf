#if canImport(SwiftUI)
  import SwiftUI

  /// A row flow over a collection that creates only the rows in view, for thousands of items in
  /// a `ScrollView`: rows are broken by the engine exactly as ``HFlow`` breaks views of the same
  /// sizes, and each row is laid out with the frames that layout gives its items.
  ///
  /// Each element's view is keyed by its identity in one `ForEach`, so it keeps its state and
  /// focus when a new width, an edit or a measurement moves it to another line, and
  /// `withAnimation` moves it to its new place (see <doc:LazyFlowIdentity>).
  ///
  /// It comes in two variants.
  ///
  /// **Sized**, inside a `ScrollView`: each element's size comes up front from `size` (for
  /// example a measure of a tag's text with its padding), and every row is exact from the
  /// start. The lines are kept between updates: when the view is updated with sizes that
  /// changed, or elements added or removed, only the lines around them are broken again, and a
  /// change of width reflows every line at the engine's speed.
  ///
  /// ```swift
  /// ScrollView {
  ///   LazyHFlow(tags, id: \.self, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8)) { tag in
  ///     CGSize(width: chipWidth(tag), height: 32)
  ///   } content: { tag in
  ///     Chip(tag)
  ///   }
  /// }
  /// .lazyFlowScrollView()
  /// ```
  ///
  /// The flow reads its scroll view's safe area (a navigation bar's, a tab bar's, the home
  /// indicator's) where the scroll view gives it with `lazyFlowScrollView()`,
  /// so that keys bring lines into the part of the view no bar covers. Content margins it
  /// cannot read: it takes what lies above it when the scroll view appears beyond the safe area
  /// for part of the start inset, so that scroll targets and keys bring lines below the bar, as
  /// it does for the whole start inset in a scroll view that gives none. Make the flow the start
  /// of the scroll view's content and give space above it with `contentMargins` or
  /// `safeAreaPadding`; a header or padding above it is taken for part of the inset, and where
  /// `scrollTo` aligns with the safe area its corrections then land off by that length.
  ///
  /// **Self-sizing**, a scroll view of its own: each element is laid out at `estimatedSize`
  /// until its row is created, when its view is measured with the proposal ``HFlow`` would give
  /// it, and the rows are laid out again with the measured sizes, which are kept (see
  /// ``SelfSizingFlow``). The scroll position moves with each measurement so that the first row
  /// in view stays where it was on screen.
  ///
  /// ```swift
  /// LazyHFlow(messages, id: \.id, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
  ///           estimatedSize: CGSize(width: 120, height: 32)) { message in
  ///   Text(message.text).padding(8)
  /// }
  /// ```
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct LazyHFlow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    private let variant: LazyFlowVariant<Data, ID, Content>
    /// Keyboard focus and the reading order.
    var focus = LazyFlowFocus<ID>()

    /// Creates a lazy row flow.
    ///
    /// - Parameters:
    ///   - data: The elements, in reading order.
    ///   - id: The key path to each element's identity.
    ///   - flow: Every setting of the flow; its axis is horizontal whatever it says, and spacings
    ///     left `nil` are 8 points. Lines are laid out left to right; SwiftUI mirrors them in a
    ///     right-to-left environment.
    ///   - scrollTarget: When set to an element's identity, the enclosing scroll view scrolls to
    ///     that element's row, and the flow sets it back to `nil`, so that setting the same
    ///     identity again scrolls again; an identity set before the flow appears is scrolled to
    ///     once the flow has its width. The scroll view moves there at once, even inside
    ///     `withAnimation`.
    ///   - size: Each element's size.
    ///   - content: Each element's view, which is proposed that size.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, flow: FlowEngine = FlowEngine(),
      scrollTarget: Binding<ID?>? = nil, size: @escaping (Data.Element) -> CGSize,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      variant = .sized(
        LazyFlow(
          axis: .horizontal, data: data, id: id, flow: flow, scrollTarget: scrollTarget, size: size,
          content: content))
    }

    /// Creates a lazy row flow of views measured as they appear: a scroll view of
    /// its own, whose elements are laid out at `estimatedSize` until their views are measured
    /// (see the type's discussion).
    ///
    /// - Parameters:
    ///   - data: The elements, in reading order.
    ///   - id: The key path to each element's identity.
    ///   - flow: Every setting of the flow; its axis is horizontal whatever it says.
    ///   - estimatedSize: The size each element is laid out at until its view is measured.
    ///   - scrollTarget: When set to an element's identity, the flow scrolls so that the
    ///     element's line is at the top, and keeps it there as the lines around it are measured;
    ///     the flow sets it back to `nil`, so that setting the same identity again scrolls again.
    ///     An identity set before the flow appears is scrolled to once the flow has its size.
    ///     The scroll view moves there at once, even inside `withAnimation`: the lines it
    ///     passes are measured only where it stops.
    ///   - content: Each element's view, measured as ``HFlow`` would propose it.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, flow: FlowEngine = FlowEngine(),
      estimatedSize: CGSize, scrollTarget: Binding<ID?>? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      variant = .selfSizing(
        SelfSizingLazyFlow(
          axis: .horizontal, data: data, id: id, flow: flow, estimatedSize: estimatedSize,
          scrollTarget: scrollTarget, content: content))
    }

    /// Creates a lazy flow of `rows` rows that scrolls sideways, for thousands of chips in a
    /// `ScrollView(.horizontal)`: the elements, in order, in at most that many balanced rows at
    /// the narrowest width that holds them (see ``HFlow/init(rows:alignment:spacing:lineSpacing:)``),
    /// laid out once from their sizes; only the elements whose frames meet the range the
    /// scroll view shows, and a margin, are created, keyed by identity.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///   LazyHFlow(filters, id: \.id, rows: 3, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8)) {
    ///     CGSize(width: chipWidth($0), height: 32)
    ///   } content: { filter in
    ///     FilterChip(filter)
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The elements, in reading order.
    ///   - id: The key path to each element's identity.
    ///   - rows: The most rows; values below one act as one.
    ///   - flow: The other settings of the flow; its axis is horizontal.
    ///   - size: Each element's size.
    ///   - content: Each element's view, which is proposed that size.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, rows: Int, flow: FlowEngine = FlowEngine(),
      size: @escaping (Data.Element) -> CGSize,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      variant = .sideways(
        SidewaysLazyFlow(
          data: data, id: id, rows: rows, flow: flow, size: size, content: content))
    }

    /// The lines in view, each laid out with the frames the engine gives its items.
    public var body: some View {
      variant.with(focus)
    }
  }

  /// A column flow over a collection that creates only the columns in view, in a horizontal
  /// `ScrollView`, or a horizontal scroll view of its own when created with an estimated size;
  /// otherwise as ``LazyHFlow``.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct LazyVFlow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    private let variant: LazyFlowVariant<Data, ID, Content>
    /// Keyboard focus and the reading order.
    var focus = LazyFlowFocus<ID>()

    /// Creates a lazy column flow; the parameters are those of ``LazyHFlow``, with the axis
    /// vertical.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, flow: FlowEngine = FlowEngine(),
      scrollTarget: Binding<ID?>? = nil, size: @escaping (Data.Element) -> CGSize,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      variant = .sized(
        LazyFlow(
          axis: .vertical, data: data, id: id, flow: flow, scrollTarget: scrollTarget, size: size,
          content: content))
    }

    /// Creates a lazy column flow of views measured as they appear; the parameters are those of
    /// ``LazyHFlow``'s, with the axis vertical.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, flow: FlowEngine = FlowEngine(),
      estimatedSize: CGSize, scrollTarget: Binding<ID?>? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      variant = .selfSizing(
        SelfSizingLazyFlow(
          axis: .vertical, data: data, id: id, flow: flow, estimatedSize: estimatedSize,
          scrollTarget: scrollTarget, content: content))
    }

    /// The lines in view, each laid out with the frames the engine gives its items.
    public var body: some View {
      variant.with(focus)
    }
  }

  /// Which of the lazy flows a ``LazyHFlow`` or ``LazyVFlow`` is: sized up front, self-sizing,
  /// or rows that scroll sideways.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  enum LazyFlowVariant<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    case sized(LazyFlow<Data, ID, Content>)
    case selfSizing(SelfSizingLazyFlow<Data, ID, Content>)
    case sideways(SidewaysLazyFlow<Data, ID, Content>)

    var body: some View {
      switch self {
      case .sized(let flow): flow
      case .selfSizing(let flow): flow
      case .sideways(let flow): flow
      }
    }

    /// The flow with keyboard focus and reading order `focus`.
    func with(_ focus: LazyFlowFocus<ID>) -> Self {
      switch self {
      case .sized(var flow):
        flow.focus = focus
        return .sized(flow)
      case .selfSizing(var flow):
        flow.focus = focus
        return .selfSizing(flow)
      case .sideways(var flow):
        flow.focus = focus
        return .sideways(flow)
      }
    }
  }

  /// A sized lazy flow: a ``SizedLazyFlowModel`` of its elements' sizes, kept between updates,
  /// whose created elements' views are keyed by identity and placed by one layout in the
  /// enclosing scroll view.
  ///
  /// Its body reads every element's identity and size, to bring the model to them; it is
  /// evaluated when its parent gives it the data again, never by a new width, a scroll or a new
  /// safe area of the scroll view, which update ``LazyFlowRows`` alone.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct LazyFlow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let flow: FlowEngine
    let scrollTarget: Binding<ID?>?
    let size: (Data.Element) -> CGSize
    let content: (Data.Element) -> Content
    /// Keyboard focus and the reading order.
    var focus = LazyFlowFocus<ID>()
    /// The lines, kept between updates so that a changed size or width costs an edit.
    @State private var model = SizedLazyFlowModel<ID>()

    /// The flow of `flow`'s settings along `axis`.
    init(
      axis: FlowAxis, data: Data, id: KeyPath<Data.Element, ID>, flow: FlowEngine,
      scrollTarget: Binding<ID?>?, size: @escaping (Data.Element) -> CGSize,
      content: @escaping (Data.Element) -> Content
    ) {
      var flow = flow
      flow.axis = axis
      self.data = data
      self.id = id
      self.flow = flow
      self.scrollTarget = scrollTarget
      self.size = size
      self.content = content
    }

    var body: some View {
      var layoutFlow = flow
      layoutFlow.layoutDirection = .leftToRight
      model.update(
        ids: data.map { $0[keyPath: id] },
        sizes: data.flowSizes(size), flow: layoutFlow,
        proposal: model.proposal ?? flow.axis.proposal(main: nil, cross: nil))
      return LazyFlowRows(
        model: model, axis: flow.axis, data: data, scrollTarget: scrollTarget, focus: focus,
        content: content)
    }
  }

  /// The lines of a sized lazy flow in its scroll view: the elements of the lines that the
  /// scroll view shows and of the margin around them, which the flow's geometry says, placed by
  /// one layout at the frames the engine gave them, in one `ForEach` keyed by identity, so that
  /// an element keeps its view, state and focus whichever line a reflow moves it to, and a
  /// navigation push, which changes no geometry, keeps every one. A new width lays the lines
  /// out again without reading the elements' sizes; only the created lines' elements are read.
  ///
  /// Every value here is the model's: the view maps them to SwiftUI. Each new
  /// ``SizedLazyFlowModel/scrollRequest`` scrolls the enclosing scroll view to the marker the
  /// layout places at ``SizedLazyFlowModel/scrollMarker``, once. The scroll view's safe area,
  /// where the app's scroll view gives it (`lazyFlowScrollView()`), is read here, not by
  /// ``LazyFlow``, whose body reads every element: a rotation or the keyboard, which change
  /// it, re-evaluate this body alone.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct LazyFlowRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let model: SizedLazyFlowModel<ID>
    let axis: FlowAxis
    let data: Data
    let scrollTarget: Binding<ID?>?
    let focus: LazyFlowFocus<ID>
    let content: (Data.Element) -> Content
    /// Counts the new lengths, scroll targets, scrolls to other lines and keys that moved
    /// focus, which the body reads, so that each updates the view.
    @State private var revision = 0
    /// The name of the flow's scroll marker.
    @State private var marker = ScrollMarkerName()
    @Environment(\.layoutDirection) private var direction
    /// The safe area of the scroll view, where the app's scroll view gives it.
    @Environment(\.lazyFlowScrollViewInsets) private var scrollViewInsets

    var body: some View {
      let horizontal = axis == .horizontal
      _ = revision
      let model = model
      if let safeArea = scrollViewInsets {
        // Across the lines: the top and bottom of rows, the leading and trailing of columns.
        // Set even when it is the default, zero: the first value read counts (see
        // `UnreadStartInset`).
        model.insets =
          horizontal
          ? ScrollInsets(start: Double(safeArea.top), end: Double(safeArea.bottom))
          : ScrollInsets(start: Double(safeArea.leading), end: Double(safeArea.trailing))
      }
      let axis = axis
      let window = model.createdElements()
      let extent = CGFloat(model.contentLength())
      let request = model.scrollRequest
      let marker = marker
      let mirrored = direction == .rightToLeft
      return ScrollViewReader { proxy in
        FlowWindow(
          window: window, data: data, content: content, marker: marker,
          markerFrame: model.scrollMarker, measuring: nil, extent: extent, horizontal: horizontal,
          focus: focus,
          focusHandlers: LazyFlowFocus.Handlers(model: model) { revision += 1 }
        )
        .holdingStill(for: request)
        .onGeometryChange(for: LazyFlowGeometry.self) { proxy in
          LazyFlowGeometry(proxy, axis: axis, mirrored: mirrored)
        } action: { geometry in
          // The range in view first, so that a target that waited for the length, carried
          // out by `propose`, is what the next body shows.
          let scrolled = model.scrolled(to: geometry.visible)
          let proposed = model.propose(axis.proposal(main: geometry.length, cross: nil))
          if proposed || scrolled { revision += 1 }
        }
        .onNewValue(of: request) { request in
          if let request { proxy.carryOut(request, marker: marker) }
        }
        .onScrollTarget(scrollTarget) { target in
          if model.scrollTarget(target) != nil { revision += 1 }
        }
      }
    }
  }

  /// What a sized lazy flow reads of its geometry: its length along the lines, and the ranges
  /// across them that its scroll view may show (see
  /// ``ScrollViewport/visibleRanges(scrollViewBounds:globalFrame:axis:mirrored:)``), for a flow
  /// shown `mirrored`, as SwiftUI shows it right to left.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct LazyFlowGeometry: Equatable, Sendable {
    var length: Double
    var visible: VisibleRanges

    init(_ proxy: GeometryProxy, axis: FlowAxis, mirrored: Bool = false) {
      let size = proxy.size
      length = Double(axis == .horizontal ? size.width : size.height)
      var bounds: Rect?
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
        // The innermost scroll view that scrolls across the lines, not one nested inside it
        // that scrolls along them.
        let scrolling: Axis = axis == .horizontal ? .vertical : .horizontal
        bounds = proxy.bounds(of: .scrollView(axis: scrolling)).map(Rect.init)
      }
      visible = ScrollViewport.visibleRanges(
        scrollViewBounds: bounds, globalFrame: Rect(proxy.frame(in: .global)), axis: axis,
        mirrored: mirrored)
    }
  }

  extension RandomAccessCollection {
    /// The engine's sizes of the elements, which `size` gives as SwiftUI's, asked once for each
    /// element.
    ///
    /// - Complexity: O(*n*) calls of `size`.
    func flowSizes(_ size: (Element) -> CGSize) -> [Size] {
      map { element in
        let size = size(element)
        return Size(width: Double(size.width), height: Double(size.height))
      }
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Hands the identity `target` holds to `action`, then sets `target` back to `nil`, so that
    /// setting the same identity again hands it again: the identity it holds when the view
    /// appears (`onChange(of:initial:_:)` from iOS 17, macOS 14, tvOS 17, watchOS 10 and
    /// visionOS 1, `onAppear` before), and each one set later.
    @ViewBuilder
    func onScrollTarget<ID: Hashable>(
      _ target: Binding<ID?>?, perform action: @escaping (ID) -> Void
    ) -> some View {
      let take = { (id: ID?) in
        guard let id else { return }
        action(id)
        target?.wrappedValue = nil
      }
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
        onChange(of: target?.wrappedValue, initial: true) { _, id in take(id) }
      } else {
        onAppear { take(target?.wrappedValue) }
          .onChange(of: target?.wrappedValue, perform: take)
      }
    }

    /// Runs `action` with the new value whenever `value` changes, through the form of `onChange`
    /// that the platform has not deprecated: the one with the old and new values from iOS 17,
    /// macOS 14, tvOS 17, watchOS 10 and visionOS 1, the one with the new value alone before.
    @ViewBuilder
    func onNewValue<Value: Equatable>(
      of value: Value, perform action: @escaping (Value) -> Void
    ) -> some View {
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
        onChange(of: value) { _, newValue in action(newValue) }
      } else {
        onChange(of: value, perform: action)
      }
    }
  }

#endif
