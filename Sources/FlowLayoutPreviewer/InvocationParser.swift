import FlowLayoutEngine

extension Invocation {
  /// Parses the arguments that follow the program name.
  ///
  /// With no arguments, the invocation is the demo. A subcommand comes first; `-h`/`--help` and
  /// `--version` are accepted anywhere.
  ///
  /// - Throws: ``PreviewerError/usage(_:)`` for an unknown subcommand or option, a missing or
  ///   invalid value, or an unexpected argument.
  public static func parse(_ arguments: [String]) throws(PreviewerError) -> Invocation {
    var arguments = arguments[...]
    let subcommand = arguments.first.flatMap(Subcommand.init(rawValue:))
    if subcommand != nil { arguments.removeFirst() }
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help(subcommand) }
    if arguments.contains("--version") { return .version }
    if subcommand == nil, let first = arguments.first {
      if first == "help" {
        let topic = arguments.dropFirst().first
        guard let topic else { return .help(nil) }
        guard let subcommand = Subcommand(rawValue: topic) else {
          throw .usage("unknown subcommand '\(topic)'")
        }
        return .help(subcommand)
      }
      if !first.hasPrefix("-") { throw .usage("unknown subcommand '\(first)'") }
    }
    var reader = ArgumentReader(arguments: arguments)
    switch subcommand ?? .demo {
    case .demo: return .demo(try reader.demoOptions())
    case .render: return .render(try reader.renderOptions())
    case .layout: return .layout(try reader.layoutOptions())
    }
  }
}

/// Reads options and their values from the front of an argument list.
private struct ArgumentReader {
  var arguments: ArraySlice<String>

  mutating func demoOptions() throws(PreviewerError) -> DemoOptions {
    var options = DemoOptions()
    while let argument = arguments.popFirst() {
      switch argument {
      case "--width": options.width = try length(for: argument)
      case "--watch": options.watch = true
      default: throw unexpected(argument)
      }
    }
    return options
  }

  mutating func renderOptions() throws(PreviewerError) -> RenderOptions {
    var options = RenderOptions()
    while let argument = arguments.popFirst() {
      switch argument {
      case "--width": options.width = try length(for: argument)
      case "--format": options.format = try choice(for: argument)
      case "--axis": options.flow.axis = try choice(for: argument)
      case "--item-spacing": options.flow.itemSpacing = try length(for: argument)
      case "--line-spacing": options.flow.lineSpacing = try length(for: argument)
      case "--justification": options.flow.justification = try choice(for: argument)
      case "--last-line-justification":
        options.flow.lastLineJustification = try choice(for: argument)
      case "--item-alignment": options.flow.itemAlignment = try choice(for: argument)
      case "--line-alignment": options.flow.lineAlignment = try choice(for: argument)
      case "--wrap": options.flow.wrap = try choice(for: argument)
      case "--rtl": options.flow.layoutDirection = .rightToLeft
      case "--line-breaking": options.flow.lineBreaking = try choice(for: argument)
      case "--max-lines": options.flow.maxLines = try count(for: argument)
      case "--max-items-per-line": options.flow.maxItemsPerLine = try count(for: argument)
      case "--": options.tags += arguments.popAll()
      default:
        if argument.hasPrefix("-"), argument.count > 1 { throw unexpected(argument) }
        options.tags.append(argument)
      }
    }
    return options
  }

  mutating func layoutOptions() throws(PreviewerError) -> LayoutOptions {
    var options = LayoutOptions()
    while let argument = arguments.popFirst() {
      switch argument {
      case "--jsonl": options.jsonLines = true
      default:
        if argument.hasPrefix("-"), argument != "-" { throw unexpected(argument) }
        guard options.file == nil else { throw .usage("unexpected argument '\(argument)'") }
        options.file = argument == "-" ? nil : argument
      }
    }
    return options
  }

  private mutating func value(for option: String) throws(PreviewerError) -> String {
    guard let value = arguments.popFirst() else { throw .usage("missing value for '\(option)'") }
    return value
  }

  private mutating func length(for option: String) throws(PreviewerError) -> Double {
    let text = try value(for: option)
    guard let number = Double(text), number.isFinite, number >= 0 else {
      throw .usage("invalid value '\(text)' for '\(option)'; expected a number ≥ 0")
    }
    return number
  }

  private mutating func count(for option: String) throws(PreviewerError) -> Int {
    let text = try value(for: option)
    guard let count = Int(text), count >= 0 else {
      throw .usage("invalid value '\(text)' for '\(option)'; expected a whole number ≥ 0")
    }
    return count
  }

  private mutating func choice<Choice: RawRepresentable & CaseIterable>(
    for option: String
  ) throws(PreviewerError) -> Choice where Choice.RawValue == String {
    let text = try value(for: option)
    guard let choice = Choice(rawValue: text) else {
      throw .usage(
        "invalid value '\(text)' for '\(option)'; expected one of "
          + Choice.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return choice
  }

  private func unexpected(_ argument: String) -> PreviewerError {
    argument.hasPrefix("-")
      ? .usage("unknown option '\(argument)'") : .usage("unexpected argument '\(argument)'")
  }
}

extension ArraySlice {
  fileprivate mutating func popAll() -> [Element] {
    defer { removeAll() }
    return Array(self)
  }
}
