extension IncrementalFlow where Item: Equatable {
  /// Brings the items to `newItems` by edits: the items before the first that differs and after
  /// the last that differs stay, and those between are replaced, inserted or removed; when more
  /// than an eighth of the items differ, they are all laid out again.
  ///
  /// For a container given its whole collection again, such as a lazy flow's view: an item
  /// whose size changed, or one added or removed, costs an edit, not a layout.
  ///
  /// - Complexity: O(*n*) comparisons for *n* items, plus the edits.
  @inlinable
  public mutating func update(to newItems: [Item]) {
    let common = Swift.min(count, newItems.count)
    var prefix = 0
    start: for chunk in chunks {
      for item in chunk.items {
        guard prefix < common, item == newItems[prefix] else { break start }
        prefix += 1
      }
    }
    var suffix = 0
    end: for chunk in chunks.reversed() {
      for item in chunk.items.reversed() {
        guard suffix < common - prefix, item == newItems[newItems.count - 1 - suffix] else {
          break end
        }
        suffix += 1
      }
    }
    let oldEnd = count - suffix
    let newEnd = newItems.count - suffix
    guard (oldEnd - prefix) + (newEnd - prefix) <= Swift.max(64, count / 8) else {
      replaceItems(with: newItems)
      return
    }
    let replaced = Swift.min(oldEnd, newEnd) - prefix
    let old = items(in: prefix..<(prefix + replaced))
    var edits: [FlowEdit<Item>] = []
    for (offset, item) in old.enumerated() where item != newItems[prefix + offset] {
      edits.append(.replace(at: prefix + offset, with: newItems[prefix + offset]))
    }
    for position in (prefix + replaced)..<newEnd {
      edits.append(.insert(newItems[position], at: position))
    }
    for _ in (prefix + replaced)..<oldEnd {
      edits.append(.remove(at: prefix + replaced))
    }
    apply(edits)
  }
}

extension IncrementalFlow {
  /// The items at `positions`, in order.
  ///
  /// - Complexity: O(*c* + *k*) for *c* chunks and *k* positions: O(*k*) in the first or last
  ///   chunks.
  @inlinable
  public func items(in positions: Range<Int>) -> [Item] {
    precondition(
      positions.lowerBound >= 0 && positions.upperBound <= count, "Item positions out of range")
    var found: [Item] = []
    found.reserveCapacity(positions.count)
    var (index, base) = chunk(holding: positions.lowerBound)
    while found.count < positions.count {
      let first = positions.lowerBound + found.count - base
      let last = Swift.min(positions.upperBound - base, chunks[index].items.count)
      found.append(contentsOf: chunks[index].items[first..<last])
      base += chunks[index].items.count
      index += 1
    }
    return found
  }
}
