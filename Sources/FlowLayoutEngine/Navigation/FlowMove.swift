/// A move of keyboard focus from one item of a flow to another: a key pressed, or a step a
/// switch or a game controller takes.
///
/// Moves along the data (``next``, ``previous``) cross lines; moves on screen (``left``,
/// ``right``, ``up``, ``down``) go where the eye expects, whatever the axis, the layout direction
/// or the wrap. A move with nowhere to go leaves focus where it is.
public enum FlowMove: String, CaseIterable, Hashable, Sendable {
  /// The item after, in the data's order, on the next line after a line's last item.
  case next
  /// The item before, in the data's order, on the line before after a line's first item.
  case previous
  /// The item to the left on screen. In rows, ``previous`` left to right and ``next`` right to
  /// left; in columns, onto the column to the left.
  case left
  /// The item to the right on screen. In rows, ``next`` left to right and ``previous`` right to
  /// left; in columns, onto the column to the right.
  case right
  /// The item above on screen. In rows, onto the line above; in columns, ``previous``.
  case up
  /// The item below on screen. In rows, onto the line below; in columns, ``next``.
  case down
  /// The first item of the line, in the data's order (Home).
  case lineStart
  /// The last item of the line, in the data's order (End).
  case lineEnd
  /// The first item of the flow.
  case first
  /// The last item shown: the overflow indicator when it is laid out after the items a line
  /// limit leaves.
  case last
}

extension FlowMove {
  /// What the move does in `flow`: a step in the data's order, to an end, or onto a
  /// neighbouring line on screen. A container of several flows, such as a collection view's
  /// sections, reads it to go on to the next flow when a move stays at an edge.
  @inlinable
  public func step(in flow: FlowEngine) -> FlowStep {
    switch (self, flow.axis) {
    case (.next, _): .next
    case (.previous, _): .previous
    case (.lineStart, _): .lineStart
    case (.lineEnd, _): .lineEnd
    case (.first, _): .first
    case (.last, _): .last
    case (.left, .horizontal): flow.mirrorsItems ? .next : .previous
    case (.right, .horizontal): flow.mirrorsItems ? .previous : .next
    case (.up, .horizontal), (.left, .vertical): .lineBefore
    case (.down, .horizontal), (.right, .vertical): .lineAfter
    case (.up, .vertical): .previous
    case (.down, .vertical): .next
    }
  }
}

/// A move as the layout carries it out: in the data's order, to an end, or onto the line
/// before or after on screen (above or below in rows, to the left or the right in columns).
public enum FlowStep: Hashable, Sendable {
  /// The item after, in the data's order.
  case next
  /// The item before, in the data's order.
  case previous
  /// The first item of the line.
  case lineStart
  /// The last item of the line.
  case lineEnd
  /// The first item.
  case first
  /// The last item shown.
  case last
  /// Onto the line before on screen: above in rows, to the left in columns.
  case lineBefore
  /// Onto the line after on screen: below in rows, to the right in columns.
  case lineAfter
}
