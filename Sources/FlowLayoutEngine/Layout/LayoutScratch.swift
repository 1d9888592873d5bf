/// The working storage of a layout pass, kept in its result so that laying out again into the
/// same result allocates nothing more once it has held as many items and lines.
@usableFromInline
struct LayoutScratch: Sendable {
  /// The shown lines, in order.
  @usableFromInline var lines = InPlaceStore<Line>()
  /// The items that grow, in order.
  @usableFromInline var growers = InPlaceStore<Grower>()
  /// The general steps' records of the items measured so far, in order; with their baselines,
  /// which items measured again update.
  @usableFromInline var records: [ItemRecord] = []
  /// Where each line starts, as the general steps' line breaker found them.
  @usableFromInline var lineStarts: [Int] = []
  /// Only the optimal line breakers need it; `nil` until one has run.
  @usableFromInline var solver: SegmentSolver?

  @inlinable init() {}

  /// Whether every buffer is empty, as a pass starts.
  @inlinable
  var isEmpty: Bool {
    lines.isEmpty && growers.isEmpty && records.isEmpty
      && lineStarts.isEmpty
  }

  /// Exchanges the buffers with `other`'s: the pass takes the result's storage, and gives it
  /// back. The solver, which holds several arrays, moves only when there is one, since moving
  /// it costs more than the rest together.
  @inlinable
  mutating func exchange(with other: inout LayoutScratch) {
    swap(&lines, &other.lines)
    swap(&growers, &other.growers)
    swap(&records, &other.records)
    swap(&lineStarts, &other.lineStarts)
    if solver != nil || other.solver != nil { swap(&solver, &other.solver) }
  }

  /// Empties every buffer, keeping its capacity.
  @inlinable
  mutating func empty() {
    // Emptying an empty array still costs a call; most layouts leave most of these empty.
    if !lines.isEmpty { lines.removeAll() }
    if !growers.isEmpty { growers.removeAll() }
    if !records.isEmpty { records.removeAll(keepingCapacity: true) }
    if !lineStarts.isEmpty { lineStarts.removeAll(keepingCapacity: true) }
  }
}
