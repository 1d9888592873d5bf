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
  /// ```
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

    /// Creates a lazy row flow.
    ///
    /// - Parameters:
    ///   - data: The elements, in reading order.
    ///   - id: The key path to each element's identity.
    ///   - flow: Every setting of the flow; its axis is horizontal whatever it says, and spacings
    ///     left `nil` are 8 points. Lines are laid out left to right; SwiftUI mirrors them in a
    ///     right-to-left environment.
    ///   - scrollTarget: When set to an element's identity, the enclosing scroll view scrolls to
    ///     that element's row.
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
    ///     element's line is at the top, and keeps it there as the lines around it are measured.
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

    /// The lines in view, each laid out with the frames the engine gives its items.
    public var body: some View {
      variant
    }
  }

  /// A column flow over a collection that creates only the columns in view, in a horizontal
  /// `ScrollView`, or a horizontal scroll view of its own when created with an estimated size;
  /// otherwise as ``LazyHFlow``.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct LazyVFlow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    private let variant: LazyFlowVariant<Data, ID, Content>

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
      variant
    }
  }

  /// Which of the two lazy flows a ``LazyHFlow`` or ``LazyVFlow`` is: sized up front, or
  /// self-sizing.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  enum LazyFlowVariant<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    case sized(LazyFlow<Data, ID, Content>)
    case selfSizing(SelfSizingLazyFlow<Data, ID, Content>)

    var body: some View {
      switch self {
      case .sized(let flow): flow
      case .selfSizing(let flow): flow
      }
    }
  }

  /// What ``LazyHFlow`` and ``LazyVFlow`` share: the engine's lines (an ``IncrementalFlow`` of
  /// the sizes, kept between updates) shown as rows of a lazy stack, or columns, each created,
  /// and its frames made, only when in view, with its elements' views keyed by identity over
  /// them.
  ///
  /// Its body reads every element's size, to bring the lines to them; it is evaluated when its
  /// parent gives it the data again, never by a new width or a scroll, which update
  /// ``LazyFlowRows`` alone.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct LazyFlow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let flow: FlowEngine
    let scrollTarget: Binding<ID?>?
    let size: (Data.Element) -> CGSize
    let content: (Data.Element) -> Content
    /// The lines, kept between updates so that a changed size or width costs an edit.
    @State private var lines = LazyFlowLines()

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
      lines.update(
        flow: layoutFlow,
        sizes: data.map { Size(width: Double(size($0).width), height: Double(size($0).height)) },
        proposal: lines.proposal ?? flow.axis.proposal(main: nil, cross: nil))
      return LazyFlowRows(
        lines: lines, axis: flow.axis, data: data, id: id, scrollTarget: scrollTarget,
        content: content)
    }
  }

  /// The rows of a sized lazy flow, or its columns: a lazy stack of an empty row for each line,
  /// as long as the line, which creates the rows in view; over them, one layout places the
  /// views of the created rows' elements at the frames the engine gave them, in one `ForEach`
  /// keyed by identity, so that an element keeps its view, state and focus whichever line a
  /// reflow moves it to. A new width lays the lines out again without reading the elements'
  /// sizes; only the created lines' elements are read.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct LazyFlowRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let lines: LazyFlowLines
    let axis: FlowAxis
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let scrollTarget: Binding<ID?>?
    let content: (Data.Element) -> Content
    /// The length along the lines the flow was given, once known: read by the body, so that a
    /// new one updates the view.
    @State private var length: CGFloat?
    /// Counts the rows the stack created and let go of, which the body reads, so that each
    /// updates the view.
    @State private var revision = 0

    var body: some View {
      let horizontal = axis == .horizontal
      _ = (length, revision)
      let lines = lines
      let window = lines.createdElements(of: data, id: id)
      return ScrollViewReader { proxy in
        stack(horizontal: horizontal) {
          ForEach(0..<lines.lineCount, id: \.self) { position in
            let slot = lines.slot(atVisualPosition: position)
            Color.clear
              .frame(
                width: horizontal ? nil : CGFloat(slot.length),
                height: horizontal ? CGFloat(slot.length) : nil
              )
              .onAppear { if lines.rowAppeared(at: position) { revision += 1 } }
              .onDisappear { if lines.rowDisappeared(at: position) { revision += 1 } }
              .id(position)
          }
        }
        .overlay(alignment: .topLeading) {
          FlowWindowLayout(frames: window.map(\.frame)) {
            ForEach(window) { created in
              content(data[data.index(data.startIndex, offsetBy: created.index)])
                .transition(.identity)
            }
          }
        }
        .onNewValue(of: scrollTarget?.wrappedValue) { target in
          guard let target, let index = data.firstIndex(where: { $0[keyPath: id] == target }),
            let position = lines.visualPosition(
              ofItem: data.distance(from: data.startIndex, to: index))
          else { return }
          proxy.scrollTo(position, anchor: horizontal ? .top : .leading)
        }
      }
      .frame(
        maxWidth: horizontal ? .infinity : nil, maxHeight: horizontal ? nil : .infinity,
        alignment: .topLeading
      )
      .onGeometryChange(for: CGFloat.self) { proxy in
        horizontal ? proxy.size.width : proxy.size.height
      } action: { newLength in
        lines.propose(axis.proposal(main: Double(newLength), cross: nil))
        length = newLength
      }
    }

    /// A lazy stack across the lines: rows stacked vertically, or columns horizontally.
    @ViewBuilder
    private func stack<Lines: View>(horizontal: Bool, @ViewBuilder lines: () -> Lines)
      -> some View
    {
      if horizontal {
        LazyVStack(alignment: .leading, spacing: 0, content: lines)
      } else {
        LazyHStack(alignment: .top, spacing: 0, content: lines)
      }
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
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

  /// The created elements of a lazy flow: places their views at the frames the engine gave
  /// them, from the flow's start, each proposed its frame's size. Its size is that of the
  /// frames' bounding box from the origin.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowWindowLayout: Layout {
    let frames: [Rect]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(
        width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for (subview, frame) in zip(subviews, frames) {
        subview.place(
          at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
          anchor: .topLeading,
          proposal: ProposedViewSize(width: frame.width, height: frame.height))
      }
    }
  }
#endif
