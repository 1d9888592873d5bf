/// An item that grows into its line's free space, with the working state of sharing that space.
@usableFromInline
struct Grower: Sendable {
  @usableFromInline var index: Int
  @usableFromInline var flexibility: Flexibility
  /// Its length before growing, its length once grown, and whether it is frozen at its length,
  /// while its line's free space is shared.
  @usableFromInline var hypothetical = 0.0
  @usableFromInline var length = 0.0
  @usableFromInline var frozen = false

  @inlinable
  init(index: Int, flexibility: Flexibility) {
    self.index = index
    self.flexibility = flexibility
  }
}

extension Grower {
  /// The item at `index` as one that grows into its line's free space, or `nil` unless it has
  /// a flexibility whose weight is positive: the rule every path applies as it measures items.
  @inlinable @inline(__always)
  init?(growingAt index: Int, _ flexibility: Flexibility?) {
    guard let flexibility, flexibility.grows else { return nil }
    self.init(index: index, flexibility: flexibility)
  }
}

extension LayoutPass {
  /// Step 4: grows the items of each line into its free space up to `length`, then measures
  /// grown items at their new lengths and their lines again.
  ///
  /// - Returns: Whether any grown item's cross length or baseline changed, so that lines must be
  ///   placed and their items aligned again (growing along the line alone leaves both as they
  ///   were), and whether any line's growth was not all stopped by its items' greatest lengths,
  ///   so that the container keeps the length they grew into.
  /// - Complexity: O(*n*) when nothing grows; see ``grow(_:freeSpace:)``
  ///   for a line that does.
  @inlinable
  mutating func growItems(toFill length: Double) -> (changesCross: Bool, fills: Bool) {
    guard length.isFinite, !scratch.growers.isEmpty else { return (false, false) }
    // The growers leave the working storage while they grow, which measures and moves frames.
    var store = InPlaceStore<Grower>()
    swap(&store, &scratch.growers)
    defer { swap(&store, &scratch.growers) }
    return store.withUnsafeMutableBufferPointer { growItems($0, toFill: length) }
  }

  /// Step 4 for the `growers`, out of the working storage.
  @inlinable
  mutating func growItems(_ growers: UnsafeMutableBufferPointer<Grower>, toFill length: Double)
    -> (changesCross: Bool, fills: Bool)
  {
    var outcome = (changesCross: false, fills: false)
    var next = 0
    for lineIndex in scratch.lines.indices {
      let range = scratch.lines[lineIndex].range
      while next < growers.count, growers[next].index < range.lowerBound { next += 1 }
      let first = next
      while next < growers.count, growers[next].index < range.upperBound { next += 1 }
      let freeSpace = length - scratch.lines[lineIndex].main
      guard next > first, freeSpace > 0 else { continue }
      let line = UnsafeMutableBufferPointer(rebasing: growers[first..<next])
      for slot in line.indices {
        line[slot].hypothetical = flow.axis.main(frames[line[slot].index].size)
      }
      Self.grow(line, freeSpace: freeSpace)
      let changesCross = resize(UnsafeBufferPointer(line), in: range)
      let filled = line.contains { $0.length < $0.flexibility.maxMain }
      remeasureLine(lineIndex)
      outcome.changesCross = outcome.changesCross || changesCross
      if filled {
        outcome.fills = true
      } else {
        // Every item stopped at its greatest length: the line may be the longest, but never
        // longer than what it grew into, whatever the rounding.
        let main = Swift.min(scratch.lines[lineIndex].main, length)
        longestLine = Swift.max(longestLine, main)
      }
    }
    return outcome
  }

  /// Gives the growing items of a line, `growers` among the items in `range`, their grown
  /// lengths, moves the items after each by what it grew, and measures each at its new length;
  /// returns whether any of them changed its cross length or its baseline.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable
  mutating func resize(_ growers: UnsafeBufferPointer<Grower>, in range: Range<Int>) -> Bool {
    var changesCross = false
    let axis = flow.axis
    var shift = 0.0
    var slot = 0
    for index in range {
      axis.setMainStart(axis.mainStart(frames[index]) + shift, of: &frames[index])
      guard slot < growers.count, growers[slot].index == index else { continue }
      let length = growers[slot].length
      shift += length - growers[slot].hypothetical
      slot += 1
      guard length != axis.main(frames[index].size) else { continue }
      let answer = measurer.measure(index, main: length, cross: nil)
      axis.setMain(length, of: &frames[index])
      changesCross = changesCross || answer.cross != axis.cross(frames[index].size)
      axis.setCross(answer.cross, of: &frames[index])
      // A baseline that moves changes where the item sits, and perhaps its line's thickness.
      changesCross = updateBaseline(of: index, to: answer.baseline) || changesCross
    }
    return changesCross
  }

  /// Measures a line again from its items' frames, after some of them changed size.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable
  mutating func remeasureLine(_ lineIndex: Int) {
    var line = scratch.lines[lineIndex]
    line.cross = 0
    for index in line.range {
      line.main = flow.axis.mainStart(frames[index]) + flow.axis.main(frames[index].size)
      line.fit(cross: flow.axis.cross(frames[index].size))
    }
    fitThickness(of: &line, itemCount: countedItems(in: line.range))
    scratch.lines[lineIndex] = line
  }

  /// Sets the lengths of a line's growing items once they share `freeSpace`, the line's length
  /// left after their hypothetical lengths, by CSS's "resolve flexible lengths" with
  /// `flex-shrink: 0`.
  ///
  /// An item whose base is above its hypothetical length (held there by its greatest length)
  /// keeps it; the others start from their bases and share what is left in proportion to their
  /// weights. Each round holds every share between the item's least and greatest lengths; if
  /// that added length overall, the items held at their least are frozen there, if it removed
  /// length, those held at their greatest, and the others share again, until no share is held.
  /// A share within rounding of the item's greatest length takes that length without counting
  /// as held.
  /// As in CSS, when the weights of the items still growing sum to less than one, they share only
  /// that fraction of the initial free space. Works in place, with no memory of its own.
  ///
  /// - Complexity: O(*k*) for *k* growing items if none is held; each round that freezes items
  ///   costs O(*k*) more, so O(*k*²) in the worst case.
  @inlinable
  static func grow(_ growers: UnsafeMutableBufferPointer<Grower>, freeSpace: Double) {
    var initialFree = freeSpace
    for slot in growers.indices {
      let item = growers[slot]
      growers[slot].length = item.hypothetical
      growers[slot].frozen = item.flexibility.base > item.hypothetical
      if !growers[slot].frozen { initialFree += item.hypothetical - item.flexibility.base }
    }
    var remaining = initialFree
    while true {
      var weights = 0.0
      for grower in growers where !grower.frozen { weights += grower.flexibility.grow }
      guard weights > 0 else { break }
      var free = remaining
      if weights < 1, Swift.abs(initialFree * weights) < Swift.abs(free) {
        free = initialFree * weights
      }
      let share = free / weights
      var violation = 0.0
      for slot in growers.indices where !growers[slot].frozen {
        let item = growers[slot].flexibility
        let unclamped = item.length(sharing: share)
        let clamped = item.clamped(unclamped)
        violation += clamped - unclamped
        // Within rounding of its greatest length, an item takes it: placed into the length its
        // line reached with every item at its greatest, the line grows to exactly that again.
        // Rounding is not a violation: counted as one, it froze an item at its greatest length
        // while others were held at their least.
        let reachesGreatest = clamped < item.maxMain && fits(item.maxMain, in: unclamped)
        growers[slot].length = reachesGreatest ? item.maxMain : clamped
      }
      for slot in growers.indices where !growers[slot].frozen {
        let item = growers[slot].flexibility
        let unclamped = item.length(sharing: share)
        let held = item.clamped(unclamped) - unclamped
        if violation == 0 || (violation > 0 && held > 0) || (violation < 0 && held < 0) {
          growers[slot].frozen = true
          remaining -= growers[slot].length - item.base
        }
      }
      if violation == 0 { break }
    }
  }
}
