import SwiftFlowLayout

/// SwiftUI's `ViewSpacing` with the values SwiftUI gives views, standing in for it: on each edge,
/// the distance a view keeps from neighbours of some kind, and the system's 8 points between two
/// views that name no distance for each other.
///
/// - A plain view (a shape, a colour, an image) names none: two plain views are 8 apart.
/// - `zero` asks for no distance from anything: 0 from a plain view.
/// - Text names a distance from other text (`text(_:)`), and keeps 8 from a plain view.
/// - Padding makes the padded edges plain (`padded()`).
struct FakeViewSpacing: FlowViewSpacing, Equatable {
  /// The kind of neighbour a distance is for: any view, or text.
  enum Neighbour: Hashable { case any, text }

  static let system = 8.0
  var minima: [FlowEdges.Edge: [Neighbour: Double]] = [:]

  init() {}

  /// No distance from any neighbour, on every edge.
  static let zero: FakeViewSpacing = {
    var spacing = FakeViewSpacing()
    for edge in FlowEdges.Edge.allCases { spacing.minima[edge] = [.any: 0] }
    return spacing
  }()

  /// Text that keeps `distance` from other text on every edge.
  static func text(_ distance: Double) -> FakeViewSpacing {
    var spacing = FakeViewSpacing()
    for edge in FlowEdges.Edge.allCases { spacing.minima[edge] = [.text: distance] }
    return spacing
  }

  /// The same view with padding on every edge, which makes each edge a plain view's.
  func padded() -> FakeViewSpacing { FakeViewSpacing() }

  func distance(to next: FakeViewSpacing, along axis: FlowAxis) -> Double {
    let (after, before): (FlowEdges.Edge, FlowEdges.Edge) =
      axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
    let mine = minima[after] ?? [:]
    let theirs = next.minima[before] ?? [:]
    var named = [mine[.any], theirs[.any]].compactMap { $0 }
    for (neighbour, distance) in mine where neighbour != .any {
      if let other = theirs[neighbour] { named.append(max(distance, other)) }
    }
    return named.max() ?? Self.system
  }

  mutating func formUnion(_ other: FakeViewSpacing, along edge: FlowEdges.Edge) {
    minima[edge, default: [:]].merge(other.minima[edge] ?? [:], uniquingKeysWith: max)
  }
}
