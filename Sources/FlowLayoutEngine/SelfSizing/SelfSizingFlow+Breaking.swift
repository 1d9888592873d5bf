extension SelfSizingFlow {
  /// Whether lines past the furthest one read may stay unbroken: whether lines are kept per
  /// chunk and each line's frames depend only on the lines before it (see the type's
  /// discussion).
  var breaksOnDemand: Bool {
    broken.keepsLines && broken.placesLinesFromTheirStart
  }

  /// How many of the broken lines are lines of the whole flow: all of them once every item is
  /// broken; otherwise all but the last, which the items after it may extend, and the one
  /// before it when a run of items kept together going on past the broken ones starts the last
  /// (see ``IncrementalFlow/openLineCount(before:)``).
  var completeLineCount: Int {
    guard broken.count < count else { return broken.lineCount }
    return Swift.max(broken.lineCount - broken.openLineCount(before: item(at: broken.count)), 0)
  }

  /// The item at `position` past the broken ones: as measured or inserted, or its estimate.
  func item(at position: Int) -> MeasurableSize {
    pending[position] ?? estimatedItem(at: position)
  }

  /// The item at `position` as its estimate and settings give it.
  func estimatedItem(at position: Int) -> MeasurableSize {
    MeasurableSize(estimate(position), isMeasured: false, settings: settings(at: position))
  }

  /// The settings of the item at `position`, as the client gives them now.
  func settings(at position: Int) -> FlowItemSettings {
    settings?(position) ?? FlowItemSettings()
  }

  /// Breaks lines until the complete lines hold the item at `index` (any index past the last
  /// breaks them all).
  ///
  /// - Complexity: O(*c* + *i*) for *c* chunks and *i* items broken.
  mutating func breakLines(throughItem index: Int) {
    // The items up to the one asked for, and a chunk's worth after them, in one pass.
    var window = Swift.max(index + 1 - broken.count, 0) + ReflowChunk<MeasurableSize>.buildSize
    while broken.count < count {
      let lines = completeLineCount
      if lines > 0, broken.range(ofLine: lines - 1).upperBound > index { break }
      breakLines(window)
      window *= 2
    }
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// Breaks lines until a complete line starts at `position` across the lines or past it, so
  /// that every line before `position` and the one after it are complete.
  ///
  /// - Complexity: O(*c* + *i*) for *c* chunks and *i* items broken.
  mutating func breakLines(reaching position: Double) {
    var window = ReflowChunk<MeasurableSize>.buildSize
    while broken.count < count {
      let lines = completeLineCount
      if lines > 1, !(broken.slotStart(ofLine: lines - 1) < position) { break }
      breakLines(window)
      window *= 2
    }
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// Breaks the next `window` items after the broken ones into lines, with the last broken line.
  mutating func breakLines(_ window: Int) {
    let end = Swift.min(count, broken.count + window)
    var items: [MeasurableSize] = []
    items.reserveCapacity(end - broken.count)
    if pending.isEmpty {
      for position in broken.count..<end {
        items.append(estimatedItem(at: position))
      }
    } else {
      for position in broken.count..<end {
        items.append(pending.removeValue(forKey: position) ?? item(at: position))
      }
    }
    broken.append(contentsOf: items)
    breakWholeIfNeeded()
  }

  /// Breaks the rest of the items when the items broken so far make every line depend on every
  /// item, as an item that grows can in an ``IncrementalFlow`` (see ``breaksOnDemand``).
  ///
  /// - Complexity: O(*n*) for *n* items when it breaks them; O(1) otherwise.
  mutating func breakWholeIfNeeded() {
    if !breaksOnDemand, broken.count < count { breakLines(count - broken.count) }
  }
}

extension IncrementalFlow {
  /// Whether each line's frames depend only on the lines before it: lines wrap forward and start
  /// at their leading edge from the left, so that neither the container's thickness nor its
  /// length moves them, and a line past the last does not move the lines before it.
  @inlinable
  var placesLinesFromTheirStart: Bool {
    !placingReadsThickness && flow.layoutDirection == .leftToRight
      && flow.justification == .start && (flow.lastLineJustification ?? .start) == .start
  }
}
