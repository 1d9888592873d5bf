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

  /// The size above which an edited chunk is cut into chunks of ``buildSize``, in items.
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

  /// Chunks of at least ``buildSize`` items each, whole lines each, that hold `lines`, whose
  /// ranges are positions in `items`, and their items; without lines, chunks of ``buildSize``
  /// items of all of `items`.
  ///
  /// - Complexity: O(*k*) for *k* items.
  @inlinable
  static func cut(_ items: ArraySlice<Item>, lines: ArraySlice<Line>) -> [ReflowChunk] {
    guard !lines.isEmpty else {
      return stride(from: items.startIndex, to: items.endIndex, by: buildSize).map { start in
        ReflowChunk(
          items: Array(items[start..<Swift.min(start + buildSize, items.endIndex)]), lines: [])
      }
    }
    var chunks: [ReflowChunk] = []
    var first = lines.startIndex
    while first < lines.endIndex {
      let start = lines[first].range.lowerBound
      var end = first + 1
      while end < lines.endIndex, lines[end].range.lowerBound - start < buildSize { end += 1 }
      var chunk = ReflowChunk(
        items: Array(items[start..<lines[end - 1].range.upperBound]),
        lines: Array(lines[first..<end]))
      chunk.shiftLines(from: 0, by: -start)
      chunks.append(chunk)
      first = end
    }
    return chunks
  }
}

extension ReflowChunk: Sendable where Item: Sendable {}
