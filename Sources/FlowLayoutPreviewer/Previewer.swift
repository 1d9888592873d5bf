import FlowLayoutEngine

/// Runs `flowlayout`: parse, then run, then report.
public enum Previewer {
  /// Runs the command line `arguments` (without the program name) and returns the exit code: 0
  /// for success, 64 for a usage error, 65 for invalid data, 1 for other failures. Errors go to
  /// standard error as `Error: …`, followed by the usage line for usage errors.
  public static func run(_ arguments: [String], console: Console) -> Int32 {
    do {
      let invocation = try Invocation.parse(arguments)
      return try run(invocation, console: console)
    } catch {
      console.writeError("Error: \(error.message)\n")
      if case .usage = error {
        let subcommand = arguments.first.flatMap(Invocation.Subcommand.init(rawValue:))
        console.writeError("\(HelpText.usage(subcommand))\n")
        console.writeError("  See 'flowlayout --help' for more information.\n")
      }
      return error.exitCode
    }
  }

  static func run(_ invocation: Invocation, console: Console) throws(PreviewerError) -> Int32 {
    switch invocation {
    case .help(let subcommand):
      console.write(HelpText.help(subcommand) + "\n")
    case .version:
      console.write(HelpText.version + "\n")
    case .demo(let options):
      if options.watch, console.isTerminal {
        LiveReflow(tags: demoTags).run()
      } else {
        let width = options.width ?? Double(console.terminalWidth)
        console.write(terminalPicture(demoTags, width: width, colored: console.isTerminal))
      }
    case .render(let options):
      console.write(try render(options, console: console))
    case .layout(let options):
      let text =
        try options.file.map { path throws(PreviewerError) in try console.readFile(path) }
        ?? console.readInput()
      if options.jsonLines { return answerEachLine(of: text, console: console) }
      // Written apart from its newline: joining them would copy the whole answer.
      console.write(try LayoutRequest(json: text).answer())
      console.write("\n")
    }
    return 0
  }

  /// The chips of `tags` as terminal rows at `width` cells, with the terminal defaults.
  static func terminalPicture(_ tags: [String], width: Double, colored: Bool) -> String {
    var options = RenderOptions()
    options.tags = tags
    return terminalPicture(
      tags, result: layout(options.chips.items, options, width: width), colored: colored)
  }

  /// The chips of `tags` as terminal rows, at the frames of `result`, with a caret if given.
  static func terminalPicture(
    _ tags: [String], result: FlowResult, caret: Rect? = nil, colored: Bool
  ) -> String {
    let rows = TerminalRenderer(colored: colored).render(tags, result: result, caret: caret)
    let hidden = result.hiddenCount > 0 ? "+\(result.hiddenCount) more\n" : ""
    return rows.map { $0 + "\n" }.joined() + hidden
  }

  /// The chips laid out at `width` along the lines; with a ``RenderOptions/crossSize``, placed
  /// in a container of the proposed size, which line alignment shares, as a parent of that
  /// size places a layout.
  private static func layout(_ items: [Chip], _ options: RenderOptions, width: Double)
    -> FlowResult
  {
    let proposal = options.proposal(length: width)
    guard options.crossSize != nil, let width = proposal.width, let height = proposal.height
    else { return options.resolvedFlow.layout(items, proposal: proposal) }
    let bounds = Size(width: width, height: height)
    var result = options.resolvedFlow.layout(
      items, proposal: proposal, bounds: Rect(origin: .zero, size: bounds))
    result.size = bounds
    return result
  }

  private static func render(_ options: RenderOptions, console: Console) throws(PreviewerError)
    -> String
  {
    var options = options
    if let count = options.count {
      options.tags = generatedTags(count: count)
    } else if options.tags.isEmpty {
      options.tags = console.readInput().split(whereSeparator: \.isNewline).map(String.init)
    }
    if let index = options.itemSettings.keys.first(where: { $0 >= options.tags.count }) {
      throw .usage("--item \(index): there are \(options.tags.count) tags, from index 0")
    }
    let width = options.resolvedWidth(terminalWidth: console.terminalWidth)
    let (labels, chips) = options.chips
    let start = console.nanoseconds()
    let plain = layout(chips, options, width: width)
    let flow = options.resolvedFlow
    // As SwiftUI's flows show it: an indicator of the items past the line limit joins the last
    // line, by the engine's rule, which moves chips behind it until it fits.
    let overflow = flow.overflow(
      of: chips, hiddenCount: plain.hiddenCount, proposal: options.proposal(length: width),
      bounds: options.crossSize == nil ? nil : Rect(origin: .zero, size: plain.size)
    ) { options.chipStyle.item(for: Self.overflowLabel($0)) }
    if options.time {
      let milliseconds = Double(console.nanoseconds() &- start) / 1e6
      console.writeError(
        "Laid out \(options.tags.count) tags in \(number((milliseconds * 1000).rounded() / 1000)) ms\n"
      )
    }
    // What is drawn: the chips shown, then the indicator when there is one.
    let shown = chips.count - (overflow?.hiddenCount ?? 0)
    var result = overflow?.result ?? plain
    if options.crossSize != nil { result.size = plain.size }
    let tags =
      overflow.map { Array(labels.prefix(shown)) + [Self.overflowLabel($0.hiddenCount)] }
      ?? labels
    let items =
      overflow.map {
        Array(chips.prefix(shown)) + [
          options.chipStyle.item(for: Self.overflowLabel($0.hiddenCount))
        ]
      } ?? chips
    let drop = options.dropAt.map { point in
      (point, FlowHitTester(flow: flow, result: result).hit(at: point))
    }
    let caret = drop.flatMap { point, hit in
      InsertionCaret(flow: flow, thickness: options.format == .terminal ? 1 : 3)
        .frame(for: hit, at: point, in: result)
    }
    let focusPath = try options.navigate.map { request throws(PreviewerError) in
      try NavigationRequest.checkStart(
        request.from, itemCount: labels.count, field: "--navigate \(request.from)")
      // A chip hidden behind the indicator moves from it.
      var drawn = request
      drawn.from = min(request.from, items.count - 1)
      return FocusPath(start: drawn.from, stops: drawn.path(in: result, of: flow))
    }
    switch options.format {
    case .terminal:
      let label = options.labelsSettings ? SettingWords(options).lines.map { $0 + "\n" } : []
      return label.joined()
        + terminalPicture(tags, result: result, caret: caret, colored: console.isTerminal)
        + (focusPath.map { $0.caption(moves: options.navigate!.moves) + "\n" } ?? "")
    case .svg:
      let words = SettingWords(options)
      let title = (["Chips laid out by flowlayout render"] + words.commandLine).joined(
        separator: " ")
      return SVGRenderer(flow: flow, label: options.labelsSettings ? words.lines : [], title: title)
        .render(tags, chips: items, result: result, caret: caret, focusPath: focusPath)
    case .json:
      // In the contract's terms: a frame per chip and the indicator's apart; in hits and
      // paths, the indicator is the index one past the last chip.
      let indicatorIndex = { (index: Int) in overflow != nil && index == shown ? chips.count : index
      }
      let hits = drop.map { _, hit in
        [FlowHit(item: hit.item.map(indicatorIndex), insertionIndex: hit.insertionIndex)]
      }
      let contract = overflow?.itemResult(itemCount: chips.count) ?? result
      return contract.json(
        hits: hits, navigation: focusPath.map { [$0.stops.map(indicatorIndex)] },
        overflowIndicator: overflow?.indicatorFrame) + "\n"
    }
  }

  /// The overflow indicator's label for `hiddenCount` hidden chips.
  static func overflowLabel(_ hiddenCount: Int) -> String { "+\(hiddenCount) more" }

  /// `count` tags for `--count`: the demo's tags in turn, each numbered.
  static func generatedTags(count: Int) -> [String] {
    (0..<count).map { "\(demoTags[$0 % demoTags.count]) \($0 + 1)" }
  }

  /// Answers each non-empty line of `text` as a request; a failing line gets `{"error": "…"}`.
  /// Returns 0 if every line succeeded, 65 otherwise.
  ///
  /// Lines are found and read as UTF-8 bytes, without a string per line.
  private static func answerEachLine(of text: String, console: Console) -> Int32 {
    var text = text
    return text.withUTF8 { bytes in
      var exitCode: Int32 = 0
      var number = 0
      var start = 0
      while start <= bytes.count {
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        number += 1
        start = end + 1
        guard !isBlank(line) else { continue }
        do throws(PreviewerError) {
          console.write(try LayoutRequest(utf8: line).answer())
          console.write("\n")
        } catch {
          console.write("{\"error\":\(jsonString("line \(number): \(error.message)"))}\n")
          exitCode = error.exitCode
        }
      }
      return exitCode
    }
  }

  /// Whether a line holds nothing but white space, Unicode's included.
  private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let asciiSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
    if line.allSatisfy(asciiSpace) { return true }
    // Only a line with other than ASCII can still be blank (a no-break space, for example).
    return line.contains { $0 >= 0x80 }
      && String(decoding: line, as: UTF8.self).allSatisfy(\.isWhitespace)
  }
}
