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
  /// - Complexity: O(*n*), where *n* is the number of items, with one allocation per result
  ///   array; each item is asked for its size once, and again only when it is offered a
  ///   different size (wider than a line, growing, or stretching).
  public func layout<Items: RandomAccessCollection>(
    _ items: Items, proposal: ProposedSize, bounds: Rect? = nil
  ) -> FlowResult where Items.Element: FlowItem {
    let measurer = ItemMeasurer(items: items, axis: axis)
    var measured = measure(measurer)
    let available = sanitizedProposal(axis.main(proposal)) ?? .infinity
    let shown = breakIntoLines(measured, available: available)
    var lines = measureLineLengths(
      &measured, lines: shown, available: available, measurer: measurer)
    let containerMain =
      bounds.flatMap { sanitizedBoundsLength(axis.main($0.size)) }
      ?? fittingMain(lines, items: measured, available: available)
    sizeLines(&lines, items: &measured, containerMain: containerMain, measurer: measurer)
    let gaps = lineGaps(lines)
    let containerCross =
      bounds.flatMap { sanitizedBoundsLength(axis.cross($0.size)) }
      ?? fittingCross(lines, gaps: gaps, available: sanitizedProposal(axis.cross(proposal)))
    distributeLines(&lines, gaps: gaps, containerCross: containerCross)
    justifyLines(lines, items: &measured, containerMain: containerMain)
    alignItems(lines, items: &measured, measurer: measurer)
    let container = Rect(
      origin: Point(
        x: sanitizedCoordinate(bounds?.minX ?? 0), y: sanitizedCoordinate(bounds?.minY ?? 0)),
      size: axis.size(main: containerMain, cross: containerCross))
    return FlowResult(
      size: container.size,
      frames: place(measured, lines: lines, in: container),
      lines: shown,
      hiddenCount: items.count - (shown.last?.upperBound ?? 0))
  }

  /// The size of the container for a proposal: `layout(items, proposal: proposal).size`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public func sizeThatFits<Items: RandomAccessCollection>(
    _ items: Items, proposal: ProposedSize
  ) -> Size where Items.Element: FlowItem {
    layout(items, proposal: proposal).size
  }

  /// The main-axis length of the container that fits: its longest line, or all of a definite
  /// `available` length when something in it spreads or grows.
  private func fittingMain(_ lines: [Line], items: [MeasuredItem], available: Double) -> Double {
    let longest = lines.reduce(0) { Swift.max($0, $1.main) }
    guard available.isFinite, let last = lines.last else { return longest }
    let spreads =
      justification.fillsAvailableSpace || lastLineJustification?.fillsAvailableSpace == true
      || items[..<last.range.upperBound].contains { $0.grow > 0 }
    return spreads ? Swift.max(longest, available) : longest
  }

  /// The cross-axis length of the container that fits: its lines and the gaps between them, or
  /// all of a definite `available` length when the lines spread over it.
  private func fittingCross(_ lines: [Line], gaps: [Double], available: Double?) -> Double {
    let content = Self.crossLength(of: lines, gaps: gaps)
    guard let available, available.isFinite, !lines.isEmpty, lineAlignment.fillsAvailableSpace
    else { return content }
    return Swift.max(content, available)
  }
}
