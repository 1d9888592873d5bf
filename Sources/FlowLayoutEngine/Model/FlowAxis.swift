/// The direction in which a flow places the items of a line.
///
/// A flow speaks of a *main* axis, along which items follow one another in a line, and a *cross*
/// axis, along which lines follow one another.
public enum FlowAxis: String, CaseIterable, Hashable, Sendable {
  /// Items run left to right in rows; rows wrap downwards.
  case horizontal
  /// Items run top to bottom in columns; columns wrap to the trailing side.
  case vertical
}

extension FlowAxis {
  /// The length of `size` along the main axis.
  @inlinable package func main(_ size: Size) -> Double {
    self == .horizontal ? size.width : size.height
  }

  /// The length of `size` along the cross axis.
  @inlinable package func cross(_ size: Size) -> Double {
    self == .horizontal ? size.height : size.width
  }

  /// The proposal's dimension along the main axis.
  @inlinable package func main(_ proposal: ProposedSize) -> Double? {
    self == .horizontal ? proposal.width : proposal.height
  }

  /// The proposal's dimension along the cross axis.
  @inlinable package func cross(_ proposal: ProposedSize) -> Double? {
    self == .horizontal ? proposal.height : proposal.width
  }

  /// A size from its main and cross lengths.
  @inlinable package func size(main: Double, cross: Double) -> Size {
    self == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }

  /// A point's coordinate across the lines.
  @inlinable package func cross(_ point: Point) -> Double {
    self == .horizontal ? point.y : point.x
  }

  /// A point from its main and cross coordinates.
  @inlinable package func point(main: Double, cross: Double) -> Point {
    self == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
  }

  /// A proposal from its main and cross dimensions.
  @inlinable package func proposal(main: Double?, cross: Double?) -> ProposedSize {
    self == .horizontal
      ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
  }
}

extension FlowAxis {
  /// A rectangle from its start and length on each axis.
  @inlinable package func rect(mainStart: Double, crossStart: Double, main: Double, cross: Double)
    -> Rect
  {
    self == .horizontal
      ? Rect(x: mainStart, y: crossStart, width: main, height: cross)
      : Rect(x: crossStart, y: mainStart, width: cross, height: main)
  }

  /// Where `rect` starts along the main axis.
  @inlinable package func mainStart(_ rect: Rect) -> Double {
    self == .horizontal ? rect.origin.x : rect.origin.y
  }

  /// Where `rect` starts along the cross axis.
  @inlinable package func crossStart(_ rect: Rect) -> Double {
    self == .horizontal ? rect.origin.y : rect.origin.x
  }

  @inlinable package func setMainStart(_ value: Double, of rect: inout Rect) {
    if self == .horizontal { rect.origin.x = value } else { rect.origin.y = value }
  }

  @inlinable package func setCrossStart(_ value: Double, of rect: inout Rect) {
    if self == .horizontal { rect.origin.y = value } else { rect.origin.x = value }
  }

  @inlinable func setMain(_ value: Double, of rect: inout Rect) {
    if self == .horizontal { rect.size.width = value } else { rect.size.height = value }
  }

  @inlinable func setCross(_ value: Double, of rect: inout Rect) {
    if self == .horizontal { rect.size.height = value } else { rect.size.width = value }
  }
}
