import FlowLayoutEngine

/// Where the previewer marks the insertion point of a chip dropped at a point (`--drop-at`): a
/// bar in the gap at the reading-order start of the item the drop goes before, or at the end of
/// the item it goes after, whichever is nearer the point (the two differ at a line's edge).
struct InsertionCaret {
  /// The flow the chips were laid out with, and its gap between chips.
  let flow: FlowEngine
  /// The bar's thickness along the line.
  let thickness: Double

  /// The bar for `hit`, found at `point` in `result`; `nil` when there are no chips.
  func frame(for hit: FlowHit, at point: Point, in result: FlowResult) -> Rect? {
    let shown = result.lines.last?.upperBound ?? 0
    var candidates: [Rect] = []
    if hit.insertionIndex < shown {
      candidates.append(bar(at: result.frames[hit.insertionIndex], start: true))
    }
    if hit.insertionIndex > 0 {
      candidates.append(bar(at: result.frames[hit.insertionIndex - 1], start: false))
    }
    return candidates.min { distance(point, $0) < distance(point, $1) }.map {
      inside(result.size, $0)
    }
  }

  /// `bar` moved inside a container of `size` along the line, where a line's edge would put it
  /// outside.
  private func inside(_ size: Size, _ bar: Rect) -> Rect {
    var bar = bar
    switch flow.axis {
    case .horizontal: bar.origin.x = max(0, min(bar.minX, size.width - bar.width))
    case .vertical: bar.origin.y = max(0, min(bar.minY, size.height - bar.height))
    }
    return bar
  }

  /// A bar in the gap before (`start`) or after `frame` in reading order, as long as the frame
  /// is thick.
  private func bar(at frame: Rect, start: Bool) -> Rect {
    let gap = flow.itemSpacing ?? 0
    let mirrored = flow.axis == .horizontal && flow.layoutDirection == .rightToLeft
    // The edge facing the gap, along the line, and which way the gap lies from it.
    let towardsLower = start != mirrored
    switch flow.axis {
    case .horizontal:
      let edge = towardsLower ? frame.minX : frame.maxX
      let middle = towardsLower ? edge - gap / 2 : edge + gap / 2
      return Rect(
        x: middle - thickness / 2, y: frame.minY, width: thickness, height: frame.height)
    case .vertical:
      let edge = start ? frame.minY : frame.maxY
      let middle = start ? edge - gap / 2 : edge + gap / 2
      return Rect(x: frame.minX, y: middle - thickness / 2, width: frame.width, height: thickness)
    }
  }

  /// The squared distance from `point` to the middle of `frame`.
  private func distance(_ point: Point, _ frame: Rect) -> Double {
    let (dx, dy) = (
      point.x - (frame.minX + frame.width / 2), point.y - (frame.minY + frame.height / 2)
    )
    return dx * dx + dy * dy
  }
}
