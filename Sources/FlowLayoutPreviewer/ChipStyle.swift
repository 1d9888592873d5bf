import FlowLayoutEngine

/// How big a tag's chip is: its text's advance plus padding on both sides, and a fixed height.
///
/// Text is measured in terminal cells (``cellWidth(of:)``): a wide character such as a CJK
/// ideograph or an emoji takes two cells, a combining mark none.
public struct ChipStyle: Equatable, Sendable {
  /// The advance of one terminal cell of text.
  public var cellAdvance: Double
  /// The space between the chip's edge and its text, on each side.
  public var padding: Double
  public var height: Double
  /// The size of a separator between neighbouring chips, and the thickness of a rule between
  /// lines.
  public var separator: Size
  public var rule: Double

  /// Chips drawn with box-drawing characters: a border and a space on each side of the text,
  /// three rows high; a separator is one cell (a dot), a rule one row.
  public static let terminal = ChipStyle(
    cellAdvance: 1, padding: 2, height: 3, separator: Size(width: 1, height: 1), rule: 1)

  /// Chips for SVG pictures, in CSS pixels: a 14 px monospaced font whose advance is 0.6 em
  /// (8.4 px) per cell, 12 px of padding, 28 px high; a separator is a 2 × 16 px bar, a rule
  /// 1 px.
  public static let svg = ChipStyle(
    cellAdvance: 8.4, padding: 12, height: 28, separator: Size(width: 2, height: 16), rule: 1)

  /// The chip of a tag, as a fixed box.
  public func item(for tag: String) -> BoxItem {
    BoxItem(width: Double(cellWidth(of: tag)) * cellAdvance + 2 * padding, height: height)
  }
}
