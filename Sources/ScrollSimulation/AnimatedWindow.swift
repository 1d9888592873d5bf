import FlowLayoutEngine

/// What SwiftUI draws of a lazy flow in its scroll view, as it animates: where each created
/// element's views are drawn, by identity, and the scroll view's offset. A body inside
/// `withAnimation` moves each view to its new frame on the animation, and a scroll made with the
/// animation moves the offset on the same curve from the same frame, so that an element the
/// correction keeps in place stays put on screen; a view created appears at its frame, and the
/// user's gesture moves the offset at once (see ``Animated``).
struct AnimatedWindow {
  /// The number of the frame being run; the first is 0.
  private(set) var frameNumber = -1
  /// Where each created element's views are drawn, by identity, while an animation runs;
  /// empty otherwise, when each is drawn at the frame of the last body.
  private var frames: [Int: Animated<Rect>] = [:]
  /// The elements the last body created, each at its frame: where an animation starts from.
  private var laidOut: [(id: Int, frame: Rect)] = []
  /// The scroll view's offset.
  private var offset: Animated<Double>
  /// Whether the view holds still what a request keeps in place: the update that makes a new
  /// request places the window without animation (`animation(nil, value:)` of the request),
  /// and the request is carried out without one (`withAnimation(nil)`), whatever transaction
  /// `onChange` runs its action in. Without, the window's views move on the update's animation
  /// and the scroll takes whichever transaction the platform gives it.
  var holdsCorrectionsStill = true

  /// A window with nothing created, in a scroll view resting at `offset`.
  init(offset: Double) { self.offset = Animated(offset) }

  /// Starts a frame: the scroll view is where the offset is drawn in it.
  mutating func startFrame(_ scrollView: inout PlatformScrollView) {
    frameNumber += 1
    scrollView.offset = offset.drawn(inFrame: frameNumber)
  }

  /// The user's gesture moved the scroll view by `move`, at once.
  mutating func userMoved(by move: Double) {
    offset.set(offset.target + move, animated: false, inFrame: frameNumber)
  }

  /// A body created `created`, each element at its frame, in an update inside `withAnimation`
  /// when `animated`, which made a new request when `requestChanged`.
  ///
  /// - Complexity: O(*k*) for *k* elements created.
  mutating func body(
    _ created: [(id: Int, frame: Rect)], animated isAnimated: Bool, requestChanged: Bool
  ) {
    let animated = isAnimated && !(requestChanged && holdsCorrectionsStill)
    defer { laidOut = created }
    guard animated || isMoving else {
      // Nothing moves: each view is drawn at its frame.
      frames.removeAll(keepingCapacity: true)
      return
    }
    if frames.isEmpty {
      for (id, frame) in laidOut { frames[id] = Animated(frame) }
    }
    var moved: [Int: Animated<Rect>] = [:]
    moved.reserveCapacity(created.count)
    for (id, frame) in created {
      var drawn = frames[id] ?? Animated(frame)
      drawn.set(frame, animated: animated, inFrame: frameNumber)
      moved[id] = drawn
    }
    frames = moved
  }

  /// A programmatic scroll moved the scroll view to `scrollView.offset`, carrying out a request
  /// made in an update inside `withAnimation` when `animated`: on that animation only where the
  /// view lets it and the platform's `onChange` gives it. The scroll view is then where the
  /// offset is drawn in this frame.
  mutating func scrolled(_ scrollView: inout PlatformScrollView, inAnimatedUpdate animated: Bool) {
    let isAnimated =
      animated && !holdsCorrectionsStill && scrollView.reading.onChangeTakesTheAnimation
    offset.set(scrollView.offset, animated: isAnimated, inFrame: frameNumber)
    scrollView.offset = offset.drawn(inFrame: frameNumber)
  }

  /// Where the element `id`, laid out at `frame`, is drawn in this frame.
  func drawnFrame(of id: Int, laidOutAt frame: Rect) -> Rect {
    guard !frames.isEmpty else { return frame }
    return frames[id]?.drawn(inFrame: frameNumber) ?? frame
  }

  /// Where the scroll view comes to rest once its animation ends: where the model has it.
  var settledOffset: Double { offset.target }

  /// Whether a view or the offset is still moving on an animation.
  ///
  /// - Complexity: O(*k*) for *k* elements created while an animation runs; O(1) otherwise.
  var isMoving: Bool {
    offset.isMoving(inFrame: frameNumber)
      || frames.values.contains { $0.isMoving(inFrame: frameNumber) }
  }
}
