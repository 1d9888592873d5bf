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
    let content: (Data.Element) -> Content
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
      _model = State(
        initialValue: SelfSizingFlowModel(ids: [], flow: flow, length: nil, viewportLength: 0) {
          _ in
          estimate
        })
    }

    var body: some View {
      model.update(
        ids: data.map { $0[keyPath: id] }, flow: flow, length: model.length,
        viewportLength: model.viewport.length)
      return SelfSizingLines(
        model: model, data: data, id: id, scrollTarget: scrollTarget, content: content)
    }
  }

  /// The scroll view of a self-sizing flow's lines: the elements
  /// ``SelfSizingFlowModel/createdElements()`` gives, those of the lines in view and in the
  /// margin, placed by one layout at their frames in the content and keyed by identity in one
  /// `ForEach`, so that an element keeps its view, state and focus whichever line a reflow
  /// moves it to; a line's views are kept out of sight until they are measured. A scroll that
  /// brings other lines into the margin updates this view, which reads only those lines'
  /// elements.
  ///
  /// The scroll position is moved by scrolling to a marker placed at the position the model asks
  /// for, which `ScrollViewReader` does on every system from iOS 14.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct SelfSizingLines<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let model: SelfSizingFlowModel<ID>
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let scrollTarget: Binding<ID?>?
    let content: (Data.Element) -> Content
    /// Counts the commits of measurements, scroll targets and scrolls to other lines, which the
    /// body reads, so that each updates the view.
    @State private var revision = 0
    /// The name of the scroll view's coordinate space.
    @State private var space = SelfSizingSpace()

    var body: some View {
      let horizontal = model.flow.flow.axis == .horizontal
      _ = revision
      let window = model.createdElements()
      let extent = CGFloat(model.contentLength())
      let marker = CGFloat(model.pendingScrollOffset ?? 0)
      let inbox = MeasurementInbox(model: model) { revision += 1 }
      let space = space
      let model = model
      return ScrollViewReader { proxy in
        ScrollView(horizontal ? .vertical : .horizontal) {
          ZStack(alignment: .topLeading) {
            // The content's length: the lines read, and an estimate of the rest.
            Color.clear.frame(width: horizontal ? 1 : extent, height: horizontal ? extent : 1)
            // Where the scroll view goes to keep the first line in view in place.
            Color.clear.frame(width: 1, height: 1)
              .padding(horizontal ? .top : .leading, marker)
              .id(space)
            SelfSizingWindowLayout(
              frames: window.map(\.frame), indices: window.map(\.index),
              sizes: window.map { model.flow.size(ofItem: $0.index) }, flow: model.flow.flow,
              proposal: model.flow.proposal, inbox: inbox
            ) {
              ForEach(window) { created in
                content(data[data.index(data.startIndex, offsetBy: created.index)])
                  .opacity(created.isShown ? 1 : 0)
                  .transition(.identity)
              }
            }
          }
          .frame(
            maxWidth: horizontal ? .infinity : nil, maxHeight: horizontal ? nil : .infinity,
            alignment: .topLeading
          )
          .onGeometryChange(for: CGFloat.self) { proxy in
            let frame = proxy.frame(in: .named(space))
            return horizontal ? -frame.minY : -frame.minX
          } action: { start in
            // The view is updated only when other lines come into the margin.
            let visible = Double(start)..<(Double(start) + model.viewport.length)
            if model.scrolled(to: visible) { revision += 1 }
          }
        }
        .coordinateSpace(name: space)
        .onGeometryChange(for: CGSize.self) { proxy in
          proxy.size
        } action: { size in
          let length = Double(horizontal ? size.width : size.height)
          let across = Double(horizontal ? size.height : size.width)
          if model.resize(length: length, viewportLength: across) { revision += 1 }
        }
        .onNewValue(of: revision) { _ in
          if model.pendingScrollOffset != nil { proxy.scrollTo(space, anchor: .topLeading) }
        }
        .onNewValue(of: scrollTarget?.wrappedValue) { target in
          guard let target, model.scrollTarget(target) != nil else { return }
          revision += 1
        }
      }
    }
  }

  /// The name of a self-sizing flow's scroll view's coordinate space and scroll marker: unique
  /// to each flow.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  final class SelfSizingSpace: Hashable, Sendable {
    static func == (lhs: SelfSizingSpace, rhs: SelfSizingSpace) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// Where a line's layout hands its measurements: to the model, on the main actor, after the
  /// layout pass, which commits them and updates the view.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @MainActor
  final class MeasurementInbox<ID: Hashable>: Sendable {
    private let model: SelfSizingFlowModel<ID>
    private let committed: () -> Void

    init(model: SelfSizingFlowModel<ID>, committed: @escaping () -> Void) {
      self.model = model
      self.committed = committed
    }

    /// Records `sizes` and commits them, then updates the view when the flow changed.
    func deliver(_ sizes: [(index: Int, size: Size)]) {
      guard model.record(sizes), model.commitMeasurements() else { return }
      committed()
    }
  }

  /// The created elements of a self-sizing flow: places their views at the frames of the
  /// current sizes, as ``FlowWindowLayout`` does, and measures them as ``HFlow`` would propose
  /// them, handing sizes that differ to the model.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct SelfSizingWindowLayout<ID: Hashable>: Layout {
    let frames: [Rect]
    /// The elements' positions among the elements.
    let indices: [Int]
    /// The sizes the frames were made for, by element.
    let sizes: [Size]
    let flow: FlowEngine
    let proposal: ProposedSize
    let inbox: MeasurementInbox<ID>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let measured = SelfSizingFlowModel<ID>.sizes(
        of: subviews.flowSubviews, at: indices, flow: flow, proposal: self.proposal)
      if !measured.map(\.size).elementsEqual(sizes) {
        let inbox = inbox
        Task { @MainActor in inbox.deliver(measured) }
      }
      var none: Void = ()
      return FlowWindowLayout(frames: frames).sizeThatFits(
        proposal: proposal, subviews: subviews, cache: &none)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      FlowWindowLayout(frames: frames).placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
#endif
