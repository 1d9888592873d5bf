extension FlowEngine {
  /// Which baseline rows align on, or `nil` when ``itemAlignment`` is not a baseline alignment or
  /// the flow is vertical, where baselines do not apply.
  var baselineAlignment: Baseline? {
    guard axis == .horizontal else { return nil }
    switch itemAlignment {
    case .firstTextBaseline: return .first
    case .lastTextBaseline: return .last
    case .start, .center, .end, .stretch: return nil
    }
  }

  /// Step 6: places every item within its line on the cross axis according to
  /// ``itemAlignment``, proposing the line's thickness to items that stretch.
  ///
  /// - Complexity: O(*n*), where *n* is the number of shown items.
  func alignItems<Items>(
    _ lines: [Line], items: inout [MeasuredItem], measurer: ItemMeasurer<Items>
  ) {
    let baselineAlignment = baselineAlignment
    for line in lines {
      for index in line.range {
        if itemAlignment == .stretch, items[index].cross != line.cross {
          let answer = measurer.dimensions(of: index, main: items[index].main, cross: line.cross)
          items[index].cross = Swift.min(answer.cross, line.cross)
        }
        items[index].crossOffset = crossOffset(
          of: items[index], in: line, baselineAlignment: baselineAlignment)
      }
    }
  }

  private func crossOffset(of item: MeasuredItem, in line: Line, baselineAlignment: Baseline?)
    -> Double
  {
    let free = Swift.max(line.cross - item.cross, 0)
    if let baselineAlignment {
      let offset = line.baseline - item.baseline(baselineAlignment)
      // Reverse wrapping flips the cross axis when placing; pre-flip baseline offsets so that
      // baselines still line up afterwards.
      return wrap == .reverse ? line.cross - item.cross - offset : offset
    }
    switch itemAlignment {
    case .start, .stretch, .firstTextBaseline, .lastTextBaseline: return 0
    case .center: return free / 2
    case .end: return free
    }
  }
}

/// A text baseline of an item.
enum Baseline {
  case first
  case last
}

extension MeasuredItem {
  /// The distance from the item's cross-start edge to the baseline.
  func baseline(_ baseline: Baseline) -> Double {
    baseline == .first ? firstBaseline : lastBaseline
  }
}
