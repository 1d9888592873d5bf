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
  /// A scroll target three elements from the end, in the last screen, where the scroll view
  /// cannot bring its line to the top, then dragging up at 1,200 points a second.
  case targetNearEnd = "target-near-end"
  /// Dragging down a second, then a navigation push that covers the flow for two thirds of a
  /// second, a pop back to it, and dragging down again.
  case navigateAway = "navigate-away"
  /// Dragging down from the top, over elements half of which measure exactly their estimate.
  case exactEstimates = "exact-estimates"
  /// Dragging down from the top of a collection view whose content rests under a 91-point
  /// navigation bar.
  case topInset = "top-inset"
  /// Dragging down a collection view of sections of 100 items, each with a header and a footer
  /// whose views measure other than the delegate's lengths (self-sizing supplementary views).
  case headers
  /// In a scroll view whose content rests under a 91-point bar and a 40-point content margin,
  /// above a 34-point home indicator and the same margin: dragging down half a second, a jump
  /// to the middle element, dragging up a second, then, standing still, an element inserted or
  /// removed above the view every 10 frames. Every correction and the jump land where the scroll view aligns
  /// the flow's marker, which the documentation leaves open (``ScrollReading``).
  case contentMargins = "content-margins"

  /// A jump to the middle element, then a fling up from 4,000 points a second, through lines
  /// above the jump that were never measured: their corrections come during the fling.
  case flingUpAfterJump = "fling-up-after-jump"
  /// A jump to the last element, where the scroll view cannot bring its line to the top, the
  /// same jump again half a second later, then dragging up from frame 51.
  case jumpTwice = "jump-twice"
  /// Dragging down half a second, then, standing still, an element inserted or removed inside
  /// `withAnimation` every 25 frames: just above the view, in view, and far above, in turn.
  case animatedEdit = "animated-edit"
  /// A scroll target to the middle element set before the flow appears (a deep link, a restored
  /// state), dragging down a second, then the same target set again, standing still.
  case deepLink = "deep-link"

  /// A collection view whose items take their sizes from the delegate, with no estimate: a
  /// scroll to the last item, dragging up from frame 21, then a scroll to the middle item at
  /// frame 60, and dragging down from frame 71.
  /// Lines are broken as they are first read, which changes the content size the collection
  /// view scrolls within.
  case delegateSized = "delegate-sized"

  /// A flow of 40 chips that shows three lines until expanded: expanded inside
  /// `withAnimation` at frame 20, the keyboard's focus moved to the last chip at frame 50,
  /// collapsed inside `withAnimation` at frame 70 (the focused chip hidden), expanded at 110
  /// and collapsed again at 118 while that animation runs, then expanded and collapsed without
  /// an animation at frames 160 and 190.
  case expandCollapse = "expand-collapse"

  /// The insets of the scroll view's content in ``contentMargins``: the bar and the margin at
  /// the start, the home indicator and the margin at the end.
  public static let contentMarginInsets = (start: 131.0, end: 74.0)
  /// The part of ``contentMarginInsets`` that is the safe area, which is all a view reads of
  /// its scroll view before iOS 18: content margins are not part of the safe area.
  public static let safeAreaInsets = (start: 91.0, end: 34.0)

  /// How many frames a session lasts: four seconds.
  public static let frameCount = 240

  /// How many frames an animation lasts: `withAnimation`'s default before iOS 17, 0.35 seconds.
  public static let animationFrameCount = 21

  /// The frame a navigation push covers the flow in, and the one the pop shows it again in.
  static let navigation = (push: 60, pop: 100)

  /// The frame by which every kind of event of the session has happened at least once (each
  /// jump, each edit at each distance, each width, each navigation), or `nil` for a session
  /// that only scrolls: a shorter run that still meets everything the session does.
  public var everyEventFrame: Int? {
    var seen: Set<String> = []
    var last: Int?
    for frame in 0..<Self.frameCount {
      let events = events(inFrame: frame)
      let kinds = [
        events.jump.map { "jump \($0)" }, events.edit.map { "edit \($0.kind) \($0.distance)" },
        events.width.map { "width \($0)" }, events.navigation.map { "navigation \($0)" },
      ]
      for kind in kinds.compactMap({ $0 }) where seen.insert(kind).inserted { last = frame }
    }
    return last
  }

  /// Whether the session scrolls to an element (a jump).
  public var scrollsToItems: Bool {
    (0..<Self.frameCount).contains { events(inFrame: $0).jump != nil }
  }

  /// The scroll target set before the flow appears, if the session sets one.
  public var targetBeforeAppearing: ScrollJump? { self == .deepLink ? .middle : nil }

  /// The readings of the platform the session runs under (see ``ScrollReading``): where
  /// `scrollTo` aligns the marker where the content is inset, whether a programmatic scroll
  /// stops a fling where one is in progress, whether a correction takes an edit's animation,
  /// the default reading otherwise.
  public var readings: [ScrollReading] {
    switch self {
    case .contentMargins: [.bounds, .safeArea, .safeAreaOnly]
    case .flingDown, .flingUpAfterJump: [.safeArea, .stopsFlings]
    case .animatedEdit: [.safeArea, .dropsAnimation]
    default: [.safeArea]
    }
  }

  /// What happens in frame `frame`.
  public func events(inFrame frame: Int) -> ScrollEvents {
    let drag = ScrollGesture.drag(speed: 1_200).move(inFrame: frame)
    switch self {
    case .dragDown, .exactEstimates, .topInset, .headers:
      return ScrollEvents(move: drag)
    case .flingDown:
      return ScrollEvents(
        move: ScrollGesture.fling(speed: 4_000).move(inFrame: frame), isFling: true)
    case .jumpThenUp, .targetNearEnd:
      guard frame >= 10 else { return ScrollEvents() }
      return ScrollEvents(
        move: frame > 20 ? ScrollGesture.drag(speed: -1_200).move(inFrame: frame) : 0,
        jump: frame == 10 ? (self == .jumpThenUp ? .middle : .nearEnd) : nil)
    case .editAbove, .editInView:
      guard frame >= 60 else { return ScrollEvents(move: drag) }
      guard frame % 20 == 0 else { return ScrollEvents() }
      let edit = (frame / 20) % 2 == 0 ? ScrollEdit.insert : .remove
      // Above the view: alternately just above it, within the margin, and far above.
      let distance = (frame / 40) % 2 == 0 ? -3 : -200
      return ScrollEvents(edit: (edit, self == .editAbove ? distance : 4))
    case .animatedEdit:
      guard frame >= 30 else { return ScrollEvents(move: drag) }
      guard (frame - 30) % 25 == 0 else { return ScrollEvents() }
      let turn = (frame - 30) / 25
      return ScrollEvents(
        edit: (turn % 2 == 0 ? .insert : .remove, [-3, 12, -200][turn % 3]), isAnimated: true)
    case .widthChange:
      guard frame >= 60 else { return ScrollEvents(move: drag) }
      return ScrollEvents(width: frame == 100 ? 600 : frame == 160 ? 390 : nil)
    case .contentMargins:
      if frame < 30 { return ScrollEvents(move: drag) }
      if frame == 30 { return ScrollEvents(jump: .middle) }
      if frame < 100 {
        return ScrollEvents(
          move: frame > 40 ? ScrollGesture.drag(speed: -1_200).move(inFrame: frame) : 0)
      }
      guard frame % 10 == 0 else { return ScrollEvents() }
      let edit = (frame / 10) % 2 == 0 ? ScrollEdit.insert : .remove
      return ScrollEvents(edit: (edit, (frame / 20) % 2 == 0 ? -3 : -200))
    case .flingUpAfterJump:
      guard frame >= 10 else { return ScrollEvents() }
      return ScrollEvents(
        move: frame > 20 ? ScrollGesture.fling(speed: -4_000).move(inFrame: frame - 21) : 0,
        isFling: frame > 20, jump: frame == 10 ? .middle : nil)
    case .jumpTwice:
      guard frame >= 10 else { return ScrollEvents() }
      return ScrollEvents(
        move: frame > 50 ? ScrollGesture.drag(speed: -1_200).move(inFrame: frame) : 0,
        jump: frame == 10 || frame == 40 ? .end : nil)
    case .delegateSized:
      guard frame >= 10 else { return ScrollEvents() }
      let speed = frame < 60 ? -1_200.0 : 1_200
      // The user drags once the scroll to the item is over, animated or not.
      let resting = (10...20).contains(frame) || (60...70).contains(frame)
      return ScrollEvents(
        move: resting ? 0 : ScrollGesture.drag(speed: speed).move(inFrame: frame),
        jump: frame == 10 ? .end : frame == 60 ? .middle : nil)
    case .deepLink:
      if frame == 100 { return ScrollEvents(jump: .middle) }
      return ScrollEvents(move: (20..<80).contains(frame) ? drag : 0)
    case .expandCollapse:
      switch frame {
      case 20, 110: return ScrollEvents(expansion: true, isAnimated: true)
      case 50: return ScrollEvents(focus: .end)
      case 70, 118: return ScrollEvents(expansion: false, isAnimated: true)
      case 160: return ScrollEvents(expansion: true)
      case 190: return ScrollEvents(expansion: false)
      default: return ScrollEvents()
      }
    case .navigateAway:
      let (push, pop) = Self.navigation
      if frame == push { return ScrollEvents(navigation: .push) }
      if frame == pop { return ScrollEvents(navigation: .pop) }
      return ScrollEvents(move: frame < push || frame > pop ? drag : 0)
    }
  }

  /// The sessions a model is run through: those of every scrolling model, for the collection
  /// view also a navigation bar's inset, self-sizing headers and sizes from the delegate, and
  /// for the lazy flows a target set before they appear and edits inside `withAnimation` (the
  /// collection view's simulator does not animate its batch updates); for the expandable flow,
  /// expanding and collapsing.
  public static func sessions(of model: LayoutShiftModel) -> [ScrollSession] {
    if model == .expandable { return [.expandCollapse] }
    return allCases.filter {
      $0 != .expandCollapse
        && (model.isCollection
          ? ![.deepLink, .animatedEdit].contains($0)
          : ![.topInset, .headers, .delegateSized].contains($0))
    }
  }
}

/// What happens in one frame of a session.
public struct ScrollEvents: Sendable {
  /// How far the user's gesture moves the content across the lines, in points (negative: up).
  public var move = 0.0
  /// Whether the move is a fling's, which a programmatic scroll can stop.
  public var isFling = false
  /// Where a scroll target sends the view, if one does.
  public var jump: ScrollJump?
  /// An edit of the data, at a distance in elements from the first element in view.
  public var edit: (kind: ScrollEdit, distance: Int)?
  /// A new width of the scroll view.
  public var width: Double?
  /// A navigation push that covers the flow, or the pop that shows it again.
  public var navigation: ScrollNavigation?
  /// A new value of an expandable flow's `isExpanded`.
  public var expansion: Bool?
  /// Whether the frame's change is made inside `withAnimation`.
  public var isAnimated = false
  /// The element the keyboard moves focus to, if it does.
  public var focus: ScrollJump?

  /// Events of a frame: a gesture's move, a jump, an edit, a new width, a navigation, an
  /// expansion or collapse, inside `withAnimation` or not, and a move of the keyboard's focus.
  public init(
    move: Double = 0, isFling: Bool = false, jump: ScrollJump? = nil,
    edit: (kind: ScrollEdit, distance: Int)? = nil, width: Double? = nil,
    navigation: ScrollNavigation? = nil, expansion: Bool? = nil, isAnimated: Bool = false,
    focus: ScrollJump? = nil
  ) {
    self.move = move
    self.isFling = isFling
    self.jump = jump
    self.edit = edit
    self.width = width
    self.navigation = navigation
    self.expansion = expansion
    self.isAnimated = isAnimated
    self.focus = focus
  }

  /// Whether the user's own action moves what is in view: an edit in view, a width change, an
  /// expansion or a collapse.
  public var movesTheView: Bool {
    width != nil || expansion != nil || (edit.map { $0.distance >= 0 } ?? false)
  }
}

/// Where a scroll target sends the view.
public enum ScrollJump: Hashable, Sendable {
  /// To the middle element.
  case middle
  /// To the element three from the end, in the last screen.
  case nearEnd
  /// To the last element.
  case end

  /// The position of the element it targets among `count`.
  func target(among count: Int) -> Int {
    switch self {
    case .middle: count / 2
    case .nearEnd: Swift.max(count - 3, 0)
    case .end: Swift.max(count - 1, 0)
    }
  }
}

/// An edit of a session's data.
public enum ScrollEdit: Hashable, Sendable {
  case insert
  case remove
}

extension ScrollEvents {
  /// Whether the flow is covered after this frame's navigation, when it was `covered` before.
  func isCovered(after covered: Bool) -> Bool {
    switch navigation {
    case .push: true
    case .pop: false
    case nil: covered
    }
  }
}

/// A navigation that covers the flow and shows it again.
public enum ScrollNavigation: Hashable, Sendable {
  /// Another screen is pushed over the flow: the platform calls `onDisappear` on what it
  /// showed, and the flow's geometry is not reported while it is covered.
  case push
  /// The flow is shown again.
  case pop
}
