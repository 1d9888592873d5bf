/// An item that grows into its line's free space.
@usableFromInline
struct Grower: Sendable {
  @usableFromInline var index: Int
  @usableFromInline var flexibility: Flexibility

  @inlinable
  init(index: Int, flexibility: Flexibility) {
    self.index = index
    self.flexibility = flexibility
  }
}

extension LayoutPass {
  /// Keeps the item at `index` among the items that grow into their line's free space, if its
  /// weight is positive: the rule every path applies as it sizes lines.
  @inlinable @inline(__always)
  mutating func addGrower(at index: Int, _ flexibility: Flexibility?) {
    if let flexibility, flexibility.grow > 0 {
      scratch.growers.append(Grower(index: index, flexibility: flexibility))
    }
  }

  /// Step 4: grows the items of each line into its free space up to `length`, then measures
  /// grown items at their new lengths and their lines again.
  ///
  /// - Returns: Whether any line changed, and whether any line's growth was not all stopped by
  ///   its items' greatest lengths, so that the container keeps the length they grew into.
  /// - Complexity: O(*n*) when nothing grows; see ``grownLengths(_:hypotheticals:freeSpace:)``
  ///   for a line that does.
  @inlinable
  mutating func growItems(toFill length: Double) -> (changed: Bool, fills: Bool) {
    let growers = scratch.growers
    guard length.isFinite, !growers.isEmpty else { return (false, false) }
    var outcome = (changed: false, fills: false)
    var next = 0
    for lineIndex in scratch.lines.indices {
      let range = scratch.lines[lineIndex].range
      while next < growers.count, growers[next].index < range.lowerBound { next += 1 }
      let first = next
      while next < growers.count, growers[next].index < range.upperBound { next += 1 }
      let freeSpace = length - scratch.lines[lineIndex].main
      guard next > first, freeSpace > 0 else { continue }
      let line = growers[first..<next]
      let hypotheticals = line.map { flow.axis.main(frames[$0.index].size) }
      let grown = grownLengths(line, hypotheticals: hypotheticals, freeSpace: freeSpace)
      resize(line, in: range, from: hypotheticals, to: grown)
      remeasureLine(lineIndex)
      outcome.changed = true
      if zip(line, grown).contains(where: { $1 < $0.flexibility.maxMain }) {
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

  /// Gives the growing items of a line, `growers` among the items in `range`, their `grown`
  /// lengths, moves the items after each by what it grew, and measures each at its new length.
  ///
  /// - Complexity: O(*k*) for a line of *k* items.
  @inlinable
  mutating func resize(
    _ growers: ArraySlice<Grower>, in range: Range<Int>, from hypotheticals: [Double],
    to grown: [Double]
  ) {
    let axis = flow.axis
    var shift = 0.0
    var slot = 0
    for index in range {
      axis.setMainStart(axis.mainStart(frames[index]) + shift, of: &frames[index])
      guard slot < growers.count, growers[growers.startIndex + slot].index == index else {
        continue
      }
      let length = grown[slot]
      shift += length - hypotheticals[slot]
      slot += 1
      guard length != axis.main(frames[index].size) else { continue }
      let answer = measurer.measure(index, main: length, cross: nil)
      axis.setMain(length, of: &frames[index])
      axis.setCross(answer.cross, of: &frames[index])
      updateBaseline(of: index, to: answer.baseline)
    }
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
    fitBaselines(of: &line)
    scratch.lines[lineIndex] = line
  }

  /// The lengths of a line's growing items once they share `freeSpace`, the line's length
  /// left after its items' `hypotheticals`, by CSS's "resolve flexible lengths" with
  /// `flex-shrink: 0`.
  ///
  /// An item whose base is above its hypothetical length (held there by its greatest length)
  /// keeps it; the others start from their bases and share what is left in proportion to their
  /// weights. Each round holds every share between the item's least and greatest lengths; if
  /// that added length overall, the items held at their least are frozen there, if it removed
  /// length, those held at their greatest, and the others share again, until no share is held.
  /// As in CSS, when the weights of the items still growing sum to less than one, they share only
  /// that fraction of the initial free space.
  ///
  /// - Complexity: O(*k*) for *k* growing items if none is held; each round that freezes items
  ///   costs O(*k*) more, so O(*k*²) in the worst case.
  @inlinable
  func grownLengths(
    _ growers: ArraySlice<Grower>, hypotheticals: [Double], freeSpace: Double
  ) -> [Double] {
    let items = Array(growers.map(\.flexibility))
    var lengths = hypotheticals
    var frozen = items.indices.map { items[$0].base > hypotheticals[$0] }
    var initialFree = freeSpace
    for slot in items.indices where !frozen[slot] {
      initialFree += hypotheticals[slot] - items[slot].base
    }
    var remaining = initialFree
    while true {
      var weights = 0.0
      for slot in items.indices where !frozen[slot] { weights += items[slot].grow }
      guard weights > 0 else { break }
      var free = remaining
      if weights < 1, Swift.abs(initialFree * weights) < Swift.abs(free) {
        free = initialFree * weights
      }
      let share = free / weights
      var violation = 0.0
      for slot in items.indices where !frozen[slot] {
        let unclamped = items[slot].base + share * items[slot].grow
        lengths[slot] = items[slot].clamped(unclamped)
        // Within rounding of its greatest length, an item takes it: placed into the length its
        // line reached with every item at its greatest, the line grows to exactly that again.
        if lengths[slot] < items[slot].maxMain, fits(items[slot].maxMain, in: unclamped) {
          lengths[slot] = items[slot].maxMain
        }
        violation += lengths[slot] - unclamped
      }
      for slot in items.indices where !frozen[slot] {
        let unclamped = items[slot].base + share * items[slot].grow
        let held = lengths[slot] - unclamped
        if violation == 0 || (violation > 0 && held > 0) || (violation < 0 && held < 0) {
          frozen[slot] = true
          remaining -= lengths[slot] - items[slot].base
        }
      }
      if violation == 0 { break }
    }
    return lengths
  }
}
