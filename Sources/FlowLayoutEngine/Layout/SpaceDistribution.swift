/// Where free space goes along one axis: before the first of `count` things, and between each two.
@usableFromInline
struct SpaceDistribution: Equatable {
  @usableFromInline var leading: Double
  @usableFromInline var between: Double

  @inlinable
  init(leading: Double, between: Double) {
    self.leading = leading
    self.between = between
  }

  @inlinable
  static var packed: SpaceDistribution { SpaceDistribution(leading: 0, between: 0) }
}

extension Justification {
  /// Divides `freeSpace` around `count` things (items in a line, or lines in a container).
  ///
  /// Space that is zero or negative is not distributed: the things stay packed at the start edge
  /// (safe alignment), so nothing is pushed before it.
  @inlinable
  func distribution(of freeSpace: Double, among count: Int) -> SpaceDistribution {
    guard freeSpace > 0, count > 0 else { return .packed }
    let count = Double(count)
    switch self {
    case .start: return .packed
    case .center: return SpaceDistribution(leading: freeSpace / 2, between: 0)
    case .end: return SpaceDistribution(leading: freeSpace, between: 0)
    case .spaceBetween:
      return count > 1 ? SpaceDistribution(leading: 0, between: freeSpace / (count - 1)) : .packed
    case .spaceAround:
      return SpaceDistribution(leading: freeSpace / (2 * count), between: freeSpace / count)
    case .spaceEvenly:
      let gap = freeSpace / (count + 1)
      return SpaceDistribution(leading: gap, between: gap)
    }
  }

  /// Whether this justification spreads items over all the space it is given, so that a flow
  /// offered a definite length takes all of it.
  @inlinable
  var fillsAvailableSpace: Bool {
    switch self {
    case .start, .center, .end: false
    case .spaceBetween, .spaceAround, .spaceEvenly: true
    }
  }
}

extension LineAlignment {
  /// The same distribution for lines, or `nil` for ``stretch``, which grows the lines instead.
  @inlinable
  var justification: Justification? {
    switch self {
    case .start: .start
    case .center: .center
    case .end: .end
    case .spaceBetween: .spaceBetween
    case .spaceAround: .spaceAround
    case .spaceEvenly: .spaceEvenly
    case .stretch: nil
    }
  }

  /// Whether the lines spread over all the cross space they are given.
  @inlinable
  var fillsAvailableSpace: Bool { justification?.fillsAvailableSpace ?? true }
}
