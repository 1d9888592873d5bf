/// The order VoiceOver and other assistive technologies read a flow's elements in.
public enum FlowReadingOrder: Hashable, Sendable {
  /// The data's order, whatever the direction, the wrap, the justification or the line
  /// breaking: each element's sort priority is higher than those after it.
  case logical
  /// The platform's own order by position on screen: lines from the top (or the leading edge),
  /// each from its leading edge. It differs from ``logical`` where the lines are shown in
  /// reverse (``Wrap/reverse``) and where items of a line have different heights, which the
  /// platform may read by their top edges.
  case visual

  /// The sort priority of the element at `index` of `count`, higher ones read first; `nil` for
  /// the platform's own order.
  func sortPriority(ofElement index: Int, count: Int) -> Double? {
    self == .logical ? Double(count - index) : nil
  }
}
