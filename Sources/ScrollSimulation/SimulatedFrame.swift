import FlowLayoutEngine

/// What the user sees in one frame: each visible element's rect on screen, by identity.
public struct SimulatedFrame {
  /// The rect on screen of each element in view, by identity: its frame in the content less the
  /// scroll position.
  public var visible: [Int: Rect] = [:]
  /// The elements in view drawn at their estimate, not at the size their view measured.
  public var estimated: Set<Int> = []
  /// The elements in view kept out of sight until their views are measured.
  public var hidden: Set<Int> = []
  /// Whether part of the view that the content covers shows no element where one belongs: an
  /// element of a line in view, as the flow's layout has it, that is hidden, not created, or
  /// drawn away from its place.
  public var isBlank = false
  /// The element views created again while their element stayed in the window: their state is
  /// lost.
  public var lost = 0
  /// Whether a programmatic scroll stopped a fling in this frame.
  public var stoppedFling = false
  /// Whether the frame decided a request to scroll that no body of the frame carried out: a
  /// later frame's body does, from where the scroll view was when it was decided.
  public var leavesARequest = false
  /// Whether the content length the scroll view scrolls within differs from the layout's once
  /// the frame is laid out: lines it cannot reach, or blank space past the content's end.
  public var scrollRangeIsStale = false
  /// Whether a scroll target's element is not drawn in view in the frame in which what is in
  /// view settled after it: a target that stopped short, or was never carried out.
  public var missedTarget = false
  /// Whether a view is drawn, or holds keyboard focus, outside the flow's bounds as the frame
  /// draws them.
  public var drawsOutside = false
  /// What became of the views the frame's bodies created.
  public var views = ViewFigures()
  /// How far the user's own gesture moved the content across the lines since the last frame.
  public var move = 0.0
  /// Whether the frame is reported apart: the first screen or the screen after a jump before
  /// their measurements land, or a frame within the user's own action that moves the view (an
  /// edit in view, a width change), as Cumulative Layout Shift leaves out shifts that follow
  /// input.
  public var isApart = false
}

/// What became of a flow's views in the bodies of a frame, by the key its `ForEach` gives each.
public struct ViewFigures: Hashable, Sendable {
  /// The views created with state of their own: their key was in no body before.
  public var created = 0
  /// The views kept, with their state: their key was in the body before.
  public var kept = 0
  /// The views kept whose frame changed: those a reflow moved, which SwiftUI animates from
  /// their old frame in an animated transaction.
  public var moved = 0
  /// The views kept that show an element other than the one their state was created for.
  public var misplaced = 0
  /// The most views a body created, kept or new: the size of the window one layout places.
  public var largestWindow = 0
  /// The views created again for an element whose view was on screen in the window before: a
  /// view whose state was lost.
  public var lost = 0

  /// No views.
  public init() {}

  /// The figures as `flowlayout-bench --layout-shift` prints them.
  public var description: String {
    "created=\(created) kept=\(kept) moved=\(moved) misplaced=\(misplaced) window=\(largestWindow)"
      + " lost=\(lost)"
  }

  /// The sum of the figures of several frames.
  public static func + (a: Self, b: Self) -> Self {
    var sum = a
    sum.created += b.created
    sum.kept += b.kept
    sum.moved += b.moved
    sum.misplaced += b.misplaced
    sum.largestWindow = Swift.max(a.largestWindow, b.largestWindow)
    sum.lost += b.lost
    return sum
  }
}

/// The two figures of a session: how often, and how far, what the user sees moved other than
/// as the scroll moved it, and how often an element was drawn at its estimate.
public struct LayoutShiftFigures: Hashable, Sendable {
  /// The frames counted.
  public var frames = 0
  /// The frames in which an element visible in the frame before moved on screen by more than
  /// half a point beyond the scroll's move.
  public var shifted = 0
  /// The largest such move, in points.
  public var largest = 0.0
  /// The frames in which an element in view was drawn at its estimate.
  public var estimates = 0
  /// The frames in which an element in view was kept out of sight, waiting for its
  /// measurement.
  public var hidden = 0
  /// The frames in which part of the view the content covers showed no element where one
  /// belongs (see ``SimulatedFrame/isBlank``).
  public var blank = 0
  /// The element views created again while their element stayed in the window.
  public var lost = 0
  /// The flings a programmatic scroll stopped.
  public var stopped = 0
  /// The requests to scroll carried out after the frame that decided them.
  public var late = 0
  /// The frames, kept apart or not, in which a view was drawn, or held keyboard focus, outside
  /// the flow's bounds.
  public var outside = 0
  /// The scroll targets whose element was not drawn in view once what is in view settled,
  /// counted with the frames not kept apart, though the frame that settles is the last kept
  /// apart; and the frames whose scroll range differs from the content's length.
  public var unreachable = 0

  /// The figures of `frames`, of the frames that are reported apart when `apart`, of the others
  /// otherwise; ``outside`` and the targets of ``unreachable`` counted with the others, over
  /// every frame.
  public init(frames: [SimulatedFrame], axis: FlowAxis, apart: Bool = false) {
    if !apart {
      unreachable = frames.filter(\.missedTarget).count
      outside = frames.filter(\.drawsOutside).count
    }
    for (index, frame) in frames.enumerated() where frame.isApart == apart {
      self.frames += 1
      if !frame.estimated.isEmpty { estimates += 1 }
      if !frame.hidden.isEmpty { hidden += 1 }
      if frame.isBlank { blank += 1 }
      lost += frame.lost
      if frame.stoppedFling { stopped += 1 }
      if frame.leavesARequest { late += 1 }
      if frame.scrollRangeIsStale { unreachable += 1 }
      guard index > 0 else { continue }
      let shift = Self.shift(from: frames[index - 1], to: frame, axis: axis)
      if shift > 0.5 { shifted += 1 }
      largest = Swift.max(largest, shift)
    }
  }

  /// The largest move on screen, beyond the scroll's, of an element visible in both frames.
  ///
  /// - Complexity: O(*k*) for *k* elements in view.
  public static func shift(from previous: SimulatedFrame, to frame: SimulatedFrame, axis: FlowAxis)
    -> Double
  {
    var largest = 0.0
    // Along and across the lines, in the engine's public terms: this file is also built by the
    // gallery app's device check, outside the package.
    let horizontal = axis == .horizontal
    for (id, rect) in frame.visible {
      guard let before = previous.visible[id] else { continue }
      let along = abs(horizontal ? rect.minX - before.minX : rect.minY - before.minY)
      let across = abs(
        (horizontal ? rect.minY - before.minY : rect.minX - before.minX) + frame.move)
      largest = Swift.max(largest, along, across)
    }
    return largest
  }

  /// The figures as `flowlayout-bench --layout-shift` prints them.
  public var description: String {
    "frames=\(frames) shifted=\(shifted) largest=\(Self.rounded(largest)) estimates=\(estimates)"
      + " blank=\(blank) lost=\(lost) stopped=\(stopped) outside=\(outside)"
      + " unreachable=\(unreachable) late=\(late)"
  }

  static func rounded(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
  }

  /// The sum of the figures of several sessions: the frames added, the largest shift the
  /// largest.
  public static func + (a: Self, b: Self) -> Self {
    var sum = a
    sum.frames += b.frames
    sum.shifted += b.shifted
    sum.largest = Swift.max(a.largest, b.largest)
    sum.estimates += b.estimates
    sum.hidden += b.hidden
    sum.blank += b.blank
    sum.lost += b.lost
    sum.stopped += b.stopped
    sum.outside += b.outside
    sum.unreachable += b.unreachable
    sum.late += b.late
    return sum
  }

  /// No frames.
  public init() {}
}

extension SimulatedFrame {
  /// Notes a view drawn, or focused, at `rect` in a flow whose bounds are drawn at `bounds`,
  /// seen through `view`, all in the same coordinates: where the part of it the user can see
  /// lies outside the flow's bounds by more than half a point, the frame draws outside its
  /// flow. What the scroll view clips away is not seen.
  mutating func noteDrawn(_ rect: Rect, inFlowAt bounds: Rect, seenThrough view: Rect) {
    let minX = Swift.max(rect.minX, view.minX)
    let maxX = Swift.min(rect.maxX, view.maxX)
    let minY = Swift.max(rect.minY, view.minY)
    let maxY = Swift.min(rect.maxY, view.maxY)
    guard minX < maxX, minY < maxY else { return }
    let inside =
      minX >= bounds.minX - 0.5 && maxX <= bounds.maxX + 0.5 && minY >= bounds.minY - 0.5
      && maxY <= bounds.maxY + 0.5
    if !inside { drawsOutside = true }
  }

  /// Whether the elements drawn leave a band across the lines wider than `lineSpacing` with
  /// nothing drawn, within the part of a view `viewportLength` long, scrolled to `offset`, that
  /// content `contentLength` long covers: a line missing where one belongs, found from the drawn
  /// rects alone, whatever any layout says.
  ///
  /// - Complexity: O(*k* log *k*) for *k* elements drawn.
  func leavesAGap(
    offset: Double, viewportLength: Double, contentLength: Double, lineSpacing: Double,
    axis: FlowAxis
  ) -> Bool {
    // The part of the view the content covers, in screen coordinates across the lines.
    let start = Swift.max(0, -offset)
    let end = Swift.min(viewportLength, contentLength - offset)
    guard start < end else { return false }
    let covered = start..<end
    // Across the lines in the engine's public terms, as in `shift(from:to:axis:)`.
    let horizontal = axis == .horizontal
    let bands = visible.values.map { rect in
      horizontal ? (start: rect.minY, end: rect.maxY) : (start: rect.minX, end: rect.maxX)
    }.sorted { $0.start < $1.start }
    let allowed = lineSpacing + 0.5
    var reached = covered.lowerBound
    for band in bands {
      if band.start > reached + allowed { return true }
      reached = Swift.max(reached, band.end)
      if reached >= covered.upperBound { return false }
    }
    return reached + allowed < covered.upperBound
  }
}
