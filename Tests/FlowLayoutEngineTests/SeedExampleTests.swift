import FlowLayoutEngine
import Testing

/// The lesson this package grew from lays out tag chips with a spacing of 8. These are its chips
/// (widths of `Text(tag).padding(8)`), laid out at three widths, with every frame written out.
/// Unlike the lesson, the container hugs its longest line instead of reporting the proposed width.
@Suite struct SeedExampleTests {
  static let chips = [60.0, 80, 70, 50, 55, 65].map { BoxItem(width: $0, height: 32) }
  static let flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)

  @Test(arguments: [
    // [Swift][SwiftUI]            (226 > 200: "Layout" wraps)
    // [Layout][Flow][Wrap]        (264 > 200: "Chips" wraps)
    // [Chips]
    (
      200.0, Size(width: 191, height: 112),
      [
        Rect(x: 0, y: 0, width: 60, height: 32), Rect(x: 68, y: 0, width: 80, height: 32),
        Rect(x: 0, y: 40, width: 70, height: 32), Rect(x: 78, y: 40, width: 50, height: 32),
        Rect(x: 136, y: 40, width: 55, height: 32), Rect(x: 0, y: 80, width: 65, height: 32),
      ]
    ),
    // [Swift][SwiftUI][Layout][Flow]   (284 ≤ 300)
    // [Wrap][Chips]
    (
      300.0, Size(width: 284, height: 72),
      [
        Rect(x: 0, y: 0, width: 60, height: 32), Rect(x: 68, y: 0, width: 80, height: 32),
        Rect(x: 156, y: 0, width: 70, height: 32), Rect(x: 234, y: 0, width: 50, height: 32),
        Rect(x: 0, y: 40, width: 55, height: 32), Rect(x: 63, y: 40, width: 65, height: 32),
      ]
    ),
    // One chip per line: no two neighbours fit in 100.
    (
      100.0, Size(width: 80, height: 232),
      [
        Rect(x: 0, y: 0, width: 60, height: 32), Rect(x: 0, y: 40, width: 80, height: 32),
        Rect(x: 0, y: 80, width: 70, height: 32), Rect(x: 0, y: 120, width: 50, height: 32),
        Rect(x: 0, y: 160, width: 55, height: 32), Rect(x: 0, y: 200, width: 65, height: 32),
      ]
    ),
  ])
  func seedChipsWrapAtWidth(width: Double, size: Size, frames: [Rect]) {
    let result = Self.flow.layout(Self.chips, proposal: ProposedSize(width: width, height: nil))
    #expect(result.size == size)
    #expect(result.frames == frames, "\(describe(result.frames))")
    #expect(result.hiddenCount == 0)
  }

  /// The lesson's `spacing` property was ignored by its helper, which always used 8.
  @Test func storedSpacingIsUsed() {
    let flow = FlowEngine(itemSpacing: 20, lineSpacing: 3)
    let result = flow.layout(Self.chips, proposal: ProposedSize(width: 200, height: nil))
    #expect(result.frames[1].minX == 80)
    #expect(result.frames[2].minY == 35)
  }

  /// The lesson reported a width of 0 for a `nil` proposal; a `nil` width means the ideal size:
  /// everything on one line.
  @Test func unspecifiedWidthIsTheIdealSingleLine() {
    let result = Self.flow.layout(Self.chips, proposal: .unspecified)
    #expect(result.lines == [0..<6])
    #expect(result.size == Size(width: 380 + 5 * 8, height: 32))
  }
}
