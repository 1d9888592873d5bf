import FlowLayoutEngine
import SwiftFlowLayout

/// A self-sizing lazy flow (`LazyHFlow(…estimatedSize:…)`) in a scroll view, simulated frame by
/// frame: it calls ``SelfSizingFlowModel`` in the order the view does, each step landing in the
/// frame SwiftUI runs it in, and records what the user sees.
///
/// Within a frame, in this order:
/// 1. The measurements that the line layouts handed on in the frame before land: the task that
///    delivers them (`Task { @MainActor in … }`, which the main actor runs after the update
///    that created it, before the next frame's input) records and commits them, which updates
///    the view: its body is evaluated, and a new ``SelfSizingFlowModel/pendingScrollOffset``
///    scrolls the view (`onChange` runs after the body that changed the value, and
///    `ScrollViewReader.scrollTo` moves the scroll view in the same update).
/// 2. The user's gesture moves the scroll view.
/// 3. An edit of the data evaluates the outer view's body, which brings the model to the new
///    identities; a scroll target moves the view at once, as in 2.
/// 4. A body that an earlier frame's geometry change asked for is evaluated.
/// 5. Layout: the window's layout measures the created views and hands sizes that differ from
///    their frames' to a task, which lands in the next frame.
/// 6. The scroll view's geometry changes are reported (`onGeometryChange`): a scroll that brings
///    other lines into the margin, or a new size, asks for a body in the next frame.
/// 7. The frame is drawn: each created view that is not kept out of sight, at its frame of the
///    last body.
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
  /// The scroll position across the lines.
  public private(set) var offset = 0.0
  /// How many elements the view read in the last frame, and how many identities.
  public private(set) var readsInLastFrame = (elements: 0, ids: 0)
  let viewportLength: Double
  var length: Double
  let counter = ReadCounter()
  /// The created elements of the last body, as they are drawn.
  var window: [DrawnElement] = []
  /// The state of each view, by the key its `ForEach` gives it: the identity of the element
  /// the view was created for.
  var viewStates: [Int: Int] = [:]
  /// The views of the frame being run.
  var views = ViewFigures()
  /// Sizes handed to tasks in the last frame, which land in the next.
  var deliveries: [[(index: Int, size: Size)]] = []
  /// Whether a geometry change asked for a body.
  var needsBody = false
  /// The scroll offset the last body asked for.
  var lastMarker: Double?
  /// Whether a new size waits for the body that lays it out.
  var isResizing = false

  /// A created element as its last body made it.
  struct DrawnElement {
    var created: CreatedElement<Int>
    /// The size its frame was made for.
    var size: Size
    var isMeasured: Bool
  }

  /// A scroll view `viewportLength` long across the lines and `length` along them, showing a
  /// flow of `flow`'s settings over `elements`, estimated at `estimate`.
  public init(
    elements: SimulatedElements, flow: FlowEngine, estimate: Size, length: Double,
    viewportLength: Double
  ) {
    self.elements = elements
    self.viewportLength = viewportLength
    self.length = length
    model = SelfSizingFlowModel(ids: [], flow: flow, length: nil, viewportLength: 0) { _ in
      estimate
    }
    // The first update: the outer body with the data, then the scroll view's size.
    counter.count = 0
    model.update(ids: elements.ids, flow: flow, length: nil, viewportLength: 0)
    model.resize(length: length, viewportLength: viewportLength)
    needsBody = true
  }

  /// Runs one frame of `events` and returns what the user sees.
  public func frame(_ events: ScrollEvents) -> SimulatedFrame {
    counter.count = 0
    views = ViewFigures()
    var ids = 0
    var drawn = SimulatedFrame()
    // 1. Measurements from the last frame.
    let landing = deliveries
    deliveries = []
    var committed = false
    for sizes in landing where model.record(sizes) {
      committed = model.commitMeasurements() || committed
    }
    if committed { evaluateBody() }
    // 2. The gesture.
    let before = offset
    scroll(to: offset + events.move)
    drawn.move = offset - before
    // 3. The user's edits, jumps and new sizes.
    if let (kind, distance) = events.edit {
      let first = visibleSlots().first?.items.lowerBound ?? 0
      let position = Swift.min(Swift.max(first + distance, 0), elements.ids.count - 1)
      switch kind {
      case .insert: elements.insert(at: position)
      case .remove: elements.remove(at: position)
      }
      model.update(
        ids: elements.ids, flow: model.flow.flow, length: model.length,
        viewportLength: viewportLength)
      ids += elements.ids.count
      evaluateBody()
    }
    if events.jumpsToMiddle, model.scrollTarget(elements.ids[elements.ids.count / 2]) != nil {
      evaluateBody()
    }
    // 4. A body asked for by a geometry change.
    if needsBody { evaluateBody() }
    // 5. Layout.
    let sizes = SelfSizingFlowModel<Int>.sizes(
      of: window.map { SimulatedView(elements.size(ofID: $0.created.id)) },
      at: window.map(\.created.index), flow: model.flow.flow, proposal: model.flow.proposal)
    if !sizes.map(\.size).elementsEqual(window.map(\.size)) { deliveries.append(sizes) }
    // 6. Geometry changes.
    if let width = events.width {
      length = width
      if model.resize(length: width, viewportLength: viewportLength) {
        needsBody = true
        isResizing = true
      }
    }
    if model.scrolled(to: offset..<(offset + viewportLength)) { needsBody = true }
    // 7. The frame.
    let visible = offset..<(offset + viewportLength)
    let axis = model.flow.flow.axis
    for element in window {
      let frame = element.created.frame
      guard axis.frame(frame, meets: visible) else { continue }
      let id = element.created.id
      guard element.created.isShown else {
        drawn.hidden.insert(id)
        continue
      }
      var rect = frame
      axis.setCrossStart(axis.crossStart(frame) - offset, of: &rect)
      drawn.visible[id] = rect
      if !element.isMeasured { drawn.estimated.insert(id) }
    }
    drawn.views = views
    readsInLastFrame = (counter.count, ids)
    return drawn
  }

  /// The lines in view, without the margin.
  public func visibleSlots() -> [FlowLineSlot] {
    var flow = model.flow
    return flow.slots(overlapping: offset..<(offset + viewportLength))
  }

  /// Whether what is in view has yet to settle: a line in view kept out of sight, waiting for
  /// its measurements, or a new size not yet laid out.
  public var isSettling: Bool {
    let visible = offset..<(offset + viewportLength)
    return isResizing
      || window.contains { !$0.created.isShown && axis.frame($0.created.frame, meets: visible) }
  }

  /// The inner view's body: the elements to create, each with its frame, given to the
  /// `ForEach` keyed by identity; then the scroll to a new marker, which `onChange` makes.
  func evaluateBody() {
    needsBody = false
    isResizing = false
    let data = CountedElements(ids: elements.ids, counter: counter)
    let before = Dictionary(uniqueKeysWithValues: window.map { ($0.created.id, $0.created.frame) })
    window = model.createdElements().map { created in
      DrawnElement(
        created: created, size: model.flow.size(ofItem: created.index),
        isMeasured: model.flow.isMeasured(created.index))
    }
    views.largestWindow = Swift.max(views.largestWindow, window.count)
    var states: [Int: Int] = [:]
    for element in window {
      let key = element.created.id
      // The view reads its element, which it shows with the state it holds.
      let shown = data[element.created.index]
      if let state = viewStates[key] {
        views.kept += 1
        if before[key] != element.created.frame { views.moved += 1 }
        if state != shown { views.misplaced += 1 }
        states[key] = state
      } else {
        views.created += 1
        states[key] = shown
      }
    }
    viewStates = states
    let marker = model.pendingScrollOffset
    if let marker, marker != lastMarker { scroll(to: marker) }
    lastMarker = marker
  }

  /// Moves the scroll view to `start`, within its content.
  func scroll(to start: Double) {
    let end = Swift.max(model.contentLength() - viewportLength, 0)
    offset = Swift.min(Swift.max(start, 0), end)
  }
}
