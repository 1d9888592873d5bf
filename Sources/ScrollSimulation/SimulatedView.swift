import FlowLayoutEngine
import SwiftFlowLayout

/// An element's view as a flow measures it: a box of the size it measures, which takes no
/// other.
struct SimulatedView: FlowSubview {
  let box: BoxItem

  init(_ size: Size) { box = BoxItem(width: size.width, height: size.height) }

  func dimensions(in proposal: ProposedSize) -> ItemDimensions { box.dimensions(in: proposal) }
  var spacing: SpacingPreferences { box.spacing }
  var breakBefore: Bool { false }
  var grow: Double { 0 }
  var overflowCount: Int? { nil }
  func place(at origin: Point, proposal: ProposedSize) {}
}
