/// How far the items of one line that align on baselines reach around their shared baselines,
/// as CSS's baseline-sharing groups: the items that align on their first baselines form one
/// group, which sits at the line's cross-start edge, and those that align on their last
/// baselines another, at its cross-end edge. The one definition of how baseline alignment sizes
/// a line (``thickness``) and places an item in it (``start(ascent:descent:baseline:in:wrap:)``).
@usableFromInline
struct BaselineGroups {
  /// The longest distance from an item's cross-start edge to its baseline (`ascent`) and from
  /// its baseline to its cross-end edge (`descent`), over the items of one group.
  @usableFromInline
  struct Extent {
    @usableFromInline var ascent = 0.0
    @usableFromInline var descent = 0.0

    @inlinable init() {}

    /// Reaches as far as an item `ascent` and `descent` long does.
    @inlinable @inline(__always)
    mutating func include(ascent: Double, descent: Double) {
      self.ascent = Swift.max(self.ascent, ascent)
      self.descent = Swift.max(self.descent, descent)
    }
  }

  /// The group of items that align on their first baselines, and of those that align on their
  /// last; a group with no items reaches nowhere, and places no item.
  @usableFromInline var first = Extent()
  @usableFromInline var last = Extent()

  @inlinable init() {}

  /// Adds an item that aligns on `baseline`, `ascent` from its cross-start edge and `descent`
  /// from its cross-end edge.
  @inlinable @inline(__always)
  mutating func add(ascent: Double, descent: Double, baseline: Baseline) {
    switch baseline {
    case .first: first.include(ascent: ascent, descent: descent)
    case .last: last.include(ascent: ascent, descent: descent)
    }
  }

  /// How thick a line must be for each group's baselines to line up: the thicker group.
  @inlinable var thickness: Double {
    Swift.max(first.ascent + first.descent, last.ascent + last.descent)
  }

  /// Where an item of the group of `baseline` starts across a line `lineThickness` thick, from
  /// the line's start before step 8 flips reverse-wrapped lines, so that its baseline lies on
  /// its group's and the group at its edge of the line. Before the flip the line's start is its
  /// cross-start edge in both wrap directions; the flip turns each item of a reverse-wrapped
  /// line over, so there the items' descents face the line's start, and line up in place of
  /// their ascents.
  ///
  /// - Parameters:
  ///   - ascent: The item's length from its cross-start edge to its baseline.
  ///   - descent: The item's length from its baseline to its cross-end edge.
  @inlinable @inline(__always)
  func start(
    ascent: Double, descent: Double, baseline: Baseline, in lineThickness: Double, wrap: Wrap
  ) -> Double {
    let extent = baseline == .first ? first : last
    let reversed = wrap == .reverse
    // Lengths facing the line's start before the flip, and facing its end.
    let (towardsStart, groupTowardsStart) =
      reversed ? (descent, extent.descent) : (ascent, extent.ascent)
    let groupTowardsEnd = reversed ? extent.ascent : extent.descent
    return baseline == .first
      ? groupTowardsStart - towardsStart
      : lineThickness - groupTowardsEnd - towardsStart
  }
}
