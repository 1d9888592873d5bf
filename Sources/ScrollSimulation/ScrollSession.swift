/// A kind of scroll session, frame by frame: what the user does, and when.
public enum ScrollSession: String, CaseIterable, Hashable, Sendable {
  /// Dragging down from the top at 1,200 points a second.
  case dragDown = "drag-down"
  /// A fling down from the top at 4,000 points a second.
  case flingDown = "fling-down"
  /// A jump to the middle element (a scroll target), then dragging up at 1,200 points a second.
  case jumpThenUp = "jump-then-up"
  /// Dragging down a second, then, standing still, an element inserted or removed above the
  /// view every 20 frames: just above it, in the margin, and far above.
  case editAbove = "edit-above"
  /// Dragging down a second, then an element inserted or removed in view every 20 frames.
  case editInView = "edit-in-view"
  /// Dragging down a second, then the width changed to 600 points and back, standing still.
  case widthChange = "width-change"

  /// How many frames a session lasts: four seconds.
  public static let frameCount = 240

  /// What happens in frame `frame`.
  public func events(inFrame frame: Int) -> ScrollEvents {
    switch self {
    case .dragDown:
      return ScrollEvents(move: ScrollGesture.drag(speed: 1_200).move(inFrame: frame))
    case .flingDown:
      return ScrollEvents(move: ScrollGesture.fling(speed: 4_000).move(inFrame: frame))
    case .jumpThenUp:
      guard frame >= 10 else { return ScrollEvents() }
      return ScrollEvents(
        move: frame > 20 ? ScrollGesture.drag(speed: -1_200).move(inFrame: frame) : 0,
        jumpsToMiddle: frame == 10)
    case .editAbove, .editInView:
      guard frame >= 60 else {
        return ScrollEvents(move: ScrollGesture.drag(speed: 1_200).move(inFrame: frame))
      }
      guard frame % 20 == 0 else { return ScrollEvents() }
      let edit = (frame / 20) % 2 == 0 ? ScrollEdit.insert : .remove
      // Above the view: alternately just above it, within the margin, and far above.
      let distance = (frame / 40) % 2 == 0 ? -3 : -200
      return ScrollEvents(edit: (edit, self == .editAbove ? distance : 4))
    case .widthChange:
      guard frame >= 60 else {
        return ScrollEvents(move: ScrollGesture.drag(speed: 1_200).move(inFrame: frame))
      }
      return ScrollEvents(width: frame == 100 ? 600 : frame == 160 ? 390 : nil)
    }
  }
}

/// What happens in one frame of a session.
public struct ScrollEvents: Sendable {
  /// How far the user's gesture moves the content across the lines, in points (negative: up).
  public var move = 0.0
  /// Whether the view jumps to the middle element, as a scroll target asks.
  public var jumpsToMiddle = false
  /// An edit of the data, at a distance in elements from the first element in view.
  public var edit: (kind: ScrollEdit, distance: Int)?
  /// A new width of the scroll view.
  public var width: Double?

  /// Events of a frame: a gesture's move, a jump, an edit and a new width.
  public init(
    move: Double = 0, jumpsToMiddle: Bool = false, edit: (kind: ScrollEdit, distance: Int)? = nil,
    width: Double? = nil
  ) {
    self.move = move
    self.jumpsToMiddle = jumpsToMiddle
    self.edit = edit
    self.width = width
  }

  /// Whether the user's own action moves what is in view: an edit in view or a width change.
  public var movesTheView: Bool {
    width != nil || (edit.map { $0.distance >= 0 } ?? false)
  }
}

/// An edit of a session's data.
public enum ScrollEdit: Hashable, Sendable {
  case insert
  case remove
}
