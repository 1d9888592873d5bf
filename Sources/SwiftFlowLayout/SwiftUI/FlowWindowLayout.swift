#if canImport(SwiftUI)
  import SwiftUI

  /// The role of each view of a lazy flow's window (see ``WindowSubviewRole``).
  struct WindowRoleKey: LayoutValueKey {
    static let defaultValue: WindowSubviewRole? = nil
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// Marks every view of this content with `role`: a modifier of a `Group` reaches each of
    /// its views, so an element's content of several views marks each.
    func windowRole(_ role: WindowSubviewRole) -> some View {
      layoutValue(key: WindowRoleKey.self, value: role)
    }
  }

  /// The views of a lazy flow's window, and its scroll marker, placed where
  /// ``WindowSubviews/placements(frames:marker:lastFrames:)`` says, from the flow's start; its
  /// size is the frames' bounding box from the origin. Its cache keeps where each element's views
  /// were last placed, so that the views of an element that left the window stay there while an
  /// animation keeps them on screen. With `measuring`, it also measures each element's views as
  /// ``WindowSubviews/sizes(of:flow:proposal:)`` says and hands the sizes on when the basis says
  /// so.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowWindowLayout: Layout {
    let keys: [Int]
    let frames: [Rect]
    let marker: Rect
    let measuring: WindowMeasuring?

    func makeCache(subviews: Subviews) -> [Int: Rect] { [:] }

    /// Keeps the frames of the last placement through changes of the subviews and the frames.
    func updateCache(_ cache: inout [Int: Rect], subviews: Subviews) {}

    func sizeThatFits(
      proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int: Rect]
    ) -> CGSize {
      if let measuring {
        let sizes = groups(of: subviews).sizes(
          of: subviews.flowSubviews, flow: measuring.flow, proposal: measuring.proposal)
        if measuring.basis.needsHandover(sizes) {
          let inbox = measuring.inbox
          Task { @MainActor in inbox.deliver(sizes) }
        }
      }
      return CGSize(
        width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
      cache: inout [Int: Rect]
    ) {
      let groups = groups(of: subviews)
      for (subview, frame) in groups.placements(frames: frames, marker: marker, lastFrames: cache) {
        subviews[subview].place(
          at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
          anchor: .topLeading,
          proposal: ProposedViewSize(width: frame.width, height: frame.height))
      }
      cache = groups.placedFrames(frames: frames, lastFrames: cache)
    }

    private func groups(of subviews: Subviews) -> WindowSubviews {
      WindowSubviews(roles: subviews.lazy.map { $0[WindowRoleKey.self] }, keys: keys)
    }
  }

  /// A lazy flow's window: each created element's content, keyed by its identity, and the
  /// scroll marker, placed by one ``FlowWindowLayout`` in content `extent` long across the
  /// lines; each view carries its element's key (``WindowKeys``), never its position, which
  /// another element may take. An element waiting for its measurements is kept out of sight
  /// and from VoiceOver.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct FlowWindow<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let window: [CreatedElement<ID>]
    let data: Data
    let content: (Data.Element) -> Content
    let marker: ScrollMarkerName
    let markerFrame: Rect
    let measuring: WindowMeasuring?
    let extent: CGFloat
    let horizontal: Bool
    let focus: LazyFlowFocus<ID>
    let focusHandlers: LazyFlowFocus<ID>.Handlers
    @Environment(\.layoutDirection) private var direction
    @State private var windowKeys = WindowKeys<ID>()

    var body: some View {
      let count = data.count
      let focus = focus
      let appeared = focusHandlers.appeared
      let keys = windowKeys.keys(of: window)
      return FlowWindowLayout(
        keys: keys, frames: window.map(\.frame), marker: markerFrame, measuring: measuring
      ) {
        ForEach(zip(window, keys).map { (created: $0, key: $1) }, id: \.created.id) {
          created, key in
          Group { content(data[data.index(data.startIndex, offsetBy: created.index)]) }
            .opacity(created.isShown ? 1 : 0)
            .accessibilityHidden(!created.isShown)
            .lazyFlowElement(
              created.id, index: created.index, count: count, isShown: created.isShown,
              focus: focus, appeared: appeared
            )
            .transition(.identity)
            .windowRole(.element(key))
        }
        Color.clear.id(marker).windowRole(.marker).accessibilityHidden(true)
      }
      .accessibilityElement(children: .contain)
      .lazyFlowKeys(focus, mirrored: direction == .rightToLeft, handlers: focusHandlers)
      .frame(
        width: horizontal ? nil : extent, height: horizontal ? extent : nil,
        alignment: .topLeading
      )
      // Along the lines, the size proposed, whatever the lines laid out for the last length:
      // a frame with a maximum alone keeps its child's size when that is larger, so a window
      // laid out wider would never hear of a narrower scroll view.
      .frame(
        minWidth: horizontal ? 0 : nil, maxWidth: horizontal ? .infinity : nil,
        minHeight: horizontal ? nil : 0, maxHeight: horizontal ? nil : .infinity,
        alignment: .topLeading
      )
    }
  }

  /// What a self-sizing window's layout needs to measure its views: the flow and proposal they
  /// are measured for, what the model has, and where the sizes go.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct WindowMeasuring: Sendable {
    let flow: FlowEngine
    let proposal: ProposedSize
    let basis: MeasurementBasis
    let inbox: MeasurementInbox
  }

  /// Where a window's layout hands its measurements: to the model, on the main actor, after the
  /// layout pass, by the identity of the element each size is of.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @MainActor
  final class MeasurementInbox: Sendable {
    private let deliverSizes: ([Size]) -> Void

    /// An inbox that gives the sizes of `window`'s elements, in window order, to `model`,
    /// commits them and calls `committed` when the flow changed.
    init<ID: Hashable>(
      model: SelfSizingFlowModel<ID>, window: [CreatedElement<ID>],
      committed: @escaping () -> Void
    ) {
      deliverSizes = { sizes in
        let measured = zip(window, sizes).map { ($0.id, $0.index, $1) }
        guard model.record(measured: measured), model.commitMeasurements() else { return }
        committed()
      }
    }

    func deliver(_ sizes: [Size]) { deliverSizes(sizes) }
  }

  /// A flow's scroll marker's identity, unique to each flow.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  final class ScrollMarkerName: Hashable, Sendable {
    static func == (lhs: ScrollMarkerName, rhs: ScrollMarkerName) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// This window, placed without animation in the update that makes a new scroll request,
    /// whatever animation the update was made in.
    ///
    /// A request keeps what is in view in place: an edit above the view moves the elements in
    /// view down or up the content, and the request moves the scroll view by as much. The two
    /// must move together, and which transaction `onChange` gives the scroll that carries the
    /// request out is not documented; so both move at once (see
    /// ``ScrollViewProxy/carryOut(_:marker:)``), and the user sees nothing move. The edits of
    /// an update that makes no request animate as the update does.
    func holdingStill(for request: ScrollRequest?) -> some View {
      animation(nil, value: request)
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension ScrollViewProxy {
    /// Carries out `request` by scrolling the marker `marker`, which the window's layout
    /// placed at the request's offset, to the scroll view's top-leading edge, at once, as the
    /// window moved (see `View.holdingStill(for:)` and ``preservingVelocity(_:_:)``).
    func carryOut(_ request: ScrollRequest, marker: ScrollMarkerName) {
      withAnimation(nil) {
        preservingVelocity(request.preservesVelocity) { scrollTo(marker, anchor: .topLeading) }
      }
    }
  }

  /// Runs `scroll`, a programmatic scroll, so that it keeps the velocity of a fling in progress
  /// when `preserves` and the platform lets it (iOS 18, macOS 15, tvOS 18, watchOS 11,
  /// visionOS 2); before those releases a programmatic scroll stops a fling.
  ///
  /// Only the velocity's key of the current transaction is set (`withTransaction(_:_:_:)`): a
  /// new `Transaction` would drop what the caller set on it.
  ///
  /// Declared without availability of its own, so that its check names visionOS's release
  /// rather than one inferred from iOS's.
  func preservingVelocity(_ preserves: Bool, _ scroll: () -> Void) {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      withTransaction(\.scrollPositionUpdatePreservesVelocity, preserves, scroll)
    } else {
      scroll()
    }
  }
#endif
