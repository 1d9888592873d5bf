import FlowLayoutEngine

/// How big a tag's chip is: its text's advance plus padding on both sides, and a fixed height
/// for a line of text, plus a line's advance for each line break in the tag.
///
/// Text is measured in terminal cells (``cellWidth(of:)``): a wide character such as a CJK
/// ideograph or an emoji takes two cells, a combining mark none.
public struct ChipStyle: Equatable, Sendable {
  /// The advance of one terminal cell of text.
  public var cellAdvance: Double
  /// The space between the chip's edge and its text, on each side.
  public var padding: Double
  /// The height of a chip of one line of text.
  public var height: Double
  /// How far apart the lines of a tag with line breaks are.
  public var lineAdvance: Double
  /// Where the first line's baseline is, from the top of a chip.
  public var baseline: Double
  /// The size of a separator between neighbouring chips, and the thickness of a rule between
  /// lines.
  public var separator: Size
  public var rule: Double

  /// Chips drawn with box-drawing characters: a border and a space on each side of the text,
  /// three rows high, a row more for each line break, the baseline under the first text row; a
  /// separator is one cell (a dot), a rule one row.
  public static let terminal = ChipStyle(
    cellAdvance: 1, padding: 2, height: 3, lineAdvance: 1, baseline: 2,
    separator: Size(width: 1, height: 1), rule: 1)

  /// Chips for SVG pictures, in CSS pixels: a 14 px monospaced font whose advance is 0.6 em
  /// (8.4 px) per cell, 12 px of padding, 28 px high with the first baseline 19 px down, 17 px
  /// more for each line break; a separator is a 2 × 16 px bar, a rule 1 px.
  public static let svg = ChipStyle(
    cellAdvance: 8.4, padding: 12, height: 28, lineAdvance: 17, baseline: 19,
    separator: Size(width: 2, height: 16), rule: 1)

  /// The chip of a tag: as wide as its widest line and its padding, as high as its lines; an
  /// empty tag is an empty item, of zero size.
  ///
  /// - Complexity: O(*c*) for *c* characters.
  public func item(for tag: String) -> Chip {
    guard !tag.isEmpty else { return Chip(size: .zero, firstBaseline: 0, lastBaseline: 0) }
    let lines = tag.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = lines.map { cellWidth(of: $0) }.max() ?? 0
    let breaks = Double(lines.count - 1) * lineAdvance
    return Chip(
      size: Size(width: Double(widest) * cellAdvance + 2 * padding, height: height + breaks),
      firstBaseline: baseline, lastBaseline: baseline + breaks)
  }
}
