import FlowLayoutEngine

/// The options of each subcommand, in the order the help text lists them: the one place where
/// an option is declared. ``Invocation/parse(_:)`` reads options through these tables,
/// ``HelpText`` lists them, and a test checks the README's lists against them.
enum OptionTable {
  static let demo: [OptionDeclaration<DemoOptions>] = [
    .length(
      "--width", "<width>", "The width to wrap at, in cells. (default: the terminal's width)",
      \.width),
    .flag(
      "--watch",
      """
      Reflow live when the terminal is resized or chips are added
      (+) or removed (-); quit with q or Ctrl-C.
      """
    ) {
      $0.watch = true
    },
  ]

  static let render: [OptionDeclaration<RenderOptions>] = [
    .choice("--format", "<format>", cases(\.format), \.format),
    .length(
      "--width", "<width>",
      "The width to wrap at. (default: the terminal's width, or \(pixels(RenderOptions.defaultPixelWidth)))",
      \.width),
    .length(
      "--cross-size", "<n>",
      """
      The container's size across the lines, which --line-alignment
      shares. (default: what the lines need)
      """,
      \.crossSize),
    .choice("--axis", "<axis>", cases(\.flow.axis), \.flow.axis),
    .length(
      "--item-spacing", "<n>", "Between chips. (default: \(spacings { $0.item }))",
      \.flow.itemSpacing),
    .length(
      "--line-spacing", "<n>", "Between lines. (default: \(spacings { $0.line }))",
      \.flow.lineSpacing),
    .choice("--justification", "<j>", cases(\.flow.justification), \.flow.justification),
    .choice(
      "--last-line-justification", "<j>",
      "The same values, for the last line. (default: --justification)",
      \.flow.lastLineJustification),
    .choice("--item-alignment", "<a>", cases(\.flow.itemAlignment), \.flow.itemAlignment),
    .choice("--line-alignment", "<a>", cases(\.flow.lineAlignment), \.flow.lineAlignment),
    .choice("--wrap", "<wrap>", cases(\.flow.wrap), \.flow.wrap),
    .choice(
      "--layout-direction", "<d>", cases(\.flow.layoutDirection), \.flow.layoutDirection),
    .flag("--rtl", "Lay out right to left: --layout-direction rightToLeft.") {
      $0.flow.layoutDirection = .rightToLeft
    },
    .choice("--line-breaking", "<b>", cases(\.flow.lineBreaking), \.flow.lineBreaking),
    .count(
      "--min-lines", "<n>", "With balanced breaking, divide the chips into at least n lines.",
      \.flow.minLines),
    .count(
      "--line-count", "<n>",
      """
      Divide the chips into at most n lines, balanced, at the shortest
      width that holds them: rows that scroll sideways. Replaces --width.
      """,
      \.flow.lineCount),
    .count(
      "--max-lines", "<n>", "Show at most n lines; the rest are hidden and counted.",
      \.flow.maxLines),
    .count("--max-items-per-line", "<n>", "Put at most n chips on a line.", \.flow.maxItemsPerLine),
    .flag("--separator", "Draw a separator between neighbouring chips.") {
      $0.separatesItems = true
    },
    .flag("--line-separator", "Draw a rule between lines.") { $0.separatesLines = true },
    .flag(
      "--collapse-empty-items",
      "Empty tags (\"\") take no gap or separator, and lines break without them."
    ) { $0.flow.collapsesEmptyItems = true },
    OptionDeclaration(
      name: "--item", placeholder: "<i:settings>",
      abstract: """
        Settings of the tag at index i (from 0), in the JSON contract's words:
        grow=w, basis=n, alignment=a, breakBefore, keepWithNext; e.g. 2:grow=1.
        """
    ) { options, reader throws(PreviewerError) in
      let (index, settings) = try reader.itemSettings(for: "--item")
      options.itemSettings[index] = settings
    },
    .mark(
      "--join", "<mark>",
      """
      A tag ending in this mark stays on the line of the next tag;
      the mark is not drawn.
      """, \.joinMark),
    .point(
      "--drop-at", "<x,y>", "Mark where a chip dropped at this point would be inserted.",
      \.dropAt),
    OptionDeclaration(
      name: "--navigate", placeholder: "<i:moves>",
      abstract: """
        Draw where focus goes from the tag at index i (from 0) on each
        move: \(caseList(FlowMove.self)); e.g. 3:down,down,right.
        """
    ) { options, reader throws(PreviewerError) in
      options.navigate = try reader.navigation(for: "--navigate")
    },
    .count("--count", "<n>", "Lay out n generated tags instead of your own.", \.count),
    .flag(
      "--label",
      """
      Label the picture with the settings given, as Swift, this command
      and JSON spell them.
      """
    ) { $0.labelsSettings = true },
    .flag("--time", "Report how long laying out took, on standard error.") { $0.time = true },
  ]

  static let layout: [OptionDeclaration<LayoutOptions>] = [
    .flag(
      "--jsonl",
      """
      Read one request per line and write one result per line; a line
      that fails gets {"error": "..."} and the rest go on.
      """
    ) { $0.jsonLines = true }
  ]

  /// A setting's cases and its default, which is the setting's value in options made with none.
  private static func cases<Choice: RawRepresentable & CaseIterable>(
    _ path: KeyPath<RenderOptions, Choice>
  ) -> String where Choice.RawValue == String {
    "\(caseList(Choice.self)) (default: \(RenderOptions()[keyPath: path].rawValue))"
  }

  /// A spacing's defaults in a terminal and in pixels.
  private static func spacings(_ kind: ((item: Double, line: Double)) -> Double) -> String {
    let cells = kind(RenderOptions.defaultSpacing(for: .terminal))
    let pixels = kind(RenderOptions.defaultSpacing(for: .svg))
    return "\(number(cells)) \(cells == 1 ? "cell" : "cells"), or \(Self.pixels(pixels))"
  }

  private static func pixels(_ value: Double) -> String { "\(number(value)) px" }
}
