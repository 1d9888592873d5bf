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
  func main(_ size: Size) -> Double {
    self == .horizontal ? size.width : size.height
  }

  /// The length of `size` along the cross axis.
  func cross(_ size: Size) -> Double {
    self == .horizontal ? size.height : size.width
  }

  /// The proposal's dimension along the main axis.
  func main(_ proposal: ProposedSize) -> Double? {
    self == .horizontal ? proposal.width : proposal.height
  }

  /// The proposal's dimension along the cross axis.
  func cross(_ proposal: ProposedSize) -> Double? {
    self == .horizontal ? proposal.height : proposal.width
  }

  /// A size from its main and cross lengths.
  func size(main: Double, cross: Double) -> Size {
    self == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }

  /// A proposal from its main and cross dimensions.
  func proposal(main: Double?, cross: Double?) -> ProposedSize {
    self == .horizontal
      ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
  }
}
