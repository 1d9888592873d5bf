import FlowLayoutEngine

/// The help and usage texts of `flowlayout`, in swift-argument-parser's layout.
enum HelpText {
  static let version = "0.1.0"

  static func usage(_ subcommand: Invocation.Subcommand?) -> String {
    switch subcommand {
    case nil: "USAGE: flowlayout <subcommand>"
    case .demo: "USAGE: flowlayout demo [--width <width>] [--watch]"
    case .render: "USAGE: flowlayout render [<tag> ...] [<options>]"
    case .layout: "USAGE: flowlayout layout [<file>] [--jsonl]"
    }
  }

  static func help(_ subcommand: Invocation.Subcommand?) -> String {
    switch subcommand {
    case nil: overview
    case .demo: demo
    case .render: render
    case .layout: layout
    }
  }

  private static func values<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) -> String
  where Choice.RawValue == String {
    Choice.allCases.map(\.rawValue).joined(separator: ", ")
  }

  private static let overview = """
    OVERVIEW: Lays out tags as chips in a flow that wraps like text, and shows them in the
    terminal, as SVG or as JSON.

    \(usage(nil))

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      demo (default)          Show built-in tags as chips at the terminal's width.
      render                  Lay out your own tags as chips, SVG or JSON.
      layout                  Read a JSON layout request and write the JSON result.

      See 'flowlayout help <subcommand>' for detailed help.
    """

  private static let demo = """
    OVERVIEW: Show built-in tags, in Dutch, Polish, Chinese, French and emoji, as coloured chips
    that wrap at the terminal's width.

    \(usage(.demo))

    OPTIONS:
      --width <width>         The width to wrap at, in cells. (default: the terminal's width)
      --watch                 Reflow live when the terminal is resized; quit with q or Ctrl-C.
      --version               Show the version.
      -h, --help              Show help information.
    """

  private static let render = """
    OVERVIEW: Lay out your own tags as chips in the terminal, as an SVG picture or as JSON.

    Text is measured in terminal cells: CJK characters and emoji take two, combining marks none.
    SVG and JSON use pixels: a 14 px monospaced font with an advance of 8.4 px per cell, 12 px of
    padding on each side, chips 28 px high.

    \(usage(.render))

    ARGUMENTS:
      <tag>                   A tag. Without tags, reads them from standard input, one per line.

    OPTIONS:
      --format <format>       \(values(RenderOptions.Format.self)) (default: terminal)
      --width <width>         The width to wrap at. (default: the terminal's width, or 480 px)
      --axis <axis>           \(values(FlowAxis.self)) (default: horizontal)
      --item-spacing <n>      Between chips. (default: 1 cell, or 8 px)
      --line-spacing <n>      Between lines. (default: 0 cells, or 8 px)
      --justification <j>     \(values(Justification.self)) (default: start)
      --last-line-justification <j>
                              The same values, for the last line. (default: --justification)
      --item-alignment <a>    \(values(ItemAlignment.self)) (default: center)
      --line-alignment <a>    \(values(LineAlignment.self)) (default: start)
      --wrap <wrap>           \(values(Wrap.self)) (default: forward)
      --rtl                   Lay out right to left.
      --line-breaking <b>     \(values(LineBreaking.self)) (default: greedy)
      --max-lines <n>         Show at most n lines; the rest are hidden and counted.
      --max-items-per-line <n>
                              Put at most n chips on a line.
      --version               Show the version.
      -h, --help              Show help information.
    """

  private static let layout = """
    OVERVIEW: Read a JSON layout request and write the JSON result (the contract is documented in
    the README).

    \(usage(.layout))

    ARGUMENTS:
      <file>                  The request file. (default: standard input)

    OPTIONS:
      --jsonl                 Read one request per line and write one result per line; a line
                              that fails gets {"error": "..."} and the rest go on.
      --version               Show the version.
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 64 usage error, 65 invalid request, 1 unreadable file.
    """
}
