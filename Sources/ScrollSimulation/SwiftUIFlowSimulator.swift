import FlowLayoutEngine
import SwiftFlowLayout

/// A self-sizing lazy flow (`LazyHFlow(…estimatedSize:…)`) in a scroll view, simulated frame by
/// frame: it calls ``SelfSizingFlowModel`` exactly as the view does, each step landing in the
/// frame SwiftUI runs it in, moves its scroll view as the platform does
/// (``PlatformScrollView``), and records what the user sees.
///
/// Within a frame, in this order:
/// 1. The measurements that the window's layout handed on in the frame before land: the inbox's
///    task (`Task { @MainActor in … }`, which the main actor runs after the update that created
///    it, before the next frame's input) records them by identity and commits them, which
///    updates the view: its body is evaluated, and `onChange` of a new
///    ``SelfSizingFlowModel/scrollRequest`` scrolls to the marker the body placed (`onChange`
///    runs after the body that changed the value, and `ScrollViewReader.scrollTo` moves the
///    scroll view in the same update).
/// 2. The user's gesture moves the scroll view, unless another screen covers the flow.
/// 3. A navigation push or pop; an edit of the data evaluates the outer view's body, which
///    brings the model to the new identities, then the inner body, whose new request scrolls
///    as in 1; a scroll target asks for a body, which scrolls as in 1.
/// 4. A body that an earlier frame's geometry change asked for is evaluated.
/// 5. Layout: the window's layout reads each subview's role, measures each element's views
///    (zero, one or several) and hands the sizes on when ``MeasurementBasis`` says so, to a
///    task that lands in the next frame.
/// 6. The scroll view's geometry changes are reported (`onGeometryChange`), unless the flow is
///    covered: a scroll that brings other lines into the margin, or a new size, asks for a body
///    in the next frame.
/// 7. The frame is drawn: each created view that is not kept out of sight, at its frame of the
///    last body; nothing while the flow is covered.
///
/// A body inside `withAnimation` (an edit's) moves each view kept to its new frame on the
/// animation, and a scroll made on it moves the scroll view through every frame, each reported
/// to the model as it comes (``AnimatedWindow``).
///
/// Each body gives the created elements to one `ForEach` keyed by their identity, as the view
/// does: a view whose key was in the body before is kept with its state, any other is created
/// with state of its own; ``SimulatedFrame/views`` counts them.
///
/// That a state changed in `onGeometryChange`'s action updates the view in the next frame, that
/// the task delivering measurements runs before the next frame's input, and that `scrollTo`
/// from `onChange` lands in the frame of the body that caused it, are this simulation's reading
/// of SwiftUI's update cycle; only a device can confirm them.
public final class SwiftUIFlowSimulator {
  /// The model the view keeps.
  public let model: SelfSizingFlowModel<Int>
  /// The data.
  public private(set) var elements: SimulatedElements
  /// How many elements the view read in the last frame, and how many identities.
  public private(set) var readsInLastFrame = (elements: 0, ids: 0)
  /// The scroll view.
  var scrollView: PlatformScrollView
  var length: Double
  let counter = ReadCounter()
  /// The created elements of the last body, as they are drawn.
  var window: [DrawnElement] = []
  /// The views of the flow's `ForEach`, by key.
  var views = ViewRegistry()
  /// The request the last body carried, which `onChange` compares the next body's with.
  var lastRequest: ScrollRequest?
  /// Sizes handed to tasks in the last frame, which land in the next, with the window they
  /// were measured in.
  var deliveries: [(window: [CreatedElement<Int>], sizes: [Size])] = []
  /// Whether a geometry change asked for a body.
  var needsBody = false
  /// Whether a new size waits for the body that lays it out.
  var isResizing = false
  /// Whether another screen covers the flow.
  var isCovered = false
  /// Whether a programmatic scroll stopped a fling in the frame being run.
  var stoppedFling = false
  /// The estimated size the view gives.
  let estimate: Size
  /// Where the window's views and the scroll view are drawn, as SwiftUI animates them.
  var animated: AnimatedWindow
  /// Whether the view holds still what a request keeps in place (see `AnimatedWindow`).
  public var holdsCorrectionsStill: Bool {
    get { animated.holdsCorrectionsStill }
    set { animated.holdsCorrectionsStill = newValue }
  }

  /// A created element as its last body made it.
  struct DrawnElement {
    var created: CreatedElement<Int>
    /// The size its frame was made for.
    var size: Size
    var isMeasured: Bool
  }

  /// A scroll view `viewportLength` long across the lines and `length` along them, whose
  /// content `insets` inset and which rests at the top, showing a flow of `flow`'s settings
  /// over `elements`, estimated at `estimate`, on a platform that aligns a marker and keeps a
  /// fling as `reading` has it; `targetBeforeAppearing` is a scroll target set before the flow
  /// appears; `readInsets` are the insets the view reads of its scroll view, when they are not
  /// all of `insets` (its safe area without its content margins).
  public init(
    elements: SimulatedElements, flow: FlowEngine, estimate: Size, length: Double,
    viewportLength: Double, insets: ScrollInsets = ScrollInsets(),
    reading: ScrollReading = .safeArea, targetBeforeAppearing: ScrollJump? = nil,
    readInsets: ScrollInsets? = nil
  ) {
    self.elements = elements
    self.length = length
    self.estimate = estimate
    scrollView = PlatformScrollView(
      offset: -insets.start, viewportLength: viewportLength, insets: insets, reading: reading)
    scrollView.safeAreaStart = readInsets?.start
    animated = AnimatedWindow(offset: -insets.start)
    model = SelfSizingFlowModel(ids: [], flow: flow, length: nil, viewportLength: 0) { _ in
      estimate
    }
    // The first update: the outer body with the data, then the scroll view's size.
    model.update(
      ids: elements.ids, flow: flow, length: nil, viewportLength: 0, estimatedSize: estimate)
    // A target set before the flow appears: `onChange(initial: true)` carries it out when the
    // view appears, before any geometry.
    if let jump = targetBeforeAppearing {
      _ = model.scrollTarget(elements.ids[jump.target(among: elements.ids.count)])
    }
    // The scroll view's geometry as it appears, before the user can touch it: its insets, its
    // size, and where it rests, at the top.
    model.insets = readInsets ?? insets
    model.resize(length: length, viewportLength: viewportLength)
    model.scrolled(to: -insets.start..<(viewportLength - insets.start))
    needsBody = true
  }

  var offset: Double { scrollView.offset }
  var viewportLength: Double { scrollView.viewportLength }

  /// Runs one frame of `events` and returns what the user sees.
  public func frame(_ events: ScrollEvents) -> SimulatedFrame {
    animated.startFrame(&scrollView)
    counter.count = 0
    views.startFrame()
    stoppedFling = false
    var ids = 0
    var drawn = SimulatedFrame()
    // 1. Measurements from the last frame.
    let landing = deliveries
    deliveries = []
    var committed = false
    for (window, sizes) in landing
    where model.record(measured: zip(window, sizes).map { ($0.id, $0.index, $1) }) {
      committed = model.commitMeasurements() || committed
    }
    if committed { evaluateBody() }
    // 2. The gesture.
    if !isCovered {
      drawn.move = scrollView.gesture(
        events.move, fling: events.isFling, contentLength: model.contentLength())
      animated.userMoved(by: drawn.move)
    }
    // 3. The user's navigation, edits and jumps.
    isCovered = events.isCovered(after: isCovered)
    if let (kind, distance) = events.edit {
      elements.apply(kind, at: distance, from: visibleSlots().first?.items.lowerBound ?? 0)
      model.update(
        ids: elements.ids, flow: model.flow.flow, length: model.length,
        viewportLength: viewportLength, estimatedSize: estimate)
      ids += elements.ids.count
      evaluateBody(animated: events.isAnimated)
    }
    if let jump = events.jump,
      model.scrollTarget(elements.ids[jump.target(among: elements.ids.count)]) != nil
    {
      evaluateBody()
    }
    // 4. A body asked for by a geometry change.
    if needsBody { evaluateBody() }
    // 5. Layout.
    let created = window.map(\.created)
    let groups = WindowSubviews(
      roles: created.indices.flatMap { position in
        elements.views(ofID: created[position].id).map { _ in WindowSubviewRole.element(position) }
      } + [.marker], count: created.count)
    let subviews =
      created.flatMap { elements.views(ofID: $0.id).map(SimulatedView.init) } + [
        SimulatedView(Size(width: 1, height: 1))
      ]
    let sizes = groups.sizes(of: subviews, flow: model.flow.flow, proposal: model.flow.proposal)
    if model.measurementBasis(of: created).needsHandover(sizes) {
      deliveries.append((created, sizes))
    }
    // 6. Geometry changes.
    if !isCovered {
      if let width = events.width {
        length = width
        if model.resize(length: width, viewportLength: viewportLength) {
          needsBody = true
          isResizing = true
        }
      }
      if model.scrolled(to: offset..<(offset + viewportLength)) { needsBody = true }
    }
    // 7. The frame.
    drawn.stoppedFling = stoppedFling
    // A request the frame decided after its last body is carried out by a later frame's.
    drawn.leavesARequest = model.scrollRequest != lastRequest
    drawn.views = views.figures
    drawn.lost = views.figures.lost
    readsInLastFrame = (counter.count, ids)
    guard !isCovered else { return drawn }
    views.presented()
    draw(into: &drawn)
    return drawn
  }

  /// Draws the window into `drawn`, and whether the view is blank where the model's layout puts
  /// an element with views.
  func draw(into drawn: inout SimulatedFrame) {
    let visible = offset..<(offset + viewportLength)
    // Where the model has the view, and each element, once any animation has ended: what
    // belongs in view is decided there, and an animation moves the two together.
    let settled = animated.settledOffset..<(animated.settledOffset + viewportLength)
    let axis = model.flow.flow.axis
    // The flow's bounds: its lines' length along them, the content's across.
    let content = Rect(origin: .zero, size: axis.size(main: length, cross: model.contentLength()))
    // What the scroll view shows of its content.
    var seen = Rect(origin: .zero, size: axis.size(main: length, cross: viewportLength))
    axis.setCrossStart(offset, of: &seen)
    var shown: [Int: Rect] = [:]
    for element in window where !elements.views(ofID: element.created.id).isEmpty {
      let frame = element.created.frame
      let id = element.created.id
      if element.created.isShown, axis.frame(frame, meets: settled) { shown[id] = frame }
      let rect = animated.drawnFrame(of: id, laidOutAt: frame)
      guard axis.frame(rect, meets: visible) else { continue }
      drawn.noteDrawn(rect, inFlowAt: content, seenThrough: seen)
      guard element.created.isShown else {
        drawn.hidden.insert(id)
        continue
      }
      var onScreen = rect
      axis.setCrossStart(axis.crossStart(rect) - offset, of: &onScreen)
      drawn.visible[id] = onScreen
      // Drawn at another size than its views take together: at its estimate.
      let size = elements.unionSize(ofID: id)
      let drawnAtItsSize =
        abs(rect.width - size.width) <= 0.5 && abs(rect.height - size.height) <= 0.5
      if !element.isMeasured || !drawnAtItsSize { drawn.estimated.insert(id) }
    }
    // What belongs in view: the elements with views of the lines the model lays out there; and,
    // whatever the model says, no band across the view that the content covers is left empty.
    let belonging = model.createdElements().filter {
      axis.frame($0.frame, meets: settled) && !elements.views(ofID: $0.id).isEmpty
    }
    drawn.isBlank =
      belonging.contains { shown[$0.id] != $0.frame }
      || drawn.leavesAGap(
        offset: offset, viewportLength: viewportLength, contentLength: model.contentLength(),
        lineSpacing: model.flow.flow.lineSpacing ?? 0, axis: axis)
  }

  /// The lines in view, without the margin.
  public func visibleSlots() -> [FlowLineSlot] {
    var flow = model.flow
    return flow.slots(overlapping: offset..<(offset + viewportLength))
  }

  /// Whether what is in view has yet to settle: a line in view kept out of sight, waiting for
  /// its measurements, a new size not yet laid out, or a request to scroll that no body has
  /// carried out yet.
  public var isSettling: Bool {
    let visible = offset..<(offset + viewportLength)
    return isResizing || model.scrollRequest != lastRequest
      || window.contains { !$0.created.isShown && axis.frame($0.created.frame, meets: visible) }
      || animated.isMoving
  }

  /// The inner view's body, inside `withAnimation` when `animated`: the elements to create,
  /// each with its frame, given to the `ForEach` keyed by identity, and the marker; then
  /// `onChange` of the request, which scrolls to the marker when the request is new, with the
  /// body's animation only where the view lets it and the platform gives it.
  func evaluateBody(animated isAnimated: Bool = false) {
    needsBody = false
    isResizing = false
    let data = CountedElements(ids: elements.ids, counter: counter)
    window = model.createdElements().map { created in
      DrawnElement(
        created: created, size: model.flow.size(ofItem: created.index),
        isMeasured: model.flow.isMeasured(created.index))
    }
    let request = model.scrollRequest
    animated.body(
      window.map { ($0.created.id, $0.created.frame) }, animated: isAnimated,
      requestChanged: request != lastRequest)
    // The view reads each element, which it shows with the state it holds.
    views.body(window.map { ($0.created.id, data[$0.created.index], $0.created.frame) })
    defer { lastRequest = request }
    guard let request, request != lastRequest else { return }
    let marker = model.scrollMarker
    if scrollView.scroll(
      toMarkerAt: axis.crossStart(marker), contentLength: model.contentLength(),
      preservesVelocity: request.preservesVelocity)
    {
      stoppedFling = true
    }
    animated.scrolled(&scrollView, inAnimatedUpdate: isAnimated)
  }
}
