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
  /// Storage that the next layout into this result reuses; not part of the result's value.
  @usableFromInline var scratch = LayoutScratch()

  @inlinable public init(size: Size, frames: [Rect], lines: [Range<Int>], hiddenCount: Int) {
    self.size = size
    self.frames = frames
    self.lines = lines
    self.hiddenCount = hiddenCount
  }

  public static func == (a: FlowResult, b: FlowResult) -> Bool {
    a.size == b.size && a.frames == b.frames && a.lines == b.lines && a.hiddenCount == b.hiddenCount
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    hasher.combine(frames)
    hasher.combine(lines)
    hasher.combine(hiddenCount)
  }
}
