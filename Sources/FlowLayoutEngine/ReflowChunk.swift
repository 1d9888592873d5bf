/// A run of whole lines of an ``IncrementalFlow``: their items and, when the flow keeps its lines
/// up to date, the lines, so that an edit moves the items and lines of one chunk only.
@usableFromInline
struct ReflowChunk<Item: FlowItem> {
  @usableFromInline var items: [Item]
  /// The lines, with ranges among `items`; empty when the flow does not keep lines per chunk.
  @usableFromInline var lines: [Line]
  /// The main-axis length of the longest line.
  @usableFromInline var longestLine = 0.0

  @inlinable
  init(items: [Item], lines: [Line]) {
    self.items = items
    self.lines = lines
    updateLongestLine()
  }

  /// The size above which an edited chunk is split in two, in items.
  @inlinable
  static var splitSize: Int { 4_096 }

  /// The size of the chunks a flow is cut into when it is built, in items (at least; a chunk
  /// holds whole lines).
  @inlinable
  static var buildSize: Int { 1_024 }

  /// Works out ``longestLine`` again.
  ///
  /// - Complexity: O(*l*) for *l* lines.
  @inlinable
  mutating func updateLongestLine() {
    longestLine = lines.reduce(0) { Swift.max($0, $1.main) }
  }

  /// The line holding the item at `position`, or the last line for the position after the last
  /// item.
  ///
  /// - Complexity: O(log *l*) for *l* lines.
  @inlinable
  func line(containing position: Int) -> Int {
    Swift.min(
      partitionPoint(in: lines.indices) { lines[$0].range.upperBound > position },
      lines.count - 1)
  }

  /// Moves the lines from `first` on by `offset` items.
  ///
  /// - Complexity: O(*l*) for *l* lines moved.
  @inlinable
  mutating func shiftLines(from first: Int, by offset: Int) {
    guard offset != 0, first < lines.count else { return }
    for index in first..<lines.count {
      let range = lines[index].range
      lines[index].range = (range.lowerBound + offset)..<(range.upperBound + offset)
    }
  }

  /// Appends the items and lines of `next`, the chunk after this one.
  ///
  /// - Complexity: O(*k*) for *k* items and lines in `next`.
  @inlinable
  mutating func absorb(_ next: ReflowChunk) {
    let offset = items.count
    let first = lines.count
    items.append(contentsOf: next.items)
    lines.append(contentsOf: next.lines)
    shiftLines(from: first, by: offset)
    longestLine = Swift.max(longestLine, next.longestLine)
  }

  /// Splits off the back half, at the line boundary nearest the middle, when the chunk is over
  /// ``splitSize`` and can be split.
  ///
  /// - Complexity: O(*k*) for *k* items and lines.
  @inlinable
  mutating func splitOffBackHalf() -> ReflowChunk? {
    guard items.count > Self.splitSize else { return nil }
    let middle = items.count / 2
    let cut: Int
    let lineCut: Int
    if lines.isEmpty {
      (cut, lineCut) = (middle, 0)
    } else {
      lineCut = partitionPoint(in: lines.indices) { lines[$0].range.lowerBound >= middle }
      guard lineCut > 0, lineCut < lines.count else { return nil }
      cut = lines[lineCut].range.lowerBound
    }
    var back = ReflowChunk(items: Array(items[cut...]), lines: Array(lines[lineCut...]))
    back.shiftLines(from: 0, by: -cut)
    items.removeSubrange(cut...)
    lines.removeSubrange(lineCut...)
    updateLongestLine()
    return back
  }
}

extension ReflowChunk: Sendable where Item: Sendable {}
