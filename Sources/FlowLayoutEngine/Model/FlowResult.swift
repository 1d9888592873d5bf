/// Where a flow put its items.
public struct FlowResult: Hashable, Sendable {
  /// The container's size: the size that fits the proposal, or the bounds' size when the layout
  /// was placed into bounds.
  public var size: Size
  /// One frame per item, in item order, in the coordinates of the bounds (origin top-left, y
  /// downwards, x from the left edge in both layout directions). A hidden item has a zero-size
  /// frame at the bounds' origin.
  public var frames: [Rect]
  /// The items of each shown line as index ranges, in line order. The ranges are contiguous and
  /// cover every shown item exactly once.
  public var lines: [Range<Int>]
  /// How many items at the end did not fit within ``FlowEngine/maxLines`` and are hidden.
  public var hiddenCount: Int
  /// The frames of the item separators (``FlowEngine/itemSeparator``) in reading order: one
  /// between each two neighbours in a shown line; empty without an item separator.
  public var separators: [Rect]
  /// The frames of the line separators (``FlowEngine/lineSeparator``): one between each two
  /// consecutive shown lines, in line order; empty without a line separator.
  public var lineSeparators: [Rect]
  /// Storage that the next layout into this result reuses; not part of the result's value.
  @usableFromInline var scratch = LayoutScratch()

  /// Creates a result from its parts; a layout makes results, and tests and callers that keep
  /// layouts of their own may make them too.
  @inlinable public init(
    size: Size, frames: [Rect], lines: [Range<Int>], hiddenCount: Int, separators: [Rect] = [],
    lineSeparators: [Rect] = []
  ) {
    self.size = size
    self.frames = frames
    self.lines = lines
    self.hiddenCount = hiddenCount
    self.separators = separators
    self.lineSeparators = lineSeparators
  }

  /// Whether two results place everything alike: the storage a result keeps for the next layout
  /// into it does not count.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public static func == (a: FlowResult, b: FlowResult) -> Bool {
    a.size == b.size && a.frames == b.frames && a.lines == b.lines && a.hiddenCount == b.hiddenCount
      && a.separators == b.separators && a.lineSeparators == b.lineSeparators
  }

  /// Hashes what ``==(_:_:)`` compares.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    hasher.combine(frames)
    hasher.combine(lines)
    hasher.combine(hiddenCount)
    hasher.combine(separators)
    hasher.combine(lineSeparators)
  }
}
