extension FlowEngine {
  /// Lays out `items` for a proposal and, optionally, places them into bounds.
  ///
  /// Lines wrap at the proposal's main-axis length (the width of a row flow): `nil` or infinity
  /// puts every item on one line, zero puts each on its own. The container hugs its content, as
  /// SwiftUI's stacks do: it is as long as its longest line and as thick as its lines. It takes
  /// a definite proposed length only when something in it wants the space: an item that grows,
  /// or a justification (or line alignment) that spreads over the available space.
  ///
  /// Placed into `bounds` (as SwiftUI's `placeSubviews` does), lines are still broken at the
  /// proposal, and justified and aligned within the bounds. Without bounds, the items are placed
  /// into the size that fits, at the origin, so one call serves both `sizeThatFits` and
  /// `placeSubviews` and the two always agree.
  ///
  /// Invalid input never traps: see the input policy for NaN, infinite and negative values.
  ///
  /// - Parameters:
  ///   - items: The items, in reading order.
  ///   - proposal: The size offered to the container.
  ///   - bounds: Where to place the container; `nil` for the size that fits at the origin.
  /// - Returns: The container's size, every item's frame, and the lines.
  /// - Complexity: O(*n*), where *n* is the number of items, for greedy breaking; each item is
  ///   asked for its size once, and again only when it is offered a different size (wider than
  ///   a line, growing, or stretching). Items past ``maxLines`` are not asked at all.
  @inlinable
  public func layout<Items: RandomAccessCollection>(
    _ items: Items, proposal: ProposedSize, bounds: Rect? = nil
  ) -> FlowResult where Items.Element: FlowItem {
    var result = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
    layout(items, proposal: proposal, bounds: bounds, into: &result)
    return result
  }

  /// Lays out `items` into `result`, reusing its storage, for callers that lay out repeatedly:
  /// no memory is allocated per item once the result has held as many items.
  ///
  /// - Complexity: As ``layout(_:proposal:bounds:)``.
  @inlinable
  public func layout<Items: RandomAccessCollection>(
    _ items: Items, proposal: ProposedSize, bounds: Rect? = nil, into result: inout FlowResult
  ) where Items.Element: FlowItem {
    LayoutPass.with(flow: self, items: items, proposal: proposal, bounds: bounds) {
      $0.run(into: &result)
    }
  }

  /// Lays out `items` as ``layout(_:proposal:bounds:)`` does, but through the general steps, with
  /// records of their own, even where the streaming loop or staged records would serve: the
  /// reference both are tested against.
  func referenceLayout<Items: RandomAccessCollection>(
    _ items: Items, proposal: ProposedSize, bounds: Rect? = nil
  ) -> FlowResult where Items.Element: FlowItem {
    var result = FlowResult(size: .zero, frames: [], lines: [], hiddenCount: 0)
    LayoutPass.with(
      flow: self, items: items, proposal: proposal, bounds: bounds, streams: false
    ) { $0.run(into: &result) }
    return result
  }

  /// The size of the container for a proposal: `layout(items, proposal: proposal).size`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  @inlinable
  public func sizeThatFits<Items: RandomAccessCollection>(
    _ items: Items, proposal: ProposedSize
  ) -> Size where Items.Element: FlowItem {
    layout(items, proposal: proposal).size
  }
}
