import FlowLayoutEngine
import SwiftFlowLayout

/// A sized lazy flow (`LazyHFlow(…size:…)`) at the top of the app's scroll view, simulated frame
/// by frame: it calls ``SizedLazyFlowModel`` exactly as the view does, each step landing in the
/// frame SwiftUI runs it in, moves the scroll view as the platform does
/// (``PlatformScrollView``), and records what the user sees.
///
/// Within a frame, in this order:
/// 1. The user's gesture moves the scroll view, unless another screen covers the flow.
/// 2. A navigation push or pop (the platform calls `onDisappear` and `onAppear` on what the
///    flow shows; the flow's views have no such handlers, so nothing else happens); an edit of
///    the data evaluates the outer view's body, which brings the model to the new identities
///    and sizes, then the inner body, whose new ``SizedLazyFlowModel/scrollRequest`` scrolls to
///    the marker it placed (`onChange`); a scroll target asks for a body, which scrolls the
///    same way.
/// 3. A body that an earlier frame's geometry change asked for is evaluated.
/// 4. The flow's geometry changes are reported (`onGeometryChange`), unless the flow is
///    covered: the part of it the scroll view shows, then its length along the lines (which
///    carries out a scroll target that waited for it); other lines in the margin or a new
///    length ask for a body in the next frame.
/// 5. The frame is drawn: each created element's views at its frame of the last body, or on
///    its way there under an animation (``AnimatedWindow``); nothing while the flow is covered.
public final class SizedFlowSimulator {
  /// The model the view keeps.
  public let model = SizedLazyFlowModel<Int>()
  /// The data.
  public private(set) var elements: SimulatedElements
  let flow: FlowEngine
  /// The scroll view the app put the flow in.
  var scrollView: PlatformScrollView
  /// The created elements of the last body, as they are drawn.
  var window: [CreatedElement<Int>] = []
  /// The views of the flow's `ForEach`, by key.
  var views = ViewRegistry()
  /// The request the last body carried, which `onChange` compares the next body's with.
  var lastRequest: ScrollRequest?
  /// Whether a geometry change asked for a body.
  var needsBody = true
  /// Whether a new length waits for the body that lays it out.
  var isResizing = false
  /// Whether another screen covers the flow.
  var isCovered = false
  /// Whether a programmatic scroll stopped a fling in the frame being run.
  var stoppedFling = false
  /// The flow's length along the lines.
  var length: Double
  /// Where the window's views and the scroll view are drawn, as SwiftUI animates them.
  var animated: AnimatedWindow
  /// Whether the view holds still what a request keeps in place (see `AnimatedWindow`).
  public var holdsCorrectionsStill: Bool {
    get { animated.holdsCorrectionsStill }
    set { animated.holdsCorrectionsStill = newValue }
  }

  /// A flow of `flow`'s settings over `elements`, `length` long along its lines, in a scroll
  /// view `viewportLength` long across them whose content `insets` inset, resting at the top,
  /// which aligns a marker and keeps a fling as `reading` has it; `targetBeforeAppearing` is a
  /// scroll target set before the flow appears; `safeArea`, the part of `insets` that is the
  /// scroll view's safe area, which the flow reads (`lazyFlowScrollView()`), when it does.
  public init(
    elements: SimulatedElements, flow: FlowEngine, length: Double, viewportLength: Double,
    insets: ScrollInsets = ScrollInsets(), reading: ScrollReading = .safeArea,
    targetBeforeAppearing: ScrollJump? = nil, safeArea: ScrollInsets? = nil
  ) {
    self.elements = elements
    self.flow = flow
    self.length = length
    scrollView = PlatformScrollView(
      offset: -insets.start, viewportLength: viewportLength, insets: insets, reading: reading)
    scrollView.safeAreaStart = safeArea?.start
    if let safeArea { model.insets = safeArea }
    animated = AnimatedWindow(offset: -insets.start)
    outerBody()
    // A target set before the flow appears: `onChange(initial: true)` carries it out when the
    // view appears, before any geometry.
    if let jump = targetBeforeAppearing {
      model.scrollTarget(elements.ids[jump.target(among: elements.ids.count)])
    }
    // The first geometry: the part of the flow in view, then its length, which carries out a
    // target that waited for it.
    model.scrolled(to: visible)
    model.propose(flow.axis.proposal(main: length, cross: nil))
  }

  public var axis: FlowAxis { flow.axis }
  var offset: Double { scrollView.offset }
  var viewportLength: Double { scrollView.viewportLength }

  /// Runs one frame of `events` and returns what the user sees.
  public func frame(_ events: ScrollEvents) -> SimulatedFrame {
    animated.startFrame(&scrollView)
    views.startFrame()
    stoppedFling = false
    var drawn = SimulatedFrame()
    // 1. The gesture.
    if !isCovered {
      drawn.move = scrollView.gesture(
        events.move, fling: events.isFling, contentLength: model.contentLength())
      animated.userMoved(by: drawn.move)
    }
    // 2. The user's navigation, edits and jumps.
    isCovered = events.isCovered(after: isCovered)
    if let (kind, distance) = events.edit {
      elements.apply(kind, at: distance, from: model.firstSlotInView()?.items.lowerBound ?? 0)
      outerBody()
      evaluateBody(animated: events.isAnimated)
    }
    if let jump = events.jump,
      model.scrollTarget(elements.ids[jump.target(among: elements.ids.count)]) != nil
    {
      evaluateBody()
    }
    // 3. A body asked for by a geometry change.
    if needsBody { evaluateBody() }
    // 4. Geometry changes.
    if !isCovered {
      if let width = events.width { length = width }
      let scrolled = model.scrolled(to: visible)
      let proposed = model.propose(flow.axis.proposal(main: length, cross: nil))
      if proposed || scrolled { needsBody = true }
      if proposed { isResizing = true }
    }
    // 5. The frame.
    drawn.stoppedFling = stoppedFling
    // A request the frame decided after its last body is carried out by a later frame's.
    drawn.leavesARequest = model.scrollRequest != lastRequest
    drawn.views = views.figures
    drawn.lost = views.figures.lost
    guard !isCovered else { return drawn }
    views.presented()
    // Where the model has the view, once any animation has ended: what belongs in view is
    // decided there, and an animation moves the view and the elements together.
    let settled = animated.settledOffset..<(animated.settledOffset + viewportLength)
    // The flow's bounds: its lines' length along them, the content's across.
    let content = Rect(origin: .zero, size: axis.size(main: length, cross: model.contentLength()))
    // What the scroll view shows of its content.
    var seen = Rect(origin: .zero, size: axis.size(main: length, cross: viewportLength))
    axis.setCrossStart(offset, of: &seen)
    var shown: [Int: Rect] = [:]
    for element in window where !elements.views(ofID: element.id).isEmpty {
      if axis.frame(element.frame, meets: settled) { shown[element.id] = element.frame }
      var rect = animated.drawnFrame(of: element.id, laidOutAt: element.frame)
      guard axis.frame(rect, meets: visible) else { continue }
      drawn.noteDrawn(rect, inFlowAt: content, seenThrough: seen)
      axis.setCrossStart(axis.crossStart(rect) - offset, of: &rect)
      drawn.visible[element.id] = rect
    }
    let belonging = model.createdElements().filter {
      axis.frame($0.frame, meets: settled) && !elements.views(ofID: $0.id).isEmpty
    }
    drawn.isBlank =
      belonging.contains { shown[$0.id] != $0.frame }
      || drawn.leavesAGap(
        offset: offset, viewportLength: viewportLength, contentLength: model.contentLength(),
        lineSpacing: flow.lineSpacing ?? 0, axis: axis)
    return drawn
  }

  /// The part of the flow the scroll view shows.
  var visible: Range<Double> { offset..<(offset + viewportLength) }

  /// Whether what is in view has yet to settle: a new length not yet laid out, a request to
  /// scroll that no body has carried out yet (a jump's request made again once its landing
  /// showed where the scroll view aligns the marker), or an animation still running.
  public var isSettling: Bool {
    isResizing || model.scrollRequest != lastRequest || animated.isMoving
  }

  /// The outer view's body: every element's identity and size, given to the model.
  func outerBody() {
    model.update(
      ids: elements.ids, sizes: elements.ids.map(elements.unionSize(ofID:)), flow: flow,
      proposal: model.proposal ?? flow.axis.proposal(main: nil, cross: nil))
  }

  /// The inner view's body, inside `withAnimation` when `animated`: the elements to create,
  /// given to the `ForEach` keyed by identity, and the marker; then `onChange` of the request,
  /// which scrolls to the marker when the request is new, with the body's animation where the
  /// view carries it or the platform gives it.
  func evaluateBody(animated isAnimated: Bool = false) {
    needsBody = false
    isResizing = false
    window = model.createdElements()
    views.body(window.map { ($0.id, elements.ids[$0.index], $0.frame) })
    let request = model.scrollRequest
    animated.body(
      window.map { ($0.id, $0.frame) }, animated: isAnimated,
      requestChanged: request != lastRequest)
    defer { lastRequest = request }
    guard let request, request != lastRequest else { return }
    if scrollView.scroll(
      toMarkerAt: axis.crossStart(model.scrollMarker), contentLength: model.contentLength(),
      preservesVelocity: request.preservesVelocity)
    {
      stoppedFling = true
    }
    animated.scrolled(&scrollView, inAnimatedUpdate: isAnimated)
  }
}

extension SizedFlowSimulator: FrameSimulator {
  public var data: SimulatedElements { elements }
  public var unobscured: Range<Double> { scrollView.unobscured }
}
