import FlowLayoutEngine
import SwiftFlowLayout

/// A subview that counts how often it is asked for its size.
final class CountingSubview: FlowSubview {
  let tag: Tag
  var measurements = 0

  init(_ tag: Tag) { self.tag = tag }

  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    measurements += 1
    return tag.dimensions(in: proposal)
  }

  var spacing: SpacingPreferences { .standard }
  var breakBefore: Bool { false }
  var grow: Double { 0 }
  var overflowCount: Int? { nil }
  func place(at origin: Point, proposal: ProposedSize) {}
}

/// Counts how many times each item is asked for its size in one layout pass of a SwiftUI-like
/// client (sizeThatFits for zero, unspecified, infinite and the real proposal, then
/// placeSubviews), for the SwiftUI types and for the lesson's algorithm counted the same way.
func reportMeasurementCounts(count: Int) {
  let proposals: [ProposedSize] = [
    .zero, .unspecified, .infinity, ProposedSize(width: 600, height: nil),
  ]
  let subviews = makeTags(count: count).map(CountingSubview.init)
  let flow = FlowEngine()
  var cache = FlowLayoutCache(subviewCount: count)
  var size = Size.zero
  for proposal in proposals {
    size = flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }
  flow.placeSubviews(
    in: Rect(origin: .zero, size: size), proposal: proposals[3], subviews: subviews,
    cache: &cache)
  let ours = Double(subviews.reduce(0) { $0 + $1.measurements }) / Double(count)
  // The lesson's layout asks every subview for its size once in each of the five calls.
  let lessons = subviews.map(CountingSubview.init)
  for _ in 0..<(proposals.count + 1) { lessonLayout(lessons) }
  let lesson = Double(lessons.reduce(0) { $0 + $1.measurements }) / Double(count)
  print("\nMeasurements per item in one SwiftUI-like layout pass of \(count) tags (sizeThatFits")
  print("for zero, unspecified, infinity and 600 wide, then placeSubviews):")
  print("  HFlow / FlowLayout (SwiftFlowLayout): \(format(ours))")
  print("  the lesson's FlowLayout:              \(format(lesson))")
}

extension CountingSubview {
  convenience init(_ other: CountingSubview) { self.init(other.tag) }
}

/// The lesson's algorithm: every subview measured with an unspecified proposal in each call.
func lessonLayout(_ subviews: [CountingSubview]) {
  var x = 0.0
  for subview in subviews {
    let size = subview.dimensions(in: .unspecified).size
    if x + size.width > 600, x > 0 { x = 0 }
    x += size.width + 8
  }
  consume(x)
}
