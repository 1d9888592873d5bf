import FlowLayoutEngine
import SwiftFlowLayout

/// A flow that shows ``FlowEngine/maxLines`` lines until the user expands it, in a scroll view,
/// simulated frame by frame as `HFlow(maxLines:)(isExpanded:)` lays it out: its chips, the
/// collapse control and an overflow indicator for each count, placed by the flow's own
/// placement (``FlowEngine/placeSubviewsShowing(in:proposal:subviews:cache:)``), each view
/// drawn where SwiftUI draws it, through every frame of an animation, and only while its hidden
/// state (`FlowHiding`) lets it.
///
/// Each view starts with the hidden state `FlowHiding` gives it: a chip shown, the collapse
/// control and the indicators hidden (or, for the positive control, every view shown). The
/// flow appears in the first frame: its first pass is laid out and drawn before the states it
/// sets land.
///
/// Within a frame, in this order:
/// 1. The hidden states the last layout pass set land: `FlowHiding` sets them in a task after
///    the pass, which runs before the next frame, in a transaction of its own, so with no
///    animation: a view the flow hides turns transparent and disabled at once, and loses
///    keyboard focus, which a disabled view cannot hold.
/// 2. The user's expansion or collapse, inside `withAnimation` or not, and the keyboard's
///    focus moving to a chip: a chip that is hidden cannot take it.
/// 3. Layout, in the first frame and after an expansion or collapse: the flow's size, then its
///    placement of every view, each set where it was placed, with the frame's transaction, as
///    the flow's own frame in the scroll view is (`Animated`).
/// 4. The frame is drawn: each view that is not hidden at the rect SwiftUI draws it in, and
///    whether any view drawn or focused lies outside the flow's bounds as drawn.
///
/// Views come from the flow's content in one of two ``Composition``s: the collapse control and
/// every indicator always present, hidden where not needed, as the flow builds its content;
/// or, as an `if isExpanded { … } else { … }` would build it, the collapse control only while
/// expanded and the indicators only while collapsed, inserted and removed with SwiftUI's
/// default transition: a view inserted is drawn at its place from its first frame, fading in,
/// and one removed stays drawn where it was, fading out, until its animation ends.
public final class ExpandableFlowSimulator {
  /// How the flow's content holds its controls.
  public enum Composition: Sendable {
    /// The collapse control and every indicator always present; the flow hides those not
    /// needed.
    case everyControlPresent
    /// The collapse control only while expanded, the indicators only while collapsed.
    case controlsSwapped
  }

  /// A view of the flow's content, as the frame draws it.
  struct ContentView {
    /// How it measures: a chip fits what it is proposed, down to its padding.
    let box: BoxItem
    let overflowCount: Int?
    let collapseLineLimit: Int?
    /// Where it is drawn.
    var rect: Animated<Rect>
    /// Its hidden state, which the layout sets after a pass.
    var isHidden: Bool
    /// For a view removed under an animation, the frame its removal started in.
    var removedInFrame: Int?
  }

  /// The chips.
  public let elements: SimulatedElements
  let flow: FlowEngine
  let composition: Composition
  /// The width proposed to the flow.
  let width: Double
  /// Where the flow starts in the scroll view's content: below a header.
  static let top = 120.0
  /// The part of the content the scroll view shows, which rests at the top.
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  /// The views of the content, by the key the frame reports them with: a chip's identity, -1
  /// for the collapse control, -1 - *count* for the indicator of *count*.
  var views: [Int: ContentView] = [:]
  /// The flow's bounds, as drawn.
  var bounds: Animated<Rect>
  var isExpanded = false
  /// The hidden states the last pass set, which land in the next frame.
  var pendingHidden: [Int: Bool] = [:]
  /// The chip that holds keyboard focus.
  var focused: Int?
  /// The chip that holds keyboard focus, if any.
  public var focusedElement: Int? { focused }
  /// The number of the frame being run or last run; the first is 0.
  var frameNumber = -1
  var cache: FlowLayoutCache?
  /// The keys in the order the content lists its views, as the last pass had them.
  var order: [Int] = []

  /// Whether the collapse control and the indicators start hidden, as `FlowHiding` starts
  /// them, rather than shown, as a chip.
  let controlsStartHidden: Bool

  /// The most indicators the content has.
  public static let overflowLimit = 99

  /// A flow of `flow`'s settings over `elements`, `width` wide, collapsed, its content
  /// composed as `composition` says, its controls starting hidden when `controlsStartHidden`.
  public init(
    elements: SimulatedElements, flow: FlowEngine, width: Double,
    composition: Composition = .everyControlPresent, controlsStartHidden: Bool = true
  ) {
    self.elements = elements
    self.flow = flow
    self.width = width
    self.composition = composition
    self.controlsStartHidden = controlsStartHidden
    bounds = Animated<Rect>(Rect(x: 0, y: Self.top, width: width, height: 0))
  }

  /// Runs one frame of `events` and returns what the user sees.
  public func frame(_ events: ScrollEvents) -> SimulatedFrame {
    frameNumber += 1
    // 1. Hidden states set after the last pass.
    for (key, hidden) in pendingHidden { views[key]?.isHidden = hidden }
    pendingHidden = [:]
    if let focused, views[focused]?.isHidden ?? true { self.focused = nil }
    // 2. The user.
    var changed = false
    if let expansion = events.expansion, expansion != isExpanded {
      isExpanded = expansion
      changed = true
    }
    if let target = events.focus {
      let id = elements.ids[target.target(among: elements.ids.count)]
      if views[id]?.isHidden == false { focused = id }
    }
    // 3. Layout.
    if changed || frameNumber == 0 { layOut(animated: events.isAnimated) }
    // 4. The frame.
    return draw()
  }

  /// The keys of the content's views as `composition` builds it, in order.
  func contentKeys() -> [Int] {
    let indicators = (1...Self.overflowLimit).map { -1 - $0 }
    switch composition {
    case .everyControlPresent: return elements.ids + [-1] + indicators
    case .controlsSwapped: return elements.ids + (isExpanded ? [-1] : indicators)
    }
  }

  /// A view for `key`, placed nowhere yet, in the hidden state it starts with.
  func makeView(_ key: Int) -> ContentView {
    let lineLimit = flow.maxLines ?? .max
    switch key {
    case -1:
      return ContentView(
        box: Self.fitting(Size(width: 80, height: 28)), overflowCount: nil,
        collapseLineLimit: lineLimit, rect: Animated<Rect>(.zero), isHidden: controlsStartHidden)
    case ..<(-1):
      return ContentView(
        box: Self.fitting(Size(width: 70, height: 28)), overflowCount: -1 - key,
        collapseLineLimit: nil, rect: Animated<Rect>(.zero), isHidden: controlsStartHidden)
    default:
      return ContentView(
        box: Self.fitting(elements.size(ofID: key)), overflowCount: nil, collapseLineLimit: nil,
        rect: Animated<Rect>(.zero), isHidden: false)
    }
  }

  /// A view of ideal size `size` that fits what it is proposed down to its padding, 16 × 16, as
  /// a chip or a button of text does.
  static func fitting(_ size: Size) -> BoxItem {
    BoxItem(
      width: size.width, height: size.height, minWidth: Swift.min(16, size.width),
      minHeight: Swift.min(16, size.height))
  }

  /// The flow's layout pass: its size for the width, then its placement of every view, each
  /// rect set with the transaction's animation or without; views inserted or removed by the
  /// content come and go by SwiftUI's default transition.
  func layOut(animated: Bool) {
    let keys = contentKeys()
    let inserted = Set(keys).subtracting(order)
    for key in Set(order).subtracting(keys) {
      if animated { views[key]?.removedInFrame = frameNumber } else { views[key] = nil }
    }
    for key in keys where inserted.contains(key) || views[key]?.removedInFrame != nil {
      views[key] = makeView(key)
    }
    order = keys
    var layout = flow
    if isExpanded { layout.maxLines = nil }
    let subviews = keys.map { key in
      RecordingView(view: views[key]!)
    }
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let proposal = ProposedSize(width: width, height: nil)
    let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    let flowBounds = Rect(origin: Point(x: 0, y: Self.top), size: size)
    let shown = layout.placeSubviewsShowing(
      in: flowBounds, proposal: proposal, subviews: subviews, cache: &cache)
    bounds.set(flowBounds, animated: animated, inFrame: frameNumber)
    for (position, key) in keys.enumerated() {
      guard let placed = subviews[position].placed else { continue }
      // A view inserted is drawn at its place from its first frame.
      let isNew = inserted.contains(key)
      views[key]!.rect.set(placed, animated: animated && !isNew, inFrame: frameNumber)
      if views[key]!.isHidden == shown[position] { pendingHidden[key] = !shown[position] }
    }
  }

  /// What the frame draws.
  func draw() -> SimulatedFrame {
    var drawn = SimulatedFrame()
    let flowBounds = bounds.drawn(inFrame: frameNumber)
    for (key, view) in views {
      if let removed = view.removedInFrame, frameNumber - removed + 1 >= Animated<Rect>.frameCount {
        views[key] = nil
        continue
      }
      let isDrawn = !view.isHidden
      guard isDrawn || key == focused else { continue }
      let rect = view.rect.drawn(inFrame: frameNumber)
      if isDrawn { drawn.visible[key] = rect }
      drawn.noteDrawn(rect, inFlowAt: flowBounds, seenThrough: Self.screen)
    }
    return drawn
  }

  /// Whether a view is still moving, fading, or waiting for its hidden state.
  public var isSettling: Bool {
    !pendingHidden.isEmpty || bounds.isMoving(inFrame: frameNumber)
      || views.values.contains {
        $0.rect.isMoving(inFrame: frameNumber) || $0.removedInFrame != nil
      }
  }
}

extension ExpandableFlowSimulator: FrameSimulator {
  public var axis: FlowAxis { flow.axis }
  public var data: SimulatedElements { elements }
  public var unobscured: Range<Double> { Self.screen.minY..<Self.screen.maxY }
}

/// A view of the flow's content as its layout meets it: it measures as its box, and records
/// where the flow places it and the size it takes there.
final class RecordingView: FlowSubview {
  let view: ExpandableFlowSimulator.ContentView
  /// The rect the flow placed it in: its origin, and its size for the proposal it was placed
  /// with.
  var placed: Rect?

  init(view: ExpandableFlowSimulator.ContentView) { self.view = view }

  func dimensions(in proposal: ProposedSize) -> ItemDimensions { view.box.dimensions(in: proposal) }
  var spacing: SpacingPreferences { view.box.spacing }
  var breakBefore: Bool { false }
  var grow: Double { 0 }
  var overflowCount: Int? { view.overflowCount }
  var collapseLineLimit: Int? { view.collapseLineLimit }
  func place(at origin: Point, proposal: ProposedSize) {
    placed = Rect(origin: origin, size: dimensions(in: proposal).size)
  }
}
