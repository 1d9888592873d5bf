import FlowLayoutEngine

/// Draws chips as a self-contained SVG picture: the container's outline, grey separators,
/// rounded chips with their tags' lines centred in a monospaced font whose advance
/// ``ChipStyle/svg`` models, a dashed line at each line's shared baseline when items align on
/// baselines, the count of items hidden by `maxLines`, and optionally a label of the settings.
///
/// The colours read on light and dark backgrounds alike: the picture's style switches to its
/// dark colours when the viewer prefers a dark scheme, so one file serves both.
struct SVGRenderer {
  /// Light and dark fills and strokes, one set per chip in turn: (light fill, light stroke, dark
  /// fill, dark stroke).
  static let palette = [
    ("#dbeafe", "#2563eb", "#1e3a8a", "#93c5fd"), ("#ffedd5", "#ea580c", "#7c2d12", "#fdba74"),
    ("#dcfce7", "#16a34a", "#14532d", "#86efac"), ("#f3e8ff", "#9333ea", "#581c87", "#d8b4fe"),
    ("#fef9c3", "#ca8a04", "#713f12", "#fde047"), ("#ffe4e6", "#e11d48", "#881337", "#fda4af"),
  ]
  /// The space around the container, so that its outline shows.
  static let margin = 8.0
  /// The height of a line of the label and of the hidden count, in their 12 px font.
  static let captionLine = 16.0
  /// The advance of a character of the label's 12 px monospaced font.
  static let captionAdvance = 7.2

  /// The flow the chips were laid out with, for the baselines its items align on.
  var flow: FlowEngine
  /// The label's lines, drawn above the picture; none for no label.
  var label: [String] = []
  /// The picture's title, which viewers give as its alternative text.
  var title: String

  /// The SVG document of `tags`, whose chips are `chips`, laid out in `result`, with an
  /// insertion point marked at `caret` in red and a path of focus drawn over the chips, if any.
  ///
  /// - Complexity: O(*n* + *m*), where *n* is the number of tags and *m* of moves.
  func render(
    _ tags: [String], chips: [Chip], result: FlowResult, caret: Rect? = nil,
    focusPath: FocusPath? = nil
  ) -> String {
    let margin = Self.margin
    let top = margin + Double(label.count) * Self.captionLine + (label.isEmpty ? 0 : 6)
    let hiddenLine = result.hiddenCount > 0 ? Self.captionLine + 4 : 0
    let labelWidth = Double(label.map(\.count).max() ?? 0) * Self.captionAdvance
    let width = max(result.size.width, labelWidth) + 2 * margin
    let height = top + result.size.height + hiddenLine + margin
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(coordinate(width))" height="\(coordinate(height))" \
      viewBox="0 0 \(coordinate(width)) \(coordinate(height))" role="img" \
      font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="14">
      <title>\(escaped(title))</title>
      <style>\(style(drawsFocus: focusPath != nil))</style>

      """
    for (number, line) in label.enumerated() {
      svg += """
        <text x="\(coordinate(margin))" y="\(coordinate(margin + Double(number) * Self.captionLine + 12))" \
        font-size="12" class="caption" xml:space="preserve">\(escaped(line))</text>

        """
    }
    svg += """
      <rect x="\(coordinate(margin - 0.5))" y="\(coordinate(top - 0.5))" \
      width="\(coordinate(result.size.width + 1))" height="\(coordinate(result.size.height + 1))" \
      class="outline"/>

      """
    for frame in result.separators + result.lineSeparators {
      svg += """
        <rect x="\(coordinate(frame.minX + margin))" y="\(coordinate(frame.minY + top))" \
        width="\(coordinate(frame.width))" height="\(coordinate(frame.height))" class="rule"/>

        """
    }
    for line in result.lines {
      for index in line {
        svg += chip(
          tags[index], at: result.frames[index], color: index % Self.palette.count, top: top)
      }
      svg += baselines(of: line, chips: chips, result: result, top: top)
    }
    if result.hiddenCount > 0 {
      svg += """
        <text x="\(coordinate(margin))" y="\(coordinate(top + result.size.height + 4 + 12))" \
        font-size="12" class="caption">+\(result.hiddenCount) more</text>

        """
    }
    if let caret {
      svg += """
        <rect x="\(coordinate(caret.minX + margin))" y="\(coordinate(caret.minY + top))" \
        width="\(coordinate(caret.width))" height="\(coordinate(caret.height))" rx="1.5" \
        class="caret"/>

        """
    }
    if let focusPath {
      svg += self.svg(of: focusPath, over: result.frames, margin: margin, top: top)
    }
    return svg + "</svg>\n"
  }

  /// The picture's colours, light, then dark when the viewer prefers it; with a path of focus's
  /// when `drawsFocus`.
  private func style(drawsFocus: Bool) -> String {
    var light = ".outline{fill:none;stroke:#a1a1aa;stroke-dasharray:4 3}.rule{fill:#a1a1aa}"
    light += ".caption{fill:#52525b}.caret{fill:#dc2626}"
    if drawsFocus {
      light += ".focus-path{fill:none;stroke:#2563eb;stroke-width:2;stroke-linejoin:round}"
      light += ".focus-stop{fill:#2563eb}.focus-number{fill:#fff}"
      light += ".focus-ring{fill:none;stroke:#2563eb;stroke-width:2}"
    }
    light +=
      ".empty{stroke:#71717a;stroke-dasharray:2 2}.baseline{stroke:#e11d48;stroke-dasharray:3 2}"
    var dark = ".caption{fill:#d4d4d8}.baseline{stroke:#fb7185}.empty{stroke:#a1a1aa}"
    for (number, colors) in Self.palette.enumerated() {
      light += ".c\(number){fill:\(colors.0);stroke:\(colors.1)}.t\(number){fill:\(colors.1)}"
      dark += ".c\(number){fill:\(colors.2);stroke:\(colors.3)}.t\(number){fill:\(colors.3)}"
    }
    return light + "@media (prefers-color-scheme:dark){\(dark)}"
  }

  /// A chip at `frame`, its tag's lines centred, one every ``ChipStyle/lineAdvance``; an empty
  /// tag's item as a dashed tick, a chip high, centred where it is.
  private func chip(_ tag: String, at frame: Rect, color: Int, top: Double) -> String {
    let x = frame.minX + Self.margin
    let y = frame.minY + top
    guard !tag.isEmpty else {
      let middle = y + frame.height / 2
      let half = ChipStyle.svg.height / 2
      return """
        <line x1="\(coordinate(x))" y1="\(coordinate(middle - half))" x2="\(coordinate(x))" \
        y2="\(coordinate(middle + half))" class="empty"/>

        """
    }
    var svg = """
      <rect x="\(coordinate(x))" y="\(coordinate(y))" width="\(coordinate(frame.width))" \
      height="\(coordinate(frame.height))" rx="\(coordinate(min(ChipStyle.svg.height, frame.width) / 2))" \
      class="c\(color)"/>

      """
    let lines = tag.split(separator: "\n", omittingEmptySubsequences: false)
    let advance = ChipStyle.svg.lineAdvance
    let first = y + frame.height / 2 - Double(lines.count - 1) * advance / 2
    for (number, line) in lines.enumerated() {
      svg += """
        <text x="\(coordinate(x + frame.width / 2))" y="\(coordinate(first + Double(number) * advance))" \
        text-anchor="middle" dominant-baseline="central" class="t\(color)">\(escaped(String(line)))</text>

        """
    }
    return svg
  }

  /// A dashed line across `line` at the baseline its items share, for items that align on
  /// their first or last text baselines; nothing otherwise.
  private func baselines(
    of line: Range<Int>, chips: [Chip], result: FlowResult, top: Double
  ) -> String {
    guard flow.axis == .horizontal else { return "" }
    var svg = ""
    for alignment in [ItemAlignment.firstTextBaseline, .lastTextBaseline] {
      let aligned = line.filter { (chips[$0].alignment ?? flow.itemAlignment) == alignment }
      guard let first = aligned.first else { continue }
      let frame = result.frames[first]
      let dimensions = chips[first].dimensions(in: ProposedSize(frame.size))
      let offset =
        alignment == .firstTextBaseline
        ? dimensions.firstTextBaseline : dimensions.lastTextBaseline
      let y = frame.minY + (offset ?? frame.height) + top
      let start = line.map { result.frames[$0].minX }.min() ?? 0
      let end = line.map { result.frames[$0].maxX }.max() ?? 0
      svg += """
        <line x1="\(coordinate(start + Self.margin - 4))" y1="\(coordinate(y))" \
        x2="\(coordinate(end + Self.margin + 4))" y2="\(coordinate(y))" class="baseline"/>

        """
    }
    return svg
  }

  /// A length or coordinate to a hundredth of a pixel, more than any screen shows, written
  /// without the binary noise of sums such as 82.80000000000001.
  func coordinate(_ value: Double) -> String {
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
