#if canImport(SwiftUI)
  import SwiftUI

  /// What ``LazyHFlow`` and ``LazyVFlow`` created with an estimated size show: a scroll view of
  /// the lines in view of a ``SelfSizingFlowModel`` and in the margin around it, each line's
  /// views measured as they are laid out, the content as long as the flow's estimated length, and
  /// the scroll position moved after each commit of measurements so that the first line in view
  /// stays where it was.
  ///
  /// Its body reads the elements' identities, to bring the model to them; it is evaluated when
  /// its parent gives it the data again, never by scrolling, which updates ``SelfSizingLines``
  /// alone.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct SelfSizingLazyFlow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let flow: FlowEngine
    let scrollTarget: Binding<ID?>?
    let estimatedSize: Size
    let content: (Data.Element) -> Content
    /// Keyboard focus and the reading order.
    var focus = LazyFlowFocus<ID>()
    @State private var model: SelfSizingFlowModel<ID>

    /// The flow of `flow`'s settings along `axis`, whose elements are estimated at
    /// `estimatedSize` until their views are measured.
    init(
      axis: FlowAxis, data: Data, id: KeyPath<Data.Element, ID>, flow: FlowEngine,
      estimatedSize: CGSize, scrollTarget: Binding<ID?>?,
      content: @escaping (Data.Element) -> Content
    ) {
      var flow = flow
      flow.axis = axis
      // Lines are laid out left to right; SwiftUI mirrors them in a right-to-left environment.
      flow.layoutDirection = .leftToRight
      self.data = data
      self.id = id
      self.flow = flow
      self.scrollTarget = scrollTarget
      self.content = content
      let estimate = Size(width: Double(estimatedSize.width), height: Double(estimatedSize.height))
      self.estimatedSize = estimate
      _model = State(
        initialValue: SelfSizingFlowModel(ids: [], flow: flow, length: nil, viewportLength: 0) {
          _ in
          estimate
        })
    }

    var body: some View {
      model.update(
        ids: data.map { $0[keyPath: id] }, flow: flow, length: model.length,
        viewportLength: model.viewport.length, estimatedSize: estimatedSize)
      return SelfSizingLines(
        model: model, data: data, scrollTarget: scrollTarget, focus: focus, content: content)
    }
  }

  /// The scroll view of a self-sizing flow's lines: the elements
  /// ``SelfSizingFlowModel/createdElements()`` gives, those of the lines in view and in the
  /// margin, placed by one layout at their frames in the content and keyed by identity in one
  /// `ForEach`, so that an element keeps its view, state and focus whichever line a reflow
  /// moves it to; a line's views are kept out of sight, and from VoiceOver, until they are
  /// measured. A scroll that brings other lines into the margin updates this view, which reads
  /// only those lines' elements.
  ///
  /// Every value here is the model's: the view maps them to SwiftUI. The lines are as long as
  /// the scroll view's content is along them, not the scroll view itself, whose content the safe
  /// area and content margins inset. Each new ``SelfSizingFlowModel/scrollRequest`` scrolls to
  /// the marker the layout places at ``SelfSizingFlowModel/scrollMarker``, once, with
  /// `ScrollViewReader`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct SelfSizingLines<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let model: SelfSizingFlowModel<ID>
    let data: Data
    let scrollTarget: Binding<ID?>?
    let focus: LazyFlowFocus<ID>
    let content: (Data.Element) -> Content
    /// Counts the commits of measurements, scroll targets and scrolls to other lines, which the
    /// body reads, so that each updates the view.
    @State private var revision = 0
    /// The name of the scroll view's coordinate space, and of its scroll marker.
    @State private var space = ScrollMarkerName()

    var body: some View {
      let horizontal = model.flow.flow.axis == .horizontal
      _ = revision
      let window = model.createdElements()
      let extent = CGFloat(model.contentLength())
      let request = model.scrollRequest
      let measuring = WindowMeasuring(
        flow: model.flow.flow, proposal: model.flow.proposal,
        basis: model.measurementBasis(of: window),
        inbox: MeasurementInbox(model: model, window: window) { revision += 1 })
      let space = space
      let model = model
      return ScrollViewReader { proxy in
        ScrollView(horizontal ? .vertical : .horizontal) {
          ZStack(alignment: .topLeading) {
            // Takes the length the scroll view gives its content along the lines, whatever
            // the lines' own length: its length less the content's insets (the safe area in
            // landscape, contentMargins, safeAreaPadding).
            Color.clear
              .frame(width: horizontal ? nil : 0, height: horizontal ? 0 : nil)
              .onGeometryChange(for: CGFloat.self) { proxy in
                horizontal ? proxy.size.width : proxy.size.height
              } action: { length in
                if model.resize(length: Double(length), viewportLength: model.viewport.length) {
                  revision += 1
                }
              }
            FlowWindow(
              window: window, data: data, content: content, marker: space,
              markerFrame: model.scrollMarker, measuring: measuring, extent: extent,
              horizontal: horizontal, focus: focus,
              focusHandlers: LazyFlowFocus.Handlers(model: model) { revision += 1 }
            )
            .holdingStill(for: request)
            .onGeometryChange(for: CGFloat.self) { proxy in
              let frame = proxy.frame(in: .named(space))
              return horizontal ? -frame.minY : -frame.minX
            } action: { start in
              // The view is updated only when other lines come into the margin.
              let visible = Double(start)..<(Double(start) + model.viewport.length)
              if model.scrolled(to: visible) { revision += 1 }
            }
          }
        }
        .coordinateSpace(name: space)
        .onGeometryChange(for: ScrollViewGeometry.self) { proxy in
          ScrollViewGeometry(proxy, horizontal: horizontal)
        } action: { geometry in
          model.insets = geometry.insets
          if model.resize(length: model.length, viewportLength: geometry.across) {
            revision += 1
          }
        }
        .onNewValue(of: request) { request in
          if let request { proxy.carryOut(request, marker: space) }
        }
        .onScrollTarget(scrollTarget) { target in
          if model.scrollTarget(target) != nil { revision += 1 }
        }
      }
    }
  }

  /// What a self-sizing flow reads of its scroll view: its length across the lines, and the
  /// insets of its safe area across them; its length along the lines is its content's (see
  /// ``SelfSizingLines``).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct ScrollViewGeometry: Equatable, Sendable {
    var across: Double
    var insets: ScrollInsets

    init(_ proxy: GeometryProxy, horizontal: Bool) {
      let size = proxy.size
      let safeArea = proxy.safeAreaInsets
      across = Double(horizontal ? size.height : size.width)
      insets =
        horizontal
        ? ScrollInsets(start: Double(safeArea.top), end: Double(safeArea.bottom))
        : ScrollInsets(start: Double(safeArea.leading), end: Double(safeArea.trailing))
    }
  }
#endif
