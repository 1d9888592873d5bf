extension SelfSizingFlow {
  /// Records measured sizes and returns the viewport start that keeps the anchor in place: the
  /// line holding the first item of the first line in `viewport` stays as far from the
  /// viewport's start as it was.
  ///
  /// A size is kept until the item is measured again (like CSS's
  /// `contain-intrinsic-size: auto`): measuring an item again at the size it has changes
  /// nothing. Sizes follow the input policy: NaN, infinite and negative lengths are zero.
  ///
  /// - Complexity: O(*m* (*c* + *l*)) for *m* sizes, *c* chunks and *l* items in the lines
  ///   each moves, and O(*n*) for a flow broken whole with a setting that lays it out anew.
  public mutating func measure(_ sizes: [(index: Int, size: Size)], viewport: Range<Double>)
    -> Double
  {
    keepingAnchor(in: viewport) { flow in flow.record(sizes) }
  }

  /// Keeps `sizes` as measured, and breaks again the broken lines they change, once for each
  /// run of consecutive items.
  ///
  /// - Complexity: O(*m* log *m*) to sort *m* sizes, and O(*c* + *k* + *l*) for each run, as
  ///   ``IncrementalFlow`` edits cost.
  mutating func record(_ sizes: [(index: Int, size: Size)]) {
    var measured: [(index: Int, size: Size)] = []
    measured.reserveCapacity(sizes.count)
    for (index, size) in sizes {
      precondition(index >= 0 && index < count, "Item index out of range")
      if index < broken.count {
        measured.append((index, size))
      } else {
        pending[index] = item(at: index).measured(at: size)
      }
    }
    // Stable, so that the last size given for an item wins.
    measured.sort { $0.index < $1.index }
    var first = 0
    while first < measured.count {
      var end = first + 1
      while end < measured.count, measured[end].index <= measured[end - 1].index + 1 { end += 1 }
      let positions = measured[first].index..<(measured[end - 1].index + 1)
      let current = broken.items(in: positions)
      var items = current
      for (index, size) in measured[first..<end] {
        items[index - positions.lowerBound] = current[index - positions.lowerBound].measured(
          at: size)
      }
      if items != current {
        broken.replace(from: positions.lowerBound, with: items)
      }
      first = end
    }
  }

  /// The anchor in `viewport`: the first item of the first line in view, and how far that line
  /// starts from the viewport's start; `nil` when no line read so far is in view. It breaks no
  /// line, so that it asks for no estimate: a client may have changed its items already when it
  /// reports an edit.
  mutating func anchor(in viewport: Range<Double>) -> (item: Int, distance: Double)? {
    let complete = completeLineCount
    guard
      let first = broken.firstSlot(overlapping: viewport, where: { $0.line < complete })
    else { return nil }
    return (first.items.lowerBound, first.start - viewport.lowerBound)
  }

  /// Makes `change`, which is `edit` if there is one, and returns the viewport start that keeps
  /// the anchor item's line as far from the viewport's start as it was. It is below zero only
  /// when `viewport` starts there (a scroll view's top inset, or a pull past the top), where
  /// the first line stays where it is; what the scroll view can reach is its owner's to say.
  /// The anchor follows its item through `edit`.
  mutating func keepingAnchor(
    in viewport: Range<Double>, after edit: FlowEdit<Size>? = nil,
    _ change: (inout SelfSizingFlow) -> Void
  ) -> Double {
    let anchor = anchor(in: viewport)
    change(&self)
    breakWholeIfNeeded()
    #if FLOWLAYOUT_INTERNAL_CHECKS
      checkInvariants()
    #endif
    guard let anchor, count > 0 else { return viewport.lowerBound }
    let followed = edit.flatMap { $0.position(of: anchor.item) } ?? anchor.item
    let item = Swift.min(followed, count - 1)
    return offset(ofItem: item) - anchor.distance
  }
}
