import FlowLayoutEngine

/// The help and usage texts of `flowlayout`, in swift-argument-parser's layout.
enum HelpText {
  static let version = "0.1.0"

  static func usage(_ subcommand: Invocation.Subcommand?) -> String {
    switch subcommand {
    case nil: "USAGE: flowlayout <subcommand>"
    case .demo: "USAGE: flowlayout demo \(brackets(OptionTable.demo))"
    case .render: "USAGE: flowlayout render [<tag> ...] [<options>]"
    case .layout: "USAGE: flowlayout layout [<file>] \(brackets(OptionTable.layout))"
    }
  }

  /// The options of a table as a usage line shows them: `[--width <width>] [--watch]`.
  private static func brackets<Options>(_ table: [OptionDeclaration<Options>]) -> String {
    table.map { "[\($0.label)]" }.joined(separator: " ")
  }

  /// The OPTIONS section of a subcommand: its table's options, then the ones every subcommand
  /// has.
  private static func options<Options>(_ table: [OptionDeclaration<Options>]) -> String {
    optionsSection(table.map { entry($0.label, $0.abstract) })
  }

  /// An OPTIONS section of `entries`, then the options every subcommand has.
  private static func optionsSection(_ entries: [String]) -> String {
    "OPTIONS:\n" + (entries + common).joined(separator: "\n")
  }

  /// The options every subcommand has.
  private static let common = [
    entry("--version", "Show the version."), entry("-h, --help", "Show help information."),
  ]

  /// One entry of a help section: the label in a column of 24 characters and what it does
  /// beside it, or on the next line when the label is too long for the column.
  private static func entry(_ label: String, _ abstract: String) -> String {
    let column = 24
    let indent = String(repeating: " ", count: column + 2)
    let text = abstract.split(separator: "\n").joined(separator: "\n" + indent)
    let head = "  " + label
    return head.count <= column
      ? head + String(repeating: " ", count: column + 2 - head.count) + text
      : head + "\n" + indent + text
  }

  static func help(_ subcommand: Invocation.Subcommand?) -> String {
    switch subcommand {
    case nil: overview
    case .demo: demo
    case .render: render
    case .layout: layout
    }
  }

  private static let overview = """
    OVERVIEW: Lays out tags as chips in a flow that wraps like text, and shows them in the
    terminal, as SVG or as JSON.

    \(usage(nil))

    \(optionsSection([]))

    SUBCOMMANDS:
    \(entry("demo (default)", "Show built-in tags as chips at the terminal's width."))
    \(entry("render", "Lay out your own tags as chips, SVG or JSON."))
    \(entry("layout", "Read a JSON layout request and write the JSON result."))

      See 'flowlayout help <subcommand>' for detailed help.
    """

  private static let demo = """
    OVERVIEW: Show built-in tags, in Dutch, Polish, Chinese, French and emoji, as coloured chips
    that wrap at the terminal's width.

    \(usage(.demo))

    \(options(OptionTable.demo))
    """

  private static let render = """
    OVERVIEW: Lay out your own tags as chips in the terminal, as an SVG picture or as JSON.

    Text is measured in terminal cells: CJK characters and emoji take two, combining marks none.
    SVG and JSON use pixels: a 14 px monospaced font with an advance of 8.4 px per cell, 12 px of
    padding on each side, chips 28 px high, 17 px more for each line break in a tag.

    The options use the settings' words (FlowEngine's in Swift, the JSON contract's): axis,
    justification, lastLineJustification, itemAlignment, lineAlignment, wrap, layoutDirection,
    lineBreaking, minLines, lineCount, maxLines, maxItemsPerLine, itemSeparator, lineSeparator,
    collapsesEmptyItems, and each item's grow, basis, alignment, breakBefore and keepWithNext.
    The Settings article of the documentation (FlowLayoutEngine.docc/Settings.md) draws every
    value of each with this command; Scripts/update-pictures.sh has the command of each picture.

    \(usage(.render))

    ARGUMENTS:
      <tag>                   A tag. Without tags, reads them from standard input, one per line.

    \(options(OptionTable.render))
    """

  private static let layout = """
    OVERVIEW: Read a JSON layout request and write the JSON result (the contract is documented in
    Documentation/JSONContract.md).

    \(usage(.layout))

    ARGUMENTS:
      <file>                  The request file. (default: standard input)

    \(options(OptionTable.layout))

    EXIT STATUS:
      0 success, 64 usage error, 65 invalid request, 1 unreadable file.
    """
}
