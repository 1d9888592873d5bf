import FlowLayoutEngine

extension FlowCollectionLayoutModel {
  /// Where focus goes from the item at `path` on `key`, by the engine's moves over its
  /// section's lines (see `FlowMove`), or `nil` when it stays, so that the platform may use the
  /// key.
  ///
  /// A move that stays at a section's edge goes on to the neighbouring section that has items:
  /// the next or previous item in the data, and across lines onto the first line of the next
  /// section or the last line of the previous one, nearest the position the moves keep. Page
  /// keys move by the lines the part of `visible` inside the collection view's content insets
  /// meets (across the collection's lines, in its coordinates), at least one: the lines no bar
  /// covers. The position is kept between keys while focus stays where the
  /// last key left it.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - path: The focused item.
  ///   - mirrored: Whether the platform shows the layout mirrored, as UIKit does right to left.
  ///   - toEnds: Whether Home and End go to the ends of the collection.
  ///   - visible: The range across the lines that the collection view shows.
  /// - Complexity: What reading the lines each move crosses costs, in each section crossed.
  public mutating func itemPath(
    after key: FlowKey, from path: FlowItemPath, mirrored: Bool, toEnds: Bool,
    visible: Range<Double>
  ) -> FlowItemPath? {
    guard sections.indices.contains(path.section),
      (0..<sections[path.section].items.count).contains(path.item)
    else { return nil }
    var state: (path: FlowItemPath, focus: FlowFocus) = (path, FlowFocus(item: path.item))
    if let last = lastFocus, last.path == path { state = last }
    // The part of the view no bar covers, at least a point long.
    let start = visible.lowerBound + scrollInsets.start - itemsStart(ofSection: path.section)
    let length = Swift.max(
      visible.upperBound - visible.lowerBound - scrollInsets.start - scrollInsets.end, 1)
    let lines = sections[path.section].items.slots(overlapping: start..<(start + length)).count
    for move in key.moves(
      in: engineFlow, mirrored: mirrored, toEnds: toEnds, linesPerPage: lines)
    {
      state = moving(move, from: state)
    }
    lastFocus = state
    return state.path == path ? nil : state.path
  }

  /// Focus after `move` from `state`: within the section, or on to the neighbouring one when
  /// the move stays at the section's edge.
  mutating func moving(_ move: FlowMove, from state: (path: FlowItemPath, focus: FlowFocus))
    -> (path: FlowItemPath, focus: FlowFocus)
  {
    let section = state.path.section
    let step = move.step(in: engineFlow)
    if step == .first || step == .last {
      let sectionsWithItems = sections.indices.filter { sections[$0].items.count > 0 }
      guard let target = step == .first ? sectionsWithItems.first : sectionsWithItems.last
      else { return state }
      return within(target, sections[target].items.focus(after: move, from: FlowFocus(item: 0)))
    }
    let moved = sections[section].items.focus(after: move, from: state.focus)
    guard moved.item == state.focus.item, step != .lineStart, step != .lineEnd else {
      return within(section, moved)
    }
    // The move stays at the section's edge: on to the neighbouring section with items.
    let forward = step == .next || step == .lineAfter
    let neighbours: [Int] =
      forward ? Array((section + 1)..<sections.count) : Array((0..<section).reversed())
    guard let target = neighbours.first(where: { sections[$0].items.count > 0 }) else {
      return state
    }
    let entry = forward ? 0 : lastShownItem(ofSection: target)
    switch step {
    case .lineBefore, .lineAfter:
      let position =
        state.focus.rememberedPosition ?? sections[section].items.centre(ofItem: state.focus.item)
      guard let position else { return within(target, FlowFocus(item: entry)) }
      return within(target, sections[target].items.focus(enteringLineOf: entry, at: position))
    default:
      return within(target, FlowFocus(item: entry))
    }
  }

  /// The last item section `section` shows.
  mutating func lastShownItem(ofSection section: Int) -> Int {
    sections[section].items.focus(after: .last, from: FlowFocus(item: 0)).item
  }

  /// `focus` in section `section`.
  private func within(_ section: Int, _ focus: FlowFocus) -> (
    path: FlowItemPath, focus: FlowFocus
  ) {
    (FlowItemPath(section: section, item: focus.item), focus)
  }
}

extension FlowCollectionLayoutModel {
  /// Where focus should go when the platform's focus engine proposes to move it from `path` to
  /// `proposed` on an arrow `key`: `nil` to let it, when it goes where the flow's moves go, when
  /// they go nowhere, or when they lead to an item out of `visible`, which has no cell to focus;
  /// otherwise the item the flow's moves reach, for the platform to focus instead.
  ///
  /// - Complexity: As ``itemPath(after:from:mirrored:toEnds:visible:)``.
  public mutating func redirectedFocus(
    after key: FlowKey, from path: FlowItemPath, proposed: FlowItemPath?, mirrored: Bool,
    visible: Range<Double>
  ) -> FlowItemPath? {
    guard
      let target = itemPath(
        after: key, from: path, mirrored: mirrored, toEnds: false, visible: visible),
      target != proposed, isShown(target, in: visible)
    else { return nil }
    return target
  }

  /// Whether the focus engine may move focus from `path` to `proposed`, as the delegate's
  /// `collectionView(_:shouldUpdateFocusIn:)` answers, with the arrow `key` the focus update's
  /// heading is, if any: it may unless ``redirectedFocus(after:from:proposed:mirrored:visible:)``
  /// sends focus elsewhere, to the item ``preferredFocus(visible:)`` then names. Each update
  /// ends the redirect before it, whether focus reached its item or not.
  ///
  /// - Complexity: As ``redirectedFocus(after:from:proposed:mirrored:visible:)``.
  public mutating func shouldUpdateFocus(
    from path: FlowItemPath?, to proposed: FlowItemPath?, key: FlowKey?, mirrored: Bool,
    visible: Range<Double>
  ) -> Bool {
    focusRedirect = nil
    guard let path, let key,
      let target = redirectedFocus(
        after: key, from: path, proposed: proposed, mirrored: mirrored, visible: visible)
    else { return true }
    focusRedirect = target
    return false
  }

  /// The item to focus instead of the one the focus engine proposed, for the delegate's
  /// `indexPathForPreferredFocusedView(in:)`, which must name a cell that exists: the last
  /// redirect's item, until the focus engine's next update or a batch update or reload, and
  /// only while it is shown in `visible`; `nil` otherwise.
  ///
  /// - Complexity: As ``element(ofItem:)``.
  public mutating func preferredFocus(visible: Range<Double>) -> FlowItemPath? {
    guard let focusRedirect, isShown(focusRedirect, in: visible) else { return nil }
    return focusRedirect
  }

  /// Whether the item at `path` is one of the layout's, on a line that meets `visible` across
  /// the lines, where the collection view has a cell for it.
  mutating func isShown(_ path: FlowItemPath, in visible: Range<Double>) -> Bool {
    guard let element = itemElement(at: path), !element.isHidden else { return false }
    let start = flow.axis.crossStart(element.frame)
    return start < visible.upperBound
      && start + flow.axis.cross(element.frame.size) > visible.lowerBound
  }
}
