extension FlowEngine {
  /// Shares a line's free main-axis space among its items in proportion to their grow weights,
  /// clamping each at its largest size, like CSS's `flex-grow` with `flex-shrink: 0`.
  ///
  /// This is CSS's "resolve flexible lengths" loop restricted to growing: distribute the space,
  /// freeze every item that would pass its maximum at that maximum, and distribute what is left
  /// among the others until nothing passes its maximum. As in CSS, when the weights of the items
  /// still growing sum to less than one, they share only that fraction of the initial free space.
  ///
  /// - Parameters:
  ///   - line: The items of one line, at their ideal main lengths.
  ///   - freeSpace: The positive space the line does not fill.
  /// - Returns: The indices of the items that grew.
  /// - Complexity: O(*k*) for a line of *k* items if no item reaches its maximum; each round that
  ///   freezes items costs O(*k*) more, so O(*k*²) in the worst case.
  func growItems(_ line: inout ArraySlice<MeasuredItem>, freeSpace: Double) -> [Int] {
    guard line.contains(where: { $0.grow > 0 }) else { return [] }
    var frozen = line.map { $0.grow == 0 }
    var consumed = 0.0
    var grown: [Int] = []
    while true {
      var weights = 0.0
      for (slot, item) in zip(frozen, line) where !slot { weights += item.grow }
      guard weights > 0 else { break }
      var remaining = freeSpace - consumed
      if weights < 1 { remaining = Swift.min(remaining, freeSpace * weights) }
      let share = Swift.max(remaining, 0) / weights
      var clampedAny = false
      for (slot, index) in line.indices.enumerated() where !frozen[slot] {
        let item = line[index]
        if item.main + share * item.grow > item.maxMain {
          consumed += item.maxMain - item.main
          if item.maxMain > item.main { grown.append(index) }
          line[index].main = item.maxMain
          frozen[slot] = true
          clampedAny = true
        }
      }
      if clampedAny { continue }
      for (slot, index) in line.indices.enumerated() where !frozen[slot] && share > 0 {
        line[index].main += share * line[index].grow
        grown.append(index)
      }
      break
    }
    return grown
  }
}
