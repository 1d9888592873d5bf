extension Array {
  /// Makes the array hold `count` elements, reusing its storage: removes elements past `count`,
  /// or appends copies of `filler` up to it. The elements kept are left as they were, for working
  /// storage whose values the caller overwrites. Visible to the package's other modules, whose
  /// working storage is sized the same way.
  ///
  /// - Complexity: O(1) amortized per element added or removed.
  @inlinable
  package mutating func resize(to count: Int, filling filler: Element) {
    if self.count > count {
      removeLast(self.count - count)
    } else if self.count < count {
      append(contentsOf: repeatElement(filler, count: count - self.count))
    }
  }
}
