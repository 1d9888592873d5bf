import FlowLayoutEngine

/// Draws chips as a self-contained SVG picture: the container's outline, rounded chips, and
/// their tags centred in a monospaced font whose advance ``ChipStyle/svg`` models.
struct SVGRenderer {
  /// Fill and stroke colours, one pair per chip in turn.
  static let palette = [
    ("#dbeafe", "#2563eb"), ("#ffedd5", "#ea580c"), ("#dcfce7", "#16a34a"),
    ("#f3e8ff", "#9333ea"), ("#fef9c3", "#ca8a04"), ("#ffe4e6", "#e11d48"),
  ]
  /// The space around the container, so that its outline shows.
  static let margin = 8.0

  /// The SVG document of `tags` laid out in `result`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of tags.
  func render(_ tags: [String], result: FlowResult) -> String {
    let margin = Self.margin
    let width = result.size.width + 2 * margin
    let height = result.size.height + 2 * margin
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
      viewBox="0 0 \(number(width)) \(number(height))" \
      font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="14">
      <rect x="\(number(margin - 0.5))" y="\(number(margin - 0.5))" \
      width="\(number(result.size.width + 1))" height="\(number(result.size.height + 1))" \
      fill="none" stroke="#a1a1aa" stroke-dasharray="4 3"/>

      """
    for line in result.lines {
      for index in line {
        let frame = result.frames[index]
        let (fill, stroke) = Self.palette[index % Self.palette.count]
        let x = frame.minX + margin
        let y = frame.minY + margin
        svg += """
          <rect x="\(number(x))" y="\(number(y))" width="\(number(frame.width))" \
          height="\(number(frame.height))" rx="\(number(min(frame.height, frame.width) / 2))" \
          fill="\(fill)" stroke="\(stroke)"/>
          <text x="\(number(x + frame.width / 2))" y="\(number(y + frame.height / 2))" \
          text-anchor="middle" dominant-baseline="central" fill="\(stroke)">\(escaped(tags[index]))</text>

          """
      }
    }
    return svg + "</svg>\n"
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
