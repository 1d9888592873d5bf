import FlowLayoutEngine

/// A tag chip: the compact item a tag cloud holds, a fixed box.
struct Tag: FlowItem {
  var width: Double
  var height: Double

  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    ItemDimensions(width: width, height: height)
  }
}

/// Tag-like sizes: widths from 30 to 120 points, 28 high, from a fixed seed.
func makeTags(count: Int, seed: UInt64 = 42) -> [Tag] {
  var state = seed
  return (0..<count).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Tag(width: 30 + Double((state >> 33) % 91), height: 28)
  }
}
