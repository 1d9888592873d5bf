import FlowLayoutEngine

/// Draws chips with rounded box-drawing borders into rows of text, optionally coloured with ANSI
/// escape codes; item separators as dots and line separators as rules.
///
/// ```
/// ╭───────╮ ╭────────╮
/// │ Swift │ │ Layout │
/// ╰───────╯ ╰────────╯
/// ```
struct TerminalRenderer {
  /// Whether to colour the chips with ANSI escape codes (only when writing to a terminal).
  var colored: Bool

  /// ANSI 256-colour foregrounds, one per chip in turn.
  static let palette = [39, 208, 170, 141, 220, 75, 203, 114]

  /// The picture of `tags` laid out in `result`, in cell units, one string per row, with
  /// trailing spaces removed; with an insertion point marked at `caret`, if any.
  ///
  /// Positions are rounded to whole cells with the same rule everywhere (half-way rounds right and
  /// down), so chips that do not overlap in the layout do not overlap in cells either.
  ///
  /// - Complexity: O(*w* × *h* + *n*) for a *w* × *h* cell layout of *n* chips.
  func render(_ tags: [String], result: FlowResult, caret: Rect? = nil) -> [String] {
    var canvas = CellCanvas(width: cell(result.size.width), height: cell(result.size.height))
    for frame in result.separators {
      canvas.fill(
        "·", x: cell(frame.minX), y: cell(frame.minY), width: cell(frame.width),
        height: cell(frame.height))
    }
    for frame in result.lineSeparators {
      canvas.fill(
        "─", x: cell(frame.minX), y: cell(frame.minY), width: cell(frame.width),
        height: cell(frame.height))
    }
    for line in result.lines {
      for index in line {
        let frame = result.frames[index]
        canvas.drawChip(
          tags[index], x: cell(frame.minX), y: cell(frame.minY), width: cell(frame.width),
          height: cell(frame.height),
          color: colored ? Self.palette[index % Self.palette.count] : nil)
      }
    }
    // On top, so that at a line's edge it shows over the chip's border.
    if let caret {
      canvas.fill(
        "┃", x: cell(caret.minX), y: cell(caret.minY), width: max(cell(caret.width), 1),
        height: max(cell(caret.height), 1))
    }
    return canvas.rows
  }

  private func cell(_ value: Double) -> Int {
    Int((value + 0.5).rounded(.down))
  }
}
