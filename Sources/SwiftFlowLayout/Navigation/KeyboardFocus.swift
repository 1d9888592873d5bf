import FlowLayoutEngine

/// Keyboard focus in a flow apart from SwiftUI: where focus goes on a key, what it remembers
/// between keys, and, in a lazy flow, when an element made for focus takes it. The views map
/// keys to it and its answers to a `FocusState`; tests drive it as they do.
struct KeyboardFocus<ID: Hashable> {
  /// The focus the last key moved to, with the position moves across lines keep.
  private(set) var last: FlowFocus?
  /// An element focus moves to once its view appears: one a key moved to before it was created.
  private(set) var pending: ID?

  /// The index focus goes to from the element at `index` on `key`, or `nil` when it stays (the
  /// platform may then use the key). The position remembered by the last key is kept when
  /// focus is still where that key left it; focus moved some other way starts afresh.
  ///
  /// - Parameters:
  ///   - move: The engine's move over the flow's layout (``FlowNavigator``, an incremental or a
  ///     self-sizing flow).
  /// - Complexity: What `move` costs, for each move the key makes.
  mutating func index(
    after key: FlowKey, from index: Int, in flow: FlowEngine, mirrored: Bool, toEnds: Bool,
    linesPerPage: Int, move: (FlowMove, FlowFocus) -> FlowFocus
  ) -> Int? {
    var focus = last?.item == index ? last! : FlowFocus(item: index)
    for step in key.moves(in: flow, mirrored: mirrored, toEnds: toEnds, linesPerPage: linesPerPage)
    {
      focus = move(step, focus)
    }
    last = focus
    return focus.item == index ? nil : focus.item
  }

  /// Asks for focus on `id`: it is the one to focus now when its view is `created`, and is
  /// otherwise kept until it appears.
  mutating func request(_ id: ID, created: Bool) -> ID? {
    pending = created ? nil : id
    return created ? id : nil
  }

  /// Whether the view of `id`, which just appeared, takes the focus a key asked for.
  mutating func appeared(_ id: ID) -> Bool {
    guard pending == id else { return false }
    pending = nil
    return true
  }

  /// The part of `visible` that `insets` leave uncovered: below a navigation bar, above a tab
  /// bar or the home indicator. What a key brings into view, and what a page is, are counted
  /// there.
  static func unobscured(_ visible: Range<Double>, insets: ScrollInsets) -> Range<Double> {
    let start = visible.lowerBound + insets.start
    return start..<Swift.max(visible.upperBound - insets.end, start)
  }

  /// Where the visible range must start for `slot`'s line to be wholly in the part of it that
  /// `insets` leave uncovered, or `nil` when it is: its start just below the start inset when
  /// it begins above that part, its end at that part's end when it ends below it (a line longer
  /// than the part shows from its start).
  static func revealStart(of slot: FlowLineSlot, in visible: Range<Double>, insets: ScrollInsets)
    -> Double?
  {
    let shown = unobscured(visible, insets: insets)
    if slot.start < shown.lowerBound { return slot.start - insets.start }
    let end = slot.start + slot.length
    guard end > shown.upperBound else { return nil }
    return Swift.min(slot.start, end - shown.length) - insets.start
  }

  /// How many lines a page moves: those the uncovered part of the view meets, at least one.
  static func linesPerPage(_ slotsInView: Int) -> Int { Swift.max(slotsInView, 1) }
}

/// What a flow does with a key: whether it moved focus, so that the platform gets the key when
/// it did not, and the element to focus now, if its view exists; an element whose view does
/// not exist yet takes focus when it appears (``KeyboardFocus/appeared(_:)``).
struct KeyAnswer<ID: Hashable>: Equatable {
  var handled: Bool
  var focusNow: ID?

  /// The key moves nothing.
  static var ignored: Self { KeyAnswer(handled: false, focusNow: nil) }
}

extension KeyboardFocus {
  /// The answer for a key that moved focus to the element at `target` (none when `nil`): its
  /// line is brought into view by `reveal`, and focus moves now when its view exists, or once it
  /// appears.
  mutating func answer(
    movingTo target: Int?, id: (Int) -> ID, isCreated: (ID) -> Bool, reveal: (Int) -> Void
  ) -> KeyAnswer<ID> {
    guard let target else { return .ignored }
    let targetID = id(target)
    let created = isCreated(targetID)
    reveal(target)
    return KeyAnswer(handled: true, focusNow: request(targetID, created: created))
  }
}
