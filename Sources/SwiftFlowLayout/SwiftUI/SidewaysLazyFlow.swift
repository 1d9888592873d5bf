#if canImport(SwiftUI)
  import SwiftUI

  /// A lazy flow of a set number of rows that scrolls sideways: a ``SidewaysLazyFlowModel`` of
  /// its elements' sizes, whose created elements' views are keyed by identity and placed by one
  /// layout in the enclosing horizontal scroll view. Its body reads every element's identity and
  /// size, to bring the model to them; scrolling updates ``SidewaysRows`` alone.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct SidewaysLazyFlow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let rows: Int
    let flow: FlowEngine
    let size: (Data.Element) -> CGSize
    let content: (Data.Element) -> Content
    /// The focus binding and the reading order; keys in rows that scroll sideways move focus by
    /// the platform's own rules.
    var focus = LazyFlowFocus<ID>()
    @State private var model = SidewaysLazyFlowModel<ID>()

    var body: some View {
      var layoutFlow = flow
      // Lines are laid out left to right; SwiftUI mirrors them in a right-to-left environment.
      layoutFlow.layoutDirection = .leftToRight
      model.update(
        ids: data.map { $0[keyPath: id] },
        sizes: data.flowSizes(size), flow: layoutFlow, rows: rows)
      return SidewaysRows(model: model, data: data, focus: focus, content: content)
    }
  }

  /// The rows of a sideways lazy flow in its scroll view: the elements whose frames meet the
  /// range the scroll view shows and the margin, which the flow's geometry says, placed by one
  /// layout at the frames the engine gave them, in one `ForEach` keyed by identity.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct SidewaysRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let model: SidewaysLazyFlowModel<ID>
    let data: Data
    let focus: LazyFlowFocus<ID>
    let content: (Data.Element) -> Content
    /// Counts the scrolls that change the elements created, which the body reads.
    @State private var revision = 0
    @State private var marker = ScrollMarkerName()
    @Environment(\.layoutDirection) private var direction

    var body: some View {
      _ = revision
      let model = model
      let size = model.contentSize
      let mirrored = direction == .rightToLeft
      return FlowWindow(
        window: model.createdElements(), data: data, content: content, marker: marker,
        markerFrame: .zero, measuring: nil, extent: CGFloat(size.width), horizontal: false,
        focus: focus,
        focusHandlers: LazyFlowFocus.Handlers()
      )
      .frame(
        width: CGFloat(size.width), height: CGFloat(size.height), alignment: .topLeading
      )
      .onGeometryChange(for: VisibleRanges.self) { proxy in
        var bounds: Rect?
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
          // The innermost scroll view that scrolls sideways, not one nested inside it that
          // scrolls the other way.
          bounds = proxy.bounds(of: .scrollView(axis: .horizontal)).map(Rect.init)
        }
        // Along the rows is across the lines of columns: the horizontal range.
        return ScrollViewport.visibleRanges(
          scrollViewBounds: bounds, globalFrame: Rect(proxy.frame(in: .global)), axis: .vertical,
          mirrored: mirrored)
      } action: { visible in
        if model.scrolled(to: visible) { revision += 1 }
      }
    }
  }
#endif
