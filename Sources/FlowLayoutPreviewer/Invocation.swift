import FlowLayoutEngine

/// What a `flowlayout` command line asks for, as parsed by ``Invocation/parse(_:)``.
public enum Invocation: Equatable, Sendable {
  /// Show the help of a subcommand (`nil`: the overview).
  case help(Subcommand?)
  case version
  case demo(DemoOptions)
  case render(RenderOptions)
  case layout(LayoutOptions)

  public enum Subcommand: String, CaseIterable, Equatable, Sendable {
    case demo
    case render
    case layout
  }
}

/// The options of `flowlayout demo`.
public struct DemoOptions: Equatable, Sendable {
  /// The width to wrap at, in cells; `nil` for the terminal's width.
  public var width: Double?
  /// Reflow live when the terminal is resized, until q or Ctrl-C.
  public var watch = false

  public init(width: Double? = nil, watch: Bool = false) {
    self.width = width
    self.watch = watch
  }
}

/// The options of `flowlayout render`.
public struct RenderOptions: Equatable, Sendable {
  public enum Format: String, CaseIterable, Equatable, Sendable {
    case terminal
    case svg
    case json
  }

  /// The tags; empty to read them from standard input, one per line.
  public var tags: [String] = []
  /// The width to wrap at (cells for the terminal, pixels otherwise); `nil` for the default.
  public var width: Double?
  /// The container's size across the lines, which line alignment shares; `nil` for what the
  /// lines need.
  public var crossSize: Double?
  public var format = Format.terminal
  /// The flow's settings; spacings left `nil` take the format's defaults.
  public var flow = FlowEngine()
  /// Whether to draw a separator between neighbouring chips, and a rule between lines, each the
  /// format's (see ``ChipStyle``).
  public var separatesItems = false
  public var separatesLines = false
  /// How many generated tags to lay out instead of ``tags``, or `nil`.
  public var count: Int?
  /// Whether to report how long laying out took, on standard error.
  public var time = false
  /// A point at which to mark where a chip dropped there would be inserted, or `nil`.
  public var dropAt: Point?
  /// A path of focus moves to draw, or `nil`.
  public var navigate: NavigationRequest?
  /// The mark that ends a tag kept on the line of the next tag, or `nil`.
  public var joinMark: String?
  /// The settings of their own that tags have, by index from 0.
  public var itemSettings: [Int: FlowItemSettings] = [:]
  /// Whether to label the picture with the settings given, as Swift, the command line and JSON
  /// spell them.
  public var labelsSettings = false
  /// The options given, by name, in order: a label names a setting given at its default too.
  public var givenOptions: [String] = []

  public init() {}

  /// The width of SVG and JSON output when none is given, in pixels.
  static let defaultPixelWidth = 480.0

  /// The width when none is given: the terminal's for terminal output, 480 pixels otherwise.
  public func resolvedWidth(terminalWidth: Int) -> Double {
    width ?? (format == .terminal ? Double(terminalWidth) : Self.defaultPixelWidth)
  }

  /// The chip sizes of the format: terminal cells, or SVG pixels for SVG and JSON.
  public var chipStyle: ChipStyle { format == .terminal ? .terminal : .svg }

  /// The chips of ``tags``: their labels, without the ``joinMark`` that ends a tag kept on the
  /// line of the next one, and their items, with the ``itemSettings`` of each, which keep with
  /// the next where a tag had the mark.
  ///
  /// - Complexity: O(*n*) for *n* tags.
  public var chips: (labels: [String], items: [Chip]) {
    var labels: [String] = []
    var items: [Chip] = []
    for (index, tag) in tags.enumerated() {
      var label = tag
      let joined = joinMark.map { tag.hasSuffix($0) } ?? false
      if joined, let joinMark { label.removeLast(joinMark.count) }
      var settings = itemSettings[index] ?? FlowItemSettings()
      settings.keepsWithNext = settings.keepsWithNext || joined
      labels.append(label)
      items.append(chipStyle.item(for: label).with(settings))
    }
    return (labels, items)
  }

  /// The proposal for a flow `length` long along its lines: ``crossSize`` across them.
  public func proposal(length: Double) -> ProposedSize {
    flow.axis == .horizontal
      ? ProposedSize(width: length, height: crossSize)
      : ProposedSize(width: crossSize, height: length)
  }

  /// The spacings of a format when none are given: one cell between chips and none between
  /// lines in a terminal, 8 pixels for SVG and JSON.
  static func defaultSpacing(for format: Format) -> (item: Double, line: Double) {
    format == .terminal ? (1, 0) : (8, 8)
  }

  /// The flow with the format's default spacings where none were given, and its separators.
  public var resolvedFlow: FlowEngine {
    var flow = flow
    let defaults = Self.defaultSpacing(for: format)
    flow.itemSpacing = flow.itemSpacing ?? defaults.item
    flow.lineSpacing = flow.lineSpacing ?? defaults.line
    if separatesItems { flow.itemSeparator = chipStyle.separator }
    if separatesLines { flow.lineSeparator = LineSeparator(thickness: chipStyle.rule) }
    return flow
  }
}

/// The options of `flowlayout layout`.
public struct LayoutOptions: Equatable, Sendable {
  /// The request file; `nil` for standard input.
  public var file: String?
  /// Read one request per line and write one result per line.
  public var jsonLines = false

  public init(file: String? = nil, jsonLines: Bool = false) {
    self.file = file
    self.jsonLines = jsonLines
  }
}
