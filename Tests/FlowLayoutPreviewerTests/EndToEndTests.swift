import Foundation
import Testing

/// Runs the built `flowlayout` executable as a user or a script would.
@Suite struct EndToEndTests {
  /// The whole help of each subcommand, in swift-argument-parser's layout, as the golden files
  /// in `Golden/help-*.txt` hold it: every option with its values and default.
  @Test(arguments: [
    ("overview", []), ("demo", ["demo"]), ("render", ["render"]), ("layout", ["layout"]),
  ])
  func helpIsTheWholeGoldenText(name: String, subcommand: [String]) throws {
    let output = try Executable.run(subcommand + ["--help"])
    let golden = try String(
      contentsOf: goldenFolder.appendingPathComponent("help-\(name).txt"), encoding: .utf8)
    #expect(output.status == 0)
    #expect(output.standardOutput == golden)
  }

  @Test func versionPrintsTheVersion() throws {
    let output = try Executable.run(["--version"])
    #expect(output.status == 0 && output.standardOutput == "0.1.0\n")
  }

  /// Not writing to a terminal, the demo is plain text: chips of box-drawing characters at the
  /// width `COLUMNS` names, and no escape codes.
  @Test func demoWithoutATerminalIsPlainText() throws {
    let output = try Executable.run([], environment: ["COLUMNS": "60"])
    #expect(output.status == 0)
    #expect(!output.standardOutput.contains("\u{1B}"))
    #expect(output.standardOutput.contains("│ 流式布局 │"))
    #expect(output.standardOutput.contains("╭"))
    let rows = output.standardOutput.split(separator: "\n")
    #expect(rows.count.isMultiple(of: 3) && rows.count >= 6)
    for row in rows { #expect(row.count <= 60) }
  }

  @Test func demoTakesAWidth() throws {
    let narrow = try Executable.run(["demo", "--width", "30"])
    let wide = try Executable.run(["demo", "--width", "200"])
    #expect(
      narrow.standardOutput.split(separator: "\n").count
        > wide.standardOutput.split(separator: "\n").count)
  }

  /// A Chinese tag's chip is twice as wide as its character count, plus the border and padding.
  @Test func chineseTagsTakeTwoCellsPerCharacter() throws {
    let output = try Executable.run(["render", "流式布局", "abcd", "--width", "100"])
    let rows = output.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      rows == [
        "╭──────────╮ ╭──────╮",
        "│ 流式布局 │ │ abcd │",
        "╰──────────╯ ╰──────╯",
      ])
  }

  @Test func renderReadsTagsFromStandardInput() throws {
    let output = try Executable.run(["render", "--width", "20"], input: "one\ntwo\n\nthree\n")
    #expect(output.standardOutput.contains("│ one │ │ two │"))
    #expect(output.standardOutput.contains("│ three │"))
  }

  /// Chips hidden by a line limit are counted by an indicator that joins the last line, as
  /// SwiftUI's flows lay it out: chips move behind it until it fits, and it counts them all;
  /// in JSON, the tags' frames and the indicator's apart.
  @Test func renderShowsHowManyChipsAreHidden() throws {
    let output = try Executable.run([
      "render", "a", "b", "c", "d", "e", "f", "g", "h", "--width", "20", "--max-lines", "2",
    ])
    // Two lines of three hide g and h; the indicator takes the place of e and f, and counts
    // all four.
    #expect(
      output.standardOutput == """
        ╭───╮ ╭───╮ ╭───╮
        │ a │ │ b │ │ c │
        ╰───╯ ╰───╯ ╰───╯
        ╭───╮ ╭─────────╮
        │ d │ │ +4 more │
        ╰───╯ ╰─────────╯

        """)
    let json = try Executable.run([
      "render", "a", "b", "c", "d", "e", "f", "--width", "100", "--max-lines", "1",
      "--format", "json",
    ])
    // 34.8 px chips 8 apart: two fit 100 px; the indicator, 82.8 px, takes a line alone.
    #expect(json.standardOutput.contains(#""lines":[],"hiddenCount":6"#))
    #expect(json.standardOutput.contains(#""overflowIndicator":{"x":0,"y":0,"width":82.8"#))
  }

  @Test func renderWritesJSONInPixels() throws {
    let output = try Executable.run(["render", "ab", "--format", "json"])
    // 2 cells × 8.4 + 2 × 12 padding = 40.8 wide, 28 high.
    #expect(
      output.standardOutput == """
        {"size":{"width":40.8,"height":28},"frames":[{"x":0,"y":0,"width":40.8,"height":28}],\
        "lines":[[0,1]],"hiddenCount":0,"separators":[],"lineSeparators":[]}

        """)
  }

  @Test func renderWritesASelfContainedSVG() throws {
    let output = try Executable.run(["render", "a<b", "c", "--format", "svg", "--width", "60"])
    let svg = output.standardOutput
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains(">a&lt;b</text>"))
    #expect(svg.components(separatedBy: "<rect").count == 4)  // the outline and two chips
    #expect(!svg.contains("href"))
  }

  /// A picture of settings: labelled with their words in Swift, the command line and JSON, with
  /// the same words as its title; a tag of two lines is a chip two lines high whose last
  /// baseline the others align on, drawn as a dashed line; an empty tag is a dashed tick.
  @Test func renderLabelsASettingsPicture() throws {
    let output = try Executable.run([
      "render", "two\nlines", "b", "", "c", "d", "--format", "svg", "--width", "120",
      "--item-alignment", "lastTextBaseline", "--max-items-per-line", "3", "--label", "--item",
      "1:grow=1",
    ])
    let svg = output.standardOutput
    let label = [
      "Swift  itemAlignment: .lastTextBaseline, maxItemsPerLine: 3, items[1].grow = 1",
      "CLI    --item-alignment lastTextBaseline --max-items-per-line 3 --item 1:grow=1",
      "JSON   &quot;itemAlignment&quot;: &quot;lastTextBaseline&quot;, &quot;maxItemsPerLine&quot;: 3, "
        + "items[1]: {&quot;grow&quot;: 1}",
    ]
    for line in label { #expect(svg.contains(">\(line)</text>"), "\(line)") }
    #expect(
      svg.contains(
        "<title>Chips laid out by flowlayout render --item-alignment lastTextBaseline "
          + "--max-items-per-line 3 --item 1:grow=1</title>"))
    // Under the label (three lines of 16 px and a gap of 6), the chip of two lines is
    // 28 + 17 px high; its last baseline is 19 + 17 px down, and b's, 28 px high, meets it.
    #expect(svg.contains("<rect x=\"8\" y=\"62\" width=\"66\" height=\"45\""))
    #expect(svg.contains("<text x=\"41\" y=\"76\" text-anchor=\"middle\""))
    #expect(svg.contains(">lines</text>"))
    #expect(svg.contains("class=\"baseline\"/>") && svg.contains("y1=\"98\" x2="))
    #expect(svg.contains("<rect x=\"82\" y=\"79\""))
    #expect(svg.contains("class=\"empty\"/>"))
    #expect(svg.contains("@media (prefers-color-scheme:dark)"))
  }

  /// A tag of several lines is a chip of as many rows of text in the terminal too.
  @Test func renderDrawsATagOfSeveralLines() throws {
    let output = try Executable.run(["render", "two\nlines", "b", "--width", "20"])
    #expect(
      output.standardOutput == """
        ╭───────╮
        │  two  │ ╭───╮
        │ lines │ │ b │
        ╰───────╯ ╰───╯

        """)
  }

  /// Every golden request gives exactly its golden result.
  @Test(
    arguments: try FileManager.default.contentsOfDirectory(atPath: goldenFolder.path)
      .filter { $0.hasSuffix(".request.json") }.sorted())
  func layoutAnswersGoldenRequests(file: String) throws {
    let request = goldenFolder.appendingPathComponent(file)
    let expected = try String(
      contentsOf: goldenFolder.appendingPathComponent(
        file.replacingOccurrences(of: ".request.json", with: ".result.json")), encoding: .utf8)
    let fromFile = try Executable.run(["layout", request.path])
    #expect(fromFile.status == 0)
    #expect(fromFile.standardOutput == expected)
    let fromInput = try Executable.run(
      ["layout"], input: String(contentsOf: request, encoding: .utf8))
    #expect(fromInput.standardOutput == expected)
  }

  @Test func jsonLinesAnswerEveryLineInOrder() throws {
    let input = """
      {"items": [{"width": 1, "height": 2}]}
      {"items": [{"width": -1, "height": 2}]}
      {"items": []}
      """
    let output = try Executable.run(["layout", "--jsonl"], input: input)
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("{\"size\":{\"width\":1,\"height\":2}"))
    #expect(
      lines[1] == "{\"error\":\"line 2: items[0].width: -1 is negative; expected a number ≥ 0\"}")
    #expect(lines[2].hasPrefix("{\"size\":{\"width\":0"))
    #expect(output.status == 65)
  }

  /// Lines may end in CR LF, as files written on Windows do; blank lines, Unicode's white space
  /// included, are skipped but counted.
  @Test func jsonLinesMayEndInCarriageReturns() throws {
    let input = "{\"items\": []}\r\n\u{A0}\r\n{\"items\": 1}\r\n"
    let output = try Executable.run(["layout", "--jsonl"], input: input)
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("{\"size\":{\"width\":0"))
    #expect(lines[1] == "{\"error\":\"line 3: items: expected an array of items, got a number\"}")
  }

  @Test(arguments: [
    ("{", "Error: invalid JSON at line 1, column 2: expected a key in double quotes\n"),
    ("", "Error: the input is empty; expected a JSON object\n"),
    (
      "{\"items\": [], \"colour\": 1}",
      "Error: colour: unknown key; expected one of axis, bounds, collapsesEmptyItems, "
        + "hitTest, itemAlignment, itemSeparator, itemSpacing, items, justification, "
        + "lastLineJustification, layoutDirection, lineAlignment, lineBreaking, lineCount, "
        + "lineSeparator, lineSpacing, maxItemsPerLine, maxLines, minLines, navigate, proposal, wrap\n"
    ),
    (
      "{\"items\": [{\"width\": 1, \"height\": 1}, {\"width\": \"wide\", \"height\": 1}]}",
      "Error: items[1].width: expected a number, got a string\n"
    ),
    (
      "{\"items\": [{\"width\": 1, \"height\": 1}, {\"width\": 1, \"height\": 1}, {\"width\": 1, \"height\": 1}, {\"width\": 1}]}",
      "Error: items[3].height: missing; expected a number\n"
    ),
    (
      "{\"items\": [], \"wrap\": \"sideways\"}",
      "Error: wrap: unknown value \"sideways\"; expected \"forward\" or \"reverse\"\n"
    ),
    (
      "{\"items\": [], \"proposal\": {\"width\": \"wide\"}}",
      "Error: proposal.width: expected a number, null or \"infinity\", got a string\n"
    ),
    (
      "{\"items\": [], \"maxLines\": 1.5}",
      "Error: maxLines: expected a whole number ≥ 0 or null, got a number\n"
    ),
    (
      "{\"items\": [{\"width\": 1e999, \"height\": 1}]}",
      "Error: invalid JSON at line 1, column 22: number 1e999 is out of range\n"
    ),
    (
      "{\"items\": [], \"itemSeparator\": {\"width\": -1, \"height\": 4}}",
      "Error: itemSeparator.width: -1 is negative; expected a number ≥ 0\n"
    ),
    (
      "{\"items\": [], \"lineSeparator\": {\"width\": 1}}",
      "Error: lineSeparator.width: unknown key; expected one of thickness\n"
    ),
    (
      "{\"items\": [], \"collapsesEmptyItems\": 1}",
      "Error: collapsesEmptyItems: expected true or false, got a number\n"
    ),
    (
      "{\"items\": [], \"hitTest\": [{\"x\": 1}]}",
      "Error: hitTest[0].y: missing; expected a number\n"
    ),
    (
      "{\"items\": [], \"hitTest\": {\"x\": 1, \"y\": 2}}",
      "Error: hitTest: expected an array of points, got an object\n"
    ),
    ("[1]", "Error: the request: expected an object, got an array\n"),
  ])
  func badRequestsAreDataErrorsNamingTheField(input: String, message: String) throws {
    let output = try Executable.run(["layout"], input: input)
    #expect(output.status == 65)
    #expect(output.standardError == message)
    #expect(output.standardOutput.isEmpty)
  }

  @Test func anUnreadableFileIsAFailure() throws {
    let output = try Executable.run(["layout", "/nonexistent/request.json"])
    #expect(output.status == 1)
    #expect(
      output.standardError
        == "Error: cannot read '/nonexistent/request.json': No such file or directory\n")
  }

  /// `--count` lays out generated tags, and `--time` reports the time on standard error only.
  @Test func renderLaysOutGeneratedTagsAndTimesThem() throws {
    let output = try Executable.run(["render", "--count", "25", "--time", "--format", "json"])
    #expect(output.status == 0)
    #expect(output.standardOutput.components(separatedBy: "\"width\":").count - 1 == 26)
    #expect(output.standardError.hasPrefix("Laid out 25 tags in "))
    #expect(output.standardError.hasSuffix(" ms\n"))
  }

  /// `--join` keeps a tag that ends in the mark on the line of the next tag, and draws it
  /// without the mark; without it, the two part. An empty mark is a usage error.
  @Test func renderJoinsTagsThatEndInTheMark() throws {
    let joined = try Executable.run([
      "render", "--width", "20", "--join", "~", "Tags", "Name:~", "Ada",
    ])
    #expect(
      joined.standardOutput == """
        ╭──────╮
        │ Tags │
        ╰──────╯
        ╭───────╮ ╭─────╮
        │ Name: │ │ Ada │
        ╰───────╯ ╰─────╯

        """)
    let parted = try Executable.run(["render", "--width", "20", "Tags", "Name:", "Ada"])
    #expect(parted.standardOutput.hasPrefix("╭──────╮ ╭───────╮\n"))
    let bad = try Executable.run(["render", "--join", "", "ab"])
    #expect(bad.status == 64)
    #expect(
      bad.standardError.hasPrefix(
        "Error: invalid value '' for '--join'; expected a mark of one character or more\n"))
  }

  /// `--drop-at` marks where a chip dropped at the point would go: in the gap between the two
  /// chips it falls between, and in JSON as the contract's hits.
  @Test func renderMarksTheInsertionPoint() throws {
    let picture = try Executable.run(["render", "--width", "40", "--drop-at", "7,1", "ab", "cd"])
    #expect(
      picture.standardOutput == """
        ╭────╮┃╭────╮
        │ ab │┃│ cd │
        ╰────╯┃╰────╯

        """)
    let json = try Executable.run(["render", "--format", "json", "--drop-at", "30,10", "ab"])
    #expect(json.standardOutput.hasSuffix(",\"hits\":[{\"item\":0,\"insertionIndex\":1}]}\n"))
    let bad = try Executable.run(["render", "--drop-at", "7", "ab"])
    #expect(bad.status == 64)
    #expect(
      bad.standardError.hasPrefix(
        "Error: invalid value '7' for '--drop-at'; expected a point x,y\n"))
  }

  /// `--navigate` draws where focus goes: in words in the terminal, as a path over the chips in
  /// SVG, and as the contract's `navigation` in JSON, from the overflow indicator for a chip it
  /// hides; a start past the tags or an unknown move is bad data, a value of another shape a
  /// usage error.
  @Test func renderDrawsAFocusPath() throws {
    let tags = ["ab", "cd", "ef", "gh"]
    let picture = try Executable.run(
      ["render", "--width", "14", "--navigate", "1:down,lineStart,right,up"] + tags)
    #expect(
      picture.standardOutput.hasSuffix(
        "Focus: 1 → 3 (down) → 2 (lineStart) → 3 (right) → 1 (up)\n"))
    let svg = try Executable.run(
      ["render", "--format", "svg", "--width", "120", "--navigate", "0:down"] + tags)
    #expect(svg.standardOutput.contains("class=\"focus-path\""))
    #expect(svg.standardOutput.components(separatedBy: "class=\"focus-stop\"").count == 3)
    let json = try Executable.run(
      ["render", "--format", "json", "--width", "100", "--navigate", "0:next,next,up"] + tags)
    #expect(json.standardOutput.hasSuffix(",\"navigation\":[[1,2,0]]}\n"))
    // A chip hidden behind the overflow indicator moves from the indicator.
    let hidden = try Executable.run(
      ["render", "--width", "20", "--max-lines", "1", "--navigate", "3:left"] + tags)
    #expect(hidden.standardOutput.hasSuffix("Focus: 1 → 0 (left)\n"))
    let past = try Executable.run(["render", "--navigate", "4:down"] + tags)
    #expect(past.status == 65)
    #expect(
      past.standardError
        == "Error: --navigate 4: 4 is past the last item; expected an index from 0 to 3\n")
    let unknown = try Executable.run(["render", "--navigate", "0:down,sideways"] + tags)
    #expect(unknown.status == 65)
    #expect(unknown.standardError.hasPrefix("Error: --navigate: unknown move \"sideways\";"))
    let shape = try Executable.run(["render", "--navigate", "down"] + tags)
    #expect(shape.status == 64)
  }

  @Test func usageErrorsShowTheUsageLine() throws {
    let output = try Executable.run(["render", "--axis", "diagonal"])
    #expect(output.status == 64)
    #expect(
      output.standardError == """
        Error: invalid value 'diagonal' for '--axis'; expected one of horizontal, vertical
        USAGE: flowlayout render [<tag> ...] [<options>]
          See 'flowlayout --help' for more information.

        """)
  }

  /// A request of 100,000 items is answered, quickly.
  @Test func hugeRequestsWork() throws {
    let items = Array(repeating: "{\"width\":10,\"height\":10}", count: 100_000)
      .joined(separator: ",")
    let start = Date()
    let output = try Executable.run(
      ["layout"], input: "{\"proposal\":{\"width\":1000},\"items\":[\(items)]}")
    #expect(output.status == 0)
    #expect(
      output.standardOutput.hasSuffix(
        "\"hiddenCount\":0,\"separators\":[],\"lineSeparators\":[]}\n"))
    #expect(Date().timeIntervalSince(start) < 30)
  }
}
