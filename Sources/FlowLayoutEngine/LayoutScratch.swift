/// Working storage a layout keeps in its result, so that laying out again into the same result
/// allocates nothing more once it has held as many items and lines.
@usableFromInline
struct LayoutScratch: Sendable {
  @usableFromInline var lines: [Line] = []
  @usableFromInline var baselines: [Double] = []
  @usableFromInline var growers: [Grower] = []
  @usableFromInline var records: [ItemRecord] = []
  /// Only the optimal line breakers need it; `nil` until one has run.
  @usableFromInline var solver: SegmentSolver?

  @inlinable init() {}
}
