import FlowLayoutEngine
import FlowLayoutPreviewer
import Testing

/// Parsing the command line is a pure function from arguments to an invocation.
@Suite struct InvocationParserTests {
  @Test func noArgumentsRunTheDemo() throws {
    #expect(try Invocation.parse([]) == .demo(DemoOptions()))
  }

  @Test(arguments: [
    (["--help"], Invocation.help(nil)),
    (["-h"], .help(nil)),
    (["help"], .help(nil)),
    (["help", "render"], .help(.render)),
    (["render", "--help"], .help(.render)),
    (["layout", "x.json", "-h"], .help(.layout)),
    (["--version"], .version),
    (["demo", "--version"], .version),
  ])
  func helpAndVersionAreRecognisedAnywhere(arguments: [String], expected: Invocation) throws {
    #expect(try Invocation.parse(arguments) == expected)
  }

  @Test func demoTakesAWidthAndWatch() throws {
    #expect(
      try Invocation.parse(["demo", "--width", "40", "--watch"])
        == .demo(DemoOptions(width: 40, watch: true)))
  }

  @Test func renderTakesEveryKnob() throws {
    let arguments = [
      "render", "a", "b c", "--width", "300", "--format", "svg", "--axis", "vertical",
      "--item-spacing", "4", "--line-spacing", "6", "--justification", "spaceBetween",
      "--last-line-justification", "center", "--item-alignment", "lastTextBaseline",
      "--line-alignment", "stretch", "--wrap", "reverse", "--rtl", "--line-breaking", "greedy",
      "--max-lines", "3", "--max-items-per-line", "2", "--cross-size", "90",
      "--collapse-empty-items", "--item", "1:grow=2,basis=10,alignment=end,breakBefore",
      "--item", "0:keepWithNext", "--label", "--", "--literal",
    ]
    var expected = RenderOptions()
    expected.tags = ["a", "b c", "--literal"]
    expected.width = 300
    expected.crossSize = 90
    expected.format = .svg
    expected.itemSettings = [
      1: FlowItemSettings(grow: 2, basis: 10, alignment: .end, breakBefore: true),
      0: FlowItemSettings(keepsWithNext: true),
    ]
    expected.labelsSettings = true
    expected.givenOptions = arguments.filter {
      $0.hasPrefix("--") && $0 != "--" && $0 != "--literal"
    }
    expected.flow = FlowEngine(
      axis: .vertical, itemSpacing: 4, lineSpacing: 6, justification: .spaceBetween,
      lastLineJustification: .center, itemAlignment: .lastTextBaseline, lineAlignment: .stretch,
      wrap: .reverse, layoutDirection: .rightToLeft, lineBreaking: .greedy, maxLines: 3,
      maxItemsPerLine: 2, collapsesEmptyItems: true)
    #expect(try Invocation.parse(arguments) == .render(expected))
  }

  @Test func layoutTakesAFileAndJSONLines() throws {
    #expect(try Invocation.parse(["layout"]) == .layout(LayoutOptions()))
    #expect(try Invocation.parse(["layout", "-"]) == .layout(LayoutOptions()))
    #expect(
      try Invocation.parse(["layout", "r.json", "--jsonl"])
        == .layout(LayoutOptions(file: "r.json", jsonLines: true)))
  }

  @Test(arguments: [
    (["bogus"], "unknown subcommand 'bogus'"),
    (["help", "bogus"], "unknown subcommand 'bogus'"),
    (["render", "--bogus"], "unknown option '--bogus'"),
    (["render", "--width"], "missing value for '--width'"),
    (["render", "--width", "-3"], "invalid value '-3' for '--width'; expected a number ≥ 0"),
    (["render", "--width", "nan"], "invalid value 'nan' for '--width'; expected a number ≥ 0"),
    (
      ["render", "--max-lines", "1.5"],
      "invalid value '1.5' for '--max-lines'; expected a whole number ≥ 0"
    ),
    (
      ["render", "--justification", "middle"],
      "invalid value 'middle' for '--justification'; expected one of start, center, end, "
        + "spaceBetween, spaceAround, spaceEvenly"
    ),
    (
      ["render", "--item", "x:grow=1"],
      "invalid value 'x:grow=1' for '--item'; expected an index and settings such as "
        + "2:grow=1,alignment=end"
    ),
    (
      ["render", "--item", "0:grow=-1"],
      "invalid setting 'grow=-1' for '--item'; expected grow=w, basis=n, alignment=(start, "
        + "center, end, stretch, firstTextBaseline, lastTextBaseline), breakBefore or "
        + "keepWithNext"
    ),
    (["demo", "extra"], "unexpected argument 'extra'"),
    (["layout", "a.json", "b.json"], "unexpected argument 'b.json'"),
  ])
  func mistakesAreUsageErrors(arguments: [String], message: String) {
    #expect(throws: PreviewerError.usage(message)) { try Invocation.parse(arguments) }
  }

  @Test func renderDefaultsDependOnTheFormat() {
    var options = RenderOptions()
    #expect(options.resolvedWidth(terminalWidth: 77) == 77)
    #expect(options.resolvedFlow.itemSpacing == 1 && options.resolvedFlow.lineSpacing == 0)
    options.format = .svg
    #expect(options.resolvedWidth(terminalWidth: 77) == 480)
    #expect(options.resolvedFlow.itemSpacing == 8 && options.resolvedFlow.lineSpacing == 8)
    options.flow.itemSpacing = 2
    #expect(options.resolvedFlow.itemSpacing == 2)
  }
}
