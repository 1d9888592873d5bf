import FlowLayoutEngine

/// A subview as the engine sees it: its measurements go through the memo.
struct CachedSubview<Subview: FlowSubview>: FlowItem {
  let subview: Subview
  let index: Int
  let memo: MeasurementMemo

  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    memo.dimensions(of: index, in: proposal) { subview.dimensions(in: proposal) }
  }

  var spacing: SpacingPreferences { subview.spacing }
  func distance(to next: CachedSubview, along axis: FlowAxis) -> Double {
    subview.distance(to: next.subview, along: axis)
  }
  var breakBefore: Bool { subview.breakBefore }
  var grow: Double { subview.grow }
}
