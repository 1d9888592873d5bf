/// An item that grows into its line's free space.
@usableFromInline
struct Grower: Sendable {
  @usableFromInline var index: Int
  @usableFromInline var grow: Double
  @usableFromInline var maxMain: Double

  @inlinable
  init(index: Int, grow: Double, maxMain: Double) {
    self.index = index
    self.grow = grow
    self.maxMain = maxMain
  }
}

extension LayoutPass {
  /// Keeps the item at `index` among the items that grow into their line's free space, if its
  /// weight is positive: the rule every path applies as it sizes lines.
  @inlinable @inline(__always)
  mutating func addGrower(at index: Int, grow: Double, maxMain: Double) {
    if grow > 0 { scratch.growers.append(Grower(index: index, grow: grow, maxMain: maxMain)) }
  }

  /// Step 4: grows the items of each line into its free space up to `containerMain`, then
  /// measures grown items at their new lengths and their lines again.
  ///
  /// - Returns: Whether any line changed.
  /// - Complexity: O(*n*) when nothing grows; see ``grownLengths(_:mains:freeSpace:)`` for a line
  ///   that does.
  @inlinable
  mutating func growItems(toFill containerMain: Double) -> Bool {
    let growers = scratch.growers
    guard containerMain.isFinite, !growers.isEmpty else { return false }
    var changed = false
    var next = 0
    for lineIndex in scratch.lines.indices {
      let range = scratch.lines[lineIndex].range
      while next < growers.count, growers[next].index < range.lowerBound { next += 1 }
      let first = next
      while next < growers.count, growers[next].index < range.upperBound { next += 1 }
      let freeSpace = containerMain - scratch.lines[lineIndex].main
      guard next > first, freeSpace > 0 else { continue }
      let line = growers[first..<next]
      let mains = line.map { flow.axis.main(frames[$0.index].size) }
      let grown = grownLengths(line, mains: mains, freeSpace: freeSpace)
      var shift = 0.0
      var grower = first
      for index in range {
        flow.axis.setMainStart(flow.axis.mainStart(frames[index]) + shift, of: &frames[index])
        guard grower < next, growers[grower].index == index else { continue }
        let length = grown[grower - first]
        shift += length - mains[grower - first]
        grower += 1
        guard length != flow.axis.main(frames[index].size) else { continue }
        let answer = measurer.measure(index, main: length, cross: nil)
        flow.axis.setMain(length, of: &frames[index])
        flow.axis.setCross(answer.cross, of: &frames[index])
        if constants.baselineAlignment != nil { scratch.baselines[index] = answer.baseline }
      }
      remeasureLine(lineIndex)
      changed = true
    }
    return changed
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
    if constants.baselineAlignment != nil { fitBaselines(of: &line) }
    scratch.lines[lineIndex] = line
  }

  /// The lengths of a line's growing items once they share `freeSpace` in proportion to their
  /// weights, each clamped at its maximum, like CSS's `flex-grow` with `flex-shrink: 0`.
  ///
  /// This is CSS's "resolve flexible lengths" loop restricted to growing: distribute the space,
  /// freeze every item that would pass its maximum at that maximum, and distribute what is left
  /// among the others until nothing passes its maximum. As in CSS, when the weights of the items
  /// still growing sum to less than one, they share only that fraction of the initial free space.
  ///
  /// - Complexity: O(*k*) for *k* growing items if none reaches its maximum; each round that
  ///   freezes items costs O(*k*) more, so O(*k*²) in the worst case.
  @inlinable
  func grownLengths(_ growers: ArraySlice<Grower>, mains: [Double], freeSpace: Double) -> [Double] {
    var lengths = mains
    var frozen = [Bool](repeating: false, count: mains.count)
    var consumed = 0.0
    while true {
      var weights = 0.0
      for (slot, grower) in growers.enumerated() where !frozen[slot] { weights += grower.grow }
      guard weights > 0 else { break }
      var remaining = freeSpace - consumed
      if weights < 1 { remaining = Swift.min(remaining, freeSpace * weights) }
      let share = Swift.max(remaining, 0) / weights
      var clampedAny = false
      for (slot, grower) in growers.enumerated()
      where !frozen[slot] && mains[slot] + share * grower.grow > grower.maxMain {
        consumed += grower.maxMain - mains[slot]
        lengths[slot] = grower.maxMain
        frozen[slot] = true
        clampedAny = true
      }
      if clampedAny { continue }
      for (slot, grower) in growers.enumerated() where !frozen[slot] {
        lengths[slot] = mains[slot] + share * grower.grow
      }
      break
    }
    return lengths
  }
}
