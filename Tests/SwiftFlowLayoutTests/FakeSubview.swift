@testable import SwiftFlowLayout

/// A subview that counts its measurements and records where it is placed, standing in for
/// SwiftUI's `LayoutSubview`.
final class FakeSubview: FlowSubview, @unchecked Sendable {
  let box: BoxItem
  var baselines: (first: Double, last: Double)?
  let overflowCount: Int?
  /// Whether it stands for a separator view (`flowSeparator()`).
  var isSeparator = false
  /// The line limit of the collapse control it stands for, if it does.
  var collapseLineLimit: Int?
  /// What kind of view it stands for, where SwiftUI spaces neighbours by their kinds; `nil` for
  /// spacing by ``spacing`` alone.
  var kind: ViewKind?
  /// Its spacing as SwiftUI gives it, which the flow reads as the SwiftUI types read a
  /// `ViewSpacing`; `nil` for the spacing preferences of ``box``.
  var viewSpacing: FakeViewSpacing?
  /// Its explicit value of a custom alignment guide, from its top edge.
  var customGuide: Double?
  private(set) var measurements: [ProposedSize] = []
  private(set) var placements: [(origin: Point, proposal: ProposedSize)] = []

  init(_ box: BoxItem, overflowCount: Int? = nil, baselines: (first: Double, last: Double)? = nil) {
    self.box = box
    self.overflowCount = overflowCount
    self.baselines = baselines
  }

  convenience init(width: Double, height: Double = 20) {
    self.init(BoxItem(width: width, height: height))
  }

  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    measurements.append(proposal)
    var dimensions = box.dimensions(in: proposal)
    dimensions.firstTextBaseline = baselines?.first
    dimensions.lastTextBaseline = baselines?.last
    return dimensions
  }

  var spacing: SpacingPreferences { viewSpacing.map(SpacingPreferences.init) ?? box.spacing }

  func distance(to next: FakeSubview, along axis: FlowAxis) -> Double {
    if let viewSpacing, let nextSpacing = next.viewSpacing {
      return viewSpacing.distance(to: nextSpacing, along: axis)
    }
    guard let kind, let nextKind = next.kind else {
      return spacing.distance(to: next.spacing, along: axis)
    }
    return ViewKind.distance(from: kind, to: nextKind)
  }
  var breakBefore: Bool { box.breakBefore }
  var keepsWithNext: Bool { box.keepsWithNext }
  var grow: Double { box.grow }
  var basis: Double? { box.basis }
  var alignment: ItemAlignment? { box.alignment }

  func place(at origin: Point, proposal: ProposedSize) {
    placements.append((origin, proposal))
  }

  /// The frame of the last placement.
  var frame: Rect? {
    placements.last.map { placement in
      Rect(
        origin: placement.origin,
        size: Size(width: placement.proposal.width ?? 0, height: placement.proposal.height ?? 0))
    }
  }
}

/// Kinds of views that SwiftUI spaces differently, with distances unlike any per-edge
/// preference: text to text 2, text to image 12, image to text 5, image to image 0.
enum ViewKind {
  case text, image

  static func distance(from first: ViewKind, to second: ViewKind) -> Double {
    switch (first, second) {
    case (.text, .text): 2
    case (.text, .image): 12
    case (.image, .text): 5
    case (.image, .image): 0
    }
  }
}

/// The lesson's `FlowLayout`, transcribed over fake subviews to count its measurements: it asks
/// every subview again in every call.
struct LessonFlowLayout {
  func layout(_ subviews: [FakeSubview], maxWidth: Double) -> Double {
    var x = 0.0
    var y = 0.0
    var rowHeight = 0.0
    for subview in subviews {
      let size = subview.dimensions(in: .unspecified).size
      if x + size.width > maxWidth, x > 0 {
        x = 0
        y += rowHeight + 8
        rowHeight = 0
      }
      x += size.width + 8
      rowHeight = max(rowHeight, size.height)
    }
    return y + rowHeight
  }

  func sizeThatFits(_ proposal: ProposedSize, subviews: [FakeSubview]) {
    _ = layout(subviews, maxWidth: proposal.width ?? .infinity)
  }

  func placeSubviews(in bounds: Rect, subviews: [FakeSubview]) {
    _ = layout(subviews, maxWidth: bounds.width)
  }
}

extension FakeSubview {
  /// Ten chips 30 wide, three to a line of 100 with no spacing, and an overflow indicator 25
  /// wide for each count of hidden chips from 1 to 10.
  static func chipsAndIndicators() -> (chips: [FakeSubview], indicators: [FakeSubview]) {
    (
      (0..<10).map { _ in FakeSubview(width: 30) },
      (1...10).map { FakeSubview(BoxItem(width: 25, height: 20), overflowCount: $0) }
    )
  }

  /// Sizes `subviews` and places them with `flow` for a proposal `width` wide, as a flow's
  /// layout does, and returns the arrangement they were placed by and the flow's size.
  @discardableResult
  static func layOut(_ subviews: [FakeSubview], flow: FlowEngine, width: Double = 100)
    -> (arrangement: Arrangement, size: Size)
  {
    var cache = FlowLayoutCache(subviewCount: subviews.count)
    let proposal = ProposedSize(width: width, height: nil)
    let size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    let arrangement = flow.place(
      in: Rect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    return (arrangement, size)
  }
}
