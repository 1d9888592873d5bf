import FlowLayoutEngine

/// The settings a render was given, each in the words Swift, the command line and the JSON
/// contract spell it, for a picture's label and its alternative text.
struct SettingWords: Equatable {
  /// The settings as Swift writes them, as `FlowEngine` arguments and item properties.
  var swift: [String] = []
  /// The settings as `flowlayout render` options.
  var commandLine: [String] = []
  /// The settings as keys of a `flowlayout layout` request.
  var json: [String] = []

  /// The words of the settings of `options` that were given or differ from the defaults, in
  /// the order the help lists them, then each tag's own settings by index.
  ///
  /// - Complexity: O(*k* log *k*) for *k* tags with settings of their own.
  init(_ options: RenderOptions) {
    let flow = options.flow
    given = Set(options.givenOptions)
    let defaults = FlowEngine()
    if let cross = options.crossSize {
      let width = options.width.map(number) ?? "nil"
      let across = number(cross)
      add(
        flow.axis == .horizontal
          ? "proposal: ProposedSize(width: \(width), height: \(across))"
          : "proposal: ProposedSize(width: \(across), height: \(width))",
        "--cross-size \(across)",
        "\"proposal\": {\"\(flow.axis == .horizontal ? "height" : "width")\": \(across)}")
    }
    choice("axis", "--axis", flow.axis, defaults.axis)
    length("itemSpacing", "--item-spacing", flow.itemSpacing)
    length("lineSpacing", "--line-spacing", flow.lineSpacing)
    choice("justification", "--justification", flow.justification, defaults.justification)
    if let last = flow.lastLineJustification {
      choice("lastLineJustification", "--last-line-justification", last, nil)
    }
    choice("itemAlignment", "--item-alignment", flow.itemAlignment, defaults.itemAlignment)
    choice("lineAlignment", "--line-alignment", flow.lineAlignment, defaults.lineAlignment)
    choice("wrap", "--wrap", flow.wrap, defaults.wrap)
    choice(
      "layoutDirection", "--layout-direction", flow.layoutDirection, defaults.layoutDirection)
    choice("lineBreaking", "--line-breaking", flow.lineBreaking, defaults.lineBreaking)
    count("minLines", "--min-lines", flow.minLines)
    count("lineCount", "--line-count", flow.lineCount)
    count("maxLines", "--max-lines", flow.maxLines)
    count("maxItemsPerLine", "--max-items-per-line", flow.maxItemsPerLine)
    if options.separatesItems {
      let size = options.chipStyle.separator
      let (width, height) = (number(size.width), number(size.height))
      add(
        "itemSeparator: Size(width: \(width), height: \(height))", "--separator",
        "\"itemSeparator\": {\"width\": \(width), \"height\": \(height)}")
    }
    if options.separatesLines {
      let thickness = number(options.chipStyle.rule)
      add(
        "lineSeparator: LineSeparator(thickness: \(thickness))", "--line-separator",
        "\"lineSeparator\": {\"thickness\": \(thickness)}")
    }
    if flow.collapsesEmptyItems {
      add("collapsesEmptyItems: true", "--collapse-empty-items", "\"collapsesEmptyItems\": true")
    }
    for (index, settings) in options.itemSettings.sorted(by: { $0.key < $1.key }) {
      item(index, settings)
    }
  }

  /// The options given, by name.
  private var given: Set<String> = []
  /// The options that set a setting a shorter way, by the setting's option.
  private let shorthand = ["--layout-direction": "--rtl"]

  private mutating func add(_ swift: String, _ commandLine: String, _ json: String) {
    self.swift.append(swift)
    self.commandLine.append(commandLine)
    self.json.append(json)
  }

  private mutating func choice<Choice: RawRepresentable & Equatable>(
    _ key: String, _ option: String, _ value: Choice, _ standard: Choice?
  ) where Choice.RawValue == String {
    guard value != standard || given.contains(option) || given.contains(shorthand[option] ?? "")
    else { return }
    add(
      "\(key): .\(value.rawValue)", "\(option) \(value.rawValue)",
      "\"\(key)\": \"\(value.rawValue)\"")
  }

  private mutating func length(_ key: String, _ option: String, _ value: Double?) {
    guard let value else { return }
    add("\(key): \(number(value))", "\(option) \(number(value))", "\"\(key)\": \(number(value))")
  }

  private mutating func count(_ key: String, _ option: String, _ value: Int?) {
    guard let value else { return }
    add("\(key): \(value)", "\(option) \(value)", "\"\(key)\": \(value)")
  }

  /// A tag's own settings: `BoxItem` properties, an `--item` option, an item's keys.
  private mutating func item(_ index: Int, _ settings: FlowItemSettings) {
    var swift: [String] = []
    var commandLine: [String] = []
    var json: [String] = []
    if settings.grow != 0 {
      swift.append("grow = \(number(settings.grow))")
      commandLine.append("grow=\(number(settings.grow))")
      json.append("\"grow\": \(number(settings.grow))")
    }
    if let basis = settings.basis {
      swift.append("basis = \(number(basis))")
      commandLine.append("basis=\(number(basis))")
      json.append("\"basis\": \(number(basis))")
    }
    if let alignment = settings.alignment {
      swift.append("alignment = .\(alignment.rawValue)")
      commandLine.append("alignment=\(alignment.rawValue)")
      json.append("\"alignment\": \"\(alignment.rawValue)\"")
    }
    if settings.breakBefore {
      swift.append("breakBefore = true")
      commandLine.append("breakBefore")
      json.append("\"breakBefore\": true")
    }
    if settings.keepsWithNext {
      swift.append("keepsWithNext = true")
      commandLine.append("keepWithNext")
      json.append("\"keepWithNext\": true")
    }
    add(
      swift.map { "items[\(index)].\($0)" }.joined(separator: "; "),
      "--item \(index):\(commandLine.joined(separator: ","))",
      "items[\(index)]: {\(json.joined(separator: ", "))}")
  }

  /// The three lines of a picture's label: Swift, the command line, JSON; none without settings.
  var lines: [String] {
    guard !swift.isEmpty else { return [] }
    return [
      "Swift  " + swift.joined(separator: ", "),
      "CLI    " + commandLine.joined(separator: " "),
      "JSON   " + json.joined(separator: ", "),
    ]
  }
}
