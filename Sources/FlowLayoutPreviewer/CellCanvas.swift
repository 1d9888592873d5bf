/// A grid of terminal cells to draw chips into.
struct CellCanvas {
  /// One cell: the text it shows (empty for the second half of a wide character) and its colour.
  private struct Cell {
    var text: String = " "
    var color: Int?
  }

  private var cells: [[Cell]]
  private let width: Int

  init(width: Int, height: Int) {
    self.width = max(width, 0)
    cells = Array(repeating: Array(repeating: Cell(), count: self.width), count: max(height, 0))
  }

  /// Draws a chip with a rounded border and its tag's lines centred, one a row. A chip less than
  /// three rows high shows its tag alone, and a tag wider than the chip is cut at a cell boundary.
  mutating func drawChip(_ tag: String, x: Int, y: Int, width: Int, height: Int, color: Int?) {
    guard width > 0, height > 0 else { return }
    let lines = tag.split(separator: "\n", omittingEmptySubsequences: false)
    let top = y + Swift.max(height - lines.count, 0) / 2
    if height >= 3 {
      put("╭" + String(repeating: "─", count: max(width - 2, 0)) + "╮", x: x, y: y, color: color)
      for row in (y + 1)..<(y + height - 1) {
        put("│", x: x, y: row, color: color)
        put("│", x: x + width - 1, y: row, color: color)
      }
      put(
        "╰" + String(repeating: "─", count: max(width - 2, 0)) + "╯", x: x, y: y + height - 1,
        color: color)
    }
    let room = height >= 3 ? width - 4 : width
    for (row, line) in lines.enumerated() {
      let text = fitted(line, into: room)
      put(text, x: x + (width - cellWidth(of: text)) / 2, y: top + row, color: color)
    }
  }

  /// Fills a rectangle of cells with `character`, uncoloured: a separator.
  mutating func fill(_ character: Character, x: Int, y: Int, width: Int, height: Int) {
    guard width > 0 else { return }
    for row in y..<(y + max(height, 0)) {
      put(String(repeating: character, count: width), x: x, y: row, color: nil)
    }
  }

  /// The rows as text, with ANSI colour codes where cells have a colour, trailing spaces removed.
  var rows: [String] {
    cells.map { row in
      var line = ""
      var current: Int?
      for cell in row {
        if cell.color != current {
          line += cell.color.map { "\u{1B}[38;5;\($0)m" } ?? "\u{1B}[0m"
          current = cell.color
        }
        line += cell.text
      }
      if current != nil { line += "\u{1B}[0m" }
      return line.trimmingTrailingSpaces()
    }
  }

  /// Writes text into consecutive cells starting at `x`; a wide character fills two cells.
  private mutating func put(_ text: String, x: Int, y: Int, color: Int?) {
    guard cells.indices.contains(y) else { return }
    var column = x
    for character in text {
      let span = cellWidth(of: character)
      if span == 0 {
        if column > 0, column - 1 < width { cells[y][column - 1].text.append(character) }
        continue
      }
      if column >= 0, column + span <= width {
        cells[y][column] = Cell(text: String(character), color: color)
        if span == 2 { cells[y][column + 1] = Cell(text: "", color: color) }
      }
      column += span
    }
  }

  /// The longest prefix of `tag` that fits in `room` cells.
  private func fitted(_ tag: Substring, into room: Int) -> String {
    var used = 0
    var prefix = ""
    for character in tag {
      let span = cellWidth(of: character)
      if used + span > room { break }
      used += span
      prefix.append(character)
    }
    return prefix
  }
}

extension String {
  /// The string without trailing spaces (escape codes are not spaces, so a coloured row keeps
  /// its reset code).
  fileprivate func trimmingTrailingSpaces() -> String {
    var trimmed = self
    while trimmed.last == " " { trimmed.removeLast() }
    return trimmed
  }
}
