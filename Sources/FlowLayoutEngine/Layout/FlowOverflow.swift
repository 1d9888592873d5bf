/// A layout with an overflow indicator: where the items ``FlowEngine/maxLines`` leaves shown go,
/// and an indicator standing for the rest, such as a "+3 more" chip, in the last line.
public struct FlowOverflow: Hashable, Sendable {
  /// The layout of the items shown and, last, the indicator: its last frame is the
  /// indicator's, in the last line.
  public var result: FlowResult
  /// How many items the indicator stands for: those past the ones shown.
  public var hiddenCount: Int

  /// The indicator's frame.
  public var indicatorFrame: Rect { result.frames[result.frames.count - 1] }

  /// Creates an overflow layout from its parts.
  public init(result: FlowResult, hiddenCount: Int) {
    self.result = result
    self.hiddenCount = hiddenCount
  }
}

extension FlowEngine {
  /// The layout of `items`, of which a layout without an indicator hides `hiddenCount` past
  /// ``maxLines``, with the indicator that `indicator` makes for a count of hidden items joining
  /// the last line: items move from the end of the last line behind the indicator, one at a
  /// time, until it fits, and it then stands for every item not shown. With a limit of no lines,
  /// the indicator is alone on a line of its own, as it is, overflowing, when it is longer than
  /// a line. `nil` when nothing is hidden.
  ///
  /// - Complexity: O(*n* × *k*) for *n* items, where *k* is the number of items the indicator
  ///   displaces from the last line (at most the items of a line).
  public func overflow<Item: FlowItem>(
    of items: [Item], hiddenCount: Int, proposal: ProposedSize, bounds: Rect? = nil,
    indicator: (_ hiddenCount: Int) -> Item
  ) -> FlowOverflow? {
    guard hiddenCount > 0 else { return nil }
    var limited = self
    limited.maxLines = Swift.max(maxLines ?? 1, 1)
    var shown = maxLines.map { $0 > 0 } == false ? 0 : items.count - hiddenCount
    while true {
      let hidden = items.count - shown
      let attempt = limited.layout(
        Array(items.prefix(shown)) + [indicator(hidden)], proposal: proposal, bounds: bounds)
      // Alone, the indicator always has the first line: a line takes any item as its first.
      if attempt.hiddenCount == 0 || shown == 0 {
        return FlowOverflow(result: attempt, hiddenCount: hidden)
      }
      shown -= 1
    }
  }
}
