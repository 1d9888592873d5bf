/// What moving focus reads of a layout: the line showing an item, a line's items and their
/// frames, and the last item shown. A layout that breaks lines on demand reads only the lines
/// asked for.
protocol NavigableLayout {
  /// The flow's settings.
  var flow: FlowEngine { get }
  /// How many items the layout holds, shown or not.
  var count: Int { get }
  /// The line that shows the item at `item`, or `nil` when ``FlowEngine/maxLines`` hides it.
  mutating func line(showing item: Int) -> Int?
  /// The items of line `line`, or `nil` when there is no such line.
  mutating func items(ofLine line: Int) -> Range<Int>?
  /// The frames of the items of line `line`, in item order; positions along the lines are in
  /// the flow's coordinates.
  mutating func frames(ofLine line: Int) -> [Rect]
  /// The last item a line shows, or `nil` when no line shows any.
  mutating func lastShownItem() -> Int?
}

extension NavigableLayout {
  /// Where focus goes from `focus` on `move`: the rules of ``FlowMove``, carried out by reading
  /// the line focus is on and the line it moves onto.
  ///
  /// Focus on an item that no line shows moves from the last item shown. Without items shown,
  /// focus stays.
  ///
  /// - Complexity: What reading the two lines costs the layout.
  mutating func moving(_ move: FlowMove, from focus: FlowFocus) -> FlowFocus {
    precondition(focus.item >= 0 && focus.item < count, "The focused item is out of range")
    guard let last = lastShownItem() else { return focus }
    let item = Swift.min(focus.item, last)
    switch move.step(in: flow) {
    case .next: return FlowFocus(item: Swift.min(item + 1, last))
    case .previous: return FlowFocus(item: Swift.max(item - 1, 0))
    case .first: return FlowFocus(item: 0)
    case .last: return FlowFocus(item: last)
    case .lineStart: return FlowFocus(item: items(ofLine: line(showing: item)!)!.lowerBound)
    case .lineEnd: return FlowFocus(item: items(ofLine: line(showing: item)!)!.upperBound - 1)
    case .lineBefore:
      return focusAcrossLines(from: item, remembering: focus.rememberedPosition, after: false)
    case .lineAfter:
      return focusAcrossLines(from: item, remembering: focus.rememberedPosition, after: true)
    }
  }

  /// Focus moved from `item` onto the neighbouring line on screen, after its line or before
  /// it: onto the item whose span along the line holds the remembered position (the centre of
  /// `item` when none is remembered), else the nearest, the earlier on a tie.
  mutating func focusAcrossLines(
    from item: Int, remembering remembered: Double?, after: Bool
  ) -> FlowFocus {
    let line = line(showing: item)!
    let position = remembered ?? centre(of: item, inLine: line)
    let target = line + (after != flow.reversesLineOrder ? 1 : -1)
    guard let items = items(ofLine: target) else {
      return FlowFocus(item: item, rememberedPosition: position)
    }
    return entering(lineOf: items.lowerBound, at: position)
  }

  /// Focus entering the line that shows the item at `item` from outside the flow, at
  /// `position` along the lines: on the item whose span holds it, else the nearest, the earlier
  /// on a tie, remembering `position`.
  mutating func entering(lineOf item: Int, at position: Double) -> FlowFocus {
    guard let line = line(showing: item), let items = items(ofLine: line) else {
      return FlowFocus(item: item)
    }
    let frames = frames(ofLine: line)
    let axis = flow.axis
    let nearest = nearestSpan(to: position, among: items, ascending: !flow.mirrorsItems) {
      let frame = frames[$0 - items.lowerBound]
      return (axis.mainStart(frame), axis.mainStart(frame) + axis.main(frame.size))
    }!
    return FlowFocus(item: nearest, rememberedPosition: position)
  }

  /// The centre along the lines of the item at `item`, which line `line` shows.
  mutating func centre(of item: Int, inLine line: Int) -> Double {
    let frame = frames(ofLine: line)[item - items(ofLine: line)!.lowerBound]
    return flow.axis.mainStart(frame) + flow.axis.main(frame.size) / 2
  }

  /// The items focus is on after each of `moves` in turn, from the item at `item`.
  ///
  /// - Complexity: What reading two lines costs the layout, for each move.
  mutating func itemsMoving(_ moves: [FlowMove], from item: Int) -> [Int] {
    var focus = FlowFocus(item: item)
    return moves.map { move in
      focus = moving(move, from: focus)
      return focus.item
    }
  }
}
