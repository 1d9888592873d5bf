/// An axis known when the code is compiled, so that a loop specialized for it has no branch on
/// the axis: the hot steps are generic over it, and dispatch once on ``FlowEngine/axis``.
@usableFromInline
protocol StaticAxis {
  static var axis: FlowAxis { get }
}

@usableFromInline
enum HorizontalAxis: StaticAxis {
  @inlinable static var axis: FlowAxis { .horizontal }
}

@usableFromInline
enum VerticalAxis: StaticAxis {
  @inlinable static var axis: FlowAxis { .vertical }
}
