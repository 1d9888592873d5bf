import FlowLayoutEngine
import SeededRandom
import Testing

/// A paragraph of words that wraps like text: offered a narrower width it gets narrower and
/// taller, and it reports baselines.
struct TextItem: FlowItem, Hashable {
  var wordWidths: [Double]
  var spaceWidth = 4.0
  var lineHeight = 20.0
  var ascent = 15.0
  /// The text also wraps at this width, as if it had a fixed frame.
  var wrapWidth = Double.infinity
  var grow = 0.0
  var alignment: ItemAlignment? = nil

  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    let limit = min(proposal.width ?? .infinity, wrapWidth)
    var lineCount = 1
    var lineWidth = 0.0
    var widest = 0.0
    for (index, word) in wordWidths.enumerated() {
      if index > 0, lineWidth + spaceWidth + word > limit {
        lineCount += 1
        lineWidth = word
      } else {
        lineWidth += (index > 0 ? spaceWidth : 0) + word
      }
      widest = max(widest, lineWidth)
    }
    let height = Double(lineCount) * lineHeight
    return ItemDimensions(
      size: Size(width: widest, height: height), firstTextBaseline: ascent,
      lastTextBaseline: height - lineHeight + ascent)
  }
}

/// An item that counts how often it is measured, and with which proposals.
final class CountingItem: FlowItem, @unchecked Sendable {
  let box: BoxItem
  private(set) var proposals: [ProposedSize] = []

  init(_ box: BoxItem) { self.box = box }

  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    proposals.append(proposal)
    return box.dimensions(in: proposal)
  }

  var grow: Double { box.grow }

  func basis(along axis: FlowAxis) -> Double? { box.basis(along: axis) }
}

extension BoxItem {
  /// The same box with width and height swapped, for transposition tests.
  var transposed: BoxItem {
    BoxItem(
      width: height, height: width, minWidth: minHeight, maxWidth: maxHeight,
      minHeight: minWidth, maxHeight: maxWidth, grow: grow, breakBefore: breakBefore,
      spacing: SpacingPreferences(
        top: spacing.leading, leading: spacing.top, bottom: spacing.trailing,
        trailing: spacing.bottom))
  }
}

extension Rect {
  var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }

  /// Whether the two rectangles share interior area.
  func overlaps(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}

extension Size {
  var transposed: Size { Size(width: height, height: width) }
}

/// A short description of frames for readable failures: `x,y wxh` per item.
func describe(_ frames: [Rect]) -> String {
  frames.map { "\(fmt($0.minX)),\(fmt($0.minY)) \(fmt($0.width))x\(fmt($0.height))" }
    .joined(separator: " | ")
}

private func fmt(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}

/// Random boxes of tag-like sizes; with `integers`, whole-point sizes so that exact fits happen.
func randomBoxes(
  count: Int, using generator: inout SplitMix64, integers: Bool = true
) -> [BoxItem] {
  (0..<count).map { _ in
    var width = Double.random(in: 0...120, using: &generator)
    var height = Double.random(in: 0...40, using: &generator)
    if integers {
      width.round()
      height.round()
    }
    if Int.random(in: 0..<20, using: &generator) == 0 { width = 0 }
    return BoxItem(
      width: width, height: height,
      breakBefore: Int.random(in: 0..<15, using: &generator) == 0)
  }
}

/// The invariants every horizontal, left-to-right layout must keep, checked with `#expect`.
///
/// Every shown item is placed exactly once in its line, in reading order; no two non-empty
/// frames overlap (neighbours are ordered along x, lines along y); neighbours are exactly `gap` apart when the line is packed at the start; every
/// line fits `available` unless it holds a single item; the container is the union of the frames,
/// separators included.
func expectInvariants(
  _ result: FlowResult, itemCount: Int, available: Double, packedGap: Double?,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var expectedStart = 0
  for line in result.lines {
    #expect(line.lowerBound == expectedStart, sourceLocation: sourceLocation)
    #expect(!line.isEmpty, "empty line", sourceLocation: sourceLocation)
    expectedStart = line.upperBound
    let frames = line.map { result.frames[$0] }
    for (left, right) in zip(frames, frames.dropFirst()) {
      #expect(left.maxX <= right.minX + 1e-9, "order", sourceLocation: sourceLocation)
      if let packedGap {
        #expect(
          abs(right.minX - left.maxX - packedGap) < 1e-9, "gap", sourceLocation: sourceLocation)
      }
    }
    if line.count > 1, let first = frames.first, let last = frames.last {
      #expect(
        last.maxX - first.minX <= available * (1 + 1e-9) + 1e-9, "line too long",
        sourceLocation: sourceLocation)
    }
  }
  #expect(expectedStart + result.hiddenCount == itemCount, sourceLocation: sourceLocation)
  // Neighbours in a line are ordered along x (above); lines must be ordered along y, so no two
  // frames overlap anywhere.
  let bands = result.lines.map { line in
    line.map { result.frames[$0] }.filter { $0.width > 0 && $0.height > 0 }
  }.filter { !$0.isEmpty }
  for (band, next) in zip(bands, bands.dropFirst()) {
    #expect(
      band.map(\.maxY).max()! <= next.map(\.minY).min()! + 1e-9, "lines overlap",
      sourceLocation: sourceLocation)
  }
  let shown = result.frames.prefix(expectedStart) + result.separators + result.lineSeparators
  for frame in result.frames {
    #expect(
      frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite
        && frame.height.isFinite, sourceLocation: sourceLocation)
  }
  let maxX = shown.map(\.maxX).max() ?? 0
  let maxY = shown.map(\.maxY).max() ?? 0
  #expect(abs(result.size.width - maxX) < 1e-9, "width", sourceLocation: sourceLocation)
  #expect(abs(result.size.height - maxY) < 1e-9, "height", sourceLocation: sourceLocation)
}
