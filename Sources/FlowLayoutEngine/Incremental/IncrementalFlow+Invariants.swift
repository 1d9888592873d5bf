#if FLOWLAYOUT_INTERNAL_CHECKS
  /// The incremental flow's self-checks, compiled in only under `FLOWLAYOUT_INTERNAL_CHECKS`, as
  /// the engine's are (see `LayoutPass+Invariants.swift`): after every edit, its storage must
  /// still describe one flow.
  extension IncrementalFlow {
    /// Checks that the chunks hold every item once and, when lines are kept per chunk, that
    /// each chunk's lines tile its items in order, with none empty; that the counts and the
    /// longest lines agree with the chunks; and that stale line positions lie within the lines.
    ///
    /// - Complexity: O(*c* + *l*) for *c* chunks and *l* lines.
    @inlinable
    func checkInvariants() {
      precondition(!chunks.isEmpty, "An incremental flow has no chunk.")
      precondition(
        chunks.count == 1 || chunks.allSatisfy { !$0.items.isEmpty },
        "An incremental flow keeps an empty chunk beside others.")
      precondition(
        itemTotal == chunks.reduce(0) { $0 + $1.items.count },
        "An incremental flow's item count disagrees with its chunks.")
      guard keepsLines else {
        precondition(
          chunks.allSatisfy { $0.lines.isEmpty } && lineTotal == whole.lines.count,
          "An incremental flow laid out whole keeps lines per chunk.")
        return
      }
      for chunk in chunks {
        var next = 0
        for line in chunk.lines {
          precondition(
            line.range.lowerBound == next && !line.range.isEmpty,
            "A chunk's lines do not tile its items in order.")
          next = line.range.upperBound
        }
        precondition(next == chunk.items.count, "A chunk's lines do not cover its items.")
        precondition(
          chunk.longestLine == chunk.lines.reduce(0) { Swift.max($0, $1.main) },
          "A chunk's longest line is out of date.")
      }
      precondition(
        lineTotal == chunks.reduce(0) { $0 + $1.lines.count },
        "An incremental flow's line count disagrees with its chunks.")
      if let staleOffsets {
        precondition(
          staleOffsets.from >= 0 && staleOffsets.from < lineTotal,
          "Stale line positions start outside the lines.")
      }
    }
  }
#endif
