import FlowLayoutEngine

/// Draws chips as a self-contained SVG picture: the container's outline, grey separators,
/// rounded chips, and their tags centred in a monospaced font whose advance ``ChipStyle/svg`` models.
struct SVGRenderer {
  /// Fill and stroke colours, one pair per chip in turn.
  static let palette = [
    ("#dbeafe", "#2563eb"), ("#ffedd5", "#ea580c"), ("#dcfce7", "#16a34a"),
    ("#f3e8ff", "#9333ea"), ("#fef9c3", "#ca8a04"), ("#ffe4e6", "#e11d48"),
  ]
  /// The space around the container, so that its outline shows.
  static let margin = 8.0

  /// The SVG document of `tags` laid out in `result`, with an insertion point marked at `caret`
  /// in red, if any.
  ///
  /// - Complexity: O(*n*), where *n* is the number of tags.
  func render(_ tags: [String], result: FlowResult, caret: Rect? = nil) -> String {
    let margin = Self.margin
    let width = result.size.width + 2 * margin
    let height = result.size.height + 2 * margin
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(coordinate(width))" height="\(coordinate(height))" \
      viewBox="0 0 \(coordinate(width)) \(coordinate(height))" \
      font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="14">
      <rect x="\(coordinate(margin - 0.5))" y="\(coordinate(margin - 0.5))" \
      width="\(coordinate(result.size.width + 1))" height="\(coordinate(result.size.height + 1))" \
      fill="none" stroke="#a1a1aa" stroke-dasharray="4 3"/>

      """
    for frame in result.separators + result.lineSeparators {
      svg += """
        <rect x="\(coordinate(frame.minX + margin))" y="\(coordinate(frame.minY + margin))" \
        width="\(coordinate(frame.width))" height="\(coordinate(frame.height))" fill="#a1a1aa"/>

        """
    }
    for line in result.lines {
      for index in line {
        let frame = result.frames[index]
        let (fill, stroke) = Self.palette[index % Self.palette.count]
        let x = frame.minX + margin
        let y = frame.minY + margin
        svg += """
          <rect x="\(coordinate(x))" y="\(coordinate(y))" width="\(coordinate(frame.width))" \
          height="\(coordinate(frame.height))" rx="\(coordinate(min(frame.height, frame.width) / 2))" \
          fill="\(fill)" stroke="\(stroke)"/>
          <text x="\(coordinate(x + frame.width / 2))" y="\(coordinate(y + frame.height / 2))" \
          text-anchor="middle" dominant-baseline="central" fill="\(stroke)">\(escaped(tags[index]))</text>

          """
      }
    }
    if let caret {
      svg += """
        <rect x="\(coordinate(caret.minX + margin))" y="\(coordinate(caret.minY + margin))" \
        width="\(coordinate(caret.width))" height="\(coordinate(caret.height))" rx="1.5" \
        fill="#dc2626"/>

        """
    }
    return svg + "</svg>\n"
  }

  /// A length or coordinate to a hundredth of a pixel, more than any screen shows, written
  /// without the binary noise of sums such as 82.80000000000001.
  private func coordinate(_ value: Double) -> String {
    number((value * 100).rounded() / 100)
  }

  private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
